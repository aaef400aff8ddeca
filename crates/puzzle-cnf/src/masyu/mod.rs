//! The Masyu encoder: one variable per link between neighbouring cell centres, the loop
//! as a [`GridLoop`] on the centres, and each pearl a few short clauses on the links
//! around it.
//!
//! # Variables and clauses
//!
//! * **Links.** `r1c1-r1c2` says the loop runs between the centres of cells (1, 1) and
//!   (1, 2): first the rows x (cols - 1) links across, row by row, then the
//!   (rows - 1) x cols links down.
//! * **The loop.** A [`GridLoop`] on the centres, each with a variable `on r1c1` (the
//!   loop passes the cell): every cell has 0 or 2 links, the cells on the loop are
//!   connected, and there is at least one. The connectivity lowering is
//!   [`MasyuOptions::connectivity`] (the shared `--connectivity`): by default lazy cuts
//!   for a solver in this process, vertex elimination for plain CNF.
//! * **Pearls.** Each pearl is on the loop (`on`). A white pearl does not turn: no link
//!   up or down together with one left or right (with two links it goes straight). On a
//!   line across it, at least one of the cells left and right turns: not both of the
//!   links that would carry the loop straight on beyond them (and the same down). A
//!   black pearl does not go straight (not both links up and down, nor both left and
//!   right), and each link it takes goes on straight through the next cell: the link
//!   beyond it is there too, or, at the border, the link is not.
//!
//! ```
//! use puzzle_cnf::{masyu, Options};
//! use puzzle_ir::masyu::Masyu;
//!
//! let puzzle = Masyu::parse("p.txt", "kind: masyu\ngrid:\n.o.\n...\n").unwrap();
//! let encoding = masyu::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: every link but the one down from the middle cell.
//! let around = |v: puzzle_cnf::Var| v.idx() < 7 && v.idx() != 5;
//! let answer = encoding.decoder.decode(around);
//! assert_eq!(answer.to_text(), ".-o-.\n|   |\n.-.-.\n");
//! ```

mod kind;

use crate::connect::GridLoop;
use crate::lines::{self, LineDecoder};
use crate::{CnfBuilder, Lit, Options, Var};
pub use lines::LoopOptions as MasyuOptions;
use puzzle_ir::masyu::{Masyu, Pearl};

/// The map from a model back to a [`MasyuAnswer`](puzzle_ir::masyu::MasyuAnswer).
pub type MasyuDecoder = LineDecoder<Masyu>;

/// The CNF of a puzzle and the map back from its models.
pub type MasyuEncoding = crate::KindEncoding<MasyuDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Masyu, options: &Options) -> MasyuEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each pearl's clauses behind its own selector (row-major).
pub fn encode_clues(puzzle: &Masyu, options: &Options) -> (MasyuEncoding, Vec<Lit>) {
    let mut selectors = Vec::new();
    let encoding = encode_with(puzzle, options, Some(&mut selectors));
    (encoding, selectors)
}

/// Links, the loop and the pearls; with `selectors`, each pearl is guarded by a fresh
/// selector pushed there.
fn encode_with(
    puzzle: &Masyu,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> MasyuEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = if options.names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let links = lines::edge_vars(puzzle, &mut cnf);
    let lowering = options.masyu.connectivity.lowering(options.in_process);
    let on = links.encode_loop(lowering, &mut cnf);
    for r in 0..rows {
        for c in 0..cols {
            let Some(pearl) = puzzle.pearl(r, c) else {
                continue;
            };
            let around = Around {
                links: &links,
                rows,
                cols,
            };
            let on = on[r * cols + c].pos_lit();
            cnf.add_clue(selectors.as_deref_mut(), |cnf| {
                cnf.add_clause([on]);
                match pearl {
                    Pearl::White => around.white(r, c, cnf),
                    Pearl::Black => around.black(r, c, cnf),
                    Pearl::Unknown => {}
                }
            });
        }
    }
    let decoder = MasyuDecoder::new(puzzle, links);
    MasyuEncoding { cnf, decoder }
}

/// The four ways out of a cell: up, down, left, right, as (row, column) steps.
const STEPS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The links around the cells of a grid.
struct Around<'a> {
    links: &'a GridLoop,
    rows: usize,
    cols: usize,
}

impl Around<'_> {
    /// The cell one `step` from (`r`, `c`), if inside the grid.
    fn next(&self, (r, c): (usize, usize), (dr, dc): (isize, isize)) -> Option<(usize, usize)> {
        let r = r.checked_add_signed(dr).filter(|&r| r < self.rows)?;
        let c = c.checked_add_signed(dc).filter(|&c| c < self.cols)?;
        Some((r, c))
    }

    /// The link from `cell` one `step` on, if that cell is inside the grid.
    fn link(&self, cell: (usize, usize), step: (isize, isize)) -> Option<Lit> {
        let (nr, nc) = self.next(cell, step)?;
        let (r, c) = (cell.0.min(nr), cell.1.min(nc));
        let var = match step.0 {
            0 => self.links.across(r, c),
            _ => self.links.down(r, c),
        };
        var.map(Var::pos_lit)
    }

    /// The link beyond the one from `cell` one `step` on: from the next cell on in the
    /// same direction.
    fn beyond(&self, cell: (usize, usize), step: (isize, isize)) -> Option<Lit> {
        self.link(self.next(cell, step)?, step)
    }

    /// A white pearl: no turn on it, and a turn next to it on either axis it may take.
    fn white(&self, r: usize, c: usize, cnf: &mut CnfBuilder) {
        let [up, down, left, right] = STEPS.map(|step| self.link((r, c), step));
        for vertical in [up, down].into_iter().flatten() {
            for horizontal in [left, right].into_iter().flatten() {
                cnf.add_clause([!vertical, !horizontal]);
            }
        }
        for axis in [[STEPS[0], STEPS[1]], [STEPS[2], STEPS[3]]] {
            let [Some(a), Some(b)] = axis.map(|step| self.link((r, c), step)) else {
                continue;
            };
            let [Some(beyond_a), Some(beyond_b)] = axis.map(|step| self.beyond((r, c), step))
            else {
                continue; // a cell next to the pearl is at the border: the loop turns there
            };
            cnf.add_clause([!a, !b, !beyond_a, !beyond_b]);
        }
    }

    /// A black pearl: a turn on it, and straight on through the next cell on each link.
    fn black(&self, r: usize, c: usize, cnf: &mut CnfBuilder) {
        for axis in [[STEPS[0], STEPS[1]], [STEPS[2], STEPS[3]]] {
            if let [Some(a), Some(b)] = axis.map(|step| self.link((r, c), step)) {
                cnf.add_clause([!a, !b]);
            }
        }
        for step in STEPS {
            let Some(link) = self.link((r, c), step) else {
                continue;
            };
            match self.beyond((r, c), step) {
                Some(beyond) => cnf.add_clause([!link, beyond]),
                None => cnf.add_clause([!link]),
            }
        }
    }
}
