//! The native Slitherlink format of `FORMATS.md`: `.` a cell without a number, `0`..`3`
//! a numbered cell.

use super::Slitherlink;
use crate::error::ParseError;
use crate::lines::LinePuzzle;
use crate::text::Document;

impl Slitherlink {
    /// Parses a native Slitherlink file (header with `kind: slitherlink`).
    pub fn parse(file: &str, text: &str) -> Result<Slitherlink, ParseError> {
        Slitherlink::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Slitherlink, ParseError> {
        doc.allow_only("slitherlink", &["kind"], &["grid"])?;
        let expected = "`.` (no number) or a number 0..3";
        let (rows, cols, clues) = doc.char_grid("cell", Slitherlink::clue_of_char, expected)?;
        Ok(Slitherlink::new(rows, cols, clues).expect("rows were checked while parsing"))
    }
}
