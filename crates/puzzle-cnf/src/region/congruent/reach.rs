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

use puzzle_ir::grid::Grid;
use std::collections::VecDeque;

/// The colour components and the bounds they give (see the module documentation).
#[derive(Debug, Clone)]
pub(super) struct Reach {
    /// Per cell, its colour component.
    component: Vec<usize>,
    /// Per cell, the most cells its half may hold.
    most: Vec<usize>,
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
        Reach {
            component,
            most,
            steps,
        }
    }

    /// Whether the white cell `white` and the grey cell `grey` may lie in one region.
    pub(super) fn may_join(&self, white: usize, grey: usize) -> bool {
        let k = self.most[white].min(self.most[grey]);
        self.steps[white][grey].is_some_and(|steps| steps < 2 * k)
    }

    /// Whether the white cells `a` and `b` may lie in one half.
    pub(super) fn may_share_half(&self, a: usize, b: usize) -> bool {
        let k = self.most[a].min(self.most[b]);
        self.component[a] == self.component[b] && self.steps[a][b].is_some_and(|s| s < k)
    }

    /// The most cells the half of `cell` may hold.
    pub(super) fn most(&self, cell: usize) -> usize {
        self.most[cell]
    }
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
