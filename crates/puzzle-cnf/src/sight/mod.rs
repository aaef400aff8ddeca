//! Lines of sight: from a cell one sees along its row and its column, in each of the four
//! directions, the unbroken run of open cells up to the first closed cell or the border
//! (Kurodoko's unshaded cells; the rule of the genres whose numbers count what a cell
//! sees).
//!
//! * [`Run`]: the length of the run along one ray, order-encoded ("at least k cells"),
//!   each literal the previous one and the next cell open.
//! * [`adder`]: the sum of two order-encoded counts, itself order-encoded, and the
//!   clauses that make such a sum equal a number.
//! * [`Span`]: the stretch through a cell along one axis, its two runs; its length
//!   stated as empty or one number on the runs alone, or order-encoded by the adder.
//! * [`View`]: the cells a cell sees, itself included: one plus its four runs, the two
//!   along its column and the two along its row each added, a clue the two sums equal
//!   to it.
//! * [`Skyline`]: the buildings seen along a line of one-hot heights (each taller than
//!   every one before it), from the order-encoded maxima of the cells before each,
//!   counted.
//! * [`numbers`]: clues that are such views, on a shading, and the decoder of their
//!   kinds' answers.
//! * [`First`]: the first non-blank cell seen from one end of a line, through prefix
//!   literals "every cell before it is blank", and the clauses that make it hold a value.
//!
//! A cell's view only ever looks as far as its clue: a run of `up_to` cells already
//! breaks any clue up to `up_to`, so every ray is cut there.
//!
//! ```
//! use puzzle_cnf::sight::View;
//! use puzzle_cnf::CnfBuilder;
//! use puzzle_ir::grid::Grid;
//!
//! // A 1x3 line whose middle cell sees 3 cells: both ends open.
//! let mut cnf = CnfBuilder::new();
//! let open: Vec<_> = (0..3).map(|_| cnf.new_var().pos_lit()).collect();
//! let view = View::new(Grid::new(1, 3), 1, &open, 3, &mut cnf);
//! // Two units: the row's two runs add up to at least 1, and to at least 2.
//! assert!(view.equal(3).iter().all(|clause| clause.len() == 1));
//! assert_eq!(view.equal(3).len(), 2);
//! ```

pub mod adder;
mod first;
pub mod numbers;
mod run;
mod skyline;
mod span;
mod view;

pub use first::First;
pub use run::Run;
pub use skyline::Skyline;
pub use span::{equal_unless_empty, Span};
pub use view::View;

use puzzle_ir::grid::Grid;

/// The four rays from `cell` to the border (up, down, left, right), each nearest cell
/// first, without `cell` itself.
///
/// ```
/// use puzzle_cnf::sight::rays;
/// use puzzle_ir::grid::Grid;
///
/// // 0 1 2
/// // 3 4 5
/// assert_eq!(rays(Grid::new(2, 3), 1), [vec![], vec![4], vec![0], vec![2]]);
/// ```
pub fn rays(grid: Grid, cell: usize) -> [Vec<usize>; 4] {
    let (row, col) = grid.position(cell);
    [
        (0..row).rev().map(|r| grid.index(r, col)).collect(),
        (row + 1..grid.rows).map(|r| grid.index(r, col)).collect(),
        (0..col).rev().map(|c| grid.index(row, c)).collect(),
        (col + 1..grid.cols).map(|c| grid.index(row, c)).collect(),
    ]
}
