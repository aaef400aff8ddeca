//! Random puzzles made from random full grids: for tests (property tests need valid grids
//! of any size) and for benchmark sets larger than any published collection.
//!
//! ```
//! use puzzle_ir::sudoku::{check, generate, SudokuAnswer};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let (puzzle, solution) = generate::random_puzzle(6, 2, 3, 0.5, &mut rng);
//! assert!(check(&puzzle, &solution).is_ok());
//! ```

use super::{Sudoku, SudokuAnswer};
use rand::seq::SliceRandom;
use rand::Rng;

/// A uniformly shuffled member of the family of grids reachable from the shifted pattern
/// by relabelling values and permuting rows within bands, bands, columns within stacks
/// and stacks: always a valid grid, cheap for any N.
pub fn random_grid(size: usize, box_rows: usize, box_cols: usize, rng: &mut impl Rng) -> Vec<u32> {
    assert_eq!(box_rows * box_cols, size, "boxes must tile the grid");
    let mut labels: Vec<u32> = (1..=size as u32).collect();
    labels.shuffle(rng);
    let rows = shuffled_lines(box_cols, box_rows, rng);
    let cols = shuffled_lines(box_rows, box_cols, rng);
    let mut grid = Vec::with_capacity(size * size);
    for &r in &rows {
        for &c in &cols {
            let pattern = (box_cols * (r % box_rows) + r / box_rows + c) % size;
            grid.push(labels[pattern]);
        }
    }
    grid
}

/// A random order of `groups * width` lines that keeps each group of `width` lines together.
fn shuffled_lines(groups: usize, width: usize, rng: &mut impl Rng) -> Vec<usize> {
    let mut order: Vec<usize> = (0..groups).collect();
    order.shuffle(rng);
    order
        .into_iter()
        .flat_map(|group| {
            let mut inner: Vec<usize> = (group * width..(group + 1) * width).collect();
            inner.shuffle(rng);
            inner
        })
        .collect()
}

/// A classic puzzle with each cell of a random grid blanked with probability `blank`,
/// and that grid as its known solution.
pub fn random_puzzle(
    size: usize,
    box_rows: usize,
    box_cols: usize,
    blank: f64,
    rng: &mut impl Rng,
) -> (Sudoku, SudokuAnswer) {
    let grid = random_grid(size, box_rows, box_cols, rng);
    let givens = grid
        .iter()
        .map(|&v| (!rng.random_bool(blank)).then_some(v))
        .collect();
    let puzzle = Sudoku::new(size, box_rows, box_cols, givens).expect("generated shape is valid");
    let solution = SudokuAnswer::new(&puzzle, grid);
    (puzzle, solution)
}

/// The squarest box that tiles an N x N grid: 3x3 for 9, 2x3 for 6, 3x4 for 12.
///
/// ```
/// assert_eq!(puzzle_ir::sudoku::generate::squarest_box(12), (3, 4));
/// ```
pub fn squarest_box(size: usize) -> (usize, usize) {
    let rows = (1..=size)
        .filter(|r| r * r <= size && size.is_multiple_of(*r))
        .max()
        .unwrap_or(1);
    (rows, size / rows)
}

/// Search steps of one [`filled_grid`] attempt per cell, before it starts over.
const STEPS_PER_CELL: usize = 20;

/// A random full grid found by search, not drawn from one pattern's family as
/// [`random_grid`] is: cells are filled fewest-candidates first (ties and values in
/// random order), backtracking on a dead end and starting over after a budget of steps.
/// With `diagonal` both main diagonals hold every value once too. `None` after `tries`
/// attempts (for N up to 25 the first almost always succeeds).
///
/// ```
/// use puzzle_ir::sudoku::{check, generate, Sudoku, SudokuAnswer};
/// use rand::SeedableRng;
/// let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
/// let grid = generate::filled_grid(9, 3, 3, true, 10, &mut rng).unwrap();
/// let puzzle = Sudoku::new(9, 3, 3, vec![None; 81]).unwrap().with_diagonal(true);
/// assert!(check(&puzzle, &SudokuAnswer::new(&puzzle, grid)).is_ok());
/// ```
pub fn filled_grid(
    size: usize,
    box_rows: usize,
    box_cols: usize,
    diagonal: bool,
    tries: usize,
    rng: &mut impl Rng,
) -> Option<Vec<u32>> {
    assert!(
        size <= 64 && box_rows * box_cols == size,
        "boxes must tile the grid"
    );
    (0..tries).find_map(|_| {
        let mut fill = Filling::new(size, box_rows, box_cols, diagonal);
        let mut budget = STEPS_PER_CELL * size * size;
        fill.search(rng, &mut budget).then_some(fill.values)
    })
}

/// The state of one [`filled_grid`] search: values so far and, per group, the values
/// it holds as bits.
struct Filling {
    size: usize,
    values: Vec<u32>,
    /// Per cell, the indexes of its groups in `used` (row, column, box, diagonals).
    groups: Vec<Vec<usize>>,
    used: Vec<u64>,
}

impl Filling {
    fn new(size: usize, box_rows: usize, box_cols: usize, diagonal: bool) -> Self {
        let groups = (0..size * size)
            .map(|cell| {
                let (r, c) = (cell / size, cell % size);
                let mut of = vec![
                    r,
                    size + c,
                    2 * size + r / box_rows * box_rows + c / box_cols,
                ];
                if diagonal && r == c {
                    of.push(3 * size);
                }
                if diagonal && r + c == size - 1 {
                    of.push(3 * size + 1);
                }
                of
            })
            .collect();
        Filling {
            size,
            values: vec![0; size * size],
            groups,
            used: vec![0; 3 * size + 2],
        }
    }

    /// The values cell `cell` can still take, as bits (bit v-1 for value v).
    fn candidates(&self, cell: usize) -> u64 {
        let all = if self.size == 64 {
            u64::MAX
        } else {
            (1 << self.size) - 1
        };
        self.groups[cell]
            .iter()
            .fold(all, |free, &g| free & !self.used[g])
    }

    fn set(&mut self, cell: usize, value: u32) {
        self.values[cell] = value;
        for &g in &self.groups[cell] {
            self.used[g] ^= 1 << (value - 1);
        }
    }

    /// Fills every empty cell; false on a dead end or when the budget runs out.
    fn search(&mut self, rng: &mut impl Rng, budget: &mut usize) -> bool {
        let empty = (0..self.values.len()).filter(|&cell| self.values[cell] == 0);
        let Some((cell, free)) = empty
            .map(|cell| (cell, self.candidates(cell)))
            .min_by_key(|&(_, free)| (free.count_ones(), rng.random::<u32>()))
        else {
            return true;
        };
        let mut options: Vec<u32> = (1..=self.size as u32)
            .filter(|v| free >> (v - 1) & 1 == 1)
            .collect();
        options.shuffle(rng);
        for value in options {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            self.set(cell, value);
            if self.search(rng, budget) {
                return true;
            }
            self.set(cell, value); // toggles the bits back
            self.values[cell] = 0;
        }
        false
    }
}
