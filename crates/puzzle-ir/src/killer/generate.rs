//! Random Killer Sudoku with a known answer: a random full grid, cut into random
//! connected cages of distinct digits, each cage's sum read off the grid. The grid is an
//! answer by construction, not necessarily the only one.
//!
//! ```
//! use puzzle_ir::killer::{check, generate};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let (puzzle, answer) = generate::random_puzzle(9, 3, 3, 4, &mut rng);
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Cage, Killer};
use crate::sudoku::{generate::random_grid, Sudoku, SudokuAnswer};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

/// A puzzle on a random `size` x `size` grid (boxes `box_rows` x `box_cols`) with cages
/// of 1 to `max_cage` cells, and that grid as its answer.
///
/// Panics when the box does not tile the grid or `max_cage` is 0: these are the caller's
/// mistakes, not input.
pub fn random_puzzle(
    size: usize,
    box_rows: usize,
    box_cols: usize,
    max_cage: usize,
    rng: &mut impl Rng,
) -> (Killer, SudokuAnswer) {
    assert!(max_cage > 0, "a cage has at least one cell");
    let values = random_grid(size, box_rows, box_cols, rng);
    let sudoku = Sudoku::new(size, box_rows, box_cols, vec![None; size * size])
        .expect("the caller's box tiles the grid");
    let mut cage_of = vec![usize::MAX; size * size];
    let mut cages: Vec<Vec<usize>> = Vec::new();
    let mut order: Vec<usize> = (0..size * size).collect();
    order.shuffle(rng);
    for start in order {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let target = rng.random_range(1..=max_cage);
        let id = cages.len();
        let mut cells = vec![start];
        cage_of[start] = id;
        while cells.len() < target {
            let mut options: Vec<usize> = cells
                .iter()
                .flat_map(|&i| neighbours(i, size))
                .filter(|&j| cage_of[j] == usize::MAX)
                .filter(|&j| cells.iter().all(|&i| values[i] != values[j]))
                .collect();
            options.sort_unstable();
            options.dedup();
            let Some(&next) = options.choose(rng) else {
                break;
            };
            cage_of[next] = id;
            cells.push(next);
        }
        cages.push(cells);
    }
    let mut cages: Vec<Cage> = cages
        .into_iter()
        .map(|mut cells| {
            cells.sort_unstable();
            Cage {
                label: String::new(),
                sum: cells.iter().map(|&i| values[i]).sum(),
                cells: cells.iter().map(|&i| (i / size, i % size)).collect(),
            }
        })
        .collect();
    cages.sort_by_key(|cage| cage.cells[0]);
    for (k, cage) in cages.iter_mut().enumerate() {
        cage.label = label(k);
    }
    let answer = SudokuAnswer::new(&sudoku, values);
    (Killer::new(sudoku, cages), answer)
}

/// Orthogonal neighbours of cell `i`.
fn neighbours(i: usize, size: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / size, i % size);
    [
        (r > 0).then(|| i - size),
        (r + 1 < size).then(|| i + size),
        (c > 0).then(|| i - 1),
        (c + 1 < size).then(|| i + 1),
    ]
    .into_iter()
    .flatten()
}

/// Labels a, b, ... z, A ... Z, then a0, b0 ...: short and always valid.
fn label(k: usize) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let letter = LETTERS[k % LETTERS.len()] as char;
    match k / LETTERS.len() {
        0 => letter.to_string(),
        round => format!("{letter}{}", round - 1),
    }
}
