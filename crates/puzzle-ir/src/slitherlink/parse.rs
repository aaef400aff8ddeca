//! The native Slitherlink format of `FORMATS.md`: `.` a cell without a number, `0`..`3`
//! a numbered cell.

use super::Slitherlink;
use crate::error::ParseError;
use crate::text::Document;

impl Slitherlink {
    /// Parses a native Slitherlink file (header with `kind: slitherlink`).
    pub fn parse(file: &str, text: &str) -> Result<Slitherlink, ParseError> {
        Slitherlink::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Slitherlink, ParseError> {
        doc.allow_only("slitherlink", &["kind"], &["grid"])?;
        let clue = |ch: char| match ch {
            '.' => Some(None),
            '0'..='3' => Some(Some(ch as u8 - b'0')),
            _ => None,
        };
        let expected = "`.` (no number) or a number 0..3";
        let (rows, cols, clues) = doc.char_grid("cell", clue, expected)?;
        Ok(Slitherlink::new(rows, cols, clues).expect("rows were checked while parsing"))
    }
}
