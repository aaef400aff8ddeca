//! [`NumberedRooms`] in puzz.link URLs (the room borders, then a number per room, see
//! [`super::rooms`]; `.` pzprjs's unknown number) and pzprv3 files (the rooms, then a
//! grid of numbers; `-` the unknown number). pzprjs writes a room's number on the
//! topmost cell of the room's leftmost column; a number anywhere in a room is read as
//! the room's, and two numbers in one room are an error.

use super::codec::Number;
use super::pzprv3::{Reader, Writer};
use super::rooms::{
    numbers_from_url, numbers_to_url, rooms_from_pzprv3, rooms_from_url, rooms_to_pzprv3,
    rooms_to_url,
};
use super::url::Parts;
use crate::numbered_rooms::{NumberedRooms, RoomNumber};
use crate::ParseError;

/// The numbered rooms of a URL, each known number at most `max`.
pub(crate) fn numbered_rooms_from_url(
    parts: &Parts,
    max: u32,
) -> Result<NumberedRooms, ParseError> {
    let (rooms, used) = rooms_from_url(&parts.body, parts.rows, parts.cols)?;
    let numbers = numbers_from_url(&parts.body, used, rooms.len(), max)?;
    let numbers = (numbers.into_iter())
        .map(|number| {
            number.map(|number| match number {
                Number::Known(n) => RoomNumber::Known(n),
                Number::Unknown => RoomNumber::Unknown,
            })
        })
        .collect();
    Ok(NumberedRooms::new(rooms, numbers))
}

/// The URL body of `puzzle`, as pzprjs writes it.
pub(crate) fn numbered_rooms_to_url(puzzle: &NumberedRooms) -> String {
    let numbers: Vec<Option<Number>> = (puzzle.numbers().iter())
        .map(|number| {
            number.map(|number| match number {
                RoomNumber::Known(n) => Number::Known(n),
                RoomNumber::Unknown => Number::Unknown,
            })
        })
        .collect();
    rooms_to_url(puzzle.rooms()) + &numbers_to_url(&numbers)
}

/// The rooms and the grid of numbers of a pzprv3 file, each known number at most `max`.
pub(crate) fn numbered_rooms_from_pzprv3(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
    max: u32,
) -> Result<NumberedRooms, ParseError> {
    let rooms = rooms_from_pzprv3(reader, rows, cols)?;
    let mut numbers = vec![None; rooms.len()];
    for (r, line) in reader.grid(rows, cols, "numbers")?.iter().enumerate() {
        for (c, token) in line.iter().enumerate() {
            let number = match token.text {
                "." => continue,
                "-" => RoomNumber::Unknown,
                text => RoomNumber::Known(token.value(0, max).map_err(|_| {
                    token.place.error(format!(
                        "expected `.` (no number), `-` (unknown) or a number 0-{max}, found `{text}`"
                    ))
                })?),
            };
            if numbers[rooms.room(r, c)].replace(number).is_some() {
                return Err(token.place.error("a second number in this room"));
            }
        }
    }
    Ok(NumberedRooms::new(rooms, numbers))
}

/// The rooms and the grid of numbers of `puzzle`, as pzprjs writes them.
pub(crate) fn numbered_rooms_to_pzprv3(out: &mut Writer, puzzle: &NumberedRooms) {
    let rooms = puzzle.rooms();
    rooms_to_pzprv3(out, rooms);
    out.grid(rooms.rows(), rooms.cols(), |r, c| {
        let room = rooms.room(r, c);
        match puzzle.numbers()[room] {
            _ if rooms.top_of_left_column(room) != (r, c) => ".".to_owned(),
            Some(RoomNumber::Known(n)) => n.to_string(),
            Some(RoomNumber::Unknown) => "-".to_owned(),
            None => ".".to_owned(),
        }
    });
}
