//! Slitherlink in puzz.link URLs (pzprjs's genre `slither`, its `decode4Cell`: a number
//! 0..3 may carry one or two empty cells after it, letters g..z are runs of empty
//! cells) and pzprv3 files in the layout pzprjs writes (`pzprv3.1`): the numbers (`.`
//! none), a grid of the solver's cell marks (numbers, which say nothing about the loop),
//! then the loop: the rows x (cols + 1) edges down and the (rows + 1) x cols edges
//! across, `1` for a line and `0` or `-1` (a cross) for none. pzprjs's older layout
//! (`pzprv3`, without the marks) fails at the marks' first row. pzprjs's unknown number (`-`, a `.` in URLs)
//! and its variant `f` (the loop visits every vertex) are not Slitherlink here.

use crate::interop::codec::{
    filled, folded_blanks, read_cells, read_lines, BodyWriter, RUNS_FROM_G,
};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::slitherlink::{clue_char, Slitherlink, MAX_CLUE};
use crate::ParseError;

/// Slitherlink's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Slitherlink> = Genre {
    name: "slither",
    aliases: &["slitherlink"],
    from_url,
    to_url,
    from_pzprv3,
    to_pzprv3,
};

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Slitherlink, ParseError> {
    let body = &parts.body;
    // (the number this character puts in the current cell, how many cells it covers)
    let clues = read_cells(body, parts.rows * parts.cols, None, |i| {
        let byte = body.text[i];
        match byte {
            b'0'..=b'3' => Ok((Some(byte - b'0'), 1, 1)),
            b'5'..=b'8' => Ok((Some(byte - b'5'), 2, 1)),
            b'a'..=b'd' => Ok((Some(byte - b'a'), 3, 1)),
            _ => Err(body.error(
                i,
                format!(
                    "unknown character {} (expected 0-3, 5-8 or a-d for a number, g-z for empty cells; a 4 or an unknown number `.` is no Slitherlink clue here)",
                    body.show(i)
                ),
            )),
        }
    })?;
    Ok(Slitherlink::new(parts.rows, parts.cols, clues).expect("shape checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encode4Cell` writes it.
fn to_url(puzzle: &Slitherlink) -> Result<(usize, usize, String), Unsupported> {
    let clues = puzzle.clues();
    let mut body = BodyWriter::new(RUNS_FROM_G);
    let mut i = 0;
    while i < clues.len() {
        match clues[i] {
            Some(n) => {
                let (base, skip) = folded_blanks(i, clues.len(), |k| clues[k].is_none());
                i += skip;
                body.push(&char::from(base + n).to_string());
            }
            None => body.blank(),
        }
        i += 1;
    }
    Ok((puzzle.cols(), puzzle.rows(), body.finish()))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no line is drawn.
fn from_pzprv3(reader: &mut Reader) -> Result<(Slitherlink, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    reader.refuse_variant("f", "the loop visits every vertex")?;
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
    for token in reader.line_grid(rows, cols, "cell marks")?.iter().flatten() {
        token.text.parse::<i32>().map_err(|_| {
            token.place.error(format!(
                "expected a cell mark (a number), found `{}`",
                token.text
            ))
        })?;
    }
    let down = read_lines(reader, rows, cols + 1, "edges down", "an edge")?;
    let across = read_lines(reader, rows + 1, cols, "edges across", "an edge")?;
    // An empty answer section: only pzprjs's trailer may follow.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    if !across.iter().chain(&down).any(|&on| on) {
        return Ok((puzzle, None));
    }
    let drawing = super::SlitherlinkAnswer::new(&puzzle, across, down).grid();
    Ok((puzzle, Some(filled(drawing))))
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
