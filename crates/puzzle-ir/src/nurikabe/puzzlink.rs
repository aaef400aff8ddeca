//! Nurikabe in puzz.link URLs (pzprjs's genre `nurikabe`, its `decodeNumber16`) and
//! pzprv3 files.
//!
//! URLs hold the numbers row by row in pzprjs's number format (1..15 as one hex digit,
//! 16..255 as `-` and two hex digits, 256..999 as `+` and three, `.` the unknown
//! number), `g`..`z` a run of 1..20 cells without a number.
//!
//! pzprv3 files hold puzzle and answer in one grid: a number, `-` the unknown number,
//! `#` shaded, `+` (a cell marked unshaded) or `.` not shaded.

use super::{Nurikabe, MAX_NUMBER, UNKNOWN};
use crate::interop::codec::{read_numbers, write_numbers};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::shading::number_text;
use crate::ParseError;

/// Nurikabe's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Nurikabe> =
    Genre::new("nurikabe", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Nurikabe, ParseError> {
    let numbers = read_numbers(&parts.body, parts.rows * parts.cols, MAX_NUMBER)?;
    Ok(Nurikabe::new(parts.rows, parts.cols, numbers).expect("shape and numbers checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeNumber16` writes it.
fn to_url(puzzle: &Nurikabe) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), write_numbers(puzzle.numbers())))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Nurikabe, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let mut numbers = Vec::with_capacity(rows * cols);
    let mut shaded = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "board")?.into_iter().flatten() {
        let (number, shade) = match token.text {
            "#" => (None, true),
            "." | "+" => (None, false),
            "-" => (Some(UNKNOWN), false),
            _ => (
                Some(token.value(1, MAX_NUMBER).map_err(|_| {
                    token.place.error(format!(
                        "expected a number 1-{MAX_NUMBER}, `-` (unknown), `#` (shaded), `+` or `.` (not shaded), found `{}`",
                        token.text
                    ))
                })?),
                false,
            ),
        };
        numbers.push(number);
        shaded.push(shade);
    }
    // Nothing may follow the board but pzprjs's trailer.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    let puzzle = Nurikabe::new(rows, cols, numbers).expect("shape checked");
    if !shaded.contains(&true) {
        return Ok((puzzle, None));
    }
    let grid = super::NurikabeAnswer::new(&puzzle, &shaded)
        .grid()
        .into_iter()
        .map(|row| row.into_iter().map(Some).collect())
        .collect();
    Ok((puzzle, Some(grid)))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells as `+`).
fn to_pzprv3(puzzle: &Nurikabe, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("nurikabe", &[rows, cols]);
    out.grid(rows, cols, |row, col| {
        match (puzzle.number(row, col), answer) {
            (Some(UNKNOWN), _) => "-".to_owned(),
            (Some(n), _) => number_text(Some(n)),
            (None, Some(grid)) if grid[row][col] == "#" => "#".to_owned(),
            (None, Some(_)) => "+".to_owned(),
            (None, None) => ".".to_owned(),
        }
    });
    Ok(out.finish())
}
