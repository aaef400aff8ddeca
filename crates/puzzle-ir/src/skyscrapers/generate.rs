//! Random Skyscrapers: a random Latin square without clues (the generator of unique
//! puzzles chooses them from [`every_clue`]).
//!
//! The square is filled row by row, each row a matching of its columns to the heights
//! their columns do not hold yet, found by augmenting paths tried in random order. The
//! rows so far always leave such a matching (Hall's theorem: each height is missing
//! from as many columns as each column misses heights), so no fill is ever undone.

use super::{seen, Side, Skyscrapers, SkyscrapersAnswer};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

/// A random `size` x `size` Latin square of heights 1..=`size` (`size` at least 1).
pub fn random_latin_square(size: usize, rng: &mut SmallRng) -> SkyscrapersAnswer {
    let mut heights: Vec<u32> = Vec::with_capacity(size * size);
    for row in 0..size {
        let free = |col: usize, height: u32| (0..row).all(|r| heights[r * size + col] != height);
        // `column_of[h - 1]`: the column that takes height h in this row.
        let mut column_of: Vec<Option<usize>> = vec![None; size];
        let mut columns: Vec<usize> = (0..size).collect();
        columns.shuffle(rng);
        for &col in &columns {
            let mut order: Vec<u32> = (1..=size as u32).collect();
            order.shuffle(rng);
            let mut visited = vec![false; size];
            let placed = augment(col, &order, &free, &mut column_of, &mut visited);
            assert!(placed, "a Latin rectangle always extends by a row");
        }
        let mut row_heights = vec![0; size];
        for (h, col) in column_of.iter().enumerate() {
            row_heights[col.expect("every height placed")] = h as u32 + 1;
        }
        heights.extend(row_heights);
    }
    SkyscrapersAnswer::new(size, heights.into_iter().map(Some).collect())
}

/// Finds `col` a height along an augmenting path (heights tried in `order`), moving the
/// columns on the path to other heights; `false` when there is none.
fn augment(
    col: usize,
    order: &[u32],
    free: &dyn Fn(usize, u32) -> bool,
    column_of: &mut [Option<usize>],
    visited: &mut [bool],
) -> bool {
    for &height in order {
        let h = height as usize - 1;
        if visited[h] || !free(col, height) {
            continue;
        }
        visited[h] = true;
        let moved = match column_of[h] {
            None => true,
            Some(other) => augment(other, order, free, column_of, visited),
        };
        if moved {
            column_of[h] = Some(col);
            return true;
        }
    }
    false
}

/// The puzzle of `size` with every count the views of `answer` give and every height
/// of `answer` given.
pub fn every_clue(size: usize, answer: &SkyscrapersAnswer) -> Skyscrapers {
    let side = size + 2;
    let blank = Skyscrapers::new(size, vec![None; side * side]);
    let mut frame = vec![None; side * side];
    for (cell, &height) in answer.heights().iter().enumerate() {
        frame[(cell / size + 1) * side + cell % size + 1] = height;
    }
    for side_of in Side::ALL {
        for index in 0..size {
            let line: Vec<u32> = (blank.line_of_sight(side_of, index).iter())
                .map(|&cell| answer.heights()[cell].unwrap_or(0))
                .collect();
            let (row, col) = blank.clue_place(side_of, index);
            frame[row * side + col] = Some(seen(&line) as u32).filter(|&n| n > 0);
        }
    }
    Skyscrapers::new(size, frame)
}
