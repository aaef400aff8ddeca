//! Star Battle in puzz.link URLs (pzprjs's genre `starbattle`: the star count K and a
//! `/`, then the room borders, see [`crate::interop::rooms`]) and pzprv3 files (K on a
//! line after the size, the rooms as a count and a grid of room indices, then the
//! answer: `#` a star, `+` or `.` empty). pzprjs writes its Star Battle files in the
//! older room layout under either header, and so are they read here.

use super::StarBattle;
use crate::interop::codec::{read_shading, shading_token};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::rooms::{room_ids, rooms_from_url, rooms_to_pzprv3, rooms_to_url};
use crate::interop::url::{Body, Parts};
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Star Battle's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<StarBattle> =
    Genre::new("starbattle", from_url, to_url, from_pzprv3, to_pzprv3);

fn from_url(parts: &Parts) -> Result<StarBattle, ParseError> {
    let body = &parts.body;
    let end = (body.text.iter().position(|&b| b == b'/')).unwrap_or(body.text.len());
    let field = &body.text[..end];
    let stars = (std::str::from_utf8(field).ok())
        .filter(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|k| k.parse::<usize>().ok())
        .filter(|&k| k > 0)
        .ok_or_else(|| body.error(0, "expected the star count K (1 or more) and a `/`"))?;
    let borders = Body {
        text: body.text.get(end + 1..).unwrap_or(&[]),
        place: body.place.shifted(end + 1),
    };
    let (rooms, used) = rooms_from_url(&borders, parts.rows, parts.cols)?;
    if used < borders.text.len() {
        return Err(borders.error(used, "data after the room borders"));
    }
    Ok(StarBattle::new(rooms, stars))
}

fn to_url(puzzle: &StarBattle) -> Result<(usize, usize, String), Unsupported> {
    let body = format!("{}/{}", puzzle.stars(), rooms_to_url(puzzle.rooms()));
    Ok((puzzle.cols(), puzzle.rows(), body))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(StarBattle, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let (stars, _) = reader.number("the star count")?;
    let rooms = room_ids(reader, rows, cols)?;
    let answer = read_shading(reader, rows, cols)?;
    Ok((StarBattle::new(rooms, stars), answer))
}

fn to_pzprv3(puzzle: &StarBattle, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("starbattle", &[rows, cols, puzzle.stars()]);
    rooms_to_pzprv3(&mut out, puzzle.rooms());
    out.grid(rows, cols, |r, c| shading_token(answer, r, c));
    Ok(out.finish())
}
