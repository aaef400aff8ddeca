//! A `grid:` block of whitespace-separated tokens, one per cell (the kinds whose clues
//! take more than one character, such as an arrow and its number): read with each
//! token's place for errors, and written back with one space between tokens.
//!
//! ```
//! use puzzle_ir::text::Document;
//! let doc = Document::parse("p.txt", "kind: k\ngrid:\n. 12\n3 .\n").unwrap();
//! let cell = |token: &str| match token {
//!     "." => Ok(None),
//!     _ => token.parse().map(Some).map_err(|_| format!("bad cell `{token}`")),
//! };
//! let grid = doc.token_grid(cell).unwrap();
//! assert_eq!(grid, (2, 2, vec![None, Some(12), Some(3), None]));
//! let text = puzzle_ir::token_grid::write(&grid.2, 2, |n| n.map_or(".".into(), |n: u32| n.to_string()));
//! assert_eq!(text, ". 12\n3 .\n");
//! let doc = Document::parse("p.txt", "kind: k\ngrid:\n. 12\nx .\n").unwrap();
//! let error = doc.token_grid(cell).unwrap_err().to_string();
//! assert_eq!(error, "p.txt:4:1: bad cell `x`");
//! ```

use crate::error::ParseError;
use crate::plural::count;
use crate::text::{tokens, Document};

impl Document<'_> {
    /// The `grid:` block's rows of tokens as (rows, columns, row-major values): `read`
    /// gives a token's value or the message of its error; every row must have as many
    /// tokens as the first.
    pub fn token_grid<T>(
        &self,
        read: impl Fn(&str) -> Result<T, String>,
    ) -> Result<(usize, usize, Vec<T>), ParseError> {
        let grid = (self.block("grid")).ok_or_else(|| self.missing("missing `grid:` block"))?;
        let first = (grid.rows.first())
            .ok_or_else(|| ParseError::new(self.file, grid.line, None, "the grid has no rows"))?;
        let cols = tokens(first.text).len();
        let mut values = Vec::with_capacity(grid.rows.len() * cols);
        for row in &grid.rows {
            let error =
                |column, message| ParseError::new(self.file, row.line, Some(column), message);
            let cells = tokens(row.text);
            if cells.len() != cols {
                let column = cells
                    .get(cols)
                    .map_or(row.text.chars().count() + 1, |t| t.0);
                let found = count(cells.len(), "cell");
                let message = format!(
                    "row has {found}; expected {cols} like the first row (line {})",
                    first.line
                );
                return Err(error(column, message));
            }
            for (column, token) in cells {
                values.push(read(token).map_err(|message| error(column, message))?);
            }
        }
        Ok((grid.rows.len(), cols, values))
    }
}

/// The rows of `cells` (row-major, `cols` a row) as `token` writes each cell, one space
/// between tokens and a newline after each row.
pub fn write<T: Copy>(cells: &[T], cols: usize, token: impl Fn(T) -> String) -> String {
    let mut out = String::new();
    for row in cells.chunks(cols) {
        let row: Vec<String> = row.iter().map(|&cell| token(cell)).collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    out
}
