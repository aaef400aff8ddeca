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
use rustsat::types::Var;
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
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    check_maxima(puzzle)?;
    let mut cnf = if options.names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let cells: Vec<Var> = (0..rows * cols)
        .map(|i| cnf.new_named_var(|| format!("r{}c{}=#", i / cols + 1, i % cols + 1)))
        .collect();
    for r in 0..rows {
        if let Some(clue) = puzzle.row_clue(r) {
            let terms: Vec<_> = (0..cols)
                .map(|c| (cells[r * cols + c].pos_lit(), c as u64 + 1))
                .collect();
            pb::encode(&terms, Relation::Equal, clue, options.pb, &mut cnf);
        }
    }
    for c in 0..cols {
        if let Some(clue) = puzzle.col_clue(c) {
            let terms: Vec<_> = (0..rows)
                .map(|r| (cells[r * cols + c].pos_lit(), r as u64 + 1))
                .collect();
            pb::encode(&terms, Relation::Equal, clue, options.pb, &mut cnf);
        }
    }
    let decoder = KakurasuDecoder {
        puzzle: puzzle.clone(),
        cells,
    };
    Ok(KakurasuEncoding { cnf, decoder })
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
