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
        let grid = doc
            .block("grid")
            .ok_or_else(|| doc.missing("missing `grid:` block"))?;
        let first = grid
            .rows
            .first()
            .ok_or_else(|| ParseError::new(doc.file, grid.line, None, "the grid has no rows"))?;
        let cols = first.text.trim_end().chars().count();
        let mut clues = Vec::with_capacity(grid.rows.len() * cols);
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
                clues.push(match ch {
                    '.' => None,
                    '0'..='3' => Some(ch as u8 - b'0'),
                    other => {
                        return Err(ParseError::new(
                            doc.file,
                            row.line,
                            Some(index + 1),
                            format!(
                                "bad cell `{other}`; expected `.` (no number) or a number 0..3"
                            ),
                        ))
                    }
                });
            }
        }
        Ok(
            Slitherlink::new(grid.rows.len(), cols, clues)
                .expect("rows were checked while parsing"),
        )
    }
}
