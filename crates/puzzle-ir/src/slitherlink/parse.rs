//! The native Slitherlink format of `FORMATS.md`: `.` a cell without a number, `0`..`3`
//! a numbered cell, `?` a cell whose number nobody knows; the header field `variants:
//! every-point` for pzprjs's variant where the loop visits every point.

use super::Slitherlink;
use crate::error::ParseError;
use crate::lines::LinePuzzle;
use crate::text::{tokens, Document};

/// The variant's name in the header field `variants`.
pub(super) const EVERY_POINT: &str = "every-point";

impl Slitherlink {
    /// Parses a native Slitherlink file (header with `kind: slitherlink`).
    pub fn parse(file: &str, text: &str) -> Result<Slitherlink, ParseError> {
        Slitherlink::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Slitherlink, ParseError> {
        doc.allow_only("slitherlink", &["kind", "variants"], &["grid"])?;
        let expected = "`.` (no number), `?` (an unknown number) or a number 0..3";
        let (rows, cols, clues) = doc.char_grid("cell", Slitherlink::clue_of_char, expected)?;
        let puzzle = Slitherlink::new(rows, cols, clues).expect("rows were checked while parsing");
        Ok(puzzle.with_every_point(every_point(doc)?))
    }
}

/// Whether the header names the variant `every-point`, the only one.
fn every_point(doc: &Document) -> Result<bool, ParseError> {
    let Some(field) = doc.field("variants") else {
        return Ok(false);
    };
    let names = tokens(field.value);
    if let Some(&(offset, name)) = names.iter().find(|&&(_, name)| name != EVERY_POINT) {
        let column = field.value_column + offset - 1;
        let message = format!("unknown variant `{name}` (expected {EVERY_POINT})");
        return Err(ParseError::new(doc.file, field.line, Some(column), message));
    }
    Ok(!names.is_empty())
}
