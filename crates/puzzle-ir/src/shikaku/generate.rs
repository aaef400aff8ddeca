//! Random Shikakus: the grid divided into random rectangles, each numbered with its area
//! in a random cell of it.
//!
//! The division takes the first cell in reading order that no rectangle covers yet and
//! puts there, as its top-left corner, a rectangle of free cells of a random height and
//! width (a single cell only where nothing larger fits), until the grid is covered.

use super::{Shikaku, ShikakuAnswer};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

/// The longest side of a rectangle.
const MAX_SIDE: usize = 5;
/// The largest area of a rectangle.
const MAX_AREA: usize = 10;

/// A random puzzle on a `rows` x `cols` grid (both at least 1) and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Shikaku, ShikakuAnswer) {
    let region = random_rectangles(rows, cols, rng);
    let mut numbers = vec![None; rows * cols];
    for label in 0..=region.iter().copied().max().unwrap_or(0) {
        let cells: Vec<usize> = (0..rows * cols).filter(|&i| region[i] == label).collect();
        let &cell = cells.choose(rng).expect("every label has a cell");
        numbers[cell] = Some(cells.len() as u32);
    }
    let puzzle = Shikaku::new(rows, cols, numbers).expect("areas up to the grid's");
    let answer = ShikakuAnswer::of_regions(&puzzle, &region);
    (puzzle, answer)
}

/// A label per cell (row-major), the cells of one label a rectangle.
fn random_rectangles(rows: usize, cols: usize, rng: &mut SmallRng) -> Vec<usize> {
    let mut region: Vec<Option<usize>> = vec![None; rows * cols];
    let mut label = 0;
    while let Some(corner) = region.iter().position(Option::is_none) {
        let (top, left) = (corner / cols, corner % cols);
        let free = |h: usize, w: usize| {
            top + h <= rows
                && left + w <= cols
                && (top..top + h).all(|r| (left..left + w).all(|c| region[r * cols + c].is_none()))
        };
        let sizes: Vec<(usize, usize)> = (1..=MAX_SIDE)
            .flat_map(|h| (1..=MAX_SIDE).map(move |w| (h, w)))
            .filter(|&(h, w)| h * w > 1 && h * w <= MAX_AREA && free(h, w))
            .collect();
        let (h, w) = sizes.choose(rng).copied().unwrap_or((1, 1));
        for r in top..top + h {
            for c in left..left + w {
                region[r * cols + c] = Some(label);
            }
        }
        label += 1;
    }
    region.into_iter().map(|l| l.expect("every cell covered")).collect()
}
