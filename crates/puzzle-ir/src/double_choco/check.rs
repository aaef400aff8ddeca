//! The independent Double Choco checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The regions are the areas of cells that no border separates; a region's *groups* are
//! its areas of one colour (cells of one colour no border separates). The checks run in
//! this order (pzprjs's order, so that each of its failing boards fails here for its
//! reason) and the first failure is reported: size; every region holds two groups or
//! more; no group is smaller than a number in it; no region holds more than two groups;
//! a region's two groups, one white and one grey, have one shape (turned or mirrored);
//! no group is larger than a number in it; no border runs inside a region (each border
//! divides two regions).
//!
//! ```
//! use puzzle_ir::double_choco::{check, DoubleChoco, DoubleChocoAnswer};
//! let puzzle = DoubleChoco::parse("p", "kind: double-choco\ngrid:\n. #\n. #\n").unwrap();
//! let across = "+-+-+\n|. #|\n+-+-+\n|. #|\n+-+-+\n";
//! assert!(check(&puzzle, &DoubleChocoAnswer::parse_text(&puzzle, "a", across).unwrap()).is_ok());
//! let down = "+-+-+\n|.|#|\n+ + +\n|.|#|\n+-+-+\n";
//! assert!(check(&puzzle, &DoubleChocoAnswer::parse_text(&puzzle, "a", down).unwrap()).is_err());
//! ```

use super::{DoubleChoco, DoubleChocoAnswer, UNKNOWN};
use crate::grid::{Grid, WrongSize};
use crate::polyomino::{Polyomino, Turns};
use std::fmt;

/// The first broken rule found, with 1-based positions for people; a region or a group
/// is named by its first cell in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A region of one group: all its cells of one colour.
    OneColour { region: (usize, usize), grey: bool },
    /// A group with fewer cells than a number in it.
    TooSmall {
        number: (usize, usize),
        value: u32,
        size: usize,
    },
    /// A region of more than two groups.
    TooManyGroups { region: (usize, usize), groups: usize },
    /// A region whose white and grey groups differ in shape.
    DifferentShapes { region: (usize, usize) },
    /// A group with more cells than a number in it.
    TooLarge {
        number: (usize, usize),
        value: u32,
        size: usize,
    },
    /// A border between two cells of one region (it divides nothing): the cells.
    BorderInside {
        first: (usize, usize),
        second: (usize, usize),
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::OneColour {
                region: (r, c),
                grey,
            } => {
                let colour = if grey { "grey" } else { "white" };
                write!(f, "the region at ({r}, {c}) is all {colour}")
            }
            Violation::TooSmall {
                number: (r, c),
                value,
                size,
            }
            | Violation::TooLarge {
                number: (r, c),
                value,
                size,
            } => write!(
                f,
                "the half holding the number {value} at ({r}, {c}) has {}",
                crate::plural::count(size, "cell")
            ),
            Violation::TooManyGroups {
                region: (r, c),
                groups,
            } => write!(
                f,
                "the region at ({r}, {c}) has {groups} groups of one colour; expected one white and one grey"
            ),
            Violation::DifferentShapes { region: (r, c) } => write!(
                f,
                "the white and grey halves of the region at ({r}, {c}) differ in shape"
            ),
            Violation::BorderInside {
                first: (r, c),
                second: (r2, c2),
            } => write!(
                f,
                "the border between ({r}, {c}) and ({r2}, {c2}) runs inside a region"
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules of Double Choco.
pub fn check(puzzle: &DoubleChoco, answer: &DoubleChocoAnswer) -> Result<(), Violation> {
    let grid = puzzle.grid();
    let borders = answer.borders();
    let size = (borders.rows(), borders.cols());
    WrongSize::check((grid.rows, grid.cols), size).map_err(Violation::WrongSize)?;
    let grey = puzzle.greys();
    let regions = borders.regions();
    let groups = grid.components(|a, b| grey[a] == grey[b] && !borders.between(a, b));
    let mut group_of = vec![0; grid.len()];
    for (k, group) in groups.iter().enumerate() {
        group.iter().for_each(|&cell| group_of[cell] = k);
    }
    let groups_in = |region: &[usize]| {
        let mut found: Vec<usize> = region.iter().map(|&cell| group_of[cell]).collect();
        found.sort_unstable();
        found.dedup();
        found
    };
    if let Some(region) = regions.iter().find(|region| groups_in(region).len() < 2) {
        let grey = grey[region[0]];
        return Err(Violation::OneColour {
            region: grid.place(region[0]),
            grey,
        });
    }
    numbers_against(puzzle, &groups, &group_of, |size, value| size < value)?;
    for region in &regions {
        let found = groups_in(region);
        if found.len() > 2 {
            let (region, groups) = (grid.place(region[0]), found.len());
            return Err(Violation::TooManyGroups { region, groups });
        }
        let shape = |k: usize| Polyomino::new(groups[k].iter().map(|&cell| grid.position(cell)));
        if !shape(found[0]).congruent(&shape(found[1]), Turns::RotationsAndReflections) {
            let region = grid.place(region[0]);
            return Err(Violation::DifferentShapes { region });
        }
    }
    numbers_against(puzzle, &groups, &group_of, |size, value| size > value)?;
    border_inside(grid, answer, &regions)
}

/// The first number whose group's size `wrong` rejects: `TooSmall` when it rejects
/// smaller groups, `TooLarge` otherwise.
fn numbers_against(
    puzzle: &DoubleChoco,
    groups: &[Vec<usize>],
    group_of: &[usize],
    wrong: fn(usize, usize) -> bool,
) -> Result<(), Violation> {
    let grid = puzzle.grid();
    for (cell, &number) in puzzle.numbers().iter().enumerate() {
        let Some(value) = number.filter(|&n| n != UNKNOWN) else {
            continue;
        };
        let size = groups[group_of[cell]].len();
        if wrong(size, value as usize) {
            let number = grid.place(cell);
            return Err(match size < value as usize {
                true => Violation::TooSmall {
                    number,
                    value,
                    size,
                },
                false => Violation::TooLarge {
                    number,
                    value,
                    size,
                },
            });
        }
    }
    Ok(())
}

/// `Err` at the first border, in reading order, between two cells of one region.
fn border_inside(
    grid: Grid,
    answer: &DoubleChocoAnswer,
    regions: &[Vec<usize>],
) -> Result<(), Violation> {
    let mut region_of = vec![0; grid.len()];
    for (k, region) in regions.iter().enumerate() {
        region.iter().for_each(|&cell| region_of[cell] = k);
    }
    let inside = (grid.adjacent_pairs())
        .find(|&(a, b)| region_of[a] == region_of[b] && answer.borders().between(a, b));
    match inside {
        Some((a, b)) => Err(Violation::BorderInside {
            first: grid.place(a),
            second: grid.place(b),
        }),
        None => Ok(()),
    }
}
