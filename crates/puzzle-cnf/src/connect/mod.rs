//! Connectivity and loops over a graph whose vertices and edges may each be literals.
//!
//! Two properties ([`Property`]):
//!
//! * **Connected**: the active vertices induce a connected subgraph, an edge joining two
//!   vertices when it is present and both are active (shaded areas: Nurikabe's wall,
//!   Heyawake's white cells).
//! * **Loop**: the present edges form one loop: at every vertex 0 or 2 of its edges are
//!   present, the vertex is active exactly when 2 are, and the active vertices are
//!   connected as above (Slitherlink, Masyu). An always-active vertex lies on the loop.
//!
//! Whether no active vertex at all counts is a parameter ([`Empty`]): Slitherlink and
//! Masyu need a loop, so they forbid it.
//!
//! The local half of a loop is plain clauses; connectivity has three lowerings
//! ([`Lowering`]), each exact (`tests/it/connect_exact.rs` compares them with a brute force
//! on every graph of up to 12 vertices and edges):
//!
//! * [`Lowering::Ranks`] and [`Lowering::Elimination`], static: parent pointers from
//!   every active vertex but a root to an active neighbour, kept acyclic by binary ranks
//!   or by vertex elimination. Plain CNF, for DIMACS, external solvers and proofs.
//! * [`Lowering::Cuts`], lazy: no clause up front, and a [`Cutter`], kept in the CNF
//!   as a lazy constraint, that turns each model with disconnected active vertices into
//!   clauses excluding it ([`CnfBuilder::cuts`]). For an incremental solver in this
//!   process.
//!
//! ```
//! use puzzle_cnf::connect::{self, Empty, Graph, GridPart, Lowering, Presence, Property};
//! use puzzle_cnf::CnfBuilder;
//! use varisat::ExtendFormula;
//!
//! // A loop along the edges of a 2x3 grid of points, through the lower left point.
//! let mut cnf = CnfBuilder::new();
//! let mut edges = Vec::new();
//! let graph = Graph::grid(2, 3, |part| match part {
//!     GridPart::Vertex(1, 0) => Presence::Always,
//!     GridPart::Vertex(..) => Presence::When(cnf.new_var().pos_lit()),
//!     GridPart::Edge(..) => {
//!         edges.push(cnf.new_var().pos_lit());
//!         Presence::When(*edges.last().unwrap())
//!     }
//! });
//! connect::encode(&graph, Property::Loop, Empty::Forbidden, Lowering::Ranks, &mut cnf);
//! assert!(cnf.is_static()); // a static lowering: the clauses say everything
//!
//! // Two loops: around the left square, and around both squares.
//! let mut solver = varisat::Solver::new();
//! let to_varisat = |l: puzzle_cnf::Lit| varisat::Lit::from_index(l.var().idx(), l.is_pos());
//! for clause in cnf.clauses() {
//!     solver.add_clause(&clause.iter().map(|&l| to_varisat(l)).collect::<Vec<_>>());
//! }
//! let mut loops = 0;
//! while solver.solve().unwrap() {
//!     let model = solver.model().unwrap();
//!     let block: Vec<_> = edges.iter().map(|&e| !model[e.var().idx()]).collect();
//!     solver.add_clause(&block);
//!     loops += 1;
//! }
//! assert_eq!(loops, 2);
//! ```

mod bit;
mod cuts;
mod degree;
mod elimination;
mod graph;
pub mod grid_loop;
mod parents;
mod ranks;

pub use cuts::Cutter;
pub use graph::{Edge, Graph, GridPart, Presence};
pub use grid_loop::GridLoop;

use crate::CnfBuilder;
use bit::{clause, Bit};
use puzzle_ir::settings::Setting;
use std::str::FromStr;

/// What the active vertices and present edges must form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Property {
    Connected,
    Loop,
}

/// Whether no active vertex at all satisfies the property.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Empty {
    Allowed,
    Forbidden,
}

/// How connectivity becomes clauses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lowering {
    /// Parent pointers kept acyclic by ranks in binary: per vertex ⌈log2 n⌉ rank bits,
    /// per pointer a comparator.
    Ranks,
    /// Parent pointers kept acyclic by vertex elimination (Rankooh and Rintanen): per
    /// vertex eliminated, a clause for each two of its remaining neighbours.
    Elimination,
    /// Cuts added to an incremental solver after each model ([`Cutter`]).
    Cuts,
}

impl Lowering {
    /// Every lowering, for tests and comparisons.
    pub const ALL: [Lowering; 3] = [Lowering::Ranks, Lowering::Elimination, Lowering::Cuts];

    /// The names of [`Lowering::ALL`], in that order.
    pub const NAMES: &'static [&'static str] = &["ranks", "elimination", "cuts"];

    /// For plain CNF (DIMACS, external solvers, proofs): the static lowering that solved
    /// more and faster in every measured family (docs/ENCODINGS.md, "Connectivity").
    pub const STATIC_DEFAULT: Lowering = Lowering::Elimination;

    /// For an incremental solver in this process: the lowering that measured best of all,
    /// by orders of magnitude on loops (docs/ENCODINGS.md, "Connectivity").
    pub const IN_PROCESS_DEFAULT: Lowering = Lowering::Cuts;

    /// The name accepted by [`FromStr`] and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Lowering::Ranks => "ranks",
            Lowering::Elimination => "elimination",
            Lowering::Cuts => "cuts",
        }
    }

    /// Whether the clauses alone say everything (no lazy constraint).
    pub fn is_static(self) -> bool {
        self != Lowering::Cuts
    }
}

/// The `--connectivity` setting of every kind whose encoding uses this module: one
/// setting, shared, so that one flag chooses for all of them.
pub const SETTING: Setting = Setting::choice(
    "connectivity",
    "How connected areas and loops become clauses: auto (cuts when solving in this process, elimination for plain CNF: dimacs, other solvers, proofs; elimination always for Shimaguni's islands, each within its room), cuts (lazy: added while solving in this process), elimination or ranks (static: parent pointers kept acyclic by vertex elimination or by binary ranks)",
    &["auto", "cuts", "elimination", "ranks"],
    "auto",
)
.with_lazy(&["cuts"]);

/// The value of [`SETTING`]: a lowering, or the default of each use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Choice {
    /// [`Lowering::IN_PROCESS_DEFAULT`] for a CNF solved in this process,
    /// [`Lowering::STATIC_DEFAULT`] for plain CNF.
    #[default]
    Auto,
    Given(Lowering),
}

impl Choice {
    /// The lowering for a CNF solved in this process (`in_process`) or written out as
    /// plain CNF.
    pub fn lowering(self, in_process: bool) -> Lowering {
        match self {
            Choice::Given(lowering) => lowering,
            Choice::Auto if in_process => Lowering::IN_PROCESS_DEFAULT,
            Choice::Auto => Lowering::STATIC_DEFAULT,
        }
    }

    /// The name [`FromStr`] reads.
    pub fn name(self) -> &'static str {
        match self {
            Choice::Auto => "auto",
            Choice::Given(lowering) => lowering.name(),
        }
    }
}

impl FromStr for Choice {
    type Err = UnknownLowering;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "auto" => Ok(Choice::Auto),
            other => other.parse().map(Choice::Given),
        }
    }
}

/// An unknown lowering name, with the list of known ones.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown connectivity lowering `{0}` (expected auto, cuts, elimination or ranks)")]
pub struct UnknownLowering(pub String);

impl FromStr for Lowering {
    type Err = UnknownLowering;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lowering::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| UnknownLowering(s.to_owned()))
    }
}

/// Adds the clauses that make `graph` satisfy `property`. With a static lowering they
/// say everything; with [`Lowering::Cuts`] they hold only the local part (a loop's
/// degrees, a non-empty configuration), and connectivity goes to `cnf` as a lazy
/// constraint ([`CnfBuilder::add_lazy`]) with the graph's [`Cutter`].
pub fn encode(
    graph: &Graph,
    property: Property,
    empty: Empty,
    lowering: Lowering,
    cnf: &mut CnfBuilder,
) {
    encode_at_least(graph, property, empty, 0, lowering, cnf);
}

/// [`encode`] where every configuration wanted has at least `fewest` active vertices or
/// none (the caller's to know): the lazy lowering's [`Cutter::at_least`] cuts a smaller
/// component shorter; the static lowerings are [`encode`]'s.
pub fn encode_at_least(
    graph: &Graph,
    property: Property,
    empty: Empty,
    fewest: usize,
    lowering: Lowering,
    cnf: &mut CnfBuilder,
) {
    let cutter = || Cutter::new(graph.clone()).at_least(fewest);
    lower(graph, property, empty, lowering, cutter, cnf);
}

/// [`encode`] of [`Property::Connected`] over a connected graph whose edges are always
/// present, for configurations where no two inactive vertices are neighbours (the
/// caller's to know): the lazy lowering cuts a component at its wall
/// ([`Cutter::walled`]); the static lowerings are [`encode`]'s.
pub fn encode_walled(graph: &Graph, empty: Empty, lowering: Lowering, cnf: &mut CnfBuilder) {
    let cutter = || Cutter::new(graph.clone()).walled();
    lower(graph, Property::Connected, empty, lowering, cutter, cnf);
}

/// The clauses of `property` by `lowering`, with `cutter`'s lazy constraint for the cuts.
fn lower(
    graph: &Graph,
    property: Property,
    empty: Empty,
    lowering: Lowering,
    cutter: impl FnOnce() -> Cutter,
    cnf: &mut CnfBuilder,
) {
    if property == Property::Loop {
        degree::encode(graph, cnf);
    }
    if empty == Empty::Forbidden {
        clause(cnf, graph.vertices().iter().map(|&v| Bit::from(v)));
    }
    let n_vertices = graph.vertices().len();
    match lowering {
        Lowering::Ranks => ranks::encode(n_vertices, &parents::encode(graph, cnf), cnf),
        Lowering::Elimination => elimination::encode(n_vertices, &parents::encode(graph, cnf), cnf),
        Lowering::Cuts => cnf.add_lazy(cutter()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowerings_are_read_by_name() {
        for (lowering, name) in Lowering::ALL.into_iter().zip(Lowering::NAMES) {
            assert_eq!(lowering.name(), *name);
            assert_eq!(name.parse(), Ok(lowering));
        }
        assert_eq!(
            "bfs".parse::<Lowering>().unwrap_err().to_string(),
            "unknown connectivity lowering `bfs` (expected auto, cuts, elimination or ranks)"
        );
    }

    #[test]
    fn auto_is_cuts_in_process_and_elimination_for_plain_cnf() {
        let auto: Choice = "auto".parse().unwrap();
        assert_eq!(auto.lowering(true), Lowering::Cuts);
        assert_eq!(auto.lowering(false), Lowering::Elimination);
        for lowering in Lowering::ALL {
            let given: Choice = lowering.name().parse().unwrap();
            assert_eq!(
                (given.lowering(true), given.lowering(false)),
                (lowering, lowering)
            );
        }
        let choices = [SETTING.default_text().unwrap()];
        assert_eq!(choices, [Choice::default().name()]);
    }
}
