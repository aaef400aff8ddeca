//! A division of a grid of white and grey cells into regions, each made of one
//! connected white half and one connected grey half of the same shape (turned or
//! mirrored): Double Choco's rule. A half is a *unit*: cells of one colour joined
//! across edges without a border.
//!
//! # Variables and clauses
//!
//! [`Lowering::Regions`], static, the default: every region the colours allow
//! (listed by the module `regions`: a connected half of one colour with each rigid
//! image of it in the other colour that touches it) is a variable.
//!
//! * **Cover.** Each cell lies in exactly one chosen region; a border runs between two
//!   neighbours exactly when no chosen region holds both. A size narrows the list;
//!   behind a guard, a chosen region with a half of another size excludes the guard.
//! * **Halves.** Each half the list holds is a variable too, true exactly when a
//!   region holding it is chosen, and each cell lies in exactly one chosen half of its
//!   colour: implied by the cover, it lets the search decide (and learn about) a half
//!   once rather than once per twin.
//!
//! When the colours allow more than [`REGIONS_CAP`] halves or regions (large
//! components of both colours without sizes), the list is not made and the division
//! is lowered by labels.
//!
//! The labels and the cuts share the partners; the [`Lowering`] decides the rest. Only
//! what the colours allow is named (the module `reach`): partners that may share a
//! region, labels a cell may take, ranks up to the largest half its components allow.
//!
//! * **Partners.** Each white cell has one grey partner and each grey cell one white
//!   partner (a perfect matching); each cell takes one of the 8 rigid transforms, the
//!   same across every edge without a border between cells of one colour and between
//!   partners. A white cell `w` with partner `g` and transform `t`, and a direction
//!   `d`: the edge from `w` towards `d` has a border exactly when the edge from `g`
//!   towards `t(d)` has one, and without a border the neighbours are partners. So the
//!   partners of a white unit are its image under one rigid motion, a whole grey unit.
//!   The motion also goes on across white-grey edges without a border: a grey
//!   neighbour `b` of `w` is the partner of the white cell the motion takes to `b`,
//!   and the white neighbour `a` of `g` the partner of the cell it takes `a` to (true
//!   in every answer, where one motion serves a whole region).
//!
//! [`Lowering::Labels`], static:
//!
//! * **Labels.** Each cell takes one label, the first white cell of its region in
//!   reading order (`r2c3@r1c1`; a white cell only labels before it or itself):
//!   exactly one label per cell, and a border between two neighbours exactly when
//!   their labels differ; partners share their label. So the regions are the classes
//!   of one label. Two cells that cannot share a half (one colour) or a region (two)
//!   never share a label.
//! * **One white half per region.** A white cell whose label is not itself (not a
//!   root) has a *parent*, a white neighbour across no border, of a smaller rank
//!   (order encoding up to the number of white cells). Following parents ends at a
//!   root inside the cell's unit, and a unit's cells share a label, so each unit holds
//!   exactly one root and the white cells of a region are one unit; its partners are
//!   the region's grey cells, one grey unit.
//! * **Touching.** The root's region holds an edge without a border between a white
//!   and a grey cell (a *contact* variable per such edge and root), so the two halves
//!   form one region.
//! * **Sizes**: a cell's half holds k cells when the white cells of its label number
//!   k (a [`Tally`] of each label a sized cell may take, shared by every size).
//!
//! [`Lowering::Cuts`], lazy ([`RegionCutter`]): no label; each model's regions (the
//! groups joined across no border) are checked and cut: a border inside a region by
//! "it goes, or an edge of a path around it gets a border"; a sized unit too large by
//! a tree of one cell more, too small by its boundary within its colour; a region of
//! one colour by its outline; a region of two units of one colour by a path between
//! them and the first unit's boundary within its colour; halves of different shapes
//! by the region's spanning tree and outline.
//!
//! ```
//! use puzzle_cnf::region::congruent::{CongruentHalves, Lowering};
//! use puzzle_cnf::{AmoEncoding, CnfBuilder};
//! use puzzle_ir::grid::Grid;
//!
//! // A white cell beside a grey one: one region of both.
//! let mut cnf = CnfBuilder::new();
//! let (grid, grey) = (Grid::new(1, 2), [false, true]);
//! let halves = CongruentHalves::encode(grid, &grey, &[], Lowering::Labels, AmoEncoding::Auto, &mut cnf);
//! assert!(halves.border_right(0, 0).is_some());
//! assert!(cnf.is_static());
//! ```

mod cuts;
mod reach;
mod regions;

pub use cuts::RegionCutter;

use reach::Reach;

use crate::placement::{Placement, Placements};
use crate::tally::Tally;
use crate::{AmoEncoding, CnfBuilder, Lit};
use puzzle_ir::grid::Grid;
use std::collections::BTreeMap;

/// The four steps to a neighbour: down, right, up, left.
const STEPS: [(isize, isize); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];

/// The step `(dr, dc)` under the rigid transform `t` (0 to 7): `t % 4` quarter turns,
/// after a mirror image when `t >= 4`.
pub fn transform(t: usize, (dr, dc): (isize, isize)) -> (isize, isize) {
    let mut step = if t >= 4 { (dr, -dc) } else { (dr, dc) };
    for _ in 0..t % 4 {
        step = (step.1, -step.0);
    }
    step
}

/// The border literal between the neighbours `a` and `b` among `borders` (per cell,
/// right of it and below it).
fn border_between(grid: Grid, borders: &[[Option<Lit>; 2]], a: usize, b: usize) -> Lit {
    let (first, second) = (a.min(b), a.max(b));
    let side = usize::from(grid.position(first).0 != grid.position(second).0);
    borders[first][side].expect("neighbours")
}

/// The transform undoing `t`.
fn inverse(t: usize) -> usize {
    let undoes = |u: usize| {
        [(1, 0), (0, 1)]
            .iter()
            .all(|&step| transform(u, transform(t, step)) == step)
    };
    (0..8)
        .find(|&u| undoes(u))
        .expect("rigid transforms form a group")
}

/// The step from `from` to `to`.
fn offset(grid: Grid, from: usize, to: usize) -> (isize, isize) {
    let ((fr, fc), (tr, tc)) = (grid.position(from), grid.position(to));
    (tr as isize - fr as isize, tc as isize - fc as isize)
}

/// The cell one `step` from `cell`, when on the grid.
fn moved(grid: Grid, cell: usize, (dr, dc): (isize, isize)) -> Option<usize> {
    let (r, c) = grid.position(cell);
    let (r, c) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
    (r < grid.rows && c < grid.cols).then(|| grid.index(r, c))
}

/// The variables of a division into congruent halves (see the module documentation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CongruentHalves {
    grid: Grid,
    /// Per cell, its labels: (root, literal).
    labels: Vec<Vec<(usize, Lit)>>,
    /// Per cell, the border right of it and below it (none on the grid's edge).
    borders: Vec<[Option<Lit>; 2]>,
    /// Per cell, whether it is grey.
    grey: Vec<bool>,
}

/// How the regions' rule becomes clauses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lowering {
    /// Labels, ranked parents and contacts (plain CNF).
    Labels,
    /// Cuts added to an incremental solver after each model ([`RegionCutter`]).
    Cuts,
    /// Each region the colours allow a variable, every cell in exactly one region
    /// (plain CNF), when they allow at most [`REGIONS_CAP`]; labels otherwise.
    Regions,
}

/// The most regions (and the most halves of the colour they are listed from) that
/// [`Lowering::Regions`] names before it leaves the division to labels.
pub const REGIONS_CAP: usize = 100_000;

impl CongruentHalves {
    /// Adds the clauses of a division of `grid` whose cells are `grey` (row-major) or
    /// white, the half holding each cell of `sizes` of its size, by `lowering`, each
    /// cell's one label and one partner by `amo`.
    pub fn encode(
        grid: Grid,
        grey: &[bool],
        sizes: &[(usize, usize)],
        lowering: Lowering,
        amo: AmoEncoding,
        cnf: &mut CnfBuilder,
    ) -> CongruentHalves {
        let sizes: Vec<(usize, usize, Option<Lit>)> = sizes
            .iter()
            .map(|&(cell, size)| (cell, size, None))
            .collect();
        CongruentHalves::encode_guarded(grid, grey, &sizes, lowering, amo, cnf)
    }

    /// [`CongruentHalves::encode`] with each size `(cell, size, guard)` holding only when
    /// its guard does (always without one), for clue selectors. Only sizes without a
    /// guard narrow what the colours allow.
    pub fn encode_guarded(
        grid: Grid,
        grey: &[bool],
        sizes: &[(usize, usize, Option<Lit>)],
        lowering: Lowering,
        amo: AmoEncoding,
        cnf: &mut CnfBuilder,
    ) -> CongruentHalves {
        let whites: Vec<usize> = (0..grid.len()).filter(|&c| !grey[c]).collect();
        let fixed: Vec<(usize, usize)> = (sizes.iter())
            .filter(|&&(_, _, guard)| guard.is_none())
            .map(|&(cell, size, _)| (cell, size))
            .collect();
        let reach = Reach::new(grid, grey, &fixed);
        let listed = (lowering == Lowering::Regions)
            .then(|| regions::regions(grid, grey, &fixed, &reach, REGIONS_CAP))
            .flatten();
        let labelled = lowering != Lowering::Cuts && listed.is_none();
        let labels = match labelled {
            true => labels(grid, grey, &whites, &reach, amo, cnf),
            false => vec![Vec::new(); grid.len()],
        };
        let borders: Vec<[Option<Lit>; 2]> = (0..grid.len())
            .map(|cell| {
                let (r, c) = grid.place(cell);
                let beside = [moved(grid, cell, (0, 1)), moved(grid, cell, (1, 0))];
                let marks = ['|', '_'];
                [0, 1].map(|side| {
                    let other = beside[side]?;
                    let border = cnf
                        .new_named_var(|| format!("r{r}c{c}{}", marks[side]))
                        .pos_lit();
                    if labelled {
                        define_border(&labels[cell], &labels[other], border, cnf);
                    }
                    Some(border)
                })
            })
            .collect();
        let halves = CongruentHalves {
            grid,
            labels,
            borders,
            grey: grey.to_vec(),
        };
        if let Some(regions) = listed {
            halves.cover(regions, sizes, amo, cnf);
            return halves;
        }
        halves.partners(grey, &whites, &reach, amo, cnf);
        if labelled {
            halves.one_white_unit_each(&whites, &reach, cnf);
            halves.touching(grey, &whites, cnf);
            halves.half_sizes(sizes, cnf);
            halves.apart(&reach, cnf);
        } else {
            cnf.add_lazy(RegionCutter {
                grid,
                grey: grey.to_vec(),
                borders: halves.borders.clone(),
                sizes: sizes.to_vec(),
            });
        }
        halves
    }

    /// The division as an exact cover by `regions` (each a variable): every cell in
    /// exactly one chosen region, and in exactly one chosen half of its colour; a
    /// border between two neighbours exactly when no chosen region holds both; a
    /// chosen region's halves of the size of each guarded size's cell in it (when its
    /// guard holds).
    fn cover(
        &self,
        regions: Vec<Vec<usize>>,
        sizes: &[(usize, usize, Option<Lit>)],
        amo: AmoEncoding,
        cnf: &mut CnfBuilder,
    ) {
        let grid = self.grid;
        let placements = Placements::new(grid, regions.into_iter().map(|cells| (0, cells)), cnf);
        placements.tile(amo, cnf);
        for colour in [false, true] {
            self.halves_chosen(placements.all(), colour, amo, cnf);
        }
        // Per cell, the regions holding it with its neighbour right and below.
        let mut together: Vec<[Vec<Lit>; 2]> = vec![[Vec::new(), Vec::new()]; grid.len()];
        for region in placements.all() {
            for &cell in &region.cells {
                let beside = [moved(grid, cell, (0, 1)), moved(grid, cell, (1, 0))];
                for (side, other) in beside.into_iter().enumerate() {
                    if other.is_some_and(|o| region.cells.binary_search(&o).is_ok()) {
                        together[cell][side].push(region.lit);
                    }
                }
            }
        }
        for (cell, sides) in together.iter().enumerate() {
            for (side, holding) in sides.iter().enumerate() {
                let Some(border) = self.borders[cell][side] else {
                    continue;
                };
                holding.iter().for_each(|&r| cnf.add_clause([!r, !border]));
                cnf.add_clause(std::iter::once(border).chain(holding.iter().copied()));
            }
        }
        let mut guards: Vec<Vec<(usize, Lit)>> = vec![Vec::new(); grid.len()];
        for &(cell, size, guard) in sizes {
            if let Some(guard) = guard {
                guards[cell].push((size, guard));
            }
        }
        for region in placements.all() {
            // Its two halves are congruent: each holds half its cells.
            let half = region.cells.len() / 2;
            for &cell in &region.cells {
                for &(_, guard) in guards[cell].iter().filter(|&&(size, _)| size != half) {
                    cnf.add_clause([!region.lit, !guard]);
                }
            }
        }
    }

    /// The border literal right of the cell `(r, c)` (`None` in the last column).
    pub fn border_right(&self, r: usize, c: usize) -> Option<Lit> {
        self.borders[self.grid.index(r, c)][0]
    }

    /// The border literal below the cell `(r, c)` (`None` in the last row).
    pub fn border_below(&self, r: usize, c: usize) -> Option<Lit> {
        self.borders[self.grid.index(r, c)][1]
    }

    /// The border literal between the neighbours `a` and `b`.
    pub fn border(&self, a: usize, b: usize) -> Lit {
        border_between(self.grid, &self.borders, a, b)
    }

    /// Adds "the half holding `cell` has `size` cells" (when `guard` holds) for each
    /// `(cell, size, guard)`.
    fn half_sizes(&self, sizes: &[(usize, usize, Option<Lit>)], cnf: &mut CnfBuilder) {
        let Some(largest) = sizes.iter().map(|&(_, size, _)| size).max() else {
            return;
        };
        let mut tallies: Vec<Option<Tally>> = vec![None; self.grid.len()];
        for &(cell, size, guard) in sizes {
            for &(root, label) in &self.labels[cell] {
                let tally = tallies[root].get_or_insert_with(|| {
                    let members: Vec<Lit> = (0..self.grid.len())
                        .filter(|&x| !self.grey[x])
                        .filter_map(|x| self.label(x, root))
                        .collect();
                    Tally::new(&members, largest + 1, cnf)
                });
                for clause in tally.equal(size) {
                    let unless = [Some(!label), guard.map(|g| !g)];
                    cnf.add_clause(unless.into_iter().flatten().chain(clause));
                }
            }
        }
    }

    /// A variable per half of `colour` that `regions` hold, true exactly when a region
    /// holding it is chosen, exactly one per cell of that colour. Implied by the cover,
    /// these let the search decide and learn about one half for the many regions that
    /// pair it with each of its twins.
    fn halves_chosen(
        &self,
        regions: &[Placement],
        colour: bool,
        amo: AmoEncoding,
        cnf: &mut CnfBuilder,
    ) {
        let mut pairing: BTreeMap<Vec<usize>, Vec<Lit>> = BTreeMap::new();
        for region in regions {
            let half = (region.cells.iter().copied())
                .filter(|&cell| self.grey[cell] == colour)
                .collect();
            pairing.entry(half).or_default().push(region.lit);
        }
        let mut covering: Vec<Vec<Lit>> = vec![Vec::new(); self.grid.len()];
        for (half, regions) in pairing {
            let chosen = cnf.new_var().pos_lit();
            regions
                .iter()
                .for_each(|&region| cnf.add_clause([!region, chosen]));
            cnf.add_clause(std::iter::once(!chosen).chain(regions));
            half.iter().for_each(|&cell| covering[cell].push(chosen));
        }
        for (cell, halves) in covering.iter().enumerate() {
            if self.grey[cell] == colour {
                amo.exactly_one(halves, cnf);
            }
        }
    }

    /// Ranks and parents: each white unit holds exactly one root. A rank is at most the
    /// half's size less one, the steps from its root.
    fn one_white_unit_each(&self, whites: &[usize], reach: &Reach, cnf: &mut CnfBuilder) {
        // at_least[i]: the rank is at least i + 1.
        let at_least: Vec<Vec<Lit>> = (whites.iter())
            .map(|&cell| {
                let top = reach.most(cell).saturating_sub(1);
                (0..top).map(|_| cnf.new_var().pos_lit()).collect()
            })
            .collect();
        for ranks in &at_least {
            ranks
                .windows(2)
                .for_each(|pair| cnf.add_clause([!pair[1], pair[0]]));
        }
        let rank_of = |cell: usize| &at_least[whites.binary_search(&cell).expect("white")];
        for &cell in whites {
            let root = self
                .label(cell, cell)
                .expect("a white cell is its own root");
            let mut parents = vec![root];
            for other in self
                .grid
                .neighbours(cell)
                .filter(|o| whites.binary_search(o).is_ok())
            {
                let parent = cnf.new_var().pos_lit();
                cnf.add_clause([!parent, !self.border(cell, other)]);
                let (mine, theirs) = (rank_of(cell), rank_of(other));
                match mine.first() {
                    Some(&first) => cnf.add_clause([!parent, first]),
                    None => cnf.add_clause([!parent]),
                }
                for (i, &above) in theirs.iter().enumerate() {
                    match mine.get(i + 1) {
                        Some(&next) => cnf.add_clause([!parent, !above, next]),
                        None => cnf.add_clause([!parent, !above]),
                    }
                }
                parents.push(parent);
            }
            cnf.add_clause(parents);
        }
    }

    /// Partners and transforms: each white half's partners are a rigid image of it.
    /// Only cells that may share a region may be partners.
    fn partners(
        &self,
        grey: &[bool],
        whites: &[usize],
        reach: &Reach,
        amo: AmoEncoding,
        cnf: &mut CnfBuilder,
    ) {
        let grid = self.grid;
        let greys: Vec<usize> = (0..grid.len()).filter(|&c| grey[c]).collect();
        let partner: Vec<Vec<(usize, Lit)>> = (0..grid.len())
            .map(|w| {
                (greys.iter())
                    .filter(|&&g| !grey[w] && reach.may_join(w, g))
                    .map(|&g| (g, cnf.new_var().pos_lit()))
                    .collect()
            })
            .collect();
        let pair = |w: usize, g: usize| -> Option<Lit> {
            let row = &partner[w];
            (row.binary_search_by_key(&g, |&(g, _)| g).ok()).map(|i| row[i].1)
        };
        for &w in whites {
            let row: Vec<Lit> = partner[w].iter().map(|&(_, lit)| lit).collect();
            amo.exactly_one(&row, cnf);
        }
        for &g in &greys {
            let column: Vec<Lit> = whites.iter().filter_map(|&w| pair(w, g)).collect();
            amo.exactly_one(&column, cnf);
        }
        let turns: Vec<[Lit; 8]> = (0..grid.len())
            .map(|_| [(); 8].map(|_| cnf.new_var().pos_lit()))
            .collect();
        turns.iter().for_each(|t| amo.exactly_one(t, cnf));
        for (a, b) in grid.adjacent_pairs().filter(|&(a, b)| grey[a] == grey[b]) {
            for (&here, &there) in turns[a].iter().zip(&turns[b]) {
                cnf.add_clause([!here, self.border(a, b), there]);
                cnf.add_clause([!there, self.border(a, b), here]);
            }
        }
        for &w in whites {
            for &(g, joined) in &partner[w] {
                for &(root, label) in &self.labels[w] {
                    let shared = self.label(g, root);
                    cnf.add_clause([!joined, !label].into_iter().chain(shared));
                }
                for (t, &turn) in turns[w].iter().enumerate() {
                    let guard = [!joined, !turn];
                    cnf.add_clause(guard.into_iter().chain([turns[g][t]]));
                    for step in STEPS {
                        let from = moved(grid, w, step);
                        let to = moved(grid, g, transform(t, step));
                        let white_link = from.filter(|&x| !grey[x]).map(|x| self.border(w, x));
                        let grey_link = to.filter(|&y| grey[y]).map(|y| self.border(g, y));
                        match (white_link, grey_link) {
                            (Some(a), Some(b)) => {
                                cnf.add_clause(guard.into_iter().chain([a, !b]));
                                cnf.add_clause(guard.into_iter().chain([!a, b]));
                                let next = pair(from.expect("white"), to.expect("grey"));
                                cnf.add_clause(guard.into_iter().chain([a]).chain(next));
                            }
                            (Some(a), None) => cnf.add_clause(guard.into_iter().chain([a])),
                            (None, Some(b)) => cnf.add_clause(guard.into_iter().chain([b])),
                            (None, None) => {}
                        }
                    }
                    // Across a white-grey edge without a border the motion goes on.
                    for b in grid.neighbours(w).filter(|&b| grey[b]) {
                        let back = moved(grid, w, transform(inverse(t), offset(grid, g, b)));
                        let pre = back.filter(|&x| !grey[x]).and_then(|x| pair(x, b));
                        cnf.add_clause(guard.into_iter().chain([self.border(w, b)]).chain(pre));
                    }
                    for a in grid.neighbours(g).filter(|&a| !grey[a]) {
                        let image = moved(grid, g, transform(t, offset(grid, w, a)));
                        let next = image.filter(|&y| grey[y]).and_then(|y| pair(a, y));
                        cnf.add_clause(guard.into_iter().chain([self.border(g, a)]).chain(next));
                    }
                }
            }
        }
    }

    /// Two cells of one colour that cannot lie in one half never share a label.
    fn apart(&self, reach: &Reach, cnf: &mut CnfBuilder) {
        let grid = self.grid;
        for a in 0..grid.len() {
            for b in a + 1..grid.len() {
                let together = match (self.grey[a], self.grey[b]) {
                    (false, false) => reach.may_share_half(a, b),
                    (false, true) => reach.may_join(a, b),
                    (true, false) => reach.may_join(b, a),
                    (true, true) => reach.fit(a, b),
                };
                if together {
                    continue;
                }
                for &(root, label) in &self.labels[a] {
                    if let Some(other) = self.label(b, root) {
                        cnf.add_clause([!label, !other]);
                    }
                }
            }
        }
    }

    /// Contacts: each root's region has a white cell and a grey cell side by side
    /// without a border.
    fn touching(&self, grey: &[bool], whites: &[usize], cnf: &mut CnfBuilder) {
        let mut contacts: Vec<Vec<Lit>> = vec![Vec::new(); self.grid.len()];
        for (a, b) in self
            .grid
            .adjacent_pairs()
            .filter(|&(a, b)| grey[a] != grey[b])
        {
            let (white, other) = if grey[a] { (b, a) } else { (a, b) };
            for &(root, label) in &self.labels[white] {
                if self.label(other, root).is_none() {
                    continue;
                }
                let contact = cnf.new_var().pos_lit();
                cnf.add_clause([!contact, label]);
                cnf.add_clause([!contact, !self.border(a, b)]);
                contacts[root].push(contact);
            }
        }
        for &root in whites {
            let own = self.label(root, root).expect("its own label");
            cnf.add_clause(std::iter::once(!own).chain(contacts[root].iter().copied()));
        }
    }

    /// The literal of `cell` taking the label `root`, when it may.
    fn label(&self, cell: usize, root: usize) -> Option<Lit> {
        self.labels[cell]
            .iter()
            .find(|&&(r, _)| r == root)
            .map(|&(_, lit)| lit)
    }
}

/// Per cell, its labels, exactly one each: for a white cell itself and the white
/// cells before it that may share its half, for a grey cell the white cells that may
/// share its region.
fn labels(
    grid: Grid,
    grey: &[bool],
    whites: &[usize],
    reach: &Reach,
    amo: AmoEncoding,
    cnf: &mut CnfBuilder,
) -> Vec<Vec<(usize, Lit)>> {
    let may_label = |cell: usize, root: usize| match grey[cell] {
        true => reach.may_join(root, cell),
        false => root == cell || root < cell && reach.may_share_half(root, cell),
    };
    (0..grid.len())
        .map(|cell| {
            let (r, c) = grid.place(cell);
            let choices: Vec<(usize, Lit)> = (whites.iter())
                .filter(|&&root| may_label(cell, root))
                .map(|&root| {
                    let (rr, rc) = grid.place(root);
                    (
                        root,
                        cnf.new_named_var(|| format!("r{r}c{c}@r{rr}c{rc}"))
                            .pos_lit(),
                    )
                })
                .collect();
            let lits: Vec<Lit> = choices.iter().map(|&(_, lit)| lit).collect();
            amo.exactly_one(&lits, cnf);
            choices
        })
        .collect()
}

/// Clauses making `border` true exactly when the cells of `first` and `second` labels
/// take different labels.
fn define_border(
    first: &[(usize, Lit)],
    second: &[(usize, Lit)],
    border: Lit,
    cnf: &mut CnfBuilder,
) {
    for (side, (mine, theirs)) in [(first, second), (second, first)].into_iter().enumerate() {
        for &(root, lit) in mine {
            match theirs.iter().find(|&&(r, _)| r == root) {
                Some(&(_, other)) => {
                    cnf.add_clause([!lit, other, border]);
                    if side == 0 {
                        cnf.add_clause([!lit, !other, !border]);
                    }
                }
                None => cnf.add_clause([!lit, border]),
            }
        }
    }
}
