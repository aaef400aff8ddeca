//! School Trip in puzz.link URLs (pzprjs's genre `shugaku`) and pzprv3 files.
//!
//! A URL's body writes the cells in reading order: `0`..`4` a pillar with that number,
//! `5` a pillar with the unknown number, `6`..`z` a run of 1..30 cells to fill. A pzprv3
//! file holds one grid of puzzle and answer together: a number `0`..`4`, `5` a pillar
//! with the unknown number, `#` an aisle, `-` a cell marked as no aisle (empty here), `.`
//! an empty cell, and `a`..`j` a futon's half: `a`..`e` a pillow (`a` alone, `b`..`e`
//! with its foot up, down, left or right), `f`..`j` a foot (`f` alone, `g`..`j` with its
//! pillow up, down, left or right).

use super::{Cell, SchoolTrip, Side, MAX_NUMBER};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::small_number::Number;
use crate::ParseError;

/// School Trip's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<SchoolTrip> =
    Genre::new("shugaku", from_url, to_url, from_pzprv3, to_pzprv3);

/// The character of a run of one cell; the next ones up to `z` one more each.
const FIRST_RUN: u32 = 6;

/// The longest run one character writes (`z`).
const LONGEST_RUN: u32 = 35 - FIRST_RUN + 1;

/// The futon halves of pzprv3 files from `a`: pillows alone, then with the foot up,
/// down, left, right; feet alone, then with the pillow up, down, left, right.
const HALVES: [Cell; 10] = [
    Cell::Pillow,
    Cell::Pillow,
    Cell::Pillow,
    Cell::Pillow,
    Cell::Pillow,
    Cell::Foot(None),
    Cell::Foot(Some(Side::Up)),
    Cell::Foot(Some(Side::Down)),
    Cell::Foot(Some(Side::Left)),
    Cell::Foot(Some(Side::Right)),
];

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<SchoolTrip, ParseError> {
    let body = &parts.body;
    let cells = parts.rows * parts.cols;
    let mut pillars = vec![None; cells];
    let mut cell = 0;
    for (i, &byte) in body.text.iter().enumerate() {
        if cell >= cells {
            return Err(body.error(i, "data after the last cell"));
        }
        let digit = char::from(byte).to_digit(36).filter(|_| !byte.is_ascii_uppercase());
        match digit {
            Some(n @ 0..=4) => pillars[cell] = Some(Number::Known(n as u8)),
            Some(5) => pillars[cell] = Some(Number::Unknown),
            Some(run) => cell += (run - FIRST_RUN) as usize,
            None => {
                let expected = "0-4 a number, 5 an unknown number, 6-z a run of cells";
                return Err(body.error(i, format!("unknown character {} (expected {expected})", body.show(i))));
            }
        }
        cell += 1;
    }
    if cell > cells {
        return Err(body.error(body.text.len() - 1, "the run passes the last cell"));
    }
    Ok(SchoolTrip::new(parts.rows, parts.cols, pillars).expect("the size was checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeShugaku` writes it.
fn to_url(puzzle: &SchoolTrip) -> Result<(usize, usize, String), Unsupported> {
    let digit = |n: u32| char::from_digit(n, 36).expect("a base-36 digit");
    let mut body = String::new();
    let mut run = 0;
    for pillar in puzzle.pillars() {
        let entry = match pillar {
            Some(Number::Known(n)) => Some(u32::from(*n)),
            Some(Number::Unknown) => Some(5),
            None => None,
        };
        match entry {
            Some(n) => {
                if run > 0 {
                    body.push(digit(FIRST_RUN - 1 + run));
                    run = 0;
                }
                body.push(digit(n));
            }
            None => {
                run += 1;
                if run == LONGEST_RUN {
                    body.push(digit(FIRST_RUN - 1 + run));
                    run = 0;
                }
            }
        }
    }
    if run > 0 {
        body.push(digit(FIRST_RUN - 1 + run));
    }
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is an aisle or a futon's half.
fn from_pzprv3(reader: &mut Reader) -> Result<(SchoolTrip, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let mut pillars = Vec::with_capacity(rows * cols);
    let mut cells = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "board")?.into_iter().flatten() {
        let mut chars = token.text.chars();
        let cell = match (chars.next(), chars.next()) {
            (Some('#'), None) => Some(Cell::Aisle),
            (Some('.' | '-'), None) => Some(Cell::Empty),
            (Some('5'), None) => Some(Cell::Pillar(Number::Unknown)),
            (Some(ch @ 'a'..='j'), None) => Some(HALVES[usize::from(ch as u8 - b'a')]),
            (Some(ch), None) => Number::read(ch, MAX_NUMBER).flatten().map(Cell::Pillar),
            _ => None,
        };
        let expected = "a number 0-4, `5` (an unknown number), `#`, `-`, `.` or `a`-`j` (a futon's half)";
        let cell = cell.ok_or_else(|| token.place.error(format!("expected {expected}, found `{}`", token.text)))?;
        pillars.push(match cell {
            Cell::Pillar(number) => Some(number),
            _ => None,
        });
        cells.push(cell);
    }
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    let puzzle = SchoolTrip::new(rows, cols, pillars).expect("shape and numbers checked");
    let answer = cells.iter().any(|c| !matches!(c, Cell::Pillar(_) | Cell::Empty)).then(|| {
        (cells.chunks(cols))
            .map(|row| row.iter().map(|c| Some(c.symbol().to_string())).collect())
            .collect()
    });
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer.
fn to_pzprv3(puzzle: &SchoolTrip, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let grid = puzzle.shape();
    let drawn = |cell: usize| -> Cell {
        let (row, col) = grid.position(cell);
        let text = answer.map_or(".", |a| a[row][col].as_str());
        Cell::from_symbol(text).unwrap_or(Cell::Empty)
    };
    let mut out = Writer::new("shugaku", &[rows, cols]);
    out.grid(rows, cols, |row, col| {
        let cell = grid.index(row, col);
        let half = |index: usize| char::from(b'a' + index as u8).to_string();
        match (puzzle.pillars()[cell], drawn(cell)) {
            (Some(Number::Unknown), _) => "5".to_owned(),
            (Some(number), _) => Number::text(Some(number)).to_string(),
            (None, Cell::Aisle) => "#".to_owned(),
            (None, Cell::Pillow) => {
                let foot_side = Side::ALL.iter().position(|&side| {
                    side.of(grid, cell).is_some_and(|foot| {
                        let back = Side::between(grid, foot, cell);
                        back.is_some() && drawn(foot) == Cell::Foot(back)
                    })
                });
                half(foot_side.map_or(0, |i| i + 1))
            }
            (None, Cell::Foot(side)) => half(5 + side.map_or(0, |s| Side::ALL.iter().position(|&t| t == s).expect("a side") + 1)),
            (None, _) => ".".to_owned(),
        }
    });
    Ok(out.finish())
}
