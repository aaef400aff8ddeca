//! Random Battleship: a classic fleet for the grid's size (one ship of the longest
//! length, two of the next, and so on down to single cells) placed at random where no
//! ship touches another, and every row and column counted. The placement is an answer
//! by construction (not necessarily the only one).
//!
//! ```
//! use puzzle_ir::battleship::{check, generate};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let (puzzle, answer) = generate::random_puzzle(8, 10, &mut rng);
//! assert_eq!((puzzle.rows(), puzzle.cols()), (8, 10));
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Battleship, BattleshipAnswer, Fleet};
use crate::grid::Grid;
use crate::polyomino::{Polyomino, Turns};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

/// Tries at placing the whole fleet before a ship fewer is tried.
const TRIES: usize = 200;

/// The classic fleet for a grid whose shorter side is `side`: ships of 1 to `longest`
/// cells, one of the longest, two of the next ... (`longest` grows with the side, up to 5).
pub fn classic_fleet(side: usize) -> Fleet {
    let longest = (side / 3 + 1).clamp(1, 5);
    let ships = (1..=longest)
        .rev()
        .flat_map(|length| std::iter::repeat_n(length, longest + 1 - length))
        .map(|length| Polyomino::rectangle(1, length));
    Fleet::new(ships.collect())
}

/// A random puzzle on a `rows` x `cols` grid (both at least 1) with every count given and
/// no segment, and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Battleship, BattleshipAnswer) {
    let grid = Grid::new(rows, cols);
    let mut ships: Vec<Polyomino> = classic_fleet(rows.min(cols)).ships().to_vec();
    loop {
        for _ in 0..TRIES {
            if let Some(filled) = placed(grid, &ships, rng) {
                return counted(grid, Fleet::new(ships), &filled);
            }
        }
        ships.remove(0);
    }
}

/// `ships`, longest first, each at a random place where it touches none placed before;
/// `None` when one finds no place.
fn placed(grid: Grid, ships: &[Polyomino], rng: &mut SmallRng) -> Option<Vec<bool>> {
    let mut filled = vec![false; grid.len()];
    for ship in ships {
        let fits: Vec<Vec<usize>> = (ship.placements_on(grid.rows, grid.cols, Turns::Rotations))
            .into_iter()
            .filter(|cells| cells.iter().all(|&c| grid.touching(c).chain([c]).all(|n| !filled[n])))
            .collect();
        fits.choose(rng)?.iter().for_each(|&c| filled[c] = true);
    }
    Some(filled)
}

/// The puzzle of `fleet` with every line counted from `ships`, and its answer.
pub(super) fn counted(grid: Grid, fleet: Fleet, ships: &[bool]) -> (Battleship, BattleshipAnswer) {
    let mut counts: Vec<Option<u32>> = (grid.lines())
        .map(|line| Some(line.into_iter().filter(|&i| ships[i]).count() as u32))
        .collect();
    let cols = counts.split_off(grid.rows);
    let puzzle = Battleship::new(fleet, vec![None; grid.len()], counts, cols)
        .expect("a grid of at least 1x1");
    let answer = BattleshipAnswer::new(&puzzle, ships);
    (puzzle, answer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battleship::check;
    use crate::seeded::seeded_grids;

    #[test]
    fn generated_answers_keep_the_rules() {
        for (seed, mut rng, rows, cols) in seeded_grids(20, 8, 1) {
            let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
        }
        assert_eq!(classic_fleet(10).write(), "4 3 3 2 2 2 1 1 1 1");
    }
}
