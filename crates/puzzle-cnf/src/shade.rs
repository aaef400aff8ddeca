//! Rules about shaded cells of a grid that several kinds share: no two shaded cells side
//! by side (Hitori, Heyawake), no 2x2 block of shaded cells (Nurikabe, LITS), and the
//! shaded or the unshaded cells forming one connected area (through [`connect`]).
//!
//! A [`Shading`] is a literal per cell, true when the cell is shaded; the rules are
//! clauses over those literals. A [`ShadingDecoder`] reads a model back into the
//! kind's [`ShadedGrid`].
//!
//! ```
//! use puzzle_cnf::connect::{Empty, Lowering};
//! use puzzle_cnf::shade::{Area, Shading};
//! use puzzle_cnf::CnfBuilder;
//!
//! let mut cnf = CnfBuilder::new();
//! let shading = Shading::new(3, 3, &mut cnf);
//! shading.no_two_touch(&mut cnf);
//! shading.no_block(&mut cnf);
//! shading.connected(Area::Unshaded, Empty::Forbidden, Lowering::Elimination, &mut cnf);
//! assert!(cnf.is_static()); // a static lowering: the clauses say everything
//! assert_eq!(shading.at(1, 2).var().idx(), 5);
//! ```

use crate::connect::{self, Empty, Graph, GridPart, Lowering, Presence, Property};
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Var};
use puzzle_ir::grid::Grid;
use puzzle_ir::shaded::{Form, ShadedGrid};
use std::convert::Infallible;

/// A literal per cell of a `rows` x `cols` grid, true when the cell is shaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shading {
    rows: usize,
    cols: usize,
    cells: Vec<Lit>,
}

/// Which cells must form one connected area.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Area {
    Shaded,
    Unshaded,
}

impl Shading {
    /// A new variable per cell, row by row.
    pub fn new(rows: usize, cols: usize, cnf: &mut CnfBuilder) -> Shading {
        let cells = (0..rows * cols).map(|_| cnf.new_var().pos_lit()).collect();
        Shading { rows, cols, cells }
    }

    /// A new variable per cell, row by row, named `r1c1` ... when `cnf` keeps names.
    pub fn named(rows: usize, cols: usize, cnf: &mut CnfBuilder) -> Shading {
        let cells = (0..rows * cols)
            .map(|i| {
                cnf.new_named_var(|| format!("r{}c{}", i / cols + 1, i % cols + 1))
                    .pos_lit()
            })
            .collect();
        Shading { rows, cols, cells }
    }

    /// The grid over literals a kind already has, row by row.
    ///
    /// # Panics
    /// When `cells` does not hold `rows * cols` literals.
    pub fn from_cells(rows: usize, cols: usize, cells: Vec<Lit>) -> Shading {
        assert_eq!(cells.len(), rows * cols, "one literal per cell");
        Shading { rows, cols, cells }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The literal of the cell at (`row`, `col`): true when it is shaded.
    pub fn at(&self, row: usize, col: usize) -> Lit {
        self.cells[row * self.cols + col]
    }

    /// Every literal, row by row.
    pub fn cells(&self) -> &[Lit] {
        &self.cells
    }

    /// No two orthogonally adjacent cells are both shaded.
    pub fn no_two_touch(&self, cnf: &mut CnfBuilder) {
        for (a, b) in self.grid().adjacent_pairs() {
            cnf.add_clause([!self.cells[a], !self.cells[b]]);
        }
    }

    /// No 2x2 block of cells is wholly shaded.
    pub fn no_block(&self, cnf: &mut CnfBuilder) {
        for block in self.grid().blocks() {
            cnf.add_clause(block.map(|(r, c)| !self.at(r, c)));
        }
    }

    /// The cells of `area` form one orthogonally connected region (with [`Empty`] saying
    /// whether having none at all is allowed), lowered by `lowering`; the lazy lowering
    /// leaves connectivity to `cnf`'s lazy constraints ([`CnfBuilder::cuts`]).
    pub fn connected(&self, area: Area, empty: Empty, lowering: Lowering, cnf: &mut CnfBuilder) {
        let graph = self.graph(area);
        connect::encode(&graph, Property::Connected, empty, lowering, cnf);
    }

    /// [`Shading::connected`] for an area that every answer has at least `fewest` cells of
    /// or none (the caller's to know): the lazy lowering's cut of a smaller piece says
    /// only that the piece reaches out ([`connect::encode_at_least`]).
    pub fn connected_at_least(
        &self,
        area: Area,
        empty: Empty,
        fewest: usize,
        lowering: Lowering,
        cnf: &mut CnfBuilder,
    ) {
        let graph = self.graph(area);
        connect::encode_at_least(&graph, Property::Connected, empty, fewest, lowering, cnf);
    }

    /// Every cell of `area` has a neighbour in `area`: a clause per cell, implied by
    /// [`Shading::connected`] wherever every answer has at least two cells of `area`
    /// (the caller's to know), which spares the lazy cuts the smallest components.
    pub fn no_lone_cell(&self, area: Area, cnf: &mut CnfBuilder) {
        let grid = self.grid();
        for cell in 0..grid.len() {
            let neighbours = grid.neighbours(cell).map(|n| self.in_area(area, n));
            let clause = std::iter::once(!self.in_area(area, cell)).chain(neighbours);
            cnf.add_clause(clause.collect::<Vec<_>>());
        }
    }

    /// The shading rules Hitori, Kurodoko and Yajisan-Kazusan share: no two shaded cells
    /// touch, some cell is shaded, and the unshaded cells are connected (lowered by
    /// `lowering`); with the clauses those imply, [`Shading::unshaded_never_alone`].
    pub fn apart_and_connected(&self, lowering: Lowering, cnf: &mut CnfBuilder) {
        self.no_two_touch(cnf);
        cnf.add_clause(self.cells.iter().copied());
        self.connected(Area::Unshaded, Empty::Allowed, lowering, cnf);
        self.unshaded_never_alone(cnf);
    }

    /// The unshaded cells never stand alone, where that follows from two rules the
    /// caller states: no two shaded cells touch ([`Shading::no_two_touch`]) and the
    /// unshaded cells are connected ([`Shading::connected`]). On a grid of four cells or
    /// more the first leaves at least two unshaded cells (at most half the cells,
    /// rounded up, are shaded), so by the second each has an unshaded neighbour;
    /// smaller grids get nothing. Implied, the clauses spare the lazy cuts their
    /// smallest components.
    pub fn unshaded_never_alone(&self, cnf: &mut CnfBuilder) {
        if self.rows * self.cols >= 4 {
            self.no_lone_cell(Area::Unshaded, cnf);
        }
    }

    /// The unshaded cells form one connected region (with [`Empty`] saying whether having
    /// none is allowed), where no two shaded cells touch (the caller states it:
    /// [`Shading::no_two_touch`]): the lazy lowering cuts a piece of two cells or more at
    /// the shaded cells that wall it off ([`connect::encode_walled`]).
    pub fn unshaded_connected_apart(&self, empty: Empty, lowering: Lowering, cnf: &mut CnfBuilder) {
        let graph = self.graph(Area::Unshaded);
        connect::encode_walled(&graph, empty, lowering, cnf);
    }

    /// No ring of the cells two steps from a cell (by rows plus columns, within the grid)
    /// is all shaded while some cell lies farther, where that follows from the two rules
    /// of [`Shading::unshaded_never_alone`]: the cells within the ring hold two side by
    /// side, so an unshaded one, and a cell just beyond it is unshaded beside a shaded
    /// one, so the ring would cut the two apart. Implied, the clauses spare the lazy cuts
    /// the small pieces at corners, borders and around a shaded cell.
    pub fn unshaded_never_ringed(&self, cnf: &mut CnfBuilder) {
        const STEPS: isize = 2;
        let (rows, cols) = (self.rows as isize, self.cols as isize);
        for row in 0..rows {
            for col in 0..cols {
                let farthest = row.max(rows - 1 - row) + col.max(cols - 1 - col);
                if farthest <= STEPS {
                    continue;
                }
                let ring = (-STEPS..=STEPS).flat_map(|dr| {
                    let dc = STEPS - dr.abs();
                    let sides = if dc == 0 { vec![0] } else { vec![-dc, dc] };
                    sides.into_iter().map(move |dc| (row + dr, col + dc))
                });
                let within =
                    ring.filter(|&(r, c)| (0..rows).contains(&r) && (0..cols).contains(&c));
                let clause = within.map(|(r, c)| !self.at(r as usize, c as usize));
                cnf.add_clause(clause.collect::<Vec<_>>());
            }
        }
    }

    /// The literal "cell `cell` (row-major) is in `area`".
    fn in_area(&self, area: Area, cell: usize) -> Lit {
        match area {
            Area::Shaded => self.cells[cell],
            Area::Unshaded => !self.cells[cell],
        }
    }

    /// The grid graph whose active vertices are the cells of `area`, every edge between
    /// neighbours present.
    pub fn graph(&self, area: Area) -> Graph {
        Graph::grid(self.rows, self.cols, |part| match part {
            GridPart::Vertex(row, col) => Presence::When(self.in_area(area, row * self.cols + col)),
            GridPart::Edge(..) => Presence::Always,
        })
    }

    /// The grid's geometry.
    pub fn grid(&self) -> Grid {
        Grid::new(self.rows, self.cols)
    }
}

/// The map from a model back to a [`ShadedGrid`]: the cells whose literal is true are
/// shaded, the others show what the kind's unshaded cells show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShadingDecoder<F> {
    /// The answer that shades no cell.
    unshaded: ShadedGrid<F>,
    /// Row-major, true when the cell is shaded.
    cells: Vec<Var>,
    /// Row-major, true for a cell the puzzle states (it is not open to the solver).
    stated: Vec<bool>,
}

impl<F: Form> ShadingDecoder<F> {
    /// The decoder of `shading`'s variables into answers like `unshaded`, which shades
    /// no cell; no cell is stated.
    ///
    /// # Panics
    /// When a literal of `shading` is negative (it would not be the cell's variable).
    pub fn new(unshaded: ShadedGrid<F>, shading: &Shading) -> Self {
        let cells: Vec<Var> = (shading.cells().iter())
            .map(|&lit| {
                assert!(lit.is_pos(), "a cell's literal is its variable");
                lit.var()
            })
            .collect();
        let stated = vec![false; cells.len()];
        ShadingDecoder {
            unshaded,
            cells,
            stated,
        }
    }

    /// The decoder with the cells where `stated` (row-major) is true stated.
    pub fn stating(self, stated: Vec<bool>) -> Self {
        assert_eq!(stated.len(), self.cells.len(), "one value per cell");
        ShadingDecoder { stated, ..self }
    }

    /// The variable of the cell at (`row`, `col`): true when the cell is shaded.
    pub fn var(&self, row: usize, col: usize) -> Var {
        self.cells[row * self.unshaded.cols() + col]
    }

    /// Reads the answer from the values of the cell variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> ShadedGrid<F> {
        let shaded: Vec<bool> = self.cells.iter().map(|&v| value_of(v)).collect();
        self.unshaded.with_shading(&shaded)
    }

    /// Per cell, its variable, or stated.
    pub fn cell_vars(&self) -> Vec<CellVars> {
        (self.cells.iter().zip(&self.stated))
            .map(|(&v, &stated)| match stated {
                true => CellVars::Stated,
                false => CellVars::Open(vec![v]),
            })
            .collect()
    }

    /// The cell variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &ShadedGrid<F>) -> Vec<Lit> {
        (self.cells.iter().zip(answer.cells()))
            .map(|(&v, &shaded)| Lit::new(v.idx32(), !shaded))
            .collect()
    }
}

impl<F: Form> KindDecoder for ShadingDecoder<F> {
    type Answer = ShadedGrid<F>;
    type BadModel = Infallible;

    /// Every model is a shading, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<ShadedGrid<F>, Infallible> {
        Ok(self.decode(value_of))
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        ShadingDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &ShadedGrid<F>) -> Vec<Lit> {
        ShadingDecoder::lits_of(self, answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shadings of a `rows` x `cols` grid that `rule`'s clauses allow: each model
    /// projected on the cell variables, enumerated by blocking it.
    fn count(rows: usize, cols: usize, rule: impl Fn(&Shading, &mut CnfBuilder)) -> usize {
        use varisat::ExtendFormula;
        let mut cnf = CnfBuilder::new();
        let shading = Shading::new(rows, cols, &mut cnf);
        rule(&shading, &mut cnf);
        let to_varisat = |l: Lit| varisat::Lit::from_index(l.var().idx(), l.is_pos());
        let mut solver = varisat::Solver::new();
        for clause in cnf.clauses() {
            solver.add_clause(&clause.iter().map(|&l| to_varisat(l)).collect::<Vec<_>>());
        }
        let mut shadings = 0;
        while solver.solve().unwrap() {
            let model = solver.model().unwrap();
            let block: Vec<_> = shading
                .cells()
                .iter()
                .map(|&l| !model[l.var().idx()])
                .collect();
            solver.add_clause(&block);
            shadings += 1;
        }
        shadings
    }

    #[test]
    fn no_two_touch_counts_the_independent_sets_of_the_grid() {
        // Independent sets of the 2x3 grid graph: 17; of the 3x3 grid graph: 63.
        assert_eq!(count(2, 3, |s, cnf| s.no_two_touch(cnf)), 17);
        assert_eq!(count(3, 3, |s, cnf| s.no_two_touch(cnf)), 63);
    }

    #[test]
    fn no_lone_cell_forbids_exactly_the_isolated_cells_of_the_area() {
        // 1x3: of the 8 shadings, those with an unshaded cell whose neighbours are all
        // shaded: .#. (both ends), #.# (the middle) and .## , ##. (an end): 4 left.
        assert_eq!(count(1, 3, |s, cnf| s.no_lone_cell(Area::Unshaded, cnf)), 4);
        assert_eq!(count(1, 3, |s, cnf| s.no_lone_cell(Area::Shaded, cnf)), 4);
    }

    #[test]
    fn no_block_forbids_exactly_the_full_2x2_blocks() {
        // 2x3: 64 shadings, of which 4 fill the left block, 4 the right, 1 both.
        assert_eq!(count(2, 3, |s, cnf| s.no_block(cnf)), 64 - 4 - 4 + 1);
    }

    #[test]
    fn the_implied_clauses_of_apart_and_connected_lose_no_shading() {
        // The shadings with no two shaded cells side by side and the unshaded cells
        // connected, with and without the clauses they imply, on every grid up to 4x5.
        for (rows, cols) in [
            (1, 6),
            (2, 2),
            (2, 5),
            (3, 3),
            (3, 4),
            (3, 5),
            (4, 4),
            (4, 5),
        ] {
            let rules = |s: &Shading, cnf: &mut CnfBuilder| {
                s.no_two_touch(cnf);
                s.connected(Area::Unshaded, Empty::Allowed, Lowering::Elimination, cnf);
            };
            let implied = |s: &Shading, cnf: &mut CnfBuilder| {
                rules(s, cnf);
                s.unshaded_never_alone(cnf);
                s.unshaded_never_ringed(cnf);
            };
            let n = count(rows, cols, rules);
            assert_eq!(count(rows, cols, implied), n, "{rows}x{cols}");
        }
    }

    #[test]
    fn connected_areas_match_a_flood_fill() {
        // Connected non-empty subsets of the 2x3 grid graph: 6 singles, 7 pairs, and so
        // on, 40 in all; the unshaded area is the complement, so the same count.
        for area in [Area::Shaded, Area::Unshaded] {
            let n = count(2, 3, |s, cnf| {
                s.connected(area, Empty::Forbidden, Lowering::Elimination, cnf);
                assert!(cnf.is_static());
            });
            assert_eq!(n, 40, "{area:?}");
        }
    }
}
