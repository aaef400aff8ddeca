//! The Tents encoder: a variable per cell without a tree (a tent stands there), a
//! variable per tree and side (the tent on that side is the tree's own), and the rules
//! as clauses over them.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says a tent stands at row 1, column 1; a cell next to no tree
//!   has none (a unit clause).
//! * **Links.** `r1c1>r1c2` says the tent at r1c2 belongs to the tree at r1c1.
//! * **A tent for each tree**: exactly one link of each tree
//!   ([`AmoEncoding`](crate::AmoEncoding) of the options, and a clause).
//! * **A tree for each tent**: a link's cell holds a tent, a tent has a link, and at
//!   most one link ends at a cell.
//! * **Tents never touch**: a clause per two cells that touch, diagonals included.
//! * **Counts.** The tents of a counted row or column are exactly its count ([`card`],
//!   the encoding of [`TentsOptions::counts`], rustsat's totalizer by default); each count is a clue.
//!
//! The links are auxiliary: which tree owns which tent is no part of the answer, and
//! counting works on the cells alone ([`CellVars`]), so two pairings of the same tents
//! are one answer.
//!
//! ```
//! use puzzle_cnf::{tents, Options};
//! use puzzle_ir::tents::Tents;
//! use puzzle_ir::KindAnswer;
//!
//! let puzzle = Tents::parse("p.txt", "kind: tents\ngrid:\nT.\n").unwrap();
//! let encoding = tents::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: a tent at r1c2.
//! let answer = encoding.decoder.decode(|v| v.idx() == 0);
//! assert_eq!(answer.to_text(), "TA\n");
//! ```

mod kind;

use crate::card;
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Options, Relation, Var};
pub use kind::TentsOptions;
use puzzle_ir::tents::{Tents, TentsAnswer};
use std::convert::Infallible;

/// The map from a model back to a [`TentsAnswer`]: per cell, its tent variable (`None`
/// on a tree).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TentsDecoder {
    puzzle: Tents,
    tents: Vec<Option<Var>>,
}

/// The CNF of a puzzle and the map back from its models.
pub type TentsEncoding = crate::KindEncoding<TentsDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Tents, options: &Options) -> TentsEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each count behind its own selector (rows, then columns).
pub fn encode_clues(puzzle: &Tents, options: &Options) -> (TentsEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Tents,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> TentsEncoding {
    let grid = puzzle.shape();
    let trees = puzzle.trees();
    let mut cnf = CnfBuilder::naming(options.names);
    let name = |i: usize| format!("r{}c{}", i / grid.cols + 1, i % grid.cols + 1);
    let tents: Vec<Option<Var>> = (0..grid.len())
        .map(|i| (!trees[i]).then(|| cnf.new_named_var(|| name(i))))
        .collect();
    let tent = |i: usize| tents[i].map(Var::pos_lit);

    // Links, per tree and per cell they end at.
    let mut ending: Vec<Vec<Lit>> = vec![Vec::new(); grid.len()];
    for tree in (0..grid.len()).filter(|&i| trees[i]) {
        let links: Vec<Lit> = (grid.neighbours(tree).filter(|&n| !trees[n]))
            .map(|side| {
                let link = cnf.new_named_var(|| format!("{}>{}", name(tree), name(side)));
                ending[side].push(link.pos_lit());
                link.pos_lit()
            })
            .collect();
        cnf.add_clause(links.iter().copied());
        options.amo.at_most_one(&links, &mut cnf);
    }
    for (cell, links) in ending.iter().enumerate() {
        let Some(tent) = tent(cell) else { continue };
        cnf.add_clause(std::iter::once(!tent).chain(links.iter().copied()));
        for &link in links {
            cnf.add_clause([!link, tent]);
        }
        options.amo.at_most_one(links, &mut cnf);
    }
    for (a, b) in grid.touching_pairs() {
        if let (Some(a), Some(b)) = (tent(a), tent(b)) {
            cnf.add_clause([!a, !b]);
        }
    }

    let counts = puzzle.row_counts().iter().chain(puzzle.col_counts());
    for (&count, line) in counts.zip(grid.lines()) {
        let Some(count) = count else { continue };
        let lits: Vec<Lit> = line.into_iter().filter_map(tent).collect();
        let encoding = options.tents.counts;
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            card::encode(&lits, Relation::Equal, count as usize, encoding, cnf)
        });
    }

    let decoder = TentsDecoder {
        puzzle: puzzle.clone(),
        tents,
    };
    TentsEncoding { cnf, decoder }
}

impl TentsDecoder {
    /// Reads the answer from the values of the tent variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> TentsAnswer {
        let tents: Vec<bool> = (self.tents.iter())
            .map(|v| v.is_some_and(&value_of))
            .collect();
        TentsAnswer::new(&self.puzzle, &tents)
    }
}

impl KindDecoder for TentsDecoder {
    type Answer = TentsAnswer;
    type BadModel = Infallible;

    /// Every model places tents off the trees, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<TentsAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    /// A tree is stated; every other cell is its tent variable.
    fn cell_vars(&self) -> Vec<CellVars> {
        (self.tents.iter())
            .map(|v| v.map_or(CellVars::Stated, |v| CellVars::Open(vec![v])))
            .collect()
    }

    fn lits_of(&self, answer: &TentsAnswer) -> Vec<Lit> {
        (self.tents.iter().zip(answer.tents()))
            .filter_map(|(v, tent)| v.map(|v| Lit::new(v.idx32(), !tent)))
            .collect()
    }
}
