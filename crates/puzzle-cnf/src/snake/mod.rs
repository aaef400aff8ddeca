//! The Snake encoder: one variable per cell, true when the cell is shaded (a cell of the
//! snake), one per cell true when it is an end, and the rules as clauses over them.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded.
//! * **Degrees.** A shaded cell has one or two shaded neighbours (a clause for "at
//!   least one", a clause per three neighbours against all three).
//! * **Ends.** `end:r1c1` holds exactly when the cell is shaded with one shaded
//!   neighbour; exactly two cells are ends ([`card`], rustsat's totalizer).
//! * **No touching.** No 2x2 block holds exactly two shaded cells on a diagonal; no 2x2
//!   block is all shaded (implied by the rest, stated for propagation).
//! * **One piece.** The shaded cells are connected ([`Shading::connected`], lowered by
//!   the `--connectivity` setting: lazy cuts in process by default, elimination for
//!   plain CNF).
//! * **Clues.** An end circle is its cell shaded and an end; a body circle its cell
//!   shaded with exactly two shaded neighbours ([`few::exactly`]); a count is the
//!   shaded cells of its line ([`card`]). Each is a clue behind its own selector for
//!   explanations, circles first in reading order, then the rows' and the columns'
//!   counts.
//!
//! # Why this is one snake
//!
//! The shaded cells and the grid's edges between them form a graph in which every
//! vertex has degree 1 or 2 (the degree clauses). Such a graph is a disjoint union of
//! paths (two vertices of degree 1 each, at least two vertices) and cycles (no vertex
//! of degree 1). Connectivity leaves one of them; exactly two ends rule out the cycle.
//! So the shaded cells are one path with two ends whose cells touch by a side only
//! where they follow each other (the graph is the one of all adjacent shaded cells),
//! and, with the diagonal clauses, touch at a corner only across a shared neighbour.
//! Conversely every snake of the rules satisfies each clause, so the models are the
//! answers.
//!
//! ```
//! use puzzle_cnf::{snake, Options};
//! use puzzle_ir::snake::Snake;
//!
//! let puzzle = Snake::parse("p.txt", "kind: snake\ngrid:\n*.\n..\n").unwrap();
//! let encoding = snake::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: the top row shaded.
//! let answer = encoding.decoder.decode(|v| v.idx() < 2);
//! assert_eq!(answer.to_text(), "##\n..\n");
//! ```

mod kind;

use crate::card::{self, few, CardEncoding};
use crate::connect::Empty;
use crate::shade::{Area, Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit, Options, Relation};
pub use kind::SnakeOptions;
use puzzle_ir::shaded::Plain;
use puzzle_ir::snake::{Circle, Snake, SnakeAnswer};

/// The map from a model back to a [`SnakeAnswer`].
pub type SnakeDecoder = ShadingDecoder<Plain>;

/// The CNF of a puzzle and the map back from its models.
pub type SnakeEncoding = crate::KindEncoding<SnakeDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Snake, options: &Options) -> SnakeEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each circle (reading order), then each count (rows, then
/// columns) behind its own selector.
pub fn encode_clues(puzzle: &Snake, options: &Options) -> (SnakeEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Snake,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> SnakeEncoding {
    let grid = puzzle.shape();
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(grid.rows, grid.cols, &mut cnf);
    let cells = shading.cells();
    let around = |i: usize| -> Vec<Lit> { grid.neighbours(i).map(|n| cells[n]).collect() };
    let ends: Vec<Lit> = (0..grid.len())
        .map(|i| {
            let (row, col) = grid.position(i);
            let end = cnf.new_named_var(|| format!("end:r{}c{}", row + 1, col + 1)).pos_lit();
            degree_one_or_two(cells[i], end, &around(i), &mut cnf);
            end
        })
        .collect();
    card::encode(&ends, Relation::Equal, 2, CardEncoding::Totalizer, &mut cnf);
    no_diagonal_touch(&shading, &mut cnf);
    shading.no_block(&mut cnf);
    let lowering = options.snake.connectivity.lowering(options.in_process);
    shading.connected(Area::Shaded, Empty::Forbidden, lowering, &mut cnf);

    for (i, circle) in puzzle.circles().iter().enumerate() {
        let Some(circle) = circle else { continue };
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            cnf.add_clause([cells[i]]);
            match circle {
                Circle::End => cnf.add_clause([ends[i]]),
                Circle::Body => few::exactly(&around(i), 2, cnf),
            }
        });
    }
    let counts = puzzle.row_counts().iter().chain(puzzle.col_counts());
    for (&count, line) in counts.zip(grid.lines()) {
        let Some(count) = count else { continue };
        let lits: Vec<Lit> = line.into_iter().map(|i| cells[i]).collect();
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            card::encode(&lits, Relation::Equal, count as usize, CardEncoding::Totalizer, cnf)
        });
    }

    let unshaded = SnakeAnswer::new(grid.rows, grid.cols, vec![false; grid.len()]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
    SnakeEncoding { cnf, decoder }
}

/// A shaded `cell` has one or two shaded cells `around` it, and `end` holds exactly
/// when it is shaded with one.
fn degree_one_or_two(cell: Lit, end: Lit, around: &[Lit], cnf: &mut CnfBuilder) {
    cnf.add_clause(std::iter::once(!cell).chain(around.iter().copied()));
    cnf.add_clause([!end, cell]);
    for (k, &a) in around.iter().enumerate() {
        let others = around.iter().enumerate().filter(|&(j, _)| j != k);
        cnf.add_clause([!cell, !a, end].into_iter().chain(others.clone().map(|(_, &o)| o)));
        for (j, &b) in others.filter(|&(j, _)| j > k) {
            cnf.add_clause([!end, !a, !b]);
            for &c in &around[j + 1..] {
                cnf.add_clause([!cell, !a, !b, !c]);
            }
        }
    }
}

/// No 2x2 block holds exactly two shaded cells on a diagonal.
fn no_diagonal_touch(shading: &Shading, cnf: &mut CnfBuilder) {
    for [a, b, c, d] in shading.grid().blocks() {
        let [a, b, c, d] = [a, b, c, d].map(|(r, c)| shading.at(r, c));
        cnf.add_clause([!a, !d, b, c]);
        cnf.add_clause([!b, !c, a, d]);
    }
}
