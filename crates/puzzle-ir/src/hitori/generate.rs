//! Random Hitoris: a random shading that keeps the rules, the unshaded cells numbered
//! from a random Latin square, and each shaded cell given the number of an unshaded cell
//! in its row or column (so that some rule asks for its shading).
//!
//! The shading starts empty; each cell in random order is shaded whenever the shading
//! still keeps the rules that do not involve numbers (the independent checker decides,
//! on the grid without numbers), in two rounds.

use super::{check, Hitori, HitoriAnswer};
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};

/// How many times the shading tries each cell.
const TRIES_PER_CELL: usize = 2;

/// A random puzzle on a `rows` x `cols` grid (both at least 1) and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Hitori, HitoriAnswer) {
    let shaded = random_shading(rows, cols, rng);
    let mut numbers = latin_numbers(rows, cols, rng);
    for cell in (0..rows * cols).filter(|&i| shaded[i]) {
        let (r, c) = (cell / cols, cell % cols);
        let line: Vec<usize> = (0..cols)
            .map(|k| r * cols + k)
            .chain((0..rows).map(|k| k * cols + c))
            .filter(|&i| !shaded[i])
            .collect();
        numbers[cell] = line.choose(rng).map_or(numbers[cell], |&i| numbers[i]);
    }
    let puzzle = Hitori::new(rows, cols, numbers).expect("numbers up to the grid's side");
    let answer = HitoriAnswer::new(&puzzle, &shaded);
    (puzzle, answer)
}

/// Row-major numbers 1..=max(rows, cols), none twice in a row or column: a cyclic Latin
/// square with its rows, columns and symbols shuffled.
fn latin_numbers(rows: usize, cols: usize, rng: &mut SmallRng) -> Vec<Option<u32>> {
    let n = rows.max(cols);
    let shuffled = |rng: &mut SmallRng| {
        let mut order: Vec<usize> = (0..n).collect();
        order.shuffle(rng);
        order
    };
    let (row_of, col_of, symbol) = (shuffled(rng), shuffled(rng), shuffled(rng));
    (0..rows * cols)
        .map(|i| Some(symbol[(row_of[i / cols] + col_of[i % cols]) % n] as u32 + 1))
        .collect()
}

/// A random set of shaded cells, no two touching, the unshaded cells connected; at least
/// one cell shaded (every cell is tried, and a corner can always be shaded first).
fn random_shading(rows: usize, cols: usize, rng: &mut SmallRng) -> Vec<bool> {
    let blank = Hitori::new(rows, cols, vec![None; rows * cols]).expect("a grid of at least 1x1");
    let mut shaded = vec![false; rows * cols];
    for _ in 0..TRIES_PER_CELL {
        let mut order: Vec<usize> = (0..rows * cols).collect();
        order.shuffle(rng);
        for cell in order {
            if shaded[cell] {
                continue;
            }
            shaded[cell] = true;
            if check(&blank, &HitoriAnswer::new(&blank, &shaded)).is_err() {
                shaded[cell] = false;
            }
        }
    }
    shaded
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seeded::seeded_grids;

    #[test]
    fn generated_answers_keep_the_rules() {
        for (seed, mut rng, rows, cols) in seeded_grids(20, 6, 3) {
            let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
        }
    }
}
