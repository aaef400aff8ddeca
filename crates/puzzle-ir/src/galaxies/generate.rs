//! Random Galaxies: a random division of the grid into regions symmetric about their
//! centres, and a dot at each centre.
//!
//! Regions are made one at a time from a random free cell: a seed symmetric about its
//! centre (the cell alone, a domino with the free cell right of it or below it, or a
//! square of four with the free cell at its top left, when those cells are free) grows
//! by pairs of free cells, one beside the region and its mirror image, until it reaches
//! a random size or no pair is left. A pair keeps the region connected: the mirror image
//! of a cell beside the region is beside the region's mirror image, which is the region.

use super::{Dot, Galaxies, GalaxiesAnswer};
use crate::grid::Grid;
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

/// The largest size a region aims at.
const LARGEST: usize = 16;

/// A random division of a `rows` x `cols` grid (both at least 1) and the puzzle with a
/// white dot at the centre of each region.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Galaxies, GalaxiesAnswer) {
    let grid = Grid::new(rows, cols);
    let mut region: Vec<Option<usize>> = vec![None; grid.len()];
    let mut centres = Vec::new();
    let mut order: Vec<usize> = (0..grid.len()).collect();
    order.shuffle(rng);
    for start in order {
        if region[start].is_some() {
            continue;
        }
        let id = centres.len();
        let (y, x, mut cells) = seed(grid, &region, start, rng);
        cells.iter().for_each(|&cell| region[cell] = Some(id));
        let target = rng.random_range(1..=LARGEST);
        while cells.len() < target {
            let pairs = growth(grid, &region, &cells, (y, x));
            let Some(&(a, b)) = pairs.choose(rng) else { break };
            for cell in [a, b] {
                region[cell] = Some(id);
                cells.push(cell);
            }
        }
        centres.push((y, x));
    }
    let (height, width) = super::doubled(rows, cols);
    let mut dots = vec![None; height * width];
    centres.iter().for_each(|&(y, x)| dots[y * width + x] = Some(Dot::White));
    let puzzle = Galaxies::new(rows, cols, dots).expect("a grid of at least 1x1");
    let labels: Vec<usize> = region.into_iter().map(|id| id.expect("every cell placed")).collect();
    let answer = GalaxiesAnswer::of_regions(&puzzle, &labels);
    (puzzle, answer)
}

/// A random seed holding the free cell `start`: its centre (doubled) and its cells.
fn seed(grid: Grid, region: &[Option<usize>], start: usize, rng: &mut SmallRng) -> (usize, usize, Vec<usize>) {
    let (r, c) = grid.position(start);
    let free = |r: usize, c: usize| r < grid.rows && c < grid.cols && region[grid.index(r, c)].is_none();
    let mut seeds = vec![(2 * r, 2 * c, vec![(r, c)])];
    if free(r, c + 1) {
        seeds.push((2 * r, 2 * c + 1, vec![(r, c), (r, c + 1)]));
    }
    if free(r + 1, c) {
        seeds.push((2 * r + 1, 2 * c, vec![(r, c), (r + 1, c)]));
    }
    if free(r, c + 1) && free(r + 1, c) && free(r + 1, c + 1) {
        seeds.push((2 * r + 1, 2 * c + 1, vec![(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]));
    }
    let (y, x, cells) = seeds.swap_remove(rng.random_range(0..seeds.len()));
    (y, x, cells.into_iter().map(|(r, c)| grid.index(r, c)).collect())
}

/// The pairs of free cells that may join the region of `cells` about `centre`: a cell
/// beside the region and its mirror image.
fn growth(grid: Grid, region: &[Option<usize>], cells: &[usize], (y, x): (usize, usize)) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for &cell in cells {
        for next in grid.neighbours(cell).filter(|&n| region[n].is_none()) {
            let (r, c) = grid.position(next);
            let (mr, mc) = (y.wrapping_sub(r), x.wrapping_sub(c));
            if mr < grid.rows && mc < grid.cols && region[grid.index(mr, mc)].is_none() {
                pairs.push((next, grid.index(mr, mc)));
            }
        }
    }
    pairs
}
