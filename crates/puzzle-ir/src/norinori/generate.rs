//! Random Norinori puzzles: dominoes placed at random, none beside another (corners may
//! touch), until none fits; each domino then grows into a room, every unshaded cell
//! joining the room of a random neighbour, until every cell is in a room. The
//! independent checker accepts the result.
//!
//! Such rooms usually hold other pairs of shaded cells. A second answer shades, in some
//! room, an unshaded cell of the answer; [`moved`] gives that cell to a neighbouring
//! room, which rules that second answer out (it would leave one room three shaded cells
//! or one) and keeps the answer.

use super::{check, Norinori, NorinoriAnswer};
use crate::grid::Grid;
use crate::rooms::Rooms;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

const FREE: usize = usize::MAX;

/// A random puzzle on a `rows` x `cols` grid (at least two cells) and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Norinori, NorinoriAnswer) {
    let grid = Grid::new(rows, cols);
    let mut room = vec![FREE; grid.len()];
    let mut dominoes: Vec<(usize, usize)> = grid.adjacent_pairs().collect();
    dominoes.shuffle(rng);
    let mut placed = 0;
    for (a, b) in dominoes {
        let beside = |cell: usize| grid.neighbours(cell).any(|n| room[n] != FREE);
        if room[a] == FREE && room[b] == FREE && !beside(a) && !beside(b) {
            room[a] = placed;
            room[b] = placed;
            placed += 1;
        }
    }
    let shaded: Vec<bool> = room.iter().map(|&r| r != FREE).collect();
    grow_rooms(grid, &mut room, rng);
    let puzzle = Norinori::new(Rooms::from_ids(rows, cols, &room));
    let answer = NorinoriAnswer::new(rows, cols, shaded);
    debug_assert_eq!(check(&puzzle, &answer), Ok(()));
    (puzzle, answer)
}

/// Every free cell joins the smallest room beside it (ties broken at random), in random
/// rounds: even rooms leave a second answer less room than a few large ones.
fn grow_rooms(grid: Grid, room: &mut [usize], rng: &mut SmallRng) {
    let mut size = vec![2; room.iter().filter(|&&r| r != FREE).count() / 2];
    while room.contains(&FREE) {
        let mut free: Vec<usize> = (0..room.len()).filter(|&c| room[c] == FREE).collect();
        free.shuffle(rng);
        for cell in free {
            let mut beside: Vec<usize> = grid.neighbours(cell).map(|n| room[n]).collect();
            beside.retain(|&r| r != FREE);
            beside.shuffle(rng);
            if let Some(&chosen) = beside.iter().min_by_key(|&&r| size[r]) {
                room[cell] = chosen;
                size[chosen] += 1;
            }
        }
    }
}

/// The puzzle with the unshaded cell at (`row`, `col`) given to a neighbouring room,
/// and the same answer; `None` for a shaded cell, or where its room's two shaded cells
/// would part.
///
/// The cell walks through unshaded cells of its room to the nearest one beside another
/// room (neighbours tried in random order), and the walk joins that room; so does what
/// the walk cuts off from the old room's shaded cells. Every room stays connected and
/// keeps its two shaded cells.
pub fn moved(
    puzzle: &Norinori,
    answer: &NorinoriAnswer,
    row: usize,
    col: usize,
    rng: &mut SmallRng,
) -> Option<(Norinori, NorinoriAnswer)> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    if row >= grid.rows || col >= grid.cols || answer.is_shaded(row, col) {
        return None;
    }
    let rooms = puzzle.rooms();
    let mut ids: Vec<usize> = (0..grid.len()).map(|c| rooms.room_of_cell(c)).collect();
    let start = grid.index(row, col);
    let own = ids[start];
    let open = |cell: usize| !answer.cells()[cell];
    let (walk, joined) = rooms.way_out(start, open, rng, |walk, room| Some((walk.to_vec(), room)))?;
    for &cell in &walk {
        ids[cell] = joined;
    }
    let parts = grid.areas(|c| ids[c] == own);
    let holds_shaded = |part: &Vec<usize>| part.iter().any(|&c| answer.cells()[c]);
    if parts.iter().filter(|part| holds_shaded(part)).count() > 1 {
        return None;
    }
    for part in parts.iter().filter(|part| !holds_shaded(part)) {
        for &c in part {
            ids[c] = joined;
        }
    }
    let moved = Norinori::new(Rooms::from_ids(grid.rows, grid.cols, &ids));
    Some((moved, answer.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Every unshaded cell of random puzzles moves, and the move keeps the answer an
    /// answer and the number of rooms.
    #[test]
    fn every_unshaded_cell_moves_and_keeps_the_answer() {
        let mut rng = SmallRng::seed_from_u64(31);
        for _ in 0..40 {
            let (puzzle, answer) = random_puzzle(5, 6, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()));
            let unshaded = (0..30).filter(|&c| !answer.cells()[c]);
            for (row, col) in unshaded.map(|c| (c / 6, c % 6)) {
                let (after, same) = moved(&puzzle, &answer, row, col, &mut rng).expect("moved");
                assert_eq!((check(&after, &same), &same), (Ok(()), &answer));
                assert_eq!(after.rooms().len(), puzzle.rooms().len());
                assert_ne!(after.rooms(), puzzle.rooms());
            }
        }
    }

    #[test]
    fn a_shaded_cell_does_not_move() {
        let mut rng = SmallRng::seed_from_u64(32);
        let (puzzle, answer) = random_puzzle(4, 4, &mut rng);
        let cell = answer.cells().iter().position(|&s| s).expect("a shaded cell");
        assert!(moved(&puzzle, &answer, cell / 4, cell % 4, &mut rng).is_none());
    }
}
