//! The independent School Trip checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; the pillars
//! against the puzzle's; no futon with its pillow at the north end; no 2x2 block of
//! aisle; no number with more pillows beside it; no half futon (a pillow no foot points
//! at, a foot that points at no pillow, a second foot at one pillow); every futon
//! touches an aisle; the aisles are one area; no number with fewer pillows beside it; no
//! empty cell.
//!
//! ```
//! use puzzle_ir::school_trip::{check, SchoolTrip, SchoolTripAnswer};
//! let puzzle = SchoolTrip::parse("p", "kind: school-trip\ngrid:\n...\n...\n").unwrap();
//! let answer = SchoolTripAnswer::parse_text(&puzzle, "a", "P..\n^##\n").unwrap();
//! let error = check(&puzzle, &answer).unwrap_err().to_string();
//! assert_eq!(error, "the futon at (1, 1) and (2, 1) has its pillow at its north end");
//! ```

use super::{Cell, SchoolTrip, SchoolTripAnswer, Side};
use crate::grid::{Grid, WrongSize};
use crate::plural::count;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A cell where the answer's pillar differs from the puzzle's (or one has none).
    PillarChanged { cell: (usize, usize) },
    /// A futon with its pillow at the north end: its pillow and its foot.
    NorthPillow {
        pillow: (usize, usize),
        foot: (usize, usize),
    },
    /// A 2x2 block of aisle, by its top left cell.
    AisleBlock { top_left: (usize, usize) },
    /// A number with more pillows beside its pillar.
    TooManyPillows {
        pillar: (usize, usize),
        number: u8,
        pillows: usize,
    },
    /// A pillow without its foot, or a foot without its pillow.
    HalfFuton { cell: (usize, usize) },
    /// A futon whose two cells touch no aisle: its pillow and its foot.
    NoAisle {
        pillow: (usize, usize),
        foot: (usize, usize),
    },
    /// The aisles fall into pieces: a cell of the first and one of another.
    AislesSplit {
        first: (usize, usize),
        other: (usize, usize),
    },
    /// A number with fewer pillows beside its pillar.
    TooFewPillows {
        pillar: (usize, usize),
        number: u8,
        pillows: usize,
    },
    /// A cell neither aisle nor futon.
    EmptyCell { cell: (usize, usize) },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |(row, col): (usize, usize)| format!("({row}, {col})");
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::PillarChanged { cell } => {
                write!(f, "the cell at {} differs from the puzzle's pillar", at(*cell))
            }
            Violation::NorthPillow { pillow, foot } => write!(
                f,
                "the futon at {} and {} has its pillow at its north end",
                at(*pillow),
                at(*foot)
            ),
            Violation::AisleBlock { top_left } => {
                write!(f, "the aisle fills the 2x2 block at {}", at(*top_left))
            }
            Violation::TooManyPillows {
                pillar,
                number,
                pillows,
            }
            | Violation::TooFewPillows {
                pillar,
                number,
                pillows,
            } => write!(
                f,
                "the {number} at {} has {} beside it",
                at(*pillar),
                count(*pillows, "pillow")
            ),
            Violation::HalfFuton { cell } => {
                write!(f, "the futon half at {} has no other half", at(*cell))
            }
            Violation::NoAisle { pillow, foot } => write!(
                f,
                "the futon at {} and {} touches no aisle",
                at(*pillow),
                at(*foot)
            ),
            Violation::AislesSplit { first, other } => write!(
                f,
                "the aisles at {} and {} are not connected",
                at(*first),
                at(*other)
            ),
            Violation::EmptyCell { cell } => write!(f, "the cell at {} is empty", at(*cell)),
        }
    }
}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &SchoolTrip, answer: &SchoolTripAnswer) -> Result<(), Violation> {
    let (expected, got) = (puzzle.shape(), answer.shape());
    WrongSize::check((expected.rows, expected.cols), (got.rows, got.cols)).map_err(Violation::WrongSize)?;
    let grid = puzzle.shape();
    let place = |cell: usize| grid.place(cell);
    let cells = answer.cells();
    for (cell, (&pillar, &drawn)) in puzzle.pillars().iter().zip(cells).enumerate() {
        if pillar.map(Cell::Pillar) != Some(drawn).filter(|c| matches!(c, Cell::Pillar(_))) {
            return Err(Violation::PillarChanged { cell: place(cell) });
        }
    }
    let futons = futons(grid, cells);
    if let Some(&(pillow, foot)) = futons.iter().find(|&&(p, f)| Side::Down.of(grid, p) == Some(f)) {
        let (pillow, foot) = (place(pillow), place(foot));
        return Err(Violation::NorthPillow { pillow, foot });
    }
    let aisle = |cell: usize| cells[cell] == Cell::Aisle;
    for block in grid.blocks() {
        if block.iter().all(|&(r, c)| aisle(grid.index(r, c))) {
            let (r, c) = block[0];
            let top_left = (r + 1, c + 1);
            return Err(Violation::AisleBlock { top_left });
        }
    }
    let pillows_beside =
        |cell: usize| grid.neighbours(cell).filter(|&n| cells[n] == Cell::Pillow).count();
    for (cell, number) in puzzle.counts() {
        let pillows = pillows_beside(cell);
        if pillows > usize::from(number) {
            let pillar = place(cell);
            return Err(Violation::TooManyPillows {
                pillar,
                number,
                pillows,
            });
        }
    }
    if let Some(cell) = half_futon(cells, &futons) {
        return Err(Violation::HalfFuton { cell: place(cell) });
    }
    let touches_aisle = |cell: usize| grid.neighbours(cell).any(aisle);
    if let Some(&(pillow, foot)) = (futons.iter()).find(|&&(p, f)| !touches_aisle(p) && !touches_aisle(f)) {
        let (pillow, foot) = (place(pillow), place(foot));
        return Err(Violation::NoAisle { pillow, foot });
    }
    let areas = grid.areas(aisle);
    if let [first, other, ..] = &areas[..] {
        let (first, other) = (place(first[0]), place(other[0]));
        return Err(Violation::AislesSplit { first, other });
    }
    for (cell, number) in puzzle.counts() {
        let pillows = pillows_beside(cell);
        if pillows < usize::from(number) {
            let pillar = place(cell);
            return Err(Violation::TooFewPillows {
                pillar,
                number,
                pillows,
            });
        }
    }
    if let Some(cell) = cells.iter().position(|&c| c == Cell::Empty) {
        return Err(Violation::EmptyCell { cell: place(cell) });
    }
    Ok(())
}

/// The futons, each as its pillow's cell and a foot's that points at it, in the order of
/// their feet.
fn futons(grid: Grid, cells: &[Cell]) -> Vec<(usize, usize)> {
    (0..cells.len())
        .filter_map(|foot| match cells[foot] {
            Cell::Foot(Some(side)) => side
                .of(grid, foot)
                .filter(|&pillow| cells[pillow] == Cell::Pillow)
                .map(|pillow| (pillow, foot)),
            _ => None,
        })
        .collect()
}

/// The first cell in reading order of a half futon: a pillow that no foot points at, a
/// foot that points at no pillow, or a foot that points at a pillow an earlier foot has.
fn half_futon(cells: &[Cell], futons: &[(usize, usize)]) -> Option<usize> {
    (0..cells.len()).find(|&cell| match cells[cell] {
        Cell::Pillow => futons.iter().all(|&(pillow, _)| pillow != cell),
        Cell::Foot(_) => match futons.iter().position(|&(_, foot)| foot == cell) {
            None => true,
            Some(i) => futons[..i].iter().any(|&(pillow, _)| pillow == futons[i].0),
        },
        _ => false,
    })
}
