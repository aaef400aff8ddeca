//! Heyawake: its numbered rooms and the answer's shaded cells
//! ([`numbered_rooms`](crate::numbered_rooms)).

use crate::numbered_rooms::draw_shaded;
use crate::Values;
use puzzle_ir::heyawake::Heyawake;
use puzzle_ir::Clue;

/// The picture of a Heyawake.
pub fn draw(puzzle: &Heyawake, values: &Values, highlighted: &[Clue]) -> String {
    draw_shaded(puzzle, values, highlighted)
}
