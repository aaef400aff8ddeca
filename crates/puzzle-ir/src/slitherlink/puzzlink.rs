//! Slitherlink in puzz.link URLs (pzprjs's genre `slither`, its `decode4Cell`: a number
//! 0..3 may carry one or two empty cells after it, letters g..z are runs of empty
//! cells) and pzprv3 files in the layout pzprjs writes (`pzprv3.1`): the numbers (`.`
//! none), a grid of the solver's cell marks (numbers, which say nothing about the loop),
//! then the loop: the rows x (cols + 1) edges down and the (rows + 1) x cols edges
//! across, `1` for a line and `0` or `-1` (a cross) for none. pzprjs's older layout
//! (`pzprv3`, without the marks) fails at the marks' first row: the reader does not tell
//! the genre which layout the header named. pzprjs's unknown number (`-`, a `.` in URLs)
//! is not a Slitherlink number here.

use crate::interop::pzprv3::{Grid, Reader, Token, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::slitherlink::{clue_char, Slitherlink, MAX_CLUE};
use crate::ParseError;

/// Slitherlink's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Slitherlink> = Genre {
    name: "slither",
    from_url,
    to_url,
    from_pzprv3,
    to_pzprv3,
};

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Slitherlink, ParseError> {
    let body = &parts.body;
    let cells = parts.rows * parts.cols;
    let mut clues = vec![None; cells];
    let mut cell = 0;
    for (i, &byte) in body.text.iter().enumerate() {
        if cell >= cells {
            return Err(body.error(i, "data after the last cell"));
        }
        // (the number this character puts in the current cell, how many cells it covers)
        let (number, covered) = match byte {
            b'0'..=b'3' => (Some(byte - b'0'), 1),
            b'5'..=b'8' => (Some(byte - b'5'), 2),
            b'a'..=b'd' => (Some(byte - b'a'), 3),
            b'g'..=b'z' => {
                let empty = (byte - b'f') as usize;
                if cell + empty > cells {
                    return Err(body.error(
                        i,
                        format!("`{}` skips {empty} cells, but only {} remain", byte as char, cells - cell),
                    ));
                }
                (None, empty)
            }
            _ => {
                return Err(body.error(
                    i,
                    format!(
                        "unknown character {} (expected 0-3, 5-8 or a-d for a number, g-z for empty cells; a 4 or an unknown number `.` is no Slitherlink clue here)",
                        body.show(i)
                    ),
                ))
            }
        };
        clues[cell] = number;
        // pzprjs's encoder lets a number's empty cells run past the last cell.
        cell = (cell + covered).min(cells);
    }
    Ok(Slitherlink::new(parts.rows, parts.cols, clues).expect("shape checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encode4Cell` writes it.
fn to_url(puzzle: &Slitherlink) -> Result<(usize, usize, String), Unsupported> {
    let clues = puzzle.clues();
    let numbered = |i: usize| clues.get(i).is_some_and(Option::is_some);
    let mut body = String::new();
    let mut empty = 0;
    let mut i = 0;
    while i < clues.len() {
        match clues[i] {
            Some(n) => {
                flush_empty(&mut body, &mut empty);
                // pzprjs folds up to two following empty cells into the number, looking
                // only at whether the next cells exist and are empty.
                let (base, skip) = if i + 1 < clues.len() && numbered(i + 1) {
                    (b'0', 0)
                } else if i + 2 < clues.len() && numbered(i + 2) {
                    (b'5', 1)
                } else {
                    (b'a', 2)
                };
                i += skip;
                body.push((base + n) as char);
            }
            None => {
                empty += 1;
                if empty == 20 {
                    flush_empty(&mut body, &mut empty);
                }
            }
        }
        i += 1;
    }
    flush_empty(&mut body, &mut empty);
    Ok((puzzle.cols(), puzzle.rows(), body))
}

fn flush_empty(body: &mut String, empty: &mut usize) {
    if *empty > 0 {
        body.push((b'f' + *empty as u8) as char);
        *empty = 0;
    }
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no line is drawn.
fn from_pzprv3(reader: &mut Reader) -> Result<(Slitherlink, Option<Grid>), ParseError> {
    let (rows, _) = reader.number("the number of rows")?;
    let (cols, _) = reader.number("the number of columns")?;
    let mut clues = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "question")?.into_iter().flatten() {
        clues.push(match token.text {
            "." => None,
            _ => Some(token.value(0, MAX_CLUE.into()).map_err(|_| {
                token.place.error(format!(
                    "expected `.` (no number) or a number 0-3, found `{}`",
                    token.text
                ))
            })? as u8),
        });
    }
    let puzzle = Slitherlink::new(rows, cols, clues).expect("shape checked");
    for token in reader.grid(rows, cols, "cell marks")?.iter().flatten() {
        token.text.parse::<i32>().map_err(|_| {
            token.place.error(format!(
                "expected a cell mark (a number), found `{}`",
                token.text
            ))
        })?;
    }
    let mut down = Vec::with_capacity(rows * (cols + 1));
    for token in reader.grid(rows, cols + 1, "edges down")?.iter().flatten() {
        down.push(line(token)?);
    }
    let mut across = Vec::with_capacity((rows + 1) * cols);
    for token in reader
        .grid(rows + 1, cols, "edges across")?
        .iter()
        .flatten()
    {
        across.push(line(token)?);
    }
    // An empty answer section: only pzprjs's trailer may follow.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    if !across.iter().chain(&down).any(|&on| on) {
        return Ok((puzzle, None));
    }
    let drawing = super::SlitherlinkAnswer::new(&puzzle, across, down).grid();
    let grid = drawing
        .into_iter()
        .map(|row| row.into_iter().map(Some).collect())
        .collect();
    Ok((puzzle, Some(grid)))
}

/// Whether an edge token of a pzprv3 file draws a line.
fn line(token: &Token) -> Result<bool, ParseError> {
    match token.text {
        "1" => Ok(true),
        "0" | "-1" => Ok(false),
        other => Err(token.place.error(format!(
            "expected an edge `1` (line), `0` (none) or `-1` (cross), found `{other}`"
        ))),
    }
}

/// The pzprv3 file of a puzzle and, when given, its answer drawing.
fn to_pzprv3(puzzle: &Slitherlink, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("slither", &[rows, cols]);
    out.grid(rows, cols, |row, col| {
        clue_char(puzzle.clue(row, col)).to_string()
    });
    let drawn = |line: usize, col: usize| {
        let on = answer.is_some_and(|grid| matches!(grid[line][col].as_str(), "-" | "|"));
        if on { "1" } else { "0" }.to_owned()
    };
    out.grid(rows, cols, |_, _| "0".to_owned());
    out.grid(rows, cols + 1, |row, col| drawn(2 * row + 1, 2 * col));
    out.grid(rows + 1, cols, |row, col| drawn(2 * row, 2 * col + 1));
    // pzprjs names the layout with cell marks `pzprv3.1`.
    Ok(out.finish().replacen("pzprv3\n", "pzprv3.1\n", 1))
}
