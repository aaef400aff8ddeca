//! The native Snake format of `FORMATS.md`: the header lines `cols:` (the counts above
//! the columns, left to right) and `rows:` (beside the rows, top to bottom), `-` for a
//! line without a count, and the `grid:` block, one character a cell: `*` a black
//! circle (an end), `o` a white circle (the body), `.` a plain cell.

use super::{Circle, Snake};
use crate::error::ParseError;
use crate::line_counts;
use crate::text::Document;

impl Snake {
    /// Parses a native Snake file (header with `kind: snake`).
    pub fn parse(file: &str, text: &str) -> Result<Snake, ParseError> {
        Snake::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Snake, ParseError> {
        doc.allow_only("snake", &["kind", "cols", "rows"], &["grid"])?;
        let cell = |ch| match ch {
            '*' => Some(Some(Circle::End)),
            'o' => Some(Some(Circle::Body)),
            '.' => Some(None),
            _ => None,
        };
        let expected = "`*` (an end), `o` (the body) or `.`";
        let (rows, cols, circles) = doc.char_grid("cell", cell, expected)?;
        let row_counts = line_counts::parse(doc, "rows", rows, cols)?;
        let col_counts = line_counts::parse(doc, "cols", cols, rows)?;
        Ok(Snake::new(circles, row_counts, col_counts).expect("the grid was checked"))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::snake::Snake;
    /// let text = "kind: snake\ncols: 2 -\nrows: - 1\ngrid:\n*.\no.\n";
    /// assert_eq!(Snake::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: snake\n");
        out.push_str(&format!("cols: {}\n", line_counts::write(&self.col_counts)));
        out.push_str(&format!("rows: {}\n", line_counts::write(&self.row_counts)));
        out.push_str("grid:\n");
        for row in self.circles.chunks(self.cols()) {
            out.extend(row.iter().map(|c| c.map_or('.', Circle::symbol)));
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        Snake::parse("p", text).unwrap_err().to_string()
    }

    #[test]
    fn bad_input_is_located() {
        let head = "kind: snake\n";
        assert_eq!(
            error(&format!("{head}cols: 3 -\ngrid:\n..\n")),
            "p:2:7: bad count `3`; expected `-` or a number from 0 to 1"
        );
        assert_eq!(
            error(&format!("{head}grid:\n.x\n")),
            "p:3:2: bad cell `x`; expected `*` (an end), `o` (the body) or `.`"
        );
    }
}
