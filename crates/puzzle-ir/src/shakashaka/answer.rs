//! A filled Shakashaka grid: text with the triangle glyphs `◢ ◣ ◤ ◥` (or its plain ASCII
//! form, two characters a square) and the JSON grid.

use super::{Shakashaka, Square};
use crate::error::ParseError;
use crate::grid::Grid;
use crate::plural::count;

/// Which corner of a triangle square is black (the glyph shows the black half).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Corner {
    /// `◢`: the bottom-right half is black.
    BottomRight,
    /// `◣`: the bottom-left half is black.
    BottomLeft,
    /// `◤`: the top-left half is black.
    TopLeft,
    /// `◥`: the top-right half is black.
    TopRight,
}

impl Corner {
    /// All four, in glyph order `◢ ◣ ◤ ◥`.
    pub const ALL: [Corner; 4] = [
        Corner::BottomRight,
        Corner::BottomLeft,
        Corner::TopLeft,
        Corner::TopRight,
    ];

    /// The glyph of `FORMATS.md`.
    pub fn glyph(self) -> char {
        match self {
            Corner::BottomRight => '◢',
            Corner::BottomLeft => '◣',
            Corner::TopLeft => '◤',
            Corner::TopRight => '◥',
        }
    }

    /// The corner drawn by `glyph`.
    pub fn from_glyph(glyph: char) -> Option<Corner> {
        Corner::ALL.into_iter().find(|c| c.glyph() == glyph)
    }
}

/// What a square of the answer shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shade {
    /// A white square left white.
    White,
    /// A white square holding a triangle.
    Triangle(Corner),
    /// A black square of the puzzle (with its number, if any).
    Black(Square),
}

impl Shade {
    /// The cell string of the text and JSON answers.
    pub fn symbol(self) -> char {
        match self {
            Shade::White | Shade::Black(Square::White) => '.',
            Shade::Triangle(corner) => corner.glyph(),
            Shade::Black(Square::Black) => '#',
            Shade::Black(Square::Number(n)) => char::from(b'0' + n),
        }
    }
}

impl Shade {
    /// The square in plain ASCII, two characters wide: a triangle as its diagonal with
    /// `#` on the black side (`#/` is ◤, `/#` ◢, `#\` ◣, `\#` ◥), `..` white, `##`
    /// black, `#n` a number.
    pub fn ascii(self) -> String {
        match self {
            Shade::White | Shade::Black(Square::White) => "..".into(),
            Shade::Triangle(Corner::TopLeft) => "#/".into(),
            Shade::Triangle(Corner::BottomRight) => "/#".into(),
            Shade::Triangle(Corner::BottomLeft) => "#\\".into(),
            Shade::Triangle(Corner::TopRight) => "\\#".into(),
            Shade::Black(Square::Black) => "##".into(),
            Shade::Black(Square::Number(n)) => format!("#{n}"),
        }
    }

    /// The shade of an ASCII square as [`Shade::ascii`] writes it (`..` is white: a
    /// black square is `##` or `#n`).
    ///
    /// ```
    /// use puzzle_ir::shakashaka::{Corner, Shade, Square};
    /// assert_eq!(Shade::from_ascii("#/"), Some(Shade::Triangle(Corner::TopLeft)));
    /// assert_eq!(Shade::from_ascii("#3"), Some(Shade::Black(Square::Number(3))));
    /// assert_eq!(Shade::from_ascii("/"), None);
    /// ```
    pub fn from_ascii(square: &str) -> Option<Shade> {
        let numbers = (0..=4).map(|n| Shade::Black(Square::Number(n)));
        let others = Corner::ALL.map(Shade::Triangle);
        [Shade::White, Shade::Black(Square::Black)]
            .into_iter()
            .chain(others)
            .chain(numbers)
            .find(|shade| shade.ascii() == square)
    }
}

/// A filled grid, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShakashakaAnswer {
    rows: usize,
    cols: usize,
    shades: Vec<Shade>,
}

impl ShakashakaAnswer {
    /// An answer of `rows` x `cols` shades; the checker judges whether it fits the puzzle.
    pub fn new(rows: usize, cols: usize, shades: Vec<Shade>) -> Self {
        assert_eq!(shades.len(), rows * cols, "one shade per square");
        ShakashakaAnswer { rows, cols, shades }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The shade at 0-based (row, col).
    pub fn shade(&self, row: usize, col: usize) -> Shade {
        self.shades[row * self.cols + col]
    }

    /// Row-major shades.
    pub fn shades(&self) -> &[Shade] {
        &self.shades
    }

    /// How many of the four squares beside (row, col) hold a triangle: the number a black
    /// square there shows.
    pub fn triangles_around(&self, row: usize, col: usize) -> u8 {
        let grid = Grid::new(self.rows, self.cols);
        (grid.neighbours(grid.index(row, col)))
            .filter(|&n| matches!(self.shades[n], Shade::Triangle(_)))
            .count() as u8
    }

    /// Rows of cell strings, as in the JSON answer.
    pub fn grid(&self) -> Vec<Vec<String>> {
        self.shades
            .chunks(self.cols)
            .map(|row| row.iter().map(|s| s.symbol().to_string()).collect())
            .collect()
    }

    /// The cell strings in plain ASCII (see [`Shade::ascii`]).
    pub fn ascii_grid(&self) -> Vec<Vec<String>> {
        self.shades
            .chunks(self.cols)
            .map(|row| row.iter().map(|s| s.ascii()).collect())
            .collect()
    }

    /// The grid in plain ASCII, two characters per square.
    ///
    /// ```
    /// use puzzle_ir::shakashaka::{Corner, Shade, ShakashakaAnswer, Square};
    /// let answer = ShakashakaAnswer::new(1, 4, vec![
    ///     Shade::Black(Square::Number(1)), Shade::Triangle(Corner::TopLeft), Shade::White,
    ///     Shade::Triangle(Corner::BottomRight),
    /// ]);
    /// assert_eq!(answer.to_ascii(), "#1#/../#\n");
    /// ```
    pub fn to_ascii(&self) -> String {
        self.ascii_grid()
            .iter()
            .map(|row| row.concat() + "\n")
            .collect()
    }

    /// The grid as text, one character per square.
    ///
    /// ```
    /// use puzzle_ir::shakashaka::{Corner, Shade, ShakashakaAnswer, Square};
    /// let answer = ShakashakaAnswer::new(1, 3, vec![
    ///     Shade::Black(Square::Number(1)), Shade::Triangle(Corner::TopLeft), Shade::White,
    /// ]);
    /// assert_eq!(answer.to_text(), "1◤.\n");
    /// ```
    pub fn to_text(&self) -> String {
        self.shades
            .chunks(self.cols)
            .map(|row| {
                row.iter()
                    .map(|s| s.symbol())
                    .chain(['\n'])
                    .collect::<String>()
            })
            .collect()
    }

    /// Reads an answer to `puzzle` from text: one row per line (no header), `.` white,
    /// `◢ ◣ ◤ ◥` triangles, `#` or the number for black squares. Rows may start with `#`.
    /// A row of two characters a square is in the ASCII form `--ascii` prints
    /// ([`Shade::ascii`]); its length tells the forms apart.
    ///
    /// ```
    /// use puzzle_ir::shakashaka::{Shakashaka, ShakashakaAnswer};
    /// let puzzle = Shakashaka::parse("p.txt", "kind: shakashaka\ngrid:\n1..\n").unwrap();
    /// let glyphs = ShakashakaAnswer::parse_text(&puzzle, "a.txt", "1◤.\n").unwrap();
    /// let ascii = ShakashakaAnswer::parse_text(&puzzle, "a.txt", "#1#/..\n").unwrap();
    /// assert_eq!(ascii, glyphs);
    /// ```
    pub fn parse_text(puzzle: &Shakashaka, file: &str, text: &str) -> Result<Self, ParseError> {
        let rows = crate::text::answer_rows(file, text, puzzle.rows())?;
        let mut shades = Vec::with_capacity(puzzle.rows() * puzzle.cols());
        for (line, row) in rows {
            let chars: Vec<char> = row.chars().collect();
            let width = if chars.len() == 2 * puzzle.cols() {
                2
            } else {
                1
            };
            let cells: Vec<String> = chars.chunks(width).map(String::from_iter).collect();
            if cells.len() != puzzle.cols() {
                return Err(ParseError::new(
                    file,
                    line,
                    None,
                    format!(
                        "row has {}; expected {}, one a square (or {} in ASCII, two a square)",
                        count(chars.len(), "character"),
                        puzzle.cols(),
                        2 * puzzle.cols()
                    ),
                ));
            }
            shades.extend(parse_row(puzzle, file, (line, width), &cells)?);
        }
        Ok(ShakashakaAnswer::new(puzzle.rows(), puzzle.cols(), shades))
    }

    /// Reads the `grid` of a JSON answer.
    pub fn from_json_grid(
        puzzle: &Shakashaka,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        if grid.len() != puzzle.rows() {
            return Err(ParseError::new(
                file,
                0,
                None,
                format!("JSON grid must have {} rows", puzzle.rows()),
            ));
        }
        let mut shades = Vec::with_capacity(puzzle.rows() * puzzle.cols());
        for (r, row) in grid.iter().enumerate() {
            shades.extend(
                parse_row(puzzle, file, (0, 1), row).map_err(|e| ParseError {
                    message: format!("JSON row {r}: {}", e.message),
                    ..e
                })?,
            );
        }
        Ok(ShakashakaAnswer::new(puzzle.rows(), puzzle.cols(), shades))
    }
}

/// The shades of one row, from `line` (0 for JSON) where each square is `width`
/// characters (2 in ASCII). Black squares must be written as in the puzzle (`#` or the
/// number); that they match the puzzle is the checker's job.
fn parse_row(
    puzzle: &Shakashaka,
    file: &str,
    (line, width): (usize, usize),
    cells: &[String],
) -> Result<Vec<Shade>, ParseError> {
    if cells.len() != puzzle.cols() {
        return Err(ParseError::new(
            file,
            line,
            None,
            format!(
                "row has {}; expected {}",
                count(cells.len(), "square"),
                puzzle.cols()
            ),
        ));
    }
    cells
        .iter()
        .enumerate()
        .map(|(index, cell)| {
            let mut chars = cell.chars();
            let shade = match (chars.next(), chars.next()) {
                (Some('.'), None) => Some(Shade::White),
                (Some('#'), None) => Some(Shade::Black(Square::Black)),
                (Some(d @ '0'..='4'), None) => Some(Shade::Black(Square::Number(d as u8 - b'0'))),
                (Some(glyph), None) => Corner::from_glyph(glyph).map(Shade::Triangle),
                _ => Shade::from_ascii(cell),
            };
            shade.ok_or_else(|| {
                ParseError::new(
                    file,
                    line,
                    (line > 0).then_some(index * width + 1),
                    format!(
                        "bad answer square `{cell}`; expected `.`, `#`, 0..4 or one of ◢ ◣ ◤ ◥ \
                         (in ASCII: `..`, `##`, `#0`..`#4`, `#/`, `/#`, `#\\`, `\\#`)"
                    ),
                )
            })
        })
        .collect()
}
