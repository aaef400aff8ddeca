//! The native Nonogram format of `FORMATS.md`: the blocks `cols:` (a line per column,
//! left to right, its runs top to bottom) and `rows:` (a line per row, top to bottom, its
//! runs left to right), each clue its run lengths separated by spaces, `0` for a line
//! without shaded cells, `-` for a line without a clue.

use super::{runs_text, LineClue, Nonogram};
use crate::error::ParseError;
use crate::grid::Line;
use crate::text::{tokens, Block, Document};

impl Nonogram {
    /// Parses a native Nonogram file (header with `kind: nonogram`).
    pub fn parse(file: &str, text: &str) -> Result<Nonogram, ParseError> {
        Nonogram::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Nonogram, ParseError> {
        doc.allow_only("nonogram", &["kind"], &["cols", "rows"])?;
        let block = |name: &str| {
            (doc.block(name)).ok_or_else(|| {
                doc.missing(format!("missing `{name}:` block (a line per {name} clue)"))
            })
        };
        let (cols, rows) = (block("cols")?, block("rows")?);
        let col_clues = clues(doc, cols, rows.rows.len())?;
        let row_clues = clues(doc, rows, cols.rows.len())?;
        Ok(Nonogram::new(row_clues, col_clues).expect("every run was checked"))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::nonogram::Nonogram;
    /// let text = "kind: nonogram\ncols:\n1 1\n-\nrows:\n0\n1\n1\n";
    /// assert_eq!(Nonogram::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: nonogram\n");
        for (name, clues) in [("cols", &self.col_clues), ("rows", &self.row_clues)] {
            out.push_str(&format!("{name}:\n"));
            for clue in clues {
                out.push_str(&clue.as_deref().map_or_else(|| "-".to_owned(), runs_text));
                out.push('\n');
            }
        }
        out
    }
}

/// The clues of a block, one per row of it, each run at most `length` cells.
fn clues(doc: &Document, block: &Block, length: usize) -> Result<Vec<LineClue>, ParseError> {
    if block.rows.is_empty() {
        let message = format!("the `{}:` block has no lines", block.name);
        return Err(ParseError::new(doc.file, block.line, None, message));
    }
    let line = |index| match block.name {
        "rows" => Line::Row(index),
        _ => Line::Col(index),
    };
    (block.rows.iter().enumerate())
        .map(|(index, row)| {
            let error = |column, message: String| {
                ParseError::new(doc.file, row.line, Some(column), message)
            };
            let found = tokens(row.text);
            match found[..] {
                [(_, "-")] => return Ok(None),
                [(_, "0")] => return Ok(Some(Vec::new())),
                _ => {}
            }
            let run = |&(column, token): &(usize, &str)| match token.parse::<u32>() {
                Ok(n) if (1..=length).contains(&(n as usize))
                    && token.bytes().all(|b| b.is_ascii_digit()) =>
                {
                    Ok(n)
                }
                _ => Err(error(
                    column,
                    format!(
                        "bad run `{token}` in the clue of {}; expected a length from 1 to \
                         {length}, or `0` or `-` alone",
                        line(index)
                    ),
                )),
            };
            found.iter().map(run).collect::<Result<Vec<u32>, _>>().map(Some)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        Nonogram::parse("p", text).unwrap_err().to_string()
    }

    #[test]
    fn clues_read_as_written() {
        let puzzle = Nonogram::parse("p", "kind: nonogram\ncols:\n1 1\n0\nrows:\n2\n-\n1\n").unwrap();
        assert_eq!(puzzle.col_clues(), [Some(vec![1, 1]), Some(vec![])]);
        assert_eq!(puzzle.row_clues(), [Some(vec![2]), None, Some(vec![1])]);
    }

    #[test]
    fn bad_input_is_located() {
        let head = "kind: nonogram\n";
        assert_eq!(
            error(&format!("{head}cols:\n1 3\nrows:\n1\n1\n")),
            "p:3:3: bad run `3` in the clue of column 1; expected a length from 1 to 2, or `0` or `-` alone"
        );
        assert_eq!(
            error(&format!("{head}cols:\n1\nrows:\n0 1\n")),
            "p:5:1: bad run `0` in the clue of row 1; expected a length from 1 to 1, or `0` or `-` alone"
        );
        assert_eq!(
            error(&format!("{head}rows:\n1\n")),
            "p:3: missing `cols:` block (a line per cols clue)"
        );
        assert!(error(&format!("{head}size: 2\ncols:\n1\nrows:\n1\n")).contains("unknown key `size`"));
    }
}
