//! The pzprv3 grid of a [`NumberGrid`]'s cells, for the kinds with a number or none in
//! each cell (Kurodoko, Cave, Geradeweg; the question grid of Hitori and Shikaku): a
//! number, `-` pzprjs's unknown number, `.` none.
//!
//! ```text
//! 3 . ?      (native)
//! 3 . -      (pzprv3)
//! ```

use super::pzprv3::{Reader, Writer};
use crate::shading::{number_text, NumberGrid, UNKNOWN};
use crate::ParseError;

/// The `rows` x `cols` grid of numbers (each 1..=`max`) of a pzprv3 file, row-major.
pub(crate) fn read_number_cells(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
    max: u32,
) -> Result<Vec<Option<u32>>, ParseError> {
    read_cells(reader, rows, cols, "numbers", max, |found| {
        format!("expected a number 1-{max}, `-` (unknown) or `.` (none), found `{found}`")
    })
}

/// The `rows` x `cols` question grid (each number 1..=`max`) of a pzprv3 file whose
/// cells hold a number or none (Hitori, Shikaku), row-major; `unknown` names `-` in the
/// error for a bad cell.
pub(crate) fn read_question_numbers(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
    max: u32,
    unknown: &str,
) -> Result<Vec<Option<u32>>, ParseError> {
    read_cells(reader, rows, cols, "question", max, |found| {
        format!("expected `.` (no number), `-` ({unknown}) or a number 1-{max}, found `{found}`")
    })
}

/// The grid `what` of numbers 1..=`max`, `-` and `.`, with `expected(token)` as the
/// error for any other token.
fn read_cells(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
    what: &str,
    max: u32,
    expected: impl Fn(&str) -> String,
) -> Result<Vec<Option<u32>>, ParseError> {
    let mut numbers = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, what)?.into_iter().flatten() {
        numbers.push(match token.text {
            "." => None,
            "-" => Some(UNKNOWN),
            _ => Some((token.value(1, max)).map_err(|_| token.place.error(expected(token.text)))?),
        });
    }
    Ok(numbers)
}

/// Writes `grid`'s numbers as pzprjs's grid of numbers.
pub(crate) fn write_number_cells(out: &mut Writer, grid: &NumberGrid) {
    out.grid(grid.rows(), grid.cols(), |row, col| {
        match grid.number(row, col) {
            Some(UNKNOWN) => "-".to_owned(),
            number => number_text(number),
        }
    });
}
