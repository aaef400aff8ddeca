//! Random Creeks: a random shading whose unshaded cells stay connected, and each point
//! numbered, one time in two, with the count of shaded cells around it (the generator
//! of unique puzzles starts from every point numbered and keeps the numbers it needs).
//!
//! The shading starts empty; each cell in random order is shaded, one time in two,
//! when the unshaded cells stay one area (the independent checker decides, on the grid
//! without numbers).

use super::{check, Creek, CreekAnswer, Number};
use crate::vertex_clues::VertexClues;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::Rng;

/// A random puzzle on a `rows` x `cols` grid (both at least 1), about half of its
/// points numbered, and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Creek, CreekAnswer) {
    let blank = Creek::new(VertexClues::blank(rows, cols).expect("a grid of at least 1x1"));
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
    let every = every_number(&blank, &answer);
    let points = (every.points().iter())
        .map(|&number| number.filter(|_| rng.random_bool(0.5)))
        .collect();
    let puzzle = Creek::new(VertexClues::new(rows, cols, points).expect("counts up to 4"));
    (puzzle, answer)
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
    Creek::new(VertexClues::new(puzzle.rows(), puzzle.cols(), points).expect("counts up to 4"))
}

