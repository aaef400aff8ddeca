//! The Numberlink encoder: the [paths family](crate::paths) on the cells' centres, a
//! label per known number and each unknown number an end of any label; under Janko's
//! rule every cell is used.
//!
//! # Variables and clauses
//!
//! * **Links.** `r1c1-r1c2` says a line runs between the centres of cells (1, 1) and
//!   (1, 2): first the rows x (cols - 1) links across, row by row, then the
//!   (rows - 1) x cols links down.
//! * **Paths.** [`paths::grid::encode`]: `used r1c1` per cell, a numbered cell an end
//!   (one link), the others 0 or 2 links, labels equal along lines
//!   ([`NumberlinkOptions::labels`], `--path-labels`: by default `bit b r1c1`, the label
//!   in binary; or `label k r1c1`, one-hot), every used cell joined to a number (the
//!   connectivity lowering is [`NumberlinkOptions::connectivity`], the shared
//!   `--connectivity`: lazy cuts for a solver in this process, vertex elimination for
//!   plain CNF).
//! * **Numbers.** The known numbers in increasing order are labels 0, 1, ...; a cell with
//!   one is an end of its label, a cell with `?` an end of any label.
//!
//! ```
//! use puzzle_cnf::{numberlink, Options};
//! use puzzle_ir::numberlink::Numberlink;
//!
//! let puzzle = Numberlink::parse("p.txt", "kind: numberlink\ngrid:\n1 . 1\n").unwrap();
//! let encoding = numberlink::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: both links drawn.
//! let answer = encoding.decoder.decode(|v| v.idx() < 2);
//! assert_eq!(answer.to_text(), ".-.-.\n");
//! ```

mod kind;

use crate::lines::LineDecoder;
use crate::paths::{self, grid::Cell};
use crate::{CnfBuilder, Lit, Options};
use puzzle_ir::numberlink::{Numberlink, UNKNOWN};
pub use kind::NumberlinkOptions;

/// The map from a model back to a [`NumberlinkAnswer`](puzzle_ir::numberlink::NumberlinkAnswer).
pub type NumberlinkDecoder = LineDecoder<Numberlink>;

/// The CNF of a puzzle and the map back from its models.
pub type NumberlinkEncoding = crate::KindEncoding<NumberlinkDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Numberlink, options: &Options) -> NumberlinkEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each known number behind its own selector (row-major): without
/// it, its cell is free.
pub fn encode_clues(puzzle: &Numberlink, options: &Options) -> (NumberlinkEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

/// The paths with the numbers as ends; with `selectors`, each known number is guarded by
/// a fresh selector pushed there.
fn encode_with(
    puzzle: &Numberlink,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> NumberlinkEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let mut known: Vec<u32> = (puzzle.numbers().iter().flatten().copied())
        .filter(|&n| n != UNKNOWN)
        .collect();
    known.sort_unstable();
    known.dedup();
    let mut cells = Vec::with_capacity(rows * cols);
    for &number in puzzle.numbers() {
        cells.push(match number {
            None => Cell::Free,
            Some(UNKNOWN) => Cell::AnyEnd,
            Some(n) => {
                let label = known.binary_search(&n).expect("a known number");
                match cnf.clue_selector(selectors.as_deref_mut()) {
                    Some(selector) => Cell::EndWhen(label, selector),
                    None => Cell::End(label),
                }
            }
        });
    }
    let lowering = options.numberlink.connectivity.lowering(options.in_process);
    let every_cell = puzzle.every_cell();
    let labels = options.numberlink.labels;
    let links = paths::grid::encode((rows, cols), &cells, known.len(), every_cell, (lowering, labels), &mut cnf);
    let decoder = NumberlinkDecoder::new(puzzle, links);
    NumberlinkEncoding { cnf, decoder }
}
