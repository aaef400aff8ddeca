//! Random Star Battles: K stars in each row and column, no two touching, placed row by
//! row at random; then every other cell joins the region of a random neighbour until
//! each star has grown a region, and for K above one, neighbouring regions merge into
//! rooms of K stars. The independent checker accepts the result.
//!
//! Such rooms leave many answers. A second answer puts a star in some cell that this
//! answer leaves empty; [`moved`] gives that cell (and the empty cells on its way out of
//! its room) to a neighbouring room, which changes two rooms' star counts in the second
//! answer and none in this one.

use super::{check, StarBattle, StarBattleAnswer};
use crate::grid::Grid;
use crate::rooms::Rooms;
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};

const FREE: usize = usize::MAX;

/// Steps of the search for a placement of stars before it starts afresh.
const PLACEMENT_STEPS: usize = 10_000;

/// A random puzzle on a `size` x `size` grid with `stars` stars per row, column and
/// room, and its answer; `size` is at least 4 x `stars`.
pub fn random_puzzle(size: usize, stars: usize, rng: &mut SmallRng) -> (StarBattle, StarBattleAnswer) {
    let rows = row_choices(size, stars);
    loop {
        let Some(star) = place_stars(size, stars, &rows, rng) else {
            continue;
        };
        let Some(ids) = grow_rooms(size, stars, &star, rng) else {
            continue;
        };
        let puzzle = StarBattle::new(Rooms::from_ids(size, size, &ids), stars);
        let answer = StarBattleAnswer::new(size, size, star);
        debug_assert!(check(&puzzle, &answer).is_ok());
        return (puzzle, answer);
    }
}

/// Every set of `stars` columns of a row of `size` cells, no two side by side.
fn row_choices(size: usize, stars: usize) -> Vec<Vec<usize>> {
    if stars == 0 {
        return vec![Vec::new()];
    }
    let mut choices = Vec::new();
    for first in 0..size {
        for rest in row_choices(size.saturating_sub(first + 2), stars - 1) {
            let mut choice = vec![first];
            choice.extend(rest.iter().map(|c| c + first + 2));
            choices.push(choice);
        }
    }
    choices
}

/// The stars (row-major) of a random placement, or `None` when the search ran out of
/// steps.
fn place_stars(
    size: usize,
    stars: usize,
    rows: &[Vec<usize>],
    rng: &mut SmallRng,
) -> Option<Vec<bool>> {
    let mut chosen: Vec<&[usize]> = Vec::with_capacity(size);
    let mut column_stars = vec![0; size];
    let mut steps = 0;
    place_row(size, stars, rows, &mut chosen, &mut column_stars, &mut steps, rng).then(|| {
        let mut star = vec![false; size * size];
        for (r, cols) in chosen.iter().enumerate() {
            cols.iter().for_each(|&c| star[r * size + c] = true);
        }
        star
    })
}

/// Places the stars of the rows after `chosen`, depth first in random order.
fn place_row<'a>(
    size: usize,
    stars: usize,
    rows: &'a [Vec<usize>],
    chosen: &mut Vec<&'a [usize]>,
    column_stars: &mut [usize],
    steps: &mut usize,
    rng: &mut SmallRng,
) -> bool {
    let row = chosen.len();
    if row == size {
        return true;
    }
    let after = size - row - 1;
    let mut order: Vec<&[usize]> = rows.iter().map(Vec::as_slice).collect();
    order.shuffle(rng);
    for cols in order {
        *steps += 1;
        if *steps > PLACEMENT_STEPS {
            return false;
        }
        let above = chosen.last().copied().unwrap_or(&[]);
        let touches = cols.iter().any(|&c| above.iter().any(|&a| a.abs_diff(c) <= 1));
        if touches || cols.iter().any(|&c| column_stars[c] == stars) {
            continue;
        }
        cols.iter().for_each(|&c| column_stars[c] += 1);
        // A column cannot take stars in two rows running: it needs rows to spare.
        let reachable = (0..size).all(|c| {
            let needed = stars - column_stars[c];
            let free = if cols.contains(&c) { after / 2 } else { after.div_ceil(2) };
            needed <= free
        });
        chosen.push(cols);
        if reachable && place_row(size, stars, rows, chosen, column_stars, steps, rng) {
            return true;
        }
        chosen.pop();
        cols.iter().for_each(|&c| column_stars[c] -= 1);
    }
    false
}

/// The room of every cell: a region grown from each star, merged into rooms of `stars`
/// stars; `None` when the merging left a region that could not reach a room.
fn grow_rooms(size: usize, stars: usize, star: &[bool], rng: &mut SmallRng) -> Option<Vec<usize>> {
    let grid = Grid::new(size, size);
    let mut region = vec![FREE; star.len()];
    for (id, cell) in (0..star.len()).filter(|&c| star[c]).enumerate() {
        region[cell] = id;
    }
    while region.contains(&FREE) {
        let mut free: Vec<usize> = (0..region.len()).filter(|&c| region[c] == FREE).collect();
        free.shuffle(rng);
        for cell in free {
            let joined: Vec<usize> = (grid.neighbours(cell))
                .filter(|&n| region[n] != FREE)
                .map(|n| region[n])
                .collect();
            if let Some(&chosen) = joined.choose(rng) {
                region[cell] = chosen;
            }
        }
    }
    merge_regions(grid, stars, &mut region, rng).then_some(region)
}

/// Merges neighbouring regions of one star each into rooms of `stars` stars, the
/// region with the fewest partners first; false when one is left without a partner.
fn merge_regions(grid: Grid, stars: usize, region: &mut [usize], rng: &mut SmallRng) -> bool {
    let mut held = vec![1; region.iter().max().map_or(0, |&last| last + 1)];
    loop {
        let partners = |room: usize, region: &[usize], held: &[usize]| -> Vec<usize> {
            let mut found: Vec<usize> = (0..region.len())
                .filter(|&c| region[c] == room)
                .flat_map(|c| grid.neighbours(c))
                .map(|n| region[n])
                .filter(|&other| other != room && held[room] + held[other] <= stars)
                .collect();
            found.sort_unstable();
            found.dedup();
            found
        };
        let mut open: Vec<usize> = (0..held.len())
            .filter(|&room| held[room] > 0 && held[room] < stars)
            .collect();
        if open.is_empty() {
            return true;
        }
        open.shuffle(rng);
        let Some((room, choices)) = (open.into_iter())
            .map(|room| (room, partners(room, region, &held)))
            .min_by_key(|(_, choices)| choices.len())
        else {
            return true;
        };
        let Some(&other) = choices.choose(rng) else {
            return false;
        };
        region.iter_mut().filter(|id| **id == other).for_each(|id| *id = room);
        held[room] += held[other];
        held[other] = 0;
    }
}

/// The puzzle with the empty cell at (`row`, `col`) given to a neighbouring room, and
/// with it the empty cells of its room on the shortest way there; `None` for a star, or
/// when every way out would cut its room in two.
pub fn moved(
    puzzle: &StarBattle,
    answer: &StarBattleAnswer,
    row: usize,
    col: usize,
    rng: &mut SmallRng,
) -> Option<StarBattle> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    if row >= rows || col >= cols || answer.is_shaded(row, col) {
        return None;
    }
    let grid = Grid::new(rows, cols);
    let ids: Vec<usize> = (0..grid.len()).map(|cell| puzzle.room_of_cell(cell)).collect();
    let start = grid.index(row, col);
    let open = |cell: usize| !answer.cells()[cell];
    puzzle.way_out(start, open, rng, |walk, joined| {
        let mut changed = ids.clone();
        walk.iter().for_each(|&cell| changed[cell] = joined);
        let rooms = Rooms::from_ids(rows, cols, &changed);
        (rooms.len() == puzzle.len()).then(|| StarBattle::new(rooms, puzzle.stars()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Random puzzles of one, two and three stars are answered by their answers, and
    /// every move of an empty cell keeps the answer an answer.
    #[test]
    fn random_puzzles_and_their_moves_keep_the_answer() {
        let mut rng = SmallRng::seed_from_u64(48);
        let mut moves = 0;
        for (size, stars) in [(5, 1), (8, 2), (10, 2), (12, 3)] {
            let (puzzle, answer) = random_puzzle(size, stars, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()));
            assert_eq!(puzzle.len(), size);
            for cell in (0..size * size).filter(|&c| !answer.cells()[c]) {
                if let Some(moved) = moved(&puzzle, &answer, cell / size, cell % size, &mut rng) {
                    assert_eq!(check(&moved, &answer), Ok(()));
                    moves += 1;
                }
            }
        }
        assert!(moves > 50, "{moves} moves");
    }
}
