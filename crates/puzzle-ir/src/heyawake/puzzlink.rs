//! Heyawake in puzz.link URLs (pzprjs's genre `heyawake`, also read as `heyawacky`: the
//! room borders, then a number per room) and pzprv3 files (the rooms, a grid of
//! numbers, then the answer: `#` shaded, `+` or `.` unshaded). See
//! [`crate::interop::numbered_rooms`] for the rooms and their numbers.

use super::{Heyawake, MAX_NUMBER};
use crate::interop::codec::{read_shading, shading_token};
use crate::interop::numbered_rooms::{
    numbered_rooms_from_pzprv3, numbered_rooms_from_url, numbered_rooms_to_pzprv3,
    numbered_rooms_to_url,
};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Heyawake's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Heyawake> =
    Genre::new("heyawake", from_url, to_url, from_pzprv3, to_pzprv3)
    .aliases(&["heyawacky"]);

fn from_url(parts: &Parts) -> Result<Heyawake, ParseError> {
    numbered_rooms_from_url(parts, MAX_NUMBER).map(Heyawake::new)
}

fn to_url(puzzle: &Heyawake) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), numbered_rooms_to_url(puzzle)))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(Heyawake, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let rooms = numbered_rooms_from_pzprv3(reader, rows, cols, MAX_NUMBER)?;
    let answer = read_shading(reader, rows, cols)?;
    Ok((Heyawake::new(rooms), answer))
}

fn to_pzprv3(puzzle: &Heyawake, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("heyawake", &[rows, cols]);
    numbered_rooms_to_pzprv3(&mut out, puzzle);
    out.grid(rows, cols, |r, c| shading_token(answer, r, c));
    Ok(out.finish())
}
