//! The vocabulary every genre's URL and pzprv3 codec is written in: pzprjs's number
//! format with its escapes and its unknown number, runs of blank cells as letters, bits
//! packed five to a base-32 digit, lines drawn on a grid's links, and shaded cells. Every
//! reader names the column of a bad character.

use super::pzprv3::{Grid, Reader, Token, Writer};
use super::url::Body;
use crate::plural::count;
use crate::shading::UNKNOWN;
use crate::ParseError;

/// A number as pzprjs writes it on a board: a value, or its unknown number (a `?` on
/// the board, `.` in URLs, `-` in pzprv3 files).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Number {
    Known(u32),
    Unknown,
}

/// The escapes of pzprjs's number format (`decodeNumber16`): marker, hex digits, offset.
const ESCAPES: [(u8, usize, u32); 7] = [
    (b'-', 2, 0),
    (b'+', 3, 0),
    (b'=', 3, 4096),
    (b'%', 3, 8192),
    (b'@', 3, 8192),
    (b'*', 4, 12240),
    (b'$', 5, 77776),
];

/// The number at `i` of a URL body in pzprjs's number format (a hex digit, an escape
/// and its hex digits, or `.` for the unknown number) and how many characters it takes;
/// `None` when the character starts no number.
pub(crate) fn read_number(body: &Body, i: usize) -> Result<Option<(Number, usize)>, ParseError> {
    let byte = body.text[i];
    if byte == b'.' {
        return Ok(Some((Number::Unknown, 1)));
    }
    if let b'0'..=b'9' | b'a'..=b'f' = byte {
        let digit = char::from(byte).to_digit(16).expect("a hex digit");
        return Ok(Some((Number::Known(digit), 1)));
    }
    let Some(&(_, digits, offset)) = ESCAPES.iter().find(|e| e.0 == byte) else {
        return Ok(None);
    };
    let mut value = 0;
    for k in 1..=digits {
        let digit = body
            .text
            .get(i + k)
            .and_then(|&b| char::from(b).to_digit(16));
        let Some(digit) = digit else {
            return Err(body.error(
                i + k,
                format!(
                    "the escape `{}` needs {digits} hex digits, found {}",
                    char::from(byte),
                    body.show(i + k)
                ),
            ));
        };
        value = value * 16 + digit;
    }
    Ok(Some((Number::Known(value + offset), digits + 1)))
}

/// A number as pzprjs's `encodeNumber16` writes it.
pub(crate) fn write_number(value: u32) -> String {
    match value {
        0..=15 => format!("{value:x}"),
        16..=255 => format!("-{value:x}"),
        256..=4095 => format!("+{value:x}"),
        4096..=8191 => format!("={:03x}", value - 4096),
        8192..=12239 => format!("@{:03x}", value - 8192),
        12240..=77775 => format!("*{:04x}", value - 12240),
        _ => format!("${:05x}", value - 77776),
    }
}

/// The cells of a body of `cells` cells in pzprjs's number format (`decodeNumber16`):
/// a number 1..=`max`, [`UNKNOWN`] for the unknown number `.`, `None` for each cell of a
/// `g`..`z` run.
pub(crate) fn read_numbers(
    body: &Body,
    cells: usize,
    max: u32,
) -> Result<Vec<Option<u32>>, ParseError> {
    read_cells(body, cells, None, |i| {
        match read_number(body, i)? {
        Some((Number::Known(n), width)) if (1..=max).contains(&n) => Ok((Some(n), 1, width)),
        Some((Number::Known(n), _)) => {
            Err(body.error(i, format!("the number {n} is outside 1..{max}")))
        }
        Some((Number::Unknown, width)) => Ok((Some(UNKNOWN), 1, width)),
        None => Err(body.error(
            i,
            format!(
                "unknown character {} (expected a number in pzprjs's format, g-z for cells without one)",
                body.show(i)
            ),
        )),
    }
    })
}

/// The body of `numbers` ([`UNKNOWN`] the unknown number) as pzprjs's `encodeNumber16`
/// writes it, runs of cells without one as `g`..`z`.
pub(crate) fn write_numbers(numbers: &[Option<u32>]) -> String {
    let mut body = BodyWriter::new(RUNS_FROM_G);
    for number in numbers {
        match number {
            None => body.blank(),
            Some(UNKNOWN) => body.push("."),
            Some(n) => body.push(&write_number(*n)),
        }
    }
    body.finish()
}

/// The letters a genre writes runs of blank cells with: `first` stands for one cell,
/// each next letter up to `z` for one more.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Runs {
    first: u8,
}

/// Runs of 1..=20 blank cells as `g`..`z`, as most genres write them.
pub(crate) const RUNS_FROM_G: Runs = Runs { first: b'g' };

/// Runs of 1..=16 blank cells as `k`..`z`, as Kakuro writes them.
pub(crate) const RUNS_FROM_K: Runs = Runs { first: b'k' };

/// Runs of 1..=26 blank cells as `a`..`z`, as the genres of arrow clues write them.
pub(crate) const RUNS_FROM_A: Runs = Runs { first: b'a' };

impl Runs {
    fn longest(self) -> usize {
        usize::from(b'z' - self.first) + 1
    }

    /// The length of the run that the character at `i` writes, if it writes one; an
    /// error when the run passes the last of `total` units (cells, rooms) with `done` of
    /// them read.
    pub(crate) fn read(
        self,
        body: &Body,
        i: usize,
        done: usize,
        total: usize,
        unit: &str,
    ) -> Result<Option<usize>, ParseError> {
        let byte = body.text[i];
        if !(self.first..=b'z').contains(&byte) {
            return Ok(None);
        }
        let run = usize::from(byte - self.first) + 1;
        if done + run > total {
            return Err(body.error(
                i,
                format!(
                    "`{}` skips {}, past the last ({} left)",
                    char::from(byte),
                    count(run, unit),
                    total - done
                ),
            ));
        }
        Ok(Some(run))
    }
}

/// A URL body written entry by entry, runs of blank cells as letters.
pub(crate) struct BodyWriter {
    text: String,
    blanks: usize,
    runs: Runs,
}

impl BodyWriter {
    pub(crate) fn new(runs: Runs) -> Self {
        BodyWriter {
            text: String::new(),
            blanks: 0,
            runs,
        }
    }

    /// One more blank cell.
    pub(crate) fn blank(&mut self) {
        self.blanks += 1;
        if self.blanks == self.runs.longest() {
            self.flush();
        }
    }

    /// An entry after the blank cells so far.
    pub(crate) fn push(&mut self, entry: &str) {
        self.flush();
        self.text.push_str(entry);
    }

    fn flush(&mut self) {
        if self.blanks > 0 {
            self.text
                .push(char::from(self.runs.first + self.blanks as u8 - 1));
            self.blanks = 0;
        }
    }

    pub(crate) fn finish(mut self) -> String {
        self.flush();
        self.text
    }
}

/// How pzprjs's `encode4Cell` writes a number in cell `i` of `cells`: the character
/// of 0 (`0`, `5` or `a`) and how many following blank cells (0 to 2) it covers. pzprjs
/// looks only at whether the next cells exist and are blank, so a number near the end
/// covers cells past the last.
pub(crate) fn folded_blanks(i: usize, cells: usize, blank: impl Fn(usize) -> bool) -> (u8, usize) {
    if i + 1 < cells && !blank(i + 1) {
        (b'0', 0)
    } else if i + 2 < cells && !blank(i + 2) {
        (b'5', 1)
    } else {
        (b'a', 2)
    }
}

/// The entries of a URL body of `cells` cells, from its first character: runs of blank
/// cells as letters `g`..`z`, every other character read by `entry` (given its index:
/// the entry, how many cells it covers, how many characters it takes). An entry may
/// cover cells past the last, as pzprjs's encoders let it; anything after the last cell
/// is an error.
pub(crate) fn read_cells<T: Clone>(
    body: &Body,
    cells: usize,
    blank: T,
    mut entry: impl FnMut(usize) -> Result<(T, usize, usize), ParseError>,
) -> Result<Vec<T>, ParseError> {
    let mut out = vec![blank; cells];
    let (mut cell, mut i) = (0, 0);
    while i < body.text.len() {
        if cell >= cells {
            return Err(body.error(i, "data after the last cell"));
        }
        if let Some(run) = RUNS_FROM_G.read(body, i, cell, cells, "cell")? {
            cell += run;
            i += 1;
            continue;
        }
        let (value, covered, width) = entry(i)?;
        out[cell] = value;
        cell = (cell + covered).min(cells);
        i += width;
    }
    Ok(out)
}

/// `count` bits from a URL body, five to a base-32 digit (`0`-`9`, `a`-`v`), most
/// significant first, starting at character `from`; also the index after them.
pub(crate) fn read_bits(
    body: &Body,
    from: usize,
    count: usize,
    what: &str,
) -> Result<(Vec<bool>, usize), ParseError> {
    let digits = count.div_ceil(5);
    let mut bits = Vec::with_capacity(count);
    for i in from..from + digits {
        let Some(&byte) = body.text.get(i) else {
            return Err(body.error(i, format!("the body ends inside the {what}")));
        };
        let value = char::from(byte)
            .to_digit(32)
            .filter(|_| !byte.is_ascii_uppercase())
            .ok_or_else(|| {
                body.error(
                    i,
                    format!(
                        "unknown character {} in the {what} (expected 0-9 or a-v)",
                        body.show(i)
                    ),
                )
            })?;
        let wanted = (count - 5 * (i - from)).min(5);
        bits.extend((0..wanted).map(|bit| value & (16 >> bit) != 0));
    }
    Ok((bits, from + digits))
}

/// Bits five to a base-32 digit, as pzprjs writes them.
pub(crate) fn write_bits(bits: &[bool]) -> String {
    bits.chunks(5)
        .map(|chunk| {
            let value = (chunk.iter().enumerate())
                .fold(0, |acc, (i, &on)| acc | (u32::from(on) << (4 - i)));
            char::from_digit(value, 32).expect("five bits")
        })
        .collect()
}

/// A pzprv3 grid of `rows` x `cols` lines drawn between cells or vertices (`what`: the
/// grid's name, `item`: one of its tokens): `1` a line, `0` none, `-1` a cross (none).
pub(crate) fn read_lines(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
    what: &str,
    item: &str,
) -> Result<Vec<bool>, ParseError> {
    let mut lines = Vec::with_capacity(rows * cols);
    for token in reader.line_grid(rows, cols, what)?.iter().flatten() {
        lines.push(match token.text {
            "1" => true,
            "0" | "-1" => false,
            other => {
                return Err(token.place.error(format!(
                    "expected {item} `1` (line), `0` (none) or `-1` (cross), found `{other}`"
                )))
            }
        });
    }
    Ok(lines)
}

/// The links of a drawing on the cells' centres (the lines kit's, `rows` x `cols` cells)
/// as pzprv3 writes them: the `rows` x `cols - 1` links across, then the `rows - 1` x
/// `cols` links down, `1` drawn and `0` not (all `0` without a drawing).
pub(crate) fn write_centre_links(
    out: &mut Writer,
    rows: usize,
    cols: usize,
    drawing: Option<&[Vec<String>]>,
) {
    write_marks(out, rows, cols, drawing, 0);
}

/// The marks `-` or `|` between neighbouring cells of a drawing that shows cell (r, c)
/// at line `2 * r + shift`, column `2 * c + shift`, as pzprv3 writes them: the `rows` x
/// `cols - 1` marks right of the cells, then the `rows - 1` x `cols` below them, `1`
/// drawn and `0` not (all `0` without a drawing).
pub(crate) fn write_marks(
    out: &mut Writer,
    rows: usize,
    cols: usize,
    drawing: Option<&[Vec<String>]>,
    shift: usize,
) {
    let drawn = |line: usize, col: usize| {
        let on = drawing.is_some_and(|grid| matches!(grid[line][col].as_str(), "-" | "|"));
        if on { "1" } else { "0" }.to_owned()
    };
    out.grid(rows, cols - 1, |row, col| {
        drawn(2 * row + shift, 2 * col + 1 + shift)
    });
    out.grid(rows - 1, cols, |row, col| {
        drawn(2 * row + 1 + shift, 2 * col + shift)
    });
}

/// A drawing's rows of cell strings as a pzprv3 answer grid (every cell filled).
pub(crate) fn filled(drawing: Vec<Vec<String>>) -> Grid {
    (drawing.into_iter())
        .map(|row| row.into_iter().map(Some).collect())
        .collect()
}

/// An answer cell of a pzprv3 file of numbers filled in: a cell with a `given` number
/// keeps it (the file repeats it or leaves an empty mark there), any other holds a
/// number 1..=`max` or, as an empty mark, nothing.
pub(crate) fn filled_number(
    token: &Token,
    given: Option<u32>,
    max: u32,
) -> Result<Option<String>, ParseError> {
    match given {
        Some(given) if token.is_empty_mark() || token.text == given.to_string() => {
            Ok(Some(given.to_string()))
        }
        Some(given) => Err(token.place.error(format!(
            "the answer gives `{}` where the puzzle gives {given}",
            token.text
        ))),
        None if token.is_empty_mark() => Ok(None),
        None => token.value(1, max).map(|v| Some(v.to_string())),
    }
}

/// A pzprv3 answer grid of shaded cells (`#` shaded; `+` or `.` unshaded, written `.`),
/// when the file shades at least one cell (pzprjs writes an unsolved board's answer
/// grid unshaded).
pub(crate) fn read_shading(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
) -> Result<Option<Grid>, ParseError> {
    let answer = reader.answer(rows, cols, |_, _, token: &Token| match token.text {
        "#" => Ok(Some("#".to_owned())),
        "+" | "." => Ok(Some(".".to_owned())),
        other => Err(token.place.error(format!(
            "expected `#` (shaded), `+` or `.` (unshaded), found `{other}`"
        ))),
    })?;
    Ok(answer.filter(|grid| grid.iter().flatten().any(|c| c.as_deref() == Some("#"))))
}

/// A pzprv3 grid of shaded cells as pzprjs writes an answer (`#` shaded, `+` unshaded),
/// or unsolved (`.` everywhere) without one.
pub(crate) fn shading_token(answer: Option<&[Vec<String>]>, row: usize, col: usize) -> String {
    match answer {
        Some(grid) if grid[row][col] == "#" => "#",
        Some(_) => "+",
        None => ".",
    }
    .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_use_pzprjs_escapes() {
        let written: Vec<String> = [2, 17, 300, 5000, 9000, 20000, 80000]
            .map(write_number)
            .into();
        assert_eq!(
            written,
            ["2", "-11", "+12c", "=388", "@328", "*1e50", "$008b0"]
        );
    }

    #[test]
    fn runs_of_blanks_are_cut_at_the_last_letter() {
        let mut body = BodyWriter::new(RUNS_FROM_K);
        (0..17).for_each(|_| body.blank());
        body.push("1");
        assert_eq!(body.finish(), "zk1");
    }
}
