//! Random Creeks: a random shading whose unshaded cells stay connected, every point
//! numbered with the count of shaded cells around it (the generator of unique puzzles
//! then keeps only the numbers it needs).
//!
//! The shading starts empty; each cell in random order is shaded, one time in two,
//! when the unshaded cells stay one area (the independent checker decides, on the grid
//! without numbers).

use super::{check, Creek, CreekAnswer, Number};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::Rng;

/// A random puzzle on a `rows` x `cols` grid (both at least 1), every point numbered,
/// and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Creek, CreekAnswer) {
    let blank = Creek::new(rows, cols, vec![None; (rows + 1) * (cols + 1)])
        .expect("a grid of at least 1x1");
    let mut shaded = vec![false; rows * cols];
    let mut order: Vec<usize> = (0..rows * cols).collect();
    order.shuffle(rng);
    for cell in order.into_iter().filter(|_| rng.random_bool(0.5)) {
        shaded[cell] = true;
        let verdict = check(&blank, &CreekAnswer::new(rows, cols, shaded.clone()));
        if matches!(verdict, Err(check::Violation::UnshadedDivided { .. })) {
            shaded[cell] = false;
        }
    }
    if !shaded.contains(&true) {
        // The unshaded cells were all of them: without a corner they stay connected.
        shaded[0] = true;
    }
    let answer = CreekAnswer::new(rows, cols, shaded);
    (every_number(&blank, &answer), answer)
}

/// `puzzle` with every point numbered with the count of `answer`'s shaded cells around
/// it.
pub(super) fn every_number(puzzle: &Creek, answer: &CreekAnswer) -> Creek {
    let lattice = puzzle.lattice();
    let points = (0..lattice.len())
        .map(|point| {
            let (row, col) = lattice.position(point);
            let around = puzzle.cells_around(row, col);
            let shaded = around.filter(|&i| answer.cells()[i]).count();
            Some(Number::Known(shaded as u8))
        })
        .collect();
    Creek::new(puzzle.rows(), puzzle.cols(), points).expect("counts up to 4")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn generated_answers_keep_the_rules() {
        for seed in 0..20 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let (rows, cols) = (1 + seed as usize % 6, 1 + seed as usize / 3);
            let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
        }
    }
}
