//! Shikaku in puzz.link URLs (pzprjs's genre `shikaku`, its `decodeNumber16`) and pzprv3
//! files.
//!
//! URLs hold the numbers row by row in pzprjs's number format (1..15 as one hex digit,
//! 16..255 as `-` and two hex digits, 256..999 as `+` and three, `.` the unknown
//! number), `g`..`z` a run of 1..20 cells without a number.
//!
//! pzprv3 files hold the numbers (`.` none, `-` unknown), then the borders drawn
//! ([`border_drawing`](crate::border_drawing)).

use super::{Shikaku, ShikakuAnswer, MAX_NUMBER, UNKNOWN};
use crate::border_drawing::{pzprv3 as borders, Borders};
use crate::interop::codec::{filled, read_numbers, write_numbers};
use crate::interop::number_cells::read_question_numbers;
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::shading::number_text;
use crate::{KindAnswer, ParseError};

/// Shikaku's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Shikaku> =
    Genre::new("shikaku", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Shikaku, ParseError> {
    let numbers = read_numbers(&parts.body, parts.rows * parts.cols, MAX_NUMBER)?;
    Ok(Shikaku::new(parts.rows, parts.cols, numbers).expect("shape and numbers checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeNumber16` writes it.
fn to_url(puzzle: &Shikaku) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), write_numbers(puzzle.numbers())))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no border is drawn.
fn from_pzprv3(reader: &mut Reader) -> Result<(Shikaku, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let numbers = read_question_numbers(reader, rows, cols, MAX_NUMBER, "an unknown number")?;
    let puzzle = Shikaku::new(rows, cols, numbers).expect("shape checked");
    let drawn = borders::read(reader, rows, cols)?;
    // An empty answer section: only pzprjs's trailer may follow.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    if drawn == Borders::none(rows, cols) {
        return Ok((puzzle, None));
    }
    let drawing = ShikakuAnswer::of_borders(&puzzle, drawn).grid();
    Ok((puzzle, Some(filled(drawing))))
}

/// The pzprv3 file of a puzzle and, when given, its answer drawing.
fn to_pzprv3(puzzle: &Shikaku, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("shikaku", &[rows, cols]);
    out.grid(rows, cols, |row, col| match puzzle.number(row, col) {
        Some(UNKNOWN) => "-".to_owned(),
        number => number_text(number),
    });
    borders::write(&mut out, rows, cols, answer);
    Ok(out.finish())
}
