//! Polyominoes: shapes of cells, their orientations under the moves a genre allows, and
//! their placements on a grid or on any set of cells. The shapes of the placement family
//! (LITS's tetrominoes, Battleship's ships, Shikaku's rectangles, futons).
//!
//! ```
//! use puzzle_ir::polyomino::{Polyomino, Turns};
//!
//! let l = Polyomino::new([(0, 0), (1, 0), (2, 0), (2, 1)]);
//! assert_eq!(l.orientations(Turns::RotationsAndReflections).len(), 8);
//! assert_eq!(l.orientations(Turns::Rotations).len(), 4);
//! let mirrored = Polyomino::new([(5, 3), (6, 3), (7, 3), (7, 2)]);
//! assert!(l.congruent(&mirrored, Turns::RotationsAndReflections));
//! assert!(!l.congruent(&mirrored, Turns::Rotations));
//! // A 1x2 domino lies in a 2x3 grid in 3 + 4 ways.
//! assert_eq!(Polyomino::rectangle(1, 2).placements_on(2, 3, Turns::Rotations).len(), 7);
//! ```

use std::collections::BTreeSet;

/// The moves that make two placements one shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turns {
    /// As drawn: no move.
    Fixed,
    /// Quarter turns.
    Rotations,
    /// Quarter turns and mirror images.
    RotationsAndReflections,
}

/// A set of cells as (row, col) offsets from the top-left of its bounding box, sorted in
/// reading order.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Polyomino(Vec<(usize, usize)>);

impl Polyomino {
    /// The shape of `cells` (any position and order; repeats count once), moved to the
    /// top-left.
    pub fn new(cells: impl IntoIterator<Item = (usize, usize)>) -> Polyomino {
        let cells = cells.into_iter().map(|(r, c)| (r as isize, c as isize));
        Polyomino::normalized(cells.collect())
    }

    /// A `height` x `width` rectangle.
    pub fn rectangle(height: usize, width: usize) -> Polyomino {
        Polyomino::new((0..height).flat_map(|r| (0..width).map(move |c| (r, c))))
    }

    /// The cells, sorted in reading order.
    pub fn cells(&self) -> &[(usize, usize)] {
        &self.0
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True for the shape of no cells.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every distinct orientation under `turns`, moved to the top-left: for
    /// [`Turns::Fixed`] the shape itself; otherwise quarter turn after quarter turn, then
    /// (with reflections) the same for the mirror image.
    pub fn orientations(&self, turns: Turns) -> Vec<Polyomino> {
        if turns == Turns::Fixed {
            return vec![self.clone()];
        }
        let mut found: Vec<Polyomino> = Vec::new();
        let mut cells: Vec<(isize, isize)> = self
            .0
            .iter()
            .map(|&(r, c)| (r as isize, c as isize))
            .collect();
        let sides = if turns == Turns::Rotations { 1 } else { 2 };
        for side in 0..sides {
            if side == 1 {
                cells.iter_mut().for_each(|cell| cell.1 = -cell.1);
            }
            for _ in 0..4 {
                cells.iter_mut().for_each(|cell| *cell = (cell.1, -cell.0));
                let placed = Polyomino::normalized(cells.clone());
                if !found.contains(&placed) {
                    found.push(placed);
                }
            }
        }
        found
    }

    /// True when some move of `turns` takes this shape onto `other`.
    pub fn congruent(&self, other: &Polyomino, turns: Turns) -> bool {
        self.len() == other.len() && self.orientations(turns).contains(other)
    }

    /// Every placement of the shape by translation only onto `cells` (sorted in reading
    /// order), as indices into `cells`, each in the shape's cell order.
    pub fn placements_in(&self, cells: &[(usize, usize)]) -> Vec<Vec<usize>> {
        let Some(&(r0, c0)) = self.0.first() else {
            return Vec::new();
        };
        let index =
            |row: Option<usize>, col: Option<usize>| cells.binary_search(&(row?, col?)).ok();
        // The shape's first cell lands on each cell in turn.
        cells
            .iter()
            .filter_map(|&(r, c)| {
                let at = |&(dr, dc): &(usize, usize)| {
                    index((r + dr).checked_sub(r0), (c + dc).checked_sub(c0))
                };
                self.0.iter().map(at).collect()
            })
            .collect()
    }

    /// Every placement on a `rows` x `cols` grid in every orientation under `turns`, as
    /// cell indices in reading order (`row * cols + col`); orientation by orientation, then
    /// by the top-left corner of the placement in reading order.
    pub fn placements_on(&self, rows: usize, cols: usize, turns: Turns) -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        for shape in self.orientations(turns) {
            let height = shape.0.iter().map(|c| c.0 + 1).max().unwrap_or(0);
            let width = shape.0.iter().map(|c| c.1 + 1).max().unwrap_or(0);
            for top in 0..(rows + 1).saturating_sub(height) {
                for left in 0..(cols + 1).saturating_sub(width) {
                    let at = |&(r, c): &(usize, usize)| (top + r) * cols + left + c;
                    found.push(shape.0.iter().map(at).collect());
                }
            }
        }
        found
    }

    fn normalized(cells: Vec<(isize, isize)>) -> Polyomino {
        let top = cells.iter().map(|c| c.0).min().unwrap_or(0);
        let left = cells.iter().map(|c| c.1).min().unwrap_or(0);
        let moved = cells
            .into_iter()
            .map(|(r, c)| ((r - top) as usize, (c - left) as usize));
        Polyomino(moved.collect::<BTreeSet<_>>().into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every polyomino of `n` cells (free or one-sided), grown cell by cell from the
    /// monomino.
    fn all_of_size(n: usize, turns: Turns) -> BTreeSet<Polyomino> {
        let mut shapes = BTreeSet::from([Polyomino::new([(0, 0)])]);
        for _ in 1..n {
            let mut grown = BTreeSet::new();
            for shape in &shapes {
                for &(r, c) in shape.cells() {
                    for (dr, dc) in [(1, 0), (0, 1), (-1, 0), (0, -1)] {
                        let next = (r as isize + dr, c as isize + dc);
                        let mut cells: Vec<_> = shape
                            .0
                            .iter()
                            .map(|&(r, c)| (r as isize, c as isize))
                            .collect();
                        if cells.contains(&next) {
                            continue;
                        }
                        cells.push(next);
                        let grown_shape = Polyomino::normalized(cells);
                        let canonical = grown_shape.orientations(turns).into_iter().min();
                        grown.insert(canonical.expect("a shape has an orientation"));
                    }
                }
            }
            shapes = grown;
        }
        shapes
    }

    #[test]
    fn counts_of_free_and_one_sided_polyominoes_are_the_known_ones() {
        let free: Vec<usize> = (1..=6)
            .map(|n| all_of_size(n, Turns::RotationsAndReflections).len())
            .collect();
        assert_eq!(free, [1, 1, 2, 5, 12, 35]);
        let one_sided: Vec<usize> = (1..=5)
            .map(|n| all_of_size(n, Turns::Rotations).len())
            .collect();
        assert_eq!(one_sided, [1, 1, 2, 7, 18]);
    }

    #[test]
    fn placements_on_a_grid_are_those_inside_any_set_of_all_its_cells() {
        let cells: Vec<(usize, usize)> = (0..3).flat_map(|r| (0..4).map(move |c| (r, c))).collect();
        for shape in all_of_size(4, Turns::RotationsAndReflections) {
            let on_grid: BTreeSet<Vec<usize>> = shape
                .placements_on(3, 4, Turns::RotationsAndReflections)
                .into_iter()
                .collect();
            let inside: BTreeSet<Vec<usize>> = (shape.orientations(Turns::RotationsAndReflections))
                .iter()
                .flat_map(|o| o.placements_in(&cells))
                .collect();
            assert_eq!(on_grid, inside, "{shape:?}");
        }
    }

    #[test]
    fn placements_in_skip_cells_outside_the_set() {
        let room = [(0, 0), (0, 1), (1, 1), (1, 2)];
        assert_eq!(
            Polyomino::rectangle(1, 2).placements_in(&room),
            [vec![0, 1], vec![2, 3]]
        );
        assert_eq!(
            Polyomino::rectangle(2, 1).placements_in(&room),
            [vec![1, 2]]
        );
    }
}
