//! The Slant encoder: one variable per cell, true for `/` and false for `\`; each
//! number an exact count of the diagonals touching its point; and "no loop" as
//! [`connect`]'s `Connected` property over the regions the diagonals cut the grid into.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 holds `/`.
//! * **Numbers.** A number k on a point asks for exactly k of the (up to four) diagonals
//!   that could touch it: `/` in the cells above right and below left of it, `\` in the
//!   cells above left and below right ([`card`], Sinz's sequential counter); an unknown
//!   number `?` asks nothing.
//! * **No loop.** A closed loop of diagonals encloses a region that does not reach the
//!   border, and a region that does not is enclosed by a loop; so there is no loop exactly
//!   when every region reaches the border. The graph says it: a vertex for the midpoint
//!   of every side of a cell inside the grid, one vertex for all sides on the border
//!   (the outside), all always active; in each cell an edge joins the two sides of each
//!   of its halves, present when the cell holds the diagonal that cuts it so (`/` joins
//!   top with left and bottom with right, `\` top with right and left with bottom).
//!   Every region holds a half of some cell, so the graph is connected exactly when
//!   every region reaches the outside. Its lowering is [`SlantOptions::connectivity`]:
//!   lazy cuts in process by default, vertex elimination for plain CNF.
//! * **No diamond.** The smallest loop, four diagonals around a point, is also ruled
//!   out by one clause per 2x2 block of cells: implied by the above, it lets unit
//!   propagation see what the connectivity would only see late.
//!
//! ```
//! use puzzle_cnf::{slant, Options};
//! use puzzle_ir::slant::Slant;
//!
//! let puzzle = Slant::parse("p.txt", "kind: slant\ngrid:\n1..\n...\n...\n").unwrap();
//! let encoding = slant::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: `/` in the upper right cell only.
//! let answer = encoding.decoder.decode(|v| v.idx() == 1);
//! assert_eq!(answer.to_text(), "\\/\n\\\\\n");
//! ```

mod kind;

use crate::card::{self, CardEncoding};
use crate::connect::{self, Empty, Graph, Presence, Property};
use crate::{CellVars, CnfBuilder, Lit, Options, Relation, Var};
pub use crate::lines::LoopOptions as SlantOptions;
use puzzle_ir::slant::{Diagonal, Slant, SlantAnswer};

/// The CNF of a puzzle and the map back from its models.
pub type SlantEncoding = crate::KindEncoding<SlantDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Slant, options: &Options) -> SlantEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each number's clauses behind its own selector (row by row of
/// points).
pub fn encode_clues(puzzle: &Slant, options: &Options) -> (SlantEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Slant,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> SlantEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let cells: Vec<Var> = (0..rows * cols)
        .map(|i| cnf.new_named_var(|| format!("r{}c{}", i / cols + 1, i % cols + 1)))
        .collect();
    let slash = |r: usize, c: usize| cells[r * cols + c].pos_lit();

    for row in 0..=rows {
        for col in 0..=cols {
            let Some(number) = puzzle.number(row, col) else {
                continue;
            };
            let touching = touching(rows, cols, row, col, slash);
            cnf.add_clue(selectors.as_deref_mut(), |cnf| {
                let (exact, counter) = (Relation::Equal, CardEncoding::SequentialCounter);
                card::encode(&touching, exact, usize::from(number), counter, cnf);
            });
        }
    }
    for r in 1..rows {
        for c in 1..cols {
            let diamond = [slash(r - 1, c - 1), !slash(r - 1, c), !slash(r, c - 1), slash(r, c)];
            cnf.add_clause(diamond.map(|l| !l));
        }
    }
    let lowering = options.slant.connectivity.lowering(options.in_process);
    connect::encode(&regions(rows, cols, slash), Property::Connected, Empty::Allowed, lowering, &mut cnf);

    let decoder = SlantDecoder { rows, cols, cells };
    SlantEncoding { cnf, decoder }
}

/// The literals of "this cell's diagonal touches the point at (row, col)", over the
/// cells around it.
fn touching(
    rows: usize,
    cols: usize,
    row: usize,
    col: usize,
    slash: impl Fn(usize, usize) -> Lit,
) -> Vec<Lit> {
    let around = [(0, 0, true), (0, 1, false), (1, 0, false), (1, 1, true)];
    // (row offset, column offset, whether `\` touches) for the cells above left, above
    // right, below left and below right of the point.
    (around.into_iter())
        .filter_map(|(dr, dc, backslash)| {
            let (r, c) = ((row + dr).checked_sub(1)?, (col + dc).checked_sub(1)?);
            (r < rows && c < cols).then(|| if backslash { !slash(r, c) } else { slash(r, c) })
        })
        .collect()
}

/// The graph of the regions: the midpoints of the sides of cells inside the grid and
/// one outside vertex, joined in each cell across the halves its diagonal leaves.
fn regions(rows: usize, cols: usize, slash: impl Fn(usize, usize) -> Lit) -> Graph {
    let mut graph = Graph::new();
    let outside = graph.add_vertex(Presence::Always);
    // The vertex of the top side of cell (r, c) for r in 0..=rows, and of its left side
    // for c in 0..=cols.
    let side = |inside: bool, graph: &mut Graph| match inside {
        true => graph.add_vertex(Presence::Always),
        false => outside,
    };
    let top: Vec<usize> = (0..(rows + 1) * cols)
        .map(|i| side(i >= cols && i < rows * cols, &mut graph))
        .collect();
    let left: Vec<usize> = (0..rows * (cols + 1))
        .map(|i| side(i % (cols + 1) != 0 && i % (cols + 1) != cols, &mut graph))
        .collect();
    for r in 0..rows {
        for c in 0..cols {
            let (up, down) = (top[r * cols + c], top[(r + 1) * cols + c]);
            let (west, east) = (left[r * (cols + 1) + c], left[r * (cols + 1) + c + 1]);
            let s = slash(r, c);
            for (a, b, when) in [(up, west, s), (down, east, s), (up, east, !s), (west, down, !s)] {
                if a != b {
                    graph.add_edge(a, b, Presence::When(when));
                }
            }
        }
    }
    graph
}

/// The map from a model back to a [`SlantAnswer`]: each cell's variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlantDecoder {
    rows: usize,
    cols: usize,
    cells: Vec<Var>,
}

impl SlantDecoder {
    /// The answer of a model: `/` where the cell's variable is true.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> SlantAnswer {
        let diagonal = |&v: &Var| match value_of(v) {
            true => Diagonal::Slash,
            false => Diagonal::Backslash,
        };
        SlantAnswer::new(self.rows, self.cols, self.cells.iter().map(diagonal).collect())
    }

    /// Each cell's one variable.
    pub fn cell_vars(&self) -> Vec<CellVars> {
        self.cells.iter().map(|&v| CellVars::Open(vec![v])).collect()
    }

    /// The cell variables' values in `answer`.
    pub fn lits_of(&self, answer: &SlantAnswer) -> Vec<Lit> {
        (self.cells.iter().zip(answer.diagonals()))
            .map(|(v, &d)| if d == Diagonal::Slash { v.pos_lit() } else { v.neg_lit() })
            .collect()
    }
}
