//! Kurodoko: the numbers circled in their cells on the answer's shading
//! ([`shaded_numbers`]).

use crate::shaded_numbers::{self, Numbers};
use crate::Values;
use puzzle_ir::kurodoko::Kurodoko;
use puzzle_ir::Clue;

/// The picture of a Kurodoko.
pub fn draw(puzzle: &Kurodoko, values: &Values, highlighted: &[Clue]) -> String {
    shaded_numbers::draw(puzzle, Numbers::Circled, values, highlighted)
}
