//! Rooms that may each show a number, pzprjs's unknown number `?` among them: the
//! puzzle of the kinds whose clues are one number per room (Heyawake, Shimaguni).
//!
//! The native form is a `rooms:` block of labels ([`Rooms`]) and an optional `numbers:`
//! block of `LABEL NUMBER` lines; a room's number stands, as a clue, at its first cell
//! in reading order.
//!
//! ```
//! use puzzle_ir::numbered_rooms::{NumberedRooms, RoomNumber};
//! use puzzle_ir::text::Document;
//!
//! let doc = Document::parse("p", "kind: shimaguni\nrooms:\na a b\na a b\nnumbers:\nb ?\na 2\n").unwrap();
//! let puzzle = NumberedRooms::from_document(&doc, 999).unwrap();
//! assert_eq!(puzzle.numbers(), [Some(RoomNumber::Known(2)), Some(RoomNumber::Unknown)]);
//! assert_eq!((puzzle.known(0), puzzle.known(1)), (Some(2), None));
//! assert_eq!(puzzle.to_blocks(), "rooms:\na a b\na a b\nnumbers:\na 2\nb ?\n");
//! ```

use crate::error::ParseError;
use crate::rooms::{label, Rooms};
use crate::text::{tokens, Document, Row};
use crate::Clue;
use std::fmt;

/// The number a room shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoomNumber {
    Known(u32),
    /// pzprjs's unknown number `?`: it says nothing.
    Unknown,
}

impl fmt::Display for RoomNumber {
    /// The number, or `?`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoomNumber::Known(n) => n.fmt(f),
            RoomNumber::Unknown => f.write_str("?"),
        }
    }
}

/// Rooms, and a number or none per room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumberedRooms {
    rooms: Rooms,
    numbers: Vec<Option<RoomNumber>>,
}

/// The rooms' grid is the puzzle's: its size and cells.
impl std::ops::Deref for NumberedRooms {
    type Target = Rooms;

    fn deref(&self) -> &Rooms {
        &self.rooms
    }
}

impl NumberedRooms {
    /// # Panics
    /// When `numbers` does not hold one entry per room.
    pub fn new(rooms: Rooms, numbers: Vec<Option<RoomNumber>>) -> Self {
        assert_eq!(numbers.len(), rooms.len(), "one number or none per room");
        NumberedRooms { rooms, numbers }
    }

    pub fn rooms(&self) -> &Rooms {
        &self.rooms
    }

    /// Each room's number, in the rooms' order.
    pub fn numbers(&self) -> &[Option<RoomNumber>] {
        &self.numbers
    }

    /// The known number of `room`, if it shows one.
    pub fn known(&self, room: usize) -> Option<u32> {
        match self.numbers[room] {
            Some(RoomNumber::Known(n)) => Some(n),
            _ => None,
        }
    }

    /// Reads the `rooms:` block and the optional `numbers:` block (known numbers up to
    /// `max`) of a document whose keys the caller has checked.
    pub fn from_document(doc: &Document, max: u32) -> Result<Self, ParseError> {
        let block = doc
            .block("rooms")
            .ok_or_else(|| doc.missing("missing `rooms:` block"))?;
        let (rooms, labels) = Rooms::from_block(doc.file, block)?;
        let mut numbers = vec![None; rooms.len()];
        for row in doc.block("numbers").map_or(&[][..], |b| &b.rows) {
            let (room, number) = numbered_room(doc.file, row, &labels, max)?;
            if numbers[room].replace(number).is_some() {
                let column = tokens(row.text)[0].0;
                let message = format!("room `{}` is numbered twice", labels[room]);
                return Err(ParseError::new(doc.file, row.line, Some(column), message));
            }
        }
        Ok(NumberedRooms::new(rooms, numbers))
    }

    /// The `rooms:` block, and the `numbers:` block when some room is numbered.
    pub fn to_blocks(&self) -> String {
        let mut out = format!("rooms:\n{}", self.rooms.to_block());
        let numbered: Vec<String> = (self.numbers.iter().enumerate())
            .filter_map(|(room, number)| number.map(|n| format!("{} {n}\n", label(room))))
            .collect();
        if !numbered.is_empty() {
            out.push_str("numbers:\n");
            out.extend(numbered);
        }
        out
    }

    /// Each known number, at its room's first cell.
    pub fn clues(&self) -> Vec<Clue> {
        (0..self.rooms.len())
            .filter_map(|room| {
                let (row, col) = self.rooms.first_cell(room);
                let value = self.known(room)?;
                Some(Clue::Number { row, col, value })
            })
            .collect()
    }

    /// The rooms with the number of `clue`'s room erased, if `clue` names one.
    pub fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut numbers = self.numbers.clone();
        numbers[self.rooms.room(row, col)].take()?;
        Some(NumberedRooms::new(self.rooms.clone(), numbers))
    }

    /// A clue in words: "the number 3 of the room at row 1, column 2".
    pub fn describe_clue(clue: &Clue) -> String {
        match *clue {
            Clue::Number { row, col, value } => format!(
                "the number {value} of the room at row {}, column {}",
                row + 1,
                col + 1
            ),
            _ => clue.to_string(),
        }
    }
}

/// The room and number of a `LABEL NUMBER` line.
fn numbered_room(
    file: &str,
    row: &Row,
    labels: &[String],
    max: u32,
) -> Result<(usize, RoomNumber), ParseError> {
    let error = |column, message: String| ParseError::new(file, row.line, Some(column), message);
    let [(at_label, name), (at_number, number)] = tokens(row.text)[..] else {
        let message = "expected `LABEL NUMBER`, e.g. `a 2`";
        return Err(ParseError::new(file, row.line, None, message));
    };
    let room = (labels.iter().position(|l| l == name)).ok_or_else(|| {
        error(
            at_label,
            format!("number for `{name}`, which labels no room of `rooms:`"),
        )
    })?;
    if number == "?" {
        return Ok((room, RoomNumber::Unknown));
    }
    let value = (number.parse::<u32>().ok())
        .filter(|&n| n <= max && number.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| {
            error(
                at_number,
                format!("bad number `{number}`: expected 0 to {max} or `?`"),
            )
        })?;
    Ok((room, RoomNumber::Known(value)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<NumberedRooms, ParseError> {
        NumberedRooms::from_document(&Document::parse("p", text)?, 9)
    }

    #[test]
    fn bad_numbers_are_located() {
        let head = "kind: shimaguni\nrooms:\na a b\n";
        let cases = [
            ("numbers:\nc 1\n", 5, Some(1), "labels no room"),
            ("numbers:\na 10\n", 5, Some(3), "expected 0 to 9 or `?`"),
            ("numbers:\na +1\n", 5, Some(3), "bad number `+1`"),
            ("numbers:\na\n", 5, None, "expected `LABEL NUMBER`"),
            ("numbers:\na 1\nb 2\na ?\n", 7, Some(1), "numbered twice"),
        ];
        for (tail, line, column, message) in cases {
            let error = parse(&format!("{head}{tail}")).unwrap_err();
            assert_eq!((error.line, error.column), (line, column), "{tail}");
            assert!(error.message.contains(message), "{}", error.message);
        }
    }

    #[test]
    fn clues_are_the_known_numbers_and_can_be_erased() {
        let puzzle = parse("kind: shimaguni\nrooms:\na b b\nc c b\nnumbers:\nb 3\nc ?\n").unwrap();
        let clues = puzzle.clues();
        assert_eq!(
            clues,
            [Clue::Number {
                row: 0,
                col: 1,
                value: 3
            }]
        );
        let erased = puzzle.without_clue(&clues[0]).unwrap();
        assert_eq!(erased.numbers(), [None, None, Some(RoomNumber::Unknown)]);
        assert_eq!(erased.without_clue(&clues[0]), None);
    }
}
