//! Random Yajilins: a random loop with the cells off it shaded where they can be
//! ([`shaded_loop::random`]); each other cell off the loop becomes a clue cell: an arrow
//! that points at some cell, numbered with the shaded cells it points at.

use super::{check, Yajilin, YajilinAnswer};
use crate::arrow::{Arrow, ArrowClue};
use crate::shaded_loop;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;

/// A random puzzle on a `rows` x `cols` grid (both at least 2) and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Yajilin, YajilinAnswer) {
    let (puzzle, answer) = shaded_loop::random_puzzle(rows, cols, rng, |grid, random, rng| {
        let mut clues = vec![None; grid.len()];
        for &cell in &random.clue_cells {
            let pointing: Vec<Arrow> = (Arrow::ALL.into_iter()).filter(|a| a.ray(grid, cell).next().is_some()).collect();
            let arrow = *pointing.choose(rng).expect("a grid of at least 2x2");
            let number = arrow.ray(grid, cell).filter(|&i| random.shaded[i]).count() as u32;
            clues[cell] = Some(ArrowClue { arrow: Some(arrow), number: Some(number) });
        }
        Yajilin::new(rows, cols, clues).expect("counts below the side")
    });
    debug_assert_eq!(check(&puzzle, &answer), Ok(()));
    (puzzle, answer)
}

#[cfg(test)]
mod tests {
    #[test]
    fn random_puzzles_keep_the_rules() {
        crate::shaded_loop::assert_random_puzzles_keep_the_rules(super::random_puzzle, super::check);
    }
}
