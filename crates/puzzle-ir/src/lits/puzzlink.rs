//! LITS in puzz.link URLs (pzprjs's genre `lits`: the room borders alone, see
//! [`crate::interop::rooms`]) and pzprv3 files (the rooms, then the answer: `#` shaded,
//! `+` or `.` unshaded). pzprjs's old URL layout (flag `d`) is not read.

use super::Lits;
use crate::interop::codec::{read_shading, shading_token};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::rooms::{rooms_from_pzprv3, rooms_from_url, rooms_to_pzprv3, rooms_to_url};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// LITS's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Lits> =
    Genre::new("lits", from_url, to_url, from_pzprv3, to_pzprv3);

fn from_url(parts: &Parts) -> Result<Lits, ParseError> {
    let (rooms, used) = rooms_from_url(&parts.body, parts.rows, parts.cols)?;
    if used < parts.body.text.len() {
        return Err(parts.body.error(used, "data after the room borders"));
    }
    Ok(Lits::new(rooms))
}

fn to_url(puzzle: &Lits) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), rooms_to_url(puzzle.rooms())))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(Lits, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let rooms = rooms_from_pzprv3(reader, rows, cols)?;
    let answer = read_shading(reader, rows, cols)?;
    Ok((Lits::new(rooms), answer))
}

fn to_pzprv3(puzzle: &Lits, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("lits", &[rows, cols]);
    rooms_to_pzprv3(&mut out, puzzle.rooms());
    out.grid(rows, cols, |r, c| shading_token(answer, r, c));
    Ok(out.finish())
}
