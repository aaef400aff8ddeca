//! The Country Road encoder: one variable per link between neighbouring cell centres,
//! the loop as a [`GridLoop`] on the centres, and per room a count of the links that
//! cross its border and a count of the cells the loop visits.
//!
//! # Variables and clauses
//!
//! * **Links.** `r1c1-r1c2` says the loop runs between the centres of cells (1, 1) and
//!   (1, 2): first the rows x (cols - 1) links across, row by row, then the
//!   (rows - 1) x cols links down.
//! * **The loop.** A [`GridLoop`] on the centres, each with a variable `on r1c1` (the
//!   loop visits the cell): every cell has 0 or 2 links, the cells on the loop are
//!   connected, and there is at least one. The connectivity lowering is
//!   [`CountryRoadOptions::connectivity`] (the shared `--connectivity`): by default lazy
//!   cuts for a solver in this process, vertex elimination for plain CNF.
//! * **Each room once.** Exactly two of the links across a room's border are drawn, as
//!   [`CountryRoadOptions::border`] says: by default at most two ([`card`], Sinz's
//!   sequential counter) and at least one (a clause), which is two because every cell
//!   has 0 or 2 links, so the links leaving a room are twice its cells on the loop less
//!   twice the links inside it: an even number. The loop is one cycle, so it enters the
//!   room once and leaves it once: its cells there are one stretch, and there is one. On
//!   a board of one room no link crosses a border, and the loop itself is the stretch.
//! * **Numbers.** A room's number k asks for exactly k of its cells on the loop
//!   ([`card`], as [`CountryRoadOptions::numbers`] says: by default rustsat's totalizer).
//! * **Missed cells.** For two neighbours in different rooms, one is on the loop.
//! * **No loop around one square** ([`GridLoop::forbid_squares`]) where the square's four
//!   cells miss a room: the loop visits every room, so those four links alone are never
//!   the answer's loop (implied, stated for propagation).
//!
//! ```
//! use puzzle_cnf::{country_road, Options};
//! use puzzle_ir::country_road::CountryRoad;
//!
//! let text = "kind: country-road\nrooms:\na a b\na a b\nnumbers:\nb 2\n";
//! let puzzle = CountryRoad::parse("p.txt", text).unwrap();
//! let encoding = country_road::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: every link around the grid, none down the middle.
//! let around = |v: puzzle_cnf::Var| v.idx() < 7 && v.idx() != 5;
//! let answer = encoding.decoder.decode(around);
//! assert_eq!(answer.to_text(), ".-.-.\n|   |\n.-.-.\n");
//! ```

mod kind;

use crate::card::{self, CardEncoding};
use crate::connect::GridLoop;
use crate::lines::{self, LineDecoder};
use crate::{CnfBuilder, Lit, Options, Relation, Var};
use puzzle_ir::country_road::CountryRoad;
use puzzle_ir::grid::Grid;
pub use kind::CountryRoadOptions;
use std::str::FromStr;

/// The map from a model back to a
/// [`CountryRoadAnswer`](puzzle_ir::country_road::CountryRoadAnswer).
pub type CountryRoadDecoder = LineDecoder<CountryRoad>;

/// The CNF of a puzzle and the map back from its models.
pub type CountryRoadEncoding = crate::KindEncoding<CountryRoadDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &CountryRoad, options: &Options) -> CountryRoadEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each room's known number behind its own selector (rooms'
/// order).
pub fn encode_clues(puzzle: &CountryRoad, options: &Options) -> (CountryRoadEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

/// Links, the loop, the rooms' borders, the missed cells and the numbers; with
/// `selectors`, each number is guarded by a fresh selector pushed there.
fn encode_with(
    puzzle: &CountryRoad,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> CountryRoadEncoding {
    let mut cnf = CnfBuilder::naming(options.names);
    let links = lines::edge_vars(puzzle, &mut cnf);
    let lowering = options.country_road.connectivity.lowering(options.in_process);
    let on = links.encode_loop(lowering, &mut cnf);
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let mut crossing: Vec<Vec<Lit>> = vec![Vec::new(); puzzle.len()];
    for (a, b) in grid.adjacent_pairs() {
        let (room_a, room_b) = (puzzle.room_of_cell(a), puzzle.room_of_cell(b));
        if room_a == room_b {
            continue;
        }
        cnf.add_clause([on[a].pos_lit(), on[b].pos_lit()]);
        let link = link(&links, grid, a, b).pos_lit();
        crossing[room_a].push(link);
        crossing[room_b].push(link);
    }
    links.forbid_squares(|r, c| misses_a_room(puzzle, grid, r, c), &mut cnf);
    if puzzle.len() > 1 {
        for lits in &crossing {
            options.country_road.border.encode(lits, &mut cnf);
        }
    }
    for room in 0..puzzle.len() {
        let Some(number) = puzzle.known(room) else {
            continue;
        };
        let lits: Vec<Lit> = (puzzle.cells(room))
            .map(|(r, c)| on[grid.index(r, c)].pos_lit())
            .collect();
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            let count = options.country_road.numbers;
            card::encode(&lits, Relation::Equal, number as usize, count, cnf)
        });
    }
    let decoder = CountryRoadDecoder::new(puzzle, links);
    CountryRoadEncoding { cnf, decoder }
}

/// Whether the four cells of the square whose top-left cell is (`r`, `c`) miss a room:
/// then a loop through them alone is no answer.
fn misses_a_room(puzzle: &CountryRoad, grid: Grid, r: usize, c: usize) -> bool {
    let mut rooms: Vec<usize> = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
        .map(|(r, c)| puzzle.room_of_cell(grid.index(r, c)))
        .to_vec();
    rooms.sort_unstable();
    rooms.dedup();
    rooms.len() < puzzle.len()
}

/// The link between neighbouring cells `a` and `b`, `a` first in reading order.
fn link(links: &GridLoop, grid: Grid, a: usize, b: usize) -> Var {
    let (r, c) = grid.position(a);
    let var = if b == a + 1 { links.across(r, c) } else { links.down(r, c) };
    var.expect("neighbouring cells are linked")
}

/// How "exactly two of the links across a room's border" is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Border {
    /// At most two (sequential counter) and at least one (a clause): the degrees make the
    /// count even, so it is two. A register of two bits per link.
    #[default]
    AtMostTwo,
    /// Exactly two, by a sequential counter for each side: the lower side counts the
    /// links not drawn up to all but two, a register quadratic in the border's links.
    ExactlyTwo,
}

impl Border {
    /// Every way, for tests and comparisons.
    pub const ALL: [Border; 2] = [Border::AtMostTwo, Border::ExactlyTwo];

    /// The name accepted by [`FromStr`] and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Border::AtMostTwo => "at-most-two",
            Border::ExactlyTwo => "exactly-two",
        }
    }

    /// Adds the clauses that draw exactly two of `crossing`, the links across one room's
    /// border.
    fn encode(self, crossing: &[Lit], cnf: &mut CnfBuilder) {
        let count = CardEncoding::SequentialCounter;
        match self {
            Border::AtMostTwo => {
                card::encode(crossing, Relation::AtMost, 2, count, cnf);
                cnf.add_clause(crossing.iter().copied());
            }
            Border::ExactlyTwo => card::encode(crossing, Relation::Equal, 2, count, cnf),
        }
    }
}

impl FromStr for Border {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Border::ALL
            .into_iter()
            .find(|b| b.name() == s)
            .ok_or_else(|| format!("unknown border count `{s}` (expected at-most-two or exactly-two)"))
    }
}
