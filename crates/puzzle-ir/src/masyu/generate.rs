//! Random Masyus: a random loop through the cells' centres, grown as the border of a
//! random set of the squares between four centres, and every pearl the rules allow on
//! it.
//!
//! The set starts as one random square; a random square beside it joins whenever the
//! border stays one loop (the independent checker decides), until every square has been
//! tried a few times. The border of a set of squares is a loop exactly when the checker
//! accepts it on a grid without pearls, so no other rule is needed here.

use super::{check, Masyu, MasyuAnswer, Pearl};
use crate::lines::{Edges, LineGraph, Region};
use rand::rngs::SmallRng;

/// A random loop on a `rows` x `cols` grid (both at least 2) and the puzzle with every
/// pearl the loop allows.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Masyu, MasyuAnswer) {
    assert!(rows >= 2 && cols >= 2, "a loop needs at least 2x2 cells");
    let blank = Masyu::new(rows, cols, vec![None; rows * cols]).expect("a grid of at least 2x2");
    let region = Region::grow((rows, cols), rng, |border| is_loop(&blank, border));
    every_pearl(&MasyuAnswer::with_edges(&blank, region.border()))
}

/// Whether `edges` draw one loop: the checker's verdict on a grid without pearls.
fn is_loop(blank: &Masyu, edges: &Edges) -> bool {
    check(blank, &MasyuAnswer::with_edges(blank, edges.clone())).is_ok()
}

/// `answer`'s loop moved at the link at drawing position (`line`, `col`) (one of the two
/// squares beside the link joins or leaves the squares inside the loop, when the border
/// stays one loop: [`Region::moved`]), with every pearl the new loop allows. `None` when
/// (`line`, `col`) is no link or neither square can change.
pub fn moved(
    answer: &MasyuAnswer,
    line: usize,
    col: usize,
    rng: &mut SmallRng,
) -> Option<(Masyu, MasyuAnswer)> {
    let (rows, cols) = (answer.rows(), answer.cols());
    let blank = Masyu::new(rows, cols, vec![None; rows * cols]).expect("the answer's shape");
    let border = Region::moved(answer.edges(), line, col, rng, |border| is_loop(&blank, border))?;
    Some(every_pearl(&MasyuAnswer::with_edges(&blank, border)))
}

/// The puzzle with a pearl on every cell of `answer`'s loop where the rules allow one (a
/// white pearl where the loop goes straight and turns in a cell next to it, a black one
/// where it turns and goes straight through both cells next to it), and `answer` with
/// those pearls.
pub fn every_pearl(answer: &MasyuAnswer) -> (Masyu, MasyuAnswer) {
    let (rows, cols) = (answer.rows(), answer.cols());
    let lines = LineGraph::new(answer.edges());
    let pearls = (0..rows * cols)
        .map(|cell| {
            let mut next = lines.linked(cell);
            match (lines.straight(cell), lines.turns(cell)) {
                (true, _) if next.any(|n| lines.turns(n)) => Some(Pearl::White),
                (_, true) if next.all(|n| lines.straight(n)) => Some(Pearl::Black),
                _ => None,
            }
        })
        .collect();
    let puzzle = Masyu::new(rows, cols, pearls).expect("the answer's shape");
    let answer = answer.redrawn(&puzzle);
    (puzzle, answer)
}
