//! Random Koburins: a random loop with the cells off it shaded where they can be
//! ([`shaded_loop::random`]); each other cell off the loop becomes a number cell,
//! numbered with the shaded cells beside it.

use super::{Koburin, KoburinAnswer};
use crate::shaded_loop;
use crate::small_number::Number;
use rand::rngs::SmallRng;

/// A random puzzle on a `rows` x `cols` grid (both at least 2) and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Koburin, KoburinAnswer) {
    shaded_loop::random_puzzle(rows, cols, rng, |grid, random, _| {
        let mut clues = vec![None; grid.len()];
        for &cell in &random.clue_cells {
            let number = grid.neighbours(cell).filter(|&i| random.shaded[i]).count() as u8;
            clues[cell] = Some(Number::Known(number));
        }
        Koburin::new(rows, cols, clues).expect("at most four neighbours")
    })
}

#[cfg(test)]
mod tests {
    use super::random_puzzle;
    use crate::koburin::check;
    use crate::lines::LineGraph;
    use crate::shaded_loop::assert_random_puzzles_keep_the_rules;
    use rand::{rngs::SmallRng, SeedableRng};

    #[test]
    fn random_puzzles_keep_the_rules_and_number_every_cell_off_the_loop() {
        assert_random_puzzles_keep_the_rules(random_puzzle, check);
        let (puzzle, answer) = random_puzzle(10, 10, &mut SmallRng::seed_from_u64(1));
        let lines = LineGraph::new(answer.edges());
        let clues = puzzle.clues();
        let bare = |cell: usize| answer.cell(cell / 10, cell % 10).is_none() && clues[cell].is_none();
        assert!((0..100).all(|cell| lines.degree(cell) > 0 || !bare(cell)));
        assert!(puzzle.counts().count() > 0);
    }
}
