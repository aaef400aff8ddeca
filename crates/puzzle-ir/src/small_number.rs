//! The small number clue of the genres whose clues count what meets a cell or a point
//! (the lines around a Slitherlink cell, the diagonals at a Slant point), with its
//! native character and pzprjs's URL layout for it.

use crate::interop::codec::{folded_blanks, read_cells, BodyWriter, RUNS_FROM_G};
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

/// The clues of a URL body of `places` cells or points in pzprjs's `decode4Cell` /
/// `decode4Cross` layout: a number n <= `max` as `0`+n, or as `5`+n or `a`+n when one
/// or two empty places follow it, `.` the unknown number, `g`..`z` runs of empty
/// places. An unknown character's error names the `places` ("cells") and ends with
/// `note`.
pub(crate) fn read_url(
    body: &Body,
    places: usize,
    max: u8,
    (what, note): (&str, &str),
) -> Result<Vec<Option<Number>>, ParseError> {
    read_cells(body, places, None, |i| {
        let byte = body.text[i];
        let known = |n: u8, covered| Ok((Some(Number::Known(n)), covered, 1));
        match byte {
            b'0'..=b'9' if byte - b'0' <= max => known(byte - b'0', 1),
            b'5'..=b'9' if byte - b'5' <= max => known(byte - b'5', 2),
            b'a'..=b'e' if byte - b'a' <= max => known(byte - b'a', 3),
            b'.' => Ok((Some(Number::Unknown), 1, 1)),
            _ => Err(body.error(
                i,
                format!(
                    "unknown character {} (expected 0-{max}, 5-{} or a-{} for a number, `.` for an unknown number, g-z for empty {what}{note})",
                    body.show(i),
                    char::from(b'5' + max),
                    char::from(b'a' + max),
                ),
            )),
        }
    })
}

/// The URL body of `clues` as pzprjs's `encode4Cell` / `encode4Cross` writes it.
pub(crate) fn write_url(clues: &[Option<Number>]) -> String {
    let mut body = BodyWriter::new(RUNS_FROM_G);
    let mut i = 0;
    while i < clues.len() {
        match clues[i] {
            Some(Number::Known(n)) => {
                let (base, skip) = folded_blanks(i, clues.len(), |k| clues[k].is_none());
                i += skip;
                body.push(&char::from(base + n).to_string());
            }
            Some(Number::Unknown) => body.push("."),
            None => body.blank(),
        }
        i += 1;
    }
    body.finish()
}
