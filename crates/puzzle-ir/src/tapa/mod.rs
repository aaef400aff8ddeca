//! Tapa: a grid with clues in some cells, each clue a list of one to four numbers. Shade
//! some cells so that the shaded cells form one orthogonally connected area, no 2x2
//! block is wholly shaded, clue cells stay unshaded, and each clue's numbers are, in any
//! order, the lengths of the runs of shaded cells among the clue cell's eight neighbours
//! read around it (a ring; cells off the grid are unshaded and break it). A clue `0`
//! has no shaded neighbour. pzprjs's unknown number `?` may stand for any number of a
//! clue: alone it is a clue of one number 0..8 (at most one run), among others a run of
//! any length. At least one cell is shaded (pzprjs's rule too).
//!
//! A clue is written with its numbers joined by commas (`3,1,1`, `?,2`), as pzprjs's
//! files write it; a clue of several numbers holds no `0`, and its numbers (a `?`
//! counting 1) and the gaps between its runs fit in the ring: numbers plus count at most
//! eight.
//!
//! ```
//! use puzzle_ir::tapa::Tapa;
//!
//! let puzzle = Tapa::parse("p.txt", "kind: tapa\ngrid:\n3 . .\n. . ?,1\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!(puzzle.clue(1, 2).unwrap().to_string(), "?,1");
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use check::check;

use crate::error::ParseError;
use crate::shaded::{Plain, ShadedGrid};
use crate::text::Document;
use crate::token_grid;
use crate::Clue;
use std::fmt;

/// A Tapa answer: a character per cell, `#` shaded and `.` unshaded (clue cells too).
pub type TapaAnswer = ShadedGrid<Plain>;

/// The numbers of one clue in the order the puzzle writes them, `None` for `?`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RingClue(Vec<Option<u8>>);

impl RingClue {
    /// The clue of `numbers` (`None` for `?`), or why a ring of eight cells cannot have
    /// it.
    pub fn new(numbers: Vec<Option<u8>>) -> Result<RingClue, String> {
        let several = numbers.len() > 1;
        let length: usize = numbers.iter().map(|&n| n.unwrap_or(1) as usize).sum();
        match numbers.len() {
            0 => Err("a clue has at least one number".into()),
            _ if several && numbers.contains(&Some(0)) => {
                Err("a clue of several numbers holds no 0".into())
            }
            n if length + if several { n } else { 0 } > 8 => Err(format!(
                "the runs of {} do not fit around a cell",
                text(&numbers)
            )),
            _ => Ok(RingClue(numbers)),
        }
    }

    /// The numbers in the order the puzzle writes them, `None` for `?`.
    pub fn numbers(&self) -> &[Option<u8>] {
        &self.0
    }

    /// Whether the runs of shaded cells of a ring have these lengths, in any order
    /// (`runs` is empty for a ring with no shaded cell, which a lone `0` or `?` has).
    pub fn fits(&self, runs: &[usize]) -> bool {
        if self.0 == [Some(0)] || self.0 == [None] && runs.is_empty() {
            return runs.is_empty();
        }
        let mut left = runs.to_vec();
        for &number in self.0.iter().flatten() {
            match left.iter().position(|&run| run == number as usize) {
                Some(at) => _ = left.swap_remove(at),
                None => return false,
            }
        }
        runs.len() == self.0.len()
    }

    /// The clue as a number for [`Clue::Number`]: its numbers as decimal digits, `?`
    /// written 9 (`3,1,1` is 311, `?,2` is 92).
    pub fn as_value(&self) -> u32 {
        (self.0.iter()).fold(0, |value, &n| value * 10 + n.map_or(9, u32::from))
    }

    /// Reads a clue as a native file writes it (numbers joined by commas, `?` unknown).
    pub fn parse(token: &str) -> Result<RingClue, String> {
        let bad = || {
            format!("bad cell `{token}`; expected `.` or a clue such as `3`, `1,2` or `?,1`")
        };
        let numbers = (token.split(','))
            .map(|number| match number {
                "?" => Ok(None),
                _ if number.len() == 1 => (number.parse::<u8>().ok())
                    .filter(|&n| n <= 8)
                    .map(Some)
                    .ok_or_else(bad),
                _ => Err(bad()),
            })
            .collect::<Result<Vec<_>, _>>()?;
        RingClue::new(numbers).map_err(|why| format!("bad clue `{token}`: {why}"))
    }
}

/// Numbers joined by commas, `?` for an unknown one.
fn text(numbers: &[Option<u8>]) -> String {
    let numbers: Vec<String> = (numbers.iter())
        .map(|n| n.map_or("?".into(), |n| n.to_string()))
        .collect();
    numbers.join(",")
}

impl fmt::Display for RingClue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&text(&self.0))
    }
}

/// A Tapa puzzle: a grid of cells, each with a clue or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tapa {
    rows: usize,
    cols: usize,
    clues: Vec<Option<RingClue>>,
}

impl Tapa {
    /// A puzzle from row-major clues.
    ///
    /// # Panics
    /// When `clues` does not hold `rows * cols` cells or the grid is empty.
    pub fn new(rows: usize, cols: usize, clues: Vec<Option<RingClue>>) -> Tapa {
        assert!(rows > 0 && cols > 0, "a grid has cells");
        assert_eq!(clues.len(), rows * cols, "one cell per place");
        Tapa { rows, cols, clues }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The clue at 0-based (`row`, `col`), if any.
    pub fn clue(&self, row: usize, col: usize) -> Option<&RingClue> {
        self.clues[row * self.cols + col].as_ref()
    }

    /// Every cell's clue, row-major.
    pub fn clues_by_cell(&self) -> &[Option<RingClue>] {
        &self.clues
    }

    /// Parses a native Tapa file (header with `kind: tapa`): rows of whitespace-separated
    /// cells, each a clue (numbers 0..8 or `?` joined by commas) or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Tapa, ParseError> {
        Tapa::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Tapa, ParseError> {
        doc.allow_only("tapa", &["kind"], &["grid"])?;
        let (rows, cols, clues) = doc.token_grid(|token| match token {
            "." => Ok(None),
            _ => RingClue::parse(token).map(Some),
        })?;
        Ok(Tapa::new(rows, cols, clues))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::tapa::Tapa;
    /// let text = "kind: tapa\ngrid:\n2 . ?\n. 1,1 0\n";
    /// assert_eq!(Tapa::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: tapa\ngrid:\n");
        let cells: Vec<Option<&RingClue>> = self.clues.iter().map(Option::as_ref).collect();
        out + &token_grid::write(&cells, self.cols, |clue| {
            clue.map_or(".".into(), RingClue::to_string)
        })
    }

    /// Every clue as a [`Clue::Number`] whose value is [`RingClue::as_value`], row by row.
    pub fn clue_list(&self) -> Vec<Clue> {
        (self.clues.iter().enumerate())
            .filter_map(|(i, clue)| {
                Some(Clue::Number {
                    row: i / self.cols,
                    col: i % self.cols,
                    value: clue.as_ref()?.as_value(),
                })
            })
            .collect()
    }

    /// The puzzle without the clue at `clue`'s cell (`None` when it has none).
    pub fn without(&self, clue: &Clue) -> Option<Tapa> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut clues = self.clues.clone();
        clues.get_mut(row * self.cols + col)?.take()?;
        Some(Tapa::new(self.rows, self.cols, clues))
    }
}

#[cfg(test)]
mod tests {
    use super::RingClue;

    #[test]
    fn clues_fit_the_ring() {
        assert!(RingClue::parse("1,1,1,1").is_ok());
        assert!(RingClue::parse("8").is_ok());
        assert!(RingClue::parse("5,2").unwrap_err().contains("do not fit"));
        assert!(RingClue::parse("1,0").unwrap_err().contains("no 0"));
        assert!(RingClue::parse("9").unwrap_err().contains("bad cell"));
        assert!(RingClue::parse("1,,2").is_err());
    }

    #[test]
    fn unknowns_match_any_run() {
        let clue = |text| RingClue::parse(text).unwrap();
        assert!(clue("?").fits(&[]) && clue("?").fits(&[5]) && !clue("?").fits(&[1, 1]));
        assert!(clue("0").fits(&[]) && !clue("0").fits(&[1]));
        assert!(clue("?,3").fits(&[3, 1]) && clue("?,3").fits(&[3, 3]));
        assert!(!clue("?,3").fits(&[2, 1]) && !clue("?,3").fits(&[3]));
        assert!(clue("1,3").fits(&[3, 1]) && !clue("1,3").fits(&[1, 1]));
    }
}
