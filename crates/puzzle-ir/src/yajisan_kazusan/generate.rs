//! Random Yajisan-Kazusans: a random shading that keeps the rules without clues (each
//! cell, in random order, shaded when no neighbour is and the unshaded cells stay one
//! area), and no clue: [`with_arrows`] gives every unshaded cell its arrow for a
//! generator to choose from.

use super::{check, YajisanKazusan, YajisanKazusanAnswer};
use crate::arrow::{Arrow, ArrowClue};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

/// A random puzzle without clues on a `rows` x `cols` grid (both at least 1) and an
/// answer that shades at least one cell.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    rng: &mut SmallRng,
) -> (YajisanKazusan, YajisanKazusanAnswer) {
    let puzzle = YajisanKazusan::new(rows, cols, vec![None; rows * cols]).expect("a grid of at least 1x1");
    let mut order: Vec<usize> = (0..rows * cols).collect();
    order.shuffle(rng);
    let mut answer = YajisanKazusanAnswer::new(rows, cols, vec![false; rows * cols]);
    for cell in order {
        let mut shaded = answer.cells().to_vec();
        shaded[cell] = true;
        let tried = answer.with_shading(&shaded);
        if check(&puzzle, &tried).is_ok() {
            answer = tried;
        }
    }
    (puzzle, answer)
}

/// `puzzle` with an arrow on every unshaded cell of `answer` that has none: the arrow
/// towards the farthest border, numbered with the shaded cells it points at.
pub fn with_arrows(puzzle: &YajisanKazusan, answer: &YajisanKazusanAnswer) -> YajisanKazusan {
    let grid = puzzle.grid();
    let shaded = answer.cells();
    let clues = (puzzle.clues().iter().enumerate()).map(|(cell, &clue)| {
        if clue.is_some() || shaded[cell] {
            return clue;
        }
        let arrow = (Arrow::ALL.into_iter()).max_by_key(|a| a.ray(grid, cell).count())?;
        let number = arrow.ray(grid, cell).filter(|&i| shaded[i]).count() as u32;
        Some(ArrowClue {
            arrow: Some(arrow),
            number: Some(number),
        })
    });
    YajisanKazusan::new(grid.rows, grid.cols, clues.collect()).expect("counts below the side")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_arrow_of_a_random_shading_keeps_the_rules() {
        for seed in 0..30 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let (rows, cols) = (1 + seed as usize % 6, 1 + seed as usize / 5);
            let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
            let full = with_arrows(&puzzle, &answer);
            assert_eq!(check(&full, &answer), Ok(()), "seed {seed}");
        }
    }
}
