//! The native Masyu format of `FORMATS.md`: `.` a cell without a pearl, `o` a white
//! pearl, `*` a black pearl, `?` a pearl of unknown colour.

use super::Masyu;
use crate::error::ParseError;
use crate::lines::LinePuzzle;
use crate::text::Document;

impl Masyu {
    /// Parses a native Masyu file (header with `kind: masyu`).
    pub fn parse(file: &str, text: &str) -> Result<Masyu, ParseError> {
        Masyu::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Masyu, ParseError> {
        doc.allow_only("masyu", &["kind"], &["grid"])?;
        let expected = "`.` (no pearl), `o` (white), `*` (black) or `?` (unknown colour)";
        let (rows, cols, pearls) = doc.char_grid("cell", Masyu::clue_of_char, expected)?;
        Ok(Masyu::new(rows, cols, pearls).expect("rows were checked while parsing"))
    }
}
