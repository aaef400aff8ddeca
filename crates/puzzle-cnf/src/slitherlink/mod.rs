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
//!   ([`card`], Sinz's sequential counter, generalized arc consistent); an unknown
//!   number `?` asks nothing.
//! * **The loop.** The lattice as a [`GridLoop`](crate::connect::GridLoop) (the
//!   [lines kit](crate::lines)'s edge variables), each point with a variable `on r1c1`
//!   (it lies on the loop): every point has 0 or 2 edges, is on the loop exactly when it
//!   has 2, the points on the loop are connected, and there is at least one. The
//!   connectivity lowering is [`SlitherlinkOptions::connectivity`]: by default lazy cuts
//!   for a solver in this process ([`Options::in_process`]), vertex elimination for plain
//!   CNF.
//! * **Every point.** In the variant where the loop visits every point
//!   ([`Slitherlink::every_point`]), each `on` variable is a unit clause.
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
use crate::lines::{self, LineDecoder};
use crate::{CnfBuilder, Lit, Options, Relation, Var};
pub use lines::LoopOptions as SlitherlinkOptions;
use puzzle_ir::slitherlink::Slitherlink;

/// The map from a model back to a
/// [`SlitherlinkAnswer`](puzzle_ir::slitherlink::SlitherlinkAnswer).
pub type SlitherlinkDecoder = LineDecoder<Slitherlink>;

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
    let edges = lines::edge_vars(puzzle, &mut cnf);
    let edge = |edge: Option<Var>| edge.expect("every side of a cell is an edge");

    for r in 0..rows {
        for c in 0..cols {
            let Some(number) = puzzle.clue(r, c) else {
                continue;
            };
            let sides = [
                edges.across(r, c),
                edges.across(r + 1, c),
                edges.down(r, c),
                edges.down(r, c + 1),
            ]
            .map(|side| edge(side).pos_lit());
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

    let lowering = (options.slitherlink.connectivity).lowering(options.in_process);
    let on = edges.encode_loop(lowering, &mut cnf);
    if puzzle.every_point() {
        for point in on {
            cnf.add_clause([point.pos_lit()]);
        }
    }

    let decoder = SlitherlinkDecoder::new(puzzle, edges);
    SlitherlinkEncoding { cnf, decoder }
}
