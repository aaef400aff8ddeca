//! The native Heyawake format of `FORMATS.md`: `rooms:` (rows of room labels) and an
//! optional `numbers:` block of `LABEL NUMBER` lines (`?` for pzprjs's unknown number).

use super::{Heyawake, RoomNumber};
use crate::error::ParseError;
use crate::rooms::Rooms;
use crate::text::{tokens, Document};

impl Heyawake {
    /// Parses a native Heyawake file (header with `kind: heyawake`).
    pub fn parse(file: &str, text: &str) -> Result<Heyawake, ParseError> {
        Heyawake::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Heyawake, ParseError> {
        doc.allow_only("heyawake", &["kind"], &["rooms", "numbers"])?;
        let block = doc
            .block("rooms")
            .ok_or_else(|| doc.missing("missing `rooms:` block"))?;
        let (rooms, labels) = Rooms::from_block(doc.file, block)?;
        let mut numbers = vec![None; rooms.len()];
        for row in doc.block("numbers").map_or(&[][..], |b| &b.rows) {
            let parts = tokens(row.text);
            let [(label_column, label), (column, number)] = parts[..] else {
                let message = "expected `LABEL NUMBER`, e.g. `a 2`";
                return Err(ParseError::new(doc.file, row.line, None, message));
            };
            let error = |column: usize, message: String| {
                ParseError::new(doc.file, row.line, Some(column), message)
            };
            let room = labels.iter().position(|l| l == label).ok_or_else(|| {
                error(
                    label_column,
                    format!("number for `{label}`, which labels no room of `rooms:`"),
                )
            })?;
            let digits = number.bytes().all(|b| b.is_ascii_digit());
            let value = match number {
                "?" => RoomNumber::Unknown,
                _ => RoomNumber::Count(number.parse::<u8>().ok().filter(|_| digits).ok_or_else(
                    || error(column, format!("bad number `{number}`: expected 0 to 255 or `?`")),
                )?),
            };
            if numbers[room].replace(value).is_some() {
                return Err(error(
                    label_column,
                    format!("a second number for room `{label}`"),
                ));
            }
        }
        Ok(Heyawake::new(rooms, numbers))
    }
}
