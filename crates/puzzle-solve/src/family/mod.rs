//! Benchmark families for SAT competitions (`puzzle-sat family`): each instance a puzzle's
//! CNF as the competitions take it ([`clean`]: sanitized, renumbered, named by its GBD
//! hash, optionally xz-compressed by [`xz`]), with the evidence of its status ([`make`]:
//! a checked model, or a DRAT proof), the times of the solvers it is tagged with
//! ([`tag`]), and the family's table and description ([`table`]).
//!
//! The header of a family file records what `decode --cnf` needs: the kind and options
//! of the encoding (as `puzzle-sat dimacs` writes them) and the variable map
//! ([`clean::VarMap`]) from the renumbered variables back to the encoding's. Comments do
//! not enter the hash.

pub mod clean;
pub mod make;
pub mod table;
pub mod tag;
pub mod xz;

/// The header line that names the kind of the encoded puzzle.
pub const KIND_PREFIX: &str = "puzzle-sat kind ";

/// The prefix of the header lines that record an encoding option (`name=value`).
pub const OPTION_PREFIX: &str = "puzzle-sat option ";
