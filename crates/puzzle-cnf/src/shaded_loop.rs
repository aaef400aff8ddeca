//! The shaded-loop kit on the CNF side (Yajilin, Koburin): one variable per link between
//! neighbouring cell centres, the loop as a [`GridLoop`] on the centres, and the cells
//! off it shaded, never two side by side; the kind adds its counts on the shaded cells'
//! literals, and the [`ShadedLoopDecoder`] reads a model back.
//!
//! * **Links.** `r1c1-r1c2` says the loop runs between the centres of cells (1, 1) and
//!   (1, 2): first the rows x (cols - 1) links across, row by row, then the
//!   (rows - 1) x cols links down.
//! * **The loop.** A [`GridLoop`] on the centres, each with a variable `on r1c1` (the
//!   loop passes the cell): every cell has 0 or 2 links, the cells on the loop are
//!   connected, and there is at least one; its connectivity lowering is the caller's.
//! * **Shading.** No variable of its own: a cell without a clue is shaded exactly when
//!   it is off the loop, and a clue cell is off the loop and never shaded. No two
//!   shaded cells touch: of two neighbours without clues, one is on the loop.
//!
//! * **No lone square** ([`forbid_lone_squares`], for the kind to add): no loop around
//!   four cells where two neighbouring cells without clues lie outside them.
//!
//! [`GridLoop`]: crate::connect::GridLoop

use crate::connect::Lowering;
use crate::lines::{self, LineDecoder};
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Var};
use puzzle_ir::grid::Grid;
use puzzle_ir::lines::{LineAnswer, LinePuzzle};
use puzzle_ir::shaded_loop::{ClueSymbol, Mark};
use std::convert::Infallible;

/// The loop and the shading of `puzzle`, its connectivity lowered by `lowering`: each
/// cell's literal "shaded" (none for a clue cell), row-major, and the decoder.
pub fn encode<P, S>(
    puzzle: &P,
    lowering: Lowering,
    cnf: &mut CnfBuilder,
) -> (Vec<Option<Lit>>, ShadedLoopDecoder<P>)
where
    P: LinePuzzle<Clue = Mark<S>>,
    S: ClueSymbol,
{
    let (rows, cols) = puzzle.size();
    let grid = Grid::new(rows, cols);
    let links = lines::edge_vars(puzzle, cnf);
    let on = links.encode_loop(lowering, cnf);
    let clued = |cell: usize| puzzle.cell_clues()[cell].is_some();
    let shaded: Vec<Option<Lit>> = (0..grid.len())
        .map(|cell| (!clued(cell)).then(|| !on[cell].pos_lit()))
        .collect();
    for cell in (0..grid.len()).filter(|&cell| clued(cell)) {
        cnf.add_clause([!on[cell].pos_lit()]);
    }
    for (a, b) in grid.adjacent_pairs() {
        if let (Some(a), Some(b)) = (shaded[a], shaded[b]) {
            cnf.add_clause([!a, !b]);
        }
    }
    let lines = LineDecoder::new(puzzle, links);
    (
        shaded,
        ShadedLoopDecoder {
            puzzle: puzzle.clone(),
            lines,
            on,
        },
    )
}

/// Forbids the loop around each square of four cells that leaves two neighbouring cells
/// without clues outside it ([`GridLoop::forbid_squares`](crate::connect::GridLoop::forbid_squares)): the loop passes every cell
/// without a clue that is not shaded, and shaded cells never touch, so that square is
/// never the whole loop (implied, stated for propagation).
pub fn forbid_lone_squares<P, S>(decoder: &ShadedLoopDecoder<P>, cnf: &mut CnfBuilder)
where
    P: LinePuzzle<Clue = Mark<S>>,
    S: ClueSymbol,
{
    let (rows, cols) = decoder.puzzle.size();
    let grid = Grid::new(rows, cols);
    let unclued_pairs: Vec<(usize, usize)> = (grid.adjacent_pairs())
        .filter(|&(a, b)| decoder.unclued(a) && decoder.unclued(b))
        .collect();
    let not_whole = |r: usize, c: usize| {
        let outside = |cell: usize| {
            let (cell_r, cell_c) = grid.position(cell);
            !(r..=r + 1).contains(&cell_r) || !(c..=c + 1).contains(&cell_c)
        };
        (unclued_pairs.iter()).any(|&(a, b)| outside(a) && outside(b))
    };
    decoder.lines.edges().forbid_squares(not_whole, cnf);
}

/// The map from a model back to a [`LineAnswer`]: the links drawn, and each cell
/// without a clue that the loop misses shaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShadedLoopDecoder<P> {
    puzzle: P,
    lines: LineDecoder<P>,
    /// Row-major: the cell lies on the loop.
    on: Vec<Var>,
}

impl<P, S> ShadedLoopDecoder<P>
where
    P: LinePuzzle<Clue = Mark<S>>,
    S: ClueSymbol,
{
    /// Reads the answer from the values of the variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> LineAnswer<P> {
        let mut answer = self.lines.decode(&value_of);
        let cols = self.puzzle.size().1;
        for (cell, &on) in self.on.iter().enumerate() {
            if self.unclued(cell) && !value_of(on) {
                answer.set_cell(cell / cols, cell % cols, Some(Mark::Shaded));
            }
        }
        answer
    }

    /// Whether `cell` has no clue.
    fn unclued(&self, cell: usize) -> bool {
        self.puzzle.cell_clues()[cell].is_none()
    }

    /// The drawing's positions in order, with `cell` for each cell's.
    fn cells_in_drawing(&self) -> impl Iterator<Item = Option<usize>> + '_ {
        let (height, width) = P::LATTICE.drawing_size(self.puzzle.size());
        let cols = self.puzzle.size().1;
        (0..height * width).map(move |i| {
            let (line, col) = (i / width, i % width);
            (line % 2 == 0 && col % 2 == 0).then_some(line / 2 * cols + col / 2)
        })
    }
}

impl<P, S> KindDecoder for ShadedLoopDecoder<P>
where
    P: LinePuzzle<Clue = Mark<S>>,
    S: ClueSymbol,
{
    type Answer = LineAnswer<P>;
    type BadModel = Infallible;

    /// Every model is a set of links, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<LineAnswer<P>, Infallible> {
        Ok(self.decode(value_of))
    }

    /// A link's variable; a cell without a clue is read from its `on` variable; a clue
    /// cell and the space between four cells are stated.
    fn cell_vars(&self) -> Vec<CellVars> {
        let positions = self
            .lines
            .cell_vars()
            .into_iter()
            .zip(self.cells_in_drawing());
        (positions.map(|(vars, cell)| match cell {
            Some(cell) if self.unclued(cell) => CellVars::Open(vec![self.on[cell]]),
            _ => vars,
        }))
        .collect()
    }

    fn lits_of(&self, answer: &LineAnswer<P>) -> Vec<Lit> {
        let cols = self.puzzle.size().1;
        let mut lits = self.lines.lits_of(answer);
        for (cell, &on) in self.on.iter().enumerate() {
            if self.unclued(cell) {
                let shaded = answer.cell(cell / cols, cell % cols) == Some(Mark::Shaded);
                lits.push(Lit::new(on.idx32(), shaded));
            }
        }
        lits
    }
}
