//! Random Country Roads: a random loop through the cells' centres (the border of a
//! random set of the squares between four centres, grown while the checker accepts it
//! on a grid of one room and no cell lies inside it off the loop, so that the loop winds
//! through the grid), cut along its way into stretches of random length, each stretch a
//! room; the cells the loop misses, area by area, join a random room beside
//! them, so that two missed cells never touch across a border. Every room is numbered;
//! the independent checker accepts the result.
//!
//! A second answer differs at a link; [`split`] cuts a room at one of the link's cells
//! in two along the loop (at the link itself when the loop runs there inside the room),
//! which keeps the answer and adds a room whose border the second answer must respect.

use super::{check, CountryRoad, CountryRoadAnswer};
use crate::grid::Grid;
use crate::lines::{Edges, LineGraph, Region};
use crate::numbered_rooms::{NumberedRooms, RoomNumber};
use crate::rooms::Rooms;
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

/// The longest stretch of the loop a room is cut to.
const LONGEST: usize = 5;

/// A cell in no room yet.
const FREE: usize = usize::MAX;

/// A random puzzle on a `rows` x `cols` grid (both at least 2) with every room
/// numbered, and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (CountryRoad, CountryRoadAnswer) {
    assert!(rows >= 2 && cols >= 2, "a loop needs at least 2x2 cells");
    let grid = Grid::new(rows, cols);
    let one_room = Rooms::from_ids(rows, cols, &vec![0; grid.len()]);
    let blank = CountryRoad::new(NumberedRooms::new(one_room, vec![None]));
    let region = Region::grow((rows, cols), rng, |border| {
        !encloses_a_cell(border)
            && check(&blank, &CountryRoadAnswer::with_edges(&blank, border.clone())).is_ok()
    });
    let answer = CountryRoadAnswer::with_edges(&blank, region.border());
    let mut room = vec![FREE; grid.len()];
    let order = loop_order(&answer);
    let mut start = 0;
    while start < order.len() {
        let end = (start + rng.random_range(1..=LONGEST)).min(order.len());
        order[start..end].iter().for_each(|&cell| room[cell] = start);
        start = end;
    }
    join_missed(grid, &mut room, rng);
    let puzzle = every_number(&Rooms::from_ids(rows, cols, &room), &answer);
    let answer = answer.redrawn(&puzzle);
    debug_assert!(check(&puzzle, &answer).is_ok());
    (puzzle, answer)
}

/// Whether a cell's centre lies inside the loop `border` without being on it: all four
/// squares around it are inside.
fn encloses_a_cell(border: &Edges) -> bool {
    let inside = Region::inside(border);
    let (rows, cols) = (border.rows() as isize, border.cols() as isize);
    (1..rows - 1).any(|r| {
        (1..cols - 1).any(|c| {
            [(r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c)]
                .iter()
                .all(|&(y, x)| inside.contains(y, x))
        })
    })
}

/// The puzzle on `rooms` with each room's count of cells on `answer`'s loop.
pub fn every_number(rooms: &Rooms, answer: &CountryRoadAnswer) -> CountryRoad {
    let lines = LineGraph::new(answer.edges());
    let numbers = (0..rooms.len())
        .map(|room| {
            let visited = rooms.cells(room).filter(|&(r, c)| lines.degree(r * rooms.cols() + c) > 0);
            Some(RoomNumber::Known(visited.count() as u32))
        })
        .collect();
    CountryRoad::new(NumberedRooms::new(rooms.clone(), numbers))
}

/// The cells of `answer`'s loop in the order it passes them, from its first cell in
/// reading order.
fn loop_order(answer: &CountryRoadAnswer) -> Vec<usize> {
    let lines = LineGraph::new(answer.edges());
    let cells = answer.rows() * answer.cols();
    let Some(start) = (0..cells).find(|&cell| lines.degree(cell) > 0) else {
        return Vec::new();
    };
    let (mut order, mut previous, mut cell) = (vec![start], None, start);
    while let Some(next) = lines.linked(cell).find(|&next| Some(next) != previous) {
        if next == start {
            break;
        }
        (previous, cell) = (Some(cell), next);
        order.push(next);
    }
    order
}

/// Gives each area of cells without a room (cells the loop misses) the room of a random
/// cell beside it.
fn join_missed(grid: Grid, room: &mut [usize], rng: &mut SmallRng) {
    for area in grid.areas(|cell| room[cell] == FREE) {
        let beside: Vec<usize> = (area.iter())
            .flat_map(|&cell| grid.neighbours(cell))
            .filter(|&n| room[n] != FREE)
            .map(|n| room[n])
            .collect();
        let joined = *beside.choose(rng).expect("the loop passes beside every missed area");
        area.iter().for_each(|&cell| room[cell] = joined);
    }
}

/// The puzzle with the room of a cell of the link at drawing position (`line`, `col`)
/// cut in two along the loop (the rooms of its two cells in random order, the first
/// whose stretch of the loop has two cells or more), every room numbered. `None` when
/// (`line`, `col`) is no link or neither room can be cut.
pub fn split(
    puzzle: &CountryRoad,
    answer: &CountryRoadAnswer,
    line: usize,
    col: usize,
    rng: &mut SmallRng,
) -> Option<(CountryRoad, CountryRoadAnswer)> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let (r, c) = (line / 2, col / 2);
    let (a, b) = match (line % 2, col % 2) {
        (0, 1) if c + 1 < grid.cols && r < grid.rows => (grid.index(r, c), grid.index(r, c + 1)),
        (1, 0) if r + 1 < grid.rows && c < grid.cols => (grid.index(r, c), grid.index(r + 1, c)),
        _ => return None,
    };
    let mut room: Vec<usize> = (0..grid.len()).map(|cell| puzzle.room_of_cell(cell)).collect();
    let mut order = loop_order(answer);
    // Start the loop outside a room, so that each room's stretch is one run of it.
    if let Some(outside) = order.iter().position(|&cell| room[cell] != room[order[0]]) {
        order.rotate_left(outside);
    }
    let mut candidates = vec![room[a], room[b]];
    candidates.shuffle(rng);
    candidates.dedup();
    for own in candidates {
        let stretch: Vec<usize> = order.iter().copied().filter(|&cell| room[cell] == own).collect();
        if stretch.len() < 2 {
            continue;
        }
        let at_link = (1..stretch.len()).find(|&k| {
            let pair = (stretch[k - 1], stretch[k]);
            pair == (a, b) || pair == (b, a)
        });
        let cut = at_link.unwrap_or_else(|| rng.random_range(1..stretch.len()));
        let new = puzzle.len();
        stretch[cut..].iter().for_each(|&cell| room[cell] = new);
        for (cell, room) in room.iter_mut().enumerate() {
            if *room == own && !stretch.contains(&cell) {
                *room = FREE;
            }
        }
        join_missed(grid, &mut room, rng);
        let puzzle = every_number(&Rooms::from_ids(grid.rows, grid.cols, &room), answer);
        let answer = answer.redrawn(&puzzle);
        debug_assert!(check(&puzzle, &answer).is_ok());
        return Some((puzzle, answer));
    }
    None
}
