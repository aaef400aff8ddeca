//! The shading rules of the kinds whose shaded cells stand apart (Hitori, Kurodoko,
//! Yajisan-Kazusan): some cell is shaded, no two shaded cells share an edge, and the
//! unshaded cells are one orthogonally connected area. Their checkers test these in this
//! order, pzprjs's, and report the first one broken as a [`Broken`].
//!
//! ```
//! use puzzle_ir::apart::{check, Broken};
//! use puzzle_ir::grid::Grid;
//!
//! let grid = Grid::new(2, 3);
//! assert_eq!(check(grid, &[false, true, false, false, false, false]), Ok(()));
//! assert_eq!(check(grid, &[false; 6]), Err(Broken::NothingShaded));
//! let touching = [false, true, false, false, true, false];
//! assert_eq!(check(grid, &touching), Err(Broken::ShadedTouch { first: (1, 2), second: (2, 2) }));
//! let corner = [false, true, false, true, false, false];
//! assert_eq!(check(grid, &corner), Err(Broken::UnshadedDivided { areas: 2 }));
//! ```

use crate::grid::Grid;
use std::fmt;

/// The first shading rule broken, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Broken {
    /// No cell is shaded.
    NothingShaded,
    /// Two shaded cells side by side: the first in reading order, and its neighbour.
    ShadedTouch {
        first: (usize, usize),
        second: (usize, usize),
    },
    /// The unshaded cells fall apart into several areas.
    UnshadedDivided { areas: usize },
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Broken::NothingShaded => write!(f, "no cell is shaded"),
            Broken::ShadedTouch { first, second } => write!(
                f,
                "shaded cells ({}, {}) and ({}, {}) touch",
                first.0, first.1, second.0, second.1
            ),
            Broken::UnshadedDivided { areas } => {
                write!(f, "the unshaded cells form {areas} separate areas, not one")
            }
        }
    }
}

/// Checks the row-major `shaded` cells of `grid` against the three rules, in order.
pub fn check(grid: Grid, shaded: &[bool]) -> Result<(), Broken> {
    if !shaded.contains(&true) {
        return Err(Broken::NothingShaded);
    }
    if let Some((a, b)) = grid.adjacent_pairs().find(|&(a, b)| shaded[a] && shaded[b]) {
        return Err(Broken::ShadedTouch {
            first: grid.place(a),
            second: grid.place(b),
        });
    }
    let areas = grid.areas(|i| !shaded[i]).len();
    if areas > 1 {
        return Err(Broken::UnshadedDivided { areas });
    }
    Ok(())
}
