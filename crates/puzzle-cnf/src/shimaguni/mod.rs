//! The Shimaguni encoder: one variable per cell (shaded), a connected island per room
//! ([`connect`]), and each room's island size as a [`Tally`].
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded, row by row.
//! * **No touching across a border**: a clause for each two neighbours in different
//!   rooms, not both shaded.
//! * **One island per room**: the room's shaded cells are connected and not none
//!   ([`connect::encode`] over the room's cells and the edges between them), by the
//!   lowering of [`ShimaguniOptions::connectivity`]: elimination unless told, in process
//!   too, see [`ISLAND_LOWERING`].
//! * **Sizes.** A [`Tally`] of each room's cells (built as
//!   [`ShimaguniOptions::island_count`] says: a totalizer unless told) counts its
//!   island in unary, as far as a comparison needs it (one past the room's number and
//!   past the sizes it shares with a touching room). A number k fixes its tally at k
//!   (one or two units).
//! * **Small islands** (implied): in an island of two cells or more each shaded cell
//!   has a shaded neighbour in its room, and in one of three or more two shaded
//!   neighbours have a third beside one of them; a clause per cell and per pair of
//!   neighbours in the room, guarded by the tally's "at least 2" and "at least 3" (none
//!   beside a number that settles it, nothing where the tally does not count so far).
//! * **Touching islands differ**: for two touching rooms and each size k both can
//!   hold, one clause: not both of size k. A numbered room can hold its number alone,
//!   so beside it only that size gets a clause and its neighbour's tally counts no
//!   further than one past it (except when encoding for explanations, where a number
//!   may be dropped).
//!
//! ```
//! use puzzle_cnf::{shimaguni, Options};
//! use puzzle_ir::shimaguni::Shimaguni;
//!
//! let text = "kind: shimaguni\nrooms:\na a b\na a b\nnumbers:\nb 2\n";
//! let puzzle = Shimaguni::parse("p.txt", text).unwrap();
//! let encoding = shimaguni::encode(&puzzle, &Options::default());
//! let answer = encoding.decoder.decode(|v| [0, 2, 5].contains(&v.idx()));
//! assert_eq!(answer.to_text(), "#.#\n..#\n");
//! ```

mod kind;

use crate::connect::{self, Choice, Empty, Graph, Lowering, Presence, Property};
use crate::shade::{Shading, ShadingDecoder};
use crate::tally::Tally;
use crate::{CnfBuilder, Lit, Options};
pub use kind::ShimaguniOptions;
use puzzle_ir::grid::Grid;
use puzzle_ir::rooms::Rooms;
use puzzle_ir::shaded::Plain;
use puzzle_ir::shimaguni::{Shimaguni, ShimaguniAnswer};

/// The map from a model back to a [`ShimaguniAnswer`].
pub type ShimaguniDecoder = ShadingDecoder<Plain>;

/// The CNF of a puzzle and the map back from its models.
pub type ShimaguniEncoding = crate::KindEncoding<ShimaguniDecoder>;

/// Encodes `puzzle`.
/// The islands' lowering under `--connectivity auto`, in process as for plain CNF:
/// vertex elimination. Each island lies within its room, whose few cells keep the
/// elimination small; a static CNF also goes to the small solver, where lazy cuts need
/// an incremental one and one cutter per room.
pub const ISLAND_LOWERING: Lowering = Lowering::Elimination;

pub fn encode(puzzle: &Shimaguni, options: &Options) -> ShimaguniEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each room's known number behind its own selector (rooms'
/// order).
pub fn encode_clues(puzzle: &Shimaguni, options: &Options) -> (ShimaguniEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Shimaguni,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> ShimaguniEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(rows, cols, &mut cnf);
    let rooms = puzzle.rooms();
    let grid = Grid::new(rows, cols);
    let cells = shading.cells();
    let across: Vec<(usize, usize)> = (grid.adjacent_pairs())
        .filter(|&(a, b)| rooms.room_of_cell(a) != rooms.room_of_cell(b))
        .collect();
    for &(a, b) in &across {
        cnf.add_clause([!cells[a], !cells[b]]);
    }
    let lowering = match options.shimaguni.connectivity {
        Choice::Auto => ISLAND_LOWERING,
        Choice::Given(lowering) => lowering,
    };
    for room in 0..rooms.len() {
        let graph = island_graph(rooms, room, &shading);
        connect::encode(&graph, Property::Connected, Empty::Forbidden, lowering, &mut cnf);
    }
    let explaining = selectors.is_some();
    let distinct = distinct_sizes(puzzle, &across, explaining);
    let bounds: Vec<usize> = (0..rooms.len())
        .map(|room| tally_bound(puzzle, &distinct, room))
        .collect();
    let tallies: Vec<Tally> = (0..rooms.len())
        .map(|room| {
            let lits: Vec<Lit> = rooms.cells(room).map(|(r, c)| shading.at(r, c)).collect();
            Tally::with_encoding(&lits, bounds[room], options.shimaguni.island_count, &mut cnf)
        })
        .collect();
    for (room, (tally, &bound)) in tallies.iter().zip(&bounds).enumerate() {
        let fixed = puzzle.known(room).filter(|_| !explaining);
        let unless_smaller = |k: usize| match fixed {
            Some(number) => (number as usize >= k).then(Vec::new),
            None => (k <= bound).then(|| tally.at_least(k)).flatten().map(|at_least| vec![!at_least]),
        };
        small_islands(rooms, room, &shading, unless_smaller, &mut cnf);
    }
    for (room, tally) in tallies.iter().enumerate() {
        let Some(number) = puzzle.known(room) else {
            continue;
        };
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            for clause in tally.equal(number as usize) {
                cnf.add_clause(clause);
            }
        });
    }
    for ((a, b), sizes) in distinct {
        for k in sizes {
            let (Some(not_a), Some(not_b)) = (tallies[a].not_equal(k), tallies[b].not_equal(k)) else {
                continue;
            };
            cnf.add_clause(not_a.into_iter().chain(not_b));
        }
    }
    let unshaded = ShimaguniAnswer::new(rows, cols, vec![false; rows * cols]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
    ShimaguniEncoding { cnf, decoder }
}

/// What an island's size says about its smallest shapes, as clauses the search would
/// otherwise learn (each holds in every answer): in an island of two cells or more a
/// shaded cell has a shaded neighbour in its room, and in one of three or more two
/// shaded neighbours have a third beside one of them. `unless_smaller(k)` gives the
/// literals that make a clause about islands of at least k cells hold when the island
/// is smaller (none when it never is), or `None` when that cannot be said.
fn small_islands(
    rooms: &Rooms,
    room: usize,
    shading: &Shading,
    unless_smaller: impl Fn(usize) -> Option<Vec<Lit>>,
    cnf: &mut CnfBuilder,
) {
    let cells: Vec<(usize, usize)> = rooms.cells(room).collect();
    let beside = |(r, c): (usize, usize)| {
        let around = [(r.wrapping_sub(1), c), (r + 1, c), (r, c.wrapping_sub(1)), (r, c + 1)];
        around.into_iter().filter(|cell| cells.binary_search(cell).is_ok())
    };
    let shaded = |(r, c): (usize, usize)| shading.at(r, c);
    if let Some(guard) = unless_smaller(2) {
        for &cell in &cells {
            let clause = [!shaded(cell)].into_iter().chain(guard.iter().copied());
            cnf.add_clause(clause.chain(beside(cell).map(shaded)).collect::<Vec<_>>());
        }
    }
    if let Some(guard) = unless_smaller(3) {
        for &a in &cells {
            for b in beside(a).filter(|&b| b > a) {
                let third = beside(a).chain(beside(b)).filter(|&x| x != a && x != b);
                let clause = [!shaded(a), !shaded(b)].into_iter().chain(guard.iter().copied());
                cnf.add_clause(clause.chain(third.map(shaded)).collect::<Vec<_>>());
            }
        }
    }
}

/// The graph of `room`'s cells, each there when shaded, and the edges between them.
fn island_graph(rooms: &Rooms, room: usize, shading: &Shading) -> Graph {
    let cells: Vec<(usize, usize)> = rooms.cells(room).collect();
    let mut graph = Graph::new();
    for &(r, c) in &cells {
        graph.add_vertex(Presence::When(shading.at(r, c)));
    }
    for (i, &(r, c)) in cells.iter().enumerate() {
        for beside in [(r, c + 1), (r + 1, c)] {
            if let Ok(j) = cells.binary_search(&beside) {
                graph.add_edge(i, j, Presence::Always);
            }
        }
    }
    graph
}

/// Each two rooms that touch (once, smaller first) and the island sizes both could hold,
/// which the clauses forbid them to share. A room's number settles its size, so only
/// that size is shared with a neighbour; when `explaining`, numbers sit behind selectors
/// that an explanation may drop, and every size up to the smaller room's counts.
fn distinct_sizes(
    puzzle: &Shimaguni,
    across: &[(usize, usize)],
    explaining: bool,
) -> Vec<((usize, usize), Vec<usize>)> {
    let rooms = puzzle.rooms();
    let fixed = |room: usize| puzzle.known(room).filter(|_| !explaining).map(|n| n as usize);
    let mut pairs: Vec<(usize, usize)> = (across.iter())
        .map(|&(a, b)| {
            let (ra, rb) = (rooms.room_of_cell(a), rooms.room_of_cell(b));
            (ra.min(rb), ra.max(rb))
        })
        .collect();
    pairs.sort_unstable();
    pairs.dedup();
    (pairs.into_iter())
        .map(|(a, b)| {
            let largest = rooms.size(a).min(rooms.size(b));
            let sizes = match (fixed(a), fixed(b)) {
                (Some(ka), Some(kb)) if ka != kb => Vec::new(),
                (Some(k), _) | (_, Some(k)) => (k <= largest).then_some(k).into_iter().collect(),
                (None, None) => (1..=largest).collect(),
            };
            ((a, b), sizes)
        })
        .collect()
}

/// How far `room`'s tally must count: one past its number, and one past every size it
/// must tell apart from a touching room's (not at all when it has neither).
fn tally_bound(puzzle: &Shimaguni, distinct: &[((usize, usize), Vec<usize>)], room: usize) -> usize {
    let shared = (distinct.iter())
        .filter(|((a, b), _)| *a == room || *b == room)
        .filter_map(|(_, sizes)| sizes.last().map(|k| k + 1))
        .max()
        .unwrap_or(0);
    let own = puzzle.known(room).map_or(0, |number| number as usize + 1);
    shared.max(own)
}
