//! A shaded-loop answer in a pzprv3 file, after the clues: a grid of the cells (`#`
//! shaded, `+` or `.` not), the rows x (cols - 1) links across and the (rows - 1) x cols
//! links down, `1` for a line and `0` or `-1` (a cross) for none.

use super::{ClueSymbol, Mark};
use crate::interop::codec::{filled, read_lines, write_centre_links};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::lines::{Edges, LinePuzzle};
use crate::ParseError;

/// The answer drawing of `puzzle` in the file; none when no line is drawn and no cell
/// shaded.
pub(crate) fn read_answer<P, S>(reader: &mut Reader, puzzle: &P) -> Result<Option<Grid>, ParseError>
where
    P: LinePuzzle<Clue = Mark<S>>,
    S: ClueSymbol,
{
    let (rows, cols) = puzzle.size();
    let mut shaded = Vec::with_capacity(rows * cols);
    for (cell, token) in reader
        .grid(rows, cols, "shading")?
        .iter()
        .flatten()
        .enumerate()
    {
        shaded.push(match token.text {
            "#" if puzzle.cell_clues()[cell].is_some() => {
                return Err(token.place.error("a clue cell is shaded"))
            }
            "#" => true,
            "+" | "." => false,
            other => {
                return Err(token.place.error(format!(
                    "expected `#` (shaded), `+` or `.` (unshaded), found `{other}`"
                )))
            }
        });
    }
    let across = read_lines(reader, rows, cols - 1, "links across", "a link")?;
    let down = read_lines(reader, rows - 1, cols, "links down", "a link")?;
    // An empty answer section: only pzprjs's trailer may follow.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    if !across.iter().chain(&down).chain(&shaded).any(|&on| on) {
        return Ok(None);
    }
    let answer = super::answer(puzzle, Edges::new(rows, cols, across, down), &shaded);
    Ok(Some(filled(answer.grid())))
}

/// Writes the answer `drawing` of a `rows` x `cols` puzzle, or an unsolved board: the
/// cells (`#` shaded, `.` not) and the links.
pub(crate) fn write_answer(
    out: &mut Writer,
    rows: usize,
    cols: usize,
    drawing: Option<&[Vec<String>]>,
) {
    let cell = |row: usize, col: usize| match drawing {
        Some(grid) if grid[2 * row][2 * col] == "#" => "#",
        _ => ".",
    };
    out.grid(rows, cols, |row, col| cell(row, col).to_owned());
    write_centre_links(out, rows, cols, drawing);
}
