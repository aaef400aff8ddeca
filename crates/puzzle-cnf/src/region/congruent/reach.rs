//! What the colours allow: which cells may lie in one region, as facts true in every
//! division, so the static lowering names only labels and partners that can hold.
//!
//! A half is connected and of one colour, so it lies inside one *colour component*
//! (the cells of one colour joined across edges). A region's two halves touch, so its
//! grey half lies in a grey component beside the white half's component. A half holds
//! at most as many cells as its component, at most as many as the largest component of
//! the other colour beside it (its congruent twin lies in one), and exactly its cell's
//! size where one is given. Two cells of one region with halves of at most k cells are
//! at most 2k - 1 steps apart inside their two components, two cells of one half at
//! most k - 1 steps inside theirs.
//!
//! The twin carries the shape: two cells of one half lie as two cells of a component
//! of the other colour beside it lie (the same rows and columns apart, up to a quarter
//! turn), so no farther apart than the widest such offset; a white cell and a grey cell
//! of one region lie no farther apart than the two widest offsets and a step, and the
//! white one shares its half with a white cell beside the grey cell's component.

use puzzle_ir::grid::Grid;
use std::collections::VecDeque;

/// The colour components and the bounds they give (see the module documentation).
#[derive(Debug, Clone)]
pub(super) struct Reach {
    /// Per cell, its colour component.
    component: Vec<usize>,
    /// Per cell, the most cells its half may hold.
    most: Vec<usize>,
    /// Per component, the sorted offsets (smaller, larger) two cells of one of its
    /// halves may have: those of two cells of a component of the other colour beside it.
    spans: Vec<Vec<Vec<bool>>>,
    /// Per component, the most steps across two cells of one of its halves.
    widest: Vec<usize>,
    /// The grid.
    grid: Grid,
    /// The pairs of a white cell and a grey cell side by side.
    contacts: Vec<(usize, usize)>,
    /// Per white cell, the steps to each cell it may share a region with, inside its
    /// own component and one grey component beside it (`None` for the others).
    steps: Vec<Vec<Option<usize>>>,
}

impl Reach {
    /// The bounds for a grid of cells `grey` (row-major) or white, the halves holding
    /// the cells of `sizes` of their size.
    pub(super) fn new(grid: Grid, grey: &[bool], sizes: &[(usize, usize)]) -> Reach {
        let components = grid.components(|a, b| grey[a] == grey[b]);
        let mut component = vec![0; grid.len()];
        for (k, cells) in components.iter().enumerate() {
            cells.iter().for_each(|&cell| component[cell] = k);
        }
        let mut beside: Vec<Vec<usize>> = vec![Vec::new(); components.len()];
        for (a, b) in grid.adjacent_pairs().filter(|&(a, b)| grey[a] != grey[b]) {
            let (x, y) = (component[a], component[b]);
            if !beside[x].contains(&y) {
                beside[x].push(y);
                beside[y].push(x);
            }
        }
        let twin_room = |k: usize| beside[k].iter().map(|&o| components[o].len()).max();
        let mut most: Vec<usize> = (0..grid.len())
            .map(|cell| {
                let k = component[cell];
                twin_room(k).map_or(0, |room| room.min(components[k].len()))
            })
            .collect();
        for &(cell, size) in sizes {
            most[cell] = most[cell].min(size);
        }
        let spans = spans(grid, &components, &beside);
        let widest = spans.iter().map(|allowed| widest(allowed)).collect();
        let steps = (0..grid.len())
            .map(|cell| {
                let mut steps = vec![None; grid.len()];
                if !grey[cell] {
                    let own = component[cell];
                    let found = distances(grid, cell, |x| component[x] == own);
                    fill(&mut steps, &found, |x| component[x] == own);
                    for &other in &beside[own] {
                        let inside = |x: usize| component[x] == own || component[x] == other;
                        let found = distances(grid, cell, inside);
                        fill(&mut steps, &found, |x| component[x] == other);
                    }
                }
                steps
            })
            .collect();
        let contacts = (grid.adjacent_pairs())
            .filter(|&(a, b)| grey[a] != grey[b])
            .map(|(a, b)| if grey[a] { (b, a) } else { (a, b) })
            .collect();
        Reach {
            contacts,
            spans,
            widest,
            grid,
            component,
            most,
            steps,
        }
    }

    /// Whether the white cell `white` and the grey cell `grey` may lie in one region.
    pub(super) fn may_join(&self, white: usize, grey: usize) -> bool {
        let k = self.most[white].min(self.most[grey]);
        let (low, high) = sorted_offset(self.grid, white, grey);
        let span = self.widest[self.component[white]] + self.widest[self.component[grey]];
        low + high <= span + 1
            && self.steps[white][grey].is_some_and(|steps| steps < 2 * k)
            && (self.contacts.iter()).any(|&(w, g)| {
                self.component[g] == self.component[grey] && self.may_share_half(white, w)
            })
    }

    /// Whether the white cells `a` and `b` may lie in one half.
    pub(super) fn may_share_half(&self, a: usize, b: usize) -> bool {
        let k = self.most[a].min(self.most[b]);
        self.fit(a, b) && self.steps[a][b].is_some_and(|s| s < k)
    }

    /// Whether the cells `a` and `b` of one colour lie in one component as two cells
    /// of a component of the other colour beside it lie.
    pub(super) fn fit(&self, a: usize, b: usize) -> bool {
        let (low, high) = sorted_offset(self.grid, a, b);
        self.component[a] == self.component[b] && self.spans[self.component[a]][low][high]
    }

    /// The most cells the half of `cell` may hold.
    pub(super) fn most(&self, cell: usize) -> usize {
        self.most[cell]
    }
}

/// Per component, the sorted offsets two cells of a component of the other colour
/// beside it have (`[smaller][larger]`).
fn spans(grid: Grid, components: &[Vec<usize>], beside: &[Vec<usize>]) -> Vec<Vec<Vec<bool>>> {
    let side = grid.rows.max(grid.cols);
    let offsets: Vec<Vec<Vec<bool>>> = (components.iter())
        .map(|cells| {
            let mut seen = vec![vec![false; side]; side];
            for &a in cells {
                for &b in cells {
                    let (low, high) = sorted_offset(grid, a, b);
                    seen[low][high] = true;
                }
            }
            seen
        })
        .collect();
    (beside.iter())
        .map(|others| {
            let mut allowed = vec![vec![false; side]; side];
            for &other in others {
                for (row, theirs) in allowed.iter_mut().zip(&offsets[other]) {
                    row.iter_mut().zip(theirs).for_each(|(a, &t)| *a |= t);
                }
            }
            allowed
        })
        .collect()
}

/// The most steps (rows and columns) across an offset that `allowed` holds.
fn widest(allowed: &[Vec<bool>]) -> usize {
    (allowed.iter().enumerate())
        .flat_map(|(low, row)| (row.iter().enumerate()).map(move |(high, &ok)| (low + high, ok)))
        .filter(|&(_, ok)| ok)
        .map(|(steps, _)| steps)
        .max()
        .unwrap_or(0)
}

/// The rows and columns between `a` and `b`, the smaller first.
fn sorted_offset(grid: Grid, a: usize, b: usize) -> (usize, usize) {
    let ((ar, ac), (br, bc)) = (grid.position(a), grid.position(b));
    let (rows, cols) = (ar.abs_diff(br), ac.abs_diff(bc));
    (rows.min(cols), rows.max(cols))
}

/// Copies into `steps` the distances `found` of the cells that `keep` keeps.
fn fill(steps: &mut [Option<usize>], found: &[Option<usize>], keep: impl Fn(usize) -> bool) {
    for (x, &d) in found.iter().enumerate() {
        if keep(x) {
            steps[x] = d;
        }
    }
}

/// The steps from `from` to each cell reached across cells `inside` (breadth first).
fn distances(grid: Grid, from: usize, inside: impl Fn(usize) -> bool) -> Vec<Option<usize>> {
    let mut steps = vec![None; grid.len()];
    steps[from] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(x) = queue.pop_front() {
        let next = steps[x].map(|d| d + 1);
        for y in grid.neighbours(x) {
            if inside(y) && steps[y].is_none() {
                steps[y] = next;
                queue.push_back(y);
            }
        }
    }
    steps
}
