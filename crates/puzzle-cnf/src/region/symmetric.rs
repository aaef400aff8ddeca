//! A division of a grid into connected regions, one per centre, each symmetric under the
//! half-turn about its centre. A centre sits on a cell, on the edge between two cells or
//! on the corner where four meet, in doubled coordinates `(y, x)` (cell `(r, c)` is
//! `(2r, 2c)`); the half-turn about it takes cell `(r, c)` to `(y - r, x - c)`.
//!
//! # Variables and clauses
//!
//! * **Choices.** A cell may join a centre when its mirror image is on the grid, and
//!   both lie where the centre can reach: its own cells (the cell, the two beside the
//!   edge or the four around the corner it sits on) and every cell joined to them
//!   through cells that no other centre owns and whose mirror images are on the grid
//!   and owned by no other centre. A cell and its mirror image share one variable,
//!   `r1c2@3` (the cell first in reading order, the centre's number from 1), so a
//!   region is symmetric by construction. A centre's own cells are fixed to it (units).
//! * **One centre per cell**: exactly one of its choices
//!   ([`AmoEncoding`] of the options).
//! * **Connected**: each centre's cells are connected ([`connect::encode`] over the
//!   cells it may take), by the lowering given: static (elimination or ranks) for
//!   DIMACS and proofs, lazy cuts in process. A centre that can take no cell but its own
//!   needs nothing: they are connected.
//! * **Borders.** `r1c1|` (right of r1c1) and `r1c1_` (below it) are true exactly when
//!   the two cells have different centres: for each centre of the first cell, a clause
//!   "in it, the second cell in it too, or a border", and for each centre both may
//!   take, "not both in it, or no border".
//!
//! With clue selectors (explanations), each centre is a clue: its own cells and its
//! connectivity hold behind its selector, and while any clue is switched off a cell may
//! be free, in no region. Switching a clue off so only ever adds answers (a puzzle
//! without a dot would have none: its cells would be left over), and a minimal set of
//! clues without an answer names dots whose regions cannot all be drawn.
//!
//! ```
//! use puzzle_cnf::connect::Lowering;
//! use puzzle_cnf::region::symmetric::SymmetricRegions;
//! use puzzle_cnf::{AmoEncoding, CnfBuilder};
//!
//! // A 1x3 row with a centre on its middle cell: one region of all three.
//! let mut cnf = CnfBuilder::new();
//! let regions = SymmetricRegions::encode(1, 3, &[(0, 2)], Lowering::Elimination, AmoEncoding::Auto, None, &mut cnf);
//! assert_eq!(regions.choices(0), &[(0, regions.choices(2)[0].1)]);
//! assert_eq!(regions.centre_of(1, |_| true), Some(0));
//! ```

use crate::connect::{self, Cutter, Empty, Graph, Lowering, Presence, Property};
use crate::{AmoEncoding, CnfBuilder, Lazy, Lit, Var};
use puzzle_ir::grid::Grid;

/// The variables of a symmetric division (see the module documentation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymmetricRegions {
    grid: Grid,
    /// Per cell, its choices: (centre, literal).
    choices: Vec<Vec<(usize, Lit)>>,
    /// Per cell, the border right of it and below it (none on the grid's edge).
    borders: Vec<[Option<Lit>; 2]>,
}

/// The cells a centre at `(y, x)` sits on.
pub fn own_cells(grid: Grid, (y, x): (usize, usize)) -> Vec<usize> {
    let rows = [y / 2, y.div_ceil(2)];
    let cols = [x / 2, x.div_ceil(2)];
    let mut cells: Vec<usize> = (rows.iter())
        .flat_map(|&r| cols.iter().map(move |&c| grid.index(r, c)))
        .collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// The mirror image of `cell` under the half-turn about `(y, x)`, when on the grid.
pub fn mirror(grid: Grid, cell: usize, (y, x): (usize, usize)) -> Option<usize> {
    let (r, c) = grid.position(cell);
    let (mr, mc) = (y.checked_sub(r)?, x.checked_sub(c)?);
    (mr < grid.rows && mc < grid.cols).then(|| grid.index(mr, mc))
}

impl SymmetricRegions {
    /// Adds the clauses of a division of the `rows` x `cols` grid about `centres`
    /// (doubled coordinates), with connectivity by `lowering` and each cell's one centre
    /// by `amo`; with `selectors`, each centre is a clue behind its own selector, pushed
    /// in the order of `centres`.
    pub fn encode(
        rows: usize,
        cols: usize,
        centres: &[(usize, usize)],
        lowering: Lowering,
        amo: AmoEncoding,
        mut selectors: Option<&mut Vec<Lit>>,
        cnf: &mut CnfBuilder,
    ) -> SymmetricRegions {
        let grid = Grid::new(rows, cols);
        let reach = reach(grid, centres);
        let guards: Vec<Option<Lit>> = (centres.iter())
            .map(|_| cnf.clue_selector(selectors.as_deref_mut()))
            .collect();
        let choices = choices(grid, centres, &reach, cnf);
        one_centre_each(&choices, &guards, amo, cnf);
        let mut cuts = RegionCuts {
            cutters: Vec::new(),
        };
        for (k, &centre) in centres.iter().enumerate() {
            let lit = |cell: usize| lit_of(&choices[cell], k);
            let own = own_cells(grid, centre);
            let mut units: Vec<Lit> = own.iter().map(|&cell| lit(cell)).collect();
            units.sort_unstable();
            units.dedup();
            let fixed =
                |cnf: &mut CnfBuilder| units.iter().for_each(|&unit| cnf.add_clause([unit]));
            match guards[k] {
                Some(guard) => cnf.guarded(guard, fixed),
                None => fixed(cnf),
            }
            // A centre's own cells are connected: only a region that can grow needs more.
            if reach[k].iter().filter(|&&reached| reached).count() > own.len() {
                let graph = region_graph(grid, &reach[k], lit);
                match lowering {
                    Lowering::Cuts => cuts.cutters.push((guards[k], Cutter::new(graph))),
                    _ => connected(&graph, lowering, guards[k], cnf),
                }
            }
        }
        // One lazy constraint for all regions, there even when none can grow: the
        // lowering chosen decides whether the CNF is plain.
        if lowering == Lowering::Cuts {
            cnf.add_lazy(cuts);
        }
        let borders = (0..grid.len())
            .map(|cell| {
                let (r, c) = grid.position(cell);
                let beside = [
                    (c + 1 < cols).then(|| cell + 1),
                    (r + 1 < rows).then(|| cell + cols),
                ];
                let marks = ['|', '_'];
                [0, 1].map(|side| {
                    let other = beside[side]?;
                    let name = || format!("r{}c{}{}", r + 1, c + 1, marks[side]);
                    let border = cnf.new_named_var(name).pos_lit();
                    define_border(&choices[cell], &choices[other], border, cnf);
                    Some(border)
                })
            })
            .collect();
        SymmetricRegions {
            grid,
            choices,
            borders,
        }
    }

    /// The choices of `cell` (row-major): (centre, literal).
    pub fn choices(&self, cell: usize) -> &[(usize, Lit)] {
        &self.choices[cell]
    }

    /// The border literal right of the cell `(r, c)` (`None` in the last column).
    pub fn border_right(&self, r: usize, c: usize) -> Option<Lit> {
        self.borders[self.grid.index(r, c)][0]
    }

    /// The border literal below the cell `(r, c)` (`None` in the last row).
    pub fn border_below(&self, r: usize, c: usize) -> Option<Lit> {
        self.borders[self.grid.index(r, c)][1]
    }

    /// The centre `cell` takes in the model `value_of`, if any.
    pub fn centre_of(&self, cell: usize, value_of: impl Fn(Var) -> bool) -> Option<usize> {
        let holds = |lit: Lit| value_of(lit.var()) == lit.is_pos();
        self.choices[cell]
            .iter()
            .find(|&&(_, lit)| holds(lit))
            .map(|&(k, _)| k)
    }
}

/// Per centre, per cell, whether the centre can reach the cell (see the module
/// documentation).
fn reach(grid: Grid, centres: &[(usize, usize)]) -> Vec<Vec<bool>> {
    let mut owners: Vec<Vec<usize>> = vec![Vec::new(); grid.len()];
    for (k, &centre) in centres.iter().enumerate() {
        own_cells(grid, centre)
            .into_iter()
            .for_each(|cell| owners[cell].push(k));
    }
    let open = |cell: usize, k: usize| owners[cell].is_empty() || owners[cell].contains(&k);
    (centres.iter().enumerate())
        .map(|(k, &centre)| {
            let allowed = |cell: usize| {
                mirror(grid, cell, centre).is_some_and(|image| open(cell, k) && open(image, k))
            };
            grid.reached(own_cells(grid, centre), allowed)
        })
        .collect()
}

/// Per cell, its choices: a variable for each centre that reaches it, one for both
/// cells of a mirror pair.
fn choices(
    grid: Grid,
    centres: &[(usize, usize)],
    reach: &[Vec<bool>],
    cnf: &mut CnfBuilder,
) -> Vec<Vec<(usize, Lit)>> {
    let mut choices: Vec<Vec<(usize, Lit)>> = vec![Vec::new(); grid.len()];
    for (k, &centre) in centres.iter().enumerate() {
        for cell in (0..grid.len()).filter(|&cell| reach[k][cell]) {
            let image = mirror(grid, cell, centre).expect("reached cells have images");
            let lit = match image < cell {
                true => lit_of(&choices[image], k),
                false => {
                    let (r, c) = grid.place(cell);
                    cnf.new_named_var(|| format!("r{r}c{c}@{}", k + 1))
                        .pos_lit()
                }
            };
            choices[cell].push((k, lit));
        }
    }
    choices
}

/// Exactly one choice per cell; with clue selectors (`guards`), a cell may instead be
/// `free` (in no region) while some clue is switched off.
fn one_centre_each(
    choices: &[Vec<(usize, Lit)>],
    guards: &[Option<Lit>],
    amo: AmoEncoding,
    cnf: &mut CnfBuilder,
) {
    let switched: Vec<Lit> = guards.iter().flatten().map(|&guard| !guard).collect();
    let some_off = (!switched.is_empty()).then(|| {
        let some_off = cnf.new_named_var(|| "some clue off".to_owned()).pos_lit();
        cnf.add_clause(std::iter::once(!some_off).chain(switched));
        some_off
    });
    for cell_choices in choices {
        let mut lits: Vec<Lit> = cell_choices.iter().map(|&(_, lit)| lit).collect();
        if let Some(some_off) = some_off {
            let free = cnf.new_var().pos_lit();
            cnf.add_clause([!free, some_off]);
            lits.push(free);
        }
        amo.exactly_one(&lits, cnf);
    }
}

/// Adds the connectivity of `graph` by the static `lowering`, behind `selector` when
/// given.
fn connected(graph: &Graph, lowering: Lowering, selector: Option<Lit>, cnf: &mut CnfBuilder) {
    let encode = |cnf: &mut CnfBuilder| {
        connect::encode(graph, Property::Connected, Empty::Allowed, lowering, cnf)
    };
    match selector {
        Some(guard) => cnf.guarded(guard, encode),
        None => encode(cnf),
    }
}

/// The lazy lowering of every region's connectivity: each region's [`Cutter`], and the
/// selector of its clue when explanations switch it (its cuts then carry the
/// selector's negation, and a model with the selector off draws none).
#[derive(Debug)]
struct RegionCuts {
    cutters: Vec<(Option<Lit>, Cutter)>,
}

impl Lazy for RegionCuts {
    fn cuts(&self, value_of: &dyn Fn(Var) -> bool) -> Vec<Vec<Lit>> {
        let mut cuts = Vec::new();
        for (guard, cutter) in &self.cutters {
            if guard.is_some_and(|g| value_of(g.var()) != g.is_pos()) {
                continue;
            }
            for mut cut in cutter.cuts(value_of) {
                cut.extend(guard.map(|g| !g));
                cuts.push(cut);
            }
        }
        cuts
    }
}

/// The literal of centre `k` among `choices`.
fn lit_of(choices: &[(usize, Lit)], k: usize) -> Lit {
    choices
        .iter()
        .find(|&&(centre, _)| centre == k)
        .expect("a choice of the centre")
        .1
}

/// The graph of the cells a centre reaches, each there when it takes the cell.
fn region_graph(grid: Grid, reach: &[bool], lit: impl Fn(usize) -> Lit) -> Graph {
    let cells: Vec<usize> = (0..grid.len()).filter(|&cell| reach[cell]).collect();
    let mut graph = Graph::new();
    cells.iter().for_each(|&cell| {
        graph.add_vertex(Presence::When(lit(cell)));
    });
    for (a, b) in grid.adjacent_pairs() {
        if let (Ok(i), Ok(j)) = (cells.binary_search(&a), cells.binary_search(&b)) {
            graph.add_edge(i, j, Presence::Always);
        }
    }
    graph
}

/// Clauses making `border` true exactly when the cells of `first` and `second` choices
/// take different centres.
fn define_border(
    first: &[(usize, Lit)],
    second: &[(usize, Lit)],
    border: Lit,
    cnf: &mut CnfBuilder,
) {
    for &(k, lit) in first {
        match second.iter().find(|&&(centre, _)| centre == k) {
            // Two cells of one mirror pair share their literal.
            Some(&(_, other)) if other == lit => cnf.add_clause([!lit, !border]),
            Some(&(_, other)) => {
                cnf.add_clause([!lit, other, border]);
                cnf.add_clause([!lit, !other, !border]);
            }
            None => cnf.add_clause([!lit, border]),
        }
    }
}
