//! Random Nurimisakis: a random shading that keeps the rules, every cape circled, and
//! one cape in three numbered with what it sees (the generator adds, of the numbers
//! that [`every_number`] reads off the shading, those it needs for one answer).
//!
//! The shading visits the cells in random order and shades each that leaves no 2x2
//! block shaded and the unshaded cells connected; where a 2x2 block of unshaded cells is
//! left, the square of cells around it is unshaded and shaded again the same way. Where every number leaves a second answer,
//! a cell where the two differ changes colour when the rules allow ([`flipped`]): the
//! capes, and so the circles, change with it.

use super::{Nurimisaki, NurimisakiAnswer, UNKNOWN};
use crate::grid::Grid;
use crate::sight::Sight;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::Rng;

/// How many capes get a number at first, one in this many.
const NUMBERED: u32 = 3;

/// How many patches per cell a shading gets before it is given up: a 4x4 square around
/// a 2x2 block of unshaded cells is unshaded (the unshaded cells stay connected through
/// the block) and shaded again in random order.
const PATCHES: usize = 4;

/// How many shadings are drawn before giving up.
const DRAWS: usize = 10;

/// A random puzzle on a `rows` x `cols` grid (both at least 2) and its answer, or
/// `None` when no shading without a 2x2 block of one colour was drawn.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    rng: &mut SmallRng,
) -> Option<(Nurimisaki, NurimisakiAnswer)> {
    let grid = Grid::new(rows, cols);
    let shaded = (0..DRAWS).find_map(|_| random_shading(grid, rng))?;
    let puzzle = circled(grid, &shaded, |_| rng.random_ratio(1, NUMBERED));
    let answer = NurimisakiAnswer::new(&puzzle, &shaded);
    Some((puzzle, answer))
}

/// `answer` with `cell` of the other colour (and, when that alone breaks a rule, one of
/// its neighbours too, tried in random order), and the puzzle of its capes, each
/// numbered where `puzzle` numbers that cell; `None` when every such change breaks a
/// rule.
pub fn flipped(
    puzzle: &Nurimisaki,
    answer: &NurimisakiAnswer,
    cell: usize,
    rng: &mut SmallRng,
) -> Option<(Nurimisaki, NurimisakiAnswer)> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let mut neighbours: Vec<usize> = grid.neighbours(cell).collect();
    neighbours.shuffle(rng);
    let changes = std::iter::once(None).chain(neighbours.into_iter().map(Some));
    changes.into_iter().find_map(|neighbour| {
        let mut shaded = answer.cells().to_vec();
        for i in std::iter::once(cell).chain(neighbour) {
            shaded[i] = !shaded[i];
        }
        let puzzle = circled(grid, &shaded, |i| puzzle.known_number(i).is_some());
        let answer = NurimisakiAnswer::new(&puzzle, &shaded);
        super::check(&puzzle, &answer).is_ok().then_some((puzzle, answer))
    })
}

/// The puzzle whose circles are the capes of `shaded`, those for which `numbered`
/// holds numbered with what they see.
fn circled(grid: Grid, shaded: &[bool], mut numbered: impl FnMut(usize) -> bool) -> Nurimisaki {
    let blank = Nurimisaki::new(grid.rows, grid.cols, vec![None; grid.len()]).expect("a grid");
    let every = every_number(&blank, &NurimisakiAnswer::new(&blank, shaded));
    let circles = (every.numbers().iter().enumerate())
        .map(|(i, &n)| n.map(|n| if numbered(i) { n } else { UNKNOWN }))
        .collect();
    Nurimisaki::new(grid.rows, grid.cols, circles).expect("numbers of a grid")
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
/// when a block of unshaded cells is still left after [`PATCHES`] per cell.
fn random_shading(grid: Grid, rng: &mut SmallRng) -> Option<Vec<bool>> {
    let mut shaded = vec![false; grid.len()];
    let mut cells: Vec<usize> = (0..grid.len()).collect();
    for _ in 0..PATCHES * grid.len() {
        shade_greedily(grid, &mut shaded, &mut cells, rng);
        let Some(block) = grid.blocks().find(|&block| all(grid, block, &shaded, false)) else {
            return Some(shaded);
        };
        let (top, left) = block[0];
        let (rows, cols) = (top.saturating_sub(1)..(top + 3).min(grid.rows), left.saturating_sub(1)..(left + 3).min(grid.cols));
        cells = rows.flat_map(|r| cols.clone().map(move |c| grid.index(r, c))).collect();
        for &cell in &cells {
            shaded[cell] = false;
        }
    }
    None
}

/// Each of `cells`, in random order, shaded when that leaves no 2x2 block shaded and
/// the unshaded cells connected.
fn shade_greedily(grid: Grid, shaded: &mut [bool], cells: &mut [usize], rng: &mut SmallRng) {
    cells.shuffle(rng);
    for &cell in cells.iter() {
        shaded[cell] = true;
        let pool = grid.blocks().any(|block| all(grid, block, shaded, true));
        if pool || grid.areas(|i| !shaded[i]).len() != 1 {
            shaded[cell] = false;
        }
    }
}

/// Whether every cell of `block` is `colour` (true: shaded).
fn all(grid: Grid, block: [(usize, usize); 4], shaded: &[bool], colour: bool) -> bool {
    block.iter().all(|&(r, c)| shaded[grid.index(r, c)] == colour)
}
