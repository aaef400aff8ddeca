//! Rooms in puzz.link URLs and pzprv3 files, shared by the genres drawn with rooms.
//!
//! * URLs (pzprjs's `decodeBorder`): first the (cols - 1) x rows borders right of each
//!   cell, then the cols x (rows - 1) borders below each cell, row by row, as bits five to
//!   a base-32 digit. Then, for genres with a number per room, pzprjs's
//!   `decodeRoomNumber16`: per room in the reading order of its first cell, a number in
//!   pzprjs's number format, or a letter `g`..`z` for 1..20 rooms without a number.
//! * pzprv3 files in two layouts: `pzprv3.1` (today's pzprjs) holds the borders as two
//!   grids, right of each cell and below each cell (`1` a border, `0` none); `pzprv3`
//!   (pzpr 0.10) holds the number of rooms, then a grid of room indices.

use super::codec::{
    read_bits, read_number, write_bits, write_number, BodyWriter, Number, RUNS_FROM_G,
};
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
    let (right, used) = read_bits(body, 0, (cols - 1) * rows, "room borders")?;
    let (below, used) = read_bits(body, used, cols * (rows - 1), "room borders")?;
    Ok((Rooms::from_borders(rows, cols, &right, &below), used))
}

/// The border digits of `rooms`, as pzprjs's `encodeBorder` writes them.
pub(crate) fn rooms_to_url(rooms: &Rooms) -> String {
    let (rows, cols) = (rooms.rows(), rooms.cols());
    let right = (0..rows).flat_map(|r| (0..cols - 1).map(move |c| rooms.border_right(r, c)));
    let below = (0..rows - 1).flat_map(|r| (0..cols).map(move |c| rooms.border_below(r, c)));
    write_bits(&right.collect::<Vec<_>>()) + &write_bits(&below.collect::<Vec<_>>())
}

/// A number per room (`None`: no number), each known one at most `max`, from the rest
/// of a URL body starting at character `from`.
pub(crate) fn numbers_from_url(
    body: &Body,
    from: usize,
    rooms: usize,
    max: u32,
) -> Result<Vec<Option<Number>>, ParseError> {
    let mut numbers = vec![None; rooms];
    let (mut room, mut i) = (0, from);
    while i < body.text.len() {
        if room >= rooms {
            return Err(body.error(i, "data after the last room"));
        }
        if let Some(run) = RUNS_FROM_G.read(body, i, room, rooms, "room")? {
            room += run;
            i += 1;
            continue;
        }
        let (number, width) = match read_number(body, i)? {
            Some((Number::Known(n), _)) if n > max => {
                return Err(body.error(i, format!("number {n} is above {max}")))
            }
            Some(read) => read,
            None => {
                return Err(body.error(
                    i,
                    format!(
                        "unknown character {} (expected a number in pzprjs's format or g-z for rooms without one)",
                        body.show(i)
                    ),
                ))
            }
        };
        numbers[room] = Some(number);
        room += 1;
        i += width;
    }
    Ok(numbers)
}

/// The numbers of the rooms, as pzprjs's `encodeRoomNumber16` writes them (`.` for its
/// unknown number).
pub(crate) fn numbers_to_url(numbers: &[Option<Number>]) -> String {
    let mut body = BodyWriter::new(RUNS_FROM_G);
    for number in numbers {
        match number {
            Some(Number::Known(n)) => body.push(&write_number(*n)),
            Some(Number::Unknown) => body.push("."),
            None => body.blank(),
        }
    }
    body.finish()
}

/// The rooms of a pzprv3 file in either layout (see the module's text); an empty board
/// is one room.
pub(crate) fn rooms_from_pzprv3(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
) -> Result<Rooms, ParseError> {
    if reader.version() >= 1 || reader.is_bare() {
        let right = borders(reader, rows, cols - 1, "borders right")?;
        let below = borders(reader, rows - 1, cols, "borders below")?;
        return Ok(Rooms::from_borders(rows, cols, &right, &below));
    }
    room_ids(reader, rows, cols)
}

/// A grid of borders: `1` a border, `0` none (pzprjs's `decodeBorderQues`).
pub(crate) fn borders(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
    what: &str,
) -> Result<Vec<bool>, ParseError> {
    let grid = reader.line_grid(rows, cols, what)?;
    (grid.iter().flatten())
        .map(|token| match token.text {
            "1" => Ok(true),
            "0" => Ok(false),
            other => Err(token.place.error(format!(
                "expected a border `1` or `0` (none), found `{other}`"
            ))),
        })
        .collect()
}

/// The rooms of pzprjs's older layout: the count line (read and not trusted) and the
/// grid of room indices; cells with one index that touch are one room. Genres that
/// never took up the borders layout read it under either header.
pub(crate) fn room_ids(reader: &mut Reader, rows: usize, cols: usize) -> Result<Rooms, ParseError> {
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
        let known = |n| Some(Number::Known(n));
        let numbers = [
            known(2),
            None,
            known(17),
            known(300),
            None,
            None,
            Some(Number::Unknown),
        ];
        assert_eq!(numbers_to_url(&numbers), "2g-11+12ch.");
    }
}
