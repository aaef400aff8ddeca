//! Skyscrapers in puzz.link URLs (pzprjs's genre `skyscrapers`, aliases `building` and
//! `skyscraper`) and pzprv3 files.
//!
//! URLs hold the clues outside the grid (top, bottom, left, right, each in reading
//! order), then the givens row by row, both in pzprjs's number format with `g`..`z`
//! runs of places without a number; the givens are left out when there are none.
//! pzprjs's unknown number (`.`) is refused: a clue must count and a given must be a
//! height.
//!
//! pzprv3 files hold the framed grid in one: the clues on its border (a number or
//! `.`), and each cell inside as `q` and its given height, the answer's height, or `.`
//! (candidate notes `[...]` after a cell are dropped).

use super::{Skyscrapers, MAX_SIZE};
use crate::interop::codec::{read_cells, read_number, write_numbers, Number};
use crate::interop::pzprv3::{Grid, Reader, Token, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::shading::number_text;
use crate::ParseError;

/// Skyscrapers' puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Skyscrapers> =
    Genre::new("skyscrapers", from_url, to_url, from_pzprv3, to_pzprv3)
        .aliases(&["building", "skyscraper"]);

/// The places of the frame in pzprjs's order: the clues top, bottom, left and right,
/// then the cells in reading order.
fn places(size: usize) -> Vec<(usize, usize)> {
    let last = size + 1;
    let along = |fixed: usize, across: bool| {
        (1..=size).map(move |i| if across { (fixed, i) } else { (i, fixed) })
    };
    (along(0, true).chain(along(last, true)))
        .chain(along(0, false).chain(along(last, false)))
        .chain((1..=size).flat_map(|r| (1..=size).map(move |c| (r, c))))
        .collect()
}

/// The size of a pzprjs board, which must be square.
fn square(rows: usize, cols: usize) -> Result<usize, String> {
    match rows == cols && (1..=MAX_SIZE).contains(&rows) {
        true => Ok(rows),
        false => Err(format!(
            "a Skyscrapers grid is square, 1x1 to {MAX_SIZE}x{MAX_SIZE}; found {rows}x{cols}"
        )),
    }
}

fn from_url(parts: &Parts) -> Result<Skyscrapers, ParseError> {
    let size = square(parts.rows, parts.cols).map_err(|m| parts.body.error(0, m))?;
    let body = &parts.body;
    let places = places(size);
    let numbers = read_cells(body, places.len(), None, |i| match read_number(body, i)? {
        Some((Number::Known(n), width)) if (1..=size as u32).contains(&n) => Ok((Some(n), 1, width)),
        Some((Number::Known(n), _)) => Err(body.error(i, format!("the number {n} is outside 1..{size}"))),
        Some((Number::Unknown, _)) => Err(body.error(i, "an unknown number `.` is not read here")),
        None => Err(body.error(
            i,
            format!("unknown character {} (expected a number, g-z for places without one)", body.show(i)),
        )),
    })?;
    let side = size + 2;
    let mut frame = vec![None; side * side];
    for (&(row, col), number) in places.iter().zip(numbers) {
        frame[row * side + col] = number;
    }
    Ok(Skyscrapers::new(size, frame))
}

fn to_url(puzzle: &Skyscrapers) -> Result<(usize, usize, String), Unsupported> {
    let size = puzzle.size();
    let side = size + 2;
    let numbers: Vec<Option<u32>> = (places(size).iter())
        .map(|&(row, col)| puzzle.frame()[row * side + col])
        .collect();
    let (clues, givens) = numbers.split_at(4 * size);
    let mut body = write_numbers(clues);
    if givens.iter().any(Option::is_some) {
        body += &write_numbers(givens);
    }
    Ok((size, size, body))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(Skyscrapers, Option<Grid>), ParseError> {
    let (rows, _) = reader.number("the number of rows")?;
    let (cols, place) = reader.number("the number of columns")?;
    let size = square(rows, cols).map_err(|m| place.error(m))?;
    let (side, last) = (size + 2, size + 1);
    let mut frame = vec![None; side * side];
    let mut heights: Grid = vec![vec![None; size]; size];
    let mut answered = false;
    reader.answer(side, side, |row, col, token| {
        let inside = (1..=size).contains(&row) && (1..=size).contains(&col);
        let corner = (row == 0 || row == last) && (col == 0 || col == last);
        let height = |text| Token { text, ..*token }.value(1, size as u32);
        match token.text.strip_prefix('q') {
            _ if !inside && token.text == "." => {}
            _ if corner => {
                let found = token.text;
                return Err(token.place.error(format!("a corner holds no clue; expected `.`, found `{found}`")));
            }
            _ if !inside => frame[row * side + col] = Some(height(token.text)?),
            Some(given) => {
                let given = height(given)?;
                frame[row * side + col] = Some(given);
                heights[row - 1][col - 1] = Some(given.to_string());
            }
            None if token.is_empty_mark() => {}
            None => {
                heights[row - 1][col - 1] = Some(height(token.text)?.to_string());
                answered = true;
            }
        }
        Ok(None)
    })?;
    let puzzle = Skyscrapers::new(size, frame);
    Ok((puzzle, answered.then_some(heights)))
}

fn to_pzprv3(puzzle: &Skyscrapers, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let size = puzzle.size();
    let side = size + 2;
    let mut out = Writer::new("skyscrapers", &[size, size]);
    out.grid(side, side, |row, col| {
        let number = puzzle.frame()[row * side + col];
        let inside = (1..=size).contains(&row) && (1..=size).contains(&col);
        match (inside, number, answer) {
            (true, Some(given), _) => format!("q{given}"),
            (true, None, Some(grid)) => grid[row - 1][col - 1].clone(),
            _ => number_text(number),
        }
    });
    Ok(out.finish())
}
