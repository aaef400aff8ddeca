//! The five tetrominoes (four cells joined side by side) and their placements: each
//! shape in every rotation and reflection, as LITS counts shapes (an L and its mirror
//! image are one shape).
//!
//! ```
//! use puzzle_ir::tetromino::{orientations, shape_of, Shape};
//! assert_eq!(orientations(Shape::L).len(), 8);
//! assert_eq!(Shape::ALL.iter().map(|&s| orientations(s).len()).sum::<usize>(), 19);
//! assert_eq!(shape_of(&[(0, 0), (1, 0), (2, 0), (2, 1)]), Some(Shape::L));
//! assert_eq!(shape_of(&[(0, 0), (0, 1), (1, 1), (1, 2)]), Some(Shape::S));
//! assert_eq!(shape_of(&[(0, 0), (0, 1), (1, 2), (1, 3)]), None);
//! ```

use crate::polyomino::{Polyomino, Turns};

/// A tetromino up to rotation and reflection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Shape {
    L,
    I,
    T,
    S,
    O,
}

impl Shape {
    pub const ALL: [Shape; 5] = [Shape::L, Shape::I, Shape::T, Shape::S, Shape::O];

    /// The shape's letter.
    pub fn letter(self) -> char {
        match self {
            Shape::L => 'L',
            Shape::I => 'I',
            Shape::T => 'T',
            Shape::S => 'S',
            Shape::O => 'O',
        }
    }

    /// The shape's cells in one orientation.
    pub fn polyomino(self) -> Polyomino {
        Polyomino::new(self.cells())
    }

    /// The shape's cells (row, col) in one orientation.
    fn cells(self) -> [(usize, usize); 4] {
        match self {
            Shape::L => [(0, 0), (1, 0), (2, 0), (2, 1)],
            Shape::I => [(0, 0), (1, 0), (2, 0), (3, 0)],
            Shape::T => [(0, 0), (0, 1), (0, 2), (1, 1)],
            Shape::S => [(0, 1), (0, 2), (1, 0), (1, 1)],
            Shape::O => [(0, 0), (0, 1), (1, 0), (1, 1)],
        }
    }
}

/// Four cells as (row, col) offsets from the top-left of their bounding box, sorted.
pub type Cells = [(usize, usize); 4];

/// Every distinct placement of `shape` by rotation and reflection, each moved to the
/// top-left corner and sorted.
pub fn orientations(shape: Shape) -> Vec<Cells> {
    let orientations = shape
        .polyomino()
        .orientations(Turns::RotationsAndReflections);
    let four_cells = |o: &Polyomino| o.cells().try_into().expect("a tetromino has four cells");
    orientations.iter().map(four_cells).collect()
}

/// The shape of four cells (any order, any position), or `None` when they are not a
/// tetromino.
pub fn shape_of(cells: &[(usize, usize)]) -> Option<Shape> {
    let placed = Polyomino::new(cells.iter().copied());
    let congruent =
        |shape: &Shape| (shape.polyomino()).congruent(&placed, Turns::RotationsAndReflections);
    Shape::ALL
        .into_iter()
        .find(congruent)
        .filter(|_| cells.len() == 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_shape_has_its_count_of_orientations() {
        let counts = Shape::ALL.map(|s| orientations(s).len());
        assert_eq!(counts, [8, 2, 4, 4, 1]);
    }

    #[test]
    fn every_orientation_is_connected_and_classified_back() {
        for shape in Shape::ALL {
            for cells in orientations(shape) {
                assert_eq!(shape_of(&cells), Some(shape));
                let touching = |a: (usize, usize)| {
                    cells
                        .iter()
                        .any(|&b| a.0.abs_diff(b.0) + a.1.abs_diff(b.1) == 1)
                };
                assert!(cells.iter().all(|&a| touching(a)), "{shape:?} {cells:?}");
            }
        }
    }
}
