//! pzprjs's URL bodies of small numbers, one entry per cell (`encode4Cell`) or per point
//! (`encode4Cross`): a number n is written as the character n (`0`..), or that of
//! `5 + n` or `10 + n` (hex digits `5`.. and `a`..) when it also covers the one or two
//! blank entries after it; runs of 1..20 blank entries are letters `g`..`z`; `.` is a
//! mark that the genre names (an unknown number, a black square).
//!
//! ```text
//! 0 . 1 . ? . . . 2 . 4 . . . .   (? the `.` mark)
//! 5   6   . i     7   e     h
//! ```

use super::codec::{folded_blanks, read_cells, BodyWriter, RUNS_FROM_G};
use super::url::Body;
use crate::ParseError;

/// An entry of a body.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Entry {
    Number(u8),
    /// The mark written `.`.
    Dot,
    Blank,
}

/// What a genre's body holds: its largest number (at most 4) and, for messages, what
/// `.` means and what an entry is.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Layout {
    pub(crate) max: u8,
    pub(crate) dot: &'static str,
    pub(crate) unit: &'static str,
}

impl Layout {
    /// The `count` entries of `body`.
    pub(crate) fn read(self, body: &Body, count: usize) -> Result<Vec<Entry>, ParseError> {
        read_cells(body, count, Entry::Blank, |i| {
            let byte = body.text[i];
            let mut bases = [b'0', b'5', b'a'].into_iter().enumerate();
            let folded = bases.find(|&(_, b)| (b..=b + self.max).contains(&byte));
            match (byte, folded) {
                (b'.', _) => Ok((Entry::Dot, 1, 1)),
                (_, Some((skip, b))) => Ok((Entry::Number(byte - b), skip + 1, 1)),
                _ => Err(body.error(i, self.unknown(body, i))),
            }
        })
    }

    fn unknown(self, body: &Body, i: usize) -> String {
        let last = |base: u8| char::from(base + self.max);
        format!(
            "unknown character {} (expected 0-{}, 5-{} or a-{} for a number, `.` for {}, g-z for empty {}s)",
            body.show(i),
            last(b'0'),
            last(b'5'),
            last(b'a'),
            self.dot,
            self.unit
        )
    }
}

/// The body of `entries`, as pzprjs writes it.
pub(crate) fn write(entries: &[Entry]) -> String {
    let mut body = BodyWriter::new(RUNS_FROM_G);
    let mut i = 0;
    while i < entries.len() {
        match entries[i] {
            Entry::Number(n) => {
                let blank = |k: usize| entries[k] == Entry::Blank;
                let (base, skip) = folded_blanks(i, entries.len(), blank);
                i += skip;
                body.push(&char::from(base + n).to_string());
            }
            Entry::Dot => body.push("."),
            Entry::Blank => body.blank(),
        }
        i += 1;
    }
    body.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interop::Place;

    #[test]
    fn numbers_fold_the_blanks_after_them() {
        use Entry::{Blank as B, Dot, Number as N};
        let entries = [N(0), B, N(1), B, Dot, B, B, B, N(2), B, N(4), B, B, B, B];
        let text = write(&entries);
        assert_eq!(text, "56.i7eh");
        let place = Place::new("u", 1, 1);
        let body = Body {
            text: text.as_bytes(),
            place,
        };
        let layout = Layout {
            max: 4,
            dot: "a mark",
            unit: "point",
        };
        assert_eq!(layout.read(&body, entries.len()).unwrap(), entries);
        let body = Body { text: b"f", place };
        let error = layout.read(&body, 1).unwrap_err().to_string();
        assert!(
            error.contains("expected 0-4, 5-9 or a-e for a number"),
            "{error}"
        );
    }
}
