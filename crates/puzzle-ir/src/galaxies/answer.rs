//! The drawing of a Galaxies grid, puzzle and answer alike: `2 * rows + 1` lines of
//! `2 * cols + 1` characters, the frame drawn with `+`, `-` and `|`; inside it each cell
//! `.`, each edge a space (`-` across or `|` down where a border runs) and each corner
//! `+`, wherever no dot sits; a dot is `o` (white) or `*` (black). A border through a dot
//! (a wrong answer) hides the dot.

use super::{doubled, Dot, Galaxies, Spot};
use crate::border_drawing::Borders;
use crate::error::ParseError;
use crate::KindAnswer;

/// A Galaxies answer: the borders between regions, on the doubled grid (only edge
/// positions hold one), with the puzzle whose dots the drawing shows.
///
/// ```text
/// +-+-+-+
/// |. .|.|
/// + o +o+
/// |. .|.|
/// +-+-+-+
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GalaxiesAnswer {
    puzzle: Galaxies,
    borders: Vec<bool>,
}

impl GalaxiesAnswer {
    /// The answer of `puzzle` with a border at each edge position of the doubled grid
    /// where `borders` (row-major) says so.
    pub fn new(puzzle: &Galaxies, borders: Vec<bool>) -> Self {
        assert_eq!(borders.len(), puzzle.all_dots().len(), "one entry per position");
        GalaxiesAnswer {
            puzzle: puzzle.clone(),
            borders,
        }
    }

    /// The answer of `puzzle` with no border at all.
    pub fn empty(puzzle: &Galaxies) -> Self {
        GalaxiesAnswer::new(puzzle, vec![false; puzzle.all_dots().len()])
    }

    /// The answer whose borders run between cells of different `regions` (a label per
    /// cell, row-major).
    pub fn of_regions(puzzle: &Galaxies, regions: &[usize]) -> Self {
        let borders = Borders::of_regions(puzzle.rows(), puzzle.cols(), regions);
        GalaxiesAnswer::of_borders(puzzle, &borders)
    }

    /// The answer of `puzzle` with `borders` (of the puzzle's size) drawn.
    pub(super) fn of_borders(puzzle: &Galaxies, borders: &Borders) -> Self {
        let width = puzzle.doubled().1;
        let drawn = (0..puzzle.all_dots().len())
            .map(|i| match Spot::at(i / width, i % width) {
                Spot::Right(r, c) => borders.wall_right(r, c),
                Spot::Below(r, c) => borders.wall_below(r, c),
                _ => false,
            })
            .collect();
        GalaxiesAnswer::new(puzzle, drawn)
    }

    /// Rows and columns of cells.
    pub fn size(&self) -> (usize, usize) {
        (self.puzzle.rows(), self.puzzle.cols())
    }

    /// Whether a border runs at the doubled position `(y, x)`.
    pub fn border(&self, y: usize, x: usize) -> bool {
        self.borders[y * self.puzzle.doubled().1 + x]
    }

    /// Whether a border runs between the cells `(r, c)` and `(r, c + 1)`.
    pub fn border_right(&self, r: usize, c: usize) -> bool {
        self.border(2 * r, 2 * c + 1)
    }

    /// Whether a border runs between the cells `(r, c)` and `(r + 1, c)`.
    pub fn border_below(&self, r: usize, c: usize) -> bool {
        self.border(2 * r + 1, 2 * c)
    }

    /// The borders on the doubled grid, row-major.
    pub fn borders(&self) -> &[bool] {
        &self.borders
    }

    /// The drawing's character at line `i`, column `j`.
    fn char_at(&self, i: usize, j: usize) -> char {
        let (height, width) = self.drawing_size();
        if i == 0 || j == 0 || i == height - 1 || j == width - 1 {
            return frame_char(i, j);
        }
        let (y, x) = (i - 1, j - 1);
        let dot = self.puzzle.dot(y, x).map(Dot::char);
        match Spot::at(y, x) {
            Spot::Right(..) if self.border(y, x) => '|',
            Spot::Below(..) if self.border(y, x) => '-',
            Spot::Cell(..) => dot.unwrap_or('.'),
            Spot::Corner(..) => dot.unwrap_or('+'),
            _ => dot.unwrap_or(' '),
        }
    }

    fn drawing_size(&self) -> (usize, usize) {
        (2 * self.puzzle.rows() + 1, 2 * self.puzzle.cols() + 1)
    }

    /// Parses an answer file: the drawing, one line per line of it (blank lines are
    /// skipped), with `puzzle`'s dots.
    pub fn parse_text(puzzle: &Galaxies, file: &str, text: &str) -> Result<Self, ParseError> {
        let rows: Vec<(usize, &str)> = (text.lines().enumerate())
            .filter(|(_, line)| !line.trim().is_empty())
            .map(|(i, line)| (i + 1, line))
            .collect();
        Drawing::read(file, &rows, Some(puzzle)).map(|drawing| drawing.answer(puzzle))
    }

    /// Reads the `grid` of a JSON answer: the drawing, one string per character.
    pub fn from_json_grid(puzzle: &Galaxies, file: &str, grid: &[Vec<String>]) -> Result<Self, ParseError> {
        let lines: Vec<String> = grid.iter().map(|row| row.concat()).collect();
        let rows: Vec<(usize, &str)> = (lines.iter().enumerate()).map(|(i, line)| (i + 1, line.as_str())).collect();
        Drawing::read(file, &rows, Some(puzzle)).map(|drawing| drawing.answer(puzzle))
    }

    /// Each position of the drawing with the characters an answer may put there.
    pub(super) fn drawing_values(puzzle: &Galaxies) -> Vec<Vec<Vec<String>>> {
        let empty = GalaxiesAnswer::empty(puzzle);
        let (height, width) = empty.drawing_size();
        let values = |i: usize, j: usize| {
            let plain = empty.char_at(i, j).to_string();
            let inside = i > 0 && j > 0 && i < height - 1 && j < width - 1;
            match inside.then(|| Spot::at(i - 1, j - 1)) {
                Some(Spot::Right(..)) => vec!["|".to_owned(), plain],
                Some(Spot::Below(..)) => vec!["-".to_owned(), plain],
                _ => vec![plain],
            }
        };
        (0..height).map(|i| (0..width).map(|j| values(i, j)).collect()).collect()
    }
}

/// The frame's character at line `i`, column `j` of a drawing (a position on the frame).
fn frame_char(i: usize, j: usize) -> char {
    match (i % 2, j % 2) {
        (0, 0) => '+',
        (0, _) => '-',
        _ => '|',
    }
}

impl KindAnswer for GalaxiesAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        let (height, width) = self.drawing_size();
        (0..height)
            .map(|i| (0..width).map(|j| self.char_at(i, j).to_string()).collect())
            .collect()
    }

    fn to_text(&self) -> String {
        let (height, width) = self.drawing_size();
        (0..height)
            .map(|i| (0..width).map(|j| self.char_at(i, j)).chain(['\n']).collect::<String>())
            .collect()
    }

    fn to_file(&self) -> String {
        self.to_text()
    }
}

/// A drawing as read: the puzzle its dots make and the borders it draws.
pub(super) struct Drawing {
    pub(super) puzzle: Galaxies,
    borders: Vec<bool>,
}

impl Drawing {
    /// Reads the drawing in `rows` (line numbers and texts); with `expected`, the size
    /// and the dots must be that puzzle's (a border may hide a dot).
    pub(super) fn read(file: &str, rows: &[(usize, &str)], expected: Option<&Galaxies>) -> Result<Drawing, ParseError> {
        let last = rows.last().map_or(0, |row| row.0);
        let height = rows.len();
        let width = rows.first().map_or(0, |row| row.1.trim_end().chars().count());
        let at = |line: usize, col: usize, message: String| ParseError::new(file, line, Some(col), message);
        let shape = |message: String| ParseError::new(file, last.max(1), None, message);
        if height < 3 || width < 3 || height.is_multiple_of(2) || width.is_multiple_of(2) {
            return Err(shape(format!(
                "the drawing has {height} lines of {width} characters; expected an odd number, at least 3, of each"
            )));
        }
        let (rows_n, cols_n) = ((height - 1) / 2, (width - 1) / 2);
        if let Some(puzzle) = expected {
            if (rows_n, cols_n) != (puzzle.rows(), puzzle.cols()) {
                return Err(shape(format!(
                    "the drawing is of {rows_n}x{cols_n} cells; the puzzle has {}x{}",
                    puzzle.rows(),
                    puzzle.cols()
                )));
            }
        }
        let (dh, dw) = doubled(rows_n, cols_n);
        let mut dots = vec![None; dh * dw];
        let mut borders = vec![false; dh * dw];
        for (i, &(line, text)) in rows.iter().enumerate() {
            let chars: Vec<char> = text.trim_end().chars().collect();
            if chars.len() != width {
                let message = format!("line has {} characters; expected {width} like the first", chars.len());
                return Err(at(line, chars.len().min(width) + 1, message));
            }
            for (j, &ch) in chars.iter().enumerate() {
                let bad = |expected: &str| at(line, j + 1, format!("unexpected `{ch}`; expected {expected}"));
                if i == 0 || j == 0 || i == height - 1 || j == width - 1 {
                    let frame = frame_char(i, j);
                    if ch != frame {
                        return Err(bad(&format!("`{frame}` on the frame")));
                    }
                    continue;
                }
                let (y, x) = (i - 1, j - 1);
                let (plain, border, what) = match Spot::at(y, x) {
                    Spot::Cell(..) => ('.', None, "`.` for a cell"),
                    Spot::Right(..) => (' ', Some('|'), "` ` or `|` for an edge"),
                    Spot::Below(..) => (' ', Some('-'), "` ` or `-` for an edge"),
                    Spot::Corner(..) => ('+', None, "`+` for a corner"),
                };
                if Some(ch) == border {
                    borders[y * dw + x] = true;
                } else if let Some(dot) = Dot::of_char(ch) {
                    dots[y * dw + x] = Some(dot);
                } else if ch != plain {
                    return Err(bad(&format!("{what}, or `o` or `*` for a dot")));
                }
                let wanted = expected.and_then(|puzzle| puzzle.dot(y, x));
                if expected.is_some() && dots[y * dw + x] != wanted && !borders[y * dw + x] {
                    let message = match wanted {
                        Some(dot) => format!("the puzzle has the dot `{}` here", dot.char()),
                        None => "the puzzle has no dot here".to_owned(),
                    };
                    return Err(at(line, j + 1, message));
                }
            }
        }
        let puzzle = Galaxies::new(rows_n, cols_n, dots).expect("sizes checked");
        Ok(Drawing { puzzle, borders })
    }

    /// The first border drawn, as (index of the drawing's row, 0-based column).
    pub(super) fn first_border(&self) -> Option<(usize, usize)> {
        let width = self.puzzle.doubled().1;
        let i = self.borders.iter().position(|&b| b)?;
        Some((i / width + 1, i % width + 1))
    }

    /// The answer of `puzzle` with the borders drawn.
    fn answer(self, puzzle: &Galaxies) -> GalaxiesAnswer {
        GalaxiesAnswer::new(puzzle, self.borders)
    }
}
