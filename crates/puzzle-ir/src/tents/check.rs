//! The independent Tents checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; the trees the
//! answer draws against the puzzle's; no two tents touch; every tent is next to a tree;
//! no tent is left over by a largest pairing of trees with adjacent tents; every tree is
//! next to a tent; no tree is left over by that pairing; the counts of the rows, then of
//! the columns.
//!
//! ```
//! use puzzle_ir::tents::{check, Tents, TentsAnswer};
//! let puzzle = Tents::parse("p", "kind: tents\ngrid:\nT..\n").unwrap();
//! let answer = TentsAnswer::parse_text(&puzzle, "a", "T.A\n").unwrap();
//! let error = check(&puzzle, &answer).unwrap_err().to_string();
//! assert_eq!(error, "the tent at (1, 3) is next to no tree");
//! let answer = TentsAnswer::parse_text(&puzzle, "a", "TA.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Cell, Tents, TentsAnswer};
use crate::clue::LineKind;
use crate::grid::{Grid, WrongSize};
use crate::line_counts;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A cell where the answer draws a tree and the puzzle has none, or the other way
    /// round (a tent on a tree).
    TreeChanged { cell: (usize, usize), tree: bool },
    /// Two tents touch, side by side or diagonally: the first in reading order, and the
    /// other.
    TentsTouch {
        first: (usize, usize),
        second: (usize, usize),
    },
    /// A tent with no tree beside it.
    TentWithoutTree { tent: (usize, usize) },
    /// A tent that no pairing of trees with adjacent tents gives a tree of its own.
    ExtraTent { tent: (usize, usize) },
    /// A tree with no tent beside it.
    TreeWithoutTent { tree: (usize, usize) },
    /// A tree that no pairing of trees with adjacent tents gives a tent of its own.
    ExtraTree { tree: (usize, usize) },
    /// A row or column whose tents are not as many as its count.
    Count {
        line: LineKind,
        index: usize,
        tents: u32,
        count: u32,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |(row, col): (usize, usize)| format!("({row}, {col})");
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::TreeChanged { cell, tree: true } => {
                write!(f, "the answer has a tree at {}, the puzzle none", at(*cell))
            }
            Violation::TreeChanged { cell, tree: false } => {
                write!(f, "the puzzle's tree at {} is missing", at(*cell))
            }
            Violation::TentsTouch { first, second } => {
                write!(f, "the tents at {} and {} touch", at(*first), at(*second))
            }
            Violation::TentWithoutTree { tent } => {
                write!(f, "the tent at {} is next to no tree", at(*tent))
            }
            Violation::ExtraTent { tent } => write!(
                f,
                "the tent at {} has no tree of its own: its trees all have other tents",
                at(*tent)
            ),
            Violation::TreeWithoutTent { tree } => {
                write!(f, "the tree at {} is next to no tent", at(*tree))
            }
            Violation::ExtraTree { tree } => write!(
                f,
                "the tree at {} has no tent of its own: its tents all belong to other trees",
                at(*tree)
            ),
            Violation::Count {
                line,
                index,
                tents,
                count,
            } => f.write_str(&line_counts::miscount(*line, *index, *tents, "tent", *count)),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Tents, answer: &TentsAnswer) -> Result<(), Violation> {
    let grid = puzzle.shape();
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let cells = answer.cells();
    let trees = puzzle.trees();
    if let Some(cell) = (0..grid.len()).find(|&i| (cells[i] == Cell::Tree) != trees[i]) {
        let tree = cells[cell] == Cell::Tree;
        return Err(Violation::TreeChanged {
            cell: grid.place(cell),
            tree,
        });
    }
    let tent = |i: usize| cells[i] == Cell::Tent;
    if let Some((a, b)) = grid.touching_pairs().find(|&(a, b)| tent(a) && tent(b)) {
        return Err(Violation::TentsTouch {
            first: grid.place(a),
            second: grid.place(b),
        });
    }
    let tent_alone = |i: usize| tent(i) && !grid.neighbours(i).any(|n| trees[n]);
    if let Some(alone) = (0..grid.len()).find(|&i| tent_alone(i)) {
        return Err(Violation::TentWithoutTree {
            tent: grid.place(alone),
        });
    }
    let owner = pairing(grid, trees, &tent);
    let owned: Vec<bool> = (0..grid.len()).map(|i| owner.contains(&Some(i))).collect();
    if let Some(extra) = (0..grid.len()).find(|&i| tent(i) && owner[i].is_none()) {
        return Err(Violation::ExtraTent {
            tent: grid.place(extra),
        });
    }
    let tree_alone = |i: usize| trees[i] && !grid.neighbours(i).any(tent);
    if let Some(alone) = (0..grid.len()).find(|&i| tree_alone(i)) {
        return Err(Violation::TreeWithoutTent {
            tree: grid.place(alone),
        });
    }
    if let Some(extra) = (0..grid.len()).find(|&i| trees[i] && !owned[i]) {
        return Err(Violation::ExtraTree {
            tree: grid.place(extra),
        });
    }
    check_counts(puzzle, &tent)
}

/// A largest pairing of tents with adjacent trees (augmenting paths, tent by tent): per
/// cell, the tree that owns it when it is a paired tent.
fn pairing(grid: Grid, trees: &[bool], tent: &impl Fn(usize) -> bool) -> Vec<Option<usize>> {
    let mut owner = vec![None; grid.len()];
    let mut tent_of = vec![None; grid.len()];
    for start in (0..grid.len()).filter(|&i| tent(i)) {
        let mut seen = vec![false; grid.len()];
        augment(grid, trees, start, &mut seen, &mut owner, &mut tent_of);
    }
    owner
}

/// Finds a tree for `tent`, moving paired tents to other trees where needed.
fn augment(
    grid: Grid,
    trees: &[bool],
    tent: usize,
    seen: &mut [bool],
    owner: &mut [Option<usize>],
    tent_of: &mut [Option<usize>],
) -> bool {
    for tree in grid.neighbours(tent).filter(|&n| trees[n]) {
        if std::mem::replace(&mut seen[tree], true) {
            continue;
        }
        let free = match tent_of[tree] {
            None => true,
            Some(other) => augment(grid, trees, other, seen, owner, tent_of),
        };
        if free {
            tent_of[tree] = Some(tent);
            owner[tent] = Some(tree);
            return true;
        }
    }
    false
}

/// Each given count against the tents of its row, then of its column.
fn check_counts(puzzle: &Tents, tent: &impl Fn(usize) -> bool) -> Result<(), Violation> {
    let wrong = line_counts::first_wrong(
        puzzle.shape(),
        puzzle.row_counts(),
        puzzle.col_counts(),
        tent,
    );
    match wrong {
        None => Ok(()),
        Some(wrong) => Err(Violation::Count {
            line: wrong.line,
            index: wrong.index,
            tents: wrong.found,
            count: wrong.count,
        }),
    }
}
