//! How hard a puzzle is, from how its CNF is solved: level 0 when the deductions made
//! before encoding (Sudoku singles and locked candidates, Kakuro domain pruning,
//! Kakurasu line reasoning) plus unit propagation settle every cell; level 1 when
//! failed-literal probing (assume a literal, propagate, and on a conflict learn its
//! negation, to a fixed point) settles them; level 2 when search is needed. Within a
//! level, the depth of probing orders puzzles finer: probing goes easiest step first,
//! and the depth is the most propagation layers (the longest chain of implications)
//! the hardest step needs, the way Sudoku Explainer rates a puzzle by its hardest step
//! (on Sudoku the two agree in rank, docs/GENERATE.md). Depth and layers depend only on
//! the CNF, not on the kind, on the order of its variables, or on time. CaDiCaL's
//! conflict count (builds with the `cadical` feature) says how much search the solver
//! needed. The scale is documented in docs/GENERATE.md.
//!
//! ```
//! use puzzle_ir::Puzzle;
//! use puzzle_solve::space::rate::{rate, Level};
//!
//! let text = "kind: sudoku\nbox: 2x2\ngrid:\n1...\n..3.\n.4..\n...2\n";
//! let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
//! let rating = rate(&puzzle, &Default::default()).unwrap();
//! assert_eq!(rating.level, Level::Propagation);
//! assert_eq!(rating.probing.depth, 0);
//! ```

use puzzle_cnf::{encode, CellVars, CnfBuilder, Lit, Options, Var};
use puzzle_ir::Puzzle;

/// The difficulty levels, easiest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// Deductions before encoding and unit propagation settle every cell.
    Propagation = 0,
    /// Failed-literal probing settles every cell.
    Probing = 1,
    /// Search is needed.
    Search = 2,
}

impl Level {
    /// The level's number, 0 to 2.
    pub fn number(self) -> u8 {
        self as u8
    }

    /// The level in words.
    pub fn name(self) -> &'static str {
        match self {
            Level::Propagation => "propagation",
            Level::Probing => "probing",
            Level::Search => "search",
        }
    }
}

/// A puzzle's rating.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rating {
    pub level: Level,
    /// Cells left open after propagation, and after probing.
    pub open_after_propagation: usize,
    pub open_after_probing: usize,
    /// What failed-literal probing, easiest step first, needed (zeros at level 0).
    pub probing: Steps,
    /// Conflicts CaDiCaL meets solving the CNF from scratch, at most
    /// `solver::CONFLICT_CAP` (a puzzle that needs more reports the cap); `None` in a
    /// build without CaDiCaL.
    pub conflicts: Option<u64>,
}

/// The steps of failed-literal probing, easiest first (levels 1 and 2; at level 2 those
/// made before probing stalled). Each round probes every open literal and learns the
/// negations of those whose conflict comes at the fewest propagation layers.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Steps {
    /// The number of rounds.
    pub rounds: u32,
    /// The most layers a round needed: how long a chain of implications the hardest
    /// step takes. 0 without probing, at least 2 otherwise (propagation has settled
    /// whatever fails at one layer).
    pub depth: u32,
    /// The fewest literals a round at that depth learnt: the narrower the hardest step,
    /// the harder (0 without probing).
    pub width: usize,
}

impl std::fmt::Display for Steps {
    /// "depth 4, width 2, 3 rounds".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let plural = if self.rounds == 1 { "" } else { "s" };
        write!(
            f,
            "depth {}, width {}, {} round{plural}",
            self.depth, self.width, self.rounds
        )
    }
}

impl Steps {
    /// Adds a round that learnt `learnt` literals, each failing at `layers` layers.
    fn add_round(&mut self, layers: u32, learnt: usize) {
        self.rounds += 1;
        if layers > self.depth {
            (self.depth, self.width) = (layers, learnt);
        } else if layers == self.depth {
            self.width = self.width.min(learnt);
        }
    }
}

/// Rates `puzzle`. A puzzle the deductions before encoding prove unsolvable rates level
/// 0 (nothing was left to search); `Err` names the contradiction.
pub fn rate(puzzle: &Puzzle, options: &Options) -> Result<Rating, String> {
    rate_within(puzzle, options, u64::MAX)
}

/// [`rate`], giving up (`Err`) once its probing has looked at more than `effort`
/// literals of clauses: a measure of work that is the same on every machine, so that
/// whether a puzzle gets rated does not depend on the machine's speed.
pub fn rate_within(puzzle: &Puzzle, options: &Options, effort: u64) -> Result<Rating, String> {
    let encoding = encode(puzzle, options).map_err(|c| format!("no solution (proven): {c}"))?;
    let cells: Vec<Vec<Var>> = encoding
        .decoder
        .cell_vars()
        .into_iter()
        .filter_map(|c| match c {
            CellVars::Open(vars) => Some(vars),
            _ => None,
        })
        .collect();
    let mut state = Propagator::new(&encoding.cnf, effort);
    let open = |state: &Propagator| cells.iter().filter(|vars| !state.settled(vars)).count();
    if !state.propagate_all() {
        return Err("no solution (proven by unit propagation)".into());
    }
    let after_propagation = open(&state);
    if after_propagation == 0 {
        return Ok(Rating {
            level: Level::Propagation,
            open_after_propagation: 0,
            open_after_probing: 0,
            probing: Steps::default(),
            conflicts: no_search(),
        });
    }
    let cell_vars: Vec<Var> = cells.iter().flatten().copied().collect();
    let probing = state
        .probe(&cell_vars, |state| open(state) == 0)
        .map_err(|stop| match stop {
            Stop::Contradiction => "no solution (proven by failed-literal probing)".to_owned(),
            Stop::Effort => format!("probing looked at more than {effort} literals of clauses"),
        })?;
    let after_probing = open(&state);
    let level = if after_probing == 0 {
        Level::Probing
    } else {
        Level::Search
    };
    Ok(Rating {
        level,
        open_after_propagation: after_propagation,
        open_after_probing: after_probing,
        probing,
        conflicts: conflicts(&encoding.cnf),
    })
}

#[cfg(feature = "cadical")]
fn conflicts(cnf: &CnfBuilder) -> Option<u64> {
    Some(crate::solver::cadical_lib::conflicts(cnf))
}

#[cfg(not(feature = "cadical"))]
fn conflicts(_cnf: &CnfBuilder) -> Option<u64> {
    None
}

/// The conflict count of a CNF that unit propagation settles: CaDiCaL decides nothing
/// there, so it meets no conflict (0 on all 282 such puzzles among 460 generated of five
/// kinds), and the count is not worth a solver: starting one was 2% of the instructions
/// of generating a minimal 9x9 Sudoku, 59% of which rate level 0.
fn no_search() -> Option<u64> {
    cfg!(feature = "cadical").then_some(0)
}

/// Unit propagation over occurrence lists, breadth first so that every assignment has a
/// layer (the probe is layer 0, what it implies directly layer 1, and so on), with a
/// trail so that probes can be undone.
struct Propagator {
    clauses: Vec<Vec<Lit>>,
    /// For each literal (by `lit_index`), what its binary clauses imply when it is set:
    /// most clauses of the encodings are binary, and this is the fast way through them.
    implied: Vec<Vec<Lit>>,
    /// For each literal, the longer clauses containing its negation: the ones that may
    /// become unit when it is set.
    watch: Vec<Vec<usize>>,
    value: Vec<Option<bool>>,
    /// The literals set, in the order set, each with its layer.
    trail: Vec<(Lit, u32)>,
    /// How many more literals of clauses propagation may look at.
    effort: u64,
}

/// Why probing stopped short.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stop {
    /// The learnt literals contradict each other: no solution.
    Contradiction,
    /// Propagation looked at as many literals of clauses as its effort allows.
    Effort,
}

/// How a propagation ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Propagated {
    /// Nothing is left to propagate, and nothing conflicts.
    Fully,
    /// The layer limit stopped it first.
    UpToLimit,
    /// A clause is falsified at this layer.
    Conflict(u32),
}

fn lit_index(lit: Lit) -> usize {
    lit.var().idx() * 2 + usize::from(lit.is_neg())
}

impl Propagator {
    fn new(cnf: &CnfBuilder, effort: u64) -> Self {
        let n = cnf.n_vars() as usize;
        let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
        let mut implied = vec![Vec::new(); 2 * n];
        let mut watch = vec![Vec::new(); 2 * n];
        for (k, clause) in clauses.iter().enumerate() {
            match clause[..] {
                [a, b] => {
                    implied[lit_index(!a)].push(b);
                    implied[lit_index(!b)].push(a);
                }
                _ => {
                    for &lit in clause {
                        watch[lit_index(!lit)].push(k);
                    }
                }
            }
        }
        Propagator {
            clauses,
            implied,
            watch,
            value: vec![None; n],
            trail: Vec::new(),
            effort,
        }
    }

    fn lit_value(&self, lit: Lit) -> Option<bool> {
        self.value[lit.var().idx()].map(|v| v == lit.is_pos())
    }

    fn settled(&self, vars: &[Var]) -> bool {
        vars.iter().all(|v| self.value[v.idx()].is_some())
    }

    fn set(&mut self, lit: Lit, layer: u32) {
        self.value[lit.var().idx()] = Some(lit.is_pos());
        self.trail.push((lit, layer));
    }

    /// Sets `lit` and propagates breadth first, up to layer `limit`. A conflict's layer
    /// is 1 when `lit` was already false; after one, the trail keeps what was set.
    /// Layers do not depend on the order of variables or clauses: layer k + 1 is what
    /// the clauses imply from layers up to k.
    fn assign_within(&mut self, lit: Lit, limit: u32) -> Propagated {
        match self.lit_value(lit) {
            Some(true) => return Propagated::Fully,
            Some(false) => return Propagated::Conflict(1),
            None => self.set(lit, 0),
        }
        let mut next = self.trail.len() - 1;
        while let Some(&(lit, layer)) = self.trail.get(next) {
            if layer >= limit {
                return Propagated::UpToLimit;
            }
            next += 1;
            let implied = self.implied[lit_index(lit)].len() as u64;
            self.effort = self.effort.saturating_sub(implied);
            for k in 0..self.implied[lit_index(lit)].len() {
                let unit = self.implied[lit_index(lit)][k];
                match self.lit_value(unit) {
                    Some(true) => {}
                    Some(false) => return Propagated::Conflict(layer + 1),
                    None => self.set(unit, layer + 1),
                }
            }
            for k in 0..self.watch[lit_index(lit)].len() {
                let clause = &self.clauses[self.watch[lit_index(lit)][k]];
                self.effort = self.effort.saturating_sub(clause.len() as u64);
                if clause.iter().any(|&l| self.lit_value(l) == Some(true)) {
                    continue;
                }
                let mut open = clause.iter().filter(|&&l| self.lit_value(l).is_none());
                match (open.next(), open.next()) {
                    (None, _) => return Propagated::Conflict(layer + 1),
                    (Some(&unit), None) => self.set(unit, layer + 1),
                    _ => {}
                }
            }
        }
        Propagated::Fully
    }

    /// Sets `lit` and propagates to the end; `Err` holds the layer of a conflict.
    fn assign(&mut self, lit: Lit) -> Result<(), u32> {
        match self.assign_within(lit, u32::MAX) {
            Propagated::Conflict(layer) => Err(layer),
            _ => Ok(()),
        }
    }

    /// Propagates the unit clauses (and finds empty ones); false on a conflict.
    fn propagate_all(&mut self) -> bool {
        let units: Vec<Option<Lit>> = self
            .clauses
            .iter()
            .filter(|c| c.len() <= 1)
            .map(|c| c.first().copied())
            .collect();
        units
            .into_iter()
            .all(|unit| unit.is_some_and(|lit| self.assign(lit).is_ok()))
    }

    /// Undoes every assignment after the first `mark` of the trail.
    fn undo(&mut self, mark: usize) {
        for (lit, _) in self.trail.drain(mark..) {
            self.value[lit.var().idx()] = None;
        }
    }

    /// The open literals of `vars` whose propagation fails at the fewest layers, at most
    /// `limit`, and that number; none when none fails within `limit` layers. Each
    /// probe stops past the fewest layers found so far: a later conflict cannot be among
    /// the easiest. A literal that a probe propagated to its end without a conflict
    /// implies is not probed: what it implies, that probe implied too.
    fn easiest_failed_literals(&mut self, vars: &[Var], limit: u32) -> (Vec<Lit>, u32) {
        let (mut easiest, mut fewest) = (Vec::new(), limit);
        let mut cannot_fail = vec![false; 2 * self.value.len()];
        for &var in vars {
            if self.value[var.idx()].is_some() {
                continue;
            }
            if self.effort == 0 {
                break;
            }
            for lit in [var.pos_lit(), var.neg_lit()] {
                if cannot_fail[lit_index(lit)] {
                    continue;
                }
                let mark = self.trail.len();
                match self.assign_within(lit, fewest) {
                    Propagated::Conflict(layer) => {
                        if layer < fewest {
                            easiest.clear();
                            fewest = layer;
                        }
                        easiest.push(lit);
                    }
                    Propagated::Fully => {
                        for &(implied, _) in &self.trail[mark..] {
                            cannot_fail[lit_index(implied)] = true;
                        }
                    }
                    Propagated::UpToLimit => {}
                }
                self.undo(mark);
            }
        }
        (easiest, fewest)
    }

    /// Failed-literal probing, easiest step first, until `done` holds or no literal
    /// fails: each round probes open literals against the same assignment and learns
    /// the negations of those whose conflict comes at the fewest layers. Rounds probe
    /// the literals of `cells` (the puzzle's own choices), and the encoding's other
    /// variables only when none of those fails, so that probing stops where probing
    /// every variable does, with a tenth of the probes on Kakurasu. A round first looks
    /// no deeper than the last round's layers (the easiest step seldom gets easier, and
    /// short probes are cheap), and deeper only when nothing fails there. `Err` when
    /// the learnt literals contradict each other (no solution), or when the effort is
    /// spent.
    fn probe(&mut self, cells: &[Var], done: impl Fn(&Self) -> bool) -> Result<Steps, Stop> {
        let every: Vec<Var> = (0..self.value.len() as u32).map(Var::new).collect();
        let mut probing = Steps::default();
        let mut guess = u32::MAX;
        while !done(self) {
            let (mut easiest, mut layers) = self.easiest_failed_literals(cells, guess);
            if easiest.is_empty() && guess < u32::MAX {
                (easiest, layers) = self.easiest_failed_literals(cells, u32::MAX);
            }
            if easiest.is_empty() {
                (easiest, layers) = self.easiest_failed_literals(&every, u32::MAX);
            }
            if self.effort == 0 {
                return Err(Stop::Effort);
            }
            if easiest.is_empty() {
                break;
            }
            guess = layers;
            probing.add_round(layers, easiest.len());
            for lit in easiest {
                if self.assign(!lit).is_err() {
                    return Err(Stop::Contradiction);
                }
            }
        }
        Ok(probing)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Adds a literal that fails at `len + 1` layers: assuming `start` implies two
    /// chains of `len` implications whose ends exclude each other. Nothing else fails:
    /// a chain link alone implies only that `start` is false.
    fn failing_fork(cnf: &mut CnfBuilder, len: usize) -> Var {
        fork(cnf, len, None)
    }

    /// [`failing_fork`], whose ends exclude each other only once `unless` is false.
    fn fork(cnf: &mut CnfBuilder, len: usize, unless: Option<Lit>) -> Var {
        let start = cnf.new_var();
        let ends: Vec<Var> = (0..2)
            .map(|_| {
                let mut last = start;
                for _ in 0..len {
                    let next = cnf.new_var();
                    cnf.add_clause([last.neg_lit(), next.pos_lit()]);
                    last = next;
                }
                last
            })
            .collect();
        let exclusion = [ends[0].neg_lit(), ends[1].neg_lit()];
        cnf.add_clause(exclusion.into_iter().chain(unless));
        start
    }

    fn steps(cnf: &CnfBuilder) -> Steps {
        let mut state = Propagator::new(cnf, u64::MAX);
        assert!(state.propagate_all());
        let every: Vec<Var> = (0..cnf.n_vars()).map(Var::new).collect();
        state.probe(&every, |_| false).expect("satisfiable")
    }

    #[test]
    fn depth_is_the_length_of_the_chain_to_the_conflict() {
        for len in 1..8 {
            let mut cnf = CnfBuilder::new();
            let start = failing_fork(&mut cnf, len);
            let depth = len as u32 + 1;
            let mut state = Propagator::new(&cnf, u64::MAX);
            assert_eq!(state.assign(start.pos_lit()), Err(depth));
            let expected = Steps {
                rounds: 1,
                depth,
                width: 1,
            };
            assert_eq!(steps(&cnf), expected, "chains of {len}");
        }
    }

    #[test]
    fn the_easiest_step_goes_first_and_the_hardest_sets_the_depth() {
        // Two chains that fail independently: round 1 learns the shorter, round 2 the
        // longer. Learning both at once would report one round of depth 5.
        let mut cnf = CnfBuilder::new();
        failing_fork(&mut cnf, 4);
        failing_fork(&mut cnf, 2);
        let expected = Steps {
            rounds: 2,
            depth: 5,
            width: 1,
        };
        assert_eq!(steps(&cnf), expected);
        // Two chains of the same length are one step, two literals wide, and the
        // narrower step of fewer layers before it does not count.
        let mut cnf = CnfBuilder::new();
        failing_fork(&mut cnf, 3);
        failing_fork(&mut cnf, 1);
        failing_fork(&mut cnf, 3);
        let expected = Steps {
            rounds: 2,
            depth: 4,
            width: 2,
        };
        assert_eq!(steps(&cnf), expected);
    }

    #[test]
    fn width_is_the_narrowest_round_at_the_hardest_depth() {
        // Round 1 learns two forks at 4 layers; the third fails at 4 layers only once
        // the first is false (before, at 8), and round 2 learns it alone.
        let mut cnf = CnfBuilder::new();
        let first = failing_fork(&mut cnf, 3);
        failing_fork(&mut cnf, 3);
        fork(&mut cnf, 3, Some(first.pos_lit()));
        let expected = Steps {
            rounds: 2,
            depth: 4,
            width: 1,
        };
        assert_eq!(steps(&cnf), expected);
    }

    #[test]
    fn a_step_made_easier_by_an_earlier_one_counts_at_its_easier_depth() {
        // `far` fails at 7 layers on its own, and at 4 through `far -> near`; `near`
        // fails at 3. Once `near` is learnt false, propagation settles `far`: one
        // round, depth 3.
        let mut cnf = CnfBuilder::new();
        let far = failing_fork(&mut cnf, 6);
        let near = failing_fork(&mut cnf, 2);
        cnf.add_clause([far.neg_lit(), near.pos_lit()]);
        let expected = Steps {
            rounds: 1,
            depth: 3,
            width: 1,
        };
        assert_eq!(steps(&cnf), expected);
    }

    #[test]
    fn cell_literals_go_before_the_encodings_other_variables() {
        // `aux` fails at 2 layers, `cell` at 3 through `cell -> aux`. Probing every
        // variable learns `aux` and propagation settles `cell`: depth 2. Probing the
        // cells first learns `cell` at 3, and `aux` only once no cell literal is left.
        let mut cnf = CnfBuilder::new();
        let aux = failing_fork(&mut cnf, 1);
        let cell = cnf.new_var();
        cnf.add_clause([cell.neg_lit(), aux.pos_lit()]);
        let one_round = Steps {
            rounds: 1,
            depth: 2,
            width: 1,
        };
        assert_eq!(steps(&cnf), one_round);
        let mut state = Propagator::new(&cnf, u64::MAX);
        let cells_first = Steps {
            rounds: 2,
            depth: 3,
            width: 1,
        };
        assert_eq!(state.probe(&[cell], |_| false), Ok(cells_first));
    }

    #[test]
    fn steps_do_not_depend_on_the_order_of_variables_or_clauses() {
        let mut cnf = CnfBuilder::new();
        failing_fork(&mut cnf, 5);
        failing_fork(&mut cnf, 3);
        failing_fork(&mut cnf, 2);
        let n = cnf.n_vars();
        let mut reversed = CnfBuilder::new();
        for _ in 0..n {
            reversed.new_var();
        }
        let flip = |lit: Lit| {
            let var = Var::new(n - 1 - lit.var().idx32());
            if lit.is_pos() {
                var.pos_lit()
            } else {
                var.neg_lit()
            }
        };
        for clause in cnf.clauses().rev() {
            reversed.add_clause(clause.iter().rev().map(|&l| flip(l)));
        }
        assert_eq!(steps(&reversed), steps(&cnf));
    }

    #[test]
    fn probing_stops_when_its_effort_is_spent() {
        let mut cnf = CnfBuilder::new();
        let start = failing_fork(&mut cnf, 5);
        let every: Vec<Var> = (0..cnf.n_vars()).map(Var::new).collect();
        // The probe of `start` alone looks at more than 5 literals of clauses.
        let mut short = Propagator::new(&cnf, 5);
        assert_eq!(short.probe(&every, |_| false), Err(Stop::Effort));
        let mut enough = Propagator::new(&cnf, 1_000);
        assert!(enough.probe(&[start], |_| false).is_ok());
    }

    #[test]
    fn contradicting_failed_literals_prove_no_solution() {
        // x fails (x -> y, x -> -y) and so does -x: both values fail.
        let mut cnf = CnfBuilder::new();
        let (x, y) = (cnf.new_var(), cnf.new_var());
        cnf.add_clause([x.neg_lit(), y.pos_lit()]);
        cnf.add_clause([x.neg_lit(), y.neg_lit()]);
        cnf.add_clause([x.pos_lit(), y.pos_lit()]);
        cnf.add_clause([x.pos_lit(), y.neg_lit()]);
        let mut state = Propagator::new(&cnf, u64::MAX);
        assert!(state.propagate_all());
        assert_eq!(state.probe(&[x], |_| false), Err(Stop::Contradiction));
    }
}
