//! The pzprv3 grid of a [`NumberGrid`]'s cells, for the kinds with a number or none in
//! each cell (Kurodoko, Cave, Geradeweg): a number, `-` pzprjs's unknown number, `.` none.
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
    let mut numbers = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "numbers")?.into_iter().flatten() {
        let number = match token.text {
            "." => None,
            "-" => Some(UNKNOWN),
            _ => Some(token.value(1, max).map_err(|_| {
                token.place.error(format!(
                    "expected a number 1-{max}, `-` (unknown) or `.` (none), found `{}`",
                    token.text
                ))
            })?),
        };
        numbers.push(number);
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
