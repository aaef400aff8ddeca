//! Random Easy as ABC answers: a shuffled cyclic Latin square of the grid's size whose
//! first symbols become the letters and the others blanks, and a puzzle with no clues
//! (the generator of unique puzzles chooses them from the answer).
//!
//! ```
//! use puzzle_ir::easy_as_abc::{check, generate};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let (puzzle, answer) = generate::random_puzzle(5, 3, &mut rng);
//! let full = puzzle_ir::PuzzleKind::with_every_clue(&puzzle, &answer);
//! assert!(check(&full, &answer).is_ok());
//! ```

use super::{EasyAsAbc, EasyAsAbcAnswer};
use rand::seq::SliceRandom;
use rand::Rng;

/// A `size` x `size` puzzle of `letters` letters (1..=size) without clues, and a random
/// answer of it.
pub fn random_puzzle(size: usize, letters: u32, rng: &mut impl Rng) -> (EasyAsAbc, EasyAsAbcAnswer) {
    let shuffled = |rng: &mut _| {
        let mut order: Vec<usize> = (0..size).collect();
        order.shuffle(rng);
        order
    };
    let (rows, cols, symbols) = (shuffled(rng), shuffled(rng), shuffled(rng));
    let mut cells = Vec::with_capacity(size * size);
    for &r in &rows {
        for &c in &cols {
            let symbol = symbols[(r + c) % size] as u32;
            cells.push((symbol < letters).then_some(symbol + 1));
        }
    }
    let empty = vec![None; size];
    let puzzle = EasyAsAbc::new(
        size,
        size,
        letters,
        [empty.clone(), empty.clone(), empty.clone(), empty],
        vec![None; size * size],
    );
    (puzzle, EasyAsAbcAnswer::new(size, size, cells))
}
