//! Random Ripple Effects: rooms grown and numbered together, with no givens (the
//! generator of unique puzzles chooses them from the answer).
//!
//! A room starts at a random free cell that may hold a 1 and grows to a random size
//! (`room_size`) by random free neighbours, the k-th cell taking the number k where
//! the spacing rule lets it; it stops early where no neighbour can take the next
//! number. A free cell no room could start at joins a neighbouring room as its next
//! number. Where a cell is left that nothing fits, the rooms near it are cleared and
//! grown again; after too many repairs the grid is drawn anew.

use super::{check, RippleEffect, RippleEffectAnswer};
use crate::grid::Grid;
use crate::rooms::Rooms;
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

/// How many times the grid is drawn before the generator gives up (small rooms leave
/// no way: a row of four cells cannot take only 1s and 2s).
pub const DRAWS: usize = 20;

/// Repairs per cell of the grid before it is drawn again.
const REPAIRS_PER_CELL: usize = 2;

/// How far from a cell nothing fits the rooms are cleared to be grown again.
const REPAIR_RADIUS: usize = 2;

/// A random puzzle on a `rows` x `cols` grid (both at least 1) with rooms of at most
/// `max_room` cells (at least 1; rooms a leftover cell joins may have more) and no
/// givens, and its answer; `None` when [`DRAWS`] drawings all kept leaving a cell that
/// nothing fits.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    max_room: usize,
    rng: &mut SmallRng,
) -> Option<(RippleEffect, RippleEffectAnswer)> {
    let grid = Grid::new(rows, cols);
    for _ in 0..DRAWS {
        let mut draft = Draft::new(grid);
        for _ in 0..REPAIRS_PER_CELL * grid.len() {
            draft.grow_rooms(max_room, rng);
            let Some(stuck) = draft.place_leftovers(rng) else {
                let rooms = Rooms::from_ids(rows, cols, &draft.room_of);
                let values = draft.values.iter().map(|&v| Some(v)).collect();
                let puzzle = RippleEffect::new(rooms, vec![None; grid.len()]);
                let answer = RippleEffectAnswer::new(rows, cols, values);
                debug_assert_eq!(check(&puzzle, &answer), Ok(()));
                return Some((puzzle, answer));
            };
            draft.clear_around(stuck);
        }
    }
    None
}

/// A random room size of 1..=`max_room`: a room of exactly `s` cells has weight
/// 1/((s+1)(s+2)), one of `max_room` cells 1/(`max_room`+1). Then about 1/(k+1) of
/// the rooms, times a constant, reach k cells: every number k fills about the same
/// share of the 1/(k+1) of a line that it can take at most.
fn room_size(max_room: usize, rng: &mut SmallRng) -> usize {
    let weight = |s: usize| {
        let s = s as f64;
        if s as usize == max_room {
            1.0 / (s + 1.0)
        } else {
            1.0 / ((s + 1.0) * (s + 2.0))
        }
    };
    let total: f64 = (1..=max_room).map(weight).sum();
    let mut left = rng.random_range(0.0..total);
    for s in 1..max_room {
        left -= weight(s);
        if left < 0.0 {
            return s;
        }
    }
    max_room
}

/// Rooms and numbers drawn so far.
struct Draft {
    grid: Grid,
    /// Row-major numbers, 0 for a free cell.
    values: Vec<u32>,
    /// Row-major room ids (meaningful where a number is written).
    room_of: Vec<usize>,
    /// The cells of each room.
    rooms: Vec<Vec<usize>>,
}

impl Draft {
    fn new(grid: Grid) -> Self {
        Draft {
            grid,
            values: vec![0; grid.len()],
            room_of: vec![usize::MAX; grid.len()],
            rooms: Vec::new(),
        }
    }

    /// Whether `cell` is free and may hold `value`: no `value` as near as `value` cells
    /// in its row or column.
    fn fits(&self, cell: usize, value: u32) -> bool {
        let (row, col) = self.grid.position(cell);
        let k = value as usize;
        let holds = |r: usize, c: usize| self.values[self.grid.index(r, c)] == value;
        self.values[cell] == 0
            && !(col.saturating_sub(k)..(col + k + 1).min(self.grid.cols)).any(|c| holds(row, c))
            && !(row.saturating_sub(k)..(row + k + 1).min(self.grid.rows)).any(|r| holds(r, col))
    }

    /// Writes the next number of `room` in `cell`.
    fn join(&mut self, cell: usize, room: usize) {
        self.rooms[room].push(cell);
        self.values[cell] = self.rooms[room].len() as u32;
        self.room_of[cell] = room;
    }

    /// Grows rooms from the free cells in random order.
    fn grow_rooms(&mut self, max_room: usize, rng: &mut SmallRng) {
        let mut order: Vec<usize> = (0..self.grid.len()).collect();
        order.shuffle(rng);
        for start in order {
            if !self.fits(start, 1) {
                continue;
            }
            let room = self.rooms.len();
            self.rooms.push(Vec::new());
            self.join(start, room);
            let target = room_size(max_room, rng);
            while self.rooms[room].len() < target {
                let next = self.rooms[room].len() as u32 + 1;
                let free: Vec<usize> = (self.rooms[room].iter())
                    .flat_map(|&cell| self.grid.neighbours(cell))
                    .filter(|&n| self.fits(n, next))
                    .collect();
                let Some(&cell) = free.choose(rng) else {
                    break;
                };
                self.join(cell, room);
            }
        }
    }

    /// Lets each free cell join a neighbouring room as its next number, until none is
    /// free; the first free cell that fits no neighbouring room, if any.
    fn place_leftovers(&mut self, rng: &mut SmallRng) -> Option<usize> {
        while let Some(cell) = (0..self.grid.len()).find(|&c| self.values[c] == 0) {
            let mut rooms: Vec<usize> = (self.grid.neighbours(cell))
                .filter(|&n| self.values[n] != 0)
                .map(|n| self.room_of[n])
                .filter(|&room| self.fits(cell, self.rooms[room].len() as u32 + 1))
                .collect();
            rooms.dedup();
            let Some(&room) = rooms.choose(rng) else {
                return Some(cell);
            };
            self.join(cell, room);
        }
        None
    }

    /// Frees the cells of every room with a cell at most [`REPAIR_RADIUS`] steps from
    /// `cell`.
    fn clear_around(&mut self, cell: usize) {
        let (row, col) = self.grid.position(cell);
        let near = |other: usize| {
            let (r, c) = self.grid.position(other);
            self.values[other] != 0 && r.abs_diff(row) + c.abs_diff(col) <= REPAIR_RADIUS
        };
        let mut cleared: Vec<usize> = (0..self.grid.len()).filter(|&c| near(c)).map(|c| self.room_of[c]).collect();
        cleared.sort_unstable();
        cleared.dedup();
        for room in cleared {
            for cell in std::mem::take(&mut self.rooms[room]) {
                self.values[cell] = 0;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seeded::seeded_grids;

    #[test]
    fn generated_answers_keep_the_rules() {
        for (seed, mut rng, rows, cols) in seeded_grids(20, 7, 3) {
            let max_room = 3 + seed as usize % 4;
            let made = random_puzzle(rows, cols, max_room, &mut rng);
            let (puzzle, answer) = made.unwrap_or_else(|| panic!("seed {seed}: {rows}x{cols} {max_room}"));
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
        }
    }
}
