//! The layout shared by every native puzzle file: a header of `key: value` lines, then
//! blocks (`grid:`, `parity:` ...) of raw rows. Kind parsers work on this [`Document`], so
//! that comment, blank-line and UTF-8 rules are written once.

use crate::error::ParseError;
use crate::plural::count;

/// One `key: value` line of the header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field<'a> {
    pub key: &'a str,
    pub value: &'a str,
    pub line: usize,
    /// 1-based column where `value` starts.
    pub value_column: usize,
}

/// One row of a block, with its line number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row<'a> {
    pub line: usize,
    pub text: &'a str,
}

/// A block such as `grid:`: its name, the line of its key and its non-blank rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block<'a> {
    pub name: &'a str,
    pub line: usize,
    pub rows: Vec<Row<'a>>,
}

/// A native puzzle file split into header fields and blocks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document<'a> {
    pub file: &'a str,
    pub fields: Vec<Field<'a>>,
    pub blocks: Vec<Block<'a>>,
    /// Number of lines in the file, for errors about something missing at the end.
    pub last_line: usize,
}

/// Decodes bytes as UTF-8, naming the line and column of the first bad byte.
/// A leading byte-order mark, which some editors write, is not part of the text.
pub fn decode_utf8<'a>(file: &str, bytes: &'a [u8]) -> Result<&'a str, ParseError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|err| {
        let good = &bytes[..err.valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = good.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        // The prefix is valid UTF-8, so counting characters is safe.
        let column = String::from_utf8_lossy(&good[line_start..]).chars().count() + 1;
        ParseError::new(file, line, Some(column), "bytes that are not UTF-8")
    })
}

/// Splits `key: rest` when the line starts with a key (letters, digits, `_`, `-`; a letter first).
pub fn split_key(line: &str) -> Option<(&str, &str)> {
    let (key, rest) = line.trim_start().split_once(':')?;
    let mut chars = key.chars();
    let first_is_letter = chars.next().is_some_and(|c| c.is_ascii_alphabetic());
    let rest_ok = chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    (first_is_letter && rest_ok).then_some((key, rest))
}

/// 1-based character column of byte offset `at` in `line`.
pub fn column_of(line: &str, at: usize) -> usize {
    line[..at].chars().count() + 1
}

/// Whitespace-separated tokens of `text` with their 1-based character columns.
pub fn tokens(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (column, (at, ch)) in (1..).zip(text.char_indices()) {
        match (ch.is_whitespace(), start) {
            (true, Some((s, col))) => {
                out.push((col, &text[s..at]));
                start = None;
            }
            (false, None) => start = Some((at, column)),
            _ => {}
        }
    }
    if let Some((s, col)) = start {
        out.push((col, &text[s..]));
    }
    out
}

/// The non-blank rows of an answer file with their 1-based line numbers (trailing
/// whitespace removed); an error unless there are exactly `expected` of them. Answer files
/// have no header or comments: their rows may start with `#`.
pub fn answer_rows<'t>(
    file: &str,
    text: &'t str,
    expected: usize,
) -> Result<Vec<(usize, &'t str)>, ParseError> {
    let rows: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end()))
        .filter(|(_, l)| !l.trim().is_empty())
        .collect();
    if rows.len() != expected {
        let line = rows
            .get(expected)
            .map_or(text.lines().count().max(1), |r| r.0);
        let message = format!(
            "answer has {}; expected {expected}",
            count(rows.len(), "row")
        );
        return Err(ParseError::new(file, line, None, message));
    }
    Ok(rows)
}

/// The message for an answer row of `found` cells where `cols` belong.
pub fn wrong_length(found: usize, cols: usize) -> String {
    format!("row has {}; expected {cols}", count(found, "cell"))
}

/// The cells, row-major, of the `grid` of a JSON answer, which must be `rows` x `cols`,
/// each read by `read`; errors name the 0-based JSON row.
pub fn json_cells<T>(
    file: &str,
    grid: &[Vec<String>],
    (rows, cols): (usize, usize),
    read: impl Fn(&str) -> Result<T, String>,
) -> Result<Vec<T>, ParseError> {
    let error = |message: String| ParseError::new(file, 0, None, message);
    if grid.len() != rows {
        let found = count(grid.len(), "row");
        return Err(error(format!("JSON grid has {found}; expected {rows}")));
    }
    let mut cells = Vec::with_capacity(rows * cols);
    for (r, row) in grid.iter().enumerate() {
        let in_row = |message: String| error(format!("JSON row {r}: {message}"));
        if row.len() != cols {
            return Err(in_row(wrong_length(row.len(), cols)));
        }
        for text in row {
            cells.push(read(text).map_err(in_row)?);
        }
    }
    Ok(cells)
}

impl<'a> Document<'a> {
    /// Splits `text` into header fields and blocks. Header keys may not repeat; a line in
    /// the header that is neither a comment, blank, nor `key: value` is an error, unless
    /// it follows a key without a value: then that key starts a block (as `grid:` always
    /// does) and the line is its first row.
    pub fn parse(file: &'a str, text: &'a str) -> Result<Self, ParseError> {
        let mut doc = Document {
            file,
            fields: Vec::new(),
            blocks: Vec::new(),
            last_line: 0,
        };
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            doc.last_line = line;
            let trimmed = raw.trim();
            if doc.blocks.is_empty() {
                if trimmed.is_empty() || trimmed.starts_with('#') {
                    continue;
                }
                doc.header_line(line, raw)?;
            } else if let Some((key, rest)) = split_key(raw) {
                doc.open_block(line, raw, key, rest)?;
            } else if !trimmed.is_empty() {
                let block = doc.blocks.last_mut().expect("a block is open");
                block.rows.push(Row { line, text: raw });
            }
        }
        Ok(doc)
    }

    fn header_line(&mut self, line: usize, raw: &'a str) -> Result<(), ParseError> {
        let Some((key, rest)) = split_key(raw) else {
            // Rows right after a key without a value: that key opened a block, as `grid:`
            // does (`cages:`).
            if self.fields.last().is_some_and(|f| f.value.is_empty()) {
                let field = self.fields.pop().expect("just seen");
                self.blocks.push(Block {
                    name: field.key,
                    line: field.line,
                    rows: vec![Row { line, text: raw }],
                });
                return Ok(());
            }
            return Err(ParseError::new(
                self.file,
                line,
                Some(column_of(raw, raw.len() - raw.trim_start().len())),
                "expected a header line `key: value` (or `grid:` to start the grid)",
            ));
        };
        if key == "grid" {
            return self.open_block(line, raw, key, rest);
        }
        if let Some(earlier) = self.fields.iter().find(|f| f.key == key) {
            return Err(ParseError::new(
                self.file,
                line,
                Some(1),
                format!("key `{key}` given twice (first on line {})", earlier.line),
            ));
        }
        let value = rest.trim();
        let value_at = raw.len() - rest.trim_start().len();
        self.fields.push(Field {
            key,
            value,
            line,
            value_column: column_of(raw, value_at),
        });
        Ok(())
    }

    fn open_block(
        &mut self,
        line: usize,
        raw: &'a str,
        key: &'a str,
        rest: &str,
    ) -> Result<(), ParseError> {
        if !rest.trim().is_empty() {
            let at = raw.len() - rest.trim_start().len();
            return Err(ParseError::new(
                self.file,
                line,
                Some(column_of(raw, at)),
                format!("expected nothing after `{key}:`; its rows follow on the next lines"),
            ));
        }
        if let Some(earlier) = self.blocks.iter().find(|b| b.name == key) {
            return Err(ParseError::new(
                self.file,
                line,
                Some(1),
                format!(
                    "block `{key}:` given twice (first on line {})",
                    earlier.line
                ),
            ));
        }
        self.blocks.push(Block {
            name: key,
            line,
            rows: Vec::new(),
        });
        Ok(())
    }

    /// The header field `key`, if present.
    pub fn field(&self, key: &str) -> Option<&Field<'a>> {
        self.fields.iter().find(|f| f.key == key)
    }

    /// The block `name`, if present.
    pub fn block(&self, name: &str) -> Option<&Block<'a>> {
        self.blocks.iter().find(|b| b.name == name)
    }

    /// Rejects header keys and blocks that the kind does not know: nothing is ignored.
    pub fn allow_only(&self, kind: &str, keys: &[&str], blocks: &[&str]) -> Result<(), ParseError> {
        if let Some(field) = self.fields.iter().find(|f| !keys.contains(&f.key)) {
            return Err(ParseError::new(
                self.file,
                field.line,
                Some(1),
                format!(
                    "unknown key `{}` for {kind} (expected one of: {})",
                    field.key,
                    keys.join(", ")
                ),
            ));
        }
        if let Some(block) = self.blocks.iter().find(|b| !blocks.contains(&b.name)) {
            return Err(ParseError::new(
                self.file,
                block.line,
                Some(1),
                format!(
                    "unknown block `{}:` for {kind} (expected one of: {})",
                    block.name,
                    blocks.join(", ")
                ),
            ));
        }
        Ok(())
    }

    /// An error at the end of the file, for something that is missing.
    pub fn missing(&self, message: impl Into<String>) -> ParseError {
        ParseError::new(self.file, self.last_line.max(1), None, message)
    }

    /// The `grid:` block written one character per `unit` (a cell, a square), every row
    /// as long as the first, each character read by `read`; one it reads as `None` is a
    /// bad `unit` whose error says what was `expected`. Returns the rows, the columns
    /// and the values in reading order.
    ///
    /// ```
    /// use puzzle_ir::text::Document;
    ///
    /// let doc = Document::parse("p.txt", "kind: k\ngrid:\n.1\n2.\n").unwrap();
    /// // A cell is `.` (no digit) or a digit.
    /// let cell = |ch: char| if ch == '.' { Some(None) } else { ch.to_digit(10).map(Some) };
    /// let grid = doc.char_grid("cell", cell, "`.` or a digit").unwrap();
    /// assert_eq!(grid, (2, 2, vec![None, Some(1), Some(2), None]));
    /// let doc = Document::parse("p.txt", "kind: k\ngrid:\n.1\n2\n").unwrap();
    /// let error = doc.char_grid("cell", cell, "`.` or a digit").unwrap_err().to_string();
    /// assert_eq!(error, "p.txt:4:2: row has 1 cell; expected 2 like the first row (line 3)");
    /// ```
    pub fn char_grid<T>(
        &self,
        unit: &str,
        read: impl Fn(char) -> Option<T>,
        expected: &str,
    ) -> Result<(usize, usize, Vec<T>), ParseError> {
        let grid = (self.block("grid")).ok_or_else(|| self.missing("missing `grid:` block"))?;
        let first = (grid.rows.first())
            .ok_or_else(|| ParseError::new(self.file, grid.line, None, "the grid has no rows"))?;
        let cols = first.text.trim_end().chars().count();
        let mut values = Vec::with_capacity(grid.rows.len() * cols);
        for row in &grid.rows {
            let text = row.text.trim_end();
            let length = text.chars().count();
            if length != cols {
                let message = format!(
                    "row has {}; expected {cols} like the first row (line {})",
                    count(length, unit),
                    first.line
                );
                let column = Some(length.min(cols) + 1);
                return Err(ParseError::new(self.file, row.line, column, message));
            }
            for (index, ch) in text.chars().enumerate() {
                let bad = || format!("bad {unit} `{ch}`; expected {expected}");
                let value = read(ch)
                    .ok_or_else(|| ParseError::new(self.file, row.line, Some(index + 1), bad()))?;
                values.push(value);
            }
        }
        Ok((grid.rows.len(), cols, values))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_report_character_columns() {
        assert_eq!(tokens(" 1  é 23"), vec![(2, "1"), (5, "é"), (7, "23")]);
    }

    #[test]
    fn bad_utf8_names_line_and_column() {
        let err = decode_utf8("f", b"ab\ncd\xffe").unwrap_err();
        assert_eq!((err.line, err.column), (2, Some(3)));
    }

    #[test]
    fn a_key_without_a_value_followed_by_rows_starts_a_block() {
        let doc = Document::parse("f", "kind: x\ncages:\na a\nb b\nsums:\na 1\n").unwrap();
        assert_eq!(doc.fields.len(), 1);
        let cages = doc.block("cages").unwrap();
        assert_eq!((cages.line, cages.rows.len()), (2, 2));
        assert_eq!(doc.block("sums").unwrap().rows[0].text, "a 1");
        let err = Document::parse("f", "kind: x\nrows: 1\na a\n").unwrap_err();
        assert_eq!(err.line, 3);
    }

    #[test]
    fn grid_rows_may_start_with_hash() {
        let doc = Document::parse("f", "# c\nkind: x\ngrid:\n#..\n\n..#\nparity:\nee\n").unwrap();
        assert_eq!(doc.fields.len(), 1);
        assert_eq!(doc.block("grid").unwrap().rows.len(), 2);
        assert_eq!(doc.block("parity").unwrap().rows[0].line, 8);
    }
}
