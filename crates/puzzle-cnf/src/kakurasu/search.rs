//! Stochastic local search over whole grids, no CNF: a focused random walk that flips
//! cells to bring every clued line's sum to its clue.
//!
//! Random grids of 30x30 and more have astronomically many answers, yet CDCL over the
//! line equalities drowns in subset-sum search. A walk over grids reaches a grid whose
//! lines almost all meet their clues within milliseconds; the few broken lines are then
//! left to the SAT encoding with the rest of the grid fixed (see [`super::guided`](mod@super::guided)).
//!
//! State: the grid, and per clued line its error (clue minus sum). A step picks a broken
//! line at random and flips one of its movable cells: with probability `NOISE` a random
//! cell that brings the line's own error closer to zero, otherwise the cell whose flip
//! lowers the total absolute error most (ties at random; a worsening flip is allowed, which
//! is how the walk leaves local minima). Each flip's effect is O(1): one row and one
//! column error change. The walk is deterministic given its seed.

use puzzle_ir::kakurasu::Kakurasu;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// The chance that a step takes a random line-improving flip instead of the best one.
const NOISE: f64 = 0.1;

/// Rectangles are tried only with this few broken lines: near the end of a walk, where
/// single flips no longer help; early on they would only cost time.
const RECTANGLE_LINES: usize = 16;

/// The best grid a walk met: row-major cells (`true` black), its total absolute error,
/// and which clued lines miss their clue (rows first, then columns).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walked {
    pub black: Vec<bool>,
    pub error: i64,
    pub broken: Vec<bool>,
}

/// Walks at most `steps` flips from a random grid that keeps the `settled` cells, and
/// returns the grid with the smallest total error met (0: every clue is met).
pub fn walk(puzzle: &Kakurasu, settled: &[Option<bool>], steps: u64, seed: u64) -> Walked {
    let mut state = State::new(puzzle, settled, seed);
    let mut best = Walked {
        black: state.black.clone(),
        error: state.error,
        broken: state.broken_lines(),
    };
    for _ in 0..steps {
        if state.error == 0 {
            break;
        }
        state.step();
        if state.error < best.error {
            best.error = state.error;
            best.black.clone_from(&state.black);
            best.broken = state.broken_lines();
        }
    }
    best
}

/// The walk's grid and bookkeeping. Lines are numbered rows first (0..rows), then
/// columns (rows..rows + cols).
struct State {
    rows: usize,
    cols: usize,
    black: Vec<bool>,
    movable: Vec<bool>,
    /// Clue minus sum per line; always 0 for a line without a clue.
    errors: Vec<i64>,
    clued: Vec<bool>,
    error: i64,
    /// The lines whose error is not 0, and each line's place in it.
    broken: Vec<usize>,
    place: Vec<Option<usize>>,
    rng: SmallRng,
}

impl State {
    fn new(puzzle: &Kakurasu, settled: &[Option<bool>], seed: u64) -> Self {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        let clues: Vec<Option<u64>> = puzzle
            .row_clues()
            .iter()
            .chain(puzzle.col_clues())
            .copied()
            .collect();
        let mut rng = SmallRng::seed_from_u64(seed);
        let density = |clue: Option<u64>, len: usize| {
            clue.map_or(0.5, |c| {
                (c as f64 / super::lines::triangle(len) as f64).min(1.0)
            })
        };
        let black: Vec<bool> = (0..rows * cols)
            .map(|i| {
                let (r, c) = (i / cols, i % cols);
                settled[i].unwrap_or_else(|| {
                    let p = (density(clues[r], cols) + density(clues[rows + c], rows)) / 2.0;
                    rng.random_bool(p)
                })
            })
            .collect();
        let mut state = State {
            rows,
            cols,
            movable: settled.iter().map(Option::is_none).collect(),
            errors: clues.iter().map(|c| c.map_or(0, |c| c as i64)).collect(),
            clued: clues.iter().map(Option::is_some).collect(),
            black: vec![false; rows * cols],
            error: 0,
            broken: Vec::new(),
            place: vec![None; rows + cols],
            rng,
        };
        state.recount();
        for (i, &b) in black.iter().enumerate() {
            if b {
                state.flip(i);
            }
        }
        state
    }

    /// What an error of `e` in line `l` adds to the total: its size (lines without a
    /// clue never count).
    fn cost(&self, l: usize, e: i64) -> i64 {
        if self.clued[l] {
            e.abs()
        } else {
            0
        }
    }

    /// Per line, whether it is broken.
    fn broken_lines(&self) -> Vec<bool> {
        self.place.iter().map(Option::is_some).collect()
    }

    /// Recomputes the total error and the broken lines from the line errors.
    fn recount(&mut self) {
        self.broken.clear();
        self.place.fill(None);
        self.error = 0;
        for line in 0..self.rows + self.cols {
            if self.clued[line] && self.errors[line] != 0 {
                self.place[line] = Some(self.broken.len());
                self.broken.push(line);
                self.error += self.cost(line, self.errors[line]);
            }
        }
    }

    /// The row line and column line of cell `i`, with the cell's weight in each.
    fn lines_of(&self, i: usize) -> [(usize, i64); 2] {
        let (r, c) = (i / self.cols, i % self.cols);
        [(r, c as i64 + 1), (self.rows + c, r as i64 + 1)]
    }

    /// How much flipping cell `i` changes the total error, and how much it changes
    /// the error of `line` alone (negative: better).
    fn delta(&self, i: usize, line: usize) -> (i64, i64) {
        let sign = if self.black[i] { 1 } else { -1 };
        let (mut total, mut own) = (0, 0);
        for (l, w) in self.lines_of(i) {
            if !self.clued[l] {
                continue;
            }
            let e = self.errors[l];
            let d = self.cost(l, e + sign * w) - self.cost(l, e);
            total += d;
            if l == line {
                own = d;
            }
        }
        (total, own)
    }

    /// Flips cell `i`, keeping the errors, the total and the broken list up to date.
    fn flip(&mut self, i: usize) {
        let sign = if self.black[i] { 1 } else { -1 };
        self.black[i] = !self.black[i];
        for (l, w) in self.lines_of(i) {
            if !self.clued[l] {
                continue;
            }
            let before = self.errors[l];
            let after = before + sign * w;
            self.errors[l] = after;
            self.error = self.error + self.cost(l, after) - self.cost(l, before);
            self.mark(l, after != 0);
        }
    }

    /// Keeps `line` in the broken list exactly when `broken`.
    fn mark(&mut self, line: usize, broken: bool) {
        match (self.place[line], broken) {
            (None, true) => {
                self.place[line] = Some(self.broken.len());
                self.broken.push(line);
            }
            (Some(at), false) => {
                self.broken.swap_remove(at);
                if let Some(&moved) = self.broken.get(at) {
                    self.place[moved] = Some(at);
                }
                self.place[line] = None;
            }
            _ => {}
        }
    }

    /// The row-major cells of line `line`.
    fn cells_of(&self, line: usize) -> Vec<usize> {
        if line < self.rows {
            (0..self.cols).map(|c| line * self.cols + c).collect()
        } else {
            let c = line - self.rows;
            (0..self.rows).map(|r| r * self.cols + c).collect()
        }
    }

    /// One move in a random broken line.
    fn step(&mut self) {
        let line = self.broken[self.rng.random_range(0..self.broken.len())];
        let cells: Vec<usize> = self.cells_of(line);
        let choice = if self.rng.random_bool(NOISE) {
            self.random_improving(&cells, line).map(|i| Move::new(&[i]))
        } else {
            self.best(&cells, line)
        };
        if let Some(m) = choice {
            m.cells().iter().for_each(|&i| self.flip(i));
        }
    }

    /// The move for `line` (its cells in weight order) that lowers the total error most,
    /// ties at random: a flip of one of its cells, or a [rectangle](State::rectangle)
    /// with a broken crossing line.
    fn best(&mut self, cells: &[usize], line: usize) -> Option<Move> {
        let mut best = None;
        let mut ties = 0u32;
        for &i in cells {
            if !self.movable[i] {
                continue;
            }
            let (d, _) = self.delta(i, line);
            self.consider(&mut best, &mut ties, d, Move::new(&[i]));
        }
        if self.broken.len() <= RECTANGLE_LINES {
            let crossing: Vec<usize> = (self.broken.iter().copied())
                .filter(|&l| (l < self.rows) != (line < self.rows))
                .collect();
            for other in crossing {
                if let Some(m) = self.rectangle(line, other) {
                    let d = self.move_delta(&m);
                    self.consider(&mut best, &mut ties, d, m);
                }
            }
        }
        best.map(|(_, m)| m)
    }

    /// The four flips that meet the clues of broken row r and broken column c at once:
    /// cells (r, c), (r, c'), (r', c), (r', c') of alternating colours, with c' and r'
    /// chosen so that the row's sum moves by its error and the column's by its error.
    /// The errors move to row r' and column c' (where they may cancel). `None` when the
    /// cells are off the grid, settled, or not alternating.
    fn rectangle(&self, a: usize, b: usize) -> Option<Move> {
        let (row, col) = if a < self.rows { (a, b) } else { (b, a) };
        let (r, c) = (row as i64, (col - self.rows) as i64);
        let here = self.black[row * self.cols + (col - self.rows)];
        // Turning (r, c) black adds c + 1 to the row and r + 1 to the column; the
        // partner cells take back c' + 1 and r' + 1.
        let sign = if here { 1 } else { -1 };
        let (c2, r2) = (c + sign * self.errors[row], r + sign * self.errors[col]);
        if c2 < 0 || r2 < 0 || c2 >= self.cols as i64 || r2 >= self.rows as i64 {
            return None;
        }
        let at = |r: i64, c: i64| r as usize * self.cols + c as usize;
        let m = Move::new(&[at(r, c), at(r, c2), at(r2, c), at(r2, c2)]);
        let colours = m.cells().iter().map(|&i| self.black[i]);
        let alternating = colours.eq([here, !here, !here, here]);
        (alternating && m.cells().iter().all(|&i| self.movable[i])).then_some(m)
    }

    /// How much the move changes the total error.
    fn move_delta(&self, m: &Move) -> i64 {
        let mut changes: Vec<(usize, i64)> = Vec::with_capacity(8);
        for &i in m.cells() {
            let sign = if self.black[i] { 1 } else { -1 };
            for (l, w) in self.lines_of(i) {
                match changes.iter_mut().find(|(k, _)| *k == l) {
                    Some((_, d)) => *d += sign * w,
                    None => changes.push((l, sign * w)),
                }
            }
        }
        changes
            .into_iter()
            .filter(|&(l, _)| self.clued[l])
            .map(|(l, d)| self.cost(l, self.errors[l] + d) - self.cost(l, self.errors[l]))
            .sum()
    }

    /// Keeps `candidate` in `best` when its delta `d` is lower, or equal and drawn.
    fn consider<M>(&mut self, best: &mut Option<(i64, M)>, ties: &mut u32, d: i64, candidate: M) {
        match best {
            Some((bd, _)) if d > *bd => return,
            Some((bd, _)) if d == *bd => {
                *ties += 1;
                if self.rng.random_range(0..=*ties) != 0 {
                    return;
                }
            }
            _ => *ties = 0,
        }
        *best = Some((d, candidate));
    }

    /// A random cell of `cells` whose flip brings `line`'s own error closer to 0.
    fn random_improving(&mut self, cells: &[usize], line: usize) -> Option<usize> {
        let good: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&i| self.movable[i] && self.delta(i, line).1 < 0)
            .collect();
        (!good.is_empty()).then(|| good[self.rng.random_range(0..good.len())])
    }
}

/// The cells one step flips: one, or the four corners of a rectangle.
#[derive(Debug, Clone, Copy)]
struct Move {
    cells: [usize; 4],
    len: usize,
}

impl Move {
    fn new(cells: &[usize]) -> Self {
        let mut all = [0; 4];
        all[..cells.len()].copy_from_slice(cells);
        Move {
            cells: all,
            len: cells.len(),
        }
    }

    fn cells(&self) -> &[usize] {
        &self.cells[..self.len]
    }
}
