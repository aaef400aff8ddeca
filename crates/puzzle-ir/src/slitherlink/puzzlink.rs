//! Slitherlink in puzz.link URLs (pzprjs's genre `slither`, its `decode4Cell`: a number
//! 0..3 may carry one or two empty cells after it, letters g..z are runs of empty
//! cells, `.` is the unknown number) and pzprv3 files in the layout pzprjs writes
//! (`pzprv3.1`): the numbers (`.` none, `-` the unknown number), a grid of the solver's
//! cell marks (numbers, which say nothing about the loop), then the loop: the rows x
//! (cols + 1) edges down and the (rows + 1) x cols edges across, `1` for a line and `0`
//! or `-1` (a cross) for none. pzprjs's older layout (`pzprv3`, without the marks)
//! fails at the marks' first row. pzprjs's variant `f` (the loop visits every point) is
//! the flag field `f` of a URL and the line `f` after a file's size.

use crate::interop::codec::{filled, read_lines};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::lines::LinePuzzle;
use crate::slitherlink::{Number, Slitherlink, MAX_CLUE};
use crate::small_number;
use crate::ParseError;

/// Slitherlink's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Slitherlink> =
    Genre::new("slither", from_url, to_url, from_pzprv3, to_pzprv3)
    .aliases(&["slitherlink"])
    .url_flags(flags);

/// pzprjs's flag, in URLs and pzprv3 files, of the variant where the loop visits every
/// point.
const EVERY_POINT: &str = "f";

/// The puzzle's flags: `f` for the variant where the loop visits every point.
fn flags(puzzle: &Slitherlink) -> &'static str {
    if puzzle.every_point() {
        EVERY_POINT
    } else {
        ""
    }
}

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Slitherlink, ParseError> {
    let flags = &parts.flags;
    if let Some(i) = flags.text.iter().position(|&b| b != b'f') {
        let message = format!(
            "unknown flag {} (expected `f`, the loop visits every point)",
            flags.show(i)
        );
        return Err(flags.error(i, message));
    }
    let body = &parts.body;
    let clues = small_number::read_url(body, parts.rows * parts.cols, MAX_CLUE, "cell")?;
    let puzzle = Slitherlink::new(parts.rows, parts.cols, clues).expect("shape checked");
    Ok(puzzle.with_every_point(!flags.text.is_empty()))
}

/// The URL's (columns, rows, body), as pzprjs's `encode4Cell` writes it.
fn to_url(puzzle: &Slitherlink) -> Result<(usize, usize, String), Unsupported> {
    let body = small_number::write_url(puzzle.cells());
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no line is drawn.
fn from_pzprv3(reader: &mut Reader) -> Result<(Slitherlink, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let every_point = reader.variant(EVERY_POINT);
    let mut clues = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "question")?.into_iter().flatten() {
        clues.push(match token.text {
            "." => None,
            "-" => Some(Number::Unknown),
            _ => Some(Number::Known(
                token.value(0, MAX_CLUE.into()).map_err(|_| {
                    token.place.error(format!(
                        "expected `.` (no number), `-` (an unknown number) or a number 0-3, found `{}`",
                        token.text
                    ))
                })? as u8,
            )),
        });
    }
    let puzzle = Slitherlink::new(rows, cols, clues).expect("shape checked");
    let puzzle = puzzle.with_every_point(every_point);
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
    if puzzle.every_point() {
        out.line(EVERY_POINT);
    }
    out.grid(rows, cols, |row, col| match puzzle.cell(row, col) {
        Some(Number::Unknown) => "-".to_owned(),
        cell => Slitherlink::clue_char(cell).to_string(),
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
