//! Numberlink in puzz.link URLs (pzprjs's genre `numlin`, its `decodeNumber16`: the
//! numbers row by row, 1..15 as one hex digit, 16..255 as `-` and two hex digits,
//! 256..999 as `+` and three, `.` the unknown number, `g`..`z` a run of 1..20 cells without a number) and pzprv3 files
//! in the layout pzprjs writes: the numbers (`-` unknown, `.` none), then the lines: the
//! rows x (cols - 1) links across and the (rows - 1) x cols links down, `1` for a line
//! and `0` or `-1` (a cross) for none. Both hold puzz.link's rule, where a cell may stay
//! empty: a puzzle under Janko's rule (`cells: all`) has no form in them.

use super::{Numberlink, NumberlinkAnswer, MAX_NUMBER};
use crate::interop::codec::{filled, read_lines, read_numbers, write_centre_links, write_numbers};
use crate::interop::number_cells::{read_number_cells, write_number_cells};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Numberlink's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Numberlink> =
    Genre::new("numlin", from_url, to_url, from_pzprv3, to_pzprv3);

/// Why a puzzle under Janko's rule has no puzz.link form.
fn janko_rule() -> Unsupported {
    Unsupported("pzprjs's numlin lets cells stay empty: Janko's rule (`cells: all`) has no form there".into())
}

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Numberlink, ParseError> {
    let numbers = read_numbers(&parts.body, parts.rows * parts.cols, MAX_NUMBER)?;
    Ok(Numberlink::new(parts.rows, parts.cols, numbers, false).expect("shape and numbers checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeNumber16` writes it.
fn to_url(puzzle: &Numberlink) -> Result<(usize, usize, String), Unsupported> {
    if puzzle.every_cell() {
        return Err(janko_rule());
    }
    Ok((puzzle.cols(), puzzle.rows(), write_numbers(puzzle.numbers())))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no line is drawn.
fn from_pzprv3(reader: &mut Reader) -> Result<(Numberlink, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let numbers = read_number_cells(reader, rows, cols, MAX_NUMBER)?;
    let puzzle = Numberlink::new(rows, cols, numbers, false).expect("shape checked");
    let across = read_lines(reader, rows, cols - 1, "links across", "a link")?;
    let down = read_lines(reader, rows - 1, cols, "links down", "a link")?;
    // An empty answer section: only pzprjs's trailer may follow.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    if !across.iter().chain(&down).any(|&on| on) {
        return Ok((puzzle, None));
    }
    let drawing = NumberlinkAnswer::new(&puzzle, across, down).grid();
    Ok((puzzle, Some(filled(drawing))))
}

/// The pzprv3 file of a puzzle and, when given, its answer drawing.
fn to_pzprv3(puzzle: &Numberlink, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    if puzzle.every_cell() {
        return Err(janko_rule());
    }
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("numlin", &[rows, cols]);
    write_number_cells(&mut out, puzzle);
    write_centre_links(&mut out, rows, cols, answer);
    Ok(out.finish())
}
