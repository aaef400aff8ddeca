//! Ways out of a room, for the generators that reshape rooms to rule out a second
//! answer (Norinori, Star Battle): a cell leaves its room for a neighbouring one by a
//! shortest walk through its own room, and the walk moves with it.
//!
//! ```
//! use puzzle_ir::rooms::Rooms;
//! use rand::{rngs::SmallRng, SeedableRng};
//!
//! let rooms = Rooms::from_ids(1, 4, &[0, 0, 0, 1]);
//! let mut rng = SmallRng::seed_from_u64(1);
//! let way = rooms.way_out(0, |_| true, &mut rng, |walk, room| Some((walk.to_vec(), room)));
//! assert_eq!(way, Some((vec![2, 1, 0], 1)));
//! ```

use crate::grid::Grid;
use crate::rooms::Rooms;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use std::collections::VecDeque;

impl Rooms {
    /// The first way out of the room of cell `start` that `accept` takes, nearest first.
    ///
    /// The search goes breadth first from `start` through the cells of its room that
    /// `open` lets through, each cell's neighbours in random order; a neighbour in
    /// another room offers `accept` the walk from the cell back to `start` (both ends
    /// included) and that neighbour's room.
    pub fn way_out<T>(
        &self,
        start: usize,
        open: impl Fn(usize) -> bool,
        rng: &mut SmallRng,
        mut accept: impl FnMut(&[usize], usize) -> Option<T>,
    ) -> Option<T> {
        const UNSEEN: usize = usize::MAX;
        let grid = Grid::new(self.rows(), self.cols());
        let own = self.room_of_cell(start);
        let mut came_from = vec![UNSEEN; grid.len()];
        came_from[start] = start;
        let mut queue = VecDeque::from([start]);
        while let Some(cell) = queue.pop_front() {
            let mut beside: Vec<usize> = grid.neighbours(cell).collect();
            beside.shuffle(rng);
            let (inside, outside): (Vec<usize>, Vec<usize>) = beside
                .into_iter()
                .partition(|&n| self.room_of_cell(n) == own);
            if !outside.is_empty() {
                let mut walk = vec![cell];
                while walk[walk.len() - 1] != start {
                    walk.push(came_from[walk[walk.len() - 1]]);
                }
                for other in outside {
                    if let Some(taken) = accept(&walk, self.room_of_cell(other)) {
                        return Some(taken);
                    }
                }
            }
            for n in inside {
                if open(n) && came_from[n] == UNSEEN {
                    came_from[n] = cell;
                    queue.push_back(n);
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Rooms `a a b` over `a a a`: from the bottom-left cell, the nearest cells beside
    /// `b` are two steps away.
    fn rooms() -> Rooms {
        Rooms::from_ids(2, 3, &[0, 0, 1, 0, 0, 0])
    }

    #[test]
    fn the_nearest_way_comes_first_and_walks_back_to_the_start() {
        let mut rng = SmallRng::seed_from_u64(7);
        let way = rooms().way_out(
            3,
            |_| true,
            &mut rng,
            |walk, room| Some((walk.to_vec(), room)),
        );
        let (walk, room) = way.expect("a way out");
        assert_eq!((walk.len(), walk[walk.len() - 1], room), (3, 3, 1));
        assert!(walk[0] == 1 || walk[0] == 5);
    }

    #[test]
    fn refused_ways_lead_to_farther_ones_and_closed_cells_block() {
        let mut rng = SmallRng::seed_from_u64(8);
        let mut offered = Vec::new();
        let none = rooms().way_out(
            3,
            |_| true,
            &mut rng,
            |walk, _| {
                offered.push(walk[0]);
                None::<()>
            },
        );
        assert_eq!((none, offered.len()), (None, 2));
        let closed = rooms().way_out(3, |cell| cell == 4, &mut rng, |_, room| Some(room));
        assert_eq!(closed, None);
    }
}
