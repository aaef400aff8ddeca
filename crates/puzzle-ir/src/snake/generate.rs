//! Random Snakes: a snake wound from a random cell, each step onto a random neighbour
//! that keeps it one path touching itself nowhere, until it is stuck or long enough;
//! the longest of a few tries is kept, every row and column counted and its two ends
//! circled. The snake is an answer by construction (not necessarily the only one).
//!
//! ```
//! use puzzle_ir::snake::{check, generate};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let (puzzle, answer) = generate::random_puzzle(6, 9, &mut rng);
//! assert_eq!((puzzle.rows(), puzzle.cols()), (6, 9));
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Circle, Snake, SnakeAnswer};
use crate::grid::Grid;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::Rng;

/// Snakes wound before the longest is kept.
const TRIES: usize = 8;

/// A random puzzle on a `rows` x `cols` grid (both at least 1, two cells at least) with
/// every count given and the ends circled, and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Snake, SnakeAnswer) {
    let grid = Grid::new(rows, cols);
    let longest = (0..TRIES)
        .map(|_| wound(grid, rng))
        .max_by_key(Vec::len)
        .expect("at least one try");
    let mut shaded = vec![false; grid.len()];
    longest.iter().for_each(|&cell| shaded[cell] = true);
    let mut circles = vec![None; grid.len()];
    for end in [longest[0], longest[longest.len() - 1]] {
        circles[end] = Some(Circle::End);
    }
    let puzzle = counted(grid, circles, &shaded);
    let answer = SnakeAnswer::new(rows, cols, shaded);
    (puzzle, answer)
}

/// A snake's cells from one end: a random start and random steps, up to about half the
/// grid's cells (two at least, where the grid has two).
fn wound(grid: Grid, rng: &mut SmallRng) -> Vec<usize> {
    let mut shaded = vec![false; grid.len()];
    let start = rng.random_range(0..grid.len());
    shaded[start] = true;
    let mut snake = vec![start];
    let length = rng.random_range(2..=(grid.len() / 2).max(2));
    while snake.len() < length {
        let head = snake[snake.len() - 1];
        let steps: Vec<usize> = (grid.neighbours(head))
            .filter(|&next| fits(grid, &shaded, head, next))
            .collect();
        let Some(&next) = steps.choose(rng) else {
            break;
        };
        shaded[next] = true;
        snake.push(next);
    }
    snake
}

/// Whether the snake may grow from its `head` onto `next`: `next` is unshaded, touches
/// no shaded cell by a side but the head, and every shaded cell at a corner of it is a
/// side neighbour of the head (the corner is the path's turn).
fn fits(grid: Grid, shaded: &[bool], head: usize, next: usize) -> bool {
    let beside = |a: usize, b: usize| grid.neighbours(a).any(|n| n == b);
    !shaded[next]
        && (grid.touching(next))
            .filter(|&other| other != head && shaded[other])
            .all(|other| !beside(next, other) && beside(head, other))
}

/// The puzzle with `circles` and every line counted from `shaded`.
fn counted(grid: Grid, circles: Vec<Option<Circle>>, shaded: &[bool]) -> Snake {
    let mut counts: Vec<Option<u32>> = (grid.lines())
        .map(|line| Some(line.into_iter().filter(|&i| shaded[i]).count() as u32))
        .collect();
    let cols = counts.split_off(grid.rows);
    Snake::new(circles, counts, cols).expect("a grid of at least 1x1")
}

/// Every clue about the snake `shaded` (row-major): every line counted, a black circle
/// on each end and a white one on every other cell of the snake.
pub(super) fn clued(grid: Grid, shaded: &[bool]) -> Snake {
    let circles = (0..grid.len())
        .map(|i| {
            let neighbours = grid.neighbours(i).filter(|&n| shaded[n]).count();
            shaded[i].then_some(if neighbours == 1 { Circle::End } else { Circle::Body })
        })
        .collect();
    counted(grid, circles, shaded)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seeded::seeded_grids;
    use crate::snake::check;
    use crate::PuzzleKind;

    #[test]
    fn generated_answers_keep_the_rules_and_every_clue() {
        for (seed, mut rng, rows, cols) in seeded_grids(20, 6, 3).filter(|g| g.2 * g.3 > 1) {
            let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
            let full = puzzle.with_every_clue(&answer);
            assert_eq!(check(&full, &answer), Ok(()), "seed {seed}");
        }
    }
}
