//! Nonogram in puzz.link URLs (pzprjs's genre `nonogram`) and pzprv3 files.
//!
//! pzprjs writes the clues in the frame above and left of the grid: `(rows + 1) / 2`
//! slots above each column and `(cols + 1) / 2` left of each row, as many as a line's
//! runs can be. A URL lists the slots column by column, then row by row, each line's
//! slots from the grid outward, in pzprjs's number format with runs of empty slots as
//! `g`..`z`; pzprjs writes a line's runs against the grid (the last run in the slot next
//! to it) and reads them in order wherever they sit. An empty line has no number.
//!
//! A pzprv3 file holds the board with its frame: `(rows + 1) / 2 + rows` lines of
//! `(cols + 1) / 2 + cols` tokens, the frame's slots holding a run (`c` before it: pzprjs's
//! mark of a clue done with) or `.`, and the cells `#` shaded, `+` marked unshaded, `.`.
//!
//! Neither form can leave a line without a clue (no number is an empty line), nor hold
//! more runs than a line can: such puzzles have no URL or pzprv3 file.

use super::{LineClue, Nonogram};
use crate::grid::Line;
use crate::interop::line_counts;
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Nonogram's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Nonogram> =
    Genre::new("nonogram", from_url, to_url, from_pzprv3, to_pzprv3);

/// The slots of the frame for each column and each row: (above a column, left of a row).
fn slots(rows: usize, cols: usize) -> (usize, usize) {
    (rows.div_ceil(2), cols.div_ceil(2))
}

/// A line's clue from its slots, listed from the grid outward.
fn clue_of(slots: &[Option<u32>]) -> LineClue {
    Some(slots.iter().rev().flatten().copied().collect())
}

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Nonogram, ParseError> {
    let (rows, cols) = (parts.rows, parts.cols);
    let (above, left) = slots(rows, cols);
    let body = &parts.body;
    let (frame, next) = line_counts::read(body, 0, cols * above + rows * left, "Nonogram")?;
    if next < body.text.len() {
        return Err(body.error(next, "data after the last clue"));
    }
    let (col_slots, row_slots) = frame.split_at(cols * above);
    let col_clues = col_slots.chunks(above).map(clue_of).collect();
    let row_clues = row_slots.chunks(left).map(clue_of).collect();
    Nonogram::new(row_clues, col_clues).map_err(|e| body.error(0, e.to_string()))
}

/// A line's slots, from the grid outward, with its runs against the grid; `Unsupported`
/// for a line without a clue or with more runs than slots.
fn slots_of(puzzle: &Nonogram, line: Line, slots: usize) -> Result<Slots, Unsupported> {
    let Some(runs) = puzzle.clue(line) else {
        return Err(Unsupported(format!("{line} has no clue, which pzprjs cannot state")));
    };
    if runs.len() > slots {
        let message = format!("{line} has {} runs; pzprjs has room for {slots}", runs.len());
        return Err(Unsupported(message));
    }
    let mut out: Vec<Option<u32>> = runs.iter().rev().map(|&r| Some(r)).collect();
    out.resize(slots, None);
    Ok(out)
}

/// A line's slots, from the grid outward (`None`: empty).
type Slots = Vec<Option<u32>>;

/// Every line's slots: the columns', then the rows'.
fn frame(puzzle: &Nonogram) -> Result<(Vec<Slots>, Vec<Slots>), Unsupported> {
    let (above, left) = slots(puzzle.rows(), puzzle.cols());
    let cols = (0..puzzle.cols()).map(|c| slots_of(puzzle, Line::Col(c), above));
    let rows = (0..puzzle.rows()).map(|r| slots_of(puzzle, Line::Row(r), left));
    Ok((cols.collect::<Result<_, _>>()?, rows.collect::<Result<_, _>>()?))
}

/// The URL's (columns, rows, body).
fn to_url(puzzle: &Nonogram) -> Result<(usize, usize, String), Unsupported> {
    let (cols, rows) = frame(puzzle)?;
    let body = line_counts::write(cols.iter().chain(&rows).flatten());
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Nonogram, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let (above, left) = slots(rows, cols);
    let board = reader.grid(above + rows, left + cols, "board")?;
    let slot = |r: usize, c: usize| line_counts::from_frame(&board[r][c]);
    let in_order = |tokens: Vec<Result<Option<u32>, ParseError>>| -> Result<LineClue, ParseError> {
        let runs: Vec<Option<u32>> = tokens.into_iter().collect::<Result<_, _>>()?;
        Ok(Some(runs.into_iter().flatten().collect()))
    };
    let col_clues = (0..cols)
        .map(|c| in_order((0..above).map(|r| slot(r, left + c)).collect()))
        .collect::<Result<Vec<_>, _>>()?;
    let row_clues = (0..rows)
        .map(|r| in_order((0..left).map(|c| slot(above + r, c)).collect()))
        .collect::<Result<Vec<_>, _>>()?;
    let mut answer = Vec::with_capacity(rows);
    for line in &board[above..] {
        let cells = line[left..].iter().map(|token| match token.text {
            "#" => Ok(Some("#".to_owned())),
            "." | "+" => Ok(Some(".".to_owned())),
            other => Err(token.place.error(format!(
                "expected `#` (shaded), `+` or `.` (not shaded), found `{other}`"
            ))),
        });
        answer.push(cells.collect::<Result<Vec<_>, _>>()?);
    }
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    let puzzle = Nonogram::new(row_clues, col_clues)
        .map_err(|e| board[0][0].place.error(e.to_string()))?;
    let shaded = answer.iter().flatten().any(|c| c.as_deref() == Some("#"));
    Ok((puzzle, shaded.then_some(answer)))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells as `+`).
fn to_pzprv3(puzzle: &Nonogram, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let (above, left) = slots(rows, cols);
    let (col_slots, row_slots) = frame(puzzle)?;
    let mut out = Writer::new("nonogram", &[rows, cols]);
    out.grid(above + rows, left + cols, |r, c| match (r.checked_sub(above), c.checked_sub(left)) {
        (None, None) => ".".to_owned(),
        (None, Some(col)) => line_counts::to_frame(col_slots[col][above - 1 - r]),
        (Some(row), None) => line_counts::to_frame(row_slots[row][left - 1 - c]),
        (Some(row), Some(col)) => match answer.map(|a| a[row][col].as_str()) {
            Some("#") => "#".to_owned(),
            Some(_) => "+".to_owned(),
            None => ".".to_owned(),
        },
    });
    Ok(out.finish())
}
