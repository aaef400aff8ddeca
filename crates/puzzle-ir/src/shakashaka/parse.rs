//! The native Shakashaka format of `FORMATS.md`: `.` white, `#` black, `0`..`4` numbered.

use super::{Shakashaka, Square};
use crate::error::ParseError;
use crate::text::Document;

impl Shakashaka {
    /// Parses a native Shakashaka file (header with `kind: shakashaka`).
    pub fn parse(file: &str, text: &str) -> Result<Shakashaka, ParseError> {
        Shakashaka::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Shakashaka, ParseError> {
        doc.allow_only("shakashaka", &["kind"], &["grid"])?;
        let square = |ch: char| match ch {
            '.' => Some(Square::White),
            '#' => Some(Square::Black),
            '0'..='4' => Some(Square::Number(ch as u8 - b'0')),
            _ => None,
        };
        let expected = "`.` (white), `#` (black) or a number 0..4";
        let (rows, cols, squares) = doc.char_grid("square", square, expected)?;
        Ok(Shakashaka::new(rows, cols, squares).expect("rows were checked while parsing"))
    }
}
