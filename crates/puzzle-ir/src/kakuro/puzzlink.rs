//! Kakuro in puzz.link URLs (pzprjs's `decodeKakuro`) and pzprv3 files. Both hold the
//! inner board: the native grid adds the outer frame of clue cells (its first row and
//! column). A URL lists the inner cells (letters for runs of white cells, `.` for a
//! clue cell without numbers, otherwise two characters: down, then across), then one
//! down clue per column whose top inner cell is white and one across clue per row whose
//! left inner cell is white. A clue of 0 means no clue, as in pzprjs.

use crate::interop::codec::{BodyWriter, RUNS_FROM_K};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::{Body, Parts};
use crate::interop::{Genre, Unsupported};
use crate::kakuro::{Cell, Kakuro};
use crate::ParseError;

/// Kakuro's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Kakuro> =
    Genre::new("kakuro", from_url, to_url, from_pzprv3, to_pzprv3);

/// The largest clue a URL character holds (`Z`).
const MAX_URL_CLUE: u32 = 45;

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Kakuro, ParseError> {
    let body = &parts.body;
    let (rows, cols) = (parts.rows + 1, parts.cols + 1);
    let mut cells = vec![Cell::White; rows * cols];
    // The body index each cell was read from, to place errors found later.
    let mut source = vec![body.text.len(); rows * cols];
    for i in 0..rows {
        cells[i * cols] = Cell::Block;
    }
    cells[..cols].fill(Cell::Block);
    let inner = |k: usize| (k / parts.cols + 1) * cols + k % parts.cols + 1;
    let total = parts.rows * parts.cols;
    let (mut k, mut i) = (0, 0);
    while k < total && i < body.text.len() {
        if let Some(whites) = RUNS_FROM_K.read(body, i, k, total, "cell")? {
            (k..k + whites).for_each(|w| source[inner(w)] = i);
            k += whites;
            i += 1;
            continue;
        }
        match body.text[i] {
            b'.' => {
                cells[inner(k)] = Cell::Block;
                source[inner(k)] = i;
                k += 1;
                i += 1;
            }
            _ => {
                let down = clue(body, i)?;
                if i + 1 >= body.text.len() {
                    return Err(body.error(i + 1, "a clue cell needs two characters (down, then across), the body ends after one"));
                }
                let across = clue(body, i + 1)?;
                cells[inner(k)] = clue_cell(down, across);
                source[inner(k)] = i;
                k += 1;
                i += 2;
            }
        }
    }
    if k < total {
        return Err(body.error(
            i,
            "the body ends before the last cell: a Kakuro URL needs every cell and then its outer clues",
        ));
    }
    let outer = (1..cols)
        .filter(|&col| cells[cols + col] == Cell::White)
        .map(|col| (col, true))
        .chain(
            (1..rows)
                .filter(|&row| cells[row * cols + 1] == Cell::White)
                .map(|row| (row * cols, false)),
        )
        .collect::<Vec<_>>();
    for (at, is_down) in outer {
        if i >= body.text.len() {
            return Err(body.error(i, "the body is cut before its outer clues"));
        }
        let sum = clue(body, i)?;
        cells[at] = if is_down {
            clue_cell(sum, None)
        } else {
            clue_cell(None, sum)
        };
        source[at] = i;
        i += 1;
    }
    if i < body.text.len() {
        return Err(body.error(i, "data after the outer clues"));
    }
    Kakuro::new(rows, cols, cells).map_err(|e| body.error(source[e.row * cols + e.col], e.message))
}

/// A clue cell, or a block when it has neither number (pzprjs draws both alike).
fn clue_cell(down: Option<u32>, across: Option<u32>) -> Cell {
    if down.is_none() && across.is_none() {
        Cell::Block
    } else {
        Cell::Clue { down, across }
    }
}

/// One clue character: `0`-`9`, `a`-`j` (10..19), `A`-`Z` (20..45), `-` none; 0 is none.
fn clue(body: &Body, i: usize) -> Result<Option<u32>, ParseError> {
    let byte = body.text[i];
    let value = match byte {
        b'-' => 0,
        b'0'..=b'9' => u32::from(byte - b'0'),
        b'a'..=b'j' => u32::from(byte - b'a') + 10,
        b'A'..=b'Z' => u32::from(byte - b'A') + 20,
        _ => {
            return Err(body.error(
                i,
                format!(
                    "unknown character {} (expected a clue 0-9, a-j, A-Z or `-`, `.` for a clue cell, k-z for white cells)",
                    body.show(i)
                ),
            ))
        }
    };
    Ok((value > 0).then_some(value))
}

/// A clue as one URL character.
fn clue_char(sum: Option<u32>) -> Result<char, Unsupported> {
    match sum {
        None => Ok('-'),
        Some(v @ 1..=19) => Ok(char::from_digit(v, 36).unwrap_or('-')),
        Some(v @ 20..=MAX_URL_CLUE) => Ok((b'A' + (v - 20) as u8) as char),
        Some(v) => Err(Unsupported(format!(
            "a Kakuro clue of {v}: puzz.link URLs hold clues up to {MAX_URL_CLUE}"
        ))),
    }
}

/// The URL's (columns, rows, body), as pzprjs's `encodeKakuro` writes it.
fn to_url(kakuro: &Kakuro) -> Result<(usize, usize, String), Unsupported> {
    let (rows, cols) = (kakuro.rows(), kakuro.cols());
    if rows < 2 || cols < 2 {
        return Err(Unsupported(
            "a Kakuro URL needs at least one inner row and column".into(),
        ));
    }
    let mut body = BodyWriter::new(RUNS_FROM_K);
    for row in 1..rows {
        for col in 1..cols {
            let token = match kakuro.cell(row, col) {
                Cell::White => {
                    body.blank();
                    continue;
                }
                Cell::Block
                | Cell::Clue {
                    down: None,
                    across: None,
                } => ".".to_owned(),
                Cell::Clue { down, across } => {
                    format!("{}{}", clue_char(down)?, clue_char(across)?)
                }
            };
            body.push(&token);
        }
    }
    let mut body = body.finish();
    for col in 1..cols {
        if kakuro.is_white(1, col) {
            body.push(clue_char(down_of(kakuro.cell(0, col)))?);
        }
    }
    for row in 1..rows {
        if kakuro.is_white(row, 1) {
            body.push(clue_char(across_of(kakuro.cell(row, 0)))?);
        }
    }
    Ok((cols - 1, rows - 1, body))
}

fn down_of(cell: Cell) -> Option<u32> {
    match cell {
        Cell::Clue { down, .. } => down,
        _ => None,
    }
}

fn across_of(cell: Cell) -> Option<u32> {
    match cell {
        Cell::Clue { across, .. } => across,
        _ => None,
    }
}

/// The puzzle and answer grid of a pzprv3 file's data after the genre line: the frame
/// row (down clues) and column (across clues) around the inner board, inner clue cells
/// as `across,down`, white cells as `.`.
fn from_pzprv3(reader: &mut Reader) -> Result<(Kakuro, Option<Grid>), ParseError> {
    let (inner_rows, _) = reader.number("the number of rows")?;
    let (inner_cols, _) = reader.number("the number of columns")?;
    let (rows, cols) = (inner_rows + 1, inner_cols + 1);
    let grid = reader.grid(rows, cols, "question")?;
    let mut cells = Vec::with_capacity(rows * cols);
    for (row, tokens) in grid.iter().enumerate() {
        for (col, token) in tokens.iter().enumerate() {
            cells.push(match (row, col) {
                (0, 0) => Cell::Block,
                (0, _) => clue_cell(token.clue()?, None),
                (_, 0) => clue_cell(None, token.clue()?),
                _ if token.text == "." => Cell::White,
                _ => {
                    let Some((across, down)) = token.text.split_once(',') else {
                        return Err(token.place.error(format!(
                            "expected `.` (a white cell) or `across,down` (a clue cell), found `{}`",
                            token.text
                        )));
                    };
                    let part = |text| crate::interop::pzprv3::Token { text, ..*token }.clue();
                    clue_cell(part(down)?, part(across)?)
                }
            });
        }
    }
    let kakuro =
        Kakuro::new(rows, cols, cells).map_err(|e| grid[e.row][e.col].place.error(e.message))?;
    let answer = reader.answer(inner_rows, inner_cols, |row, col, token| {
        if !kakuro.is_white(row + 1, col + 1) || token.is_empty_mark() {
            return Ok(None);
        }
        token.value(1, 9).map(|d| Some(d.to_string()))
    })?;
    // The answer grid of the native puzzle: the frame and clue cells are `x`.
    let answer = answer.map(|inner| {
        (0..rows)
            .map(|row| {
                (0..cols)
                    .map(|col| match kakuro.is_white(row, col) {
                        true => inner[row - 1][col - 1].clone(),
                        false => Some("x".to_owned()),
                    })
                    .collect()
            })
            .collect()
    });
    Ok((kakuro, answer))
}

/// The pzprv3 file of a puzzle and, when given, its (native) answer grid.
fn to_pzprv3(kakuro: &Kakuro, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (kakuro.rows(), kakuro.cols());
    if rows < 2 || cols < 2 {
        return Err(Unsupported(
            "a Kakuro needs at least one inner row and column".into(),
        ));
    }
    let number = |sum: Option<u32>| sum.unwrap_or(0).to_string();
    let mut out = Writer::new("kakuro", &[rows - 1, cols - 1]);
    out.grid(rows, cols, |row, col| {
        match (row, col, kakuro.cell(row, col)) {
            (0, 0, _) => "0".to_owned(),
            (0, _, cell) => number(down_of(cell)),
            (_, 0, cell) => number(across_of(cell)),
            (_, _, Cell::White) => ".".to_owned(),
            (_, _, cell) => format!("{},{}", number(across_of(cell)), number(down_of(cell))),
        }
    });
    out.grid(rows - 1, cols - 1, |row, col| match answer {
        Some(grid) if kakuro.is_white(row + 1, col + 1) => grid[row + 1][col + 1].clone(),
        _ => ".".to_owned(),
    });
    Ok(out.finish())
}
