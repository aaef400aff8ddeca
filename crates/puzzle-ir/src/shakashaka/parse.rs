//! The native Shakashaka format of `FORMATS.md`: `.` white, `#` black, `0`..`4` numbered.

use super::{Shakashaka, Square};
use crate::error::ParseError;
use crate::plural::count;
use crate::text::Document;

impl Shakashaka {
    /// Parses a native Shakashaka file (header with `kind: shakashaka`).
    pub fn parse(file: &str, text: &str) -> Result<Shakashaka, ParseError> {
        Shakashaka::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Shakashaka, ParseError> {
        doc.allow_only("shakashaka", &["kind"], &["grid"])?;
        let grid = doc
            .block("grid")
            .ok_or_else(|| doc.missing("missing `grid:` block"))?;
        let first = grid
            .rows
            .first()
            .ok_or_else(|| ParseError::new(doc.file, grid.line, None, "the grid has no rows"))?;
        let cols = first.text.trim_end().chars().count();
        let mut squares = Vec::with_capacity(grid.rows.len() * cols);
        for row in &grid.rows {
            let text = row.text.trim_end();
            let length = text.chars().count();
            if length != cols {
                return Err(ParseError::new(
                    doc.file,
                    row.line,
                    Some(length.min(cols) + 1),
                    format!(
                        "row has {}; expected {cols} like the first row (line {})",
                        count(length, "square"),
                        first.line
                    ),
                ));
            }
            for (index, ch) in text.chars().enumerate() {
                squares.push(match ch {
                    '.' => Square::White,
                    '#' => Square::Black,
                    '0'..='4' => Square::Number(ch as u8 - b'0'),
                    other => {
                        return Err(ParseError::new(
                            doc.file,
                            row.line,
                            Some(index + 1),
                            format!("bad square `{other}`; expected `.` (white), `#` (black) or a number 0..4"),
                        ))
                    }
                });
            }
        }
        Ok(Shakashaka::new(grid.rows.len(), cols, squares)
            .expect("rows were checked while parsing"))
    }
}
