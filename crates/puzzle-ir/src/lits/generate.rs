//! Random LITS puzzles: tetrominoes placed at random, each touching those before it and
//! none touching one of its own shape, with no 2x2 block shaded, until none fits; then
//! every unshaded cell joins the room of a random neighbour, until every cell is in a
//! room. The independent checker accepts the result.
//!
//! Such rooms usually leave a tetromino room to move in. A second answer shades, in
//! some room, an unshaded cell of the answer; [`moved`] gives that cell to a
//! neighbouring room, which rules that second answer out and keeps the answer: the
//! shaded cells stay where they are, in the rooms they were in.

use super::{check, Lits, LitsAnswer};
use crate::grid::Grid;
use crate::rooms::Rooms;
use crate::tetromino::{orientations, Shape};
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};

const FREE: usize = usize::MAX;

/// A random puzzle on a `rows` x `cols` grid (both at least 2) and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Lits, LitsAnswer) {
    let mut room = vec![FREE; rows * cols];
    let mut shapes: Vec<Shape> = Vec::new();
    let mut placements = every_placement(rows, cols);
    loop {
        placements.shuffle(rng);
        let before = shapes.len();
        for (shape, placed) in &placements {
            if fits(&room, &shapes, rows, cols, placed, *shape) {
                for &cell in placed {
                    room[cell] = shapes.len();
                }
                shapes.push(*shape);
            }
        }
        if shapes.len() == before {
            break;
        }
    }
    let shaded: Vec<bool> = room.iter().map(|&r| r != FREE).collect();
    grow_rooms(&mut room, rows, cols, rng);
    let puzzle = Lits::new(Rooms::from_ids(rows, cols, &room));
    let answer = LitsAnswer::new(rows, cols, shaded);
    debug_assert!(shapes.is_empty() || check(&puzzle, &answer).is_ok());
    (puzzle, answer)
}

/// Every L, I, T and S tetromino inside the grid, as its shape and its cells (row-major
/// indexes).
fn every_placement(rows: usize, cols: usize) -> Vec<(Shape, Vec<usize>)> {
    let mut placements = Vec::new();
    for shape in [Shape::L, Shape::I, Shape::T, Shape::S] {
        for cells in orientations(shape) {
            for (top, left) in (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))) {
                let placed: Vec<usize> = cells
                    .iter()
                    .map(|&(r, c)| (top + r, left + c))
                    .filter(|&(r, c)| r < rows && c < cols)
                    .map(|(r, c)| r * cols + c)
                    .collect();
                if placed.len() == 4 {
                    placements.push((shape, placed));
                }
            }
        }
    }
    placements
}

/// Whether `placed` (a tetromino of `shape`) covers free cells only, touches the
/// shading (unless it is the first), touches no tetromino of its shape and makes no
/// 2x2 block.
fn fits(
    room: &[usize],
    shapes: &[Shape],
    rows: usize,
    cols: usize,
    placed: &[usize],
    shape: Shape,
) -> bool {
    if placed.iter().any(|&cell| room[cell] != FREE) {
        return false;
    }
    let beside: Vec<usize> = placed
        .iter()
        .flat_map(|&cell| Grid::new(rows, cols).neighbours(cell))
        .filter(|&n| room[n] != FREE)
        .collect();
    if !shapes.is_empty() && beside.is_empty() {
        return false;
    }
    if beside.iter().any(|&n| shapes[room[n]] == shape) {
        return false;
    }
    let shaded =
        |r: usize, c: usize| room[r * cols + c] != FREE || placed.contains(&(r * cols + c));
    !placed.iter().any(|&cell| {
        let (r, c) = (cell / cols, cell % cols);
        let tops = [r.checked_sub(1), Some(r)].into_iter().flatten();
        tops.filter(|&t| t + 1 < rows).any(|t| {
            let lefts = [c.checked_sub(1), Some(c)].into_iter().flatten();
            lefts.filter(|&l| l + 1 < cols).any(|l| {
                shaded(t, l) && shaded(t, l + 1) && shaded(t + 1, l) && shaded(t + 1, l + 1)
            })
        })
    })
}

/// The puzzle with the unshaded cell at (`row`, `col`) moved into a neighbouring room,
/// and the same answer; `None` for a shaded cell, or one whose room holds the whole
/// grid.
///
/// The cell walks through unshaded cells of its room to the nearest one beside another
/// room, and the walk joins that room; so does any part of the old room the walk cuts
/// off from its tetromino. Both rooms stay connected, and each keeps its tetromino.
pub fn moved(
    puzzle: &Lits,
    answer: &LitsAnswer,
    row: usize,
    col: usize,
    rng: &mut SmallRng,
) -> Option<(Lits, LitsAnswer)> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    if row >= rows || col >= cols || answer.is_shaded(row, col) {
        return None;
    }
    let rooms = puzzle.rooms();
    let mut ids: Vec<usize> = (0..rows * cols)
        .map(|cell| rooms.room(cell / cols, cell % cols))
        .collect();
    let shaded = answer.cells();
    let own = ids[row * cols + col];
    let (walk, joined) = walk_out(&ids, shaded, rows, cols, row * cols + col, rng)?;
    for &cell in &walk {
        ids[cell] = joined;
    }
    let kept = reached(&ids, rows, cols, own, shaded);
    for (cell, id) in ids.iter_mut().enumerate() {
        if *id == own && !kept[cell] {
            *id = joined;
        }
    }
    Some((Lits::new(Rooms::from_ids(rows, cols, &ids)), answer.clone()))
}

/// A walk through unshaded cells of `start`'s room from `start` to a cell beside another
/// room, and that room: the shortest to a room none of whose shaded cells touches
/// `start`, else the shortest of all (neighbours tried in random order). A room whose
/// tetromino touches `start` could take `start` into its tetromino instead, which would
/// keep the second answer alive in another room.
fn walk_out(
    ids: &[usize],
    shaded: &[bool],
    rows: usize,
    cols: usize,
    start: usize,
    rng: &mut SmallRng,
) -> Option<(Vec<usize>, usize)> {
    let own = ids[start];
    let touching: Vec<usize> = Grid::new(rows, cols)
        .neighbours(start)
        .filter(|&n| ids[n] != own && shaded[n])
        .map(|n| ids[n])
        .collect();
    let mut came_from = vec![FREE; ids.len()];
    came_from[start] = start;
    let mut queue = std::collections::VecDeque::from([start]);
    let mut exits: Vec<(usize, usize)> = Vec::new();
    while let Some(cell) = queue.pop_front() {
        let mut beside: Vec<usize> = Grid::new(rows, cols).neighbours(cell).collect();
        beside.shuffle(rng);
        exits.extend(
            beside
                .iter()
                .filter(|&&n| ids[n] != own)
                .map(|&n| (cell, ids[n])),
        );
        for n in beside {
            if ids[n] == own && !shaded[n] && came_from[n] == FREE {
                came_from[n] = cell;
                queue.push_back(n);
            }
        }
    }
    let &(end, room) = exits
        .iter()
        .find(|(_, room)| !touching.contains(room))
        .or(exits.first())?;
    let (mut walk, mut cell) = (vec![end], end);
    while cell != start {
        cell = came_from[cell];
        walk.push(cell);
    }
    Some((walk, room))
}

/// The cells of `room` joined to its shaded cells within the room.
fn reached(ids: &[usize], rows: usize, cols: usize, room: usize, shaded: &[bool]) -> Vec<bool> {
    let starts = (0..ids.len()).filter(|&c| ids[c] == room && shaded[c]);
    Grid::new(rows, cols).reached(starts.collect(), |n| ids[n] == room)
}

/// Every free cell joins the room of a neighbour, in random rounds.
fn grow_rooms(room: &mut [usize], rows: usize, cols: usize, rng: &mut SmallRng) {
    if room.iter().all(|&r| r == FREE) {
        room.fill(0);
        return;
    }
    while room.contains(&FREE) {
        let mut free: Vec<usize> = (0..room.len()).filter(|&c| room[c] == FREE).collect();
        free.shuffle(rng);
        for cell in free {
            let joined: Vec<usize> = Grid::new(rows, cols)
                .neighbours(cell)
                .filter(|&n| room[n] != FREE)
                .map(|n| room[n])
                .collect();
            if let Some(&chosen) = joined.choose(rng) {
                room[cell] = chosen;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Every move of every unshaded cell of random puzzles keeps the answer an answer
    /// (so no room is left without its tetromino, nor split) and the number of rooms.
    #[test]
    fn a_moved_cell_keeps_the_answer_and_the_rooms() {
        let mut rng = SmallRng::seed_from_u64(29);
        let mut moves = 0;
        for _ in 0..40 {
            let (puzzle, answer) = random_puzzle(5, 6, &mut rng);
            for cell in (0..30).filter(|&c| !answer.cells()[c]) {
                let Some((moved_to, same)) = moved(&puzzle, &answer, cell / 6, cell % 6, &mut rng)
                else {
                    continue;
                };
                assert_eq!(check(&moved_to, &same), Ok(()));
                assert_eq!(moved_to.rooms().len(), puzzle.rooms().len());
                assert_ne!(moved_to.rooms(), puzzle.rooms());
                moves += 1;
            }
        }
        assert!(moves > 100, "{moves} moves");
    }

    #[test]
    fn a_shaded_cell_does_not_move() {
        let mut rng = SmallRng::seed_from_u64(30);
        let (puzzle, answer) = random_puzzle(4, 4, &mut rng);
        let cell = answer
            .cells()
            .iter()
            .position(|&s| s)
            .expect("a shaded cell");
        assert!(moved(&puzzle, &answer, cell / 4, cell % 4, &mut rng).is_none());
    }
}
