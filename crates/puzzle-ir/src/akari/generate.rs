//! Random Akaris: random black cells, then lights placed one by one, in random order, on
//! every white cell still dark: each new light is seen by no other, and at the end every
//! white cell is lit. The black cells come without numbers: the
//! numbers are read off the answer ([`with_numbers`]) for a generator to choose from.

use super::{Akari, AkariAnswer, Cell};
use crate::sight::Sight;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::Rng;

/// The share of black cells.
const BLACK_SHARE: f64 = 0.2;

/// A random puzzle on a `rows` x `cols` grid (both at least 1), its black cells without
/// numbers, and an answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Akari, AkariAnswer) {
    let cells = (0..rows * cols)
        .map(|_| match rng.random_bool(BLACK_SHARE) {
            true => Cell::Black(None),
            false => Cell::White,
        })
        .collect();
    let puzzle = Akari::new(rows, cols, cells).expect("a grid of at least 1x1");
    let lights = light_up(&puzzle, vec![false; rows * cols], rng);
    let answer = AkariAnswer::with_lights(&puzzle, &lights);
    (puzzle, answer)
}

/// `lights` (no two seeing each other) with a light added on each white cell still dark
/// when its turn comes, in random order.
fn light_up(puzzle: &Akari, mut lights: Vec<bool>, rng: &mut SmallRng) -> Vec<bool> {
    let sight = Sight::new(puzzle.grid(), |i| puzzle.cells()[i] == Cell::White);
    let mut order: Vec<usize> = (0..lights.len()).filter(|&i| puzzle.cells()[i] == Cell::White).collect();
    order.shuffle(rng);
    for cell in order {
        lights[cell] = lights[cell] || !sight.seen(cell).any(|other| lights[other]);
    }
    lights
}

/// `puzzle` with every black cell numbered with the lights `answer` has beside it.
pub fn with_numbers(puzzle: &Akari, answer: &AkariAnswer) -> Akari {
    let grid = puzzle.grid();
    let lights = answer.lights();
    let cells = (puzzle.cells().iter().enumerate()).map(|(i, &cell)| match cell {
        Cell::White => Cell::White,
        Cell::Black(_) => Cell::Black(Some(grid.neighbours(i).filter(|&n| lights[n]).count() as u8)),
    });
    Akari::new(grid.rows, grid.cols, cells.collect()).expect("at most four neighbours")
}

/// The puzzle with the white cell `cell` made black (and no black cell numbered), and
/// its answer without a light there, relit where that left cells dark; `None` when the
/// cell is black already.
pub fn blackened(puzzle: &Akari, answer: &AkariAnswer, cell: usize, rng: &mut SmallRng) -> Option<(Akari, AkariAnswer)> {
    let mut cells = puzzle.cells().to_vec();
    (cells[cell] == Cell::White).then_some(())?;
    cells[cell] = Cell::Black(None);
    for other in cells.iter_mut() {
        if let Cell::Black(number) = other {
            *number = None;
        }
    }
    let changed = Akari::new(puzzle.rows(), puzzle.cols(), cells).expect("same shape");
    let mut lights = answer.lights();
    lights[cell] = false;
    let lights = light_up(&changed, lights, rng);
    let answer = AkariAnswer::with_lights(&changed, &lights);
    Some((changed, answer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::akari::check;
    use crate::seeded::seeded_grids;

    #[test]
    fn generated_and_blackened_answers_keep_the_rules() {
        for (seed, mut rng, rows, cols) in seeded_grids(30, 7, 4) {
            let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
            let cell = seed as usize % (rows * cols);
            if let Some((puzzle, answer)) = blackened(&puzzle, &answer, cell, &mut rng) {
                let numbered = with_numbers(&puzzle, &answer);
                let answer = AkariAnswer::with_lights(&numbered, &answer.lights());
                assert_eq!(check(&numbered, &answer), Ok(()), "seed {seed}");
            }
        }
    }
}
