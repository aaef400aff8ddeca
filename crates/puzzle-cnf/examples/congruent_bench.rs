//! Times the two lowerings of congruent halves (`region::congruent`) on cspuz_core's
//! Double Choco test and stress puzzles and pzprjs's example with in-process CaDiCaL,
//! incrementally for the lazy one:
//! `cargo run --release -p puzzle-cnf --example congruent_bench [SECONDS]`.
//! Prints per puzzle and lowering the CNF's size, the result, the solves and the time;
//! with `DUMP=DIR` it also writes each static CNF to `DIR/ROWSxCOLS.cnf` for other
//! solvers.

use puzzle_cnf::region::congruent::{CongruentHalves, Lowering};
use puzzle_cnf::{AmoEncoding, CnfBuilder, Lit};
use puzzle_ir::grid::Grid;
use std::time::{Duration, Instant};

/// The puzzles: rows, columns and the body of their puzz.link URL (`dbchoco`).
const PUZZLES: [(usize, usize, &str); 4] = [
    (6, 6, "pu9hgpe05zu"),
    (6, 6, "ueoq8p30g42j4n5s22j"),
    (8, 8, "01v4sjjufpv00p76g9zg4zn"),
    (10, 10, "v0v30r0rororooo0rs3szx8g7k6zx9t"),
];

fn main() {
    let seconds: u64 = std::env::args()
        .nth(1)
        .map_or(60, |s| s.parse().expect("seconds"));
    for (rows, cols, body) in PUZZLES {
        let (grey, sizes) = read(rows * cols, body);
        for lowering in [Lowering::Labels, Lowering::Cuts] {
            let mut cnf = CnfBuilder::new();
            let grid = Grid::new(rows, cols);
            let halves =
                CongruentHalves::encode(grid, &grey, &sizes, lowering, AmoEncoding::Auto, &mut cnf);
            let borders: Vec<Lit> = (grid.adjacent_pairs())
                .map(|(a, b)| halves.border(a, b))
                .collect();
            if let (Ok(dir), true) = (std::env::var("DUMP"), cnf.is_static()) {
                let path = format!("{dir}/{rows}x{cols}-{body}.cnf");
                let mut file = std::fs::File::create(path).expect("a writable DUMP folder");
                cnf.write_dimacs(&mut file, &[]).expect("written");
            }
            let start = Instant::now();
            let (result, solves) = solve(&cnf, &borders, start + Duration::from_secs(seconds));
            let (vars, clauses) = (cnf.n_vars(), cnf.clauses().len());
            let time = start.elapsed().as_secs_f64();
            println!("{rows}x{cols} {lowering:?}: {vars} vars, {clauses} clauses, {result} after {solves} solves, {time:.2} s");
        }
    }
}

/// The colours (5 cells per base-32 digit, grey as 1) and the sizes (pzprjs's number
/// format: a hex digit, `-` and two, or `g` to `z` for 1 to 20 cells without one).
fn read(cells: usize, body: &str) -> (Vec<bool>, Vec<(usize, usize)>) {
    let split = cells.div_ceil(5);
    let grey: Vec<bool> = (body[..split].chars())
        .flat_map(|ch| {
            let digit = ch.to_digit(32).expect("a base-32 digit");
            (0..5).rev().map(move |bit| digit >> bit & 1 == 1)
        })
        .take(cells)
        .collect();
    let (mut sizes, mut cell) = (Vec::new(), 0);
    let mut chars = body[split..].chars();
    while let Some(ch) = chars.next() {
        match ch {
            '-' => {
                let hex: String = chars.by_ref().take(2).collect();
                sizes.push((cell, usize::from_str_radix(&hex, 16).expect("hex")));
                cell += 1;
            }
            'g'..='z' => cell += ch as usize - 'f' as usize,
            _ => {
                sizes.push((cell, ch.to_digit(16).expect("a hex digit") as usize));
                cell += 1;
            }
        }
    }
    (grey, sizes)
}

/// Solves, cutting while the lazy constraint finds cuts, then again without the
/// answer's `borders` to prove it unique. Returns the result and the number of solves.
fn solve(cnf: &CnfBuilder, borders: &[Lit], deadline: Instant) -> (&'static str, usize) {
    let mut solver: cadical::Solver<cadical::Timeout> = cadical::Solver::new();
    for clause in cnf.clauses() {
        solver.add_clause(clause.iter().map(|l| l.to_ipasir()));
    }
    let (mut solves, mut answers) = (0, 0);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        solver.set_callbacks(Some(cadical::Timeout::new(left.as_secs_f32())));
        solves += 1;
        match solver.solve() {
            None => return ("timeout", solves),
            Some(false) => return (["unsat", "unique", "not unique"][answers], solves),
            Some(true) => {}
        }
        let holds = |lit: Lit| solver.value(lit.var().to_ipasir()) == Some(lit.is_pos());
        let mut cuts = cnf.cuts(|v: puzzle_cnf::Var| solver.value(v.to_ipasir()) == Some(true));
        if cuts.is_empty() {
            answers += 1;
            if answers == 2 {
                return ("not unique", solves);
            }
            cuts.push(
                borders
                    .iter()
                    .map(|&b| if holds(b) { !b } else { b })
                    .collect(),
            );
        }
        for cut in cuts {
            solver.add_clause(cut.iter().map(|l| l.to_ipasir()));
        }
    }
}
