//! Shimaguni: its numbered rooms and the answer's islands
//! ([`numbered_rooms`](crate::numbered_rooms)).

use crate::numbered_rooms::draw_shaded;
use crate::Values;
use puzzle_ir::shimaguni::Shimaguni;
use puzzle_ir::Clue;

/// The picture of a Shimaguni.
pub fn draw(puzzle: &Shimaguni, values: &Values, highlighted: &[Clue]) -> String {
    draw_shaded(puzzle, values, highlighted)
}
