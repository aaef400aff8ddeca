//! The Cave encoder: one variable per cell, true when the cell is shaded, and the rules
//! as clauses over them.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded.
//! * **Cave** ([`shade`](crate::shade)): the unshaded cells are one connected area
//!   ([`Shading::connected`]); at least one cell is shaded.
//! * **No enclosed wall** ([`connect`]): the shaded cells and one more
//!   vertex, the border, always active and joined to every cell on the border, are one
//!   connected area, so every shaded cell reaches the border through shaded cells. Both
//!   connectivities are lowered by the `--connectivity` setting: lazy cuts in process by
//!   default, elimination for plain CNF.
//! * **Numbers** ([`sight::numbers`](crate::sight::numbers)): a number n is its cell
//!   unshaded and the cell's view, made with the bound n, equal to n; for explanations
//!   each number is a clue behind its own selector.
//!
//! ```
//! use puzzle_cnf::{cave, Options};
//! use puzzle_ir::cave::Cave;
//!
//! let puzzle = Cave::parse("p.txt", "kind: cave\ngrid:\n3 . .\n. . 2\n").unwrap();
//! let encoding = cave::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: the upper right cell shaded.
//! let answer = encoding.decoder.decode(|v| v.idx() == 2);
//! assert_eq!(answer.to_text(), "3 . #\n. . 2\n");
//! ```

mod kind;

use crate::connect::{self, Empty, Graph, Presence, Property};
use crate::shade::{Area, Shading, ShadingDecoder};
use crate::sight::numbers;
use crate::{CnfBuilder, Lit, Options};
pub use kind::CaveOptions;
use puzzle_ir::cave::Cave;
use puzzle_ir::shaded::Numbered;

/// The map from a model back to a [`CaveAnswer`](puzzle_ir::cave::CaveAnswer).
pub type CaveDecoder = ShadingDecoder<Numbered>;

/// The CNF of a puzzle and the map back from its models.
pub type CaveEncoding = crate::KindEncoding<CaveDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Cave, options: &Options) -> CaveEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each number behind its own selector (row-major).
pub fn encode_clues(puzzle: &Cave, options: &Options) -> (CaveEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(puzzle: &Cave, options: &Options, selectors: Option<&mut Vec<Lit>>) -> CaveEncoding {
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(puzzle.rows(), puzzle.cols(), &mut cnf);
    cnf.add_clause(shading.cells().iter().copied());
    let lowering = options.cave.connectivity.lowering(options.in_process);
    shading.connected(Area::Unshaded, Empty::Allowed, lowering, &mut cnf);
    let walls = walls_with_border(&shading);
    connect::encode(&walls, Property::Connected, Empty::Allowed, lowering, &mut cnf);
    numbers::encode(puzzle, &shading, selectors, &mut cnf);
    let decoder = numbers::decoder(puzzle, &shading);
    CaveEncoding { cnf, decoder }
}

/// The grid graph of the shaded cells and one more vertex, always active, joined to
/// every cell on the border: connected exactly when every shaded cell reaches the
/// border through shaded cells.
fn walls_with_border(shading: &Shading) -> Graph {
    let mut graph = shading.graph(Area::Shaded);
    let outside = graph.add_vertex(Presence::Always);
    let grid = shading.grid();
    for cell in 0..grid.len() {
        let (row, col) = grid.position(cell);
        if row == 0 || col == 0 || row + 1 == grid.rows || col + 1 == grid.cols {
            graph.add_edge(outside, cell, Presence::Always);
        }
    }
    graph
}
