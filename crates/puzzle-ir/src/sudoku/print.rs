//! The native text of a puzzle, so that generated puzzles can be written and read back.

use super::Sudoku;
use std::fmt::Write;

impl Sudoku {
    /// The puzzle in the native format of `FORMATS.md`, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::sudoku::Sudoku;
    /// let text = "kind: sudoku\nbox: 2x2\ngrid:\n1...\n..3.\n.4..\n...2\n";
    /// let puzzle = Sudoku::parse("p", text).unwrap();
    /// assert_eq!(Sudoku::parse("q", &puzzle.to_native(&[])).unwrap(), puzzle);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out = String::new();
        for line in comments {
            let _ = writeln!(out, "# {line}");
        }
        let _ = writeln!(
            out,
            "kind: sudoku\nbox: {}x{}",
            self.box_rows(),
            self.box_cols()
        );
        if !self.variant_names().is_empty() {
            let _ = writeln!(out, "variants: {}", self.variant_names().join(" "));
        }
        out.push_str("grid:\n");
        self.write_givens(&mut out);
        if self.even_odd() {
            out.push_str("parity:\n");
            self.write_rows(&mut out, |r, c| match self.parity(r, c) {
                Some(p) => p.name()[..1].to_owned(),
                None => ".".into(),
            });
        }
        out
    }

    /// The rows of `grid:`, givens, `?` and `.`, spaced as the parser reads them for any
    /// N (Killer Sudoku writes its givens this way too).
    pub(crate) fn write_givens(&self, out: &mut String) {
        self.write_rows(out, |r, c| match self.given(r, c) {
            Some(value) => value.to_string(),
            None if self.is_hidden(r, c) => "?".into(),
            None => ".".into(),
        });
    }

    fn write_rows(&self, out: &mut String, cell: impl Fn(usize, usize) -> String) {
        let n = self.size();
        let width = if n <= 9 { 0 } else { n.to_string().len() };
        for r in 0..n {
            let cells: Vec<String> = (0..n).map(|c| format!("{:>width$}", cell(r, c))).collect();
            out.push_str(&cells.join(if n <= 9 { "" } else { " " }));
            out.push('\n');
        }
    }
}
