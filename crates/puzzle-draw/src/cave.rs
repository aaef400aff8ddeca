//! Cave: the numbers in bold in their cells, as pzprjs writes them, on the answer's
//! shading ([`shaded_numbers`]).

use crate::shaded_numbers::{self, Numbers};
use crate::Values;
use puzzle_ir::cave::Cave;
use puzzle_ir::Clue;

/// The picture of a Cave.
pub fn draw(puzzle: &Cave, values: &Values, highlighted: &[Clue]) -> String {
    shaded_numbers::draw(puzzle, Numbers::Plain, values, highlighted)
}
