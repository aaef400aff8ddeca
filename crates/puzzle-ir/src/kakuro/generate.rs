//! Random Kakuro puzzles with a known answer, for property tests and benchmark sets of
//! any size: a random layout, filled with random digits (distinct in every run, by
//! randomized backtracking), whose run sums become the clues. The filling is an answer
//! by construction, not necessarily the only one.
//!
//! What a layout guarantees: every white cell lies in an across run and a down run of 2
//! to 9 cells, each with its clue, so no white cell is isolated; row 1 and column 1 hold
//! no white cell (they carry the clues). The white area is not necessarily connected,
//! and grids with fewer than 3 rows or columns have no white cell at all.
//!
//! ```
//! use puzzle_ir::kakuro::{check, generate};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let (puzzle, solution) = generate::random_puzzle(8, 12, 0.3, &mut rng);
//! assert_eq!((puzzle.rows(), puzzle.cols()), (8, 12));
//! assert!(check(&puzzle, &solution).is_ok());
//! ```

use super::{Cell, Kakuro, KakuroAnswer, MAX_RUN};
use rand::seq::SliceRandom;
use rand::Rng;

/// Fill attempts on one layout before trying another (a fill almost never fails).
const FILL_ATTEMPTS: usize = 10;

/// A `rows` x `cols` puzzle from a random layout and filling, and that filling. Each cell
/// off the first row and column starts as a block with probability `blocks` before the
/// layout is repaired (more blocks: shorter runs, fewer white cells).
///
/// Panics when `rows` or `cols` is 0 or `blocks` is outside 0..=1: these are the
/// caller's mistakes, not input.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    blocks: f64,
    rng: &mut impl Rng,
) -> (Kakuro, KakuroAnswer) {
    assert!(rows > 0 && cols > 0, "a grid needs at least one cell");
    let digits = loop {
        let white = random_layout(rows, cols, blocks, rng);
        let runs = RunIds::new(rows, cols, &white);
        if let Some(digits) = (0..FILL_ATTEMPTS).find_map(|_| fill(&runs, rng)) {
            break digits;
        }
    };
    let cells = clues(rows, cols, &digits);
    let puzzle = Kakuro::new(rows, cols, cells).expect("a repaired layout is well formed");
    (puzzle, KakuroAnswer::new(rows, cols, digits))
}

/// White cells (row-major) at random, then repaired until every maximal white line
/// across and down has 2..=9 cells: a lone white cell becomes a block, and a line longer
/// than 9 gets a block at a random place. Whites only ever turn into blocks, so this
/// ends.
fn random_layout(rows: usize, cols: usize, blocks: f64, rng: &mut impl Rng) -> Vec<bool> {
    let mut white: Vec<bool> = (0..rows * cols)
        .map(|i| i / cols > 0 && i % cols > 0 && !rng.random_bool(blocks))
        .collect();
    let lines = lines(rows, cols);
    loop {
        let mut changed = false;
        for line in &lines {
            for segment in segments(&white, line) {
                if segment.len() == 1 {
                    white[segment[0]] = false;
                    changed = true;
                } else if segment.len() > MAX_RUN {
                    white[segment[rng.random_range(0..segment.len())]] = false;
                    changed = true;
                }
            }
        }
        if !changed {
            return white;
        }
    }
}

/// Every row and every column as a list of row-major indices.
fn lines(rows: usize, cols: usize) -> Vec<Vec<usize>> {
    let across = (0..rows).map(|r| (0..cols).map(|c| r * cols + c).collect());
    let down = (0..cols).map(|c| (0..rows).map(|r| r * cols + c).collect());
    across.chain(down).collect()
}

/// The maximal runs of white cells along `line`.
fn segments(white: &[bool], line: &[usize]) -> Vec<Vec<usize>> {
    line.split(|&i| !white[i])
        .filter(|s| !s.is_empty())
        .map(<[usize]>::to_vec)
        .collect()
}

/// The white cells in row-major order, with the ids of their across and down runs.
struct RunIds {
    cells: Vec<usize>,
    across: Vec<usize>,
    down: Vec<usize>,
    n_runs: usize,
    n_cells: usize,
}

impl RunIds {
    fn new(rows: usize, cols: usize, white: &[bool]) -> RunIds {
        let mut run_of = vec![[0usize; 2]; rows * cols];
        let mut n_runs = 0;
        for (k, line) in lines(rows, cols).iter().enumerate() {
            let way = usize::from(k >= rows);
            for segment in segments(white, line) {
                for &i in &segment {
                    run_of[i][way] = n_runs;
                }
                n_runs += 1;
            }
        }
        let cells: Vec<usize> = (0..rows * cols).filter(|&i| white[i]).collect();
        RunIds {
            across: cells.iter().map(|&i| run_of[i][0]).collect(),
            down: cells.iter().map(|&i| run_of[i][1]).collect(),
            cells,
            n_runs,
            n_cells: rows * cols,
        }
    }
}

/// Random digits for the white cells, distinct within each run, by backtracking in
/// row-major order with shuffled candidates; `None` if that takes too many steps.
fn fill(runs: &RunIds, rng: &mut impl Rng) -> Option<Vec<Option<u8>>> {
    let n = runs.cells.len();
    let mut used = vec![0u16; runs.n_runs];
    let mut placed = vec![0u8; n];
    let mut candidates: Vec<Vec<u8>> = vec![Vec::new(); n];
    let mut budget = 100 * n + 1000;
    let (mut k, mut arrived) = (0, true);
    while k < n {
        let (a, d) = (runs.across[k], runs.down[k]);
        if arrived {
            let taken = used[a] | used[d];
            candidates[k] = (1..=9u8).filter(|d| taken & 1 << d == 0).collect();
            candidates[k].shuffle(rng);
        } else {
            used[a] &= !(1 << placed[k]);
            used[d] &= !(1 << placed[k]);
        }
        match candidates[k].pop() {
            Some(digit) => {
                placed[k] = digit;
                used[a] |= 1 << digit;
                used[d] |= 1 << digit;
                (k, arrived) = (k + 1, true);
            }
            None => {
                budget = budget.checked_sub(1)?;
                (k, arrived) = (k.checked_sub(1)?, false);
            }
        }
    }
    let mut digits = vec![None; runs.n_cells];
    for (&i, &d) in runs.cells.iter().zip(&placed) {
        digits[i] = Some(d);
    }
    Some(digits)
}

/// The cells of the puzzle: white where there is a digit, a clue where a run starts to
/// the right or below (its sum), a block elsewhere.
fn clues(rows: usize, cols: usize, digits: &[Option<u8>]) -> Vec<Cell> {
    let run_sum = |cells: &mut dyn Iterator<Item = usize>| -> Option<u32> {
        let run: Vec<u32> = cells.map_while(|i| digits[i]).map(u32::from).collect();
        (!run.is_empty()).then(|| run.iter().sum())
    };
    (0..rows * cols)
        .map(|i| {
            let (r, c) = (i / cols, i % cols);
            if digits[i].is_some() {
                return Cell::White;
            }
            let down = run_sum(&mut (r + 1..rows).map(|rr| rr * cols + c));
            let across = run_sum(&mut (c + 1..cols).map(|cc| r * cols + cc));
            match (down, across) {
                (None, None) => Cell::Block,
                _ => Cell::Clue { down, across },
            }
        })
        .collect()
}

/// `answer` with the digit at (`row`, `col`) changed to one that neither of its runs
/// holds, and the puzzle of the changed answer (only the sums of those two runs change):
/// any answer that differed from `answer` at that cell, and agreed with the old sums,
/// breaks a new one. Of the free digits, one whose new sums the fewest digit sets make
/// is taken (ties at random): rare sums leave the least room for another answer.
/// `None` when the cell is not white or its runs use every other digit.
///
/// ```
/// use puzzle_ir::kakuro::{check, generate};
/// use rand::SeedableRng;
/// let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
/// let (puzzle, answer) = generate::random_puzzle(8, 8, 0.3, &mut rng);
/// let (row, col) = puzzle.runs()[0].cells[0];
/// if let Some((changed, digits)) = generate::redigited(&puzzle, &answer, row, col, &mut rng) {
///     assert_ne!(digits.digit(row, col), answer.digit(row, col));
///     assert!(check(&changed, &digits).is_ok());
/// }
/// ```
pub fn redigited(
    puzzle: &Kakuro,
    answer: &KakuroAnswer,
    row: usize,
    col: usize,
    rng: &mut impl Rng,
) -> Option<(Kakuro, KakuroAnswer)> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let old = u32::from(answer.digit(row, col)?);
    let runs: Vec<_> = puzzle
        .runs()
        .iter()
        .filter(|run| run.cells.contains(&(row, col)))
        .collect();
    let used: Vec<u8> = runs
        .iter()
        .flat_map(|run| run.cells.iter().filter_map(|&(r, c)| answer.digit(r, c)))
        .collect();
    let mut free: Vec<u8> = (1..=9).filter(|d| !used.contains(d)).collect();
    free.shuffle(rng);
    let ways = |digit: u8| -> usize {
        runs.iter()
            .map(|run| digit_sets(run.cells.len(), run.sum + u32::from(digit) - old))
            .product()
    };
    let digit = free.into_iter().min_by_key(|&d| ways(d))?;
    let mut digits = answer.digits().to_vec();
    digits[row * cols + col] = Some(digit);
    let changed = Kakuro::new(rows, cols, clues(rows, cols, &digits)).ok()?;
    Some((changed, KakuroAnswer::new(rows, cols, digits)))
}

/// `answer` with the white cell at (`row`, `col`) turned into a block, and the puzzle
/// of that: its across and down runs split there, each part with its own sum. Every
/// other answer that differed from `answer` at that cell is gone with it. `None` when
/// the cell is not white or a part would be a single cell (a run needs two).
///
/// ```
/// use puzzle_ir::kakuro::{check, generate};
/// use rand::SeedableRng;
/// let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
/// let (puzzle, answer) = generate::random_puzzle(12, 12, 0.2, &mut rng);
/// let cells = puzzle.runs().iter().flat_map(|run| run.cells.clone());
/// let blocked = cells.filter_map(|(row, col)| {
///     let (changed, digits) = generate::blocked(&puzzle, &answer, row, col)?;
///     Some((row, col, changed, digits))
/// });
/// let mut some = false;
/// for (row, col, changed, digits) in blocked {
///     assert!(!changed.is_white(row, col) && digits.digit(row, col).is_none());
///     assert!(check(&changed, &digits).is_ok());
///     some = true;
/// }
/// assert!(some, "some cell of a 12x12 can be blocked");
/// ```
pub fn blocked(
    puzzle: &Kakuro,
    answer: &KakuroAnswer,
    row: usize,
    col: usize,
) -> Option<(Kakuro, KakuroAnswer)> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    answer.digit(row, col)?;
    let single_left = puzzle.runs().iter().any(|run| {
        let Some(at) = run.cells.iter().position(|&cell| cell == (row, col)) else {
            return false;
        };
        at == 1 || run.cells.len() - at == 2
    });
    if single_left {
        return None;
    }
    let mut digits = answer.digits().to_vec();
    digits[row * cols + col] = None;
    let changed = Kakuro::new(rows, cols, clues(rows, cols, &digits)).ok()?;
    Some((changed, KakuroAnswer::new(rows, cols, digits)))
}

/// How many sets of `len` distinct digits 1..9 add up to `sum`.
fn digit_sets(len: usize, sum: u32) -> usize {
    (0u32..1 << 9)
        .filter(|set| set.count_ones() as usize == len)
        .filter(|set| {
            (0..9)
                .filter(|d| set >> d & 1 == 1)
                .map(|d| d + 1)
                .sum::<u32>()
                == sum
        })
        .count()
}
