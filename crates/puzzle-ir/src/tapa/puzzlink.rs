//! Tapa in puzz.link URLs (pzprjs's genre `tapa`, its `decodeNumber_tapa`) and pzprv3
//! files.
//!
//! URLs hold the clues row by row: a lone number as its digit `0`..`8`, `9` the clue
//! `1,1,1,1`, `.` a lone `?`; any other clue of two to four numbers as two base-36
//! digits, 360 + 6a + b for two numbers, 396 + 16a + 4b + c for three, 460 and a bit a
//! number (1 or `?`) for four, where a `?` counts 0; `g`..`z` a run of 1..20 cells
//! without a clue.
//!
//! pzprv3 files hold puzzle and answer in one grid: a clue (its numbers joined by
//! commas, `-` for `?`), `#` shaded, `+` (a cell marked unshaded) or `.` not shaded.

use super::{RingClue, Tapa, TapaAnswer};
use crate::interop::codec::{filled, read_cells, BodyWriter, RUNS_FROM_G};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::{Body, Parts};
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Tapa's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Tapa> = Genre::new("tapa", from_url, to_url, from_pzprv3, to_pzprv3);

/// The first value of the base-36 pairs of clues of two, three and four numbers, and
/// the end of the last.
const PAIRS: [u32; 4] = [360, 396, 460, 476];

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Tapa, ParseError> {
    let body = &parts.body;
    let clues = read_cells(body, parts.rows * parts.cols, None, |i| {
        let (numbers, width) = url_clue(body, i)?;
        let clue = RingClue::new(numbers).map_err(|why| body.error(i, why))?;
        Ok((Some(clue), 1, width))
    })?;
    Ok(Tapa::new(parts.rows, parts.cols, clues))
}

/// The numbers of the clue at `i` of a URL body and how many characters it takes.
fn url_clue(body: &Body, i: usize) -> Result<(Vec<Option<u8>>, usize), ParseError> {
    let byte = body.text[i];
    let pair = || {
        let digits = body.text.get(i..i + 2).and_then(|d| std::str::from_utf8(d).ok());
        let value = digits.and_then(|d| u32::from_str_radix(d, 36).ok());
        value.filter(|v| (PAIRS[0]..PAIRS[3]).contains(v)).ok_or_else(|| {
            body.error(i, format!("expected a clue of two base-36 digits from a0 to d7 at {}", body.show(i)))
        })
    };
    let numbers = match byte {
        b'0'..=b'8' => return Ok((vec![Some(byte - b'0')], 1)),
        b'9' => return Ok((vec![Some(1); 4], 1)),
        b'.' => return Ok((vec![None], 1)),
        b'a'..=b'f' => unpacked(pair()?),
        _ => return Err(body.error(i, format!("unexpected {} in a Tapa URL", body.show(i)))),
    };
    let numbers = numbers.into_iter().map(|n| (n > 0).then_some(n as u8)).collect();
    Ok((numbers, 2))
}

/// The numbers (0 for `?`) of a base-36 pair's value.
fn unpacked(value: u32) -> Vec<u32> {
    match value {
        v if v < PAIRS[1] => vec![(v - PAIRS[0]) / 6, (v - PAIRS[0]) % 6],
        v if v < PAIRS[2] => (0..3).rev().map(|k| (v - PAIRS[1]) >> (2 * k) & 3).collect(),
        v => (0..4).rev().map(|k| (v - PAIRS[2]) >> k & 1).collect(),
    }
}

/// The URL's (columns, rows, body), as pzprjs's `encodeNumber_tapa` writes it.
fn to_url(puzzle: &Tapa) -> Result<(usize, usize, String), Unsupported> {
    let mut body = BodyWriter::new(RUNS_FROM_G);
    for clue in puzzle.clues_by_cell() {
        match clue {
            Some(clue) => body.push(&url_text(clue.numbers())),
            None => body.blank(),
        }
    }
    Ok((puzzle.cols(), puzzle.rows(), body.finish()))
}

/// A clue as a URL writes it.
fn url_text(numbers: &[Option<u8>]) -> String {
    let value = |weights: &[u32]| {
        let known = numbers.iter().map(|n| n.map_or(0, u32::from));
        known.zip(weights).map(|(n, w)| n * w).sum::<u32>()
    };
    match numbers {
        [Some(n)] => n.to_string(),
        [None] => ".".into(),
        [Some(1), Some(1), Some(1), Some(1)] => "9".into(),
        [_, _] => base36(PAIRS[0] + value(&[6, 1])),
        [_, _, _] => base36(PAIRS[1] + value(&[16, 4, 1])),
        _ => base36(PAIRS[2] + value(&[8, 4, 2, 1])),
    }
}

/// A value 360..476 as two base-36 digits.
fn base36(value: u32) -> String {
    let digit = |d: u32| char::from_digit(d, 36).expect("a base-36 digit");
    [digit(value / 36), digit(value % 36)].iter().collect()
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Tapa, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let mut clues = Vec::with_capacity(rows * cols);
    let mut shaded = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "board")?.into_iter().flatten() {
        let (clue, shade) = match token.text {
            "#" => (None, true),
            "." | "+" => (None, false),
            text => {
                let numbers = text.replace('-', "?");
                let clue = RingClue::parse(&numbers).map_err(|_| {
                    token.place.error(format!(
                        "expected a clue (numbers 0-8 or `-` joined by commas), `#` (shaded), `+` or `.` (not shaded), found `{text}`"
                    ))
                })?;
                (Some(clue), false)
            }
        };
        clues.push(clue);
        shaded.push(shade);
    }
    // Nothing may follow the board but pzprjs's trailer.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    let puzzle = Tapa::new(rows, cols, clues);
    let answer = (shaded.contains(&true)).then(|| filled(TapaAnswer::new(rows, cols, shaded).grid()));
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells as `+`).
fn to_pzprv3(puzzle: &Tapa, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("tapa", &[rows, cols]);
    out.grid(rows, cols, |row, col| match (puzzle.clue(row, col), answer) {
        (Some(clue), _) => clue.to_string().replace('?', "-"),
        (None, Some(grid)) if grid[row][col] == "#" => "#".to_owned(),
        (None, Some(_)) => "+".to_owned(),
        (None, None) => ".".to_owned(),
    });
    Ok(out.finish())
}
