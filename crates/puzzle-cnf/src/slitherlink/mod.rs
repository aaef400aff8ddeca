//! The Slitherlink encoder: one variable per edge of the lattice of the cells' corner
//! points, each number an exact count of its cell's four edges, and the loop as
//! [`connect`](crate::connect)'s `Loop` property over the lattice.
//!
//! # Variables and clauses
//!
//! * **Edges.** `r1c1-r1c2` says the loop runs between points (1, 1) and (1, 2) (points
//!   1-based from the top-left corner): first the (rows + 1) x cols edges across, row by
//!   row, then the rows x (cols + 1) edges down.
//! * **Numbers.** A number k asks for exactly k of its cell's four edges
//!   ([`card`](crate::card), Sinz's sequential counter, generalized arc consistent).
//! * **The loop.** The lattice as a [`Graph::grid`], each point with a variable `on r1c1`
//!   (it lies on the loop), each edge present with its edge variable, and
//!   [`connect::encode`] with [`Property::Loop`] and [`Empty::Forbidden`]: every point has
//!   0 or 2 edges, is on the loop exactly when it has 2, the points on the loop are
//!   connected, and there is at least one. The connectivity lowering is a static one
//!   ([`SlitherlinkOptions::connectivity`]), so the CNF says everything.
//!
//! ```
//! use puzzle_cnf::{slitherlink, Options};
//! use puzzle_ir::slitherlink::Slitherlink;
//!
//! let puzzle = Slitherlink::parse("p.txt", "kind: slitherlink\ngrid:\n3.\n.1\n").unwrap();
//! let encoding = slitherlink::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: every edge but those inside the grid, a loop around it.
//! let around = |v: puzzle_cnf::Var| ![2, 3, 7, 10].contains(&v.idx());
//! let answer = encoding.decoder.decode(around);
//! assert_eq!(answer.to_text(), "+-+-+\n|3 .|\n+ + +\n|. 1|\n+-+-+\n");
//! ```

mod kind;

use crate::card::{self, CardEncoding};
use crate::connect::{self, Empty, Graph, GridPart, Presence, Property};
use crate::{CellVars, CnfBuilder, Lit, Options, Relation, Var};
pub(crate) use kind::CONNECTIVITY;
pub use kind::{Connectivity, SlitherlinkOptions};
use puzzle_ir::slitherlink::{Slitherlink, SlitherlinkAnswer};

/// The map from a model back to a [`SlitherlinkAnswer`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlitherlinkDecoder {
    puzzle: Slitherlink,
    /// The edge right of each point, (rows + 1) x cols, row-major.
    across: Vec<Var>,
    /// The edge below each point, rows x (cols + 1), row-major.
    down: Vec<Var>,
}

impl SlitherlinkDecoder {
    /// Reads the answer from the values of the edge variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> SlitherlinkAnswer {
        let across = self.across.iter().map(|&v| value_of(v)).collect();
        let down = self.down.iter().map(|&v| value_of(v)).collect();
        SlitherlinkAnswer::new(&self.puzzle, across, down)
    }

    /// Per position of the answer's drawing: an edge's variable, or stated (points and
    /// cells).
    pub fn cell_vars(&self) -> Vec<CellVars> {
        let (rows, cols) = (self.puzzle.rows(), self.puzzle.cols());
        let mut out = Vec::with_capacity((2 * rows + 1) * (2 * cols + 1));
        for line in 0..=2 * rows {
            for col in 0..=2 * cols {
                let (r, c) = (line / 2, col / 2);
                out.push(match (line % 2, col % 2) {
                    (0, 1) => CellVars::Open(vec![self.across[r * cols + c]]),
                    (1, 0) => CellVars::Open(vec![self.down[r * (cols + 1) + c]]),
                    _ => CellVars::Stated,
                });
            }
        }
        out
    }

    /// The edge variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &SlitherlinkAnswer) -> Vec<Lit> {
        let cols = self.puzzle.cols();
        let across = self.across.iter().enumerate().map(|(i, &var)| {
            let on = answer.across(i / cols, i % cols);
            Lit::new(var.idx32(), !on)
        });
        let down = self.down.iter().enumerate().map(|(i, &var)| {
            let on = answer.down(i / (cols + 1), i % (cols + 1));
            Lit::new(var.idx32(), !on)
        });
        across.chain(down).collect()
    }
}

/// The CNF of a puzzle and the map back from its models.
pub type SlitherlinkEncoding = crate::KindEncoding<SlitherlinkDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Slitherlink, options: &Options) -> SlitherlinkEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each number's clauses behind its own selector (row-major).
pub fn encode_clues(puzzle: &Slitherlink, options: &Options) -> (SlitherlinkEncoding, Vec<Lit>) {
    let mut selectors = Vec::new();
    let encoding = encode_with(puzzle, options, Some(&mut selectors));
    (encoding, selectors)
}

/// Edges, numbers and the loop; with `selectors`, each number is guarded by a fresh
/// selector pushed there.
fn encode_with(
    puzzle: &Slitherlink,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> SlitherlinkEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = if options.names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let point = |r: usize, c: usize| format!("r{}c{}", r + 1, c + 1);
    let edge = |cnf: &mut CnfBuilder, a: (usize, usize), b: (usize, usize)| {
        cnf.new_named_var(|| format!("{}-{}", point(a.0, a.1), point(b.0, b.1)))
    };
    let across: Vec<Var> = (0..=rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .map(|(r, c)| edge(&mut cnf, (r, c), (r, c + 1)))
        .collect();
    let down: Vec<Var> = (0..rows)
        .flat_map(|r| (0..=cols).map(move |c| (r, c)))
        .map(|(r, c)| edge(&mut cnf, (r, c), (r + 1, c)))
        .collect();

    for r in 0..rows {
        for c in 0..cols {
            let Some(number) = puzzle.clue(r, c) else {
                continue;
            };
            let sides = [
                across[r * cols + c],
                across[(r + 1) * cols + c],
                down[r * (cols + 1) + c],
                down[r * (cols + 1) + c + 1],
            ]
            .map(Var::pos_lit);
            let count = |cnf: &mut CnfBuilder| {
                let exact = Relation::Equal;
                card::encode(
                    &sides,
                    exact,
                    number.into(),
                    CardEncoding::SequentialCounter,
                    cnf,
                )
            };
            cnf.add_clue(selectors.as_deref_mut(), count);
        }
    }

    let graph = Graph::grid(rows + 1, cols + 1, |part| match part {
        GridPart::Vertex(r, c) => Presence::When(
            cnf.new_named_var(|| format!("on {}", point(r, c)))
                .pos_lit(),
        ),
        GridPart::Edge((r, c), (_, c2)) if c2 > c => Presence::When(across[r * cols + c].pos_lit()),
        GridPart::Edge((r, c), _) => Presence::When(down[r * (cols + 1) + c].pos_lit()),
    });
    let lowering = options.slitherlink.connectivity.lowering();
    let cutter = connect::encode(&graph, Property::Loop, Empty::Forbidden, lowering, &mut cnf);
    debug_assert!(cutter.is_none(), "a static lowering needs no cutter");

    let decoder = SlitherlinkDecoder {
        puzzle: puzzle.clone(),
        across,
        down,
    };
    SlitherlinkEncoding { cnf, decoder }
}
