//! Yajilin: the [shaded-loop picture](crate::shaded_loop), each clue cell with its arrow
//! and number.

use crate::Values;
use puzzle_ir::arrow::Arrow;
use puzzle_ir::yajilin::Yajilin;
use puzzle_ir::Clue;

/// A clue's text: its number (`?` unknown) after its arrow.
fn clue_text(arrow: Option<Arrow>, number: Option<u32>) -> String {
    let glyph = arrow.map(|arrow| match arrow {
        Arrow::Up => "↑",
        Arrow::Down => "↓",
        Arrow::Left => "←",
        Arrow::Right => "→",
    });
    glyph.unwrap_or_default().to_owned() + &number.map_or("?".to_owned(), |n| n.to_string())
}

/// The picture of a Yajilin. `values` are indexed by the answer's drawing.
pub fn draw(puzzle: &Yajilin, values: &Values, highlighted: &[Clue]) -> String {
    let text = |row, col| puzzle.clue(row, col).map(|clue| clue_text(clue.arrow, clue.number));
    crate::shaded_loop::draw(puzzle, puzzle.gray(), text, values, highlighted)
}
