//! The small number clue of the genres whose clues count what meets a cell or a point
//! (the lines around a Slitherlink cell, the diagonals at a Slant point), with its
//! native character and pzprjs's URL layout for it.

use crate::interop::folded::{self, Entry, Layout};
use crate::interop::url::Body;
use crate::ParseError;

/// A small number clue: how many things meet its cell or point, or pzprjs's unknown
/// number `?`, which asks nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Number {
    Known(u8),
    Unknown,
}

impl Number {
    /// The clue as the native format writes it: its digit, `?`, or `.` for none.
    pub fn text(number: Option<Number>) -> char {
        match number {
            Some(Number::Known(n)) => char::from(b'0' + n),
            Some(Number::Unknown) => '?',
            None => '.',
        }
    }

    /// The clue a native character writes (`Some(None)`: none), when it is `.`, `?` or a
    /// digit 0..=`max`.
    pub fn read(ch: char, max: u8) -> Option<Option<Number>> {
        match ch {
            '.' => Some(None),
            '?' => Some(Some(Number::Unknown)),
            '0'..='9' if ch as u8 - b'0' <= max => Some(Some(Number::Known(ch as u8 - b'0'))),
            _ => None,
        }
    }
}

/// The clues of a URL body of `places` cells or points (`unit`: "cell", "point") in
/// pzprjs's `decode4Cell` / `decode4Cross` layout ([`folded`]) with numbers up to `max`
/// and `.` the unknown number.
pub(crate) fn read_url(
    body: &Body,
    places: usize,
    max: u8,
    unit: &'static str,
) -> Result<Vec<Option<Number>>, ParseError> {
    let dot = "an unknown number";
    let entries = Layout { max, dot, unit }.read(body, places)?;
    let clue = |entry| match entry {
        Entry::Number(n) => Some(Number::Known(n)),
        Entry::Dot => Some(Number::Unknown),
        Entry::Blank => None,
    };
    Ok(entries.into_iter().map(clue).collect())
}

/// The URL body of `clues` as pzprjs's `encode4Cell` / `encode4Cross` writes it.
pub(crate) fn write_url(clues: &[Option<Number>]) -> String {
    let entry = |clue: &Option<Number>| match clue {
        Some(Number::Known(n)) => Entry::Number(*n),
        Some(Number::Unknown) => Entry::Dot,
        None => Entry::Blank,
    };
    folded::write(&clues.iter().map(entry).collect::<Vec<_>>())
}
