//! Double Choco in puzz.link URLs (pzprjs's genre `dbchoco`) and pzprv3 files.
//!
//! URLs hold the grey cells as bits, five to a base-32 digit (pzprjs's `encodeIce`),
//! then the numbers row by row in pzprjs's number format (`encodeNumber16`: 1..15 one
//! hex digit, 16..255 `-` and two, 256..999 `+` and three, `.` the unknown number,
//! `g`..`z` a run of 1..20 cells without a number).
//!
//! pzprv3 files hold one token per cell (`-` before it for a grey cell; then a number,
//! `0` the unknown number, or `.`/nothing for none), then the answer's borders
//! ([`border_drawing`](crate::border_drawing)).

use super::{DoubleChoco, DoubleChocoAnswer, MAX_NUMBER, UNKNOWN};
use crate::border_drawing::{pzprv3 as borders, Borders};
use crate::interop::codec::{filled, read_bits, read_numbers, write_bits, write_numbers};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::{Body, Parts};
use crate::interop::{Genre, Unsupported};
use crate::{KindAnswer, ParseError};

/// Double Choco's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<DoubleChoco> =
    Genre::new("dbchoco", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<DoubleChoco, ParseError> {
    let cells = parts.rows * parts.cols;
    let (grey, used) = read_bits(&parts.body, 0, cells, "grey cells")?;
    let numbers_body = Body {
        text: &parts.body.text[used..],
        place: parts.body.place.shifted(used),
    };
    let numbers = read_numbers(&numbers_body, cells, MAX_NUMBER)?;
    Ok(DoubleChoco::new(parts.rows, parts.cols, grey, numbers).expect("shape checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeDBChoco` writes it.
fn to_url(puzzle: &DoubleChoco) -> Result<(usize, usize, String), Unsupported> {
    let body = write_bits(puzzle.greys()) + &write_numbers(puzzle.numbers());
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no border is drawn.
fn from_pzprv3(reader: &mut Reader) -> Result<(DoubleChoco, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let (mut grey, mut numbers) = (Vec::new(), Vec::new());
    for token in reader.grid(rows, cols, "question")?.into_iter().flatten() {
        let (shaded, rest) = match token.text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, token.text),
        };
        grey.push(shaded);
        numbers.push(match rest {
            "" | "." => None,
            "0" => Some(UNKNOWN),
            _ => Some(rest.parse().ok().filter(|n| (1..=MAX_NUMBER).contains(n)).ok_or_else(|| {
                token.place.error(format!(
                    "expected a cell: `-` for grey, then `.` (no number), `0` (unknown) or a number 1-{MAX_NUMBER}; found `{}`",
                    token.text
                ))
            })?),
        });
    }
    let puzzle = DoubleChoco::new(rows, cols, grey, numbers).expect("shape checked");
    let drawn = borders::read(reader, rows, cols)?;
    // An empty answer section: only pzprjs's trailer may follow.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    if drawn == Borders::none(rows, cols) {
        return Ok((puzzle, None));
    }
    let drawing = DoubleChocoAnswer::new(&puzzle, drawn).grid();
    Ok((puzzle, Some(filled(drawing))))
}

/// The pzprv3 file of a puzzle and, when given, its answer drawing.
fn to_pzprv3(puzzle: &DoubleChoco, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("dbchoco", &[rows, cols]);
    out.grid(rows, cols, |row, col| {
        let grey = if puzzle.is_grey(row, col) { "-" } else { "" };
        let number = match puzzle.number(row, col) {
            Some(UNKNOWN) => "0".to_owned(),
            Some(n) => n.to_string(),
            None if grey.is_empty() => ".".to_owned(),
            None => String::new(),
        };
        format!("{grey}{number}")
    });
    borders::write(&mut out, rows, cols, answer);
    Ok(out.finish())
}
