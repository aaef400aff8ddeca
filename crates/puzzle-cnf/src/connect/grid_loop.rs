//! One loop along the edges of a grid of points, as the loop kinds draw it (Slitherlink
//! on the cells' corner points, Masyu on their centres): a variable per edge, the loop
//! through [`connect`](super)'s [`Property::Loop`] with the lowering chosen by
//! `--connectivity` ([`super::SETTING`]), and the map between the variables and the IR's
//! [`Edges`] and the answer's drawing, where the points of a `rows` x `cols` grid sit at
//! even lines and columns of a `(2 rows - 1) x (2 cols - 1)` drawing and each edge
//! between its two points.

use super::{Empty, Graph, GridPart, Lowering, Presence, Property};
use crate::{CellVars, CnfBuilder, Lit, Var};
use puzzle_ir::lines::Edges;

/// The edge variables of a grid of points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GridLoop {
    rows: usize,
    cols: usize,
    /// The edge right of each point, rows x (cols - 1), row-major.
    across: Vec<Var>,
    /// The edge below each point, (rows - 1) x cols, row-major.
    down: Vec<Var>,
}

/// A point's name in the CNF: `r1c1` for the top-left one.
fn point(r: usize, c: usize) -> String {
    format!("r{}c{}", r + 1, c + 1)
}

impl GridLoop {
    /// A variable for every edge of a `rows` x `cols` grid of points (both at least 1),
    /// named after its two points (`r1c1-r1c2`): first the edges across, row by row, then
    /// the edges down.
    pub fn new(rows: usize, cols: usize, cnf: &mut CnfBuilder) -> Self {
        let mut edge = |a: (usize, usize), b: (usize, usize)| {
            cnf.new_named_var(|| format!("{}-{}", point(a.0, a.1), point(b.0, b.1)))
        };
        let across = (0..rows)
            .flat_map(|r| (0..cols - 1).map(move |c| (r, c)))
            .map(|(r, c)| edge((r, c), (r, c + 1)))
            .collect();
        let down = (0..rows - 1)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .map(|(r, c)| edge((r, c), (r + 1, c)))
            .collect();
        GridLoop {
            rows,
            cols,
            across,
            down,
        }
    }

    /// The edge from point (`r`, `c`) to the point right of it, if there is one.
    pub fn across(&self, r: usize, c: usize) -> Option<Var> {
        (c + 1 < self.cols).then(|| self.across[r * (self.cols - 1) + c])
    }

    /// The edge from point (`r`, `c`) to the point below it, if there is one.
    pub fn down(&self, r: usize, c: usize) -> Option<Var> {
        (r + 1 < self.rows).then(|| self.down[r * self.cols + c])
    }

    /// The edges make one loop: each point gets a variable `on r1c1` (it lies on the
    /// loop), returned row-major, and [`super::encode`] says [`Property::Loop`] with
    /// [`Empty::Forbidden`] under `lowering`.
    pub fn encode_loop(&self, lowering: Lowering, cnf: &mut CnfBuilder) -> Vec<Var> {
        let mut on = Vec::with_capacity(self.rows * self.cols);
        let graph = Graph::grid(self.rows, self.cols, |part| match part {
            GridPart::Vertex(r, c) => {
                on.push(cnf.new_named_var(|| format!("on {}", point(r, c))));
                Presence::When(on[on.len() - 1].pos_lit())
            }
            GridPart::Edge((r, c), (_, c2)) if c2 > c => {
                Presence::When(self.across[r * (self.cols - 1) + c].pos_lit())
            }
            GridPart::Edge((r, c), _) => Presence::When(self.down[r * self.cols + c].pos_lit()),
        });
        super::encode(&graph, Property::Loop, Empty::Forbidden, lowering, cnf);
        on
    }

    /// Forbids the loop around each unit square whose top-left point (`r`, `c`) has
    /// `not_whole(r, c)`: where the kind knows that four edges around one square are
    /// never the whole answer, such a loop is one apart from the answer's. Connectivity
    /// forbids it too, but only once a model shows it; these clauses say it up front.
    pub fn forbid_squares(&self, not_whole: impl Fn(usize, usize) -> bool, cnf: &mut CnfBuilder) {
        for r in 0..self.rows.saturating_sub(1) {
            for c in 0..self.cols.saturating_sub(1) {
                if not_whole(r, c) {
                    let square = [
                        self.across(r, c),
                        self.across(r + 1, c),
                        self.down(r, c),
                        self.down(r, c + 1),
                    ];
                    cnf.add_clause(
                        square.map(|edge| !edge.expect("a square has four edges").pos_lit()),
                    );
                }
            }
        }
    }

    /// The edges drawn in a model.
    pub fn edges(&self, value_of: impl Fn(Var) -> bool) -> Edges {
        let across = self.across.iter().map(|&v| value_of(v)).collect();
        let down = self.down.iter().map(|&v| value_of(v)).collect();
        Edges::new(self.rows, self.cols, across, down)
    }

    /// Per position of the drawing: an edge's variable, or stated (points and the places
    /// between four points).
    pub fn cell_vars(&self) -> Vec<CellVars> {
        let (height, width) = (2 * self.rows - 1, 2 * self.cols - 1);
        let mut out = Vec::with_capacity(height * width);
        for line in 0..height {
            for col in 0..width {
                let (r, c) = (line / 2, col / 2);
                out.push(match (line % 2, col % 2) {
                    (0, 1) => CellVars::Open(vec![self.across[r * (self.cols - 1) + c]]),
                    (1, 0) => CellVars::Open(vec![self.down[r * self.cols + c]]),
                    _ => CellVars::Stated,
                });
            }
        }
        out
    }

    /// The edge variables' values that draw `edges`.
    pub fn lits(&self, edges: &Edges) -> Vec<Lit> {
        let values = edges.all_across().iter().chain(edges.all_down());
        let vars = self.across.iter().chain(&self.down);
        vars.zip(values)
            .map(|(&var, &on)| Lit::new(var.idx32(), !on))
            .collect()
    }
}
