//! Random Nurimisakis: a random shading that keeps the rules, every cape circled, and
//! one cape in three numbered with what it sees (the generator adds, of the numbers
//! that [`every_number`] reads off the shading, those it needs for one answer).
//!
//! The shading visits the cells in random order and shades each that leaves no 2x2
//! block shaded and the unshaded cells connected; a shading that still holds a 2x2
//! block of unshaded cells is drawn again.

use super::{Nurimisaki, NurimisakiAnswer, UNKNOWN};
use crate::grid::Grid;
use crate::sight::Sight;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::Rng;

/// How many capes get a number at first, one in this many.
const NUMBERED: u32 = 3;

/// How many shadings are drawn before giving up.
const DRAWS: usize = 1000;

/// A random puzzle on a `rows` x `cols` grid (both at least 2) and its answer, or
/// `None` when no shading without a 2x2 block of one colour was drawn.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    rng: &mut SmallRng,
) -> Option<(Nurimisaki, NurimisakiAnswer)> {
    let grid = Grid::new(rows, cols);
    let shaded = (0..DRAWS).find_map(|_| random_shading(grid, rng))?;
    let capes = capes(grid, &shaded);
    let circles = (0..grid.len())
        .map(|i| capes[i].then_some(UNKNOWN))
        .collect();
    let circled = Nurimisaki::new(rows, cols, circles).expect("a grid of circles");
    let every = every_number(&circled, &NurimisakiAnswer::new(&circled, &shaded));
    let numbers = (every.numbers().iter())
        .map(|&n| n.map(|n| if rng.random_ratio(1, NUMBERED) { n } else { UNKNOWN }))
        .collect();
    let puzzle = Nurimisaki::new(rows, cols, numbers).expect("numbers of a grid");
    let answer = NurimisakiAnswer::new(&puzzle, &shaded);
    Some((puzzle, answer))
}

/// `puzzle` with every cape of `answer` circled and numbered with the cells it sees.
pub fn every_number(puzzle: &Nurimisaki, answer: &NurimisakiAnswer) -> Nurimisaki {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let shaded = answer.cells();
    let sight = Sight::new(grid, |i| !shaded[i]);
    let numbers = (capes(grid, shaded).into_iter().enumerate())
        .map(|(i, cape)| cape.then(|| 1 + sight.seen(i).count() as u32))
        .collect();
    Nurimisaki::new(puzzle.rows(), puzzle.cols(), numbers).expect("views fit the numbers")
}

/// Per cell, whether it is unshaded with exactly one unshaded neighbour.
fn capes(grid: Grid, shaded: &[bool]) -> Vec<bool> {
    (0..grid.len())
        .map(|i| !shaded[i] && grid.neighbours(i).filter(|&n| !shaded[n]).count() == 1)
        .collect()
}

/// A random shading: no 2x2 block of one colour, the unshaded cells connected; `None`
/// when a block of unshaded cells is left.
fn random_shading(grid: Grid, rng: &mut SmallRng) -> Option<Vec<bool>> {
    let mut shaded = vec![false; grid.len()];
    let mut order: Vec<usize> = (0..grid.len()).collect();
    order.shuffle(rng);
    let all = |block: [(usize, usize); 4], shaded: &[bool], colour: bool| {
        block.iter().all(|&(r, c)| shaded[grid.index(r, c)] == colour)
    };
    for cell in order {
        shaded[cell] = true;
        let pool = grid.blocks().any(|block| all(block, &shaded, true));
        if pool || grid.areas(|i| !shaded[i]).len() != 1 {
            shaded[cell] = false;
        }
    }
    let open_block = grid.blocks().any(|block| all(block, &shaded, false));
    (!open_block).then_some(shaded)
}
