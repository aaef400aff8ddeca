//! The Hashiwokakero encoder: two variables per place a bridge may be built (a span
//! between two islands of a row or a column with only water between them), and the
//! islands' connectivity over the graph of spans.
//!
//! # Variables and clauses
//!
//! * **Bridges.** `r1c1-r1c4` says at least one bridge joins the islands at (1, 1) and
//!   (1, 4), `r1c1=r1c4` that two do; the second implies the first. Spans come in
//!   [`Hashi::spans`] order.
//! * **No crossing.** For each water cell under a span across and a span down, not both
//!   are built.
//! * **Numbers.** An island's number k asks for exactly k true literals among the two
//!   variables of each of its spans ([`few`], at most 8 literals, no auxiliary
//!   variables): one bridge makes one true, two make both. Each number is a clue behind
//!   its own selector for explanations; an island with the unknown number states nothing.
//! * **Something built.** One clause: some span has a bridge (pzprjs's rule; with two
//!   islands or more connectivity says it already).
//! * **Connected.** The islands are the vertices of a [`Graph`], always active; each
//!   span is an edge, present when its first variable holds. The lowering is
//!   [`HashiOptions::connectivity`] (the shared `--connectivity`): by default lazy cuts
//!   for a solver in this process, vertex elimination for plain CNF.
//!
//! ```
//! use puzzle_cnf::{hashi, Options};
//! use puzzle_ir::hashi::Hashi;
//! use puzzle_ir::KindAnswer;
//!
//! let puzzle = Hashi::parse("p.txt", "kind: hashi\ngrid:\n2 . 2\n").unwrap();
//! let encoding = hashi::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: both variables of the one span true.
//! let answer = encoding.decoder.decode(|v| v.idx() < 2);
//! assert_eq!(answer.to_ascii(), "2===2\n");
//! ```

mod kind;

use crate::card::few;
use crate::connect::{self, Empty, Graph, Presence, Property};
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Options, Var};
pub use crate::lines::LoopOptions as HashiOptions;
use puzzle_ir::hashi::{Hashi, HashiAnswer, Span};
use std::convert::Infallible;

/// The CNF of a puzzle and the map back from its models.
pub type HashiEncoding = crate::KindEncoding<HashiDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Hashi, options: &Options) -> HashiEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each known number behind its own selector (row-major).
pub fn encode_clues(puzzle: &Hashi, options: &Options) -> (HashiEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

/// A span's two variables: one bridge at least, two.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Bridges {
    one: Var,
    two: Var,
}

fn encode_with(puzzle: &Hashi, options: &Options, mut selectors: Option<&mut Vec<Lit>>) -> HashiEncoding {
    let grid = puzzle.grid();
    let spans = puzzle.spans();
    let mut cnf = CnfBuilder::naming(options.names);
    let bridges: Vec<Bridges> = (spans.iter())
        .map(|span| {
            let cell = |i: usize| {
                let (r, c) = grid.position(i);
                format!("r{}c{}", r + 1, c + 1)
            };
            let (from, to) = (cell(span.from), cell(span.to));
            let one = cnf.new_named_var(|| format!("{from}-{to}"));
            let two = cnf.new_named_var(|| format!("{from}={to}"));
            cnf.add_clause([two.neg_lit(), one.pos_lit()]);
            Bridges { one, two }
        })
        .collect();
    let mut over: Vec<[Option<Var>; 2]> = vec![[None; 2]; grid.len()];
    for (span, bridge) in spans.iter().zip(&bridges) {
        for cell in span.inner(grid) {
            over[cell][usize::from(!span.across)] = Some(bridge.one);
        }
    }
    for [across, down] in over {
        if let (Some(across), Some(down)) = (across, down) {
            cnf.add_clause([across.neg_lit(), down.neg_lit()]);
        }
    }
    let mut ends: Vec<Vec<Lit>> = vec![Vec::new(); grid.len()];
    for (span, bridge) in spans.iter().zip(&bridges) {
        for end in [span.from, span.to] {
            ends[end].extend([bridge.one.pos_lit(), bridge.two.pos_lit()]);
        }
    }
    for (cell, lits) in ends.iter().enumerate() {
        let Some(number) = puzzle.known_number(cell) else {
            continue;
        };
        cnf.add_clue(selectors.as_deref_mut(), |cnf| few::exactly(lits, number as usize, cnf));
    }
    cnf.add_clause(bridges.iter().map(|b| b.one.pos_lit()));
    let mut graph = Graph::new();
    let vertex: Vec<Option<usize>> = (0..grid.len())
        .map(|i| puzzle.is_island(i).then(|| graph.add_vertex(Presence::Always)))
        .collect();
    for (span, bridge) in spans.iter().zip(&bridges) {
        let (a, b) = (vertex[span.from], vertex[span.to]);
        let (a, b) = (a.expect("an island"), b.expect("an island"));
        graph.add_edge(a, b, Presence::When(bridge.one.pos_lit()));
    }
    let lowering = options.hashi.connectivity.lowering(options.in_process);
    connect::encode(&graph, Property::Connected, Empty::Allowed, lowering, &mut cnf);
    let decoder = HashiDecoder {
        puzzle: puzzle.clone(),
        spans,
        bridges,
    };
    HashiEncoding { cnf, decoder }
}

/// The map from a model back to a [`HashiAnswer`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HashiDecoder {
    puzzle: Hashi,
    spans: Vec<Span>,
    bridges: Vec<Bridges>,
}

impl HashiDecoder {
    /// Reads the answer from the values of the bridge variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> HashiAnswer {
        let built: Vec<(Span, u8)> = (self.spans.iter().zip(&self.bridges))
            .map(|(&span, b)| (span, u8::from(value_of(b.one)) + u8::from(value_of(b.two))))
            .collect();
        HashiAnswer::with_bridges(&self.puzzle, &built)
    }

    /// Per place of the drawing (row-major), the spans whose bridges pass there.
    fn spans_at(&self) -> Vec<Vec<usize>> {
        let grid = self.puzzle.grid();
        let width = 2 * grid.cols - 1;
        let mut at = vec![Vec::new(); (2 * grid.rows - 1) * width];
        for (index, span) in self.spans.iter().enumerate() {
            let (from, to) = (grid.position(span.from), grid.position(span.to));
            let places: Vec<usize> = match span.across {
                true => (2 * from.1 + 1..2 * to.1).map(|c| 2 * from.0 * width + c).collect(),
                false => (2 * from.0 + 1..2 * to.0).map(|r| r * width + 2 * from.1).collect(),
            };
            for place in places {
                at[place].push(index);
            }
        }
        at
    }
}

impl KindDecoder for HashiDecoder {
    type Answer = HashiAnswer;
    type BadModel = Infallible;

    /// Every model builds bridges on spans, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<HashiAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    /// A place of the drawing under spans: their variables; islands, water no span
    /// passes and the places between four cells are stated.
    fn cell_vars(&self) -> Vec<CellVars> {
        (self.spans_at().into_iter())
            .map(|spans| match spans.is_empty() {
                true => CellVars::Stated,
                false => {
                    let vars = spans.iter().flat_map(|&s| [self.bridges[s].one, self.bridges[s].two]);
                    CellVars::Open(vars.collect())
                }
            })
            .collect()
    }

    fn lits_of(&self, answer: &HashiAnswer) -> Vec<Lit> {
        let grid = self.puzzle.grid();
        (self.spans.iter().zip(&self.bridges))
            .flat_map(|(span, b)| {
                let (r, c) = grid.position(span.from);
                let (line, col) = if span.across { (2 * r, 2 * c + 1) } else { (2 * r + 1, 2 * c) };
                let count = answer.bridges_at(line, col);
                [Lit::new(b.one.idx32(), count < 1), Lit::new(b.two.idx32(), count < 2)]
            })
            .collect()
    }
}
