//! The lazy lowering of congruent halves: each model's regions checked, and a region
//! that breaks the rule cut by a clause true in every answer.

use super::border_between;
use crate::{Lazy, Lit, Var};
use puzzle_ir::grid::Grid;
use puzzle_ir::polyomino::{Polyomino, Turns};
use std::collections::VecDeque;

/// Checks each model's division: no border inside a region, sized halves of their size,
/// each region one white and one grey unit of the same shape.
#[derive(Debug, Clone)]
pub struct RegionCutter {
    pub(super) grid: Grid,
    pub(super) grey: Vec<bool>,
    pub(super) borders: Vec<[Option<Lit>; 2]>,
    /// Per sized cell, its size and the guard the size holds under (always without).
    pub(super) sizes: Vec<(usize, usize, Option<Lit>)>,
}

/// A model's borders, regions and units.
struct Drawing<'a> {
    cutter: &'a RegionCutter,
    drawn: Vec<[bool; 2]>,
}

impl Drawing<'_> {
    fn border(&self, a: usize, b: usize) -> Lit {
        border_between(self.cutter.grid, &self.cutter.borders, a, b)
    }

    fn drawn(&self, a: usize, b: usize) -> bool {
        let (first, second) = (a.min(b), a.max(b));
        let grid = self.cutter.grid;
        self.drawn[first][usize::from(grid.position(first).0 != grid.position(second).0)]
    }

    /// The edges of a path from `from` to `to` across no border inside `inside`.
    fn path(&self, from: usize, to: usize, inside: &[bool]) -> Vec<(usize, usize)> {
        let grid = self.cutter.grid;
        let mut parent = vec![None; grid.len()];
        let mut queue = VecDeque::from([from]);
        parent[from] = Some(from);
        while let Some(x) = queue.pop_front() {
            for y in grid.neighbours(x) {
                if inside[y] && parent[y].is_none() && !self.drawn(x, y) {
                    parent[y] = Some(x);
                    queue.push_back(y);
                }
            }
        }
        let mut edges = Vec::new();
        let mut at = to;
        while at != from {
            let up = parent[at].expect("joined");
            edges.push((up, at));
            at = up;
        }
        edges
    }

    /// The edges of a tree of up to `size` cells of `cells` through `root`, across no
    /// border.
    fn tree(&self, root: usize, size: usize, inside: &[bool]) -> Vec<(usize, usize)> {
        let mut seen = vec![root];
        let mut edges = Vec::new();
        let mut next = 0;
        while seen.len() < size && next < seen.len() {
            let x = seen[next];
            next += 1;
            for y in self.cutter.grid.neighbours(x) {
                if seen.len() < size && inside[y] && !seen.contains(&y) && !self.drawn(x, y) {
                    seen.push(y);
                    edges.push((x, y));
                }
            }
        }
        edges
    }

    /// The edges from `inside` to the cells outside it that `counts` keeps.
    fn boundary(
        &self,
        inside: &[bool],
        counts: impl Fn(usize, usize) -> bool,
    ) -> Vec<(usize, usize)> {
        let grid = self.cutter.grid;
        (0..grid.len())
            .filter(|&x| inside[x])
            .flat_map(|x| grid.neighbours(x).map(move |y| (x, y)))
            .filter(|&(x, y)| !inside[y] && counts(x, y))
            .collect()
    }

    /// "One of `open` gets a border or one of `closed` loses its own".
    fn cut(&self, open: &[(usize, usize)], closed: &[(usize, usize)]) -> Vec<Lit> {
        let opened = open.iter().map(|&(a, b)| self.border(a, b));
        opened
            .chain(closed.iter().map(|&(a, b)| !self.border(a, b)))
            .collect()
    }
}

/// Per cell, whether it is among `cells`.
fn member(len: usize, cells: &[usize]) -> Vec<bool> {
    let mut inside = vec![false; len];
    cells.iter().for_each(|&c| inside[c] = true);
    inside
}

impl RegionCutter {
    /// The clauses that exclude the model `value_of`, none when its division keeps the
    /// rule.
    pub fn cuts(&self, value_of: impl Fn(Var) -> bool) -> Vec<Vec<Lit>> {
        let holds = |lit: Lit| value_of(lit.var()) == lit.is_pos();
        let drawn = (self.borders.iter())
            .map(|sides| sides.map(|side| side.is_some_and(holds)))
            .collect();
        let drawing = Drawing {
            cutter: self,
            drawn,
        };
        let grid = self.grid;
        let regions = grid.components(|a, b| !drawing.drawn(a, b));
        let mut region_of = vec![0; grid.len()];
        for (k, region) in regions.iter().enumerate() {
            region.iter().for_each(|&cell| region_of[cell] = k);
        }
        let mut cuts = Vec::new();
        for (a, b) in grid.adjacent_pairs() {
            if drawing.drawn(a, b) && region_of[a] == region_of[b] {
                let inside = member(grid.len(), &regions[region_of[a]]);
                let mut cut = drawing.cut(&drawing.path(a, b, &inside), &[]);
                cut.push(!drawing.border(a, b));
                cuts.push(cut);
            }
        }
        if !cuts.is_empty() {
            return cuts;
        }
        let grey = &self.grey;
        let units = grid.components(|a, b| grey[a] == grey[b] && !drawing.drawn(a, b));
        let mut unit_of = vec![0; grid.len()];
        for (k, unit) in units.iter().enumerate() {
            unit.iter().for_each(|&cell| unit_of[cell] = k);
        }
        let same = |x: usize, y: usize| grey[x] == grey[y];
        for &(cell, size, guard) in &self.sizes {
            if guard.is_some_and(|g| !holds(g)) {
                continue;
            }
            let unit = &units[unit_of[cell]];
            let inside = member(grid.len(), unit);
            let mut cut = if unit.len() > size {
                drawing.cut(&drawing.tree(cell, size + 1, &inside), &[])
            } else if unit.len() < size {
                drawing.cut(&[], &drawing.boundary(&inside, same))
            } else {
                continue;
            };
            cut.extend(guard.map(|g| !g));
            cuts.push(cut);
        }
        for region in &regions {
            let inside = member(grid.len(), region);
            let mut halves: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
            for &cell in region {
                let unit = unit_of[cell];
                if !halves[usize::from(grey[cell])].contains(&unit) {
                    halves[usize::from(grey[cell])].push(unit);
                }
            }
            let outline = drawing.boundary(&inside, |_, _| true);
            if halves.iter().any(Vec::is_empty) {
                cuts.push(drawing.cut(&[], &outline));
            } else if let Some(split) = halves.iter().find(|h| h.len() > 1) {
                let (first, second) = (&units[split[0]], &units[split[1]]);
                let path = drawing.path(first[0], second[0], &inside);
                let unit = member(grid.len(), first);
                cuts.push(drawing.cut(&path, &drawing.boundary(&unit, same)));
            } else {
                let shape =
                    |unit: usize| Polyomino::new(units[unit].iter().map(|&c| grid.position(c)));
                if !shape(halves[0][0])
                    .congruent(&shape(halves[1][0]), Turns::RotationsAndReflections)
                {
                    let tree = drawing.tree(region[0], region.len(), &inside);
                    cuts.push(drawing.cut(&tree, &outline));
                }
            }
        }
        cuts
    }
}

impl Lazy for RegionCutter {
    fn cuts(&self, value_of: &dyn Fn(Var) -> bool) -> Vec<Vec<Lit>> {
        RegionCutter::cuts(self, value_of)
    }
}
