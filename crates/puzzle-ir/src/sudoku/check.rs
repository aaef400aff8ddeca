//! The independent Sudoku checker. It reads the rules straight from the puzzle and shares
//! no code with any encoder: a bug in an encoding cannot hide itself here.

use super::{Sudoku, SudokuAnswer};
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize { expected: usize, got: usize },
    /// A cell holds a value outside 1..N.
    OutOfRange { row: usize, col: usize, value: u32 },
    /// A given was changed.
    GivenChanged {
        row: usize,
        col: usize,
        given: u32,
        value: u32,
    },
    /// A parity-marked cell holds a value of the other parity.
    Parity {
        row: usize,
        col: usize,
        value: u32,
        parity: &'static str,
    },
    /// A value appears twice in a row, column, box or diagonal.
    Repeated {
        group: String,
        value: u32,
        first: (usize, usize),
        second: (usize, usize),
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize { expected, got } => {
                write!(f, "answer is {got}x{got}, puzzle is {expected}x{expected}")
            }
            Violation::OutOfRange { row, col, value } => {
                write!(
                    f,
                    "row {row}, column {col} holds {value}, outside the puzzle's values"
                )
            }
            Violation::GivenChanged {
                row,
                col,
                given,
                value,
            } => {
                write!(
                    f,
                    "row {row}, column {col}: the given {given} was changed to {value}"
                )
            }
            Violation::Parity {
                row,
                col,
                value,
                parity,
            } => {
                write!(
                    f,
                    "row {row}, column {col} is marked {parity} but holds {value}"
                )
            }
            Violation::Repeated {
                group,
                value,
                first,
                second,
            } => write!(
                f,
                "{group} holds {value} twice: at row {}, column {} and row {}, column {}",
                first.0, first.1, second.0, second.1
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against every rule of `puzzle`; returns the first broken rule.
///
/// ```
/// use puzzle_ir::sudoku::{check, Sudoku, SudokuAnswer};
/// let puzzle = Sudoku::new(4, 2, 2, vec![None; 16]).unwrap();
/// let good = SudokuAnswer::new(&puzzle, vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]);
/// assert!(check(&puzzle, &good).is_ok());
/// let bad = SudokuAnswer::new(&puzzle, vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 1, 2]);
/// assert!(check(&puzzle, &bad).unwrap_err().to_string().contains("twice"));
/// ```
pub fn check(puzzle: &Sudoku, answer: &SudokuAnswer) -> Result<(), Violation> {
    let n = puzzle.size();
    if answer.size() != n {
        return Err(Violation::WrongSize {
            expected: n,
            got: answer.size(),
        });
    }
    check_cells(puzzle, answer)?;
    for r in 0..n {
        let cells: Vec<(usize, usize)> = (0..n).map(|c| (r, c)).collect();
        all_different(answer, || format!("row {}", r + 1), &cells)?;
    }
    for c in 0..n {
        let cells: Vec<(usize, usize)> = (0..n).map(|r| (r, c)).collect();
        all_different(answer, || format!("column {}", c + 1), &cells)?;
    }
    let (h, w) = (puzzle.box_rows(), puzzle.box_cols());
    for top in (0..n).step_by(h) {
        for left in (0..n).step_by(w) {
            let mut cells = Vec::with_capacity(n);
            for r in top..top + h {
                for c in left..left + w {
                    cells.push((r, c));
                }
            }
            let name = || {
                format!(
                    "the box with top-left cell at row {}, column {}",
                    top + 1,
                    left + 1
                )
            };
            all_different(answer, name, &cells)?;
        }
    }
    if puzzle.diagonal() {
        let main: Vec<(usize, usize)> = (0..n).map(|i| (i, i)).collect();
        all_different(
            answer,
            || "the main diagonal (top-left to bottom-right)".to_owned(),
            &main,
        )?;
        let anti: Vec<(usize, usize)> = (0..n).map(|i| (i, n - 1 - i)).collect();
        all_different(
            answer,
            || "the anti-diagonal (top-right to bottom-left)".to_owned(),
            &anti,
        )?;
    }
    Ok(())
}

fn check_cells(puzzle: &Sudoku, answer: &SudokuAnswer) -> Result<(), Violation> {
    let n = puzzle.size();
    for r in 0..n {
        for c in 0..n {
            let value = answer.value(r, c);
            let (row, col) = (r + 1, c + 1);
            if value == 0 || value as usize > n {
                return Err(Violation::OutOfRange { row, col, value });
            }
            if let Some(given) = puzzle.given(r, c) {
                if given != value {
                    return Err(Violation::GivenChanged {
                        row,
                        col,
                        given,
                        value,
                    });
                }
            }
            if let Some(parity) = puzzle.parity(r, c) {
                if !parity.admits(value) {
                    return Err(Violation::Parity {
                        row,
                        col,
                        value,
                        parity: parity.name(),
                    });
                }
            }
        }
    }
    Ok(())
}

/// `group` names the group, and is called only for a violation: checking runs once per
/// solved puzzle, thousands of times a second in a batch.
fn all_different(
    answer: &SudokuAnswer,
    group: impl FnOnce() -> String,
    cells: &[(usize, usize)],
) -> Result<(), Violation> {
    let mut seen_at: Vec<Option<(usize, usize)>> = vec![None; answer.size() + 1];
    for &(r, c) in cells {
        let value = answer.value(r, c);
        let slot = &mut seen_at[value as usize];
        if let Some(first) = *slot {
            return Err(Violation::Repeated {
                group: group(),
                value,
                first: (first.0 + 1, first.1 + 1),
                second: (r + 1, c + 1),
            });
        }
        *slot = Some((r, c));
    }
    Ok(())
}
