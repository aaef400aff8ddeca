//! How hard a puzzle is, from how its CNF is solved: level 0 when the deductions made
//! before encoding (Sudoku singles and locked candidates, Kakuro domain pruning,
//! Kakurasu line reasoning) plus unit propagation settle every cell; level 1 when
//! failed-literal probing (assume a literal, propagate, and on a conflict learn its
//! negation, to a fixed point) settles them; level 2 when search is needed. Within a
//! level, CaDiCaL's conflict count (builds with the `cadical` feature) says how much
//! search the solver needed. The scale is documented in docs/GENERATE.md.
//!
//! ```
//! use puzzle_ir::Puzzle;
//! use puzzle_sat::space::rate::{rate, Level};
//!
//! let text = "kind: sudoku\nbox: 2x2\ngrid:\n1...\n..3.\n.4..\n...2\n";
//! let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
//! assert_eq!(rate(&puzzle, &Default::default()).unwrap().level, Level::Propagation);
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
    /// Conflicts CaDiCaL meets solving the CNF from scratch, at most
    /// `solver::CONFLICT_CAP` (a puzzle that needs more reports the cap); `None` in a
    /// build without CaDiCaL.
    pub conflicts: Option<u64>,
}

/// Rates `puzzle`. A puzzle the deductions before encoding prove unsolvable rates level
/// 0 (nothing was left to search); `Err` names the contradiction.
pub fn rate(puzzle: &Puzzle, options: &Options) -> Result<Rating, String> {
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
    let mut state = Propagator::new(&encoding.cnf);
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
            conflicts: no_search(),
        });
    }
    if !state.probe() {
        return Err("no solution (proven by failed-literal probing)".into());
    }
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

/// Unit propagation over occurrence lists, with a trail so that probes can be undone.
struct Propagator {
    clauses: Vec<Vec<Lit>>,
    /// For each literal (by `lit_index`), the clauses containing its negation: the ones
    /// that may become unit when it is set.
    watch: Vec<Vec<usize>>,
    value: Vec<Option<bool>>,
    trail: Vec<Var>,
}

fn lit_index(lit: Lit) -> usize {
    lit.var().idx() * 2 + usize::from(lit.is_neg())
}

impl Propagator {
    fn new(cnf: &CnfBuilder) -> Self {
        let n = cnf.n_vars() as usize;
        let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
        let mut watch = vec![Vec::new(); 2 * n];
        for (k, clause) in clauses.iter().enumerate() {
            for &lit in clause {
                watch[lit_index(!lit)].push(k);
            }
        }
        Propagator {
            clauses,
            watch,
            value: vec![None; n],
            trail: Vec::new(),
        }
    }

    fn lit_value(&self, lit: Lit) -> Option<bool> {
        self.value[lit.var().idx()].map(|v| v == lit.is_pos())
    }

    fn settled(&self, vars: &[Var]) -> bool {
        vars.iter().all(|v| self.value[v.idx()].is_some())
    }

    /// Sets `lit` and propagates; false on a conflict (the trail keeps what was set).
    fn assign(&mut self, lit: Lit) -> bool {
        let mut queue = vec![lit];
        while let Some(lit) = queue.pop() {
            match self.lit_value(lit) {
                Some(true) => continue,
                Some(false) => return false,
                None => {}
            }
            self.value[lit.var().idx()] = Some(lit.is_pos());
            self.trail.push(lit.var());
            for k in 0..self.watch[lit_index(lit)].len() {
                let clause = &self.clauses[self.watch[lit_index(lit)][k]];
                if clause.iter().any(|&l| self.lit_value(l) == Some(true)) {
                    continue;
                }
                let mut open = clause.iter().filter(|&&l| self.lit_value(l).is_none());
                match (open.next(), open.next()) {
                    (None, _) => return false,
                    (Some(&unit), None) => queue.push(unit),
                    _ => {}
                }
            }
        }
        true
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
            .all(|unit| unit.is_some_and(|lit| self.assign(lit)))
    }

    /// Undoes every assignment after the first `mark` of the trail.
    fn undo(&mut self, mark: usize) {
        for var in self.trail.drain(mark..) {
            self.value[var.idx()] = None;
        }
    }

    /// Failed-literal probing to a fixed point; false when both values of a variable fail.
    fn probe(&mut self) -> bool {
        loop {
            let mut learnt = false;
            for v in 0..self.value.len() {
                if self.value[v].is_some() {
                    continue;
                }
                for lit in [Var::new(v as u32).pos_lit(), Var::new(v as u32).neg_lit()] {
                    let mark = self.trail.len();
                    let fine = self.assign(lit);
                    self.undo(mark);
                    if !fine {
                        if !self.assign(!lit) {
                            return false;
                        }
                        learnt = true;
                        break;
                    }
                }
            }
            if !learnt {
                return true;
            }
        }
    }
}
