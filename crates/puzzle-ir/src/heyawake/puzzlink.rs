//! Heyawake in puzz.link URLs (pzprjs's genre `heyawake`: the room borders, then a
//! number per room, see [`crate::interop::rooms`]) and pzprv3 files (the rooms, a grid of
//! numbers, then the answer: `#` shaded, `+` or `.` unshaded). pzprjs writes a room's
//! number on the topmost cell of the room's leftmost column, which is not always the
//! room's first cell in reading order; a number anywhere else in a pzprv3 file is read
//! as its room's number too, and two numbers in one room are an error.

use super::Heyawake;
use crate::interop::codec::{read_shading, shading_token};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::rooms::{
    numbers_from_url, numbers_to_url, rooms_from_pzprv3, rooms_from_url, rooms_to_pzprv3,
    rooms_to_url,
};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Heyawake's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Heyawake> = Genre {
    name: "heyawake",
    aliases: &["heyawacky"],
    url_flags: None,
    from_url,
    to_url,
    from_pzprv3,
    to_pzprv3,
};

fn from_url(parts: &Parts) -> Result<Heyawake, ParseError> {
    let (rooms, used) = rooms_from_url(&parts.body, parts.rows, parts.cols)?;
    let numbers = numbers_from_url(&parts.body, used, rooms.len(), u8::MAX.into())?;
    let numbers = numbers.into_iter().map(|n| n.map(|n| n as u8)).collect();
    Ok(Heyawake::new(rooms, numbers))
}

fn to_url(puzzle: &Heyawake) -> Result<(usize, usize, String), Unsupported> {
    let numbers: Vec<Option<u32>> = puzzle.numbers().iter().map(|n| n.map(u32::from)).collect();
    let body = rooms_to_url(puzzle.rooms()) + &numbers_to_url(&numbers);
    Ok((puzzle.cols(), puzzle.rows(), body))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(Heyawake, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let rooms = rooms_from_pzprv3(reader, rows, cols)?;
    let mut numbers = vec![None; rooms.len()];
    for (r, line) in reader.grid(rows, cols, "numbers")?.iter().enumerate() {
        for (c, token) in line.iter().enumerate() {
            if token.text == "." {
                continue;
            }
            let value = token.value(0, 255).map_err(|_| {
                token.place.error(format!(
                    "expected `.` (no number) or a number 0-255, found `{}`",
                    token.text
                ))
            })?;
            if numbers[rooms.room(r, c)].replace(value as u8).is_some() {
                return Err(token.place.error("a second number in this room"));
            }
        }
    }
    let answer = read_shading(reader, rows, cols)?;
    Ok((Heyawake::new(rooms, numbers), answer))
}

fn to_pzprv3(puzzle: &Heyawake, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let rooms = puzzle.rooms();
    let mut out = Writer::new("heyawake", &[rows, cols]);
    rooms_to_pzprv3(&mut out, rooms);
    out.grid(rows, cols, |r, c| {
        let room = rooms.room(r, c);
        match puzzle.numbers()[room] {
            Some(n) if rooms.top_of_left_column(room) == (r, c) => n.to_string(),
            _ => ".".to_owned(),
        }
    });
    out.grid(rows, cols, |r, c| shading_token(answer, r, c));
    Ok(out.finish())
}
