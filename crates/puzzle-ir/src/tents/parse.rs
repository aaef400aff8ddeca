//! The native Tents format of `FORMATS.md`: the header lines `cols:` (the counts above
//! the columns, left to right) and `rows:` (beside the rows, top to bottom), `-` for a
//! line without a count, and the `grid:` block, one character a cell: `T` a tree, `.`
//! an empty cell.

use super::Tents;
use crate::error::ParseError;
use crate::line_counts;
use crate::text::Document;

impl Tents {
    /// Parses a native Tents file (header with `kind: tents`).
    pub fn parse(file: &str, text: &str) -> Result<Tents, ParseError> {
        Tents::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Tents, ParseError> {
        doc.allow_only("tents", &["kind", "cols", "rows"], &["grid"])?;
        let cell = |ch| match ch {
            'T' => Some(true),
            '.' => Some(false),
            _ => None,
        };
        let (rows, cols, trees) = doc.char_grid("cell", cell, "`T` (a tree) or `.`")?;
        let row_counts = line_counts::parse(doc, "rows", rows, cols)?;
        let col_counts = line_counts::parse(doc, "cols", cols, rows)?;
        Ok(Tents::new(trees, row_counts, col_counts).expect("the grid was checked"))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::tents::Tents;
    /// let text = "kind: tents\ncols: 1 -\nrows: 0 1\ngrid:\nT.\n..\n";
    /// assert_eq!(Tents::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: tents\n");
        out.push_str(&format!("cols: {}\n", line_counts::write(&self.col_counts)));
        out.push_str(&format!("rows: {}\n", line_counts::write(&self.row_counts)));
        out.push_str("grid:\n");
        for row in self.trees.chunks(self.cols()) {
            out.extend(row.iter().map(|&tree| if tree { 'T' } else { '.' }));
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        Tents::parse("p", text).unwrap_err().to_string()
    }

    #[test]
    fn missing_count_lines_leave_every_line_free() {
        let puzzle = Tents::parse("p", "kind: tents\ngrid:\n.T\n").unwrap();
        assert_eq!(puzzle.row_counts(), &[None]);
        assert_eq!(puzzle.col_counts(), &[None, None]);
    }

    #[test]
    fn bad_input_is_located() {
        let head = "kind: tents\n";
        assert_eq!(
            error(&format!("{head}cols: 1 x\ngrid:\n..\n")),
            "p:2:9: bad count `x`; expected `-` or a number from 0 to 1"
        );
        assert_eq!(
            error(&format!("{head}rows: 1 1\ngrid:\n..\n")),
            "p:2:9: `rows:` has 2 counts; the grid has 1 (`-` for a line without one)"
        );
        assert_eq!(
            error(&format!("{head}grid:\n.A\n")),
            "p:3:2: bad cell `A`; expected `T` (a tree) or `.`"
        );
        assert!(error(&format!("{head}trees: 2\ngrid:\n.\n")).contains("unknown key `trees`"));
    }
}
