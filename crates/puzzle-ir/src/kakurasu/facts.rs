//! The answer-set fact style of Kakurasu instances (`FORMATS.md`), as ASP encodings read
//! them: `clues_row(1,1; 2,9; 3,10).` gives row 1 the clue 1, row 2 the clue 9 and so on;
//! `clues_col(...)` does the same for columns. A file may split the terms over several
//! facts (`clues_row(1,1). clues_row(2,9).`) and list indices in any order, but the rows
//! must be numbered 1..R and the columns 1..C, each exactly once: a gap would silently
//! change the grid's size, so it is an error, not a missing clue.
//!
//! Whitespace and line breaks may stand between any two tokens; `%` starts a comment
//! running to the end of its line (as in clingo), and a line whose first non-blank
//! character is `#` is a comment (as in the native header).
//!
//! ```
//! use puzzle_ir::kakurasu::{looks_like_facts, Kakurasu};
//! let text = "% 2x3\nclues_row(2,5; 1,1).\nclues_col(1,1; 2,0).\nclues_col(3,2).\n";
//! assert!(looks_like_facts(text));
//! let puzzle = Kakurasu::parse_facts("p.lp", text).unwrap();
//! assert_eq!(puzzle.row_clues(), [Some(1), Some(5)]);
//! assert_eq!(puzzle.col_clues(), [Some(1), Some(0), Some(2)]);
//! ```

use super::parse::parse_number;
use super::Kakurasu;
use crate::error::ParseError;
use std::collections::HashMap;

/// The two predicates, with the word for one of their lines.
const PREDICATES: [(&str, &str); 2] = [("clues_row", "row"), ("clues_col", "column")];

/// Whether `text` is in the fact style: its first token (after blanks and comments) is
/// `clues_row` or `clues_col` followed by `(`. A native file starts with `key:` instead,
/// so the two styles never both match.
pub fn looks_like_facts(text: &str) -> bool {
    let mut lexer = Lexer::new("", text);
    lexer.skip_blanks();
    let rest = lexer.rest();
    PREDICATES.iter().any(|(name, _)| {
        rest.strip_prefix(name)
            .is_some_and(|after| after.trim_start().starts_with('('))
    })
}

/// The facts of a file that gives them after a `kind: kakurasu` header (comments and
/// blank lines around it allowed), with the header line blanked so that line numbers
/// still point into the file; `None` when `text` is not such a file.
pub fn facts_after_header(text: &str) -> Option<String> {
    let mut lines = text.lines().enumerate();
    let (header, _) =
        lines.find(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))?;
    let (key, value) = crate::text::split_key(text.lines().nth(header)?)?;
    if key != "kind" || value.trim() != "kakurasu" {
        return None;
    }
    let blanked: Vec<&str> = text
        .lines()
        .enumerate()
        .map(|(i, l)| if i == header { "" } else { l })
        .collect();
    let body = blanked.join("\n");
    looks_like_facts(&body).then_some(body)
}

/// One `index,clue` term, with the position of its index for errors.
#[derive(Debug, Clone, Copy)]
struct Term {
    index: u64,
    clue: u64,
    line: usize,
    column: usize,
}

impl Kakurasu {
    /// Parses a file of answer-set facts: `clues_row(1,1; 2,9).` gives row 1 the clue 1
    /// and row 2 the clue 9, `clues_col(...)` does the same for columns. Terms may be
    /// pooled with `;` or split over several facts, in any order, with whitespace and line
    /// breaks between any two tokens; `%` starts a comment to the end of its line, and a
    /// line whose first non-blank character is `#` is a comment. Rows must be numbered
    /// 1..R and columns 1..C, each exactly once (this style has no missing clues).
    pub fn parse_facts(file: &str, text: &str) -> Result<Kakurasu, ParseError> {
        let mut lexer = Lexer::new(file, text);
        let mut terms: [Vec<Term>; 2] = [Vec::new(), Vec::new()];
        loop {
            lexer.skip_blanks();
            if lexer.peek().is_none() {
                break;
            }
            let (which, found) = lexer.fact()?;
            terms[which].extend(found);
        }
        let rows = number_lines(&lexer, &terms[0], 0)?;
        let cols = number_lines(&lexer, &terms[1], 1)?;
        Ok(Kakurasu::new(rows, cols).expect("both predicates were checked to have terms"))
    }
}

/// The clues in index order, once every index 1..n (n terms) was found exactly once.
/// Indices above n are judged without allocating for them: n terms that include one
/// cannot cover 1..n, so some smaller index is missing.
fn number_lines(
    lexer: &Lexer,
    terms: &[Term],
    which: usize,
) -> Result<Vec<Option<u64>>, ParseError> {
    let (name, word) = PREDICATES[which];
    if terms.is_empty() {
        return Err(lexer.at_end(format!(
            "no `{name}` fact: expected the {word} clues as `{name}(1,CLUE; 2,CLUE; ...).`"
        )));
    }
    let n = terms.len();
    let mut seen: HashMap<u64, &Term> = HashMap::with_capacity(n);
    for term in terms {
        if let Some(first) = seen.insert(term.index, term) {
            return Err(lexer.error(
                term.line,
                term.column,
                format!(
                    "{word} {} given twice in `{name}` (first at line {}, column {})",
                    term.index, first.line, first.column
                ),
            ));
        }
    }
    let missing = (1..=n as u64).find(|i| !seen.contains_key(i));
    if let Some(missing) = missing {
        let beyond = terms
            .iter()
            .find(|t| t.index > n as u64)
            .expect("n distinct indices that miss one of 1..n include one above n");
        return Err(lexer.error(
            beyond.line,
            beyond.column,
            format!(
                "{word} {} but no clue for {word} {missing}: {n} `{name}` terms must number the {word}s 1..{n}, each once",
                beyond.index
            ),
        ));
    }
    Ok((1..=n as u64).map(|i| Some(seen[&i].clue)).collect())
}

/// A cursor over the text that knows its 1-based line and character column.
struct Lexer<'a> {
    file: &'a str,
    text: &'a str,
    at: usize,
    line: usize,
    column: usize,
    /// Whether only blanks precede the cursor on its line (so `#` starts a comment).
    line_start: bool,
}

impl<'a> Lexer<'a> {
    fn new(file: &'a str, text: &'a str) -> Self {
        Lexer {
            file,
            text,
            at: 0,
            line: 1,
            column: 1,
            line_start: true,
        }
    }

    fn rest(&self) -> &'a str {
        &self.text[self.at..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn bump(&mut self) {
        if let Some(ch) = self.peek() {
            self.at += ch.len_utf8();
            if ch == '\n' {
                self.line += 1;
                self.column = 1;
                self.line_start = true;
            } else {
                self.column += 1;
                self.line_start &= ch.is_whitespace();
            }
        }
    }

    /// Skips whitespace and comments.
    fn skip_blanks(&mut self) {
        while let Some(ch) = self.peek() {
            if ch == '%' || (ch == '#' && self.line_start) {
                while self.peek().is_some_and(|c| c != '\n') {
                    self.bump();
                }
            } else if ch.is_whitespace() {
                self.bump();
            } else {
                break;
            }
        }
    }

    fn error(&self, line: usize, column: usize, message: impl Into<String>) -> ParseError {
        ParseError::new(self.file, line, Some(column), message)
    }

    fn here(&self, message: impl Into<String>) -> ParseError {
        self.error(self.line, self.column, message)
    }

    /// An error about something missing from the whole file: at its last line.
    fn at_end(&self, message: impl Into<String>) -> ParseError {
        let last_line = self.text.lines().count().max(1);
        ParseError::new(self.file, last_line, None, message)
    }

    /// What the cursor is on, for "expected X, found Y" messages.
    fn found(&self) -> String {
        match self.peek() {
            None => "the end of the file".to_owned(),
            Some(ch) => format!("`{ch}`"),
        }
    }

    /// Skips blanks, then consumes `ch` or fails saying what was expected.
    fn expect(&mut self, ch: char, context: &str) -> Result<(), ParseError> {
        self.skip_blanks();
        if self.peek() == Some(ch) {
            self.bump();
            return Ok(());
        }
        Err(self.here(format!("expected `{ch}` {context}, found {}", self.found())))
    }

    /// A maximal run of characters satisfying `part`, starting at the cursor.
    fn take_while(&mut self, part: impl Fn(char) -> bool) -> &'a str {
        let start = self.at;
        while self.peek().is_some_and(&part) {
            self.bump();
        }
        &self.text[start..self.at]
    }

    /// One fact: the predicate (0 rows, 1 columns) and its terms.
    fn fact(&mut self) -> Result<(usize, Vec<Term>), ParseError> {
        let (line, column) = (self.line, self.column);
        let name = self.take_while(|c| c.is_alphanumeric() || c == '_');
        let Some(which) = PREDICATES.iter().position(|(p, _)| *p == name) else {
            let shown = if name.is_empty() {
                self.found()
            } else {
                format!("`{name}`")
            };
            return Err(self.error(
                line,
                column,
                format!("expected a fact `clues_row(...)` or `clues_col(...)`, found {shown}"),
            ));
        };
        self.expect('(', &format!("after `{name}`"))?;
        let mut terms = vec![self.term()?];
        loop {
            self.skip_blanks();
            match self.peek() {
                Some(';') => {
                    self.bump();
                    terms.push(self.term()?);
                }
                Some(')') => break,
                _ => {
                    return Err(self.here(format!(
                        "expected `;` or `)` after a term of `{name}`, found {}",
                        self.found()
                    )))
                }
            }
        }
        self.bump();
        self.expect('.', &format!("to end the `{name}` fact"))?;
        Ok((which, terms))
    }

    /// One `index,clue` term; an index of 0 is rejected here, where its position is known.
    fn term(&mut self) -> Result<Term, ParseError> {
        let (line, column, index) = self.number("index")?;
        if index == 0 {
            return Err(self.error(
                line,
                column,
                "index 0; rows and columns are numbered from 1",
            ));
        }
        self.expect(',', "between an index and its clue")?;
        let (_, _, clue) = self.number("clue")?;
        Ok(Term {
            index,
            clue,
            line,
            column,
        })
    }

    /// A number token (digits, with a leading `-` caught as negative), with its position.
    fn number(&mut self, what: &str) -> Result<(usize, usize, u64), ParseError> {
        self.skip_blanks();
        let (line, column) = (self.line, self.column);
        let sign = if self.peek() == Some('-') {
            self.bump();
            "-"
        } else {
            ""
        };
        let token = format!(
            "{sign}{}",
            self.take_while(|c| c.is_alphanumeric() || c == '_')
        );
        if token.is_empty() {
            return Err(self.here(format!("expected a {what}, found {}", self.found())));
        }
        parse_number(&token, what)
            .map(|value| (line, column, value))
            .map_err(|what_is_wrong| {
                let least = if what == "index" { 1 } else { 0 };
                self.error(
                    line,
                    column,
                    format!("{what_is_wrong}; expected a number {least} or more"),
                )
            })
    }
}
