//! The native Hitori format of `FORMATS.md`: rows of whitespace-separated cells, each a
//! number 1..255 or `.` (no number).

use super::Hitori;
use crate::error::ParseError;
use crate::shading::number_grid;
use crate::text::Document;

impl Hitori {
    /// Parses a native Hitori file (header with `kind: hitori`).
    pub fn parse(file: &str, text: &str) -> Result<Hitori, ParseError> {
        Hitori::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Hitori, ParseError> {
        let (rows, cols, numbers) = number_grid(doc, "hitori")?;
        Ok(Hitori::new(rows, cols, numbers).expect("cells were checked while parsing"))
    }
}
