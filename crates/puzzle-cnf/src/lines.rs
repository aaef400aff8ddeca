//! The lines kit on the CNF side: what the kinds whose answer is drawn as lines share.
//! Their edge variables are a [`GridLoop`] on the puzzle's [`Lattice`], a
//! [`LineDecoder`] reads them back into the IR's [`LineAnswer`], and the loop kinds take
//! the [`LoopOptions`] and start from the [`LOOP_HINTS`].
//!
//! [`Lattice`]: puzzle_ir::lines::Lattice

use crate::connect::{self, Choice, GridLoop};
use crate::{CellVars, CnfBuilder, KindDecoder, KindOptions, Lit, SolvingHints, Var};
use puzzle_ir::lines::{LineAnswer, LinePuzzle};
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

/// The edge variables of `puzzle`'s lattice, named after their two points.
pub fn edge_vars<P: LinePuzzle>(puzzle: &P, cnf: &mut CnfBuilder) -> GridLoop {
    let (rows, cols) = P::LATTICE.points(puzzle.size());
    GridLoop::new(rows, cols, cnf)
}

/// The map from a model back to a [`LineAnswer`]: the puzzle and its edge variables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineDecoder<P> {
    puzzle: P,
    edges: GridLoop,
}

impl<P: LinePuzzle> LineDecoder<P> {
    /// The decoder of `puzzle` whose edges are `edges` (from [`edge_vars`]).
    pub fn new(puzzle: &P, edges: GridLoop) -> Self {
        LineDecoder {
            puzzle: puzzle.clone(),
            edges,
        }
    }

    /// The edge variables.
    pub fn edges(&self) -> &GridLoop {
        &self.edges
    }

    /// Reads the answer from the values of the edge variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> LineAnswer<P> {
        LineAnswer::with_edges(&self.puzzle, self.edges.edges(value_of))
    }

    /// Per position of the answer's drawing: an edge's variable, or stated (points and
    /// faces).
    pub fn cell_vars(&self) -> Vec<CellVars> {
        self.edges.cell_vars()
    }

    /// The edge variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &LineAnswer<P>) -> Vec<Lit> {
        self.edges.lits(answer.edges())
    }
}

impl<P: LinePuzzle> KindDecoder for LineDecoder<P> {
    type Answer = LineAnswer<P>;
    type BadModel = Infallible;

    /// Every model is a set of edges, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<LineAnswer<P>, Infallible> {
        Ok(self.decode(value_of))
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        LineDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &LineAnswer<P>) -> Vec<Lit> {
        LineDecoder::lits_of(self, answer)
    }
}

/// A loop kind's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LoopOptions {
    /// How the loop's connectivity becomes clauses (the shared [`connect::SETTING`]).
    pub connectivity: Choice,
}

impl KindOptions for LoopOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(LoopOptions {
            connectivity: values.choice(&connect::SETTING)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(connect::SETTING.name, self.connectivity.name().to_owned())]
    }
}

/// The small solver below 25,000 clauses, CaDiCaL from there: in
/// `scripts/bench.py engines --kinds slitherlink` (docs/ENCODINGS.md, "Slitherlink") the
/// small solver was fastest in the bands up to 24,950 clauses and CaDiCaL from 25,068 on
/// (elimination). The lazy cuts in process cannot go to the small solver: varisat takes
/// them below the line, CaDiCaL from it (janko 100, 30x45, 32,573 clauses). CaDiCaL at
/// every size was no better on the lazy CNFs and twice the CPU on elimination's
/// (docs/experiments/2026-11-26-loop-peers.md).
pub const LOOP_HINTS: SolvingHints = SolvingHints {
    small_below: Some(25_000),
    cadical_from: Some(25_000),
    ..SolvingHints::DEFAULT
};
