//! Norinori: its rooms and the answer's shaded cells, as [`crate::bare_rooms`] draws
//! them.

use crate::Values;
use puzzle_ir::norinori::Norinori;
use puzzle_ir::Clue;

/// The picture of a Norinori (it has no clues to highlight).
pub fn draw(puzzle: &Norinori, values: &Values, _highlighted: &[Clue]) -> String {
    crate::bare_rooms::draw(puzzle.rooms(), values)
}
