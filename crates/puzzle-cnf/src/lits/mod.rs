//! The LITS encoder: one variable per cell (shaded), one per placement of a tetromino
//! inside a room, one per room and shape, and the shared rules of
//! [`shade`](crate::shade).
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded, row by row.
//! * **Placements.** Every L, I, T and S tetromino in every rotation and reflection
//!   (`tetromino`) that fits inside a room gets a variable; exactly one per room holds
//!   ([`AmoEncoding::exactly_one`](crate::AmoEncoding::exactly_one) with `--amo`). A
//!   placement shades its four cells, and a shaded cell is covered by a placement of its
//!   room that holds: so each room's shaded cells are exactly its tetromino. (The O
//!   tetromino is left out: it is a 2x2 block.)
//! * **Shapes.** `a:L` says room `a`'s tetromino is an L: it holds exactly when one of
//!   the room's L placements does. Two shaded cells side by side in different rooms
//!   never have rooms of one shape: a clause per such pair of cells and shape.
//! * **No 2x2 block**: [`Shading::no_block`].
//! * **The shaded cells are connected**: [`Shading::connected`] with [`Area::Shaded`], by
//!   the lowering of [`LitsOptions::connectivity`] (lazy cuts in process by default).
//!
//! ```
//! use puzzle_cnf::{lits, Options};
//! use puzzle_ir::lits::Lits;
//!
//! let puzzle = Lits::parse("p", "kind: lits\nrooms:\na a b b\na a b c\na b b c\nc c c c\n").unwrap();
//! let encoding = lits::encode(&puzzle, &Options::default());
//! let shaded = [0, 2, 3, 4, 5, 6, 8, 10, 12, 13, 14, 15];
//! let answer = encoding.decoder.decode(|v| shaded.contains(&v.idx()));
//! assert_eq!(answer.to_text(), "#.##\n###.\n#.#.\n####\n");
//! ```

mod kind;

use crate::connect::Empty;
use crate::shade::{Area, Shading};
use crate::{CellVars, CnfBuilder, Lit, Options, Var};
pub use kind::LitsOptions;
use puzzle_ir::lits::{Lits, LitsAnswer};
use puzzle_ir::rooms::{label, Rooms};
use puzzle_ir::tetromino::{orientations, Shape};

/// The shapes a LITS room may hold.
const SHAPES: [Shape; 4] = [Shape::L, Shape::I, Shape::T, Shape::S];

/// The map from a model back to a [`LitsAnswer`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LitsDecoder {
    rows: usize,
    cols: usize,
    cells: Vec<Var>,
}

impl LitsDecoder {
    /// Reads the answer from the values of the cell variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> LitsAnswer {
        let shaded = self.cells.iter().map(|&v| value_of(v)).collect();
        LitsAnswer::new(self.rows, self.cols, shaded)
    }

    /// Each cell's variable.
    pub fn cell_vars(&self) -> Vec<CellVars> {
        self.cells
            .iter()
            .map(|&v| CellVars::Open(vec![v]))
            .collect()
    }

    /// The cell variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &LitsAnswer) -> Vec<Lit> {
        self.cells
            .iter()
            .zip(answer.cells())
            .map(|(&v, &shaded)| Lit::new(v.idx32(), !shaded))
            .collect()
    }
}

/// The CNF of a puzzle and the map back from its models.
pub type LitsEncoding = crate::KindEncoding<LitsDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Lits, options: &Options) -> LitsEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = if options.names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let shading = Shading::named(rows, cols, &mut cnf);
    let rooms = puzzle.rooms();
    let shapes: Vec<[Lit; 4]> = (0..rooms.len())
        .map(|room| tetromino(&shading, rooms, room, options, &mut cnf))
        .collect();
    for ((a, b), (ra, rb)) in neighbours_across_rooms(rooms) {
        for (ta, tb) in shapes[ra].iter().zip(&shapes[rb]) {
            cnf.add_clause([!shading.at(a.0, a.1), !shading.at(b.0, b.1), !*ta, !*tb]);
        }
    }
    shading.no_block(&mut cnf);
    let lowering = options.lits.connectivity.lowering(options.in_process);
    shading.connected(Area::Shaded, Empty::Forbidden, lowering, &mut cnf);
    let decoder = LitsDecoder {
        rows,
        cols,
        cells: shading.cells().iter().map(|l| l.var()).collect(),
    };
    LitsEncoding { cnf, decoder }
}

/// The placements of `room` with exactly one holding, tied to the room's cells; the
/// room's shape literals in [`SHAPES`]' order.
fn tetromino(
    shading: &Shading,
    rooms: &Rooms,
    room: usize,
    options: &Options,
    cnf: &mut CnfBuilder,
) -> [Lit; 4] {
    let cells: Vec<(usize, usize)> = rooms.cells(room).collect();
    let mut placements: Vec<Lit> = Vec::new();
    let mut covering: Vec<Vec<Lit>> = vec![Vec::new(); cells.len()];
    let shapes = SHAPES.map(|shape| {
        let shape_lit = cnf
            .new_named_var(|| format!("{}:{}", label(room), shape.letter()))
            .pos_lit();
        let mut of_shape = Vec::new();
        for placed in placements_in(&cells, shape) {
            let p = cnf.new_var().pos_lit();
            for &i in &placed {
                let (r, c) = cells[i];
                cnf.add_clause([!p, shading.at(r, c)]);
                covering[i].push(p);
            }
            cnf.add_clause([!p, shape_lit]);
            of_shape.push(p);
        }
        cnf.add_clause([!shape_lit].into_iter().chain(of_shape.iter().copied()));
        placements.extend(of_shape);
        shape_lit
    });
    options.amo.exactly_one(&placements, cnf);
    for (&(r, c), covers) in cells.iter().zip(&covering) {
        cnf.add_clause(
            [!shading.at(r, c)]
                .into_iter()
                .chain(covers.iter().copied()),
        );
    }
    shapes
}

/// Every placement of `shape` on `cells` (sorted, reading order), as indices into them.
fn placements_in(cells: &[(usize, usize)], shape: Shape) -> Vec<[usize; 4]> {
    let index = |cell: (usize, usize)| cells.binary_search(&cell).ok();
    let mut found = Vec::new();
    for orientation in orientations(shape) {
        // The orientation's first cell in reading order lands on each cell in turn.
        let (r0, c0) = orientation[0];
        for &(r, c) in cells {
            let placed = orientation.map(|(dr, dc)| {
                let row = (r + dr).checked_sub(r0)?;
                let col = (c + dc).checked_sub(c0)?;
                index((row, col))
            });
            if let [Some(a), Some(b), Some(d), Some(e)] = placed {
                found.push([a, b, d, e]);
            }
        }
    }
    found
}

/// Each two orthogonal neighbours in different rooms, with their rooms.
#[allow(clippy::type_complexity)]
fn neighbours_across_rooms(
    rooms: &Rooms,
) -> Vec<(((usize, usize), (usize, usize)), (usize, usize))> {
    let mut pairs = Vec::new();
    for r in 0..rooms.rows() {
        for c in 0..rooms.cols() {
            if rooms.border_right(r, c) {
                pairs.push((
                    ((r, c), (r, c + 1)),
                    (rooms.room(r, c), rooms.room(r, c + 1)),
                ));
            }
            if rooms.border_below(r, c) {
                pairs.push((
                    ((r, c), (r + 1, c)),
                    (rooms.room(r, c), rooms.room(r + 1, c)),
                ));
            }
        }
    }
    pairs
}
