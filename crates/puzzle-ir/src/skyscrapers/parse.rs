//! The native Skyscrapers format of `FORMATS.md`: a `grid:` of (n + 2) x (n + 2)
//! tokens, the grid as drawn on paper: the clues on its border (`.` where there is
//! none, always in the corners), the n x n cells inside (a given height or `.`).

use super::{Skyscrapers, MAX_SIZE};
use crate::error::ParseError;
use crate::plural::count;
use crate::shading::number_text;
use crate::text::{tokens, Document};
use crate::token_grid;

impl Skyscrapers {
    /// Parses a native Skyscrapers file (header with `kind: skyscrapers`).
    pub fn parse(file: &str, text: &str) -> Result<Skyscrapers, ParseError> {
        Skyscrapers::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Skyscrapers, ParseError> {
        doc.allow_only("skyscrapers", &["kind"], &["grid"])?;
        let grid = (doc.block("grid")).ok_or_else(|| doc.missing("missing `grid:` block"))?;
        let side = grid.rows.len();
        if !(3..=MAX_SIZE + 2).contains(&side) {
            let message = format!(
                "`grid:` has {}; expected 3 to {} (the cells and a border of clues)",
                count(side, "row"),
                MAX_SIZE + 2
            );
            return Err(ParseError::new(doc.file, grid.line, None, message));
        }
        let size = side - 2;
        let mut frame = Vec::with_capacity(side * side);
        for (r, row) in grid.rows.iter().enumerate() {
            let cells = tokens(row.text);
            if cells.len() != side {
                let column = cells
                    .get(side)
                    .map_or(row.text.chars().count() + 1, |t| t.0);
                let message = format!(
                    "row has {}; expected {side}, one per row (the grid is square)",
                    count(cells.len(), "token")
                );
                return Err(ParseError::new(doc.file, row.line, Some(column), message));
            }
            for (c, (column, token)) in cells.into_iter().enumerate() {
                let corner = (r == 0 || r == side - 1) && (c == 0 || c == side - 1);
                let number = read_number(token, size, corner)
                    .map_err(|message| ParseError::new(doc.file, row.line, Some(column), message))?;
                frame.push(number);
            }
        }
        Ok(Skyscrapers::new(size, frame))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: skyscrapers\ngrid:\n");
        out + &token_grid::write(self.frame(), self.size() + 2, number_text)
    }
}

/// A token of the frame: `.` or a number 1..=`size` (only `.` in a `corner`).
fn read_number(token: &str, size: usize, corner: bool) -> Result<Option<u32>, String> {
    if token == "." {
        return Ok(None);
    }
    if corner {
        return Err(format!("a corner holds no clue; expected `.`, found `{token}`"));
    }
    let digits = token.bytes().all(|b| b.is_ascii_digit());
    match token.parse::<usize>() {
        Ok(n) if digits && (1..=size).contains(&n) => Ok(Some(n as u32)),
        _ => Err(format!(
            "bad token `{token}`; expected `.` or a number 1..{size} (the grid is {size}x{size})"
        )),
    }
}
