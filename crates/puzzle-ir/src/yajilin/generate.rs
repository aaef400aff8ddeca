//! Random Yajilins: a random loop through the cells' centres, grown as the border of a
//! random set of the squares between four centres ([`Region::grow`]); then each cell off
//! the loop, in random order, is shaded when no neighbour is, and otherwise becomes a
//! clue cell: an arrow that points at some cell, numbered with the shaded cells it
//! points at.

use super::{check, Mark, Yajilin, YajilinAnswer};
use crate::arrow::{Arrow, ArrowClue};
use crate::grid::Grid;
use crate::lines::{Edges, LineGraph, LinePuzzle, Region};
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};

/// A random puzzle on a `rows` x `cols` grid (both at least 2) and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Yajilin, YajilinAnswer) {
    assert!(rows >= 2 && cols >= 2, "a loop needs at least 2x2 cells");
    let grid = Grid::new(rows, cols);
    let region = Region::grow((rows, cols), rng, is_loop);
    let edges = region.border();
    let lines = LineGraph::new(&edges);
    let mut off: Vec<usize> = (0..grid.len()).filter(|&cell| lines.degree(cell) == 0).collect();
    off.shuffle(rng);
    let mut shaded = vec![false; grid.len()];
    let mut clue_cells = Vec::new();
    for cell in off {
        if grid.neighbours(cell).any(|next| shaded[next]) {
            clue_cells.push(cell);
        } else {
            shaded[cell] = true;
        }
    }
    let mut clues = vec![None; grid.len()];
    for cell in clue_cells {
        let pointing: Vec<Arrow> = (Arrow::ALL.into_iter()).filter(|a| a.ray(grid, cell).next().is_some()).collect();
        let arrow = *pointing.choose(rng).expect("a grid of at least 2x2");
        let number = arrow.ray(grid, cell).filter(|&i| shaded[i]).count() as u32;
        clues[cell] = Some(ArrowClue { arrow: Some(arrow), number: Some(number) });
    }
    let puzzle = Yajilin::new(rows, cols, clues).expect("counts below the side");
    let answer = shaded_answer(&puzzle, edges, &shaded);
    debug_assert_eq!(check(&puzzle, &answer), Ok(()));
    (puzzle, answer)
}

/// The answer of `puzzle` with the loop `edges` and the cells `shaded`.
pub fn shaded_answer(puzzle: &Yajilin, edges: Edges, shaded: &[bool]) -> YajilinAnswer {
    let mut answer = YajilinAnswer::with_edges(puzzle, edges);
    let (rows, cols) = puzzle.size();
    for cell in (0..rows * cols).filter(|&cell| shaded[cell]) {
        answer.set_cell(cell / cols, cell % cols, Some(Mark::Shaded));
    }
    answer
}

/// Whether `edges` draw one loop.
fn is_loop(edges: &Edges) -> bool {
    let lines = LineGraph::new(edges);
    !lines.is_empty() && lines.no_branch().is_ok() && lines.no_dead_end().is_ok() && lines.one_piece().is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn random_puzzles_keep_the_rules() {
        for seed in 0..30 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let (rows, cols) = (2 + seed as usize % 6, 2 + seed as usize / 5);
            let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
        }
    }
}
