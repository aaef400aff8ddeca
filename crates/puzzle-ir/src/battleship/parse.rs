//! The native Battleship format of `FORMATS.md`: the header lines `fleet:` (the ships,
//! see [`Fleet`]), `cols:` and `rows:` (the counts, `-` for a line without one) and the
//! `grid:` block, one character a cell: `.` nothing given, `~` water, `?` some ship part,
//! or a segment (`o` a single ship, `^` `v` `<` `>` ends, `#` a middle, `r` `7` `L` `J`
//! corners).

use super::{Battleship, Fleet, Given};
use crate::error::ParseError;
use crate::line_counts;
use crate::text::{tokens, Document};

/// What a grid cell may be, for messages.
const CELLS: &str = "`.`, `~` (water), `?` (a ship part) or a segment (`o ^ v < > # r 7 L J`)";

impl Battleship {
    /// Parses a native Battleship file (header with `kind: battleship`).
    pub fn parse(file: &str, text: &str) -> Result<Battleship, ParseError> {
        Battleship::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Battleship, ParseError> {
        doc.allow_only("battleship", &["kind", "fleet", "cols", "rows"], &["grid"])?;
        let cell = |ch| match ch {
            '.' => Some(None),
            _ => Given::from_symbol(ch).map(Some),
        };
        let (rows, cols, givens) = doc.char_grid("cell", cell, CELLS)?;
        let fleet = parse_fleet(doc)?;
        let row_counts = line_counts::parse(doc, "rows", rows, cols)?;
        let col_counts = line_counts::parse(doc, "cols", cols, rows)?;
        Ok(Battleship::new(fleet, givens, row_counts, col_counts).expect("the grid was checked"))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::battleship::Battleship;
    /// let text = "kind: battleship\nfleet: 2 1\ncols: 1 -\nrows: 0 1\ngrid:\n~.\n.?\n";
    /// assert_eq!(Battleship::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: battleship\n");
        out.push_str(&format!("fleet: {}\n", self.fleet.write()));
        out.push_str(&format!("cols: {}\n", line_counts::write(&self.col_counts)));
        out.push_str(&format!("rows: {}\n", line_counts::write(&self.row_counts)));
        out.push_str("grid:\n");
        for row in self.givens.chunks(self.cols()) {
            out.extend(row.iter().map(|given| given.map_or('.', Given::symbol)));
            out.push('\n');
        }
        out
    }
}

/// The `fleet:` line, which every puzzle states.
fn parse_fleet(doc: &Document) -> Result<Fleet, ParseError> {
    let field = (doc.field("fleet"))
        .ok_or_else(|| doc.missing("missing `fleet:` (the ships, e.g. `fleet: 3 2 2 1 1 1`)"))?;
    let found = tokens(field.value);
    let words: Vec<&str> = found.iter().map(|t| t.1).collect();
    Fleet::parse(&words).map_err(|(index, message)| {
        let column = field.value_column + found[index].0 - 1;
        ParseError::new(doc.file, field.line, Some(column), message)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        Battleship::parse("p", text).unwrap_err().to_string()
    }

    #[test]
    fn missing_count_lines_leave_every_line_free() {
        let puzzle = Battleship::parse("p", "kind: battleship\nfleet: 1\ngrid:\n.o\n").unwrap();
        assert_eq!(puzzle.row_counts(), &[None]);
        assert_eq!(puzzle.col_counts(), &[None, None]);
        assert_eq!(puzzle.fleet().cells(), 1);
    }

    #[test]
    fn bad_input_is_located() {
        let head = "kind: battleship\n";
        assert_eq!(
            error(&format!("{head}fleet: 2 x\ngrid:\n..\n")),
            "p:2:10: bad ship `x`; expected a length or rows of `#` and `.` joined by `/`, the cells joined by their sides"
        );
        assert!(error(&format!("{head}grid:\n..\n")).contains("missing `fleet:`"));
        assert_eq!(
            error(&format!("{head}fleet: 1\ngrid:\n.A\n")),
            format!("p:4:2: bad cell `A`; expected {CELLS}")
        );
        assert_eq!(
            error(&format!("{head}fleet: 1\nrows: 3\ngrid:\n..\n")),
            "p:3:7: bad count `3`; expected `-` or a number from 0 to 2"
        );
    }
}
