//! The native Easy as ABC format of `FORMATS.md`: `letters:` (the letters in use, `ABC`)
//! and a `grid:` drawn as on paper with its frame: a first and a last row of the letters
//! above and below the columns, and in every row between them the letter left of the
//! row, its cells, and the letter right of it. A token is a letter, `.` (nothing) or,
//! in a cell, `?` (pzprjs's unknown mark); the frame's four corners are `.`.

use super::{letter_text, letter_value, EasyAsAbc, Framed, MAX_LETTERS, UNKNOWN};
use crate::error::ParseError;
use crate::plural::count;
use crate::text::{tokens, Document};

impl EasyAsAbc {
    /// Parses a native Easy as ABC file (header with `kind: easy-as-abc`).
    pub fn parse(file: &str, text: &str) -> Result<EasyAsAbc, ParseError> {
        EasyAsAbc::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<EasyAsAbc, ParseError> {
        doc.allow_only("easy-as-abc", &["kind", "letters"], &["grid"])?;
        let field = (doc.field("letters"))
            .ok_or_else(|| doc.missing("missing `letters:` (the letters in use, such as `ABC`)"))?;
        let letters = read_letters(field.value).ok_or_else(|| {
            let message = format!(
                "bad letters `{}`; expected the first letters of the alphabet in order, `A` to `{}`",
                field.value,
                letter_text(MAX_LETTERS)
            );
            ParseError::new(doc.file, field.line, Some(field.value_column), message)
        })?;
        let grid = (doc.block("grid")).ok_or_else(|| doc.missing("missing `grid:` block"))?;
        let framed: Vec<(usize, Vec<(usize, &str)>)> =
            grid.rows.iter().map(|row| (row.line, tokens(row.text))).collect();
        let width = framed.first().map_or(0, |(_, cells)| cells.len());
        if framed.len() < 3 || width < 3 {
            let message = "the grid needs a frame around at least one cell: 3 rows of 3 tokens";
            return Err(ParseError::new(doc.file, grid.line, None, message));
        }
        let (rows, cols) = (framed.len() - 2, width - 2);
        let mut puzzle = EasyAsAbc::new(
            rows,
            cols,
            letters,
            [vec![None; cols], vec![None; cols], vec![None; rows], vec![None; rows]],
            vec![None; rows * cols],
        );
        for (r, (line, cells)) in framed.iter().enumerate() {
            let error = |column, message| ParseError::new(doc.file, *line, Some(column), message);
            if cells.len() != width {
                let column = cells.get(width).map_or(grid.rows[r].text.chars().count() + 1, |t| t.0);
                let message = format!(
                    "row has {}; expected {width} like the first row (line {})",
                    count(cells.len(), "token"),
                    framed[0].0
                );
                return Err(error(column, message));
            }
            for (c, &(column, token)) in cells.iter().enumerate() {
                let place = Framed::of(r, c, rows, cols);
                let value = read_token(token, place, letters).map_err(|m| error(column, m))?;
                puzzle = puzzle.with_at(place, value);
            }
        }
        Ok(puzzle)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        let names: String = (1..=self.letters()).map(letter_text).collect();
        out.push_str(&format!("kind: easy-as-abc\nletters: {names}\ngrid:\n"));
        let (rows, cols) = (self.rows(), self.cols());
        for r in 0..rows + 2 {
            let tokens: Vec<String> = (0..cols + 2)
                .map(|c| {
                    let value = self.at(Framed::of(r, c, rows, cols));
                    value.map_or(".".to_owned(), letter_text)
                })
                .collect();
            out.push_str(&tokens.join(" "));
            out.push('\n');
        }
        out
    }
}

/// The count of `names` when they are `A`, `AB`, `ABC` ...
fn read_letters(names: &str) -> Option<u32> {
    let expected = (1..=MAX_LETTERS).map(letter_text);
    let count = names.chars().count();
    let is_prefix = names.chars().map(String::from).eq(expected.take(count));
    (is_prefix && count > 0).then_some(count as u32)
}

/// A token of the framed grid at `place`, in a puzzle of `letters` letters.
fn read_token(token: &str, place: Framed, letters: u32) -> Result<Option<u32>, String> {
    let last = letter_text(letters);
    match (token, place) {
        (".", _) => Ok(None),
        (_, Framed::Corner) => Err(format!("bad corner `{token}`; expected `.`")),
        ("?", Framed::Cell(..)) => Ok(Some(UNKNOWN)),
        (_, Framed::Outside(..)) => match letter_value(token) {
            Some(value) if value <= letters => Ok(Some(value)),
            _ => Err(format!("bad letter outside the grid `{token}`; expected `A` to `{last}` or `.`")),
        },
        (_, Framed::Cell(..)) => match letter_value(token) {
            Some(value) if value <= letters => Ok(Some(value)),
            _ => Err(format!("bad cell `{token}`; expected `A` to `{last}`, `?` or `.`")),
        },
    }
}
