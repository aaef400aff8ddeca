//! The runs family: cells whose shaded runs are described by clues, a regular language
//! over a sequence of cells.
//!
//! * [`line`](mod@line): a line of cells whose shaded runs are exactly the given lengths, in
//!   order (Nonogram's rows and columns). Two lowerings, a setting
//!   ([`line::LineEncoding`]): an automaton over the clue's states unrolled along the
//!   line, or each run's start position with order and coverage clauses.
//!
//! Every lowering is plain CNF (no lazy part: the rule is local to its cells) and
//! exact: a valid line has exactly one model of the auxiliary variables, an invalid
//! one none (`runs_line_exact.rs` checks every line of up to 10 cells with every clue).

pub mod line;
