//! Random loops for the generators: the border of a set of faces of the lattice (the
//! squares between four points) is a loop when the set is one piece without holes, and
//! growing such a set face by face, kept only while a kind's checker accepts its border,
//! draws a random loop.

use super::Edges;
use rand::rngs::SmallRng;
use rand::Rng;

/// How many random faces per face of the lattice the growth tries.
const TRIES_PER_FACE: usize = 4;

/// A set of faces of a lattice of points: `rows` x `cols` faces, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Region {
    rows: usize,
    cols: usize,
    inside: Vec<bool>,
}

impl Region {
    /// One random face of a lattice of `points` (rows and columns, both at least 2),
    /// joined by random faces beside the set whenever `accepts` the border, until every
    /// face has been tried a few times.
    pub fn grow(
        points: (usize, usize),
        rng: &mut SmallRng,
        accepts: impl Fn(&Edges) -> bool,
    ) -> Region {
        let (rows, cols) = (points.0 - 1, points.1 - 1);
        let count = rows * cols;
        let mut region = Region {
            rows,
            cols,
            inside: vec![false; count],
        };
        region.inside[rng.random_range(0..count)] = true;
        for _ in 0..TRIES_PER_FACE * count {
            let face = rng.random_range(0..count);
            if region.inside[face] || !region.beside_inside(face) {
                continue;
            }
            region.inside[face] = true;
            if !accepts(&region.border()) {
                region.inside[face] = false;
            }
        }
        region
    }

    /// The faces inside the loop of `edges`: those with an odd number of edges down to
    /// their left in their row (a ray to the left crosses the loop there).
    pub fn inside(edges: &Edges) -> Region {
        let (rows, cols) = (edges.rows() - 1, edges.cols() - 1);
        let mut inside = Vec::with_capacity(rows * cols);
        for r in 0..rows {
            let mut crossed = false;
            for c in 0..cols {
                crossed ^= edges.down(r, c);
                inside.push(crossed);
            }
        }
        Region { rows, cols, inside }
    }

    /// The loop of `edges` moved at the edge at drawing position (`line`, `col`): one of
    /// the two faces beside the edge, in random order, joins or leaves the faces inside
    /// the loop, when `accepts` the new border. `None` when (`line`, `col`) is no edge or
    /// neither face can change.
    pub fn moved(
        edges: &Edges,
        line: usize,
        col: usize,
        rng: &mut SmallRng,
        accepts: impl Fn(&Edges) -> bool,
    ) -> Option<Edges> {
        let (r, c) = ((line / 2) as isize, (col / 2) as isize);
        // The faces on either side of the edge, as (row, column) that may be off the
        // lattice.
        let beside = match (line % 2, col % 2) {
            (0, 1) => [(r - 1, c), (r, c)],
            (1, 0) => [(r, c - 1), (r, c)],
            _ => return None,
        };
        let mut inside = Region::inside(edges);
        let first = rng.random_range(0..2);
        for (fr, fc) in [beside[first], beside[1 - first]] {
            if !inside.flip(fr, fc) {
                continue;
            }
            let border = inside.border();
            if accepts(&border) {
                return Some(border);
            }
            inside.flip(fr, fc);
        }
        None
    }

    /// Whether the face at (`row`, `col`), which may lie off the lattice, is in the set
    /// (the outside of the lattice is not).
    pub fn contains(&self, row: isize, col: isize) -> bool {
        self.index(row, col).is_some_and(|face| self.inside[face])
    }

    /// Puts the face at (`row`, `col`) in the set or takes it out; false when the face
    /// lies off the lattice.
    pub fn flip(&mut self, row: isize, col: isize) -> bool {
        let Some(face) = self.index(row, col) else {
            return false;
        };
        self.inside[face] = !self.inside[face];
        true
    }

    fn index(&self, row: isize, col: isize) -> Option<usize> {
        let row = usize::try_from(row).ok().filter(|&r| r < self.rows)?;
        let col = usize::try_from(col).ok().filter(|&c| c < self.cols)?;
        Some(row * self.cols + col)
    }

    fn beside_inside(&self, face: usize) -> bool {
        let (r, c) = ((face / self.cols) as isize, (face % self.cols) as isize);
        [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
            .into_iter()
            .any(|(r, c)| self.contains(r, c))
    }

    /// The edges between a face in the set and one outside.
    pub fn border(&self) -> Edges {
        let (rows, cols) = (self.rows as isize + 1, self.cols as isize + 1);
        // The edge right of point (r, c) lies between faces (r - 1, c) and (r, c).
        let across = (0..rows)
            .flat_map(|r| (0..cols - 1).map(move |c| (r, c)))
            .map(|(r, c)| self.contains(r - 1, c) != self.contains(r, c))
            .collect();
        // The edge below point (r, c) lies between faces (r, c - 1) and (r, c).
        let down = (0..rows - 1)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .map(|(r, c)| self.contains(r, c - 1) != self.contains(r, c))
            .collect();
        Edges::new(rows as usize, cols as usize, across, down)
    }
}
