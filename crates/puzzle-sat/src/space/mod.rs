//! The solution space of a puzzle: how many answers it has ([`count`]), which cells
//! every answer shares ([`hint`]), why it has no answer or several ([`explain`]), and
//! certificates for "no (more) answers" ([`proof`]). Everything works on the cells of
//! [`puzzle_cnf::Decoder::cell_vars`], so a new kind needs no code here; every answer
//! met along the way passes [`crate::pipeline::verified_answer`] before it is used.

pub mod count;
pub mod explain;
pub mod hint;
pub mod proof;
mod session;

pub use session::{Found, Session};
