//! Random LITS puzzles: tetrominoes placed at random, each touching those before it and
//! none touching one of its own shape, with no 2x2 block shaded; then every unshaded
//! cell joins the room of a random neighbour, until every cell is in a room. The
//! independent checker accepts the result.

use super::{check, Lits, LitsAnswer};
use crate::rooms::Rooms;
use crate::tetromino::{orientations, Shape};
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

/// Random placements tried per cell of the grid before the shading stops growing.
const TRIES_PER_CELL: usize = 8;

const FREE: usize = usize::MAX;

/// A random puzzle on a `rows` x `cols` grid (both at least 2) and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Lits, LitsAnswer) {
    let mut room = vec![FREE; rows * cols];
    let mut shapes: Vec<Shape> = Vec::new();
    let lits = [Shape::L, Shape::I, Shape::T, Shape::S];
    for _ in 0..TRIES_PER_CELL * rows * cols {
        let shape = *lits.choose(rng).expect("four shapes");
        let cells = *orientations(shape).choose(rng).expect("an orientation");
        let (top, left) = (rng.random_range(0..rows), rng.random_range(0..cols));
        let placed: Vec<usize> = cells
            .iter()
            .map(|&(r, c)| (top + r, left + c))
            .filter(|&(r, c)| r < rows && c < cols)
            .map(|(r, c)| r * cols + c)
            .collect();
        if placed.len() == 4 && fits(&room, &shapes, rows, cols, &placed, shape) {
            for &cell in &placed {
                room[cell] = shapes.len();
            }
            shapes.push(shape);
        }
    }
    let shaded: Vec<bool> = room.iter().map(|&r| r != FREE).collect();
    grow_rooms(&mut room, rows, cols, rng);
    let puzzle = Lits::new(Rooms::from_ids(rows, cols, &room));
    let answer = LitsAnswer::new(rows, cols, shaded);
    debug_assert!(shapes.is_empty() || check(&puzzle, &answer).is_ok());
    (puzzle, answer)
}

fn neighbours(rows: usize, cols: usize, cell: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (cell / cols, cell % cols);
    [
        (r > 0).then(|| cell - cols),
        (r + 1 < rows).then(|| cell + cols),
        (c > 0).then(|| cell - 1),
        (c + 1 < cols).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
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
        .flat_map(|&cell| neighbours(rows, cols, cell))
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
            let joined: Vec<usize> = neighbours(rows, cols, cell)
                .filter(|&n| room[n] != FREE)
                .map(|n| room[n])
                .collect();
            if let Some(&chosen) = joined.choose(rng) {
                room[cell] = chosen;
            }
        }
    }
}
