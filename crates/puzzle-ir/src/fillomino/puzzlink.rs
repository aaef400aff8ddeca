//! Fillomino in puzz.link URLs (pzprjs's genre `fillomino`: the givens in pzprjs's
//! number format, `.` the unknown number, `g`..`z` runs of cells without one) and
//! pzprv3 files (in every layout: the givens with `-` unknown, the answer's numbers,
//! then the answer's borders right of and below each cell, `1` between two regions).
//! pzprjs also lets a setter draw borders into the puzzle (bits after the givens in
//! URLs, `X` in files) and play a variant whose regions have at most three cells (flag
//! `t`); such puzzles are refused. A `?` cell's number, which a pzprv3 answer leaves
//! out, is read from a neighbour no answer border separates from it.

use super::{Fillomino, MAX_GIVEN};
use crate::grid::Grid as Cells;
use crate::interop::codec::{filled_number, read_numbers, write_numbers};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::shading::UNKNOWN;
use crate::ParseError;

/// Fillomino's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Fillomino> =
    Genre::new("fillomino", from_url, to_url, from_pzprv3, to_pzprv3);

fn from_url(parts: &Parts) -> Result<Fillomino, ParseError> {
    let givens = read_numbers(&parts.body, parts.rows * parts.cols, MAX_GIVEN)?;
    Ok(Fillomino::new(parts.rows, parts.cols, givens).expect("numbers read within bounds"))
}

fn to_url(puzzle: &Fillomino) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), write_numbers(puzzle.numbers())))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(Fillomino, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    reader.refuse_variant("t", "regions of at most three cells")?;
    let mut givens = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "givens")?.into_iter().flatten() {
        givens.push(match token.text {
            "." => None,
            "-" => Some(UNKNOWN),
            _ => Some(token.value(1, MAX_GIVEN)?),
        });
    }
    let puzzle = Fillomino::new(rows, cols, givens).expect("numbers read within bounds");
    let numbers = reader.grid(rows, cols, "answer")?;
    let mut right = Vec::with_capacity(rows * cols);
    for token in reader.line_grid(rows, cols - 1, "borders right")?.iter().flatten() {
        right.push(border(token)?);
    }
    let mut below = Vec::with_capacity(rows * cols);
    for token in reader.line_grid(rows - 1, cols, "borders below")?.iter().flatten() {
        below.push(border(token)?);
    }
    let mut answer = Vec::with_capacity(rows);
    for (row, tokens) in numbers.iter().enumerate() {
        let mut cells = Vec::with_capacity(cols);
        for (col, token) in tokens.iter().enumerate() {
            cells.push(match puzzle.numbers()[row * cols + col] {
                Some(UNKNOWN) => None,
                given => filled_number(token, given, u32::MAX)?,
            });
        }
        answer.push(cells);
    }
    let filled = (answer.iter().flatten().zip(puzzle.numbers()))
        .any(|(cell, given)| cell.is_some() && given.is_none());
    if !filled {
        return Ok((puzzle, None));
    }
    let grid = Cells::new(rows, cols);
    for cell in (0..grid.len()).filter(|&i| puzzle.numbers()[i] == Some(UNKNOWN)) {
        let (row, col) = grid.position(cell);
        let joined = |other: usize| {
            let (r, c) = grid.position(other);
            match r == row {
                true => !right[row * (cols - 1) + c.min(col)],
                false => !below[r.min(row) * cols + col],
            }
        };
        let from = (grid.neighbours(cell).filter(|&n| joined(n)))
            .find_map(|n| answer[n / cols][n % cols].clone());
        answer[row][col] = from;
    }
    Ok((puzzle, Some(answer)))
}

/// An answer border: `1` or `2` drawn, `0` or `-1` not; a border the puzzle gives
/// (`X`, `-X`) is refused.
fn border(token: &crate::interop::pzprv3::Token) -> Result<bool, ParseError> {
    match token.text {
        "1" | "2" => Ok(true),
        "0" | "-1" => Ok(false),
        "X" | "-X" => Err(token.place.error("a border given in the puzzle is not read here")),
        other => Err(token
            .place
            .error(format!("bad border `{other}`; expected 0, 1, 2 or -1"))),
    }
}

fn to_pzprv3(puzzle: &Fillomino, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let given = |r: usize, c: usize| puzzle.numbers()[r * cols + c];
    let mut out = Writer::new("fillomino", &[rows, cols]);
    out.grid(rows, cols, |r, c| match given(r, c) {
        None => ".".to_owned(),
        Some(UNKNOWN) => "-".to_owned(),
        Some(n) => n.to_string(),
    });
    out.grid(rows, cols, |r, c| match (given(r, c), answer) {
        (None, Some(grid)) => grid[r][c].clone(),
        _ => ".".to_owned(),
    });
    let apart = |a: (usize, usize), b: (usize, usize)| match answer {
        Some(grid) => {
            let (x, y) = (&grid[a.0][a.1], &grid[b.0][b.1]);
            if x != "." && y != "." && x != y { "1" } else { "0" }.to_owned()
        }
        None => "0".to_owned(),
    };
    out.grid(rows, cols - 1, |r, c| apart((r, c), (r, c + 1)));
    out.grid(rows - 1, cols, |r, c| apart((r, c), (r + 1, c)));
    Ok(out.finish())
}
