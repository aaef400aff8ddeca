//! The graph a connectivity constraint is about: vertices and undirected edges, each
//! always present or present when its literal is true.

use super::bit::Bit;
use crate::Lit;

/// When a vertex is active, or an edge present.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    Always,
    /// Exactly when the literal is true.
    When(Lit),
}

impl From<Presence> for Bit {
    fn from(presence: Presence) -> Bit {
        match presence {
            Presence::Always => Bit::True,
            Presence::When(lit) => Bit::Lit(lit),
        }
    }
}

impl Presence {
    /// Whether the element is there, given the value of each variable.
    pub fn holds(self, value_of: impl Fn(crate::Var) -> bool) -> bool {
        match self {
            Presence::Always => true,
            Presence::When(lit) => value_of(lit.var()) == lit.is_pos(),
        }
    }
}

/// A vertex or an edge of [`Graph::grid`], by (row, column): an edge by its two ends,
/// the upper or left one first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GridPart {
    Vertex(usize, usize),
    Edge((usize, usize), (usize, usize)),
}

/// An undirected edge between two distinct vertices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Edge {
    pub ends: [usize; 2],
    pub presence: Presence,
}

/// Vertices (numbered from 0 in the order they are added) and edges; parallel edges are
/// allowed, loops from a vertex to itself are not.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Graph {
    vertices: Vec<Presence>,
    edges: Vec<Edge>,
}

/// Two adjacent vertices and the presence of each edge between them.
pub(crate) struct Link {
    pub ends: [usize; 2],
    pub edges: Vec<Bit>,
}

impl Graph {
    pub fn new() -> Self {
        Self::default()
    }

    /// A `rows` x `cols` grid: vertex `r * cols + c` for row `r` and column `c`, and an
    /// edge between each two orthogonal neighbours, row by row, each vertex's right edge
    /// before its lower one. `presence` is asked about every vertex, then every edge, in
    /// that order.
    ///
    /// ```
    /// use puzzle_cnf::connect::{Graph, GridPart, Presence};
    ///
    /// let grid = Graph::grid(2, 3, |_: GridPart| Presence::Always);
    /// assert_eq!((grid.vertices().len(), grid.edges().len()), (6, 7));
    /// assert_eq!(grid.edges()[1].ends, [0, 3]); // (0, 0) to (1, 0)
    /// ```
    pub fn grid(rows: usize, cols: usize, mut presence: impl FnMut(GridPart) -> Presence) -> Graph {
        let mut graph = Graph::new();
        for r in 0..rows {
            for c in 0..cols {
                graph.add_vertex(presence(GridPart::Vertex(r, c)));
            }
        }
        for r in 0..rows {
            for c in 0..cols {
                let here = r * cols + c;
                if c + 1 < cols {
                    let right = presence(GridPart::Edge((r, c), (r, c + 1)));
                    graph.add_edge(here, here + 1, right);
                }
                if r + 1 < rows {
                    let down = presence(GridPart::Edge((r, c), (r + 1, c)));
                    graph.add_edge(here, here + cols, down);
                }
            }
        }
        graph
    }

    /// Adds a vertex; returns its number.
    pub fn add_vertex(&mut self, presence: Presence) -> usize {
        self.vertices.push(presence);
        self.vertices.len() - 1
    }

    /// Adds an edge between two distinct existing vertices; returns its number.
    ///
    /// # Panics
    /// If `a == b` or either is not a vertex: a mistake of the encoder that builds the
    /// graph, not of its input.
    pub fn add_edge(&mut self, a: usize, b: usize, presence: Presence) -> usize {
        assert!(a != b, "an edge from vertex {a} to itself");
        assert!(
            a.max(b) < self.vertices.len(),
            "an edge to a vertex that does not exist"
        );
        self.edges.push(Edge {
            ends: [a, b],
            presence,
        });
        self.edges.len() - 1
    }

    pub fn vertices(&self) -> &[Presence] {
        &self.vertices
    }

    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// The edges at each vertex, each by number with the vertex at its other end.
    pub(crate) fn incident(&self) -> Vec<Vec<(usize, usize)>> {
        let mut incident = vec![Vec::new(); self.vertices.len()];
        for (number, edge) in self.edges.iter().enumerate() {
            let [a, b] = edge.ends;
            incident[a].push((number, b));
            incident[b].push((number, a));
        }
        incident
    }

    /// Each pair of adjacent vertices once, the lower number first, in the order of
    /// their first edge.
    pub(crate) fn links(&self) -> Vec<Link> {
        let mut links: Vec<Link> = Vec::new();
        let mut index = std::collections::HashMap::new();
        for edge in &self.edges {
            let [a, b] = edge.ends;
            let ends = [a.min(b), a.max(b)];
            let at = *index.entry(ends).or_insert_with(|| {
                links.push(Link {
                    ends,
                    edges: Vec::new(),
                });
                links.len() - 1
            });
            links[at].edges.push(edge.presence.into());
        }
        links
    }
}
