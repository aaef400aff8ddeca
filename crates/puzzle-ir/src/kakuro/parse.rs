//! The comma-separated Kakuro grid of `FORMATS.md`, in the native file (`kind: kakuro`,
//! `grid:`) and in files whose first line starts with `#Kakuro`.

use super::{Cell, Kakuro};
use crate::error::ParseError;
use crate::plural::count;
use crate::text::{column_of, split_key, Document, Row};

/// What a cell token may be, for error messages.
const EXPECTED: &str =
    "expected `x` (block), `0` or `.` (white) or `D\\A` (clue; either sum may be empty)";

/// Whether `text` is in the `#Kakuro` style: its first line starts with `#Kakuro` and no
/// line is a `kind:` header.
///
/// ```
/// use puzzle_ir::kakuro::looks_like_hash_kakuro;
/// assert!(looks_like_hash_kakuro("#Kakuro k_1\nx,3\\\n\\3,0\n"));
/// assert!(!looks_like_hash_kakuro("#Kakuro k_1\nkind: kakuro\ngrid:\n"));
/// ```
pub fn looks_like_hash_kakuro(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.lines()
        .next()
        .is_some_and(|l| l.starts_with("#Kakuro"))
        && !text
            .lines()
            .any(|l| split_key(l).is_some_and(|(key, _)| key.trim() == "kind"))
}

impl Kakuro {
    /// Parses a native Kakuro file (header with `kind: kakuro`, then `grid:`).
    pub fn parse(file: &str, text: &str) -> Result<Kakuro, ParseError> {
        Kakuro::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Kakuro, ParseError> {
        doc.allow_only("kakuro", &["kind"], &["grid"])?;
        let kind = doc
            .field("kind")
            .ok_or_else(|| doc.missing("missing `kind: kakuro` line in the header"))?;
        if kind.value != "kakuro" {
            return Err(ParseError::new(
                doc.file,
                kind.line,
                Some(kind.value_column),
                format!("kind is `{}`; expected `kakuro`", kind.value),
            ));
        }
        let block = doc
            .block("grid")
            .ok_or_else(|| doc.missing("missing `grid:` block"))?;
        if block.rows.is_empty() {
            return Err(ParseError::new(
                doc.file,
                block.line,
                None,
                "the `grid:` block has no rows",
            ));
        }
        grid(doc.file, &block.rows)
    }

    /// Parses a file whose first line starts with `#Kakuro`: every later non-blank line
    /// is a grid row.
    ///
    /// ```
    /// use puzzle_ir::kakuro::Kakuro;
    /// let hash = Kakuro::parse_hash_kakuro("h", "#Kakuro k_1\nx,3\\\n\\3,0\n").unwrap();
    /// let native = Kakuro::parse("n", "kind: kakuro\ngrid:\nx,3\\\n\\3,0\n").unwrap();
    /// assert_eq!(hash, native);
    /// ```
    pub fn parse_hash_kakuro(file: &str, text: &str) -> Result<Kakuro, ParseError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.lines();
        if !lines.next().is_some_and(|l| l.starts_with("#Kakuro")) {
            return Err(ParseError::new(
                file,
                1,
                Some(1),
                "expected a first line starting with `#Kakuro`",
            ));
        }
        let rows: Vec<Row> = lines
            .enumerate()
            .map(|(i, text)| Row { line: i + 2, text })
            .filter(|row| !row.text.trim().is_empty())
            .collect();
        if rows.is_empty() {
            return Err(ParseError::new(
                file,
                text.lines().count().max(1),
                None,
                "no grid rows after the `#Kakuro` line",
            ));
        }
        grid(file, &rows)
    }
}

/// The comma-separated tokens of `line` with their 1-based character columns (leading
/// and trailing whitespace of each token is dropped).
pub(super) fn split_row(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    for piece in line.split(',') {
        let lead = piece.len() - piece.trim_start().len();
        out.push((column_of(line, start + lead), piece.trim()));
        start += piece.len() + 1;
    }
    out
}

/// The grid rows, each at its line, checked for equal length, then the puzzle.
fn grid(file: &str, rows: &[Row]) -> Result<Kakuro, ParseError> {
    let mut cells = Vec::new();
    let mut columns: Vec<Vec<usize>> = Vec::new();
    let mut width = None;
    for row in rows {
        let tokens = split_row(row.text.trim_end());
        let (first_line, cols) = *width.get_or_insert((row.line, tokens.len()));
        if tokens.len() != cols {
            let column = tokens
                .get(cols)
                .map_or(row.text.trim_end().chars().count() + 1, |t| t.0);
            return Err(ParseError::new(
                file,
                row.line,
                Some(column),
                format!(
                    "row has {}; expected {cols} as in the first row (line {first_line})",
                    count(tokens.len(), "cell")
                ),
            ));
        }
        for &(column, token) in &tokens {
            cells.push(cell(file, row.line, column, token)?);
        }
        columns.push(tokens.iter().map(|t| t.0).collect());
    }
    let cols = columns[0].len();
    Kakuro::new(rows.len(), cols, cells).map_err(|e| {
        let line = rows[e.row].line;
        ParseError::new(file, line, Some(columns[e.row][e.col]), e.message)
    })
}

/// One cell token at `line`:`column`.
fn cell(file: &str, line: usize, column: usize, token: &str) -> Result<Cell, ParseError> {
    match token {
        "x" | "X" => return Ok(Cell::Block),
        "0" | "." => return Ok(Cell::White),
        "" => {
            return Err(ParseError::new(
                file,
                line,
                Some(column),
                format!("empty cell; {EXPECTED}"),
            ))
        }
        _ => {}
    }
    let Some((down, across)) = token.split_once('\\') else {
        return Err(ParseError::new(
            file,
            line,
            Some(column),
            format!("bad cell `{token}`; {EXPECTED}"),
        ));
    };
    let across_column = column + down.chars().count() + 1;
    Ok(Cell::Clue {
        down: sum(file, line, column, down, "down")?,
        across: sum(file, line, across_column, across, "across")?,
    })
}

/// One part of a clue: empty, or a decimal number that fits a `u32`.
fn sum(
    file: &str,
    line: usize,
    column: usize,
    part: &str,
    what: &str,
) -> Result<Option<u32>, ParseError> {
    if part.is_empty() {
        return Ok(None);
    }
    if !part.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseError::new(
            file,
            line,
            Some(column),
            format!("bad {what} sum `{part}`; {EXPECTED}"),
        ));
    }
    part.parse::<u32>().map(Some).map_err(|_| {
        ParseError::new(
            file,
            line,
            Some(column),
            format!("{what} sum `{part}` is too large (at most {})", u32::MAX),
        )
    })
}
