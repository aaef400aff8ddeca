//! The Nurikabe encoder: one variable per cell, true when the cell is shaded, and per
//! number an island: which cells belong to it.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded. Numbered cells are
//!   unshaded.
//! * **The wall** ([`shade`](crate::shade)): no 2x2 block of shaded cells; the shaded
//!   cells are one connected area ([`Shading::connected`], lowered by
//!   [`NurikabeOptions::connectivity`]: lazy cuts in process by default, elimination for plain CNF).
//! * **Islands.** A number n at cell p may only reach the cells within n - 1 steps of p
//!   through cells that neither hold nor touch another number (an unknown number, `?`,
//!   any such cell): for each such cell c a variable
//!   `r1c1 in r2c2` (c belongs to the island of the number at p), true for p itself. An
//!   unshaded cell belongs to exactly one island, a shaded one to none; two unshaded
//!   neighbours belong to the same island. So an unshaded area holds at most one number.
//! * **Sizes and pieces**, by [`NurikabeOptions::islands`]. The island of n has exactly
//!   n cells (an unknown number's, any number); each number's size is its clue for
//!   explanations (the number itself stays: a Nurikabe without it is another puzzle,
//!   whose answers are not a superset).
//!   [`Islands::Cuts`] (lazy, `cuts.rs`): no clause; each model's unshaded areas without
//!   their number, too small or too large are cut off. The static encodings count the
//!   members ([`card`], Sinz's sequential counter) and keep each island in one piece:
//!   [`Islands::Distance`]: `r1c1 in r2c2 by d` says c is reached from p in at most d
//!   steps inside the island; a member is reached within n - 1 steps (an unknown
//!   number's, within one step fewer than its possible members), and a cell reached
//!   in d steps is p, or was reached in d - 1, or has a neighbour reached in d - 1.
//!   [`Islands::Connected`]: [`connect`]'s connectivity over the island's
//!   cells, by the same lowering as the wall.
//! * **The wall's size**, implied (the cells that no island holds), kept apart for the
//!   racing search ([`CnfBuilder::add_implied`]): exactly the cells minus the numbers
//!   are shaded, on grids where its totalizer is small enough and no number is unknown.
//!
//! ```
//! use puzzle_cnf::{nurikabe, Options};
//! use puzzle_ir::nurikabe::Nurikabe;
//!
//! let puzzle = Nurikabe::parse("p.txt", "kind: nurikabe\ngrid:\n2 . .\n. . 1\n").unwrap();
//! let encoding = nurikabe::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: the cells (1, 3), (2, 1) and (2, 2) shaded.
//! let answer = encoding.decoder.decode(|v| [2, 3, 4].contains(&v.idx()));
//! assert_eq!(answer.to_text(), "2 . #\n# # 1\n");
//! ```

mod cuts;
mod kind;

use crate::card::{self, CardEncoding};
use crate::connect::{self, Empty, Graph, Lowering, Presence, Property};
use crate::shade::{Area, Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit, Options, Relation};
use cuts::IslandCutter;
pub use kind::{Islands, NurikabeOptions};
use puzzle_ir::grid::Grid;
use puzzle_ir::nurikabe::{Nurikabe, NurikabeAnswer, UNKNOWN};
use puzzle_ir::shaded::Numbered;

/// The map from a model back to a [`NurikabeAnswer`]; a numbered cell is stated.
pub type NurikabeDecoder = ShadingDecoder<Numbered>;

/// The CNF of a puzzle and the map back from its models.
pub type NurikabeEncoding = crate::KindEncoding<NurikabeDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Nurikabe, options: &Options) -> NurikabeEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each number's size behind its own selector (row-major).
pub fn encode_clues(puzzle: &Nurikabe, options: &Options) -> (NurikabeEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

/// One number's island: its cell, its number (`None`: unknown), and the cells it may
/// reach, in row-major order.
#[derive(Debug)]
struct Island {
    root: usize,
    size: Option<usize>,
    members: Vec<Member>,
}

/// A cell an island may reach.
#[derive(Debug, Clone, Copy)]
struct Member {
    /// Row-major index.
    cell: usize,
    /// "The cell belongs to the island".
    lit: Lit,
    /// The fewest steps from the root through the cells the island may reach.
    steps: usize,
}

impl Island {
    /// The most cells the island may hold: its size, or every cell it may reach.
    fn most_cells(&self) -> usize {
        self.size.unwrap_or(self.members.len())
    }

    fn member(&self, cell: usize) -> Option<Lit> {
        self.members
            .binary_search_by_key(&cell, |m| m.cell)
            .ok()
            .map(|i| self.members[i].lit)
    }
}

fn encode_with(
    puzzle: &Nurikabe,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> NurikabeEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let name = |i: usize| format!("r{}c{}", i / cols + 1, i % cols + 1);
    let shading = Shading::named(rows, cols, &mut cnf);
    shading.no_block(&mut cnf);
    let lowering = options.nurikabe.connectivity.lowering(options.in_process);
    shading.connected(Area::Shaded, Empty::Allowed, lowering, &mut cnf);

    let islands = islands(puzzle, &mut cnf, &name);
    let shaded = |i: usize| shading.cells()[i];
    for island in &islands {
        cnf.add_clause([!shaded(island.root)]);
        cnf.add_clause([island.member(island.root).expect("the root is a member")]);
    }
    for cell in 0..rows * cols {
        let owners: Vec<Lit> = islands.iter().filter_map(|k| k.member(cell)).collect();
        cnf.add_clause(owners.iter().copied().chain([shaded(cell)]));
        for &owner in &owners {
            cnf.add_clause([!owner, !shaded(cell)]);
        }
        options.amo.at_most_one(&owners, &mut cnf);
    }
    for (a, b) in shading.grid().adjacent_pairs() {
        for island in &islands {
            for (from, to) in [(a, b), (b, a)] {
                if let Some(member) = island.member(from) {
                    let joined = island.member(to).unwrap_or(shaded(to));
                    cnf.add_clause([!member, shaded(to), joined]);
                }
            }
        }
    }
    if selectors.is_none() {
        wall_count(&islands, shading.cells(), &mut cnf);
    }
    match options.nurikabe.islands.lowered(lowering) {
        Islands::Cuts => {
            let sizes = (islands.iter())
                .map(|island| {
                    let selectors = island.size.and(selectors.as_deref_mut());
                    cnf.clue_selector(selectors)
                })
                .collect();
            let shaded = shading.cells().to_vec();
            cnf.add_lazy(IslandCutter::new(shading.grid(), shaded, islands, sizes));
        }
        static_islands => {
            for island in &islands {
                if let Some(size) = island.size {
                    clue_size(island, size, selectors.as_deref_mut(), &mut cnf);
                }
                match static_islands {
                    Islands::Distance => distance(island, shading.grid(), &mut cnf),
                    _ => connected(island, shading.grid(), lowering, &mut cnf),
                }
            }
        }
    }

    let unshaded = NurikabeAnswer::new(puzzle, &vec![false; rows * cols]);
    let numbered = puzzle.numbers().iter().map(Option::is_some).collect();
    let decoder = ShadingDecoder::new(unshaded, &shading).stating(numbered);
    NurikabeEncoding { cnf, decoder }
}

/// The most cells times wall cells for which [`wall_count`] counts the wall: its
/// totalizer has about that many clauses. Above it, on the largest Janko puzzles,
/// loading the count costs the racer more than the count gains
/// (docs/experiments/2026-11-26-nurikabe-islands.md, "A racer that counts the wall").
const WALL_COUNT_LIMIT: usize = 500_000;

/// The wall holds every cell no island does, as an implied constraint
/// ([`CnfBuilder::add_implied`]): the racing search of a lazy solve counts the wall's
/// cells (rustsat's totalizer), where the first search leaves counting to the islands'
/// cuts. The count is what a puzzle of few large islands and a thin wall turns on
/// (janko 753, 669, 1102), and a burden where the wall is half the grid. An unknown
/// number leaves the wall's size open: nothing is counted then.
fn wall_count(islands: &[Island], cells: &[Lit], cnf: &mut CnfBuilder) {
    let Some(numbered) = islands.iter().map(|island| island.size).sum::<Option<usize>>() else {
        return;
    };
    let Some(wall) = cells.len().checked_sub(numbered) else {
        return; // the numbers outgrow the grid: no answer, nothing to count
    };
    if cells.len() * wall <= WALL_COUNT_LIMIT {
        let exact = Relation::Equal;
        let totalizer = CardEncoding::Totalizer;
        cnf.add_implied(card::Count::new(cells.to_vec(), exact, wall, totalizer));
    }
}

/// The island has exactly `size` cells, its number's clue.
fn clue_size(island: &Island, size: usize, selectors: Option<&mut Vec<Lit>>, cnf: &mut CnfBuilder) {
    let members: Vec<Lit> = island.members.iter().map(|m| m.lit).collect();
    cnf.add_clue(selectors, |cnf| {
        let exact = Relation::Equal;
        card::encode(
            &members,
            exact,
            size,
            CardEncoding::SequentialCounter,
            cnf,
        )
    });
}

/// Each number's island and the variables of the cells it may reach: those within
/// `n - 1` steps of its cell (any number of steps from an unknown number) through cells
/// that neither hold nor touch another number (such a cell, unshaded, would join that
/// number's island).
fn islands(puzzle: &Nurikabe, cnf: &mut CnfBuilder, name: &dyn Fn(usize) -> String) -> Vec<Island> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let numbers = puzzle.numbers();
    let sizes = numbers.iter().map(|n| n.map(|n| (n != UNKNOWN).then_some(n as usize)));
    let roots = sizes.enumerate().filter_map(|(i, size)| Some((i, size?)));
    roots
        .map(|(root, size)| {
            let free = |c: usize| {
                c == root
                    || (numbers[c].is_none()
                        && grid
                            .neighbours(c)
                            .all(|a| a == root || numbers[a].is_none()))
            };
            let steps = steps_from(root, size.unwrap_or(grid.len()) - 1, grid, free);
            let members = (0..numbers.len())
                .filter_map(|cell| {
                    let steps = steps[cell]?;
                    let lit = cnf.new_named_var(|| format!("{} in {}", name(cell), name(root)));
                    Some(Member {
                        cell,
                        lit: lit.pos_lit(),
                        steps,
                    })
                })
                .collect();
            Island {
                root,
                size,
                members,
            }
        })
        .collect()
}

/// Per cell, the fewest steps from `root` through cells where `free` holds, up to
/// `limit` (`None`: farther, or not free).
fn steps_from(
    root: usize,
    limit: usize,
    grid: Grid,
    free: impl Fn(usize) -> bool,
) -> Vec<Option<usize>> {
    let mut steps = vec![None; grid.len()];
    steps[root] = Some(0);
    let mut frontier = vec![root];
    for d in 1..=limit {
        let mut next = Vec::new();
        for &cell in &frontier {
            for n in grid.neighbours(cell) {
                if steps[n].is_none() && free(n) {
                    steps[n] = Some(d);
                    next.push(n);
                }
            }
        }
        frontier = next;
    }
    steps
}

/// The island's members are reached from its root within one step fewer than it may
/// hold cells, inside it.
fn distance(island: &Island, grid: Grid, cnf: &mut CnfBuilder) {
    // reached[d]: (cell, literal "reached within d steps") for the members within d.
    let mut reached: Vec<Vec<(usize, Lit)>> = vec![vec![(
        island.root,
        island.member(island.root).expect("the root is a member"),
    )]];
    for d in 1..island.most_cells() {
        let previous = &reached[d - 1];
        let before = |cell: usize| {
            previous
                .binary_search_by_key(&cell, |r| r.0)
                .ok()
                .map(|i| previous[i].1)
        };
        let mut layer = Vec::new();
        for &Member {
            cell,
            lit: member,
            steps,
        } in &island.members
        {
            if steps > d {
                continue;
            }
            let lit = cnf.new_var().pos_lit();
            cnf.add_clause([!lit, member]);
            let supports = grid.neighbours(cell).chain([cell]).filter_map(before);
            cnf.add_clause([!lit].into_iter().chain(supports));
            layer.push((cell, lit));
        }
        reached.push(layer);
    }
    let last = reached.last().expect("the root's layer");
    for member in &island.members {
        let lit = (last.binary_search_by_key(&member.cell, |r| r.0).ok()).map(|i| last[i].1);
        cnf.add_clause([!member.lit].into_iter().chain(lit));
    }
}

/// The island's members are connected, by `lowering`.
fn connected(island: &Island, grid: Grid, lowering: Lowering, cnf: &mut CnfBuilder) {
    let mut graph = Graph::new();
    for member in &island.members {
        graph.add_vertex(Presence::When(member.lit));
    }
    for (i, a) in island.members.iter().enumerate() {
        // The neighbours after it in row-major order, in that order: right, then below.
        let mut later: Vec<usize> = grid.neighbours(a.cell).filter(|&n| n > a.cell).collect();
        later.sort_unstable();
        for n in later {
            if let Ok(j) = island.members.binary_search_by_key(&n, |m| m.cell) {
                graph.add_edge(i, j, Presence::Always);
            }
        }
    }
    connect::encode(&graph, Property::Connected, Empty::Forbidden, lowering, cnf);
}
