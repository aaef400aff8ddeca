//! Reading and writing pzprv3 files, the "save file" of pzprjs: a `pzprv3` line, the
//! genre, the size (rows before columns), the question grid and the answer grid, one
//! line per row with every token followed by a space. pzprjs reads `/` as a line break,
//! so a whole file may sit on one line; positions here are those of the text as given.
//! The genre modules say what the tokens mean. A file that stops after its size is an
//! empty board, as pzprjs opens it: every grid reads as blank.

use super::url::MAX_SIDE;
use super::Place;
use crate::ParseError;

/// Answer cells as the answer grid writes them (`None`: the file leaves it empty).
pub type Grid = Vec<Vec<Option<String>>>;

/// One space-separated token and where it is.
#[derive(Debug, Clone, Copy)]
pub struct Token<'a> {
    pub text: &'a str,
    pub place: Place<'a>,
}

impl Token<'_> {
    /// The token as a decimal number in `min..=max`.
    pub fn value(&self, min: u32, max: u32) -> Result<u32, ParseError> {
        match self.text.parse::<u32>() {
            Ok(v) if (min..=max).contains(&v) && self.text.bytes().all(|b| b.is_ascii_digit()) => {
                Ok(v)
            }
            _ => Err(self.place.error(format!(
                "expected a number from {min} to {max}, found `{}`",
                self.text
            ))),
        }
    }

    /// The token as a clue number where 0 or less (pzprjs writes -1 and 0) or `.` means
    /// none.
    pub fn clue(&self) -> Result<Option<u32>, ParseError> {
        if self.text == "." {
            return Ok(None);
        }
        match self.text.parse::<i64>() {
            Ok(v) if v <= 0 => Ok(None),
            Ok(v) => u32::try_from(v).map(Some).map_err(|_| self.too_large()),
            Err(_) => Err(self
                .place
                .error(format!("expected a number, found `{}`", self.text))),
        }
    }

    fn too_large(&self) -> ParseError {
        self.place
            .error(format!("the number `{}` is too large", self.text))
    }

    /// Whether an answer token leaves its cell without a value: `.` or one of pzprjs's
    /// marks (`+ - = % c`: dots and colours a solver puts on a cell).
    pub fn is_empty_mark(&self) -> bool {
        matches!(self.text, "." | "+" | "-" | "=" | "%" | "c")
    }
}

/// The lines of a pzprv3 file, read in order.
pub struct Reader<'a> {
    lines: Vec<Token<'a>>,
    next: usize,
    end: Place<'a>,
    /// The N of a `pzprv3.N` header (0 for `pzprv3`): the layout of some genres' data.
    version: u32,
    /// The line after the size lines read so far.
    after_size: usize,
    /// Whether a grid of sub numbers may follow the answer grid.
    sub_numbers: bool,
}

/// Whether `text` is a pzprv3 file: its first line (after an optional `v:` line)
/// starts with `pzprv3`.
pub fn looks_like_pzprv3(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.split(['\n', '/']).map(str::trim_end);
    let first = lines.next().unwrap_or("");
    let first = if first.starts_with("v:") {
        lines.next().unwrap_or("")
    } else {
        first
    };
    first.starts_with("pzprv3")
}

impl<'a> Reader<'a> {
    /// A reader of `text` past its header; returns it with the genre token.
    pub fn new(file: &'a str, text: &'a str) -> Result<(Self, Token<'a>), ParseError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = Vec::new();
        let mut line_count = 0;
        for (index, line) in text.lines().enumerate() {
            line_count = index + 1;
            let mut column = 0;
            for segment in line.trim_end_matches('\r').split('/') {
                let place = Place::new(file, index + 1, column);
                lines.push(Token {
                    text: segment,
                    place,
                });
                column += segment.chars().count() + 1;
            }
        }
        let end = Place::new(file, line_count.max(1), 0);
        let mut reader = Reader {
            lines,
            next: 0,
            end,
            version: 0,
            after_size: usize::MAX,
            sub_numbers: false,
        };
        let mut header = reader.line("the `pzprv3` header")?;
        if header.text.starts_with("v:") {
            header = reader.line("the `pzprv3` header")?;
        }
        let version = match header.text.trim_end() {
            "pzprv3" => Some(0),
            text => text
                .strip_prefix("pzprv3.")
                .filter(|v| v.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|v| v.parse().ok()),
        };
        reader.version =
            version.ok_or_else(|| header.place.error("expected `pzprv3` or `pzprv3.N`"))?;
        let genre = reader.line("the puzzle genre")?;
        Ok((
            reader,
            Token {
                text: genre.text.trim(),
                ..genre
            },
        ))
    }

    /// The next line, or an error saying it is missing.
    pub(crate) fn line(&mut self, what: &str) -> Result<Token<'a>, ParseError> {
        let line = self.lines.get(self.next).copied();
        self.next += 1;
        line.ok_or_else(|| self.end.error(format!("the file ends before {what}")))
    }

    /// The N of the file's `pzprv3.N` header (0 for `pzprv3`).
    pub fn version(&self) -> u32 {
        self.version
    }

    /// A line holding one number, 1..=[`MAX_SIDE`] (a size).
    pub fn number(&mut self, what: &str) -> Result<(usize, Place<'a>), ParseError> {
        let line = self.line(what)?;
        let token = Token {
            text: line.text.trim(),
            ..line
        };
        let value = token.value(1, MAX_SIDE as u32)?;
        self.after_size = self.next;
        Ok((value as usize, line.place))
    }

    /// The size lines of most genres: rows, then columns.
    pub fn size(&mut self) -> Result<(usize, usize), ParseError> {
        let (rows, _) = self.number("the number of rows")?;
        let (cols, _) = self.number("the number of columns")?;
        Ok((rows, cols))
    }

    /// Whether the file stops after its size (blank lines and pzprjs's trailer aside):
    /// pzprjs opens it as an empty board.
    pub fn is_bare(&self) -> bool {
        let mut rest = self.lines[self.next.min(self.lines.len())..].iter();
        let first = rest.find(|line| !line.text.trim().is_empty());
        self.next == self.after_size && first.is_none_or(is_trailer)
    }

    /// Whether pzprjs's variant line `flag` follows (the size, for a puzzle of that
    /// variant); it is read when it does, as part of the size.
    pub fn variant(&mut self, flag: &str) -> bool {
        let found = (self.lines.get(self.next)).is_some_and(|line| line.text.trim_end() == flag);
        if found {
            self.next += 1;
            if self.next == self.after_size + 1 {
                self.after_size = self.next;
            }
        }
        found
    }

    /// Refuses pzprjs's variant line `flag` (`meaning`: what the variant asks), which
    /// follows the size when a puzzle is of that variant.
    pub fn refuse_variant(&mut self, flag: &str, meaning: &str) -> Result<(), ParseError> {
        match self.lines.get(self.next) {
            Some(line) if line.text.trim_end() == flag => Err(line.place.error(format!(
                "pzprjs's variant `{flag}` ({meaning}) is not read here"
            ))),
            _ => Ok(()),
        }
    }

    /// Lets a grid of sub numbers follow the answer grid, as pzprjs writes it for the
    /// genres where a solver notes small numbers in a cell (`.`, or `[a,b,c,d]` for a
    /// cell's four corners). They are notes, no answer: [`Reader::answer`] checks and
    /// drops them.
    pub fn allow_sub_numbers(&mut self) {
        self.sub_numbers = true;
    }

    /// `rows` lines of exactly `cols` tokens each, for cells (`.` each on a bare file).
    pub fn grid(
        &mut self,
        rows: usize,
        cols: usize,
        what: &str,
    ) -> Result<Vec<Vec<Token<'a>>>, ParseError> {
        self.grid_or(rows, cols, what, ".")
    }

    /// `rows` lines of exactly `cols` tokens each, for lines or borders between cells
    /// (`0` each on a bare file).
    pub fn line_grid(
        &mut self,
        rows: usize,
        cols: usize,
        what: &str,
    ) -> Result<Vec<Vec<Token<'a>>>, ParseError> {
        self.grid_or(rows, cols, what, "0")
    }

    /// A grid, or one of `blank` tokens on a bare file.
    fn grid_or(
        &mut self,
        rows: usize,
        cols: usize,
        what: &str,
        blank: &'a str,
    ) -> Result<Vec<Vec<Token<'a>>>, ParseError> {
        if self.is_bare() {
            let token = Token {
                text: blank,
                place: self.end,
            };
            return Ok(vec![vec![token; cols]; rows]);
        }
        (0..rows)
            .map(|row| {
                let line = self.line(&format!("row {} of the {what} grid", row + 1))?;
                let tokens = tokens(line);
                if tokens.len() != cols {
                    let at = tokens.get(cols).map_or(line.place, |t| t.place);
                    return Err(at.error(format!(
                        "row {} of the {what} grid has {} tokens, expected {cols}",
                        row + 1,
                        tokens.len()
                    )));
                }
                Ok(tokens)
            })
            .collect()
    }

    /// The answer section, when the file has one with at least one value (a grid of
    /// `.` and marks is no answer, as pzprjs writes for an unsolved board): each token
    /// read by `cell` (given its row and column, and with any candidate list `[...]`
    /// stripped). Anything after it but sub numbers ([`Reader::allow_sub_numbers`]) and
    /// pzprjs's `info:`/`history:` trailer is an error.
    pub fn answer<F>(
        &mut self,
        rows: usize,
        cols: usize,
        mut cell: F,
    ) -> Result<Option<Grid>, ParseError>
    where
        F: FnMut(usize, usize, &Token<'a>) -> Result<Option<String>, ParseError>,
    {
        self.skip_blank();
        if self.at_trailer() {
            return Ok(None);
        }
        let grid = self.grid(rows, cols, "answer")?;
        let filled = grid.iter().flatten().any(|t| !t.is_empty_mark());
        let mut answer = Vec::with_capacity(rows);
        for (row, tokens) in grid.iter().enumerate() {
            let mut cells = Vec::with_capacity(cols);
            for (col, token) in tokens.iter().enumerate() {
                let text = token.text.split('[').next().unwrap_or("");
                cells.push(cell(row, col, &Token { text, ..*token })?);
            }
            answer.push(cells);
        }
        self.skip_blank();
        if self.sub_numbers && !self.at_trailer() {
            self.skip_sub_numbers(rows, cols)?;
        }
        if !self.at_trailer() {
            let line = self.lines[self.next];
            return Err(line.place.error("unexpected data after the answer grid"));
        }
        Ok(filled.then_some(answer))
    }

    /// Reads a grid of sub numbers (see [`Reader::allow_sub_numbers`]).
    fn skip_sub_numbers(&mut self, rows: usize, cols: usize) -> Result<(), ParseError> {
        for token in self.grid(rows, cols, "sub number")?.iter().flatten() {
            let noted = token.text.starts_with('[') && token.text.ends_with(']');
            if token.text != "." && !noted {
                return Err(token.place.error(format!(
                    "expected `.` or sub numbers `[a,b,c,d]`, found `{}`",
                    token.text
                )));
            }
        }
        self.skip_blank();
        Ok(())
    }

    fn skip_blank(&mut self) {
        while self
            .lines
            .get(self.next)
            .is_some_and(|l| l.text.trim().is_empty())
        {
            self.next += 1;
        }
    }

    /// Whether the rest is empty or pzprjs's trailer (metadata, history, trial data, or
    /// the URL very old files end with).
    fn at_trailer(&self) -> bool {
        self.lines.get(self.next).is_none_or(is_trailer)
    }
}

/// Whether a line starts pzprjs's trailer.
fn is_trailer(line: &Token) -> bool {
    let text = line.text.trim();
    ["info:{", "history:{", "__HISTORY__", "TrialData"]
        .iter()
        .any(|mark| text.contains(mark))
        || text.starts_with("http:")
        || text.starts_with("https:")
}

/// The space-separated tokens of a line.
fn tokens(line: Token<'_>) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut column = 0;
    for piece in line.text.split(' ') {
        if !piece.is_empty() {
            out.push(Token {
                text: piece,
                place: line.place.shifted(column),
            });
        }
        column += piece.chars().count() + 1;
    }
    out
}

/// Writes a pzprv3 file as pzprjs does.
pub struct Writer {
    out: String,
}

impl Writer {
    /// The header: `pzprv3`, the genre and the size lines.
    pub fn new(genre: &str, size: &[usize]) -> Self {
        let mut out = format!("pzprv3\n{genre}\n");
        for n in size {
            out.push_str(&format!("{n}\n"));
        }
        Writer { out }
    }

    /// A grid, every token followed by a space.
    pub fn grid(
        &mut self,
        rows: usize,
        cols: usize,
        mut token: impl FnMut(usize, usize) -> String,
    ) {
        for row in 0..rows {
            for col in 0..cols {
                self.out.push_str(&token(row, col));
                self.out.push(' ');
            }
            self.out.push('\n');
        }
    }

    /// A line of its own.
    pub fn line(&mut self, text: &str) {
        self.out.push_str(text);
        self.out.push('\n');
    }

    pub fn finish(self) -> String {
        self.out
    }
}
