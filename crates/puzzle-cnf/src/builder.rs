//! The CNF builder: fresh variables, clauses, optional names saying what a variable
//! means, for DIMACS comments and readable snapshots, and the lazy constraints that an
//! in-process solver enforces by adding clauses as it goes ([`CnfBuilder::cuts`]).
//!
//! ```
//! use puzzle_cnf::CnfBuilder;
//!
//! let mut cnf = CnfBuilder::with_names();
//! let a = cnf.new_named_var(|| "a".into());
//! let b = cnf.new_var();
//! cnf.add_clause([a.pos_lit(), b.neg_lit()]);
//! assert_eq!((cnf.n_vars(), cnf.n_clauses()), (2, 1));
//! let mut out = Vec::new();
//! cnf.write_dimacs(&mut out, &["example".into()]).unwrap();
//! assert!(String::from_utf8(out).unwrap().contains("c 1 a\n"));
//! ```

use rustsat::encodings::CollectClauses;
use rustsat::instances::{BasicVarManager, Cnf, ManageVars};
use rustsat::types::{Clause, Lit, Var};
use rustsat::OutOfMemory;
use std::io::{self, Write};

/// A constraint no clause states, kept by cuts: clauses that exclude a model breaking
/// it, each holding in every model that keeps it.
pub trait Lazy: std::fmt::Debug + Send + Sync {
    /// The clauses that exclude the model `value_of` (the model's value of each
    /// variable), none when it keeps the constraint.
    fn cuts(&self, value_of: &dyn Fn(Var) -> bool) -> Vec<Vec<Lit>>;
}

/// A constraint that every model of a CNF keeps, kept apart as a help to search: its
/// clauses change no answer, only how a search goes, for better on some puzzles and
/// worse on others ([`CnfBuilder::add_implied`]).
pub trait Implied: std::fmt::Debug + Send + Sync {
    /// Adds the constraint's clauses to `cnf`, with fresh variables from it.
    fn encode(&self, cnf: &mut CnfBuilder);
}

/// Clauses over numbered variables, with names for the variables that mean something.
#[derive(Debug, Default)]
pub struct CnfBuilder {
    clauses: ClauseStore,
    vars: BasicVarManager,
    /// `(variable index, name)` in increasing index order; `None` when names are off, so
    /// that large encodings pay nothing for them.
    names: Option<Vec<(u32, String)>>,
    /// Facts settled before encoding (such as cells fixed by givens), written as
    /// comments so that a DIMACS file describes the whole answer; recorded with names.
    notes: Vec<String>,
    /// Whether each variable (by index) has guarded clauses ([`CnfBuilder::guarded`]).
    guard_vars: Vec<bool>,
    /// Constraints the clauses leave out, each checked on a model.
    lazy: Vec<Box<dyn Lazy>>,
    /// Constraints the others imply, written out only on demand ([`CnfBuilder::implied`]).
    implied: Vec<Box<dyn Implied>>,
}

impl CnfBuilder {
    /// A builder that does not record names (the fast path for solving).
    pub fn new() -> Self {
        Self::default()
    }

    /// A builder that records the names given to [`CnfBuilder::new_named_var`].
    pub fn with_names() -> Self {
        CnfBuilder {
            names: Some(Vec::new()),
            ..Self::default()
        }
    }

    /// A builder that records names when `names` holds (the `names` of the
    /// [`Options`](crate::Options)).
    pub fn naming(names: bool) -> Self {
        match names {
            true => CnfBuilder::with_names(),
            false => CnfBuilder::new(),
        }
    }

    /// A fresh variable with no name (an auxiliary variable).
    pub fn new_var(&mut self) -> Var {
        self.vars.new_var()
    }

    /// A fresh variable; `name` is called only when names are recorded.
    pub fn new_named_var(&mut self, name: impl FnOnce() -> String) -> Var {
        let var = self.vars.new_var();
        if let Some(names) = &mut self.names {
            names.push((var.idx32(), name()));
        }
        var
    }

    /// Records a fact that has no variable (e.g. `fixed r1c1=5`); `note` is called only
    /// when names are recorded.
    pub fn note(&mut self, note: impl FnOnce() -> String) {
        if self.names.is_some() {
            self.notes.push(note());
        }
    }

    /// Adds one clause.
    pub fn add_clause(&mut self, lits: impl IntoIterator<Item = Lit>) {
        self.clauses.push(lits);
    }

    /// Runs `add` and makes every clause it adds conditional on `guard`: each gets `!guard`
    /// appended, so the clauses hold when `guard` is true and vanish when it is false.
    /// Explanations put each clue of a puzzle behind its own guard and switch clues on
    /// and off with solver assumptions; clauses added by rustsat encodings through
    /// `CnfBuilder::parts` are guarded too, since the clause count is what is tracked.
    ///
    /// ```
    /// use puzzle_cnf::CnfBuilder;
    ///
    /// let mut cnf = CnfBuilder::new();
    /// let (clue, cell) = (cnf.new_var(), cnf.new_var());
    /// cnf.guarded(clue.pos_lit(), |cnf| cnf.add_clause([cell.pos_lit()]));
    /// let clause = cnf.clauses().next().unwrap().to_vec();
    /// assert_eq!(clause, vec![cell.pos_lit(), clue.neg_lit()]);
    /// ```
    pub fn guarded<T>(&mut self, guard: Lit, add: impl FnOnce(&mut Self) -> T) -> T {
        let index = guard.var().idx();
        if self.guard_vars.len() <= index {
            self.guard_vars.resize(index + 1, false);
        }
        self.guard_vars[index] = true;
        self.clauses.guards.push(!guard);
        let result = add(self);
        self.clauses.guards.pop();
        result
    }

    /// Adds the clauses of one clue: as they are, or (with `selectors`, when encoding for
    /// explanations) behind a fresh selector that is pushed to `selectors`.
    pub fn add_clue(&mut self, selectors: Option<&mut Vec<Lit>>, add: impl FnOnce(&mut Self)) {
        match self.clue_selector(selectors) {
            Some(selector) => self.guarded(selector, add),
            None => add(self),
        }
    }

    /// The selector of a clue: with `selectors` (encoding for explanations), a fresh
    /// one, pushed to them and known as a guard ([`CnfBuilder::is_guard`]); without,
    /// `None` (the clue always holds). [`CnfBuilder::add_clue`] puts the clue's clauses
    /// behind it; a lazy constraint checking a clue carries it in its cuts.
    pub fn clue_selector(&mut self, selectors: Option<&mut Vec<Lit>>) -> Option<Lit> {
        selectors.map(|selectors| {
            let selector = self.new_var().pos_lit();
            selectors.push(selector);
            self.guarded(selector, |_| ());
            selector
        })
    }

    /// Whether `var` has guarded clauses (see [`CnfBuilder::guarded`]), even none.
    pub fn is_guard(&self, var: Var) -> bool {
        self.guard_vars.get(var.idx()).copied().unwrap_or(false)
    }

    /// Number of variables created so far.
    pub fn n_vars(&self) -> u32 {
        self.vars.n_used()
    }

    /// Number of clauses.
    pub fn n_clauses(&self) -> usize {
        self.clauses.ends.len()
    }

    /// The clauses, in the order they were added.
    pub fn clauses(&self) -> impl ExactSizeIterator<Item = &[Lit]> + DoubleEndedIterator {
        self.clauses.iter()
    }

    /// The name of `var`, when names are recorded and it has one.
    pub fn name_of(&self, var: Var) -> Option<&str> {
        let names = self.names.as_ref()?;
        let at = names.binary_search_by_key(&var.idx32(), |(i, _)| *i).ok()?;
        Some(&names[at].1)
    }

    /// The clause store and variable manager, for rustsat encodings that add both.
    pub(crate) fn parts(&mut self) -> (&mut impl CollectClauses, &mut BasicVarManager) {
        (&mut self.clauses, &mut self.vars)
    }

    /// Adds a constraint that no clause states: a model of the clauses satisfies the CNF
    /// only when `constraint` finds no cut in it ([`CnfBuilder::cuts`]). Such a CNF is for a
    /// solver in this process; it has no DIMACS form.
    ///
    /// # Panics
    /// Inside [`CnfBuilder::guarded`]: a lazy constraint is a rule of the kind, never
    /// behind a clue's selector.
    pub fn add_lazy(&mut self, constraint: impl Lazy + 'static) {
        assert!(
            self.clauses.guards.is_empty(),
            "a lazy constraint behind a guard"
        );
        self.lazy.push(Box::new(constraint));
    }

    /// Adds a constraint that the clauses and lazy constraints imply: no clause of it is
    /// written until [`CnfBuilder::implied`] asks. The racing search of a race loads it;
    /// other solves, DIMACS and proofs leave it out.
    ///
    /// # Panics
    /// Inside [`CnfBuilder::guarded`]: what holds with every clue may not hold once
    /// explanations switch clues off.
    pub fn add_implied(&mut self, constraint: impl Implied + 'static) {
        assert!(
            self.clauses.guards.is_empty(),
            "an implied constraint behind a guard"
        );
        self.implied.push(Box::new(constraint));
    }

    /// The clauses of the implied constraints ([`CnfBuilder::add_implied`]), over this
    /// CNF's variables and fresh ones numbered after them ([`CnfBuilder::n_vars`]
    /// counts both): empty when there is none.
    ///
    /// ```
    /// use puzzle_cnf::card::{CardEncoding, Count};
    /// use puzzle_cnf::{CnfBuilder, Relation};
    ///
    /// let mut cnf = CnfBuilder::new();
    /// let cells: Vec<_> = (0..3).map(|_| cnf.new_var().pos_lit()).collect();
    /// cnf.add_clause(cells.clone());
    /// cnf.add_implied(Count::new(cells, Relation::AtLeast, 1, CardEncoding::Totalizer));
    /// assert_eq!(cnf.n_clauses(), 1);
    /// let implied = cnf.implied();
    /// assert!(implied.n_clauses() > 0);
    /// assert!(implied.n_vars() > cnf.n_vars()); // the totalizer's own, numbered after
    /// assert_eq!(CnfBuilder::new().implied().n_clauses(), 0);
    /// ```
    pub fn implied(&self) -> CnfBuilder {
        let mut implied = CnfBuilder {
            vars: BasicVarManager::from_next_free(Var::new(self.n_vars())),
            ..CnfBuilder::default()
        };
        for constraint in &self.implied {
            constraint.encode(&mut implied);
        }
        implied
    }

    /// Whether the clauses say everything (no lazy constraint): the CNF can go to any
    /// solver, to DIMACS and into proofs.
    pub fn is_static(&self) -> bool {
        self.lazy.is_empty()
    }

    /// The clauses that exclude the model `value_of` where it breaks a lazy constraint,
    /// none when it keeps them all. Each holds in every model of the whole CNF, so a
    /// solver may add them for good: solve, add the cuts, solve again, until a model
    /// has none.
    ///
    /// ```
    /// use puzzle_cnf::connect::{self, Empty, Graph, Lowering, Presence, Property};
    /// use puzzle_cnf::CnfBuilder;
    ///
    /// // Two vertices that may be active, joined by an edge that may be present.
    /// let mut cnf = CnfBuilder::new();
    /// let [a, b, e] = [(); 3].map(|_| cnf.new_var().pos_lit());
    /// let mut graph = Graph::new();
    /// graph.add_vertex(Presence::When(a));
    /// graph.add_vertex(Presence::When(b));
    /// graph.add_edge(0, 1, Presence::When(e));
    /// connect::encode(&graph, Property::Connected, Empty::Allowed, Lowering::Cuts, &mut cnf);
    /// assert!(!cnf.is_static());
    /// // Both active without the edge: cut off from each other.
    /// assert_eq!(cnf.cuts(|v| v != e.var()).len(), 2);
    /// assert!(cnf.cuts(|_| true).is_empty());
    /// ```
    pub fn cuts(&self, value_of: impl Fn(Var) -> bool) -> Vec<Vec<Lit>> {
        let cuts: Vec<Vec<Lit>> = (self.lazy.iter())
            .flat_map(|constraint| constraint.cuts(&value_of))
            .collect();
        // A cut the model keeps would bring the same model back, for ever.
        let kept = |cut: &Vec<Lit>| cut.iter().any(|l| value_of(l.var()) == l.is_pos());
        assert!(!cuts.iter().any(kept), "a cut must be false in its model");
        cuts
    }

    /// Writes DIMACS: the `header` lines, the notes, and one `c <var> <name>` line per
    /// named variable as comments, then `p cnf` and the clauses.
    ///
    /// # Errors
    /// Writing failed, or the CNF has lazy constraints ([`CnfBuilder::is_static`]):
    /// its clauses alone would say something else.
    pub fn write_dimacs(&self, out: &mut impl Write, header: &[String]) -> io::Result<()> {
        if !self.is_static() {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "a CNF with lazy constraints has no DIMACS form",
            ));
        }
        let mut out = io::BufWriter::new(out);
        for line in header.iter().chain(&self.notes) {
            writeln!(out, "c {line}")?;
        }
        for (index, name) in self.names.iter().flatten() {
            writeln!(out, "c {} {name}", index + 1)?;
        }
        let cnf: Cnf = self.clauses().map(Clause::from).collect();
        cnf.write_dimacs(&mut out, self.n_vars())?;
        out.flush()
    }

    /// Whether `value_of` (the value of each variable) satisfies every clause; the index of
    /// the first falsified clause otherwise.
    pub fn first_falsified(&self, value_of: impl Fn(Var) -> bool) -> Option<usize> {
        self.clauses()
            .position(|clause| !clause.iter().any(|lit| value_of(lit.var()) != lit.is_neg()))
    }
}

/// Every clause's literals in one vector, with the end of each clause: one allocation for
/// the whole CNF instead of one per clause. Small puzzles are dominated by writing
/// clauses (a 9x9 Sudoku is about 2,000 mostly binary clauses), and large ones by their
/// memory.
#[derive(Debug, Default)]
struct ClauseStore {
    lits: Vec<Lit>,
    ends: Vec<usize>,
    /// The negated guards in force (see [`CnfBuilder::guarded`]), added to every clause.
    guards: Vec<Lit>,
}

impl ClauseStore {
    fn push(&mut self, lits: impl IntoIterator<Item = Lit>) {
        self.lits.extend(lits);
        self.lits.extend_from_slice(&self.guards);
        self.ends.push(self.lits.len());
    }

    fn iter(&self) -> impl ExactSizeIterator<Item = &[Lit]> + DoubleEndedIterator {
        (0..self.ends.len()).map(|i| {
            let start = i.checked_sub(1).map_or(0, |before| self.ends[before]);
            &self.lits[start..self.ends[i]]
        })
    }
}

/// Lets rustsat's encodings write into the store.
impl CollectClauses for ClauseStore {
    fn n_clauses(&self) -> usize {
        self.ends.len()
    }

    fn extend_clauses<T>(&mut self, clauses: T) -> Result<(), OutOfMemory>
    where
        T: IntoIterator<Item = Clause>,
    {
        clauses.into_iter().for_each(|clause| self.push(clause));
        Ok(())
    }
}
