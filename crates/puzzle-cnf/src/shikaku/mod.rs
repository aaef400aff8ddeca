//! The Shikaku encoder, on the [placement family](crate::placement): each number's
//! candidate rectangles are placements, the grid is tiled by them, and the borders of
//! the answer follow from the placement that holds.
//!
//! # Variables and clauses
//!
//! * **Borders.** `r1c1|r1c2` says a border runs between the cells at row 1, columns 1
//!   and 2 (the borders right of the cells, row by row, then those below them).
//! * **Placements.** Per number, in reading order, every rectangle that holds its cell
//!   and no other number, of the number's area (of any area for the unknown number `?`)
//!   is a placement ([`rectangles::around`]). Each cell is covered by exactly one
//!   placement ([`Placements::tile`], with `--amo`): as every placement covering a
//!   numbered cell is one of that number's, each number gets exactly one rectangle and
//!   every rectangle holds one number.
//! * **Borders from placements.** A placement that holds draws the borders around its
//!   rectangle (inside the grid) and none inside it: two binary clauses per border it
//!   touches. Each cell is covered exactly once, so every border is fixed by the
//!   placements.
//!
//! With clue selectors (explanations, the generator), each known number's candidates
//! are those of any area, and its selector rules out the ones of another area: without
//! its clue a number is the unknown number.
//!
//! ```
//! use puzzle_cnf::{shikaku, Options};
//! use puzzle_ir::shikaku::Shikaku;
//! use puzzle_ir::KindAnswer;
//!
//! let puzzle = Shikaku::parse("p", "kind: shikaku\ngrid:\n2 .\n. 2\n").unwrap();
//! let encoding = shikaku::encode(&puzzle, &Options::default());
//! // Variables 0 and 1 are the borders right of the cells, 2 and 3 those below them.
//! let answer = encoding.decoder.decode(|v| v.idx() == 2 || v.idx() == 3);
//! assert_eq!(answer.to_text(), "+-+-+\n|2 .|\n+-+-+\n|. 2|\n+-+-+\n");
//! ```

mod kind;
pub mod rectangles;

use crate::placement::Placements;
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Options, Var};
pub use kind::ShikakuOptions;
use puzzle_ir::grid::Grid;
use puzzle_ir::shikaku::{Shikaku, ShikakuAnswer, UNKNOWN};
use rectangles::{NumberedCount, Rectangle};
use std::convert::Infallible;

/// The CNF of a puzzle and the map back from its models.
pub type ShikakuEncoding = crate::KindEncoding<ShikakuDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Shikaku, options: &Options) -> ShikakuEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each known number behind its own selector (row-major).
pub fn encode_clues(puzzle: &Shikaku, options: &Options) -> (ShikakuEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Shikaku,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> ShikakuEncoding {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let borders = Borders::new(grid, &mut cnf);
    let numbered: Vec<bool> = puzzle.numbers().iter().map(Option::is_some).collect();
    let count = NumberedCount::new(grid, &numbered);
    let mut candidates: Vec<(usize, Rectangle)> = Vec::new();
    let mut areas: Vec<(usize, u32)> = Vec::new();
    for (index, cell) in puzzle.numbered_cells().into_iter().enumerate() {
        let known = puzzle.known_number(cell);
        let area = match selectors {
            Some(_) => None,
            None => known.map(|n| n as usize),
        };
        let found = rectangles::around(grid, cell, &count, area);
        candidates.extend(found.into_iter().map(|rect| (index, rect)));
        if let Some(n) = known.filter(|&n| n != UNKNOWN) {
            areas.push((index, n));
        }
    }
    let placements = Placements::new(
        grid,
        candidates.iter().map(|&(index, rect)| (index, rect.cells(grid))),
        &mut cnf,
    );
    placements.tile(options.amo, &mut cnf);
    for (placement, &(_, rect)) in placements.all().iter().zip(&candidates) {
        borders.drawn_by(rect, placement.lit, &mut cnf);
    }
    if selectors.is_some() {
        for (index, n) in areas {
            let wrong: Vec<Lit> = (placements.all().iter().zip(&candidates))
                .filter(|(_, &(of, rect))| of == index && rect.height * rect.width != n as usize)
                .map(|(placement, _)| placement.lit)
                .collect();
            cnf.add_clue(selectors.as_deref_mut(), |cnf| {
                wrong.iter().for_each(|&lit| cnf.add_clause([!lit]));
            });
        }
    }
    ShikakuEncoding {
        cnf,
        decoder: ShikakuDecoder {
            puzzle: puzzle.clone(),
            right: borders.right,
            below: borders.below,
        },
    }
}

/// The border variables between neighbouring cells.
struct Borders {
    grid: Grid,
    /// The border right of cell (r, c), at `r * (cols - 1) + c`.
    right: Vec<Var>,
    /// The border below cell (r, c), at `r * cols + c`.
    below: Vec<Var>,
}

impl Borders {
    fn new(grid: Grid, cnf: &mut CnfBuilder) -> Self {
        let (rows, cols) = (grid.rows, grid.cols);
        let mut named = |r: usize, c: usize, r2: usize, c2: usize| {
            cnf.new_named_var(|| format!("r{}c{}|r{}c{}", r + 1, c + 1, r2 + 1, c2 + 1))
        };
        let right = (0..rows)
            .flat_map(|r| (0..cols - 1).map(move |c| (r, c)))
            .map(|(r, c)| named(r, c, r, c + 1))
            .collect();
        let below = (0..rows - 1)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .map(|(r, c)| named(r, c, r + 1, c))
            .collect();
        Borders { grid, right, below }
    }

    /// The border right of the cell at (r, c), inside the grid.
    fn right_of(&self, r: usize, c: usize) -> Option<Var> {
        (c + 1 < self.grid.cols).then(|| self.right[r * (self.grid.cols - 1) + c])
    }

    /// The border below the cell at (r, c), inside the grid.
    fn below(&self, r: usize, c: usize) -> Option<Var> {
        (r + 1 < self.grid.rows).then(|| self.below[r * self.grid.cols + c])
    }

    /// `placement` draws the borders around `rect` and none inside it.
    fn drawn_by(&self, rect: Rectangle, placement: Lit, cnf: &mut CnfBuilder) {
        let (bottom, right) = (rect.top + rect.height, rect.left + rect.width);
        for r in rect.top..bottom {
            let left_side = rect.left.checked_sub(1).and_then(|c| self.right_of(r, c));
            for (c, var) in (rect.left..right).map(|c| (c, self.right_of(r, c))) {
                if let Some(var) = var {
                    let inside = c + 1 < right;
                    cnf.add_clause([!placement, if inside { var.neg_lit() } else { var.pos_lit() }]);
                }
            }
            if let Some(var) = left_side {
                cnf.add_clause([!placement, var.pos_lit()]);
            }
        }
        for c in rect.left..right {
            let top_side = rect.top.checked_sub(1).and_then(|r| self.below(r, c));
            for (r, var) in (rect.top..bottom).map(|r| (r, self.below(r, c))) {
                if let Some(var) = var {
                    let inside = r + 1 < bottom;
                    cnf.add_clause([!placement, if inside { var.neg_lit() } else { var.pos_lit() }]);
                }
            }
            if let Some(var) = top_side {
                cnf.add_clause([!placement, var.pos_lit()]);
            }
        }
    }
}

/// The map from a model back to a [`ShikakuAnswer`]: the puzzle and its border
/// variables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShikakuDecoder {
    puzzle: Shikaku,
    right: Vec<Var>,
    below: Vec<Var>,
}

impl ShikakuDecoder {
    /// Reads the answer from the values of the border variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> ShikakuAnswer {
        let read = |vars: &[Var]| vars.iter().map(|&v| value_of(v)).collect();
        ShikakuAnswer::new(&self.puzzle, read(&self.right), read(&self.below))
    }
}

impl KindDecoder for ShikakuDecoder {
    type Answer = ShikakuAnswer;
    type BadModel = Infallible;

    /// Every model is a set of borders, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<ShikakuAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    /// Per position of the answer's drawing: a border between two cells has its
    /// variable; the corners, the frame and the cells are stated.
    fn cell_vars(&self) -> Vec<CellVars> {
        let (rows, cols) = (self.puzzle.rows(), self.puzzle.cols());
        let at = |line: usize, col: usize| {
            let (r, c) = (line / 2, col / 2);
            let var = match (line % 2, col % 2) {
                (0, 1) if 0 < r && r < rows => Some(self.below[(r - 1) * cols + c]),
                (1, 0) if 0 < c && c < cols => Some(self.right[r * (cols - 1) + c - 1]),
                _ => None,
            };
            var.map_or(CellVars::Stated, |var| CellVars::Open(vec![var]))
        };
        (0..2 * rows + 1)
            .flat_map(|line| (0..2 * cols + 1).map(move |col| (line, col)))
            .map(|(line, col)| at(line, col))
            .collect()
    }

    fn lits_of(&self, answer: &ShikakuAnswer) -> Vec<Lit> {
        let lit = |(&var, &on): (&Var, &bool)| if on { var.pos_lit() } else { var.neg_lit() };
        (self.right.iter().zip(answer.right()))
            .chain(self.below.iter().zip(answer.below()))
            .map(lit)
            .collect()
    }
}
