//! # puzzle-cnf
//!
//! The CNF side of puzzle-sat: a [`CnfBuilder`], the constraint encodings (one module per
//! family: [`amo`], [`alldiff`], [`card`], [`pb`], [`sum`], [`placement`] for shapes on the grid, [`connect`] for connected
//! areas and loops, [`shade`] for the rules of shaded cells), and one encoder per puzzle
//! kind that returns the clauses plus the map back from a model to an answer. For the solution-space tools each decoder also
//! names the variables of every cell ([`Decoder::cell_vars`]), and [`encode_clues`]
//! writes a puzzle with each clue behind a selector literal, deducing nothing from the
//! clues first.
//!
//! Each kind implements [`KindEncoder`] in its own module, with its own options type;
//! the registry below is made from the one list of kinds, [`puzzle_ir::kinds!`].
//!
//! Parse, encode, solve with any SAT solver (here varisat), decode, check:
//!
//! ```
//! use puzzle_cnf::{encode, Options};
//! use puzzle_ir::Puzzle;
//! use varisat::ExtendFormula;
//!
//! let text = "kind: sudoku\nbox: 2x2\ngrid:\n1...\n..3.\n.4..\n...2\n";
//! let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
//! let encoding = encode(&puzzle, &Options::default()).unwrap();
//!
//! let mut solver = varisat::Solver::new();
//! for clause in encoding.cnf.clauses() {
//!     let lits: Vec<_> = clause.iter().map(|l| varisat::Lit::from_index(l.var().idx(), l.is_pos())).collect();
//!     solver.add_clause(&lits);
//! }
//! assert!(solver.solve().unwrap());
//! let model = solver.model().unwrap();
//! let value_of = |v: puzzle_cnf::Var| model.iter().any(|l| l.index() == v.idx() && l.is_positive());
//!
//! let answer = encoding.decoder.decode(value_of).unwrap();
//! assert!(puzzle.check(&answer).is_ok()); // the independent checker agrees
//! print!("{}", answer.to_text());
//! ```
//!
//! Dependencies: `rustsat` supplies the at-most-one encodings and DIMACS writing (written
//! once, well tested there); `puzzle-ir` the puzzle and answer types; `thiserror` the error
//! types; `smallvec` the Sudoku candidate sets, inline rather than one allocation per
//! cell; `rand` the seeded random walks that guess large Kakurasu grids and the
//! [`shuffle`]d copies of a CNF.

pub mod alldiff;
pub mod amo;
mod builder;
pub mod card;
pub mod connect;
mod kind;
pub mod lines;
pub mod paths;
pub mod pb;
pub mod placement;
pub mod region;
mod registry;
mod relation;
pub mod runs;
pub mod shade;
pub mod shaded_loop;
pub mod shuffle;
pub mod sight;
pub mod sum;
pub mod tally;

pub use amo::AmoEncoding;
pub use builder::{CnfBuilder, Implied, Lazy};
pub use kind::{Guesses, KindDecoder, KindEncoder, KindEncoding, KindOptions, SolvingHints};
pub use relation::Relation;
pub use rustsat::types::{Lit, Var};
pub use shakashaka::VertexRule;

use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::{Answer, Kind, Puzzle};

/// The kind modules (each kind's [`KindEncoder`]) and the registry, from the rows of
/// [`puzzle_ir::kinds!`]: the options field of a kind is named after its module.
macro_rules! cnf_registry {
    ($($variant:ident($module:ident)),+ $(,)?) => {
        $(pub mod $module;)+
        registry::registry! { $($variant($module) => puzzle_ir::$module::$variant),+ }
    };
}

puzzle_ir::kinds!(cnf_registry);

/// The CNF of a puzzle of any kind and the map back from its models.
#[derive(Debug)]
pub struct Encoding {
    pub cnf: CnfBuilder,
    pub decoder: Decoder,
}

/// How one cell of the puzzle's grid appears in the CNF. Counting, uniqueness and hints
/// work on these alone, so they count answers (never auxiliary variables) and need no
/// code per kind: two models that agree on every cell's variables give the same answer,
/// and two that disagree give different answers (each encoder makes a cell's variables
/// one-hot or a single bit).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CellVars {
    /// Stated by the puzzle: a given, a block, a clue or black square. Not a hint.
    Stated,
    /// Settled by deduction before encoding (Sudoku singles): forced, so a hint, but
    /// without a variable.
    Deduced,
    /// The cell's value is read from these variables.
    Open(Vec<Var>),
}

/// An encoding whose clues can be switched on and off: the CNF of the puzzle's rules, and
/// for each clue a selector literal (true: the clue holds). The selector is a fresh
/// variable that guards the clue's clauses ([`CnfBuilder::guarded`]), or, for a clue that
/// is one literal (a Sudoku given: the cell holds its value), that literal itself: it
/// holds when assumed and is free otherwise, with no variable or clause added, so every
/// puzzle of one shape gets the same CNF.
#[derive(Debug)]
pub struct ClueEncoding {
    pub encoding: Encoding,
    /// One per clue, in [`Puzzle::clues`] order.
    pub clues: Vec<(puzzle_ir::Clue, Lit)>,
}

impl ClueEncoding {
    /// The clauses of each clue without its selector: those the selector guards, or the
    /// one literal a literal selector stands for.
    ///
    /// ```
    /// use puzzle_cnf::{encode_clues, Options};
    /// use puzzle_ir::Puzzle;
    ///
    /// let text = "kind: sudoku\ngrid:\n1...\n....\n....\n....\n";
    /// let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
    /// let clues = encode_clues(&puzzle, &Options::default()).unwrap();
    /// let given = clues.clues[0].1; // r1c1 = 1: the cell's own variable
    /// assert_eq!(clues.clue_clauses(), vec![vec![vec![given]]]);
    /// ```
    pub fn clue_clauses(&self) -> Vec<Vec<Vec<Lit>>> {
        let cnf = &self.encoding.cnf;
        // A table by variable finds the guards.
        let mut guard_of = vec![None; cnf.n_vars() as usize];
        let mut clauses = vec![Vec::new(); self.clues.len()];
        for (i, &(_, selector)) in self.clues.iter().enumerate() {
            if cnf.is_guard(selector.var()) {
                guard_of[selector.var().idx()] = Some((!selector, i));
            } else {
                clauses[i].push(vec![selector]);
            }
        }
        if guard_of.iter().all(Option::is_none) {
            return clauses; // no guard: no clause to look through
        }
        for clause in cnf.clauses() {
            let guard =
                clause
                    .iter()
                    .enumerate()
                    .find_map(|(at, &l)| match guard_of[l.var().idx()] {
                        Some((guard, clue)) if guard == l => Some((at, clue)),
                        _ => None,
                    });
            if let Some((at, clue)) = guard {
                let mut rest = clause.to_vec();
                rest.remove(at);
                clauses[clue].push(rest);
            }
        }
        clauses
    }
}
