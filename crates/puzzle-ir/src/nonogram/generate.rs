//! Random Nonograms that line solving settles: a random shading, its runs as the clues;
//! while line solving leaves cells unknown, one of them (at random) is flipped in the
//! shading and the clues are read again. A puzzle line solving settles has one answer,
//! found without guessing.

use super::line_solve::solve;
use super::{Nonogram, NonogramAnswer};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::Rng;

/// The share of shaded cells in the random shading: denser grids have longer runs,
/// which line solving settles sooner.
pub const DENSITY: f64 = 0.6;

/// Flips per cell of the grid before the generator gives up on line solving.
const FLIPS_PER_CELL: usize = 2;

/// A random puzzle, its answer, and whether line solving settles it (it does unless the
/// flips ran out).
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Nonogram, NonogramAnswer, bool) {
    let mut shaded: Vec<bool> = (0..rows * cols).map(|_| rng.random_bool(DENSITY)).collect();
    for _ in 0..FLIPS_PER_CELL * rows * cols {
        let answer = NonogramAnswer::new(rows, cols, shaded.clone());
        let puzzle = Nonogram::from_answer(&answer);
        let progress = solve(&puzzle).expect("the clues of a shading have it as an answer");
        let unknown: Vec<usize> = (0..rows * cols).filter(|&i| progress.cells[i].is_none()).collect();
        let Some(&flip) = unknown.choose(rng) else {
            return (puzzle, answer, true);
        };
        shaded[flip] = !shaded[flip];
    }
    let answer = NonogramAnswer::new(rows, cols, shaded);
    (Nonogram::from_answer(&answer), answer, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nonogram::check;
    use crate::seeded::seeded_grids;

    #[test]
    fn generated_puzzles_are_line_solved_to_their_answer() {
        for (seed, mut rng, rows, cols) in seeded_grids(20, 8, 2) {
            let (puzzle, answer, settled) = random_puzzle(rows, cols, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
            if settled {
                let cells = solve(&puzzle).unwrap().cells;
                let solved: Vec<bool> = cells.iter().map(|c| c.unwrap()).collect();
                assert_eq!(solved, answer.cells(), "seed {seed}");
            }
        }
    }
}
