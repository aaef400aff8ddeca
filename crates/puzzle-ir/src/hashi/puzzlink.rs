//! Hashiwokakero in puzz.link URLs and pzprv3 files. pzprjs's genre is `hashikake`: its
//! URLs say `hashi` (written here too), its files `hashikake`; both and `bridges` (its
//! alias) are read.
//!
//! URLs hold the islands row by row in pzprjs's number format (`decodeNumber16`: 1..8
//! as a hex digit, `.` an island without its number), `g`..`z` a run of 1..20 water
//! cells. pzprv3 files hold the islands' grid (a number, `-` unknown, `.` water), then
//! the bridges on the borders between cells: the `rows` x `cols - 1` borders across,
//! then the `rows - 1` x `cols` borders down, each with its count of bridges (every
//! border a bridge passes carries it; `-1`, a cross, is none).

use super::{Hashi, MAX_NUMBER, UNKNOWN};
use crate::interop::codec::{filled, read_numbers, write_numbers};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::shading::number_text;
use crate::ParseError;

/// Hashiwokakero's puzz.link genre: its names and this module's codec.
pub(super) const GENRE: Genre<Hashi> =
    Genre::new("hashi", from_url, to_url, from_pzprv3, to_pzprv3).aliases(&["hashikake", "bridges"]);

/// The genre line of pzprv3 files.
const FILE_GENRE: &str = "hashikake";

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Hashi, ParseError> {
    let numbers = read_numbers(&parts.body, parts.rows * parts.cols, MAX_NUMBER)?;
    Ok(Hashi::new(parts.rows, parts.cols, numbers).expect("shape and numbers checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeNumber16` writes it.
fn to_url(puzzle: &Hashi) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), write_numbers(puzzle.numbers())))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no border carries a bridge.
fn from_pzprv3(reader: &mut Reader) -> Result<(Hashi, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let mut numbers = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "islands")?.into_iter().flatten() {
        let number = match token.text {
            "." => None,
            "-" => Some(UNKNOWN),
            _ => Some(token.value(1, MAX_NUMBER).map_err(|_| {
                token.place.error(format!(
                    "expected a number 1-{MAX_NUMBER}, `-` (unknown) or `.` (water), found `{}`",
                    token.text
                ))
            })?),
        };
        numbers.push(number);
    }
    let puzzle = Hashi::new(rows, cols, numbers).expect("shape checked");
    let across = read_bridges(reader, rows, cols - 1, "borders across")?;
    let down = read_bridges(reader, rows - 1, cols, "borders down")?;
    if across.iter().chain(&down).all(|&(count, _)| count == 0) {
        return Ok((puzzle, None));
    }
    let drawing = draw(&puzzle, &across, &down)?;
    Ok((puzzle, Some(filled(drawing))))
}

/// A grid of bridge counts on borders (`0`, `1`, `2`, or `-1` a cross), each with where
/// it stands for errors.
fn read_bridges<'a>(
    reader: &mut Reader<'a>,
    rows: usize,
    cols: usize,
    what: &str,
) -> Result<Vec<(usize, crate::interop::Place<'a>)>, ParseError> {
    let mut counts = Vec::with_capacity(rows * cols);
    for token in reader.line_grid(rows, cols, what)?.iter().flatten() {
        let count = match token.text {
            "0" | "-1" => 0,
            "1" => 1,
            "2" => 2,
            other => {
                let message = format!("expected a count of bridges `0`, `1`, `2` or `-1` (cross), found `{other}`");
                return Err(token.place.error(message));
            }
        };
        counts.push((count, token.place));
    }
    Ok(counts)
}

/// The answer's drawing from the counts on the borders: a water cell shows the bridge
/// through it when the borders on both its sides carry it. Two bridges crossing on a
/// water cell cannot be drawn, and are an error.
fn draw(
    puzzle: &Hashi,
    across: &[(usize, crate::interop::Place)],
    down: &[(usize, crate::interop::Place)],
) -> Result<Vec<Vec<String>>, ParseError> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let symbol = |count: usize, across: bool| match (count, across) {
        (0, _) => " ",
        (1, true) => "-",
        (_, true) => "=",
        (1, false) => "|",
        (_, false) => "\"",
    };
    let mut drawing = vec![vec![" ".to_owned(); 2 * cols - 1]; 2 * rows - 1];
    for r in 0..rows {
        for c in 0..cols {
            let left = (c > 0).then(|| across[r * (cols - 1) + c - 1]);
            let right = (c + 1 < cols).then(|| across[r * (cols - 1) + c]);
            let up = (r > 0).then(|| down[(r - 1) * cols + c]);
            let below = (r + 1 < rows).then(|| down[r * cols + c]);
            if let Some((count, _)) = right {
                drawing[2 * r][2 * c + 1] = symbol(count, true).to_owned();
            }
            if let Some((count, _)) = below {
                drawing[2 * r + 1][2 * c] = symbol(count, false).to_owned();
            }
            let through = |a: Option<(usize, _)>, b: Option<(usize, _)>| match (a, b) {
                (Some((x, _)), Some((y, _))) if x == y => x,
                _ => 0,
            };
            let (flat, upright) = (through(left, right), through(up, below));
            let number = puzzle.number(r, c);
            drawing[2 * r][2 * c] = match (flat, upright) {
                _ if number.is_some() => number_text(number),
                (0, 0) => ".".to_owned(),
                (0, count) => symbol(count, false).to_owned(),
                (count, 0) => symbol(count, true).to_owned(),
                _ => {
                    let (_, place) = right.expect("a bridge across passes on to the right");
                    let message = format!("bridges cross on the water cell ({}, {})", r + 1, c + 1);
                    return Err(place.error(message));
                }
            };
        }
    }
    Ok(drawing)
}

/// The pzprv3 file of a puzzle and, when given, its answer's drawing (either form).
fn to_pzprv3(puzzle: &Hashi, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new(FILE_GENRE, &[rows, cols]);
    out.grid(rows, cols, |row, col| match puzzle.number(row, col) {
        Some(UNKNOWN) => "-".to_owned(),
        number => number_text(number),
    });
    let count = |line: usize, col: usize| {
        let text = answer.map_or("", |grid| grid[line][col].as_str());
        match text {
            "-" | "|" | "─" | "│" => "1",
            "=" | "\"" | "═" | "║" => "2",
            _ => "0",
        }
        .to_owned()
    };
    out.grid(rows, cols - 1, |row, col| count(2 * row, 2 * col + 1));
    out.grid(rows - 1, cols, |row, col| count(2 * row + 1, 2 * col));
    Ok(out.finish())
}
