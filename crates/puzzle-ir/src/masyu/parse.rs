//! The native Masyu format of `FORMATS.md`: `.` a cell without a pearl, `o` a white
//! pearl, `*` a black pearl.

use super::{Masyu, Pearl};
use crate::error::ParseError;
use crate::text::Document;

impl Masyu {
    /// Parses a native Masyu file (header with `kind: masyu`).
    pub fn parse(file: &str, text: &str) -> Result<Masyu, ParseError> {
        Masyu::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Masyu, ParseError> {
        doc.allow_only("masyu", &["kind"], &["grid"])?;
        let grid = doc
            .block("grid")
            .ok_or_else(|| doc.missing("missing `grid:` block"))?;
        let first = grid
            .rows
            .first()
            .ok_or_else(|| ParseError::new(doc.file, grid.line, None, "the grid has no rows"))?;
        let cols = first.text.trim_end().chars().count();
        let mut pearls = Vec::with_capacity(grid.rows.len() * cols);
        for row in &grid.rows {
            let text = row.text.trim_end();
            let length = text.chars().count();
            if length != cols {
                return Err(ParseError::new(
                    doc.file,
                    row.line,
                    Some(length.min(cols) + 1),
                    format!(
                        "row has {length} cells; expected {cols} like the first row (line {})",
                        first.line
                    ),
                ));
            }
            for (index, ch) in text.chars().enumerate() {
                pearls.push(match ch {
                    '.' => None,
                    _ => Some(Pearl::from_symbol(ch).ok_or_else(|| {
                        ParseError::new(
                            doc.file,
                            row.line,
                            Some(index + 1),
                            format!(
                                "bad cell `{ch}`; expected `.` (no pearl), `o` (white) or `*` (black)"
                            ),
                        )
                    })?),
                });
            }
        }
        Ok(Masyu::new(grid.rows.len(), cols, pearls).expect("rows were checked while parsing"))
    }
}
