//! The groups of a Sudoku whose cells hold every value once (rows, columns, boxes and,
//! with the variant, both diagonals), and small bit sets of values.

use puzzle_ir::sudoku::Sudoku;
use smallvec::{smallvec, SmallVec};
use std::cell::RefCell;
use std::ops::Range;
use std::rc::Rc;

/// The 64-bit words that hold the values 1..=N as bits (value v at bit v, bit 0 unused).
pub(super) fn words_for(n: usize) -> usize {
    n / 64 + 1
}

/// The word of value `v` among such words, and its bit in that word.
pub(super) fn bit(v: u32) -> (usize, u64) {
    (v as usize / 64, 1 << (v % 64))
}

/// The values whose bits are set in `words`, in increasing order.
pub(super) fn values(words: &[u64]) -> impl Iterator<Item = u32> + '_ {
    words.iter().enumerate().flat_map(|(w, &word)| {
        let mut bits = word;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let b = bits.trailing_zeros();
                bits &= bits - 1;
                (w * 64) as u32 + b
            })
        })
    })
}

/// The groups of a cell: a row, a column, a box, and up to two diagonals.
pub(super) type CellGroups = SmallVec<[usize; 5]>;

/// Group numbering: rows 0..N, columns N..2N, boxes 2N..3N (row by row), then the main
/// diagonal and the anti-diagonal when the variant is on.
pub(super) struct Groups {
    pub n: usize,
    box_rows: usize,
    box_cols: usize,
    diagonal: bool,
    /// The cells of every group, group after group (N each).
    members: Vec<usize>,
    /// The groups of every cell (row-major).
    cell_groups: Vec<CellGroups>,
    /// Every two groups that share two or more cells, and where in `shared` those
    /// cells are.
    intersections: Vec<(usize, usize, Range<usize>)>,
    shared: Vec<usize>,
}

thread_local! {
    /// The groups last built on this thread: a batch of puzzles of one shape builds them
    /// once (for 17-clue 9x9 Sudokus, building them was 5% of all the work).
    static LAST: RefCell<Option<Rc<Groups>>> = const { RefCell::new(None) };
}

impl Groups {
    /// The groups of `puzzle`'s shape (size, box, diagonals), shared with the last puzzle
    /// of that shape on this thread.
    pub fn of(puzzle: &Sudoku) -> Rc<Self> {
        LAST.with_borrow_mut(|last| {
            let shape = (
                puzzle.size(),
                puzzle.box_rows(),
                puzzle.box_cols(),
                puzzle.diagonal(),
            );
            match last {
                Some(groups) if groups.shape() == shape => Rc::clone(groups),
                _ => Rc::clone(last.insert(Rc::new(Groups::build(puzzle)))),
            }
        })
    }

    fn shape(&self) -> (usize, usize, usize, bool) {
        (self.n, self.box_rows, self.box_cols, self.diagonal)
    }

    fn build(puzzle: &Sudoku) -> Self {
        let mut groups = Groups {
            n: puzzle.size(),
            box_rows: puzzle.box_rows(),
            box_cols: puzzle.box_cols(),
            diagonal: puzzle.diagonal(),
            members: Vec::new(),
            cell_groups: Vec::new(),
            intersections: Vec::new(),
            shared: Vec::new(),
        };
        let n = groups.n;
        groups.members = (0..groups.count())
            .flat_map(|g| (0..n).map(move |k| (g, k)))
            .map(|(g, k)| groups.member(g, k))
            .collect();
        groups.cell_groups = (0..n * n).map(|i| groups.groups_of(i)).collect();
        groups.find_intersections();
        groups
    }

    /// Fills `intersections` and `shared`: a row and a column share one cell and are
    /// left out; a box and a row (or column, or diagonal) share a whole stretch.
    fn find_intersections(&mut self) {
        let mut pairs = Vec::new();
        for (i, of_i) in self.cell_groups.iter().enumerate() {
            for (k, &g) in of_i.iter().enumerate() {
                pairs.extend(of_i[k + 1..].iter().map(|&h| (g.min(h), g.max(h), i)));
            }
        }
        pairs.sort_unstable();
        for run in pairs.chunk_by(|x, y| (x.0, x.1) == (y.0, y.1)) {
            if let [(g, h, _), _, ..] = *run {
                let start = self.shared.len();
                self.shared.extend(run.iter().map(|&(_, _, i)| i));
                self.intersections.push((g, h, start..self.shared.len()));
            }
        }
    }

    /// Every two groups that share two or more cells, with those cells.
    pub fn intersections(&self) -> impl Iterator<Item = (usize, usize, &[usize])> {
        let intersections = self.intersections.iter();
        intersections.map(|(g, h, cells)| (*g, *h, &self.shared[cells.clone()]))
    }

    pub fn count(&self) -> usize {
        3 * self.n + if self.diagonal { 2 } else { 0 }
    }

    /// Row-major cell indices of group `g`.
    pub fn cells(&self, g: usize) -> &[usize] {
        &self.members[g * self.n..(g + 1) * self.n]
    }

    /// The `k`-th cell (row-major index) of group `g`.
    fn member(&self, g: usize, k: usize) -> usize {
        let n = self.n;
        match g / n {
            0 => g * n + k,
            1 => k * n + (g - n),
            2 => {
                let b = g - 2 * n;
                let per_band = n / self.box_cols;
                let (top, left) = (
                    (b / per_band) * self.box_rows,
                    (b % per_band) * self.box_cols,
                );
                (top + k / self.box_cols) * n + left + k % self.box_cols
            }
            _ if g == 3 * n => k * n + k,
            _ => k * n + (n - 1 - k),
        }
    }

    /// The groups that contain cell `i` (row-major index).
    pub fn of_cell(&self, i: usize) -> &CellGroups {
        &self.cell_groups[i]
    }

    fn groups_of(&self, i: usize) -> CellGroups {
        let n = self.n;
        let (r, c) = (i / n, i % n);
        let b = (r / self.box_rows) * (n / self.box_cols) + c / self.box_cols;
        let mut groups = smallvec![r, n + c, 2 * n + b];
        if self.diagonal && r == c {
            groups.push(3 * n);
        }
        if self.diagonal && r + c == n - 1 {
            groups.push(3 * n + 1);
        }
        groups
    }

    pub fn name(&self, g: usize) -> String {
        let n = self.n;
        match g / n {
            0 => format!("row {}", g + 1),
            1 => format!("column {}", g - n + 1),
            2 => format!("box {} (counted row by row)", g - 2 * n + 1),
            _ if g == 3 * n => "the main diagonal".to_owned(),
            _ => "the anti-diagonal".to_owned(),
        }
    }
}
