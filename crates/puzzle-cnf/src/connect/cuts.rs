//! The lazy lowering: no clause up front; after each model, cuts that exclude its
//! configuration when the active vertices are not connected. The solver loops: solve,
//! ask the [`Cutter`] (through [`CnfBuilder::cuts`](crate::CnfBuilder::cuts)), add its
//! clauses, solve again, until a model draws no cut.
//!
//! For a component C of the active vertices (joined by present edges between active
//! vertices) and an active vertex w outside it, every connected configuration with some
//! x of C and w active has a path from x to w, which leaves C over a present edge to an
//! active vertex. So the clause "x inactive, or w inactive, or for each edge from C to a
//! vertex z outside: the edge present, or z active" holds in every connected
//! configuration, and choosing for each edge the one of the two that is false in the
//! model makes it false there.
//!
//! When every configuration wanted has at least `fewest` active vertices (the caller's to
//! know: [`Cutter::at_least`]), a component C of fewer is never all of them: an active x
//! of C reaches some other active vertex, so the clause needs no w. The shorter cut
//! holds whatever the rest of the model, and spares the rounds of cuts that would come
//! back for each w.
//!
//! When no two inactive vertices are neighbours and the edges are always there (the
//! caller's to know, as for shaded cells that never touch: [`Cutter::walled`]), a
//! component C of two vertices or more is cut at its wall: the vertices next to C that
//! also border a vertex beyond (neither in C nor next to it). While the wall is all
//! inactive, C (two neighbours, so an active vertex) and the vertices beyond (one beside
//! the wall, so active) stay apart, whatever the rest; the clause "some wall vertex is
//! active" needs neither x nor w, and leaves out the inactive vertices enclosed by C.

use super::{Graph, Presence};
use crate::{Lazy, Lit, Var};

/// Finds the cuts of a model; see the module documentation.
///
/// ```
/// use puzzle_cnf::connect::{self, Empty, Graph, Lowering, Presence, Property};
/// use puzzle_cnf::CnfBuilder;
///
/// // A path a - b - c of vertices that may be active, over edges always there.
/// let mut cnf = CnfBuilder::new();
/// let [a, b, c] = [(); 3].map(|_| cnf.new_var().pos_lit());
/// let mut graph = Graph::new();
/// for v in [a, b, c] {
///     graph.add_vertex(Presence::When(v));
/// }
/// graph.add_edge(0, 1, Presence::Always);
/// graph.add_edge(1, 2, Presence::Always);
/// connect::encode(&graph, Property::Connected, Empty::Allowed, Lowering::Cuts, &mut cnf);
/// assert_eq!(cnf.n_clauses(), 0); // everything is left to the cuts
///
/// // A model with a and c active, b not: each component is cut off from the other.
/// let cuts = cnf.cuts(|v| v != b.var());
/// assert_eq!(cuts, vec![vec![!a, !c, b], vec![!c, !a, b]]);
/// // With b active they are connected: no cut.
/// assert!(cnf.cuts(|_| true).is_empty());
/// ```
#[derive(Debug, Clone)]
pub struct Cutter {
    graph: Graph,
    /// Per vertex, each of its edges with the vertex at the edge's other end.
    incident: Vec<Vec<(usize, usize)>>,
    fewest: usize,
    walled: bool,
}

/// The components of a model's active vertices.
struct Components {
    /// Per vertex, the number of its component (`usize::MAX` when inactive).
    of: Vec<usize>,
    /// The vertices of the components, one component after another, each in
    /// breadth-first order from its first vertex; components in order of that vertex.
    vertices: Vec<usize>,
    /// Where each component starts in `vertices`, then the end of the last.
    starts: Vec<usize>,
}

impl Components {
    fn len(&self) -> usize {
        self.starts.len() - 1
    }

    fn get(&self, number: usize) -> &[usize] {
        &self.vertices[self.starts[number]..self.starts[number + 1]]
    }
}

impl Cutter {
    /// The cutter of `graph`; [`encode`](super::encode) makes it for the lazy lowering,
    /// and on its own it tells whether a model's active vertices are connected (no cut).
    pub fn new(graph: Graph) -> Cutter {
        let incident = graph.incident();
        Cutter {
            graph,
            incident,
            fewest: 0,
            walled: false,
        }
    }

    /// This cutter for configurations that have at least `fewest` active vertices (or
    /// none): the cut of a smaller component leaves out the vertex outside it (see the
    /// module documentation), and may exclude connected configurations of fewer.
    ///
    /// ```
    /// use puzzle_cnf::connect::{Cutter, Graph, Presence};
    /// use puzzle_cnf::CnfBuilder;
    ///
    /// // A path a - b - c, with a and c active and b not: each is a component of one.
    /// let mut cnf = CnfBuilder::new();
    /// let [a, b, c] = [(); 3].map(|_| cnf.new_var().pos_lit());
    /// let mut graph = Graph::new();
    /// for v in [a, b, c] {
    ///     graph.add_vertex(Presence::When(v));
    /// }
    /// graph.add_edge(0, 1, Presence::Always);
    /// graph.add_edge(1, 2, Presence::Always);
    /// let cutter = Cutter::new(graph).at_least(2);
    /// assert_eq!(cutter.cuts(|v| v != b.var()), vec![vec![!a, b], vec![!c, b]]);
    /// ```
    pub fn at_least(self, fewest: usize) -> Cutter {
        Cutter { fewest, ..self }
    }

    /// This cutter for configurations where no two inactive vertices are neighbours, over
    /// a connected graph whose edges are always present (the caller's to know): a
    /// component of two vertices or more is cut at its wall (see the module
    /// documentation).
    pub fn walled(self) -> Cutter {
        Cutter {
            walled: true,
            ..self
        }
    }

    /// The clauses that exclude the configuration of `value_of` (the model's value of
    /// each variable), over the graph's literals only: one per component of the active
    /// vertices when there are two or more, none when they are connected. Each holds in
    /// every connected configuration and is false in this one.
    pub fn cuts(&self, value_of: impl Fn(Var) -> bool) -> Vec<Vec<Lit>> {
        let value_of = &value_of;
        let active: Vec<bool> = self
            .graph
            .vertices()
            .iter()
            .map(|v| v.holds(value_of))
            .collect();
        let present: Vec<bool> = self
            .graph
            .edges()
            .iter()
            .map(|e| e.presence.holds(value_of))
            .collect();
        let components = self.components(&active, &present);
        let k = components.len();
        if k < 2 {
            return Vec::new();
        }
        let anchored: Vec<bool> = (0..k)
            .map(|j| {
                (components.get(j).iter()).any(|&v| self.graph.vertices()[v] == Presence::Always)
            })
            .collect();
        (0..k)
            .map(|i| {
                let component = components.get(i);
                if let Some(wall) = self.wall(component, &components.of) {
                    return wall;
                }
                // An always-active vertex outside leaves no literal; else the next component.
                let beyond = ((1..k).map(|d| (i + d) % k))
                    .find(|&j| anchored[j])
                    .unwrap_or((i + 1) % k);
                let escapes = self.escapes(component, &components.of, &active, &present);
                let beyond = (component.len() >= self.fewest)
                    .then(|| self.representative(components.get(beyond)))
                    .flatten();
                self.representative(component)
                    .into_iter()
                    .chain(beyond)
                    .chain(escapes)
                    .collect()
            })
            .collect()
    }

    /// The components of the active vertices, joined by present edges.
    fn components(&self, active: &[bool], present: &[bool]) -> Components {
        let n = active.len();
        let mut components = Components {
            of: vec![usize::MAX; n],
            vertices: Vec::with_capacity(n),
            starts: vec![0],
        };
        for start in 0..n {
            if !active[start] || components.of[start] != usize::MAX {
                continue;
            }
            let number = components.starts.len() - 1;
            components.of[start] = number;
            let mut next = components.vertices.len();
            components.vertices.push(start);
            while let Some(&v) = components.vertices.get(next) {
                next += 1;
                for &(e, other) in &self.incident[v] {
                    if present[e] && active[other] && components.of[other] == usize::MAX {
                        components.of[other] = number;
                        components.vertices.push(other);
                    }
                }
            }
            components.starts.push(components.vertices.len());
        }
        components
    }

    /// "Some vertex of `part` is inactive", as one literal: none when a vertex of `part` is
    /// always active (the clause needs no literal for it), else the first vertex's
    /// negation.
    fn representative(&self, part: &[usize]) -> Option<Lit> {
        let mut first = None;
        for &v in part {
            match self.graph.vertices()[v] {
                Presence::Always => return None,
                Presence::When(lit) => first = first.or(Some(!lit)),
            }
        }
        first
    }

    /// The walled cut of `component` (see the module documentation): "some vertex of its
    /// wall is active"; `None` when the cutter is not walled, the component has a single
    /// vertex or nothing lies beyond its wall.
    fn wall(&self, component: &[usize], component_of: &[usize]) -> Option<Vec<Lit>> {
        if !self.walled || component.len() < 2 {
            return None;
        }
        let number = component_of[component[0]];
        let n = self.graph.vertices().len();
        let mut next_to = vec![false; n];
        for &v in component {
            for &(_, z) in &self.incident[v] {
                if component_of[z] != number {
                    next_to[z] = true;
                }
            }
        }
        let beyond = |y: usize| component_of[y] != number && !next_to[y];
        if !(0..n).any(beyond) {
            return None;
        }
        let wall = (0..n)
            .filter(|&z| next_to[z])
            .filter(|&z| self.incident[z].iter().any(|&(_, y)| beyond(y)))
            .filter_map(|z| match self.graph.vertices()[z] {
                Presence::When(lit) => Some(lit),
                Presence::Always => None,
            });
        Some(wall.collect())
    }

    /// For each edge from `component` to a vertex z outside, the literal of "the edge
    /// present" or of "z active", whichever is false; each literal once.
    fn escapes(
        &self,
        component: &[usize],
        component_of: &[usize],
        active: &[bool],
        present: &[bool],
    ) -> Vec<Lit> {
        let mut escapes = Vec::new();
        for &v in component {
            for &(e, z) in &self.incident[v] {
                if component_of[z] == component_of[v] {
                    continue;
                }
                escapes.push(
                    match (self.graph.edges()[e].presence, self.graph.vertices()[z]) {
                        (Presence::When(edge), _) if !present[e] => edge,
                        (_, Presence::When(vertex)) if !active[z] => vertex,
                        _ => unreachable!("a present edge to an active vertex joins its component"),
                    },
                );
            }
        }
        escapes.sort_unstable();
        escapes.dedup();
        escapes
    }
}

impl Lazy for Cutter {
    fn cuts(&self, value_of: &dyn Fn(Var) -> bool) -> Vec<Vec<Lit>> {
        Cutter::cuts(self, value_of)
    }
}
