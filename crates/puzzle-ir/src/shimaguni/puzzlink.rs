//! Shimaguni in puzz.link URLs (pzprjs's genre `shimaguni`: the room borders, then a
//! number per room) and pzprv3 files (the rooms, a grid of numbers, the answer: `#`
//! shaded, `+` or `.` unshaded; then, from today's pzprjs, an optional grid of a
//! solver's sub numbers, which are notes and no answer). See
//! [`crate::interop::numbered_rooms`] for the rooms and their numbers.

use super::{Shimaguni, MAX_NUMBER};
use crate::interop::codec::{read_shading, shading_token};
use crate::interop::numbered_rooms::{
    numbered_rooms_from_pzprv3, numbered_rooms_from_url, numbered_rooms_to_pzprv3,
    numbered_rooms_to_url,
};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Shimaguni's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Shimaguni> =
    Genre::new("shimaguni", from_url, to_url, from_pzprv3, to_pzprv3);

fn from_url(parts: &Parts) -> Result<Shimaguni, ParseError> {
    numbered_rooms_from_url(parts, MAX_NUMBER).map(Shimaguni::new)
}

fn to_url(puzzle: &Shimaguni) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), numbered_rooms_to_url(puzzle)))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(Shimaguni, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let rooms = numbered_rooms_from_pzprv3(reader, rows, cols, MAX_NUMBER)?;
    reader.allow_sub_numbers();
    let answer = read_shading(reader, rows, cols)?;
    Ok((Shimaguni::new(rooms), answer))
}

fn to_pzprv3(puzzle: &Shimaguni, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("shimaguni", &[rows, cols]);
    numbered_rooms_to_pzprv3(&mut out, puzzle);
    out.grid(rows, cols, |r, c| shading_token(answer, r, c));
    Ok(out.finish())
}
