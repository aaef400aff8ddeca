//! A Hashiwokakero answer, drawn as on paper: `2 * rows - 1` lines of `2 * cols - 1`
//! characters, the cells at even lines and even columns, between them what joins them.
//! An island shows its number (or `?`); a water cell `.`, or the bridge over it: `-` one
//! bridge along the row, `=` two, `|` one along the column, `"` two. Between two cells
//! of a row stands `-`, `=` or a space, between two cells of a column `|`, `"` or a
//! space, a space between four cells. [`HashiAnswer::to_text`] draws the bridges with
//! box-drawing characters (`─ ═ │ ║`), [`HashiAnswer::to_ascii`] as above; both are read.
//!
//! ```text
//! 2===3 .
//!     |
//! . . | .
//!     |
//! . . 1 .
//! ```

use super::{Hashi, Span};
use crate::error::ParseError;
use crate::lines::{drawing_lines, Lattice};
use crate::shading::number_text;
use crate::KindAnswer;

/// The ASCII characters of bridges and their box-drawing forms.
const BOX_DRAWING: [(char, char); 4] = [('-', '─'), ('=', '═'), ('|', '│'), ('"', '║')];

/// A drawn Hashiwokakero answer: the drawing's characters in their ASCII form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HashiAnswer {
    rows: usize,
    cols: usize,
    /// Row-major, `(2 * rows - 1) x (2 * cols - 1)`.
    drawing: Vec<char>,
}

/// What stands at a place of the drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    /// The cell (row, col).
    Cell(usize, usize),
    /// Between the cell (row, col) and the next one of its row.
    Across(usize, usize),
    /// Between the cell (row, col) and the next one of its column.
    Down(usize, usize),
    /// Between four cells.
    Corner,
}

/// The place at line `line`, column `col` of a drawing.
fn place(line: usize, col: usize) -> Place {
    match (line % 2, col % 2) {
        (0, 0) => Place::Cell(line / 2, col / 2),
        (0, _) => Place::Across(line / 2, col / 2),
        (_, 0) => Place::Down(line / 2, col / 2),
        _ => Place::Corner,
    }
}

/// The characters `place` may hold, in ASCII, and their names for errors.
fn allowed(place: Place) -> (&'static str, &'static str) {
    match place {
        Place::Cell(..) => (
            "12345678?.-=|\"",
            "an island's number or `?`, `.` (water), or a bridge `-`, `=`, `|`, `\"`",
        ),
        Place::Across(..) => ("-= ", "`-`, `=` (bridges along the row) or a space"),
        Place::Down(..) => ("|\" ", "`|`, `\"` (bridges along the column) or a space"),
        Place::Corner => (" ", "a space"),
    }
}

/// The ASCII form of a drawn character.
fn to_ascii(ch: char) -> char {
    BOX_DRAWING.iter().find(|&&(_, drawn)| drawn == ch).map_or(ch, |&(ascii, _)| ascii)
}

impl HashiAnswer {
    /// The drawing of `puzzle` with `bridges` built: each span with its count, 1 or 2
    /// (0 builds nothing).
    pub fn with_bridges(puzzle: &Hashi, bridges: &[(Span, u8)]) -> Self {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        let width = 2 * cols - 1;
        let mut drawing = vec![' '; (2 * rows - 1) * width];
        for (i, &number) in puzzle.numbers().iter().enumerate() {
            let symbol = number_text(number).chars().next().unwrap_or('.');
            drawing[2 * (i / cols) * width + 2 * (i % cols)] = symbol;
        }
        let grid = puzzle.grid();
        for &(span, count) in bridges.iter().filter(|&&(_, count)| count > 0) {
            let symbol = match (span.across, count) {
                (true, 1) => '-',
                (true, _) => '=',
                (false, 1) => '|',
                (false, _) => '"',
            };
            let (from, to) = (grid.position(span.from), grid.position(span.to));
            let (from, to) = ((2 * from.0, 2 * from.1), (2 * to.0, 2 * to.1));
            let line_positions: Vec<(usize, usize)> = if span.across {
                (from.1 + 1..to.1).map(|c| (from.0, c)).collect()
            } else {
                (from.0 + 1..to.0).map(|r| (r, from.1)).collect()
            };
            for (r, c) in line_positions {
                drawing[r * width + c] = symbol;
            }
        }
        HashiAnswer { rows, cols, drawing }
    }

    /// The same bridges with the islands of `puzzle` (of the same size) drawn.
    pub fn relabelled(&self, puzzle: &Hashi) -> Self {
        let mut drawing = self.drawing.clone();
        let width = 2 * self.cols - 1;
        for (i, &number) in puzzle.numbers().iter().enumerate() {
            if number.is_some() {
                let symbol = number_text(number).chars().next().unwrap_or('?');
                drawing[2 * (i / self.cols) * width + 2 * (i % self.cols)] = symbol;
            }
        }
        HashiAnswer { drawing, ..*self }
    }

    /// Rows and columns of cells.
    pub fn size(&self) -> (usize, usize) {
        (self.rows, self.cols)
    }

    /// Lines and columns of the drawing.
    pub fn drawing_size(&self) -> (usize, usize) {
        (2 * self.rows - 1, 2 * self.cols - 1)
    }

    /// The ASCII character at line `line`, column `col` of the drawing.
    pub fn at(&self, line: usize, col: usize) -> char {
        self.drawing[line * (2 * self.cols - 1) + col]
    }

    /// The number of bridges at a place between two cells (0 elsewhere).
    pub fn bridges_at(&self, line: usize, col: usize) -> usize {
        match self.at(line, col) {
            '-' | '|' => 1,
            '=' | '"' => 2,
            _ => 0,
        }
    }

    fn lines(&self, form: impl Fn(char) -> char) -> Vec<String> {
        (self.drawing.chunks(2 * self.cols - 1))
            .map(|line| line.iter().map(|&ch| form(ch)).collect::<String>().trim_end().to_owned())
            .collect()
    }

    fn cells(&self, form: impl Fn(char) -> char) -> Vec<Vec<String>> {
        (self.drawing.chunks(2 * self.cols - 1))
            .map(|line| line.iter().map(|&ch| form(ch).to_string()).collect())
            .collect()
    }

    /// The drawing with box-drawing bridges, trailing spaces left out.
    pub fn to_text(&self) -> String {
        self.lines(boxed).iter().map(|line| format!("{line}\n")).collect()
    }

    /// Reads an answer to `puzzle` from its drawing (no header; trailing spaces may be
    /// left out, blank lines after the drawing are passed over). That its islands are
    /// the puzzle's and its bridges whole is the checker's job.
    pub fn parse_text(puzzle: &Hashi, file: &str, text: &str) -> Result<Self, ParseError> {
        let (height, width) = (2 * puzzle.rows() - 1, 2 * puzzle.cols() - 1);
        let lines = drawing_lines(Lattice::Centres, file, text, height)?;
        let mut drawing = Vec::with_capacity(height * width);
        for (index, (line, text)) in lines.into_iter().enumerate() {
            let chars: Vec<char> = text.chars().collect();
            if chars.len() > width {
                let message = format!("line has {} characters; expected at most {width}", chars.len());
                return Err(ParseError::new(file, line, Some(width + 1), message));
            }
            for col in 0..width {
                let ch = chars.get(col).copied().unwrap_or(' ');
                let ascii = read(place(index, col), ch)
                    .map_err(|message| ParseError::new(file, line, Some(col + 1), message))?;
                drawing.push(ascii);
            }
        }
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        Ok(HashiAnswer { rows, cols, drawing })
    }

    /// Reads the `grid` of a JSON answer: the drawing's lines as one-character strings.
    pub fn from_json_grid(puzzle: &Hashi, file: &str, grid: &[Vec<String>]) -> Result<Self, ParseError> {
        let (height, width) = (2 * puzzle.rows() - 1, 2 * puzzle.cols() - 1);
        let error = |message: String| ParseError::new(file, 0, None, message);
        if grid.len() != height {
            return Err(error(format!("JSON grid must have {height} rows")));
        }
        let mut drawing = Vec::with_capacity(height * width);
        for (r, row) in grid.iter().enumerate() {
            if row.len() != width {
                return Err(error(format!("JSON row {r}: expected {width} strings, got {}", row.len())));
            }
            for (c, text) in row.iter().enumerate() {
                let mut chars = text.chars();
                let ascii = match (chars.next(), chars.next()) {
                    (Some(ch), None) => read(place(r, c), ch),
                    _ => Err(format!("bad string `{text}`; expected one character")),
                };
                drawing.push(ascii.map_err(|m| error(format!("JSON row {r}, string {c}: {m}")))?);
            }
        }
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        Ok(HashiAnswer { rows, cols, drawing })
    }
}

/// The box-drawing form of an ASCII character.
fn boxed(ch: char) -> char {
    BOX_DRAWING.iter().find(|&&(ascii, _)| ascii == ch).map_or(ch, |&(_, drawn)| drawn)
}

/// The ASCII form of `ch` read at `place`, or why it cannot stand there.
fn read(place: Place, ch: char) -> Result<char, String> {
    let ascii = to_ascii(ch);
    let (chars, names) = allowed(place);
    if chars.contains(ascii) {
        Ok(ascii)
    } else {
        Err(format!("bad character `{ch}`; expected {names}"))
    }
}

impl KindAnswer for HashiAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        self.cells(boxed)
    }

    fn to_text(&self) -> String {
        HashiAnswer::to_text(self)
    }

    fn to_ascii(&self) -> String {
        self.lines(|ch| ch).iter().map(|line| format!("{line}\n")).collect()
    }

    fn ascii_grid(&self) -> Vec<Vec<String>> {
        self.cells(|ch| ch)
    }

    /// The ASCII drawing.
    fn to_file(&self) -> String {
        self.to_ascii()
    }
}

