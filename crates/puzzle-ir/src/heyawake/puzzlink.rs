//! Heyawake in puzz.link URLs (pzprjs's genre `heyawake`: the room borders, then a
//! number per room, see [`crate::interop::rooms`]) and pzprv3 files (the rooms, a grid of
//! numbers, then the answer: `#` shaded, `+` or `.` unshaded); pzprjs's unknown number
//! is `.` in URLs and `-` in files. pzprjs writes a room's
//! number on the topmost cell of the room's leftmost column, which is not always the
//! room's first cell in reading order; a number anywhere else in a pzprv3 file is read
//! as its room's number too, and two numbers in one room are an error.

use super::{Heyawake, RoomNumber};
use crate::interop::codec::Number;
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
pub(super) const GENRE: Genre<Heyawake> =
    Genre::new("heyawake", from_url, to_url, from_pzprv3, to_pzprv3)
    .aliases(&["heyawacky"]);

fn from_url(parts: &Parts) -> Result<Heyawake, ParseError> {
    let (rooms, used) = rooms_from_url(&parts.body, parts.rows, parts.cols)?;
    let numbers = numbers_from_url(&parts.body, used, rooms.len(), u8::MAX.into())?;
    let numbers = (numbers.into_iter())
        .map(|number| {
            number.map(|number| match number {
                Number::Known(n) => RoomNumber::Count(n as u8),
                Number::Unknown => RoomNumber::Unknown,
            })
        })
        .collect();
    Ok(Heyawake::new(rooms, numbers))
}

fn to_url(puzzle: &Heyawake) -> Result<(usize, usize, String), Unsupported> {
    let numbers: Vec<Option<Number>> = (puzzle.numbers().iter())
        .map(|number| {
            number.map(|number| match number {
                RoomNumber::Count(n) => Number::Known(n.into()),
                RoomNumber::Unknown => Number::Unknown,
            })
        })
        .collect();
    let body = rooms_to_url(puzzle.rooms()) + &numbers_to_url(&numbers);
    Ok((puzzle.cols(), puzzle.rows(), body))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(Heyawake, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let rooms = rooms_from_pzprv3(reader, rows, cols)?;
    let mut numbers = vec![None; rooms.len()];
    for (r, line) in reader.grid(rows, cols, "numbers")?.iter().enumerate() {
        for (c, token) in line.iter().enumerate() {
            let number = match token.text {
                "." => continue,
                "-" => RoomNumber::Unknown,
                text => RoomNumber::Count(token.value(0, 255).map_err(|_| {
                    token.place.error(format!(
                        "expected `.` (no number), `-` (unknown) or a number 0-255, found `{text}`"
                    ))
                })? as u8),
            };
            if numbers[rooms.room(r, c)].replace(number).is_some() {
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
            Some(RoomNumber::Count(n)) if rooms.top_of_left_column(room) == (r, c) => n.to_string(),
            Some(RoomNumber::Unknown) if rooms.top_of_left_column(room) == (r, c) => "-".to_owned(),
            _ => ".".to_owned(),
        }
    });
    out.grid(rows, cols, |r, c| shading_token(answer, r, c));
    Ok(out.finish())
}
