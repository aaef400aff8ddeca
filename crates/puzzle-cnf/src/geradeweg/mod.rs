//! The Geradeweg encoder: one variable per link between neighbouring cell centres, the
//! loop as a [`GridLoop`] on the centres, and per numbered cell its two straight
//! stretches, across and down, as [`Span`]s over the links.
//!
//! # Variables and clauses
//!
//! * **Links.** `r1c1-r1c2` says the loop runs between the centres of cells (1, 1) and
//!   (1, 2): first the rows x (cols - 1) links across, row by row, then the
//!   (rows - 1) x cols links down.
//! * **The loop.** A [`GridLoop`] on the centres, each with a variable `on r1c1` (the
//!   loop passes the cell): every cell has 0 or 2 links, the cells on the loop are
//!   connected, and there is at least one. The connectivity lowering is
//!   [`GeradewegOptions::connectivity`] (the shared `--connectivity`): by default lazy
//!   cuts for a solver in this process, vertex elimination for plain CNF.
//! * **Stretches.** Along a row, the links drawn one after the other left of a cell and
//!   right of it are the straight stretch of the loop through it (a cell with two links
//!   of one row goes straight): a [`Span`] of two order-encoded runs over those links.
//! * **Numbers.** A numbered cell is on the loop. A number n makes each of its two spans
//!   empty or exactly n long ([`Span::empty_or`], runs cut at n + 1, no sum). The
//!   unknown number makes its two spans' lengths (each a sum of its runs) equal where
//!   neither is empty ([`equal_unless_empty`]).
//!
//! ```
//! use puzzle_cnf::{geradeweg, Options};
//! use puzzle_ir::geradeweg::Geradeweg;
//!
//! let puzzle = Geradeweg::parse("p.txt", "kind: geradeweg\ngrid:\n. 2 .\n. 2 .\n").unwrap();
//! let encoding = geradeweg::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: every link around the grid, none down the middle.
//! let around = |v: puzzle_cnf::Var| v.idx() < 7 && v.idx() != 5;
//! let answer = encoding.decoder.decode(around);
//! assert_eq!(answer.to_text(), ".-.-.\n|   |\n.-.-.\n");
//! ```

mod kind;

use crate::connect::GridLoop;
use crate::lines::{self, LineDecoder};
use crate::sight::{equal_unless_empty, Span};
use crate::{CnfBuilder, Lit, Options, Var};
use puzzle_ir::geradeweg::{Geradeweg, UNKNOWN};
pub use lines::LoopOptions as GeradewegOptions;

/// The map from a model back to a [`GeradewegAnswer`](puzzle_ir::geradeweg::GeradewegAnswer).
pub type GeradewegDecoder = LineDecoder<Geradeweg>;

/// The CNF of a puzzle and the map back from its models.
pub type GeradewegEncoding = crate::KindEncoding<GeradewegDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Geradeweg, options: &Options) -> GeradewegEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each number behind its own selector (row-major).
pub fn encode_clues(puzzle: &Geradeweg, options: &Options) -> (GeradewegEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

/// Links, the loop and the numbers; with `selectors`, each number is guarded by a fresh
/// selector pushed there.
fn encode_with(
    puzzle: &Geradeweg,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> GeradewegEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let links = lines::edge_vars(puzzle, &mut cnf);
    let lowering = options.geradeweg.connectivity.lowering(options.in_process);
    let on = links.encode_loop(lowering, &mut cnf);
    for (cell, &number) in puzzle.numbers().iter().enumerate() {
        let Some(number) = number else { continue };
        let (r, c) = (cell / cols, cell % cols);
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            cnf.add_clause([on[cell].pos_lit()]);
            // A known number n needs its runs up to n + 1; the unknown one, whole.
            let up_to = match number {
                UNKNOWN => rows + cols,
                n => n as usize + 1,
            };
            let [across, down] = spans(&links, (rows, cols), (r, c), up_to, cnf);
            if number == UNKNOWN {
                let (across, down) = (across.length(cnf), down.length(cnf));
                equal_unless_empty(&across, &down).into_iter().for_each(|c| cnf.add_clause(c));
            } else {
                for clause in [across, down].iter().flat_map(|span| span.empty_or(number as usize)) {
                    cnf.add_clause(clause);
                }
            }
        });
    }
    let decoder = GeradewegDecoder::new(puzzle, links);
    GeradewegEncoding { cnf, decoder }
}

/// The spans across and down through cell (`r`, `c`) over the links, cut at `up_to`.
fn spans(
    links: &GridLoop,
    (rows, cols): (usize, usize),
    (r, c): (usize, usize),
    up_to: usize,
    cnf: &mut CnfBuilder,
) -> [Span; 2] {
    let lit = |var: Option<Var>| var.expect("a link inside the grid").pos_lit();
    let left = (0..c).rev().map(|k| lit(links.across(r, k)));
    let right = (c..cols - 1).map(|k| lit(links.across(r, k)));
    let up = (0..r).rev().map(|k| lit(links.down(k, c)));
    let down = (r..rows - 1).map(|k| lit(links.down(k, c)));
    [
        Span::new(left, right, up_to, cnf),
        Span::new(up, down, up_to, cnf),
    ]
}
