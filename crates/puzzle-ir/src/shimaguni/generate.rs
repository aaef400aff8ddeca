//! Random Shimaguni puzzles: islands grown at random, none touching another, each to a
//! random size; then every unshaded cell joins the room of a random neighbour, until
//! every cell is in a room. Where two touching rooms have islands of one size, one of
//! them grows by a cell of its room; where neither can (or after a while, as growing
//! may go round in circles), the last cell grown onto one is unshaded again, and a room
//! left without an island joins a neighbouring room, until no two touching islands
//! have one size. Every
//! room is numbered; the independent checker accepts the result.
//!
//! A second answer shades, in some room, an unshaded cell of the answer; [`moved`]
//! gives that cell (and the unshaded cells on its way out of the room) to a
//! neighbouring room, which can rule that second answer out and keeps the answer.

use super::{check, Shimaguni, ShimaguniAnswer};
use crate::grid::Grid;
use crate::numbered_rooms::{NumberedRooms, RoomNumber};
use crate::rooms::Rooms;
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

/// The largest island grown.
const LARGEST: usize = 4;

/// How many times per cell two islands of one size are told apart by growing one
/// before shrinking takes over (growing keeps rooms; it may go round in circles).
const GROWTHS_PER_CELL: usize = 2;

/// A cell in no room yet.
const FREE: usize = usize::MAX;

/// A random puzzle on a `rows` x `cols` grid with every room numbered, and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Shimaguni, ShimaguniAnswer) {
    let grid = Grid::new(rows, cols);
    let mut islands = grow_islands(grid, rng);
    let mut room = vec![FREE; grid.len()];
    for (id, island) in islands.iter().enumerate() {
        island.iter().for_each(|&cell| room[cell] = id);
    }
    grow_rooms(grid, &mut room, rng);
    let mut grow_first = GROWTHS_PER_CELL * grid.len();
    while let Some((a, b)) = same_sizes(grid, &room, &islands) {
        let (first, second) = if rng.random_bool(0.5) { (a, b) } else { (b, a) };
        if grow_first > 0 {
            grow_first -= 1;
            if grow(grid, &room, &mut islands, first, rng) || grow(grid, &room, &mut islands, second, rng) {
                continue;
            }
        }
        islands[first].pop();
        if islands[first].is_empty() {
            let beside = neighbour_rooms(grid, &room, first);
            let joined = *beside.choose(rng).expect("a room beside another");
            room.iter_mut().filter(|r| **r == first).for_each(|r| *r = joined);
        }
    }
    let mut shaded = vec![false; grid.len()];
    islands.iter().flatten().for_each(|&cell| shaded[cell] = true);
    let answer = ShimaguniAnswer::new(rows, cols, shaded);
    let puzzle = every_number(&Rooms::from_ids(rows, cols, &room), &answer);
    debug_assert!(check(&puzzle, &answer).is_ok());
    (puzzle, answer)
}

/// The puzzle on `rooms` with each room's count of shaded cells in `answer`.
pub fn every_number(rooms: &Rooms, answer: &ShimaguniAnswer) -> Shimaguni {
    let numbers = (0..rooms.len())
        .map(|room| {
            let shaded = rooms.cells(room).filter(|&(r, c)| answer.is_shaded(r, c));
            Some(RoomNumber::Known(shaded.count() as u32))
        })
        .collect();
    Shimaguni::new(NumberedRooms::new(rooms.clone(), numbers))
}

/// Islands seeded on the cells in random order where no island touches, each grown
/// cell by cell (in the order kept) to a random size.
fn grow_islands(grid: Grid, rng: &mut SmallRng) -> Vec<Vec<usize>> {
    let mut owner = vec![FREE; grid.len()];
    let mut islands: Vec<Vec<usize>> = Vec::new();
    let mut seeds: Vec<usize> = (0..grid.len()).collect();
    seeds.shuffle(rng);
    for seed in seeds {
        let id = islands.len();
        let free = |cell: usize, owner: &[usize]| {
            owner[cell] == FREE && grid.neighbours(cell).all(|n| owner[n] == FREE || owner[n] == id)
        };
        if !free(seed, &owner) {
            continue;
        }
        let size = rng.random_range(1..=LARGEST);
        let mut island = vec![seed];
        owner[seed] = id;
        while island.len() < size {
            let frontier: Vec<usize> = (island.iter())
                .flat_map(|&cell| grid.neighbours(cell))
                .filter(|&n| free(n, &owner))
                .collect();
            let Some(&next) = frontier.choose(rng) else {
                break;
            };
            owner[next] = id;
            island.push(next);
        }
        islands.push(island);
    }
    islands
}

/// Gives every cell without a room the room of a random neighbour, one at a time.
fn grow_rooms(grid: Grid, room: &mut [usize], rng: &mut SmallRng) {
    loop {
        let open: Vec<usize> = (0..grid.len())
            .filter(|&cell| room[cell] == FREE && grid.neighbours(cell).any(|n| room[n] != FREE))
            .collect();
        let Some(&cell) = open.choose(rng) else {
            return;
        };
        let beside: Vec<usize> = grid.neighbours(cell).filter(|&n| room[n] != FREE).collect();
        room[cell] = room[*beside.choose(rng).expect("an open cell has a room beside it")];
    }
}

/// Grows the island of `id` by a random unshaded cell of its room beside it that
/// touches no shaded cell of another room; whether one was found.
fn grow(grid: Grid, room: &[usize], islands: &mut [Vec<usize>], id: usize, rng: &mut SmallRng) -> bool {
    let mut shaded = vec![false; grid.len()];
    islands.iter().flatten().for_each(|&cell| shaded[cell] = true);
    let open: Vec<usize> = (islands[id].iter())
        .flat_map(|&cell| grid.neighbours(cell))
        .filter(|&n| room[n] == id && !shaded[n])
        .filter(|&n| grid.neighbours(n).all(|m| room[m] == id || !shaded[m]))
        .collect();
    let Some(&cell) = open.choose(rng) else {
        return false;
    };
    islands[id].push(cell);
    true
}

/// Two touching rooms whose islands have one size, if any.
fn same_sizes(grid: Grid, room: &[usize], islands: &[Vec<usize>]) -> Option<(usize, usize)> {
    (grid.adjacent_pairs())
        .map(|(a, b)| (room[a], room[b]))
        .find(|&(a, b)| a != b && islands[a].len() == islands[b].len())
}

/// The rooms beside `own`.
fn neighbour_rooms(grid: Grid, room: &[usize], own: usize) -> Vec<usize> {
    let mut beside: Vec<usize> = (grid.adjacent_pairs())
        .filter_map(|(a, b)| match (room[a] == own, room[b] == own) {
            (true, false) => Some(room[b]),
            (false, true) => Some(room[a]),
            _ => None,
        })
        .collect();
    beside.sort_unstable();
    beside.dedup();
    beside
}

/// The puzzle with the unshaded cell at (`row`, `col`) given to a neighbouring room,
/// with the unshaded cells of its room on a shortest way there (the nearest rooms
/// first, in random order; the first that keeps `answer` an answer), every room
/// numbered.
pub fn moved(
    puzzle: &Shimaguni,
    answer: &ShimaguniAnswer,
    row: usize,
    col: usize,
    rng: &mut SmallRng,
) -> Option<(Shimaguni, ShimaguniAnswer)> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    if row >= grid.rows || col >= grid.cols || answer.is_shaded(row, col) {
        return None;
    }
    let ids: Vec<usize> = (0..grid.len()).map(|i| puzzle.room_of_cell(i)).collect();
    let start = grid.index(row, col);
    let own = ids[start];
    // Breadth first through the room's unshaded cells; each step records where it came from.
    let mut came_from = vec![FREE; grid.len()];
    came_from[start] = start;
    let mut queue = std::collections::VecDeque::from([start]);
    let mut exits: Vec<(usize, usize)> = Vec::new();
    while let Some(cell) = queue.pop_front() {
        let mut beside: Vec<usize> = grid.neighbours(cell).collect();
        beside.shuffle(rng);
        for n in beside {
            if ids[n] != own {
                exits.push((cell, ids[n]));
            } else if !answer.cells()[n] && came_from[n] == FREE {
                came_from[n] = cell;
                queue.push_back(n);
            }
        }
    }
    exits.into_iter().find_map(|(end, joined)| {
        let mut moved_ids = ids.clone();
        let mut cell = end;
        moved_ids[cell] = joined;
        while cell != start {
            cell = came_from[cell];
            moved_ids[cell] = joined;
        }
        let rooms = Rooms::from_ids(grid.rows, grid.cols, &moved_ids);
        let reshaped = every_number(&rooms, answer);
        check(&reshaped, answer).is_ok().then(|| (reshaped, answer.clone()))
    })
}
