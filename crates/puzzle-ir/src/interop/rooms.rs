//! Rooms in puzz.link URLs and pzprv3 files, shared by the genres drawn with rooms.
//!
//! * URLs (pzprjs's `decodeBorder`): first the (cols - 1) x rows borders right of each
//!   cell, then the cols x (rows - 1) borders below each cell, row by row, five to a
//!   base-32 digit, most significant first. Then, for genres with a number per room,
//!   pzprjs's `decodeRoomNumber16`: per room in the reading order of its first cell, a hex
//!   digit, `-XX` (two hex digits), `+XXX` (three), or a letter `g`..`z` for 1..20 rooms
//!   without a number.
//! * pzprv3 files: the number of rooms, then a grid of room indices.

use super::pzprv3::{Reader, Writer};
use super::url::Body;
use crate::rooms::Rooms;
use crate::ParseError;

/// The rooms a URL body's border digits describe, and how many characters they took.
pub(crate) fn rooms_from_url(
    body: &Body,
    rows: usize,
    cols: usize,
) -> Result<(Rooms, usize), ParseError> {
    let right_count = (cols - 1) * rows;
    let below_count = cols * (rows - 1);
    let mut bits = Vec::with_capacity(right_count + below_count);
    let mut used = 0;
    for (count, start) in [(right_count, 0), (below_count, right_count.div_ceil(5))] {
        let digits = count.div_ceil(5);
        for i in start..start + digits {
            let Some(&byte) = body.text.get(i) else {
                return Err(body.error(i, "the body ends inside the room borders"));
            };
            let value = (byte as char)
                .to_digit(32)
                .filter(|_| !byte.is_ascii_uppercase())
                .ok_or_else(|| {
                    body.error(
                        i,
                        format!(
                            "unknown character {} in the room borders (expected 0-9 or a-v)",
                            body.show(i)
                        ),
                    )
                })?;
            let wanted = (count - 5 * (i - start)).min(5);
            bits.extend((0..wanted).map(|bit| value & (16 >> bit) != 0));
        }
        used = start + digits;
    }
    let (right, below) = bits.split_at(right_count);
    Ok((Rooms::from_borders(rows, cols, right, below), used))
}

/// The border digits of `rooms`, as pzprjs's `encodeBorder` writes them.
pub(crate) fn rooms_to_url(rooms: &Rooms) -> String {
    let (rows, cols) = (rooms.rows(), rooms.cols());
    let right = (0..rows).flat_map(|r| (0..cols - 1).map(move |c| (r, c)));
    let right: Vec<bool> = right.map(|(r, c)| rooms.border_right(r, c)).collect();
    let below = (0..rows - 1).flat_map(|r| (0..cols).map(move |c| (r, c)));
    let below: Vec<bool> = below.map(|(r, c)| rooms.border_below(r, c)).collect();
    let mut out = String::new();
    for bits in [right, below] {
        for chunk in bits.chunks(5) {
            let value = chunk
                .iter()
                .enumerate()
                .fold(0, |acc, (i, &on)| acc | (u32::from(on) << (4 - i)));
            out.push(char::from_digit(value, 32).expect("five bits"));
        }
    }
    out
}

/// A number per room (`None`: no number), each at most `max`, from the rest of a URL
/// body starting at character `from`.
pub(crate) fn numbers_from_url(
    body: &Body,
    from: usize,
    rooms: usize,
    max: u32,
) -> Result<Vec<Option<u32>>, ParseError> {
    let text = body.text;
    let mut numbers = vec![None; rooms];
    let mut room = 0;
    let mut i = from;
    while i < text.len() {
        if room >= rooms {
            return Err(body.error(i, "data after the last room"));
        }
        let hex = |start: usize, len: usize| -> Result<u32, ParseError> {
            let digits = text.get(start..start + len).ok_or_else(|| {
                body.error(start - 1, format!("an escape needs {len} hex digits"))
            })?;
            std::str::from_utf8(digits)
                .ok()
                .filter(|d| {
                    d.bytes()
                        .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
                })
                .and_then(|d| u32::from_str_radix(d, 16).ok())
                .ok_or_else(|| body.error(start, format!("expected {len} hex digits")))
        };
        let (number, skipped, width) = match text[i] {
            b'0'..=b'9' | b'a'..=b'f' => (Some(hex(i, 1)?), 1, 1),
            b'-' => (Some(hex(i + 1, 2)?), 1, 3),
            b'+' => (Some(hex(i + 1, 3)?), 1, 4),
            byte @ b'g'..=b'z' => (None, usize::from(byte - b'f'), 1),
            _ => {
                return Err(body.error(
                    i,
                    format!(
                        "unknown character {} (expected a hex number, `-XX`, `+XXX` or g-z for rooms without one)",
                        body.show(i)
                    ),
                ))
            }
        };
        if let Some(n) = number.filter(|&n| n > max) {
            return Err(body.error(i, format!("number {n} is above {max}")));
        }
        if room + skipped > rooms {
            return Err(body.error(
                i,
                format!("skips {skipped} rooms, but only {} remain", rooms - room),
            ));
        }
        numbers[room] = number;
        room += skipped;
        i += width;
    }
    Ok(numbers)
}

/// The numbers of the rooms, as pzprjs's `encodeRoomNumber16` writes them.
pub(crate) fn numbers_to_url(numbers: &[Option<u32>]) -> String {
    let mut out = String::new();
    let mut empty = 0;
    let flush = |out: &mut String, empty: &mut usize| {
        if *empty > 0 {
            out.push(char::from(b'f' + *empty as u8));
            *empty = 0;
        }
    };
    for number in numbers {
        match number {
            Some(n) => {
                flush(&mut out, &mut empty);
                match n {
                    0..=15 => out.push_str(&format!("{n:x}")),
                    16..=255 => out.push_str(&format!("-{n:x}")),
                    _ => out.push_str(&format!("+{n:03x}")),
                }
            }
            None => {
                empty += 1;
                if empty == 20 {
                    flush(&mut out, &mut empty);
                }
            }
        }
    }
    flush(&mut out, &mut empty);
    out
}

/// The rooms of a pzprv3 file: the count line (read and not trusted) and the grid of
/// room indices; cells with one index that touch are one room.
pub(crate) fn rooms_from_pzprv3(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
) -> Result<Rooms, ParseError> {
    let count = reader.line("the number of rooms")?;
    count.text.trim().parse::<usize>().map_err(|_| {
        count.place.error(format!(
            "expected the number of rooms, found `{}`",
            count.text
        ))
    })?;
    let mut ids = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "rooms")?.into_iter().flatten() {
        ids.push(token.text.parse::<usize>().map_err(|_| {
            token
                .place
                .error(format!("expected a room index, found `{}`", token.text))
        })?);
    }
    Ok(Rooms::from_ids(rows, cols, &ids))
}

/// The room count and grid of room indices, as pzprjs writes them.
pub(crate) fn rooms_to_pzprv3(out: &mut Writer, rooms: &Rooms) {
    out.line(&rooms.len().to_string());
    out.grid(rooms.rows(), rooms.cols(), |r, c| {
        rooms.room(r, c).to_string()
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip_through_pzprjs_escapes() {
        let numbers = [Some(2), None, Some(17), Some(300), None, None];
        assert_eq!(numbers_to_url(&numbers), "2g-11+12ch");
    }
}
