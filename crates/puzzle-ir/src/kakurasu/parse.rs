//! The native Kakurasu format of `FORMATS.md`: `rows:` and `cols:` header lines of clues,
//! `-` for a line without a clue, and no grid block.

use super::Kakurasu;
use crate::error::ParseError;
use crate::text::{tokens, Document, Field};

/// What a clue token may be, for error messages.
const EXPECTED: &str = "expected a number 0 or more, or `-` for no clue";

impl Kakurasu {
    /// Parses a native Kakurasu file (header with `kind: kakurasu`).
    pub fn parse(file: &str, text: &str) -> Result<Kakurasu, ParseError> {
        Kakurasu::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document. Every key is checked: an
    /// unknown one would otherwise be silently ignored.
    pub fn from_document(doc: &Document) -> Result<Kakurasu, ParseError> {
        if let Some(block) = doc.blocks.first() {
            return Err(ParseError::new(
                doc.file,
                block.line,
                Some(1),
                format!(
                    "a kakurasu has no `{}:` block; its clues are the `rows:` and `cols:` lines",
                    block.name
                ),
            ));
        }
        doc.allow_only("kakurasu", &["kind", "rows", "cols"], &[])?;
        check_kind(doc)?;
        let rows = clue_line(doc, "rows", "row")?;
        let cols = clue_line(doc, "cols", "column")?;
        Ok(Kakurasu::new(rows, cols).expect("both lines were checked to be non-empty"))
    }
}

/// The `kind:` line is required and must say `kakurasu` (the caller may dispatch on it,
/// but a direct call must not read another kind's file as Kakurasu).
fn check_kind(doc: &Document) -> Result<(), ParseError> {
    let kind = doc
        .field("kind")
        .ok_or_else(|| doc.missing("missing `kind: kakurasu` line in the header"))?;
    if kind.value == "kakurasu" {
        return Ok(());
    }
    Err(ParseError::new(
        doc.file,
        kind.line,
        Some(kind.value_column),
        format!("kind is `{}`; expected `kakurasu`", kind.value),
    ))
}

/// The clues of the header line `key` (`rows` or `cols`); `line_word` names one line.
fn clue_line(doc: &Document, key: &str, line_word: &str) -> Result<Vec<Option<u64>>, ParseError> {
    let field = doc.field(key).ok_or_else(|| {
        doc.missing(format!(
            "missing `{key}:` line: one clue per {line_word}, or `-` for none"
        ))
    })?;
    let found = tokens(field.value);
    if found.is_empty() {
        return Err(ParseError::new(
            doc.file,
            field.line,
            Some(field.value_column),
            format!("`{key}:` has no clues; expected one per {line_word}, or `-` for none"),
        ));
    }
    found
        .into_iter()
        .map(|(column, token)| clue(doc.file, field, column, token))
        .collect()
}

/// One clue token at 1-based `column` of `field`'s value.
fn clue(file: &str, field: &Field, column: usize, token: &str) -> Result<Option<u64>, ParseError> {
    let at = field.value_column + column - 1;
    parse_clue(token)
        .map_err(|what| ParseError::new(file, field.line, Some(at), format!("{what}; {EXPECTED}")))
}

/// A clue token: `-` or a decimal number that fits a `u64`; the error says what is wrong.
pub(super) fn parse_clue(token: &str) -> Result<Option<u64>, String> {
    if token == "-" {
        return Ok(None);
    }
    parse_number(token, "clue").map(Some)
}

/// A decimal number that fits a `u64`; negative, malformed and too large numbers are told
/// apart, since each needs a different fix.
pub(super) fn parse_number(token: &str, what: &str) -> Result<u64, String> {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if let Some(rest) = token.strip_prefix('-') {
        if digits(rest) {
            return Err(format!("negative {what} `{token}`"));
        }
    }
    if !digits(token) {
        return Err(format!("bad {what} `{token}`"));
    }
    token
        .parse::<u64>()
        .map_err(|_| format!("{what} `{token}` is too large (at most {})", u64::MAX))
}
