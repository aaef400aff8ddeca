//! Akari in puzz.link URLs and pzprv3 files. pzprjs's genre is `lightup`: its URLs say
//! `akari` (pzprjs's URL name for it, written here too), its files `lightup`; both and
//! `bijutsukan` (its Kanpen name) are read.
//!
//! URLs are pzprjs's `decode4Cell`: a number 0..4 as `0`..`4`, or as `5`..`9` and
//! `a`..`e` when the one or two cells after it are white; `.` a black cell without a
//! number (pzprjs's unknown number, drawn as a plain black cell); `g`..`z` runs of 1..20
//! white cells. pzprv3 files hold puzzle and answer in one grid: a number, `-` a black
//! cell without one, `#` a light, `+` (a cell marked unlit) or `.` a white cell; then,
//! when some number is ticked off as done, a grid of those ticks (`-` ticked, `.` not),
//! which is read and not written.

use super::{Akari, AkariAnswer, Cell};
use crate::interop::codec::{folded_blanks, read_cells, BodyWriter, RUNS_FROM_G};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Akari's puzz.link genre: its names and this module's codec.
pub(super) const GENRE: Genre<Akari> =
    Genre::new("akari", from_url, to_url, from_pzprv3, to_pzprv3).aliases(&["lightup", "bijutsukan"]);

/// The genre line of pzprv3 files.
const FILE_GENRE: &str = "lightup";

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Akari, ParseError> {
    let body = &parts.body;
    // (the cell a character makes, how many cells it covers, how many characters it takes)
    let cells = read_cells(body, parts.rows * parts.cols, Cell::White, |i| {
        let byte = body.text[i];
        let (base, folded) = match byte {
            b'.' => return Ok((Cell::Black(None), 1, 1)),
            b'0'..=b'4' => (b'0', 0),
            b'5'..=b'9' => (b'5', 1),
            b'a'..=b'e' => (b'a', 2),
            _ => {
                return Err(body.error(
                    i,
                    format!(
                        "unknown character {} (expected 0-9 or a-e for a number, `.` for a black cell, g-z for white cells)",
                        body.show(i)
                    ),
                ))
            }
        };
        Ok((Cell::Black(Some(byte - base)), folded + 1, 1))
    })?;
    Ok(Akari::new(parts.rows, parts.cols, cells).expect("shape checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encode4Cell` writes it.
fn to_url(puzzle: &Akari) -> Result<(usize, usize, String), Unsupported> {
    let cells = puzzle.cells();
    let white = |k: usize| cells[k] == Cell::White;
    let mut body = BodyWriter::new(RUNS_FROM_G);
    let mut i = 0;
    while i < cells.len() {
        match cells[i] {
            Cell::White => body.blank(),
            Cell::Black(None) => body.push("."),
            Cell::Black(Some(n)) => {
                let (base, skip) = folded_blanks(i, cells.len(), white);
                body.push(&char::from(base + n).to_string());
                i += skip;
            }
        }
        i += 1;
    }
    Ok((puzzle.cols(), puzzle.rows(), body.finish()))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell holds a light.
fn from_pzprv3(reader: &mut Reader) -> Result<(Akari, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let mut cells = Vec::with_capacity(rows * cols);
    let mut lights = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "board")?.into_iter().flatten() {
        let (cell, light) = match token.text {
            "#" => (Cell::White, true),
            "." | "+" => (Cell::White, false),
            "-" => (Cell::Black(None), false),
            _ => {
                let number = token.value(0, 4).map_err(|_| {
                    token.place.error(format!(
                        "expected a number 0-4, `-` (black), `#` (a light), `+` or `.` (white), found `{}`",
                        token.text
                    ))
                })?;
                (Cell::Black(Some(number as u8)), false)
            }
        };
        cells.push(cell);
        lights.push(light);
    }
    let puzzle = Akari::new(rows, cols, cells).expect("shape checked");
    // pzprjs's ticks on the numbers, if any: what a solver marked done, no part of the
    // puzzle or of its answer.
    reader.answer(rows, cols, |_, _, token| match token.text {
        "-" | "." => Ok(None),
        other => Err(token.place.error(format!(
            "expected `-` (a number ticked off) or `.`, found `{other}`"
        ))),
    })?;
    if !lights.contains(&true) {
        return Ok((puzzle, None));
    }
    let answer = AkariAnswer::with_lights(&puzzle, &lights).grid();
    let grid = answer.into_iter().map(|row| row.into_iter().map(Some).collect());
    Ok((puzzle, Some(grid.collect())))
}

/// The pzprv3 file of a puzzle and, when given, its answer (white cells without a light
/// as `+`).
fn to_pzprv3(puzzle: &Akari, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new(FILE_GENRE, &[rows, cols]);
    out.grid(rows, cols, |row, col| {
        match (puzzle.cell(row, col), answer) {
            (Cell::Black(None), _) => "-",
            (Cell::Black(Some(n)), _) => return n.to_string(),
            (Cell::White, Some(grid)) if grid[row][col] == "o" => "#",
            (Cell::White, Some(_)) => "+",
            (Cell::White, None) => ".",
        }
        .to_owned()
    });
    Ok(out.finish())
}
