//! The lazy lowering of islands ([`Islands::Cuts`](super::Islands::Cuts)): the clauses
//! say which island owns each unshaded cell; an [`IslandCutter`] checks each model's
//! unshaded areas and cuts off the ones that break a rule.
//!
//! The clauses make unshaded neighbours share their owner, so an unshaded area (a
//! component of the unshaded cells) has one owner and holds at most one number. Three
//! ways remain to break the rules, each with a clause that holds in every answer and is
//! false in the model:
//!
//! * **An area without its number**, owned by the island of the number at p: its first
//!   cell q is not in that island, or some cell bordering the area is unshaded (else the
//!   island would have a piece cut off from p).
//! * **An island too small**, the area A of the number n at p with fewer than n cells:
//!   some cell bordering A is in the island (else the island would be A, since it is in
//!   one piece). The cells it may not reach have no such literal and are left out.
//! * **An island too large**: the first n + 1 cells of A in breadth-first order from p
//!   are connected and hold p, so one of them other than p is shaded.
//!
//! The size cuts carry the negation of the size's selector when explanations switch
//! clues off, and a model with the selector off draws none: a switched-off size allows
//! any size, as an unknown number's island always does.

use super::Island;
use crate::{Lazy, Lit, Var};
use puzzle_ir::grid::Grid;

/// The cuts of a Nurikabe's unshaded areas; see the module documentation.
#[derive(Debug)]
pub struct IslandCutter {
    grid: Grid,
    /// Per cell, "the cell is shaded".
    shaded: Vec<Lit>,
    islands: Vec<Island>,
    /// Per island, its size clue's selector, when explanations switch it.
    selectors: Vec<Option<Lit>>,
    /// Per cell, the island whose number is there.
    root_of: Vec<Option<usize>>,
}

impl IslandCutter {
    pub fn new(
        grid: Grid,
        shaded: Vec<Lit>,
        islands: Vec<Island>,
        selectors: Vec<Option<Lit>>,
    ) -> Self {
        let mut root_of = vec![None; grid.len()];
        for (k, island) in islands.iter().enumerate() {
            root_of[island.root] = Some(k);
        }
        IslandCutter {
            grid,
            shaded,
            islands,
            selectors,
            root_of,
        }
    }

    /// The cut of one unshaded area, listed from its first cell in breadth-first order,
    /// with `border`, the shaded cells next to it; `holds` tells a literal's value in
    /// the model. None when the area keeps the rules, or breaks only a size that is
    /// switched off.
    fn area_cut(
        &self,
        area: &[usize],
        border: &[usize],
        holds: &dyn Fn(Lit) -> bool,
    ) -> Option<Vec<Lit>> {
        let Some(k) = self.root_of[area[0]] else {
            let owner =
                (self.islands.iter()).find_map(|i| i.member(area[0]).filter(|&l| holds(l)))?;
            let unshaded_border = border.iter().map(|&b| !self.shaded[b]);
            return Some([!owner].into_iter().chain(unshaded_border).collect());
        };
        let (island, selector) = (&self.islands[k], self.selectors[k]);
        let size = island.size?;
        if selector.is_some_and(|s| !holds(s)) {
            return None;
        }
        let mut cut: Vec<Lit> = selector.map(|s| !s).into_iter().collect();
        if area.len() < size {
            cut.extend(border.iter().filter_map(|&b| island.member(b)));
        } else if area.len() > size {
            cut.extend(area[1..=size].iter().map(|&c| self.shaded[c]));
        } else {
            return None;
        }
        Some(cut)
    }

    /// The unshaded areas of a model, each from a root first when it holds one, in
    /// breadth-first order, with its border.
    fn areas(&self, shaded: &[bool]) -> Vec<(Vec<usize>, Vec<usize>)> {
        let n = self.grid.len();
        let mut seen = vec![false; n];
        let starts = (self.islands.iter().map(|i| i.root)).chain(0..n);
        let mut areas = Vec::new();
        for start in starts {
            if shaded[start] || seen[start] {
                continue;
            }
            seen[start] = true;
            let mut area = vec![start];
            let mut border = Vec::new();
            let mut next = 0;
            while let Some(&cell) = area.get(next) {
                next += 1;
                for a in self.grid.neighbours(cell) {
                    if shaded[a] {
                        border.push(a);
                    } else if !seen[a] {
                        seen[a] = true;
                        area.push(a);
                    }
                }
            }
            border.sort_unstable();
            border.dedup();
            areas.push((area, border));
        }
        areas
    }
}

impl Lazy for IslandCutter {
    fn cuts(&self, value_of: &dyn Fn(Var) -> bool) -> Vec<Vec<Lit>> {
        let holds = |lit: Lit| value_of(lit.var()) == lit.is_pos();
        let shaded: Vec<bool> = self.shaded.iter().map(|&l| holds(l)).collect();
        (self.areas(&shaded).iter())
            .filter_map(|(area, border)| self.area_cut(area, border, &holds))
            .collect()
    }
}
