//! The native Ripple Effect format of `FORMATS.md`: `rooms:` (rows of room labels) and
//! an optional `grid:` of givens, one token per cell: a number, `?` (pzprjs's unknown
//! number) or `.` (none).

use super::{RippleEffect, MAX_GIVEN};
use crate::error::ParseError;
use crate::plural::count;
use crate::rooms::Rooms;
use crate::shading::{number_text, parse_number, Allowed};
use crate::text::{tokens, Document};

/// What a cell of `grid:` may show.
const GIVENS: Allowed = Allowed {
    max: MAX_GIVEN,
    unknown: true,
};

impl RippleEffect {
    /// Parses a native Ripple Effect file (header with `kind: ripple-effect`).
    pub fn parse(file: &str, text: &str) -> Result<RippleEffect, ParseError> {
        RippleEffect::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<RippleEffect, ParseError> {
        doc.allow_only("ripple-effect", &["kind"], &["rooms", "grid"])?;
        let block = doc
            .block("rooms")
            .ok_or_else(|| doc.missing("missing `rooms:` block"))?;
        let (rooms, _) = Rooms::from_block(doc.file, block)?;
        let (rows, cols) = (rooms.rows(), rooms.cols());
        let Some(grid) = doc.block("grid") else {
            return Ok(RippleEffect::new(rooms, vec![None; rows * cols]));
        };
        if grid.rows.len() != rows {
            let line = grid.rows.get(rows).map_or(grid.line, |row| row.line);
            let message = format!(
                "`grid:` has {}; expected {rows} like `rooms:`",
                count(grid.rows.len(), "row")
            );
            return Err(ParseError::new(doc.file, line, None, message));
        }
        let mut givens = Vec::with_capacity(rows * cols);
        for row in &grid.rows {
            let cells = tokens(row.text);
            if cells.len() != cols {
                let end = row.text.chars().count() + 1;
                let column = cells.get(cols).map_or(end, |t| t.0);
                let message = format!(
                    "row has {}; expected {cols} like `rooms:`",
                    count(cells.len(), "cell")
                );
                return Err(ParseError::new(doc.file, row.line, Some(column), message));
            }
            for (column, cell) in cells {
                let given = parse_number(cell, GIVENS)
                    .map_err(|message| ParseError::new(doc.file, row.line, Some(column), message))?;
                givens.push(given);
            }
        }
        Ok(RippleEffect::new(rooms, givens))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines; the `grid:`
    /// block only when something is given.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: ripple-effect\nrooms:\n");
        out.push_str(&self.rooms().to_block());
        if self.givens().iter().any(Option::is_some) {
            out.push_str("grid:\n");
            for row in self.givens().chunks(self.cols()) {
                let cells: Vec<String> = row.iter().map(|&n| number_text(n)).collect();
                out.push_str(&cells.join(" "));
                out.push('\n');
            }
        }
        out
    }
}
