//! Country Road in puzz.link URLs (pzprjs's genre `country`: the room borders, then a
//! number per room, see [`crate::interop::numbered_rooms`]) and pzprv3 files in both of
//! pzprjs's layouts: `pzprv3` (pzpr 0.10, and what is written here) holds the rooms as
//! indices, `pzprv3.2` (today's pzprjs) a line of flags after the size and the rooms as
//! borders. Then both hold the grid of numbers (`-` the unknown number), the loop (the
//! rows x (cols - 1) links across and the (rows - 1) x cols links down, `1` a line, `0`
//! or `-1` a cross) and a grid of the solver's cell marks (numbers, which are notes and
//! no answer). pzprjs's variant where the loop may miss rooms (the URL flag `e`, the
//! file flag `country_empty`) is not Country Road here: an error.

use super::{CountryRoad, CountryRoadAnswer, MAX_NUMBER};
use crate::interop::codec::{write_centre_links, filled, read_lines};
use crate::interop::numbered_rooms::{
    numbered_rooms_from_pzprv3, numbered_rooms_from_url, numbered_rooms_to_pzprv3,
    numbered_rooms_to_url,
};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Country Road's puzz.link genre: its name and this module's codec. Its URLs may carry
/// a flag field, which is read to refuse it.
pub(super) const GENRE: Genre<CountryRoad> =
    Genre::new("country", from_url, to_url, from_pzprv3, to_pzprv3).url_flags(|_| "");

/// What pzprjs's variant with empty rooms asks, for the message refusing it.
const EMPTY_ROOMS: &str = "the loop may miss rooms";

fn from_url(parts: &Parts) -> Result<CountryRoad, ParseError> {
    let flags = &parts.flags;
    if !flags.text.is_empty() {
        let message = match flags.text {
            b"e" => format!("pzprjs's variant `e` ({EMPTY_ROOMS}) is not read here"),
            _ => format!("unknown flag {}", flags.show(0)),
        };
        return Err(flags.error(0, message));
    }
    numbered_rooms_from_url(parts, MAX_NUMBER).map(CountryRoad::new)
}

fn to_url(puzzle: &CountryRoad) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), numbered_rooms_to_url(puzzle)))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no line is drawn.
fn from_pzprv3(reader: &mut Reader) -> Result<(CountryRoad, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    if reader.version() >= 1 && !reader.is_bare() {
        let flags = reader.line("the line of flags")?;
        match flags.text.trim() {
            "" => {}
            "country_empty" => {
                let message = format!("pzprjs's variant `country_empty` ({EMPTY_ROOMS}) is not read here");
                return Err(flags.place.error(message));
            }
            other => return Err(flags.place.error(format!("unknown flag `{other}`"))),
        }
    }
    let puzzle = CountryRoad::new(numbered_rooms_from_pzprv3(reader, rows, cols, MAX_NUMBER)?);
    let across = read_lines(reader, rows, cols - 1, "links across", "a link")?;
    let down = read_lines(reader, rows - 1, cols, "links down", "a link")?;
    for token in reader.line_grid(rows, cols, "cell marks")?.iter().flatten() {
        if token.text.parse::<i32>().is_err() {
            let message = format!("expected a cell mark (a number), found `{}`", token.text);
            return Err(token.place.error(message));
        }
    }
    // An empty answer section: only pzprjs's trailer may follow.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    if !across.iter().chain(&down).any(|&on| on) {
        return Ok((puzzle, None));
    }
    let drawing = CountryRoadAnswer::new(&puzzle, across, down).grid();
    Ok((puzzle, Some(filled(drawing))))
}

/// The pzprv3 file of a puzzle and, when given, its answer drawing, in pzpr 0.10's
/// layout (today's pzprjs reads it too).
fn to_pzprv3(puzzle: &CountryRoad, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("country", &[rows, cols]);
    numbered_rooms_to_pzprv3(&mut out, puzzle);
    write_centre_links(&mut out, rows, cols, answer);
    out.grid(rows, cols, |_, _| "0".to_owned());
    Ok(out.finish())
}
