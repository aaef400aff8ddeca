//! Exactness of the connectivity lowerings (`puzzle_cnf::connect`) against a brute force,
//! by exhaustion.
//!
//! Every simple graph of up to 7 vertices with at most 12 vertices and edges together
//! (one per isomorphism class, 142 graphs), with its vertices and edges all literals, or
//! the vertices always active, or the edges always present, or the last vertex and the
//! first edge constant (the last vertex, always active, is the static lowerings' root);
//! for both properties, with and without the empty configuration, and for every
//! lowering. The SAT side lists the configurations of the graph literals that have a
//! model (varisat, blocking clauses over the graph literals only, so auxiliary variables
//! never count twice; the lazy lowering adds its cuts until a model draws none, and each
//! cut must be false in the model that drew it). The brute force tries every
//! configuration. The two sets must be equal: no spurious configuration, none lost.
//! The cuts for configurations of at least 2 or 3 active vertices (or none) must keep
//! every such connected configuration and find no unconnected one; the walled cuts, on
//! every connected graph with its edges always present and no two inactive vertices
//! side by side, exactly the connected configurations without two such. A
//! hub with 7 edges at one vertex checks the loop's degree counter (more than 6 edges at
//! a vertex).

use crate::common;

use puzzle_cnf::connect::{self, Empty, Graph, Lowering, Presence, Property};
use puzzle_cnf::{CnfBuilder, Lit};
use std::collections::BTreeSet;
use varisat::ExtendFormula;

/// A graph: `n` vertices and edges between distinct ones.
#[derive(Debug, Clone)]
struct Shape {
    n: usize,
    edges: Vec<[usize; 2]>,
}

/// Which elements are constant (always there) rather than literals.
#[derive(Debug, Clone, Copy)]
enum Fixed {
    Nothing,
    Vertices,
    Edges,
    LastVertexFirstEdge,
}

impl Fixed {
    const ALL: [Fixed; 4] = [
        Fixed::Nothing,
        Fixed::Vertices,
        Fixed::Edges,
        Fixed::LastVertexFirstEdge,
    ];

    fn vertex(self, v: usize, n: usize) -> bool {
        matches!(self, Fixed::Vertices) || matches!(self, Fixed::LastVertexFirstEdge) && v == n - 1
    }

    fn edge(self, e: usize) -> bool {
        matches!(self, Fixed::Edges) || matches!(self, Fixed::LastVertexFirstEdge) && e == 0
    }
}

/// A configuration: which vertices are active and which edges present.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Config {
    active: Vec<bool>,
    present: Vec<bool>,
}

const MAX_VERTICES: usize = 7;
const MAX_ELEMENTS: usize = 12;

/// One simple graph per isomorphism class with up to `MAX_VERTICES` vertices and
/// `MAX_ELEMENTS` vertices and edges: each class with e + 1 edges is found by adding an
/// edge to one with e, and named by its least edge set over all vertex renumberings.
fn shapes() -> Vec<Shape> {
    let mut shapes = Vec::new();
    for n in 1..=MAX_VERTICES {
        let pairs: Vec<[usize; 2]> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| [a, b]))
            .collect();
        let renumberings = permutations(n);
        let canonical = |mask: u32| {
            renumberings
                .iter()
                .map(|to| {
                    pairs
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| mask >> i & 1 == 1)
                        .map(|(_, &[a, b])| {
                            let (a, b) = (to[a].min(to[b]), to[a].max(to[b]));
                            1u32 << pairs.iter().position(|&p| p == [a, b]).unwrap()
                        })
                        .sum::<u32>()
                })
                .min()
                .unwrap()
        };
        let mut layer = BTreeSet::from([0u32]);
        for edges in 0..=(MAX_ELEMENTS - n).min(pairs.len()) {
            for &mask in &layer {
                let edges = (0..pairs.len()).filter(|i| mask >> i & 1 == 1);
                shapes.push(Shape {
                    n,
                    edges: edges.map(|i| pairs[i]).collect(),
                });
            }
            if edges == (MAX_ELEMENTS - n).min(pairs.len()) {
                break;
            }
            layer = layer
                .iter()
                .flat_map(|&mask| {
                    (0..pairs.len())
                        .filter(move |i| mask >> i & 1 == 0)
                        .map(move |i| mask | 1 << i)
                })
                .map(canonical)
                .collect();
        }
    }
    shapes
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for shorter in permutations(n - 1) {
        for at in 0..n {
            let mut p = shorter.clone();
            p.insert(at, n - 1);
            out.push(p);
        }
    }
    out
}

/// Whether a configuration has the property, straight from the definitions.
fn holds(shape: &Shape, property: Property, empty: Empty, config: &Config) -> bool {
    let Config { active, present } = config;
    if property == Property::Loop {
        for (v, &on) in active.iter().enumerate() {
            let degree = (shape.edges.iter().zip(present))
                .filter(|&(edge, &on)| on && edge.contains(&v))
                .count();
            if degree != 0 && degree != 2 || on != (degree == 2) {
                return false;
            }
        }
    }
    // Components by repeated merging of labels.
    let mut label: Vec<usize> = (0..shape.n).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for (&[a, b], &on) in shape.edges.iter().zip(present) {
            if on && active[a] && active[b] && label[a] != label[b] {
                let low = label[a].min(label[b]);
                label[a] = low;
                label[b] = low;
                changed = true;
            }
        }
    }
    let components: BTreeSet<usize> = (0..shape.n)
        .filter(|&v| active[v])
        .map(|v| label[v])
        .collect();
    match empty {
        Empty::Allowed => components.len() <= 1,
        Empty::Forbidden => components.len() == 1,
    }
}

/// Every configuration with the property: each free element both ways.
fn brute_force(shape: &Shape, fixed: Fixed, property: Property, empty: Empty) -> BTreeSet<Config> {
    let free_vertices: Vec<usize> = (0..shape.n)
        .filter(|&v| !fixed.vertex(v, shape.n))
        .collect();
    let free_edges: Vec<usize> = (0..shape.edges.len()).filter(|&e| !fixed.edge(e)).collect();
    let n_free = free_vertices.len() + free_edges.len();
    let mut out = BTreeSet::new();
    for bits in 0u64..1 << n_free {
        let mut config = Config {
            active: vec![true; shape.n],
            present: vec![true; shape.edges.len()],
        };
        for (i, &v) in free_vertices.iter().enumerate() {
            config.active[v] = bits >> i & 1 == 1;
        }
        for (i, &e) in free_edges.iter().enumerate() {
            config.present[e] = bits >> (free_vertices.len() + i) & 1 == 1;
        }
        if holds(shape, property, empty, &config) {
            out.insert(config);
        }
    }
    out
}

/// The graph of `shape` over fresh literals (constants where `fixed` says).
fn graph(shape: &Shape, fixed: Fixed, cnf: &mut CnfBuilder) -> Graph {
    let mut graph = Graph::new();
    let presence = |constant: bool, cnf: &mut CnfBuilder| match constant {
        true => Presence::Always,
        false => Presence::When(cnf.new_var().pos_lit()),
    };
    for v in 0..shape.n {
        graph.add_vertex(presence(fixed.vertex(v, shape.n), cnf));
    }
    for (e, &[a, b]) in shape.edges.iter().enumerate() {
        graph.add_edge(a, b, presence(fixed.edge(e), cnf));
    }
    graph
}

/// Every configuration with a model: solve, cut while the CNF's lazy constraints find
/// cuts, record and block the configuration, repeat.
fn sat_side(graph: &Graph, cnf: &CnfBuilder) -> BTreeSet<Config> {
    let mut solver = common::load(cnf);
    let mut out = BTreeSet::new();
    let free: Vec<Lit> = (graph.vertices().iter())
        .chain(graph.edges().iter().map(|e| &e.presence))
        .filter_map(|p| match *p {
            Presence::When(lit) => Some(lit),
            Presence::Always => None,
        })
        .collect();
    while solver.solve().expect("varisat without limits") {
        let values = common::values(&solver.model().unwrap(), cnf.n_vars());
        let value_of = common::value_of(&values);
        let cuts = cnf.cuts(&value_of);
        for cut in &cuts {
            assert!(
                cut.iter().all(|l| value_of(l.var()) != l.is_pos()),
                "a cut the model satisfies: {cut:?}"
            );
            solver.add_clause(
                &cut.iter()
                    .map(|&l| common::to_varisat(l))
                    .collect::<Vec<_>>(),
            );
        }
        if !cuts.is_empty() {
            continue;
        }
        let config = Config {
            active: graph
                .vertices()
                .iter()
                .map(|p| p.holds(&value_of))
                .collect(),
            present: graph
                .edges()
                .iter()
                .map(|e| e.presence.holds(&value_of))
                .collect(),
        };
        assert!(out.insert(config), "a configuration found twice");
        let block: Vec<varisat::Lit> = free
            .iter()
            .map(|&l| {
                common::to_varisat(if value_of(l.var()) == l.is_pos() {
                    !l
                } else {
                    l
                })
            })
            .collect();
        solver.add_clause(&block);
    }
    out
}

/// Compares both sides on one shape under every constant choice, property, empty rule
/// and lowering; returns the number of configurations compared.
fn compare(shape: &Shape, properties: &[Property]) -> usize {
    let mut compared = 0;
    for fixed in Fixed::ALL {
        for &property in properties {
            for empty in [Empty::Allowed, Empty::Forbidden] {
                let expected = brute_force(shape, fixed, property, empty);
                for lowering in Lowering::ALL {
                    let mut cnf = CnfBuilder::new();
                    let graph = graph(shape, fixed, &mut cnf);
                    connect::encode(&graph, property, empty, lowering, &mut cnf);
                    assert_eq!(cnf.is_static(), lowering.is_static());
                    let found = sat_side(&graph, &cnf);
                    assert!(
                        found == expected,
                        "{shape:?}, {fixed:?}, {property:?}, empty {empty:?}, {lowering:?}: \
                         spurious {:?}, lost {:?}",
                        found.difference(&expected).collect::<Vec<_>>(),
                        expected.difference(&found).collect::<Vec<_>>(),
                    );
                    compared += expected.len();
                }
            }
        }
    }
    compared
}

#[test]
fn every_small_graph_has_exactly_its_connected_configurations_and_loops() {
    let shapes = shapes();
    assert_eq!(
        shapes.len(),
        142,
        "the graphs of up to 7 vertices and 12 elements"
    );
    let compared: usize = shapes
        .iter()
        .map(|shape| compare(shape, &[Property::Connected, Property::Loop]))
        .sum();
    eprintln!(
        "{} graphs, {compared} configurations with the property",
        shapes.len()
    );
}

#[test]
fn cuts_for_at_least_so_many_active_keep_those_and_only_connected_ones() {
    let mut kept = 0;
    for shape in shapes() {
        for fixed in Fixed::ALL {
            for empty in [Empty::Allowed, Empty::Forbidden] {
                let connected = brute_force(&shape, fixed, Property::Connected, empty);
                for fewest in 2..=3 {
                    let mut cnf = CnfBuilder::new();
                    let graph = graph(&shape, fixed, &mut cnf);
                    let (property, cuts) = (Property::Connected, Lowering::Cuts);
                    connect::encode_at_least(&graph, property, empty, fewest, cuts, &mut cnf);
                    let found = sat_side(&graph, &cnf);
                    let active = |config: &Config| config.active.iter().filter(|&&on| on).count();
                    let wanted = connected
                        .iter()
                        .filter(|c| active(c) == 0 || active(c) >= fewest);
                    let lost: Vec<&Config> = wanted.filter(|c| !found.contains(c)).collect();
                    let spurious: Vec<&Config> = found.difference(&connected).collect();
                    assert!(
                        lost.is_empty() && spurious.is_empty(),
                        "{shape:?}, {fixed:?}, empty {empty:?}, at least {fewest}: \
                         spurious {spurious:?}, lost {lost:?}"
                    );
                    kept += found.len();
                }
            }
        }
    }
    assert!(kept > 0);
}

#[test]
fn walled_cuts_keep_exactly_the_connected_configurations_without_two_inactive_neighbours() {
    let mut kept = 0;
    let fixed = Fixed::Edges;
    for shape in shapes().iter().filter(|shape| is_connected(shape)) {
        for empty in [Empty::Allowed, Empty::Forbidden] {
            let apart = |config: &Config| {
                (shape.edges.iter()).all(|&[a, b]| config.active[a] || config.active[b])
            };
            let wanted: BTreeSet<Config> = brute_force(shape, fixed, Property::Connected, empty)
                .into_iter()
                .filter(apart)
                .collect();
            let mut cnf = CnfBuilder::new();
            let graph = graph(shape, fixed, &mut cnf);
            for &[a, b] in &shape.edges {
                let [Presence::When(a), Presence::When(b)] = [a, b].map(|v| graph.vertices()[v])
                else {
                    unreachable!("every vertex is a literal");
                };
                cnf.add_clause([a, b]);
            }
            connect::encode_walled(&graph, empty, Lowering::Cuts, &mut cnf);
            let found = sat_side(&graph, &cnf);
            assert_eq!(found, wanted, "{shape:?}, empty {empty:?}");
            kept += found.len();
        }
    }
    assert!(kept > 0);
}

/// Whether every vertex of `shape` reaches every other over its edges.
fn is_connected(shape: &Shape) -> bool {
    let mut reached = vec![false; shape.n];
    let mut stack = vec![0];
    while let Some(v) = stack.pop() {
        if !std::mem::replace(&mut reached[v], true) {
            let next = shape.edges.iter().filter_map(|&[a, b]| match v {
                _ if v == a => Some(b),
                _ if v == b => Some(a),
                _ => None,
            });
            stack.extend(next);
        }
    }
    reached.into_iter().all(|r| r)
}

#[test]
fn a_vertex_with_seven_edges_keeps_loops_exact() {
    // Vertex 0 joined to 1..=7, and a ring 1-2-...-7-1: loops through the hub and around.
    let mut edges: Vec<[usize; 2]> = (1..=7).map(|v| [0, v]).collect();
    edges.extend((1..=7).map(|v| [v, v % 7 + 1]));
    let hub = Shape { n: 8, edges };
    let compared = compare(&hub, &[Property::Loop]);
    assert!(compared > 0);
}
