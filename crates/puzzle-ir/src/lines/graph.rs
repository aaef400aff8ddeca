//! The checker's view of drawn lines: a graph on the lattice's points, for the rules
//! every lines kind states (no branch, no crossing, no dead end, one piece) and for a
//! kind's own rules on the shape of the line in a point (straight or turning).

use super::{Edges, LineFault};

/// The positions in [`LineGraph::sides`]: up and down, then left and right.
const UP: usize = 0;
const DOWN: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;

/// The drawn edges as a graph on the points, numbered row-major.
pub struct LineGraph {
    cols: usize,
    /// For each point, the point each of its four sides is joined to, if an edge is drawn
    /// there.
    sides: Vec<[Option<usize>; 4]>,
    edges: usize,
}

impl LineGraph {
    pub fn new(edges: &Edges) -> Self {
        let (rows, cols) = (edges.rows(), edges.cols());
        let mut graph = LineGraph {
            cols,
            sides: vec![[None; 4]; rows * cols],
            edges: 0,
        };
        for row in 0..rows {
            for col in 0..cols {
                let point = row * cols + col;
                if edges.across(row, col) {
                    graph.join(point, RIGHT, point + 1, LEFT);
                }
                if edges.down(row, col) {
                    graph.join(point, DOWN, point + cols, UP);
                }
            }
        }
        graph
    }

    fn join(&mut self, a: usize, side_of_a: usize, b: usize, side_of_b: usize) {
        self.sides[a][side_of_a] = Some(b);
        self.sides[b][side_of_b] = Some(a);
        self.edges += 1;
    }

    /// Whether no edge is drawn.
    pub fn is_empty(&self) -> bool {
        self.edges == 0
    }

    /// How many edges meet at `point`.
    pub fn degree(&self, point: usize) -> usize {
        self.sides[point].iter().flatten().count()
    }

    /// The points an edge joins `point` to: up, down, left, right.
    pub fn linked(&self, point: usize) -> impl Iterator<Item = usize> + '_ {
        self.sides[point].iter().flatten().copied()
    }

    /// Whether exactly two edges meet at `point`, on opposite sides.
    pub fn straight(&self, point: usize) -> bool {
        let side = self.sides[point];
        self.degree(point) == 2
            && ((side[UP].is_some() && side[DOWN].is_some())
                || (side[LEFT].is_some() && side[RIGHT].is_some()))
    }

    /// Whether exactly two edges meet at `point`, at a right angle.
    pub fn turns(&self, point: usize) -> bool {
        self.degree(point) == 2 && !self.straight(point)
    }

    /// The `violation` at the first point, row by row, where `broken` holds, given its
    /// 1-based (row, column).
    pub fn first<V>(
        &self,
        broken: impl Fn(usize) -> bool,
        violation: impl Fn(usize, usize) -> V,
    ) -> Result<(), V> {
        match (0..self.sides.len()).find(|&point| broken(point)) {
            Some(point) => Err(violation(point / self.cols + 1, point % self.cols + 1)),
            None => Ok(()),
        }
    }

    /// A [`LineFault::Branch`] at the first point where three edges meet, else a
    /// [`LineFault::Crossing`] at the first where four do.
    pub fn no_branch(&self) -> Result<(), LineFault> {
        self.first(
            |p| self.degree(p) == 3,
            |row, col| LineFault::Branch { row, col },
        )?;
        self.first(
            |p| self.degree(p) == 4,
            |row, col| LineFault::Crossing { row, col },
        )
    }

    /// A [`LineFault::DeadEnd`] at the first point where one edge ends.
    pub fn no_dead_end(&self) -> Result<(), LineFault> {
        self.first(
            |p| self.degree(p) == 1,
            |row, col| LineFault::DeadEnd { row, col },
        )
    }

    /// A [`LineFault::SeveralPieces`] unless the drawn edges are one piece (or none).
    pub fn one_piece(&self) -> Result<(), LineFault> {
        match self.pieces() {
            0 | 1 => Ok(()),
            pieces => Err(LineFault::SeveralPieces { pieces }),
        }
    }

    /// How many connected pieces the drawn edges form.
    fn pieces(&self) -> usize {
        let mut seen = vec![false; self.sides.len()];
        let mut pieces = 0;
        for start in 0..self.sides.len() {
            if seen[start] || self.degree(start) == 0 {
                continue;
            }
            pieces += 1;
            seen[start] = true;
            let mut stack = vec![start];
            while let Some(point) = stack.pop() {
                for next in self.linked(point) {
                    if !seen[next] {
                        seen[next] = true;
                        stack.push(next);
                    }
                }
            }
        }
        pieces
    }
}
