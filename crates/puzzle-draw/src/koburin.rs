//! Koburin: the [shaded-loop picture](crate::shaded_loop), each number cell with its
//! number (`?` unknown).

use crate::Values;
use puzzle_ir::koburin::Koburin;
use puzzle_ir::small_number::Number;
use puzzle_ir::Clue;

/// The picture of a Koburin. `values` are indexed by the answer's drawing.
pub fn draw(puzzle: &Koburin, values: &Values, highlighted: &[Clue]) -> String {
    let text = |row, col| puzzle.clue(row, col).map(|n| Number::text(Some(n)).to_string());
    crate::shaded_loop::draw(puzzle, puzzle.gray(), text, values, highlighted)
}
