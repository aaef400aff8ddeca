//! The runs family: cells whose shaded runs are described by clues, a regular language
//! over a sequence of cells.
//!
//! * [`line`](mod@line): a line of cells whose shaded runs are exactly the given lengths, in
//!   order (Nonogram's rows and columns). Two lowerings, a setting
//!   ([`line::LineEncoding`]): an automaton over the clue's states unrolled along the
//!   line, or each run's start position with order and coverage clauses.
//! * [`ring`]: Tapa's form: the eight neighbours of a cell read around it, the runs a
//!   multiset (any order), cells off the grid unshaded. Two lowerings, a setting: one
//!   clause per prime implicant of the forbidden patterns, or one variable per allowed
//!   pattern.
//!
//! Every lowering is plain CNF (no lazy part: the rule is local to its cells) and exact
//! against a brute force on every short line and every ring (`runs_line_exact.rs`,
//! `runs_ring_exact.rs`).

pub mod line;
pub mod ring;
