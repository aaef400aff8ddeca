//! Sudoku in puzz.link URLs (pzprjs's `decodeNumber16`: hex digits, escapes for larger
//! values, letters for runs of blanks) and pzprv3 files. pzprjs's Sudoku has no
//! variants and one box rule: floor(sqrt N) square boxes, and 2 rows x 3 columns for
//! N = 6; any other board has no puzz.link form.

use crate::interop::codec::{
    filled_number, read_cells, read_number, write_number, BodyWriter, Number, RUNS_FROM_G,
};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::{Body, Parts};
use crate::interop::{Genre, Unsupported};
use crate::sudoku::Sudoku;
use crate::ParseError;

/// Sudoku's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Sudoku> =
    Genre::new("sudoku", from_url, to_url, from_pzprv3, to_pzprv3);

/// pzprjs's boxes (rows x columns) for an N x N board, if it can have one.
pub fn boxes(n: usize) -> Option<(usize, usize)> {
    if n == 6 {
        return Some((2, 3));
    }
    let root = n.isqrt();
    (root * root == n && n >= 4).then_some((root, root))
}

/// The rule above, for messages.
const BOX_RULE: &str =
    "pzprjs's Sudoku has floor(sqrt N) square boxes (2x3 for 6x6), so N must be a square or 6";

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Sudoku, ParseError> {
    let n = parts.cols;
    if parts.rows != n {
        return Err(parts.body.error(
            0,
            format!(
                "a Sudoku URL needs as many rows as columns, found {n}/{}",
                parts.rows
            ),
        ));
    }
    let (box_rows, box_cols) =
        boxes(n).ok_or_else(|| parts.body.error(0, format!("a {n}x{n} board: {BOX_RULE}")))?;
    let cells = decode_number16(&parts.body, n)?;
    let givens = (cells.iter())
        .map(|cell| match cell {
            Some(Number::Known(value)) => Some(*value),
            _ => None,
        })
        .collect();
    let hidden = (cells.iter().enumerate())
        .filter(|(_, cell)| **cell == Some(Number::Unknown))
        .map(|(i, _)| i)
        .collect();
    let sudoku = Sudoku::new(n, box_rows, box_cols, givens).and_then(|s| s.with_hidden(hidden));
    Ok(sudoku.expect("shape and values checked"))
}

/// The cells of a `decodeNumber16` body for an N x N board: a given, a hidden given
/// ([`Number::Unknown`], pzprjs's `?`, written `.`) or a blank.
fn decode_number16(body: &Body, n: usize) -> Result<Vec<Option<Number>>, ParseError> {
    read_cells(body, n * n, None, |i| {
        match read_number(body, i)? {
        Some((Number::Known(value), width)) if (1..=n as u32).contains(&value) => {
            Ok((Some(Number::Known(value)), 1, width))
        }
        Some((Number::Known(value), _)) => {
            Err(body.error(i, format!("value {value} is outside 1..{n}")))
        }
        Some((Number::Unknown, width)) => Ok((Some(Number::Unknown), 1, width)),
        None => Err(body.error(
            i,
            format!(
                "unknown character {} (expected a hex digit, an escape - + = % @ * $, or g-z for blanks)",
                body.show(i)
            ),
        )),
    }
    })
}

/// The URL's (columns, rows, body), when pzprjs's Sudoku can show the puzzle.
fn to_url(sudoku: &Sudoku) -> Result<(usize, usize, String), Unsupported> {
    check_representable(sudoku)?;
    let mut body = BodyWriter::new(RUNS_FROM_G);
    for (i, given) in sudoku.givens().iter().enumerate() {
        match given {
            Some(value) => body.push(&write_number(*value)),
            None if sudoku.is_hidden(i / sudoku.size(), i % sudoku.size()) => body.push("."),
            None => body.blank(),
        }
    }
    Ok((sudoku.size(), sudoku.size(), body.finish()))
}

/// Why pzprjs cannot show this Sudoku, if it cannot.
fn check_representable(sudoku: &Sudoku) -> Result<(), Unsupported> {
    let variants = sudoku.variant_names();
    if !variants.is_empty() {
        return Err(Unsupported(format!(
            "Sudoku variants ({}) have no puzz.link genre",
            variants.join(", ")
        )));
    }
    let n = sudoku.size();
    match boxes(n) {
        Some(shape) if shape == (sudoku.box_rows(), sudoku.box_cols()) => Ok(()),
        Some((r, c)) => Err(Unsupported(format!(
            "pzprjs's {n}x{n} Sudoku has {r}x{c} boxes; this puzzle's are {}x{}",
            sudoku.box_rows(),
            sudoku.box_cols()
        ))),
        None => Err(Unsupported(format!("a {n}x{n} Sudoku: {BOX_RULE}"))),
    }
}

/// The puzzle and answer grid of a pzprv3 file's data after the genre line.
fn from_pzprv3(reader: &mut Reader) -> Result<(Sudoku, Option<Grid>), ParseError> {
    let (n, size_place) = reader.number("the board size N")?;
    let (box_rows, box_cols) =
        boxes(n).ok_or_else(|| size_place.error(format!("a {n}x{n} board: {BOX_RULE}")))?;
    let mut givens = Vec::with_capacity(n * n);
    let mut hidden = Vec::new();
    for token in reader.grid(n, n, "question")?.into_iter().flatten() {
        if token.text == "-" {
            hidden.push(givens.len());
        }
        givens.push(match token.text {
            "." | "-" => None,
            _ => Some(token.value(1, n as u32)?),
        });
    }
    let sudoku = Sudoku::new(n, box_rows, box_cols, givens).and_then(|s| s.with_hidden(hidden));
    let sudoku = sudoku.expect("shape and values checked");
    let answer = reader.answer(n, n, |row, col, token| {
        filled_number(token, sudoku.given(row, col), n as u32)
    })?;
    let answer = answer.map(|grid| fill_hidden(&sudoku, grid));
    Ok((sudoku, answer))
}

/// `grid` with each empty hidden given filled with the one value its row lacks, when
/// the rest of the row holds all others: pzprjs keeps no value in a hidden given's
/// cell, and counts the cell as filled.
fn fill_hidden(sudoku: &Sudoku, mut grid: Grid) -> Grid {
    let n = sudoku.size();
    for (row, cells) in grid.iter_mut().enumerate() {
        let lacking: Vec<String> = (1..=n)
            .map(|v| v.to_string())
            .filter(|v| !cells.contains(&Some(v.clone())))
            .collect();
        let empty: Vec<usize> = (0..n).filter(|&col| cells[col].is_none()).collect();
        if let ([col], [value]) = (&empty[..], &lacking[..]) {
            if sudoku.is_hidden(row, *col) {
                cells[*col] = Some(value.clone());
            }
        }
    }
    grid
}

/// The pzprv3 file of a puzzle and, when given, its answer grid.
fn to_pzprv3(sudoku: &Sudoku, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    check_representable(sudoku)?;
    let n = sudoku.size();
    let mut out = Writer::new("sudoku", &[n]);
    out.grid(n, n, |row, col| match sudoku.given(row, col) {
        Some(value) => value.to_string(),
        None if sudoku.is_hidden(row, col) => "-".to_owned(),
        None => ".".to_owned(),
    });
    out.grid(n, n, |row, col| match (sudoku.given(row, col), answer) {
        (None, Some(grid)) => grid[row][col].clone(),
        _ => ".".to_owned(),
    });
    Ok(out.finish())
}
