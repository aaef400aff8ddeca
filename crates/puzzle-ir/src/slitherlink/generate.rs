//! Random Slitherlinks: a random loop, grown as the border of a random set of cells, and
//! the number of every cell read off it.
//!
//! The set starts as one random cell; a random cell beside it joins whenever the border
//! stays one loop (the independent checker decides), until every cell has been tried a
//! few times. The border of a set of cells is a loop exactly when the checker accepts
//! it, so no other rule is needed here.

use super::{check, Slitherlink, SlitherlinkAnswer, MAX_CLUE};
use rand::rngs::SmallRng;
use rand::Rng;

/// How many random cells per cell of the grid the growth tries.
const TRIES_PER_CELL: usize = 4;

/// A random loop on a `rows` x `cols` grid (both at least 1) and the puzzle with every
/// cell numbered from it.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    rng: &mut SmallRng,
) -> (Slitherlink, SlitherlinkAnswer) {
    let blank =
        Slitherlink::new(rows, cols, vec![None; rows * cols]).expect("a grid of at least 1x1");
    let mut inside = vec![false; rows * cols];
    inside[rng.random_range(0..rows * cols)] = true;
    for _ in 0..TRIES_PER_CELL * rows * cols {
        let cell = rng.random_range(0..rows * cols);
        if inside[cell] || !beside_inside(&inside, rows, cols, cell) {
            continue;
        }
        inside[cell] = true;
        if check(&blank, &border(&blank, &inside)).is_err() {
            inside[cell] = false;
        }
    }
    let answer = border(&blank, &inside);
    every_number(&answer)
}

/// The puzzle with every cell numbered from `answer` (but for a cell the loop goes all
/// around: 4 is no Slitherlink number), and `answer` with those numbers.
pub fn every_number(answer: &SlitherlinkAnswer) -> (Slitherlink, SlitherlinkAnswer) {
    let (rows, cols) = (answer.rows(), answer.cols());
    let clues = (0..rows * cols)
        .map(|i| {
            let (r, c) = (i / cols, i % cols);
            let sides = [
                answer.across(r, c),
                answer.across(r + 1, c),
                answer.down(r, c),
                answer.down(r, c + 1),
            ];
            Some(sides.iter().filter(|&&on| on).count() as u8).filter(|&n| n <= MAX_CLUE)
        })
        .collect();
    let puzzle = Slitherlink::new(rows, cols, clues).expect("numbers of at most MAX_CLUE");
    let answer = SlitherlinkAnswer::new(&puzzle, edges_across(answer), edges_down(answer));
    (puzzle, answer)
}

fn edges_across(answer: &SlitherlinkAnswer) -> Vec<bool> {
    let (rows, cols) = (answer.rows(), answer.cols());
    (0..=rows)
        .flat_map(|r| (0..cols).map(move |c| answer.across(r, c)))
        .collect()
}

fn edges_down(answer: &SlitherlinkAnswer) -> Vec<bool> {
    let (rows, cols) = (answer.rows(), answer.cols());
    (0..rows)
        .flat_map(|r| (0..=cols).map(move |c| answer.down(r, c)))
        .collect()
}

fn beside_inside(inside: &[bool], rows: usize, cols: usize, cell: usize) -> bool {
    let (r, c) = (cell / cols, cell % cols);
    (r > 0 && inside[cell - cols])
        || (r + 1 < rows && inside[cell + cols])
        || (c > 0 && inside[cell - 1])
        || (c + 1 < cols && inside[cell + 1])
}

/// The edges between a cell inside and one outside (the outside of the grid is outside).
fn border(puzzle: &Slitherlink, inside: &[bool]) -> SlitherlinkAnswer {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let is_in = |r: isize, c: isize| {
        r >= 0
            && c >= 0
            && (r as usize) < rows
            && (c as usize) < cols
            && inside[r as usize * cols + c as usize]
    };
    let across = (0..=rows as isize)
        .flat_map(|r| (0..cols as isize).map(move |c| (r, c)))
        .map(|(r, c)| is_in(r - 1, c) != is_in(r, c))
        .collect();
    let down = (0..rows as isize)
        .flat_map(|r| (0..=cols as isize).map(move |c| (r, c)))
        .map(|(r, c)| is_in(r, c - 1) != is_in(r, c))
        .collect();
    SlitherlinkAnswer::new(puzzle, across, down)
}
