//! The independent Battleship checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; the givens kept
//! (no ship on given water, a ship on every given part); a given end or corner whose
//! ship goes on where it closes; no more ships of a class than the fleet has; every ship
//! one of the fleet's; no two ships touch at a corner (touching at a side makes them one
//! ship); every given segment as drawn; the counts of the rows, then of the columns; no
//! fewer ships of a class than the fleet has.
//!
//! ```
//! use puzzle_ir::battleship::{check, Battleship, BattleshipAnswer};
//! let puzzle = Battleship::parse("p", "kind: battleship\nfleet: 2\ngrid:\n...\n").unwrap();
//! let answer = BattleshipAnswer::parse_text(&puzzle, "a", "o.o\n").unwrap();
//! let error = check(&puzzle, &answer).unwrap_err().to_string();
//! assert_eq!(error, "the ship at (1, 1) is none of the fleet's");
//! let answer = BattleshipAnswer::parse_text(&puzzle, "a", "<>.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::fleet::{congruent, describe};
use super::{Battleship, BattleshipAnswer, Given, Segment};
use crate::clue::LineKind;
use crate::grid::WrongSize;
use crate::line_counts;
use crate::polyomino::Polyomino;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A ship cell on given water.
    ShipOnWater { cell: (usize, usize) },
    /// Water on a given ship part.
    GivenPartMissing { cell: (usize, usize) },
    /// A given segment drawn otherwise: `early` when the given is an end or a corner and
    /// its ship goes on where the given closes it (pzprjs finds this first).
    SegmentUnlike {
        cell: (usize, usize),
        given: Segment,
        drawn: Segment,
        early: bool,
    },
    /// More ships of a class than the fleet has; `ship` is the first of them.
    TooMany {
        class: String,
        ships: usize,
        fleet: usize,
        ship: (usize, usize),
    },
    /// A ship of no class of the fleet, known by its first cell.
    NotInFleet { ship: (usize, usize) },
    /// Two ships touch at a corner: the first cell in reading order, and the other.
    ShipsTouch {
        first: (usize, usize),
        second: (usize, usize),
    },
    /// A row or column whose ship cells are not as many as its count.
    Count {
        line: LineKind,
        index: usize,
        cells: u32,
        count: u32,
    },
    /// Fewer ships of a class than the fleet has.
    TooFew {
        class: String,
        ships: usize,
        fleet: usize,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |(row, col): (usize, usize)| format!("({row}, {col})");
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::ShipOnWater { cell } => {
                write!(f, "a ship on the water given at {}", at(*cell))
            }
            Violation::GivenPartMissing { cell } => {
                write!(f, "the ship part given at {} is water", at(*cell))
            }
            Violation::SegmentUnlike {
                cell, given, drawn, ..
            } => write!(
                f,
                "the segment `{}` given at {} is drawn `{}`",
                given.symbol(),
                at(*cell),
                drawn.symbol()
            ),
            Violation::TooMany {
                class,
                ships,
                fleet,
                ship,
            } => write!(
                f,
                "{ships} {class} (one at {}), the fleet has {fleet}",
                at(*ship)
            ),
            Violation::NotInFleet { ship } => {
                write!(f, "the ship at {} is none of the fleet's", at(*ship))
            }
            Violation::ShipsTouch { first, second } => write!(
                f,
                "the ships at {} and {} touch at a corner",
                at(*first),
                at(*second)
            ),
            Violation::Count {
                line,
                index,
                cells,
                count,
            } => f.write_str(&line_counts::miscount(*line, *index, *cells, "ship cell", *count)),
            Violation::TooFew {
                class,
                ships,
                fleet,
            } => write!(f, "{ships} {class}, the fleet has {fleet}"),
        }
    }
}

impl std::error::Error for Violation {}

/// A ship of the answer: its cells in reading order and its class in the fleet.
struct Ship {
    cells: Vec<usize>,
    class: Option<usize>,
}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Battleship, answer: &BattleshipAnswer) -> Result<(), Violation> {
    let grid = puzzle.shape();
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let ships = answer.ships();
    check_givens(puzzle, ships, true)?;
    let classes = puzzle.fleet().classes();
    let fleet: Vec<Ship> = (grid.areas(|i| ships[i]).into_iter())
        .map(|cells| {
            let shape = Polyomino::new(cells.iter().map(|&i| grid.position(i)));
            let class = classes.iter().position(|(first, _)| congruent(first, &shape));
            Ship { cells, class }
        })
        .collect();
    let of_class = |k: usize| fleet.iter().filter(move |ship| ship.class == Some(k));
    for (k, (first, count)) in classes.iter().enumerate() {
        if let Some(extra) = of_class(k).nth(*count) {
            return Err(Violation::TooMany {
                class: describe(first),
                ships: of_class(k).count(),
                fleet: *count,
                ship: grid.place(extra.cells[0]),
            });
        }
    }
    if let Some(ship) = fleet.iter().find(|ship| ship.class.is_none()) {
        return Err(Violation::NotInFleet {
            ship: grid.place(ship.cells[0]),
        });
    }
    let mut ship_of = vec![None; grid.len()];
    for (k, ship) in fleet.iter().enumerate() {
        ship.cells.iter().for_each(|&cell| ship_of[cell] = Some(k));
    }
    let apart = |(a, b): &(usize, usize)| ship_of[*a].is_some() && ship_of[*b].is_some() && ship_of[*a] != ship_of[*b];
    if let Some((a, b)) = grid.touching_pairs().find(apart) {
        return Err(Violation::ShipsTouch {
            first: grid.place(a),
            second: grid.place(b),
        });
    }
    check_givens(puzzle, ships, false)?;
    check_counts(puzzle, ships)?;
    match classes.iter().enumerate().find(|(k, (_, count))| of_class(*k).count() < *count) {
        None => Ok(()),
        Some((k, (first, count))) => Err(Violation::TooFew {
            class: describe(first),
            ships: of_class(k).count(),
            fleet: *count,
        }),
    }
}

/// The givens against the ship cells: in the `early` pass, given water and given parts
/// kept, and given ends and corners whose ship goes on where they close; in the later
/// pass, every given segment as drawn.
fn check_givens(puzzle: &Battleship, ships: &[bool], early: bool) -> Result<(), Violation> {
    let grid = puzzle.shape();
    let drawn = Segment::drawn(grid, ships);
    for (cell, given) in puzzle.givens().iter().enumerate() {
        let place = grid.place(cell);
        match (given, drawn[cell]) {
            (Some(Given::Water), Some(_)) if early => {
                return Err(Violation::ShipOnWater { cell: place })
            }
            (Some(given), None) if early && given.is_ship() => {
                return Err(Violation::GivenPartMissing { cell: place })
            }
            (Some(Given::Segment(given)), Some(drawn)) if drawn != *given => {
                let closes = given.is_end_or_corner() && drawn != Segment::Single;
                if closes || !early {
                    return Err(Violation::SegmentUnlike {
                        cell: place,
                        given: *given,
                        drawn,
                        early: closes,
                    });
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// Each given count against the ship cells of its row, then of its column.
fn check_counts(puzzle: &Battleship, ships: &[bool]) -> Result<(), Violation> {
    let wrong = line_counts::first_wrong(
        puzzle.shape(),
        puzzle.row_counts(),
        puzzle.col_counts(),
        |i| ships[i],
    );
    match wrong {
        None => Ok(()),
        Some(wrong) => Err(Violation::Count {
            line: wrong.line,
            index: wrong.index,
            cells: wrong.found,
            count: wrong.count,
        }),
    }
}
