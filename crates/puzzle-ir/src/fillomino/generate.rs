//! Random Fillomino answers, with a random share of their numbers given: the generator
//! of unique puzzles adds numbers of the answer to these until no other answer is left,
//! so every solve of its search runs under many givens, which keeps each one short (on
//! an open grid a search for a second answer roams over all its divisions).
//!
//! Regions start at the free cells in random order, each growing by random free
//! neighbours to a random size of 1..=`max_region` or until it is walled in. Then,
//! while two neighbouring regions have the same size, they are merged into one, which
//! ends since every merge leaves one region fewer. Each cell holds its region's size.

use super::{check, Fillomino, FillominoAnswer, MAX_GIVEN};
use crate::grid::Grid;
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

/// The share of the answer's numbers given in the random puzzle.
const GIVEN_SHARE: f64 = 0.5;

/// A random answer on a `rows` x `cols` grid (both at least 1) whose regions grow to at
/// most `max_region` cells (at least 1) before equal neighbours merge, and the puzzle
/// of a random `GIVEN_SHARE` of its numbers (those up to [`MAX_GIVEN`]).
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    max_region: usize,
    rng: &mut SmallRng,
) -> (Fillomino, FillominoAnswer) {
    let grid = Grid::new(rows, cols);
    let mut region = vec![usize::MAX; grid.len()];
    let mut order: Vec<usize> = (0..grid.len()).collect();
    order.shuffle(rng);
    for (number, &start) in order.iter().enumerate() {
        if region[start] != usize::MAX {
            continue;
        }
        let target = rng.random_range(1..=max_region);
        region[start] = number;
        let mut members = vec![start];
        while members.len() < target {
            let free: Vec<usize> = (members.iter())
                .flat_map(|&m| grid.neighbours(m))
                .filter(|&n| region[n] == usize::MAX)
                .collect();
            let Some(&cell) = free.choose(rng) else {
                break;
            };
            region[cell] = number;
            members.push(cell);
        }
    }
    let size_of = |region: &[usize]| {
        let mut sizes = vec![0; grid.len()];
        region.iter().for_each(|&r| sizes[r] += 1);
        sizes
    };
    let mut sizes = size_of(&region);
    while let Some((a, b)) = (grid.adjacent_pairs())
        .find(|&(a, b)| region[a] != region[b] && sizes[region[a]] == sizes[region[b]])
    {
        let (kept, merged) = (region[a], region[b]);
        region.iter_mut().filter(|r| **r == merged).for_each(|r| *r = kept);
        sizes = size_of(&region);
    }
    let values: Vec<Option<u32>> = region.iter().map(|&r| Some(sizes[r] as u32)).collect();
    let givens = (values.iter())
        .map(|&value| value.filter(|&v| v <= MAX_GIVEN && rng.random_bool(GIVEN_SHARE)))
        .collect();
    let puzzle = Fillomino::new(rows, cols, givens).expect("sizes of regions of the grid");
    let answer = FillominoAnswer::new(cols, values);
    debug_assert_eq!(check(&puzzle, &answer), Ok(()));
    (puzzle, answer)
}
