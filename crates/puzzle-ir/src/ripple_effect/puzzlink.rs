//! Ripple Effect in puzz.link URLs (pzprjs's genre `ripple`: the room borders, then
//! the givens in pzprjs's number format, `.` the unknown number, `g`..`z` runs of cells
//! without one) and pzprv3 files (in every layout: the borders right of and below each
//! cell as two grids of `1` and `0`, the givens with `-` unknown, then the answer's
//! numbers). Today's pzprjs can also blank cells out of the board (`#` in files, bits
//! after the givens in URLs); such boards are refused.

use super::{RippleEffect, MAX_GIVEN};
use crate::interop::codec::{filled_number, read_numbers, write_numbers};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::rooms::{borders, rooms_from_url, rooms_to_url};
use crate::interop::url::{Body, Parts};
use crate::interop::{Genre, Unsupported};
use crate::rooms::Rooms;
use crate::shading::UNKNOWN;
use crate::ParseError;

/// Ripple Effect's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<RippleEffect> =
    Genre::new("ripple", from_url, to_url, from_pzprv3, to_pzprv3);

fn from_url(parts: &Parts) -> Result<RippleEffect, ParseError> {
    let (rooms, used) = rooms_from_url(&parts.body, parts.rows, parts.cols)?;
    let body = Body {
        text: &parts.body.text[used..],
        place: parts.body.place.shifted(used),
    };
    let givens = read_numbers(&body, parts.rows * parts.cols, MAX_GIVEN)?;
    Ok(RippleEffect::new(rooms, givens))
}

fn to_url(puzzle: &RippleEffect) -> Result<(usize, usize, String), Unsupported> {
    let text = rooms_to_url(puzzle.rooms()) + &write_numbers(puzzle.givens());
    Ok((puzzle.cols(), puzzle.rows(), text))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(RippleEffect, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let right = borders(reader, rows, cols - 1, "borders right")?;
    let below = borders(reader, rows - 1, cols, "borders below")?;
    let rooms = Rooms::from_borders(rows, cols, &right, &below);
    let mut givens = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "givens")?.into_iter().flatten() {
        givens.push(match token.text {
            "." => None,
            "-" => Some(UNKNOWN),
            "#" => {
                return Err(token
                    .place
                    .error("a cell blanked out of the board (`#`) is not read here"))
            }
            _ => Some(token.value(1, MAX_GIVEN)?),
        });
    }
    let puzzle = RippleEffect::new(rooms, givens);
    let answer = reader.answer(rows, cols, |row, col, token| {
        match puzzle.givens()[row * cols + col] {
            Some(UNKNOWN) => Ok(Some("?".to_owned())),
            given => filled_number(token, given, MAX_GIVEN),
        }
    })?;
    Ok((puzzle, answer))
}

fn to_pzprv3(puzzle: &RippleEffect, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let rooms = puzzle.rooms();
    let bit = |border: bool| if border { "1" } else { "0" }.to_owned();
    let mut out = Writer::new("ripple", &[rows, cols]);
    out.grid(rows, cols - 1, |r, c| bit(rooms.border_right(r, c)));
    out.grid(rows - 1, cols, |r, c| bit(rooms.border_below(r, c)));
    out.grid(rows, cols, |r, c| match puzzle.givens()[r * cols + c] {
        None => ".".to_owned(),
        Some(UNKNOWN) => "-".to_owned(),
        Some(n) => n.to_string(),
    });
    out.grid(rows, cols, |r, c| match (puzzle.givens()[r * cols + c], answer) {
        (None, Some(grid)) => grid[r][c].clone(),
        _ => ".".to_owned(),
    });
    Ok(out.finish())
}
