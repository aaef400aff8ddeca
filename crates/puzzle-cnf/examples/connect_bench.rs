//! One measurement of a connectivity lowering (`puzzle_cnf::connect`) on a generated
//! grid, for `scripts/bench_connect.py`: builds the CNF, solves it with CaDiCaL in this
//! process (the lazy lowering incrementally, adding cuts until a model draws none),
//! checks the model, and prints one tab-separated line:
//! `family n lowering variables clauses encode_ms solve_ms solves result`.
//!
//! Usage: `connect_bench FAMILY N LOWERING SEED TIMEOUT_S`. Families, on an N x N grid:
//!
//! * `shade`: Connected, every vertex a literal, every edge always there, no 2x2 block
//!   all active (Nurikabe's wall); 10% of the vertices always active, 10% inactive.
//! * `loop`: Loop, non-empty, every vertex and edge a literal; 10% of the vertices always
//!   on the loop (Masyu's circles without their rules).
//! * `cycle`: Loop with every vertex always on it: a Hamiltonian cycle.

use puzzle_cnf::connect::{self, Cutter, Empty, Graph, GridPart, Lowering, Presence, Property};
use puzzle_cnf::{CnfBuilder, Lit};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [family, n, lowering, seed, timeout] = args.as_slice() else {
        eprintln!("usage: connect_bench shade|loop|cycle N ranks|elimination|cuts SEED TIMEOUT_S");
        std::process::exit(2);
    };
    let n: usize = n.parse().expect("N is a number");
    let lowering: Lowering = lowering.parse().expect("a lowering");
    let mut rng = SmallRng::seed_from_u64(seed.parse().expect("SEED is a number"));
    let deadline = Instant::now() + Duration::from_secs_f64(timeout.parse().expect("seconds"));

    let started = Instant::now();
    let mut cnf = CnfBuilder::new();
    let graph = match family.as_str() {
        "shade" => shade(n, lowering, &mut rng, &mut cnf),
        "loop" => line(n, lowering, |rng| rng.random_bool(0.1), &mut rng, &mut cnf),
        "cycle" => line(n, lowering, |_| true, &mut rng, &mut cnf),
        other => panic!("unknown family {other}"),
    };
    let encode_ms = started.elapsed().as_secs_f64() * 1e3;

    let started = Instant::now();
    let (result, solves) = solve(&cnf, &graph, deadline);
    let solve_ms = started.elapsed().as_secs_f64() * 1e3;
    println!(
        "{family}\t{n}\t{}\t{}\t{}\t{encode_ms:.1}\t{solve_ms:.1}\t{solves}\t{result}",
        lowering.name(),
        cnf.n_vars(),
        cnf.n_clauses()
    );
}

fn fresh(cnf: &mut CnfBuilder) -> Presence {
    Presence::When(cnf.new_var().pos_lit())
}

fn shade(n: usize, lowering: Lowering, rng: &mut SmallRng, cnf: &mut CnfBuilder) -> Graph {
    let mut inactive = Vec::new();
    let graph = Graph::grid(n, n, |part| match part {
        GridPart::Vertex(..) => match rng.random_range(0..10) {
            0 => Presence::Always,
            1 => {
                let vertex = fresh(cnf);
                inactive.push(vertex);
                vertex
            }
            _ => fresh(cnf),
        },
        GridPart::Edge(..) => Presence::Always,
    });
    for vertex in inactive {
        if let Presence::When(lit) = vertex {
            cnf.add_clause([!lit]);
        }
    }
    let at = |r: usize, c: usize| graph.vertices()[r * n + c];
    for r in 0..n - 1 {
        for c in 0..n - 1 {
            let block = [at(r, c), at(r, c + 1), at(r + 1, c), at(r + 1, c + 1)];
            // An always-active vertex leaves no literal: four of them, the empty clause.
            cnf.add_clause(block.iter().filter_map(|&v| match v {
                Presence::When(lit) => Some(!lit),
                Presence::Always => None,
            }));
        }
    }
    connect::encode(&graph, Property::Connected, Empty::Allowed, lowering, cnf);
    graph
}

fn line(
    n: usize,
    lowering: Lowering,
    mut on_loop: impl FnMut(&mut SmallRng) -> bool,
    rng: &mut SmallRng,
    cnf: &mut CnfBuilder,
) -> Graph {
    let graph = Graph::grid(n, n, |part| match part {
        GridPart::Vertex(..) if on_loop(rng) => Presence::Always,
        _ => fresh(cnf),
    });
    connect::encode(&graph, Property::Loop, Empty::Forbidden, lowering, cnf);
    graph
}

/// Solves, cutting while the CNF's lazy constraints find cuts; checks the final model against every
/// clause (cuts included) and connectivity. Returns the result and the number of solves.
fn solve(cnf: &CnfBuilder, graph: &Graph, deadline: Instant) -> (&'static str, usize) {
    let mut solver: cadical::Solver<cadical::Timeout> = cadical::Solver::new();
    for clause in cnf.clauses() {
        solver.add_clause(clause.iter().map(|l| l.to_ipasir()));
    }
    let mut added: Vec<Vec<Lit>> = Vec::new();
    let mut solves = 0;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        solver.set_callbacks(Some(cadical::Timeout::new(left.as_secs_f32())));
        solves += 1;
        match solver.solve() {
            None => return ("timeout", solves),
            Some(false) => return ("unsat", solves),
            Some(true) => {}
        }
        let value_of = |v: puzzle_cnf::Var| solver.value(v.to_ipasir()) == Some(true);
        let cuts = cnf.cuts(value_of);
        if cuts.is_empty() {
            let all_hold = cnf.first_falsified(value_of).is_none()
                && added
                    .iter()
                    .all(|c| c.iter().any(|l| value_of(l.var()) == l.is_pos()));
            let connected = Cutter::new(graph.clone()).cuts(value_of).is_empty();
            assert!(all_hold && connected, "a model that fails its check");
            return ("sat", solves);
        }
        for cut in cuts {
            solver.add_clause(cut.iter().map(|l| l.to_ipasir()));
            added.push(cut);
        }
    }
}
