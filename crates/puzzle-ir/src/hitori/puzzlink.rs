//! Hitori in puzz.link URLs (pzprjs's genre `hitori`) and pzprv3 files.
//!
//! URLs hold one token per cell, row by row: a number 1..35 as one base-36 digit
//! (`1`..`9`, `a`..`z`), a number 36..255 as `-` and two base-36 digits, `.` a cell
//! without a number. pzprjs 0.10.1 writes 16..35 as `-` and one digit, an escape that it
//! then reads as two digits; newer pzprjs writes them as single letters, as here, and
//! 0.10.1 reads those right. pzprjs's unknown number is `%` (today's pzprjs writes `@`
//! and reads both; 0.10.1 reads only `%`, which is what is written here).
//!
//! pzprv3 files hold the numbers (`.` none, `-` unknown) and then the answer: `#` shaded,
//! `+` (a cell marked unshaded) or `.` not shaded.

use super::{Hitori, MAX_NUMBER};
use crate::interop::codec::shading_token;
use crate::interop::number_cells::read_question_numbers;
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::shading::{number_text, UNKNOWN};
use crate::ParseError;

/// Hitori's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Hitori> =
    Genre::new("hitori", from_url, to_url, from_pzprv3, to_pzprv3);

/// The value of a base-36 digit.
fn digit(byte: u8) -> Option<u32> {
    char::from(byte).to_digit(36)
}

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Hitori, ParseError> {
    let body = &parts.body;
    let cells = parts.rows * parts.cols;
    let mut numbers = vec![None; cells];
    let mut cell = 0;
    let mut i = 0;
    while i < body.text.len() {
        if cell >= cells {
            return Err(body.error(i, "data after the last cell"));
        }
        let in_range = |n: u32| match n {
            1..=MAX_NUMBER => Ok(n),
            _ => Err(body.error(i, format!("the number {n} is outside 1..{MAX_NUMBER}"))),
        };
        let (number, width) = match body.text[i] {
            b'.' => (None, 1),
            b'%' | b'@' => (Some(UNKNOWN), 1),
            b'-' => {
                let pair = body.text.get(i + 1..i + 3).and_then(|d| Some(digit(d[0])? * 36 + digit(d[1])?));
                let n = pair.ok_or_else(|| body.error(i, "`-` must be followed by two base-36 digits"))?;
                (Some(in_range(n)?), 3)
            }
            byte => match digit(byte) {
                Some(n) => (Some(in_range(n)?), 1),
                None => {
                    return Err(body.error(
                        i,
                        format!(
                            "unknown character {} (expected 1-9 or a-z for a number, `-` and two digits, `%` or `@` for the unknown number, `.` for no number)",
                            body.show(i)
                        ),
                    ))
                }
            },
        };
        numbers[cell] = number;
        cell += 1;
        i += width;
    }
    Ok(Hitori::new(parts.rows, parts.cols, numbers).expect("shape and numbers checked"))
}

/// The URL's (columns, rows, body).
fn to_url(puzzle: &Hitori) -> Result<(usize, usize, String), Unsupported> {
    let body = puzzle
        .numbers()
        .iter()
        .map(|&number| match number {
            None => ".".to_owned(),
            Some(UNKNOWN) => "%".to_owned(),
            Some(n) if n < 36 => char::from_digit(n, 36).expect("a digit").to_string(),
            Some(n) => {
                let (high, low) = (n / 36, n % 36);
                let digit = |d| char::from_digit(d, 36).expect("a digit");
                format!("-{}{}", digit(high), digit(low))
            }
        })
        .collect();
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Hitori, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let numbers = read_question_numbers(reader, rows, cols, MAX_NUMBER, "unknown")?;
    let puzzle = Hitori::new(rows, cols, numbers).expect("shape checked");
    let grid = reader.answer(rows, cols, |row, col, token| match token.text {
        "#" => Ok(Some("#".to_owned())),
        "." | "+" => Ok(Some(number_text(puzzle.number(row, col)))),
        other => Err(token.place.error(format!(
            "expected `#` (shaded), `+` or `.` (not shaded), found `{other}`"
        ))),
    })?;
    let shaded = grid
        .as_ref()
        .is_some_and(|g| g.iter().flatten().any(|c| c.as_deref() == Some("#")));
    Ok((puzzle, grid.filter(|_| shaded)))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells as `+`).
fn to_pzprv3(puzzle: &Hitori, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("hitori", &[rows, cols]);
    out.grid(rows, cols, |row, col| match puzzle.number(row, col) {
        Some(UNKNOWN) => "-".to_owned(),
        number => number_text(number),
    });
    out.grid(rows, cols, |row, col| shading_token(answer, row, col));
    Ok(out.finish())
}
