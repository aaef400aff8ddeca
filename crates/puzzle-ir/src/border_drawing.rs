//! A division of a grid drawn as on paper: the borders between regions on the lattice
//! of the cells' corners, each cell showing a text of its own (its clue, its colour).
//!
//! The drawing has `2 * rows + 1` lines: a line of corners (`+` at each corner, between
//! two corners `-` where a border runs and a space where none does), then a line of
//! cells (`|` or a space between two cells, then the cell's text). The frame is always
//! drawn. In text every cell is as wide as the widest cell text, right-aligned, and a
//! border as many `-`; the width is read off the top line of the frame. In JSON each
//! position of the drawing is one string.
//!
//! ```
//! use puzzle_ir::border_drawing::Borders;
//!
//! let borders = Borders::of_regions(2, 2, &[0, 0, 1, 1]);
//! let text = borders.to_text(|cell| ["1", "#", "22", "."][cell].to_owned());
//! assert_eq!(text, "+--+--+\n| 1  #|\n+--+--+\n|22  .|\n+--+--+\n");
//! let read = Borders::parse_text("a", &text, 2, 2, |_, _| Ok(())).unwrap();
//! assert_eq!(read, borders);
//! assert_eq!(read.regions(), vec![vec![0, 1], vec![2, 3]]);
//! // The border below the first cell is at line 2, column 1 of the drawing.
//! assert_eq!(Borders::cells_beside(2, 2, (2, 1)), Some((0, 2)));
//! assert_eq!(Borders::cells_beside(2, 2, (1, 1)), None); // a cell
//! ```

use crate::error::ParseError;
use crate::grid::Grid;

/// The borders drawn between neighbouring cells (any set of them, for a checker to
/// judge).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Borders {
    rows: usize,
    cols: usize,
    /// The border right of cell (r, c), at `r * (cols - 1) + c`.
    right: Vec<bool>,
    /// The border below cell (r, c), at `r * cols + c`.
    below: Vec<bool>,
}

impl Borders {
    /// The borders `right` of each cell but the last of its row (row-major,
    /// `rows * (cols - 1)`) and `below` each cell but those of the last row
    /// (`(rows - 1) * cols`).
    ///
    /// # Panics
    /// When `right` or `below` has another length.
    pub fn new(rows: usize, cols: usize, right: Vec<bool>, below: Vec<bool>) -> Borders {
        let expected = (rows * cols.saturating_sub(1), rows.saturating_sub(1) * cols);
        assert_eq!(right.len(), expected.0, "a border right of each cell");
        assert_eq!(below.len(), expected.1, "a border below each cell");
        Borders {
            rows,
            cols,
            right,
            below,
        }
    }

    /// No border inside a `rows` x `cols` grid.
    pub fn none(rows: usize, cols: usize) -> Borders {
        Borders {
            rows,
            cols,
            right: vec![false; rows * cols.saturating_sub(1)],
            below: vec![false; rows.saturating_sub(1) * cols],
        }
    }

    /// A border between each two neighbours of different labels of `region` (row-major).
    pub fn of_regions(rows: usize, cols: usize, region: &[usize]) -> Borders {
        let mut borders = Borders::none(rows, cols);
        for (a, b) in Grid::new(rows, cols).adjacent_pairs() {
            borders.set(a, b, region[a] != region[b]);
        }
        borders
    }

    /// Rows of cells.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of cells.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The borders right of the cells, in the order of [`Borders::new`].
    pub fn right(&self) -> &[bool] {
        &self.right
    }

    /// The borders below the cells, in the order of [`Borders::new`].
    pub fn below(&self) -> &[bool] {
        &self.below
    }

    /// Whether a border runs right of the cell at (row, col): always at the frame.
    pub fn wall_right(&self, row: usize, col: usize) -> bool {
        col + 1 == self.cols || self.right[row * (self.cols - 1) + col]
    }

    /// Whether a border runs below the cell at (row, col): always at the frame.
    pub fn wall_below(&self, row: usize, col: usize) -> bool {
        row + 1 == self.rows || self.below[row * self.cols + col]
    }

    /// Whether a border runs between the neighbouring cells `a` and `b` (row-major).
    pub fn between(&self, a: usize, b: usize) -> bool {
        let (r, c) = (a.min(b) / self.cols, a.min(b) % self.cols);
        match a.abs_diff(b) == 1 && a / self.cols == b / self.cols {
            true => self.wall_right(r, c),
            false => self.wall_below(r, c),
        }
    }

    /// Draws or erases the border between the neighbouring cells `a` and `b`.
    pub fn set(&mut self, a: usize, b: usize, on: bool) {
        let (first, cols) = (a.min(b), self.cols);
        match a.abs_diff(b) == 1 && a / cols == b / cols {
            true => self.right[first / cols * (cols - 1) + first % cols] = on,
            false => self.below[first] = on,
        }
    }

    /// The regions: the areas of cells no border separates, each a sorted list of
    /// row-major cells, ordered by their first cell.
    pub fn regions(&self) -> Vec<Vec<usize>> {
        Grid::new(self.rows, self.cols).components(|a, b| !self.between(a, b))
    }

    /// The two cells (row-major, upper or left first) on either side of the border at
    /// line `line`, column `col` of the drawing of a `rows` x `cols` grid; `None` where
    /// that position is a corner, a cell or the frame.
    pub fn cells_beside(
        rows: usize,
        cols: usize,
        (line, col): (usize, usize),
    ) -> Option<(usize, usize)> {
        let (r, c) = (line / 2, col / 2);
        match (line % 2, col % 2) {
            (0, 1) if 0 < r && r < rows && c < cols => Some(((r - 1) * cols + c, r * cols + c)),
            (1, 0) if 0 < c && c < cols && r < rows => Some((r * cols + c - 1, r * cols + c)),
            _ => None,
        }
    }

    /// The drawing, a string per position, each cell as `cell` writes it.
    pub fn drawing(&self, cell: impl Fn(usize) -> String) -> Vec<Vec<String>> {
        let mark = |on: bool, mark: &str| if on { mark } else { " " }.to_owned();
        let at = |line: usize, col: usize| {
            let (r, c) = (line / 2, col / 2);
            match (line % 2, col % 2) {
                (0, 0) => "+".to_owned(),
                (0, _) => mark(r == 0 || self.wall_below(r - 1, c), "-"),
                (_, 0) => mark(c == 0 || self.wall_right(r, c - 1), "|"),
                _ => cell(r * self.cols + c),
            }
        };
        (0..2 * self.rows + 1)
            .map(|line| (0..2 * self.cols + 1).map(|col| at(line, col)).collect())
            .collect()
    }

    /// The strings each position of a drawing of `rows` x `cols` cells may hold: a corner
    /// `+`, the frame drawn, a border between two cells drawn (`-` across, `|` down) or
    /// not (a space), a cell as `cell` writes it.
    pub fn values(
        rows: usize,
        cols: usize,
        cell: impl Fn(usize) -> String,
    ) -> Vec<Vec<Vec<String>>> {
        let (height, width) = (2 * rows + 1, 2 * cols + 1);
        let values = |line: usize, col: usize, text: String| {
            let inside = 0 < line && line + 1 < height && 0 < col && col + 1 < width;
            match (line % 2, col % 2) {
                (0, 1) if inside => vec!["-".to_owned(), " ".to_owned()],
                (1, 0) if inside => vec!["|".to_owned(), " ".to_owned()],
                _ => vec![text],
            }
        };
        let drawing = Borders::none(rows, cols).drawing(cell);
        (drawing.into_iter().enumerate())
            .map(|(line, texts)| {
                (texts.into_iter().enumerate())
                    .map(|(col, text)| values(line, col, text))
                    .collect()
            })
            .collect()
    }

    /// The drawing in text, every cell as wide as the widest.
    pub fn to_text(&self, cell: impl Fn(usize) -> String) -> String {
        let drawing = self.drawing(cell);
        let width = (drawing.iter().skip(1).step_by(2))
            .flat_map(|line| line.iter().skip(1).step_by(2))
            .map(|text| text.chars().count())
            .max()
            .unwrap_or(1);
        let mut out = String::new();
        for line in &drawing {
            for (col, piece) in line.iter().enumerate() {
                match col % 2 {
                    0 => out.push_str(piece),
                    _ if piece == "-" || piece == " " => out.push_str(&piece.repeat(width)),
                    _ => out.push_str(&format!("{piece:>width$}")),
                }
            }
            out.push('\n');
        }
        out
    }

    /// Reads a drawing of `rows` x `cols` cells from text (blank lines are passed over);
    /// `cell` is told each cell's trimmed text and may refuse it with a message.
    pub fn parse_text(
        file: &str,
        text: &str,
        rows: usize,
        cols: usize,
        mut cell: impl FnMut(usize, &str) -> Result<(), String>,
    ) -> Result<Borders, ParseError> {
        let lines = crate::text::answer_rows(file, text, 2 * rows + 1)?;
        let top: Vec<char> = lines[0].1.chars().collect();
        let slot = (top.len().saturating_sub(1) / cols).max(2);
        if top.len() != 1 + cols * slot {
            let message = format!(
                "the top line of the frame has {} characters; expected 1 and {cols} times a cell's width and 1",
                top.len()
            );
            return Err(ParseError::new(file, lines[0].0, None, message));
        }
        let mut borders = Borders::none(rows, cols);
        for (index, &(line, row)) in lines.iter().enumerate() {
            let mut chars: Vec<char> = row.chars().collect();
            if chars.len() > top.len() {
                let message = format!(
                    "line has {} characters; expected {}",
                    chars.len(),
                    top.len()
                );
                return Err(ParseError::new(file, line, Some(top.len() + 1), message));
            }
            chars.resize(top.len(), ' ');
            for col in 0..2 * cols + 1 {
                let start = col / 2 * slot + col % 2;
                let width = if col % 2 == 0 { 1 } else { slot - 1 };
                let piece: String = chars[start..start + width].iter().collect();
                let piece = match (index % 2, col % 2) {
                    (1, 1) => piece.trim().to_owned(),
                    _ => one_mark(&piece),
                };
                borders
                    .read(index, col, &piece, &mut cell)
                    .map_err(|message| ParseError::new(file, line, Some(start + 1), message))?;
            }
        }
        Ok(borders)
    }

    /// Reads the `grid` of a JSON answer: the drawing's positions, one string each.
    pub fn from_json_grid(
        file: &str,
        grid: &[Vec<String>],
        rows: usize,
        cols: usize,
        mut cell: impl FnMut(usize, &str) -> Result<(), String>,
    ) -> Result<Borders, ParseError> {
        let (height, width) = (2 * rows + 1, 2 * cols + 1);
        let error = |message: String| ParseError::new(file, 0, None, message);
        if grid.len() != height {
            return Err(error(format!("JSON grid must have {height} rows")));
        }
        let mut borders = Borders::none(rows, cols);
        for (r, row) in grid.iter().enumerate() {
            if row.len() != width {
                let got = row.len();
                return Err(error(format!(
                    "JSON row {r}: expected {width} strings, got {got}"
                )));
            }
            for (c, text) in row.iter().enumerate() {
                (borders.read(r, c, text, &mut cell))
                    .map_err(|message| error(format!("JSON row {r}, string {c}: {message}")))?;
            }
        }
        Ok(borders)
    }

    /// Records what stands at drawing line `line`, column `col`; the message when it
    /// does not belong there.
    fn read(
        &mut self,
        line: usize,
        col: usize,
        text: &str,
        cell: &mut impl FnMut(usize, &str) -> Result<(), String>,
    ) -> Result<(), String> {
        let (r, c) = (line / 2, col / 2);
        let (rows, cols) = (self.rows, self.cols);
        let border = |mark: &str, frame: bool| match text {
            _ if text == mark => Ok(true),
            " " if !frame => Ok(false),
            _ if frame => Err(format!(
                "bad frame `{text}`; the frame is always drawn, `{mark}`"
            )),
            _ => Err(format!("bad border `{text}`; expected `{mark}` or a space")),
        };
        match (line % 2, col % 2) {
            (0, 0) if text == "+" => Ok(()),
            (0, 0) => Err(format!("bad point `{text}`; expected `+`")),
            (0, _) => {
                let on = border("-", r == 0 || r == rows)?;
                if 0 < r && r < rows {
                    self.below[(r - 1) * cols + c] = on;
                }
                Ok(())
            }
            (_, 0) => {
                let on = border("|", c == 0 || c == cols)?;
                if 0 < c && c < cols {
                    self.right[r * (cols - 1) + c - 1] = on;
                }
                Ok(())
            }
            _ => cell(r * cols + c, text),
        }
    }
}

/// A border piece of a text drawing as one string of the JSON drawing: a run of one
/// repeated character as that character.
fn one_mark(piece: &str) -> String {
    let mut chars = piece.chars();
    match chars.next() {
        Some(first) if chars.all(|ch| ch == first) => first.to_string(),
        _ => piece.to_owned(),
    }
}

/// pzprjs's answer borders in a pzprv3 file (`decodeBorderAns`): the rows x (cols - 1)
/// borders right of the cells, then the (rows - 1) x cols below them, `1` a border, `2`
/// a border with pzprjs's mark, `0` none and `-1` a cross (none).
pub(crate) mod pzprv3 {
    use super::Borders;
    use crate::error::ParseError;
    use crate::interop::pzprv3::{Reader, Writer};

    /// What the messages call the two grids of borders and the tokens they may hold.
    pub(crate) struct Wording {
        pub(crate) right: &'static str,
        pub(crate) below: &'static str,
        pub(crate) tokens: &'static str,
    }

    /// The messages' usual wording.
    const WORDING: Wording = Wording {
        right: "borders right",
        below: "borders below",
        tokens: "a border `1` (drawn), `0` (none) or `-1` (cross)",
    };

    /// The borders of the answer section of a file for a `rows` x `cols` grid.
    pub(crate) fn read(
        reader: &mut Reader,
        rows: usize,
        cols: usize,
    ) -> Result<Borders, ParseError> {
        read_worded(reader, rows, cols, &WORDING)
    }

    /// [`read`] with the messages worded as `wording` says.
    pub(crate) fn read_worded(
        reader: &mut Reader,
        rows: usize,
        cols: usize,
        wording: &Wording,
    ) -> Result<Borders, ParseError> {
        let right = grid(reader, rows, cols - 1, wording.right, wording.tokens)?;
        let below = grid(reader, rows - 1, cols, wording.below, wording.tokens)?;
        Ok(Borders::new(rows, cols, right, below))
    }

    fn grid(
        reader: &mut Reader,
        rows: usize,
        cols: usize,
        what: &str,
        tokens: &str,
    ) -> Result<Vec<bool>, ParseError> {
        let grid = reader.line_grid(rows, cols, what)?;
        (grid.iter().flatten())
            .map(|token| match token.text {
                "1" | "2" => Ok(true),
                "0" | "-1" => Ok(false),
                other => Err(token
                    .place
                    .error(format!("expected {tokens}, found `{other}`"))),
            })
            .collect()
    }

    /// Writes as the answer section the borders between two cells that `drawing` (laid
    /// out as [`Borders::drawing`]) draws, `-` or `|`; none without a drawing.
    pub(crate) fn write(
        out: &mut Writer,
        rows: usize,
        cols: usize,
        drawing: Option<&[Vec<String>]>,
    ) {
        crate::interop::codec::write_marks(out, rows, cols, drawing, 1);
    }
}

#[cfg(test)]
mod tests {
    use super::Borders;

    #[test]
    fn one_column_and_one_row_grids_read_back() {
        for (rows, cols) in [(3, 1), (1, 3)] {
            let borders = Borders::of_regions(rows, cols, &[0, 0, 1]);
            let text = borders.to_text(|_| "#".to_owned());
            let read = Borders::parse_text("a", &text, rows, cols, |_, _| Ok(()));
            assert_eq!(read, Ok(borders.clone()), "{text}");
            let grid = borders.drawing(|_| "#".to_owned());
            let read = Borders::from_json_grid("a", &grid, rows, cols, |_, _| Ok(()));
            assert_eq!(read, Ok(borders.clone()));
            assert_eq!(borders.regions(), vec![vec![0, 1], vec![2]]);
        }
    }

    #[test]
    fn a_refused_cell_and_a_broken_frame_are_located() {
        let text = "+-+-+\n|a b|\n+-+-+\n";
        let refuse = |_: usize, text: &str| match text {
            "b" => Err("not b".to_owned()),
            _ => Ok(()),
        };
        let error = Borders::parse_text("a.txt", text, 1, 2, refuse).unwrap_err();
        assert_eq!(error.to_string(), "a.txt:2:4: not b");
        let error = Borders::parse_text("a.txt", "+-+-+\n a b|\n+-+-+\n", 1, 2, |_, _| Ok(()));
        let message = "a.txt:2:1: bad frame ` `; the frame is always drawn, `|`";
        assert_eq!(error.unwrap_err().to_string(), message);
    }
}
