//! The Kakurasu encoder: one variable per cell (black or not), and for every clued line
//! a pseudo-boolean equality: a row's black cells weighted by their column index (1-based)
//! sum to the row's clue, a column's weighted by their row index to the column's clue.
//! The equalities go through [`crate::pb`], whose encoding is chosen by
//! [`Options::pb`](crate::Options::pb); the decision diagram is the default because it is
//! generalized arc consistent for `=` (the sequential weight counter is not).
//!
//! ```
//! use puzzle_cnf::{kakurasu, Options};
//! use puzzle_ir::kakurasu::Kakurasu;
//!
//! let puzzle = Kakurasu::parse("p.txt", "kind: kakurasu\nrows: 1 2\ncols: 1 2\n").unwrap();
//! let encoding = kakurasu::encode(&puzzle, &Options::default()).unwrap();
//! assert_eq!(encoding.decoder.cells(), 4);
//! ```

use crate::pb;
use crate::{CnfBuilder, Options, Relation};
use puzzle_ir::kakurasu::{Kakurasu, KakurasuAnswer};
use rustsat::types::{Lit, Var};
use std::fmt;

/// A line of the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// 0-based row.
    Row(usize),
    /// 0-based column.
    Col(usize),
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Row(i) => write!(f, "row {}", i + 1),
            Line::Col(j) => write!(f, "column {}", j + 1),
        }
    }
}

/// A clue that no filling of its line reaches: proven "no solution".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contradiction {
    pub line: Line,
    pub clue: u64,
    /// The largest sum the line can have (all cells black).
    pub max: u64,
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the clue {} of {} is above {}, the sum of the whole line",
            self.clue, self.line, self.max
        )
    }
}

impl std::error::Error for Contradiction {}

/// The map from a model back to a [`KakurasuAnswer`]: one variable per cell, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KakurasuDecoder {
    puzzle: Kakurasu,
    cells: Vec<Var>,
}

impl KakurasuDecoder {
    /// Number of cells (and of cell variables).
    pub fn cells(&self) -> usize {
        self.cells.len()
    }

    /// The variable of the cell at 0-based (row, col): true when the cell is black.
    pub fn var(&self, row: usize, col: usize) -> Var {
        self.cells[row * self.puzzle.cols() + col]
    }

    /// One variable per cell: true when black.
    pub fn cell_vars(&self) -> Vec<crate::CellVars> {
        self.cells
            .iter()
            .map(|&v| crate::CellVars::Open(vec![v]))
            .collect()
    }

    /// Reads the answer from the values of the variables (every model is an answer).
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> KakurasuAnswer {
        let black = self.cells.iter().map(|&v| value_of(v)).collect();
        KakurasuAnswer::new(self.puzzle.rows(), self.puzzle.cols(), black)
    }
}

/// The CNF of a puzzle and the map back from its models.
#[derive(Debug)]
pub struct KakurasuEncoding {
    pub cnf: CnfBuilder,
    pub decoder: KakurasuDecoder,
}

/// Encodes `puzzle`, or proves it has no answer when a clue exceeds its line's maximum.
pub fn encode(puzzle: &Kakurasu, options: &Options) -> Result<KakurasuEncoding, Contradiction> {
    check_maxima(puzzle)?;
    Ok(encode_lines(puzzle, options, None))
}

/// Encodes `puzzle` with each clue's equality behind its own selector (rows, then
/// columns); a clue above its line's maximum becomes a clause against its selector.
pub fn encode_clues(puzzle: &Kakurasu, options: &Options) -> (KakurasuEncoding, Vec<Lit>) {
    let mut selectors = Vec::new();
    let encoding = encode_lines(puzzle, options, Some(&mut selectors));
    (encoding, selectors)
}

/// The cell variables and one equality per clued line; with `selectors`, each equality
/// is guarded by a fresh selector pushed there.
fn encode_lines(
    puzzle: &Kakurasu,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> KakurasuEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = if options.names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let cells: Vec<Var> = (0..rows * cols)
        .map(|i| cnf.new_named_var(|| format!("r{}c{}=#", i / cols + 1, i % cols + 1)))
        .collect();
    let row_lines = (0..rows).map(|r| {
        let terms: Vec<_> = (0..cols)
            .map(|c| (cells[r * cols + c].pos_lit(), c as u64 + 1))
            .collect();
        (puzzle.row_clue(r), terms)
    });
    let col_lines = (0..cols).map(|c| {
        let terms: Vec<_> = (0..rows)
            .map(|r| (cells[r * cols + c].pos_lit(), r as u64 + 1))
            .collect();
        (puzzle.col_clue(c), terms)
    });
    let lines: Vec<_> = row_lines.chain(col_lines).collect();
    for (clue, terms) in lines {
        let Some(clue) = clue else { continue };
        let equality = |cnf: &mut CnfBuilder| {
            if clue > terms.iter().map(|(_, w)| w).sum() {
                cnf.add_clause([]);
            } else {
                pb::encode(&terms, Relation::Equal, clue, options.pb, cnf);
            }
        };
        cnf.add_clue(selectors.as_deref_mut(), equality);
    }
    let decoder = KakurasuDecoder {
        puzzle: puzzle.clone(),
        cells,
    };
    KakurasuEncoding { cnf, decoder }
}

/// A line of n cells sums to at most n(n+1)/2.
fn check_maxima(puzzle: &Kakurasu) -> Result<(), Contradiction> {
    let triangle = |n: usize| (n as u64) * (n as u64 + 1) / 2;
    let lines = (0..puzzle.rows())
        .map(|r| (Line::Row(r), puzzle.row_clue(r), triangle(puzzle.cols())))
        .chain(
            (0..puzzle.cols()).map(|c| (Line::Col(c), puzzle.col_clue(c), triangle(puzzle.rows()))),
        );
    for (line, clue, max) in lines {
        if let Some(clue) = clue.filter(|&clue| clue > max) {
            return Err(Contradiction { line, clue, max });
        }
    }
    Ok(())
}
