//! A line of cells whose shaded runs are exactly `runs`, in order, each run separated
//! from the next by at least one unshaded cell.
//!
//! # Lowerings ([`LineEncoding`])
//!
//! * **Automaton.** The clue is the pattern `1^a 0 1^b 0 … 1^z` with any number of
//!   unshaded cells before, between and after the runs: a deterministic automaton whose
//!   state `j` is how many of the pattern's `P` symbols are read. Unrolled along the
//!   line, `s[t][j]` (named `r1.s3=2`) says state `j` is reached after `t` cells, for the states reachable
//!   from the start in `t` steps and from which the end is reachable in the cells left;
//!   the first and last layers are the start and the accepting state alone. Clauses: the
//!   transition on a shaded and on an unshaded cell out of every state (or the cell's
//!   value, where the state has no such move), each state's support by its predecessors
//!   (given the cell), and at least one state per layer.
//! * **Starts.** Each run `i` has an order ladder `y[i][p]` (named `r1.run2<=5`), "run
//!   `i` starts at `p` or before", over its possible starts; run `i + 1` starts at least `a_i + 1` cells after
//!   run `i`; `c[i][x]` says run `i` covers cell `x` (its start is in `(x - a_i, x]`);
//!   a covered cell is shaded and a shaded cell is covered.
//!
//! Both are exact and leave no freedom to their auxiliary variables: a shading with the
//! right runs has one model, others none.
//!
//! ```
//! use puzzle_cnf::runs::line::{encode, LineEncoding};
//! use puzzle_cnf::CnfBuilder;
//!
//! let mut cnf = CnfBuilder::new();
//! let cells: Vec<_> = (0..4).map(|_| cnf.new_var().pos_lit()).collect();
//! encode(&cells, &[3], LineEncoding::Starts, "r1", &mut cnf);
//! assert!(cnf.n_clauses() > 0);
//! ```

use crate::{CnfBuilder, Lit};
use std::str::FromStr;

/// How a line's runs become clauses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LineEncoding {
    /// The clue's automaton unrolled along the line.
    Automaton,
    /// Each run's start on an order ladder, with order and coverage clauses: about a
    /// third of the automaton's variables and a quarter of its clauses on Janko's
    /// Nonograms, and faster (docs/ENCODINGS.md, "Runs").
    #[default]
    Starts,
}

impl LineEncoding {
    /// Every lowering, for tests and comparisons.
    pub const ALL: [LineEncoding; 2] = [LineEncoding::Automaton, LineEncoding::Starts];

    /// The name accepted by [`FromStr`] and the command line.
    pub fn name(self) -> &'static str {
        match self {
            LineEncoding::Automaton => "automaton",
            LineEncoding::Starts => "starts",
        }
    }
}

/// An unknown lowering name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown runs lowering `{0}` (expected automaton or starts)")]
pub struct UnknownLineEncoding(pub String);

impl FromStr for LineEncoding {
    type Err = UnknownLineEncoding;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        (LineEncoding::ALL.into_iter())
            .find(|e| e.name() == s)
            .ok_or_else(|| UnknownLineEncoding(s.to_owned()))
    }
}

/// Adds clauses saying that the shaded runs of `cells` are exactly `runs` (each at
/// least 1), in order; `name` prefixes the names of the auxiliary variables.
pub fn encode(
    cells: &[Lit],
    runs: &[u32],
    encoding: LineEncoding,
    name: &str,
    cnf: &mut CnfBuilder,
) {
    let total: usize = runs.iter().map(|&r| r as usize).sum();
    if total + runs.len().saturating_sub(1) > cells.len() {
        cnf.add_clause([]);
        return;
    }
    if runs.is_empty() {
        for &cell in cells {
            cnf.add_clause([!cell]);
        }
        return;
    }
    match encoding {
        LineEncoding::Automaton => automaton(cells, runs, name, cnf),
        LineEncoding::Starts => starts(cells, runs, name, cnf),
    }
}

/// A literal or a constant, so that settled states and ladder ends need no variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bit {
    Const(bool),
    Lit(Lit),
}

impl std::ops::Not for Bit {
    type Output = Bit;

    fn not(self) -> Bit {
        match self {
            Bit::Const(b) => Bit::Const(!b),
            Bit::Lit(l) => Bit::Lit(!l),
        }
    }
}

/// Adds the clause of `bits`: nothing when one is true, the others when some are false.
fn clause(cnf: &mut CnfBuilder, bits: impl IntoIterator<Item = Bit>) {
    let mut lits = Vec::new();
    for bit in bits {
        match bit {
            Bit::Const(true) => return,
            Bit::Const(false) => {}
            Bit::Lit(lit) => lits.push(lit),
        }
    }
    cnf.add_clause(lits);
}

/// The automaton lowering (see the module's documentation).
fn automaton(cells: &[Lit], runs: &[u32], name: &str, cnf: &mut CnfBuilder) {
    // The pattern: true a shaded symbol, false a separator.
    let mut pattern = Vec::new();
    for (i, &run) in runs.iter().enumerate() {
        if i > 0 {
            pattern.push(false);
        }
        pattern.extend(std::iter::repeat_n(true, run as usize));
    }
    let p = pattern.len();
    let on_shaded = |j: usize| (j < p && pattern[j]).then_some(j + 1);
    let on_unshaded = |j: usize| match j {
        0 => Some(0),
        j if j == p || !pattern[j - 1] => Some(j),
        j => (!pattern[j]).then_some(j + 1),
    };
    let n = cells.len();
    // Which states each layer may hold: reachable from the start and able to finish.
    let mut live = vec![vec![false; p + 1]; n + 1];
    live[0][0] = true;
    for t in 0..n {
        for j in 0..=p {
            if live[t][j] {
                for next in [on_shaded(j), on_unshaded(j)].into_iter().flatten() {
                    live[t + 1][next] = true;
                }
            }
        }
    }
    let mut finishing = vec![false; p + 1];
    finishing[p] = true;
    for t in (0..=n).rev() {
        for j in 0..=p {
            live[t][j] &= finishing[j];
        }
        if t > 0 {
            finishing = (0..=p)
                .map(|j| {
                    [on_shaded(j), on_unshaded(j)]
                        .into_iter()
                        .flatten()
                        .any(|k| finishing[k])
                })
                .collect();
        }
    }
    let states: Vec<Vec<Option<Bit>>> = (0..=n)
        .map(|t| {
            let count = live[t].iter().filter(|&&l| l).count();
            (0..=p)
                .map(|j| {
                    live[t][j].then(|| match count {
                        1 => Bit::Const(true),
                        _ => Bit::Lit(cnf.new_named_var(|| format!("{name}.s{t}={j}")).pos_lit()),
                    })
                })
                .collect()
        })
        .collect();
    let state = |t: usize, j: usize| states[t][j].unwrap_or(Bit::Const(false));
    for (t, &cell) in cells.iter().enumerate() {
        let cell = Bit::Lit(cell);
        for j in (0..=p).filter(|&j| live[t][j]) {
            let to = |next: Option<usize>| next.map_or(Bit::Const(false), |k| state(t + 1, k));
            clause(cnf, [!state(t, j), !cell, to(on_shaded(j))]);
            clause(cnf, [!state(t, j), cell, to(on_unshaded(j))]);
        }
        for k in (0..=p).filter(|&k| live[t + 1][k]) {
            let from = |step: &dyn Fn(usize) -> Option<usize>| {
                (0..=p)
                    .filter(|&j| live[t][j] && step(j) == Some(k))
                    .map(|j| state(t, j))
                    .collect::<Vec<Bit>>()
            };
            let shaded_from = from(&on_shaded);
            let unshaded_from = from(&on_unshaded);
            clause(
                cnf,
                [!state(t + 1, k), !cell].into_iter().chain(shaded_from),
            );
            clause(
                cnf,
                [!state(t + 1, k), cell].into_iter().chain(unshaded_from),
            );
        }
        clause(
            cnf,
            (0..=p).filter(|&j| live[t + 1][j]).map(|j| state(t + 1, j)),
        );
    }
}

/// The starts lowering (see the module's documentation).
fn starts(cells: &[Lit], runs: &[u32], name: &str, cnf: &mut CnfBuilder) {
    let n = cells.len();
    let k = runs.len();
    let len = |i: usize| runs[i] as usize;
    // Run i starts in first[i]..=last[i].
    let first: Vec<usize> = (0..k).map(|i| (0..i).map(|m| len(m) + 1).sum()).collect();
    let last: Vec<usize> = (0..k)
        .map(|i| n - (i..k).map(|m| len(m) + 1).sum::<usize>() + 1)
        .collect();
    let ladders: Vec<Vec<Lit>> = (0..k)
        .map(|i| {
            (first[i]..last[i])
                .map(|p| {
                    cnf.new_named_var(|| format!("{name}.run{}<={}", i + 1, p + 1))
                        .pos_lit()
                })
                .collect()
        })
        .collect();
    // Run i starts at p or before.
    let by = |i: usize, p: isize| -> Bit {
        match p {
            p if p < first[i] as isize => Bit::Const(false),
            p if p >= last[i] as isize => Bit::Const(true),
            p => Bit::Lit(ladders[i][p as usize - first[i]]),
        }
    };
    for i in 0..k {
        for p in first[i] + 1..last[i] {
            clause(cnf, [!by(i, p as isize - 1), by(i, p as isize)]);
        }
        if i + 1 < k {
            for p in first[i + 1]..last[i + 1] {
                let before = p as isize - len(i) as isize - 1;
                clause(cnf, [!by(i + 1, p as isize), by(i, before)]);
            }
        }
    }
    for (x, &cell) in cells.iter().enumerate() {
        let mut covers = Vec::new();
        for i in 0..k {
            let (started, gone) = (by(i, x as isize), by(i, x as isize - len(i) as isize));
            let cover = match (started, !gone) {
                (Bit::Const(false), _) | (_, Bit::Const(false)) => continue,
                (Bit::Const(true), other) | (other, Bit::Const(true)) => other,
                (a, b) => {
                    let cover = Bit::Lit(
                        cnf.new_named_var(|| format!("{name}.run{}@{}", i + 1, x + 1))
                            .pos_lit(),
                    );
                    clause(cnf, [!cover, a]);
                    clause(cnf, [!cover, b]);
                    clause(cnf, [!a, !b, cover]);
                    cover
                }
            };
            clause(cnf, [!cover, Bit::Lit(cell)]);
            covers.push(cover);
        }
        clause(cnf, std::iter::once(Bit::Lit(!cell)).chain(covers));
    }
}
