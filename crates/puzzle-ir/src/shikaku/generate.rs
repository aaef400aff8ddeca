//! Random Shikakus: the grid divided into random rectangles, each numbered with its area
//! in a random cell of it.
//!
//! The division takes the first cell in reading order that no rectangle covers yet and
//! puts there, as its top-left corner, a rectangle of free cells of a random height and
//! width (a single cell only where nothing larger fits), until the grid is covered.

use super::{Shikaku, ShikakuAnswer};
use crate::border_drawing::Borders;
use crate::grid::Grid;
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

/// `answer` to `puzzle` with the border at line `line`, column `col` of its drawing
/// turned over: the two rectangles it parts merged where their union is a rectangle, or
/// the rectangle it crosses split along that line through its whole width or height;
/// each new rectangle numbered with its area in a random cell. `None` at a position
/// that is no border between two cells, or where the union is no rectangle.
pub fn reshaped(
    puzzle: &Shikaku,
    answer: &ShikakuAnswer,
    (line, col): (usize, usize),
    rng: &mut SmallRng,
) -> Option<(Shikaku, ShikakuAnswer)> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let grid = Grid::new(rows, cols);
    let (r, c) = (line / 2, col / 2);
    let (a, b) = Borders::cells_beside(rows, cols, (line, col))?;
    let regions = answer.regions();
    let mut region = grid.labels(&regions);
    let (from, to) = (region[a], region[b]);
    let changed: Vec<Vec<usize>> = if from != to {
        let union: Vec<usize> = regions[from].iter().chain(&regions[to]).copied().collect();
        let span = |side: fn((usize, usize)) -> usize| {
            let sides = union.iter().map(|&cell| side(grid.position(cell)));
            sides.clone().max().unwrap_or(0) + 1 - sides.min().unwrap_or(0)
        };
        if span(|p| p.0) * span(|p| p.1) != union.len() {
            return None;
        }
        union.iter().for_each(|&cell| region[cell] = from);
        vec![union]
    } else {
        let beyond = |cell: usize| match line % 2 {
            0 => grid.position(cell).0 >= r,
            _ => grid.position(cell).1 >= c,
        };
        let (far, near): (Vec<usize>, Vec<usize>) = regions[from].iter().partition(|&&cell| beyond(cell));
        far.iter().for_each(|&cell| region[cell] = regions.len());
        vec![near, far]
    };
    let mut numbers = puzzle.numbers().to_vec();
    for cells in &changed {
        cells.iter().for_each(|&cell| numbers[cell] = None);
        let &cell = cells.choose(rng)?;
        numbers[cell] = Some(u32::try_from(cells.len()).ok()?);
    }
    let puzzle = Shikaku::new(rows, cols, numbers).ok()?;
    let answer = ShikakuAnswer::of_regions(&puzzle, &region);
    Some((puzzle, answer))
}
