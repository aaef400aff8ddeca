//! Geradeweg in puzz.link URLs (pzprjs's genre `geradeweg`, its `decodeNumber16`: the
//! numbers row by row, 1..15 as one hex digit, 16..255 as `-` and two hex digits, `.`
//! the unknown number, `g`..`z` a run of 1..20 cells without a number) and pzprv3 files
//! in the layout pzprjs writes: the numbers (`-` unknown, `.` none), then the loop: the
//! rows x (cols - 1) links across and the (rows - 1) x cols links down, `1` for a line
//! and `0` or `-1` (a cross) for none. pzprjs's variant where the loop passes every
//! cell (the URL flag and the file flag `f`) is not Geradeweg here: an error.

use super::{Geradeweg, GeradewegAnswer, MAX_NUMBER};
use crate::interop::codec::{filled, read_lines, read_numbers, write_centre_links, write_numbers};
use crate::interop::number_cells::{read_number_cells, write_number_cells};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Geradeweg's puzz.link genre: its name and this module's codec. Its URLs may carry a
/// flag field, which is read to refuse it.
pub(super) const GENRE: Genre<Geradeweg> =
    Genre::new("geradeweg", from_url, to_url, from_pzprv3, to_pzprv3).url_flags(|_| "");

/// What pzprjs's variant asks, for the message refusing it.
const EVERY_CELL: &str = "the loop passes through every cell";

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Geradeweg, ParseError> {
    let flags = &parts.flags;
    if !flags.text.is_empty() {
        let message = match flags.text {
            b"f" => format!("pzprjs's variant `f` ({EVERY_CELL}) is not read here"),
            _ => format!("unknown flag {}", flags.show(0)),
        };
        return Err(flags.error(0, message));
    }
    let numbers = read_numbers(&parts.body, parts.rows * parts.cols, MAX_NUMBER)?;
    Ok(Geradeweg::new(parts.rows, parts.cols, numbers).expect("shape and numbers checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeNumber16` writes it.
fn to_url(puzzle: &Geradeweg) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), write_numbers(puzzle.numbers())))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no line is drawn.
fn from_pzprv3(reader: &mut Reader) -> Result<(Geradeweg, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    reader.refuse_variant("f", EVERY_CELL)?;
    let numbers = read_number_cells(reader, rows, cols, MAX_NUMBER)?;
    let puzzle = Geradeweg::new(rows, cols, numbers).expect("shape checked");
    let across = read_lines(reader, rows, cols - 1, "links across", "a link")?;
    let down = read_lines(reader, rows - 1, cols, "links down", "a link")?;
    // An empty answer section: only pzprjs's trailer may follow.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    if !across.iter().chain(&down).any(|&on| on) {
        return Ok((puzzle, None));
    }
    let drawing = GeradewegAnswer::new(&puzzle, across, down).grid();
    Ok((puzzle, Some(filled(drawing))))
}

/// The pzprv3 file of a puzzle and, when given, its answer drawing.
fn to_pzprv3(puzzle: &Geradeweg, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("geradeweg", &[rows, cols]);
    write_number_cells(&mut out, puzzle);
    write_centre_links(&mut out, rows, cols, answer);
    Ok(out.finish())
}
