//! The Yajilin encoder: one variable per link between neighbouring cell centres, the loop
//! as a [`GridLoop`] on the centres, and a cell off the loop is shaded.
//!
//! # Variables and clauses
//!
//! * **Links.** `r1c1-r1c2` says the loop runs between the centres of cells (1, 1) and
//!   (1, 2): first the rows x (cols - 1) links across, row by row, then the
//!   (rows - 1) x cols links down.
//! * **The loop.** A [`GridLoop`] on the centres, each with a variable `on r1c1` (the
//!   loop passes the cell): every cell has 0 or 2 links, the cells on the loop are
//!   connected, and there is at least one. The connectivity lowering is
//!   [`YajilinOptions::connectivity`] (the shared `--connectivity`): by default lazy
//!   cuts for a solver in this process, vertex elimination for plain CNF.
//! * **Shading.** No variable of its own: a cell without a clue is shaded exactly when
//!   it is off the loop, and a clue cell is off the loop and never shaded. No two
//!   shaded cells touch: of two neighbours without clues, one is on the loop.
//! * **Arrows.** An arrow numbered k counts the shaded cells it points at (the cells
//!   without clues off the loop) in a [`Tally`] up to k + 1, each arrow behind its own
//!   selector for explanations. A number without an arrow breaks the rules (an empty
//!   clause); an arrow's `?` states nothing.
//!
//! ```
//! use puzzle_cnf::{yajilin, Options};
//! use puzzle_ir::yajilin::Yajilin;
//!
//! let puzzle = Yajilin::parse("p.txt", "kind: yajilin\ngrid:\nv1 . . .\n. . . .\n").unwrap();
//! let encoding = yajilin::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: no link drawn, so every cell without a clue is shaded.
//! let answer = encoding.decoder.decode(|_| false);
//! assert!(answer.to_text().starts_with("v # # #\n"));
//! ```
//!
//! [`GridLoop`]: crate::connect::GridLoop

mod kind;

use crate::lines::{self, LineDecoder};
use crate::tally::Tally;
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Options, Var};
pub use crate::lines::LoopOptions as YajilinOptions;
use puzzle_ir::lines::LinePuzzle;
use puzzle_ir::yajilin::{Mark, Yajilin, YajilinAnswer};
use std::convert::Infallible;

/// The CNF of a puzzle and the map back from its models.
pub type YajilinEncoding = crate::KindEncoding<YajilinDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Yajilin, options: &Options) -> YajilinEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each numbered arrow behind its own selector (row-major).
pub fn encode_clues(puzzle: &Yajilin, options: &Options) -> (YajilinEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

/// Links, the loop, the shading and the arrows; with `selectors`, each arrow is guarded
/// by a fresh selector pushed there.
fn encode_with(puzzle: &Yajilin, options: &Options, mut selectors: Option<&mut Vec<Lit>>) -> YajilinEncoding {
    let grid = puzzle.grid();
    let mut cnf = CnfBuilder::naming(options.names);
    let links = lines::edge_vars(puzzle, &mut cnf);
    let lowering = options.yajilin.connectivity.lowering(options.in_process);
    let on = links.encode_loop(lowering, &mut cnf);
    let clued = |cell: usize| puzzle.clues()[cell].is_some();
    // Each cell's literal "shaded": off the loop, for a cell without a clue.
    let shaded: Vec<Option<Lit>> = (0..grid.len()).map(|cell| (!clued(cell)).then(|| !on[cell].pos_lit())).collect();
    for cell in (0..grid.len()).filter(|&cell| clued(cell)) {
        cnf.add_clause([!on[cell].pos_lit()]);
    }
    for (a, b) in grid.adjacent_pairs() {
        if let (Some(a), Some(b)) = (shaded[a], shaded[b]) {
            cnf.add_clause([!a, !b]);
        }
    }
    if puzzle.arrowless_number().is_some() {
        cnf.add_clause([]);
    }
    for (cell, arrow, number) in puzzle.counts() {
        let ray: Vec<Lit> = arrow.ray(grid, cell).filter_map(|i| shaded[i]).collect();
        let number = number as usize;
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            let tally = Tally::new(&ray, number + 1, cnf);
            for clause in tally.equal(number) {
                cnf.add_clause(clause);
            }
        });
    }
    let lines = LineDecoder::new(puzzle, links);
    YajilinEncoding { cnf, decoder: YajilinDecoder { puzzle: puzzle.clone(), lines, on } }
}

/// The map from a model back to a [`YajilinAnswer`]: the links drawn, and each cell
/// without a clue that the loop misses shaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YajilinDecoder {
    puzzle: Yajilin,
    lines: LineDecoder<Yajilin>,
    /// Row-major: the cell lies on the loop.
    on: Vec<Var>,
}

impl YajilinDecoder {
    /// Reads the answer from the values of the variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> YajilinAnswer {
        let mut answer = self.lines.decode(&value_of);
        let cols = self.puzzle.cols();
        for (cell, &on) in self.on.iter().enumerate() {
            if self.puzzle.clues()[cell].is_none() && !value_of(on) {
                answer.set_cell(cell / cols, cell % cols, Some(Mark::Shaded));
            }
        }
        answer
    }

    /// The drawing's positions in order, with `cell` for each cell's.
    fn cells_in_drawing(&self) -> impl Iterator<Item = Option<usize>> + '_ {
        let (height, width) = Yajilin::LATTICE.drawing_size(self.puzzle.size());
        let cols = self.puzzle.cols();
        (0..height * width).map(move |i| {
            let (line, col) = (i / width, i % width);
            (line % 2 == 0 && col % 2 == 0).then_some(line / 2 * cols + col / 2)
        })
    }
}

impl KindDecoder for YajilinDecoder {
    type Answer = YajilinAnswer;
    type BadModel = Infallible;

    /// Every model is a set of links, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<YajilinAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    /// A link's variable; a cell without a clue is read from its `on` variable; a clue
    /// cell and the space between four cells are stated.
    fn cell_vars(&self) -> Vec<CellVars> {
        let positions = self.lines.cell_vars().into_iter().zip(self.cells_in_drawing());
        (positions.map(|(vars, cell)| match cell {
            Some(cell) if self.puzzle.clues()[cell].is_none() => CellVars::Open(vec![self.on[cell]]),
            _ => vars,
        }))
        .collect()
    }

    fn lits_of(&self, answer: &YajilinAnswer) -> Vec<Lit> {
        let cols = self.puzzle.cols();
        let mut lits = self.lines.lits_of(answer);
        for (cell, &on) in self.on.iter().enumerate() {
            if self.puzzle.clues()[cell].is_none() {
                let shaded = answer.cell(cell / cols, cell % cols) == Some(Mark::Shaded);
                lits.push(Lit::new(on.idx32(), shaded));
            }
        }
        lits
    }
}
