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
use crate::shade::{Area, Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit, Options};
pub use kind::LitsOptions;
use puzzle_ir::grid::Grid;
use puzzle_ir::lits::{Lits, LitsAnswer};
use puzzle_ir::rooms::{label, Rooms};
use puzzle_ir::shaded::Plain;
use puzzle_ir::polyomino::Turns;
use puzzle_ir::tetromino::Shape;

/// The shapes a LITS room may hold.
const SHAPES: [Shape; 4] = [Shape::L, Shape::I, Shape::T, Shape::S];

/// The map from a model back to a [`LitsAnswer`].
pub type LitsDecoder = ShadingDecoder<Plain>;

/// The CNF of a puzzle and the map back from its models.
pub type LitsEncoding = crate::KindEncoding<LitsDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Lits, options: &Options) -> LitsEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(rows, cols, &mut cnf);
    let rooms = puzzle.rooms();
    let shapes: Vec<[Lit; 4]> = (0..rooms.len())
        .map(|room| tetromino(&shading, rooms, room, options, &mut cnf))
        .collect();
    for ((a, b), (ra, rb)) in neighbours_across_rooms(rooms) {
        for (ta, tb) in shapes[ra].iter().zip(&shapes[rb]) {
            cnf.add_clause([!shading.cells()[a], !shading.cells()[b], !*ta, !*tb]);
        }
    }
    shading.no_block(&mut cnf);
    let lowering = options.lits.connectivity.lowering(options.in_process);
    shading.connected(Area::Shaded, Empty::Forbidden, lowering, &mut cnf);
    let unshaded = LitsAnswer::new(rows, cols, vec![false; rows * cols]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
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
fn placements_in(cells: &[(usize, usize)], shape: Shape) -> Vec<Vec<usize>> {
    let orientations = shape.polyomino().orientations(Turns::RotationsAndReflections);
    (orientations.iter())
        .flat_map(|orientation| orientation.placements_in(cells))
        .collect()
}

/// Each two orthogonal neighbours in different rooms, with their rooms.
fn neighbours_across_rooms(rooms: &Rooms) -> Vec<((usize, usize), (usize, usize))> {
    let grid = Grid::new(rooms.rows(), rooms.cols());
    let room = |cell| rooms.room_of_cell(cell);
    (grid.adjacent_pairs())
        .map(|(a, b)| ((a, b), (room(a), room(b))))
        .filter(|(_, (ra, rb))| ra != rb)
        .collect()
}
