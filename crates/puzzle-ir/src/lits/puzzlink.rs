//! LITS in puzz.link URLs (pzprjs's genre `lits`: the room borders alone, see
//! [`crate::interop::rooms`]) and pzprv3 files (the rooms, then the answer: `#` shaded,
//! `+` or `.` unshaded). pzprjs's old URL layout (flag `d`) is not read.

use super::Lits;
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::rooms::{rooms_from_pzprv3, rooms_from_url, rooms_to_pzprv3, rooms_to_url};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// LITS's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Lits> = Genre {
    name: "lits",
    from_url,
    to_url,
    from_pzprv3,
    to_pzprv3,
};

fn from_url(parts: &Parts) -> Result<Lits, ParseError> {
    let (rooms, used) = rooms_from_url(&parts.body, parts.rows, parts.cols)?;
    if used < parts.body.text.len() {
        return Err(parts.body.error(used, "data after the room borders"));
    }
    Ok(Lits::new(rooms))
}

fn to_url(puzzle: &Lits) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), rooms_to_url(puzzle.rooms())))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(Lits, Option<Grid>), ParseError> {
    let (rows, _) = reader.number("the number of rows")?;
    let (cols, _) = reader.number("the number of columns")?;
    let rooms = rooms_from_pzprv3(reader, rows, cols)?;
    let answer = reader.answer(rows, cols, |_, _, token| match token.text {
        "#" => Ok(Some("#".to_owned())),
        "+" | "." => Ok(Some(".".to_owned())),
        other => Err(token.place.error(format!(
            "expected `#` (shaded), `+` or `.` (unshaded), found `{other}`"
        ))),
    })?;
    // A file that shades nothing is no answer (pzprjs writes such a section unsolved).
    let answer = answer.filter(|grid| grid.iter().flatten().any(|c| c.as_deref() == Some("#")));
    Ok((Lits::new(rooms), answer))
}

fn to_pzprv3(puzzle: &Lits, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("lits", &[rows, cols]);
    rooms_to_pzprv3(&mut out, puzzle.rooms());
    out.grid(rows, cols, |r, c| match answer {
        Some(grid) if grid[r][c] == "#" => "#".to_owned(),
        Some(_) => "+".to_owned(),
        None => ".".to_owned(),
    });
    Ok(out.finish())
}
