//! The Galaxies encoder: the dots are the centres of a symmetric division
//! ([`region::symmetric`](crate::region::symmetric)), whose borders are the answer.
//!
//! ```
//! use puzzle_cnf::{galaxies, Options};
//! use puzzle_ir::galaxies::Galaxies;
//! use puzzle_ir::KindAnswer;
//!
//! let text = "kind: galaxies\ngrid:\n+-+-+\n|o o|\n+-+-+\n";
//! let puzzle = Galaxies::parse("p.txt", text).unwrap();
//! let encoding = galaxies::encode(&puzzle, &Options::default());
//! // Each cell is its own region: only the border between them is true.
//! let border = encoding.decoder.border_var();
//! let answer = encoding.decoder.decode(|v| v == border);
//! assert_eq!(answer.to_text(), "+-+-+\n|o|o|\n+-+-+\n");
//! ```

mod kind;

use crate::region::symmetric::SymmetricRegions;
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Options, Var};
pub use kind::GalaxiesOptions;
use puzzle_ir::galaxies::{Galaxies, GalaxiesAnswer, Spot};
use std::convert::Infallible;

/// The CNF of a puzzle and the map back from its models.
pub type GalaxiesEncoding = crate::KindEncoding<GalaxiesDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Galaxies, options: &Options) -> GalaxiesEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each dot behind its own selector (row by row).
pub fn encode_clues(puzzle: &Galaxies, options: &Options) -> (GalaxiesEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(puzzle: &Galaxies, options: &Options, selectors: Option<&mut Vec<Lit>>) -> GalaxiesEncoding {
    let mut cnf = CnfBuilder::naming(options.names);
    let centres: Vec<(usize, usize)> = puzzle.dots().map(|(y, x, _)| (y, x)).collect();
    let lowering = options.galaxies.connectivity.lowering(options.in_process);
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let regions = SymmetricRegions::encode(rows, cols, &centres, lowering, options.amo, selectors, &mut cnf);
    let (height, width) = puzzle.doubled();
    let borders = (0..height * width)
        .map(|i| match Spot::at(i / width, i % width) {
            Spot::Right(r, c) => regions.border_right(r, c),
            Spot::Below(r, c) => regions.border_below(r, c),
            _ => None,
        })
        .collect();
    let decoder = GalaxiesDecoder {
        puzzle: puzzle.clone(),
        borders,
    };
    GalaxiesEncoding { cnf, decoder }
}

/// The map from a model back to a [`GalaxiesAnswer`]: the border literal of each edge
/// position of the doubled grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GalaxiesDecoder {
    puzzle: Galaxies,
    borders: Vec<Option<Lit>>,
}

impl GalaxiesDecoder {
    /// The answer of the model `value_of`.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> GalaxiesAnswer {
        let drawn = (self.borders.iter())
            .map(|border| border.is_some_and(|lit| value_of(lit.var()) == lit.is_pos()))
            .collect();
        GalaxiesAnswer::new(&self.puzzle, drawn)
    }

    /// The variable of the first border, row by row (for examples).
    pub fn border_var(&self) -> Var {
        self.borders.iter().flatten().next().expect("a grid with two cells").var()
    }
}

impl KindDecoder for GalaxiesDecoder {
    type Answer = GalaxiesAnswer;
    type BadModel = Infallible;

    /// Every model decodes: its borders are the answer.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<GalaxiesAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    /// The drawing's positions: each edge inside the frame by its border's variable,
    /// everything else stated.
    fn cell_vars(&self) -> Vec<CellVars> {
        let (rows, cols) = (self.puzzle.rows(), self.puzzle.cols());
        let (height, width) = (2 * rows + 1, 2 * cols + 1);
        let doubled_width = 2 * cols - 1;
        (0..height * width)
            .map(|i| {
                let (line, col) = (i / width, i % width);
                let inside = line > 0 && col > 0 && line < height - 1 && col < width - 1;
                let border = inside.then(|| self.borders[(line - 1) * doubled_width + col - 1]).flatten();
                border.map_or(CellVars::Stated, |lit| CellVars::Open(vec![lit.var()]))
            })
            .collect()
    }

    fn lits_of(&self, answer: &GalaxiesAnswer) -> Vec<Lit> {
        (self.borders.iter().zip(answer.borders()))
            .filter_map(|(border, &drawn)| border.map(|lit| if drawn { lit } else { !lit }))
            .collect()
    }
}
