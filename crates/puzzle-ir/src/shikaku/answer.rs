//! A Shikaku answer: the borders between its rectangles drawn on the grid, as on paper.

use super::Shikaku;
use crate::error::ParseError;
use crate::grid::Grid;
use crate::shading::{number_text, parse_number, IN_ANSWERS};
use crate::KindAnswer;

/// The grid's cells with the numbers as the drawing writes them, and the borders drawn
/// between neighbouring cells (for the checker to judge, any set of them).
///
/// The drawing has `2 * rows + 1` lines: a line of points between two rows of cells
/// (`+` at each corner, and between two corners `-` where a border runs or spaces
/// where none does), then a line of cells (between two cells `|` where a border runs
/// or a space, each cell its number, `?` or `.`). The frame is always drawn. In text
/// every cell takes the width of the widest number, right-aligned, and a border as
/// many `-`; in JSON each position of the drawing is one string.
///
/// ```text
/// +-+-+-+
/// |2 .|?|
/// +-+-+ +
/// |3 . .|
/// +-+-+-+
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShikakuAnswer {
    rows: usize,
    cols: usize,
    numbers: Vec<Option<u32>>,
    /// The border right of cell (r, c), at `r * (cols - 1) + c`.
    right: Vec<bool>,
    /// The border below cell (r, c), at `r * cols + c`.
    below: Vec<bool>,
}

impl ShikakuAnswer {
    /// The answer to `puzzle` with the borders `right` of each cell but the last of its
    /// row (row-major, `rows * (cols - 1)`) and `below` each cell but those of the last
    /// row (`(rows - 1) * cols`).
    ///
    /// # Panics
    /// When `right` or `below` has another length.
    pub fn new(puzzle: &Shikaku, right: Vec<bool>, below: Vec<bool>) -> Self {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        assert_eq!(right.len(), rows * (cols - 1), "a border right of each cell");
        assert_eq!(below.len(), (rows - 1) * cols, "a border below each cell");
        ShikakuAnswer {
            rows,
            cols,
            numbers: puzzle.numbers().to_vec(),
            right,
            below,
        }
    }

    /// The answer to `puzzle` that divides it into the regions `region` (row-major, a
    /// label per cell): a border between two neighbours of different labels.
    pub fn of_regions(puzzle: &Shikaku, region: &[usize]) -> Self {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        let right = (0..rows * (cols - 1))
            .map(|i| {
                let cell = i / (cols - 1) * cols + i % (cols - 1);
                region[cell] != region[cell + 1]
            })
            .collect();
        let below = (0..(rows - 1) * cols)
            .map(|cell| region[cell] != region[cell + cols])
            .collect();
        ShikakuAnswer::new(puzzle, right, below)
    }

    /// Rows of cells.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of cells.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The number the drawing writes in the cell at 0-based (row, col).
    pub fn number(&self, row: usize, col: usize) -> Option<u32> {
        self.numbers[row * self.cols + col]
    }

    /// Whether a border runs right of the cell at (row, col): always at the frame.
    pub fn wall_right(&self, row: usize, col: usize) -> bool {
        col + 1 == self.cols || self.right[row * (self.cols - 1) + col]
    }

    /// Whether a border runs below the cell at (row, col): always at the frame.
    pub fn wall_below(&self, row: usize, col: usize) -> bool {
        row + 1 == self.rows || self.below[row * self.cols + col]
    }

    /// The regions: the areas of cells that no border separates, each a sorted list of
    /// row-major cells, ordered by their first cell.
    pub fn regions(&self) -> Vec<Vec<usize>> {
        let grid = Grid::new(self.rows, self.cols);
        // The upper or left cell `a` of two neighbours decides: the same row or not.
        grid.components(|a, b| {
            let (r, c) = grid.position(a);
            match grid.position(b).0 == r {
                true => !self.wall_right(r, c),
                false => !self.wall_below(r, c),
            }
        })
    }

    /// The borders right of the cells, in the order of [`ShikakuAnswer::new`].
    pub fn right(&self) -> &[bool] {
        &self.right
    }

    /// The borders below the cells, in the order of [`ShikakuAnswer::new`].
    pub fn below(&self) -> &[bool] {
        &self.below
    }

    /// What stands at line `line`, column `col` of the drawing.
    fn at(&self, line: usize, col: usize) -> String {
        let (r, c) = (line / 2, col / 2);
        let drawn = |on: bool, mark: &str| if on { mark } else { " " }.to_owned();
        match (line % 2, col % 2) {
            (0, 0) => "+".to_owned(),
            (0, _) => drawn(r == 0 || self.wall_below(r - 1, c), "-"),
            (_, 0) => drawn(c == 0 || self.wall_right(r, c - 1), "|"),
            _ => number_text(self.number(r, c)),
        }
    }

    /// The drawing, a string per position.
    fn drawing(&self) -> Vec<Vec<String>> {
        let (height, width) = (2 * self.rows + 1, 2 * self.cols + 1);
        (0..height)
            .map(|line| (0..width).map(|col| self.at(line, col)).collect())
            .collect()
    }

    /// Reads an answer to `puzzle` from its drawing in text (no header; blank lines are
    /// passed over). The width of a cell is read off the top line of the frame.
    pub fn parse_text(puzzle: &Shikaku, file: &str, text: &str) -> Result<Self, ParseError> {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
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
        let mut reader = Reader::new(puzzle);
        for (index, &(line, row)) in lines.iter().enumerate() {
            let mut chars: Vec<char> = row.chars().collect();
            if chars.len() > top.len() {
                let message = format!("line has {} characters; expected {}", chars.len(), top.len());
                return Err(ParseError::new(file, line, Some(top.len() + 1), message));
            }
            chars.resize(top.len(), ' ');
            for col in 0..2 * cols + 1 {
                let start = col / 2 * slot + col % 2;
                let width = if col % 2 == 0 { 1 } else { slot - 1 };
                let piece: String = chars[start..start + width].iter().collect();
                let text = squeezed(&piece, index % 2 == 1 && col % 2 == 1);
                reader
                    .read(index, col, &text)
                    .map_err(|message| ParseError::new(file, line, Some(start + 1), message))?;
            }
        }
        Ok(reader.answer)
    }

    /// Reads the `grid` of a JSON answer: the drawing's positions, one string each.
    pub fn from_json_grid(
        puzzle: &Shikaku,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let (height, width) = (2 * puzzle.rows() + 1, 2 * puzzle.cols() + 1);
        let error = |message: String| ParseError::new(file, 0, None, message);
        if grid.len() != height {
            return Err(error(format!("JSON grid must have {height} rows")));
        }
        let mut reader = Reader::new(puzzle);
        for (r, row) in grid.iter().enumerate() {
            if row.len() != width {
                let got = row.len();
                return Err(error(format!("JSON row {r}: expected {width} strings, got {got}")));
            }
            for (c, text) in row.iter().enumerate() {
                reader
                    .read(r, c, text)
                    .map_err(|message| error(format!("JSON row {r}, string {c}: {message}")))?;
            }
        }
        Ok(reader.answer)
    }
}

/// A piece of a text drawing as one string of the JSON drawing: a cell's text trimmed,
/// a border of one repeated character as that character.
fn squeezed(piece: &str, cell: bool) -> String {
    let mut chars = piece.chars();
    match chars.next() {
        _ if cell => piece.trim().to_owned(),
        Some(first) if chars.all(|ch| ch == first) => first.to_string(),
        _ => piece.to_owned(),
    }
}

/// An answer being read position by position.
struct Reader {
    answer: ShikakuAnswer,
}

impl Reader {
    fn new(puzzle: &Shikaku) -> Self {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        let none = |count: usize| vec![false; count];
        Reader {
            answer: ShikakuAnswer::new(puzzle, none(rows * (cols - 1)), none((rows - 1) * cols)),
        }
    }

    /// Records what stands at drawing line `line`, column `col`; the message when it
    /// does not belong there.
    fn read(&mut self, line: usize, col: usize, text: &str) -> Result<(), String> {
        let answer = &mut self.answer;
        let (rows, cols) = (answer.rows, answer.cols);
        let (r, c) = (line / 2, col / 2);
        let border = |mark: &str, frame: bool| match text {
            _ if text == mark => Ok(true),
            " " if !frame => Ok(false),
            _ if frame => Err(format!("bad frame `{text}`; the frame is always drawn, `{mark}`")),
            _ => Err(format!("bad border `{text}`; expected `{mark}` or a space")),
        };
        match (line % 2, col % 2) {
            (0, 0) if text == "+" => {}
            (0, 0) => return Err(format!("bad point `{text}`; expected `+`")),
            (0, _) => {
                let on = border("-", r == 0 || r == rows)?;
                if 0 < r && r < rows {
                    answer.below[(r - 1) * cols + c] = on;
                }
            }
            (_, 0) => {
                let on = border("|", c == 0 || c == cols)?;
                if 0 < c && c < cols {
                    answer.right[r * (cols - 1) + c - 1] = on;
                }
            }
            _ => {
                let number = parse_number(text, IN_ANSWERS)
                    .map_err(|_| format!("bad cell `{text}`; expected `.`, `?` or a number"))?;
                answer.numbers[r * cols + c] = number;
            }
        }
        Ok(())
    }
}

impl KindAnswer for ShikakuAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        self.drawing()
    }

    /// The drawing, every cell as wide as the widest number.
    fn to_text(&self) -> String {
        let drawing = self.drawing();
        let width = (drawing.iter().skip(1).step_by(2))
            .flat_map(|line| line.iter().skip(1).step_by(2))
            .map(|cell| cell.len())
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

    /// The drawing line by line: it has spaces, so no separator goes between its
    /// positions.
    fn to_file(&self) -> String {
        self.to_text()
    }
}
