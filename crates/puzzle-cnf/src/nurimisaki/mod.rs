//! The Nurimisaki encoder: one variable per cell, true when the cell is shaded, and the
//! rules as clauses over them.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded.
//! * **Shading** ([`shade`](crate::shade)): no 2x2 block wholly shaded, none wholly
//!   unshaded; the unshaded cells are one connected area
//!   ([`Shading::connected_at_least`], lowered by the `--connectivity` setting: lazy
//!   cuts in process by default, elimination for plain CNF); at least one cell is
//!   shaded. Every answer has at least a cell of each of the disjoint 2x2 blocks that
//!   tile the grid, and every circle, unshaded: the lazy cuts of smaller pieces are
//!   short, and (from two such cells on) an unshaded cell has an unshaded neighbour
//!   ([`Shading::no_lone_cell`], implied).
//! * **Capes.** A circled cell is unshaded with exactly one unshaded neighbour (the
//!   no-goods of [`few::exactly`]); an unshaded cell without a circle has another count
//!   of unshaded neighbours than one: for each neighbour, the cell shaded, that
//!   neighbour shaded, or another neighbour unshaded.
//! * **Numbers** ([`sight`](crate::sight)): a cape sees along its one open direction
//!   only, so a number n needs no sum of views: along each of the four rays a [`Run`]
//!   cut at n, and "the ray's first cell open" implies the run is exactly n - 1 cells.
//!   For explanations each number is a clue whose selector guards those implications
//!   (the runs' own definitions and the circles' cape rule stay unguarded).
//!
//! ```
//! use puzzle_cnf::{nurimisaki, Options};
//! use puzzle_ir::nurimisaki::Nurimisaki;
//!
//! let text = "kind: nurimisaki\ngrid:\n3 . .\n. . ?\n";
//! let puzzle = Nurimisaki::parse("p.txt", text).unwrap();
//! let encoding = nurimisaki::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: the lower left and middle cells shaded.
//! let answer = encoding.decoder.decode(|v| v.idx() == 3 || v.idx() == 4);
//! assert_eq!(answer.to_text(), "3 . .\n# # ?\n");
//! ```

mod kind;

use crate::card::few;
use crate::connect::Empty;
use crate::shade::{Area, Shading, ShadingDecoder};
use crate::sight::{rays, Run};
use crate::{CnfBuilder, Lit, Options};
pub use kind::NurimisakiOptions;
use puzzle_ir::nurimisaki::{Nurimisaki, NurimisakiAnswer, UNKNOWN};
use puzzle_ir::shaded::Numbered;

/// The map from a model back to a [`NurimisakiAnswer`].
pub type NurimisakiDecoder = ShadingDecoder<Numbered>;

/// The CNF of a puzzle and the map back from its models.
pub type NurimisakiEncoding = crate::KindEncoding<NurimisakiDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Nurimisaki, options: &Options) -> NurimisakiEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each number behind its own selector (row-major).
pub fn encode_clues(puzzle: &Nurimisaki, options: &Options) -> (NurimisakiEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Nurimisaki,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> NurimisakiEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(rows, cols, &mut cnf);
    let grid = shading.grid();
    shading.no_block(&mut cnf);
    for block in grid.blocks() {
        cnf.add_clause(block.map(|(r, c)| shading.at(r, c)));
    }
    cnf.add_clause(shading.cells().iter().copied());
    let lowering = options.nurimisaki.connectivity.lowering(options.in_process);
    let fewest = fewest_unshaded(puzzle);
    shading.connected_at_least(Area::Unshaded, Empty::Allowed, fewest, lowering, &mut cnf);
    if fewest > 1 {
        shading.no_lone_cell(Area::Unshaded, &mut cnf);
    }

    let open: Vec<Lit> = shading.cells().iter().map(|&shaded| !shaded).collect();
    for cell in 0..grid.len() {
        let around: Vec<Lit> = grid.neighbours(cell).map(|n| open[n]).collect();
        if puzzle.circled(cell) {
            cnf.add_clause([open[cell]]);
            few::exactly(&around, 1, &mut cnf);
        } else {
            for (i, &alone) in around.iter().enumerate() {
                let others = around.iter().enumerate().filter(|&(j, _)| j != i);
                let clause = [!open[cell], !alone].into_iter();
                cnf.add_clause(clause.chain(others.map(|(_, &other)| other)));
            }
        }
        let Some(number) = puzzle.numbers()[cell].filter(|&n| n != UNKNOWN) else {
            continue;
        };
        let number = number as usize;
        let runs = rays(grid, cell).map(|ray| Run::new(ray.iter().map(|&i| open[i]), number, &mut cnf));
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            for run in &runs {
                for clause in sees_beyond(run, number - 1) {
                    cnf.add_clause(clause);
                }
            }
        });
    }

    let unshaded = NurimisakiAnswer::new(puzzle, &vec![false; rows * cols]);
    let circled = (0..grid.len()).map(|cell| puzzle.circled(cell)).collect();
    let decoder = ShadingDecoder::new(unshaded, &shading).stating(circled);
    NurimisakiEncoding { cnf, decoder }
}

/// The fewest unshaded cells of any answer: every circle, and a cell of each 2x2 block
/// in a tiling of the grid by disjoint blocks (none is wholly shaded). The numbers are
/// left out: explanations switch them off.
fn fewest_unshaded(puzzle: &Nurimisaki) -> usize {
    let circles = (0..puzzle.rows() * puzzle.cols()).filter(|&cell| puzzle.circled(cell)).count();
    circles.max((puzzle.rows() / 2) * (puzzle.cols() / 2))
}

/// The clauses "when the first cell of `run`'s ray is open, exactly `beyond` cells of
/// it are, one after the other" (none for an empty ray).
fn sees_beyond(run: &Run, beyond: usize) -> Vec<Vec<Lit>> {
    let Some(first) = run.at_least(1) else {
        return Vec::new();
    };
    let Some(reached) = run.at_least(beyond) else {
        return vec![vec![!first]]; // no cell beyond, or the ray is too short
    };
    let mut clauses = vec![vec![!first, reached]];
    if let Some(past) = run.at_least(beyond + 1) {
        clauses.push(vec![!first, !past]);
    }
    clauses
}
