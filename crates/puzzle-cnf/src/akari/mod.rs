//! The Akari encoder: one variable per white cell, true when the cell holds a light,
//! and the rules as clauses over them, along the lines of sight of
//! [`puzzle_ir::sight`].
//!
//! # Variables and clauses
//!
//! * **Lights.** `r1c1` says the white cell at row 1, column 1 holds a light. Black
//!   cells have no variable.
//! * **No two lights see each other.** Each maximal run of white cells along a row or a
//!   column holds at most one light ([`AmoEncoding`](crate::AmoEncoding) of the options).
//! * **Every white cell is lit.** One clause per white cell: some light in its row's run
//!   or its column's run (the cell itself among them).
//! * **Numbers.** A number k asks for exactly k lights among the white orthogonal
//!   neighbours of its cell ([`card`](crate::card::encode), sequential counter, at most four
//!   literals). Each number is a clue behind its own selector for explanations; a black
//!   cell without a number states nothing.
//!
//! ```
//! use puzzle_cnf::{akari, Options};
//! use puzzle_ir::akari::Akari;
//!
//! let puzzle = Akari::parse("p.txt", "kind: akari\ngrid:\n.1\n..\n").unwrap();
//! let encoding = akari::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: a light on the first white cell (its variable comes first).
//! let answer = encoding.decoder.decode(|v| v.idx() == 0);
//! assert_eq!(answer.to_text(), "o1\n..\n");
//! ```

mod kind;

use crate::card::{self, CardEncoding};
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Options, Relation, Var};
pub use kind::AkariOptions;
use puzzle_ir::akari::{Akari, AkariAnswer, Cell};
use puzzle_ir::sight::Sight;
use std::convert::Infallible;

/// The CNF of a puzzle and the map back from its models.
pub type AkariEncoding = crate::KindEncoding<AkariDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Akari, options: &Options) -> AkariEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each number behind its own selector (row-major).
pub fn encode_clues(puzzle: &Akari, options: &Options) -> (AkariEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Akari,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> AkariEncoding {
    let grid = puzzle.grid();
    let cells = puzzle.cells();
    let mut cnf = CnfBuilder::naming(options.names);
    let lights: Vec<Option<Var>> = (0..grid.len())
        .map(|i| {
            let (r, c) = grid.position(i);
            let name = || format!("r{}c{}", r + 1, c + 1);
            (cells[i] == Cell::White).then(|| cnf.new_named_var(name))
        })
        .collect();
    let light = |cell: usize| lights[cell].expect("a white cell").pos_lit();
    let sight = Sight::new(grid, |i| cells[i] == Cell::White);
    for run in sight.runs() {
        let lits: Vec<Lit> = run.iter().map(|&cell| light(cell)).collect();
        options.amo.at_most_one(&lits, &mut cnf);
    }
    for cell in (0..grid.len()).filter(|&i| cells[i] == Cell::White) {
        let seen = sight.seen(cell).map(light);
        cnf.add_clause(std::iter::once(light(cell)).chain(seen).collect::<Vec<_>>());
    }
    for (cell, &square) in cells.iter().enumerate() {
        let Cell::Black(Some(number)) = square else {
            continue;
        };
        let beside: Vec<Lit> = grid.neighbours(cell).filter_map(|n| lights[n]).map(Var::pos_lit).collect();
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            let count = CardEncoding::SequentialCounter;
            card::encode(&beside, Relation::Equal, number.into(), count, cnf)
        });
    }
    let decoder = AkariDecoder {
        puzzle: puzzle.clone(),
        lights,
    };
    AkariEncoding { cnf, decoder }
}

/// The map from a model back to an [`AkariAnswer`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AkariDecoder {
    puzzle: Akari,
    /// Row-major, the light variable of each white cell.
    lights: Vec<Option<Var>>,
}

impl AkariDecoder {
    /// Reads the answer from the values of the light variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> AkariAnswer {
        let lights: Vec<bool> = self.lights.iter().map(|v| v.is_some_and(&value_of)).collect();
        AkariAnswer::with_lights(&self.puzzle, &lights)
    }
}

impl KindDecoder for AkariDecoder {
    type Answer = AkariAnswer;
    type BadModel = Infallible;

    /// Every model places lights on white cells, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<AkariAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    /// A white cell's light variable; black cells are stated.
    fn cell_vars(&self) -> Vec<CellVars> {
        (self.lights.iter())
            .map(|light| match light {
                Some(var) => CellVars::Open(vec![*var]),
                None => CellVars::Stated,
            })
            .collect()
    }

    fn lits_of(&self, answer: &AkariAnswer) -> Vec<Lit> {
        (self.lights.iter().zip(answer.lights()))
            .filter_map(|(var, light)| var.map(|v| Lit::new(v.idx32(), !light)))
            .collect()
    }
}
