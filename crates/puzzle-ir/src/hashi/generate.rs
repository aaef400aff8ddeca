//! Random Hashiwokakeros: islands grown one from another. The first island stands on a
//! random cell; each next one is built at a random distance from a random island, along
//! its row or column, over water that no bridge covers yet and beside no other island,
//! and joined to it by one bridge or two. The islands come without numbers: the numbers
//! are read off the answer ([`with_numbers`]) for a generator to choose from.

use super::{Hashi, HashiAnswer, Span, UNKNOWN};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::Rng;

/// The share of cells that become islands, as far as there is room.
const ISLAND_SHARE: f64 = 0.3;

/// The longest bridge built, in cells from island to island.
const LONGEST: usize = 6;

/// A random puzzle on a `rows` x `cols` grid, its islands without numbers, and an
/// answer with one bridge at least.
///
/// # Panics
/// When no row or column has three cells: no bridge fits.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Hashi, HashiAnswer) {
    assert!(rows.max(cols) >= 3, "a bridge needs three cells in a row");
    loop {
        let (island, bridges) = grown(rows, cols, rng);
        if !bridges.is_empty() {
            let numbers = island.iter().map(|&is| is.then_some(UNKNOWN)).collect();
            let puzzle = Hashi::new(rows, cols, numbers).expect("a grid of at least 1x1");
            let answer = HashiAnswer::with_bridges(&puzzle, &bridges);
            return (puzzle, answer);
        }
    }
}

/// Islands (row-major, whether each cell is one) grown from a random first one, and the
/// bridges that joined them.
fn grown(rows: usize, cols: usize, rng: &mut SmallRng) -> (Vec<bool>, Vec<(Span, u8)>) {
    let size = rows * cols;
    let wanted = ((size as f64 * ISLAND_SHARE) as usize).max(2);
    let mut island = vec![false; size];
    let mut covered = vec![false; size];
    let first = rng.random_range(0..size);
    island[first] = true;
    let mut islands = vec![first];
    let mut bridges = Vec::new();
    for _ in 0..40 * size {
        if islands.len() >= wanted {
            break;
        }
        let &from = islands.choose(rng).expect("one island at least");
        let (row, col) = ((from / cols) as isize, (from % cols) as isize);
        let (dr, dc) = *[(0, 1), (1, 0), (0, -1), (-1, 0)].choose(rng).expect("four ways");
        let distance = rng.random_range(2..=LONGEST) as isize;
        let (r, c) = (row + dr * distance, col + dc * distance);
        if r < 0 || c < 0 || r >= rows as isize || c >= cols as isize {
            continue;
        }
        let at = |k: isize| ((row + dr * k) * cols as isize + col + dc * k) as usize;
        let to = at(distance);
        let free = |cell: usize| !island[cell] && !covered[cell];
        let lonely = neighbours(rows, cols, to).all(|n| !island[n]);
        if !(free(to) && lonely && (1..distance).all(|k| free(at(k)))) {
            continue;
        }
        for k in 1..distance {
            covered[at(k)] = true;
        }
        island[to] = true;
        islands.push(to);
        let span = Span { from: from.min(to), to: from.max(to), across: dr == 0 };
        bridges.push((span, rng.random_range(1..=2)));
    }
    (island, bridges)
}

/// The orthogonal neighbours of `cell`.
fn neighbours(rows: usize, cols: usize, cell: usize) -> impl Iterator<Item = usize> {
    crate::grid::Grid::new(rows, cols).neighbours(cell)
}

/// `puzzle` with every island numbered with the bridges `answer` builds at it (an
/// island without a bridge, alone on its board, keeps its unknown number).
pub fn with_numbers(puzzle: &Hashi, answer: &HashiAnswer) -> Hashi {
    let grid = puzzle.grid();
    let (height, width) = answer.drawing_size();
    let count = |cell: usize| {
        let (r, c) = grid.position(cell);
        let (line, col) = (2 * r, 2 * c);
        let beside = [
            (line, col + 1),
            (line + 1, col),
            (line, col.wrapping_sub(1)),
            (line.wrapping_sub(1), col),
        ];
        (beside.iter())
            .filter(|&&(l, c)| l < height && c < width)
            .map(|&(l, c)| answer.bridges_at(l, c) as u32)
            .sum::<u32>()
    };
    let numbers = (puzzle.numbers().iter().enumerate())
        .map(|(i, number)| number.map(|_| count(i)))
        .collect();
    Hashi::new(grid.rows, grid.cols, numbers).expect("at most eight bridges an island")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hashi::check;
    use crate::seeded::seeded_grids;

    #[test]
    fn generated_answers_keep_the_rules() {
        for (seed, mut rng, rows, cols) in seeded_grids(30, 9, 3) {
            if rows.max(cols) < 3 {
                continue;
            }
            let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
            let numbered = with_numbers(&puzzle, &answer);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
            let answer = answer.relabelled(&numbered);
            assert_eq!(check(&numbered, &answer), Ok(()), "seed {seed}");
        }
    }
}
