//! Exactness of the region family's sizes (`puzzle_cnf::region::sized`) against a brute
//! force, by exhaustion: on every grid of up to 6 cells, every way to write a number
//! 1..cells in each cell. An assignment keeps the rule when each maximal group of
//! neighbours with equal numbers has as many cells as its number. Under the static
//! lowering, unit propagation from the assignment fails exactly when it breaks the
//! rule (and where it does not, every clause holds); under the lazy one, the clauses
//! written up front and the cutter together refuse exactly the assignments that break
//! it, each cut false there and true in every assignment that keeps the rule.

use crate::common;

use puzzle_cnf::region::sized::{self, Join, Lowering, Unlisted};
use puzzle_cnf::{CnfBuilder, Lit};
use puzzle_ir::grid::Grid;

/// The grids checked.
const SHAPES: [(usize, usize); 7] = [(1, 1), (1, 2), (1, 3), (1, 4), (2, 2), (2, 3), (3, 2)];

/// Whether `numbers` keeps the rule on `grid`.
fn keeps(grid: Grid, numbers: &[u32]) -> bool {
    (grid.components(|a, b| numbers[a] == numbers[b]).iter())
        .all(|group| group.len() == numbers[group[0]] as usize)
}

/// Every assignment of 1..=cells to the cells.
fn assignments(cells: usize) -> impl Iterator<Item = Vec<u32>> {
    (0..cells.pow(cells as u32)).map(move |mut code| {
        (0..cells)
            .map(|_| {
                let digit = code % cells;
                code /= cells;
                digit as u32 + 1
            })
            .collect()
    })
}

/// The encoding of `grid` under `lowering`, and each cell's number literals.
fn encoding(grid: Grid, lowering: Lowering) -> (CnfBuilder, Vec<Vec<(u32, Lit)>>) {
    let mut cnf = CnfBuilder::new();
    let values: Vec<Vec<(u32, Lit)>> = (0..grid.len())
        .map(|_| {
            (1..=grid.len() as u32)
                .map(|k| (k, cnf.new_var().pos_lit()))
                .collect()
        })
        .collect();
    sized::encode(
        grid,
        &values,
        &Unlisted::none(grid.len()),
        lowering,
        &mut cnf,
    );
    (cnf, values)
}

/// The literals that write `numbers`.
fn written(values: &[Vec<(u32, Lit)>], numbers: &[u32]) -> Vec<Lit> {
    (values.iter().zip(numbers))
        .flat_map(|(cell, &n)| {
            cell.iter()
                .map(move |&(k, lit)| if k == n { lit } else { !lit })
        })
        .collect()
}

#[test]
fn reach_propagation_fails_exactly_on_broken_assignments() {
    for (rows, cols) in SHAPES {
        let grid = Grid::new(rows, cols);
        let (cnf, values) = encoding(grid, Lowering::Reach);
        let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
        for numbers in assignments(grid.len()) {
            let assumed = written(&values, &numbers);
            let result = common::propagate(&clauses, cnf.n_vars() as usize, &assumed);
            if let Some(values) = &result {
                let value = |l: Lit| values[l.var().idx()].map(|v| v == l.is_pos());
                let closed = clauses
                    .iter()
                    .all(|c| c.iter().any(|&l| value(l) == Some(true)));
                assert!(closed, "{rows}x{cols} {numbers:?}: a clause left open");
            }
            assert_eq!(
                result.is_some(),
                keeps(grid, &numbers),
                "{rows}x{cols} {numbers:?}"
            );
        }
    }
}

#[test]
fn clauses_and_cuts_fall_exactly_on_broken_assignments_and_keep_every_answer() {
    for (rows, cols) in SHAPES {
        let grid = Grid::new(rows, cols);
        let (cnf, values) = encoding(grid, Lowering::Cuts);
        let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
        let model = |numbers: &[u32]| {
            let assumed = written(&values, numbers);
            common::propagate(&clauses, cnf.n_vars() as usize, &assumed)
        };
        let answers: Vec<Vec<Option<bool>>> = (assignments(grid.len()))
            .filter(|numbers| keeps(grid, numbers))
            .map(|numbers| model(&numbers).expect("an answer keeps every clause"))
            .collect();
        for numbers in assignments(grid.len()) {
            // The clauses up front (what the sizes say about the smallest groups) may
            // refuse a broken assignment before any cut.
            let Some(values) = model(&numbers) else {
                assert!(!keeps(grid, &numbers), "{rows}x{cols} {numbers:?}");
                continue;
            };
            let cuts = cnf.cuts(|v| values[v.idx()] == Some(true));
            assert_eq!(
                cuts.is_empty(),
                keeps(grid, &numbers),
                "{rows}x{cols} {numbers:?}"
            );
            for cut in &cuts {
                let holds =
                    |m: &[Option<bool>]| cut.iter().any(|&l| m[l.var().idx()] == Some(l.is_pos()));
                assert!(
                    !holds(&values),
                    "{rows}x{cols} {numbers:?}: a cut true in its model"
                );
                assert!(
                    answers.iter().all(|a| holds(a)),
                    "{rows}x{cols} {numbers:?}: a cut excludes an answer"
                );
            }
        }
    }
}

/// The bounds of unlisted numbers checked: every cell lists 1..=B, the first also
/// B + 2, and every cell may hold an unlisted number.
const ABOVE: [usize; 3] = [0, 1, 2];

/// The lazy encoding of `grid` with numbers unlisted above `above`: the CNF, each
/// cell's listed literals, its literal of an unlisted number, and the joins.
struct UnlistedEncoding {
    cnf: CnfBuilder,
    values: Vec<Vec<(u32, Lit)>>,
    unlisted: Vec<Lit>,
    joins: Vec<Join>,
}

impl UnlistedEncoding {
    fn new(grid: Grid, above: usize) -> Self {
        let mut cnf = CnfBuilder::new();
        let values: Vec<Vec<(u32, Lit)>> = (0..grid.len())
            .map(|cell| {
                let extra = (cell == 0).then_some(above as u32 + 2);
                (1..=above as u32)
                    .chain(extra)
                    .map(|k| (k, cnf.new_var().pos_lit()))
                    .collect()
            })
            .collect();
        let unlisted: Vec<Lit> = (0..grid.len()).map(|_| cnf.new_var().pos_lit()).collect();
        let lits = unlisted.iter().copied().map(Some).collect();
        let joins = sized::encode(
            grid,
            &values,
            &Unlisted { above, lits },
            Lowering::Cuts,
            &mut cnf,
        );
        UnlistedEncoding {
            cnf,
            values,
            unlisted,
            joins,
        }
    }

    /// Per cell its listed number, or `None` for an unlisted one: a region's number is
    /// listed when every cell of the region lists it.
    fn written_as(&self, grid: Grid, numbers: &[u32]) -> Vec<Option<u32>> {
        let mut choice = vec![None; numbers.len()];
        for region in grid.components(|a, b| numbers[a] == numbers[b]) {
            let k = numbers[region[0]];
            if region
                .iter()
                .all(|&x| self.values[x].iter().any(|&(v, _)| v == k))
            {
                region.iter().for_each(|&x| choice[x] = Some(k));
            }
        }
        choice
    }

    /// The literals of each cell's choice, and of `joined` for the joins between two
    /// cells of unlisted numbers (the others follow from the choices).
    fn lits(&self, choice: &[Option<u32>], joined: impl Fn(usize, usize) -> bool) -> Vec<Lit> {
        let set = |lit: Lit, holds: bool| if holds { lit } else { !lit };
        let mut lits = Vec::new();
        for (cell, &holds) in choice.iter().enumerate() {
            lits.extend(
                self.values[cell]
                    .iter()
                    .map(|&(k, l)| set(l, holds == Some(k))),
            );
            lits.push(set(self.unlisted[cell], holds.is_none()));
        }
        for join in &self.joins {
            let (a, b) = join.cells;
            if choice[a].is_none() && choice[b].is_none() {
                lits.push(set(join.lit, joined(a, b)));
            }
        }
        lits
    }

    /// The numbers a model writes: listed ones, and the size of each group of joined
    /// unlisted ones.
    fn numbers(&self, grid: Grid, model: &[Option<bool>]) -> Vec<u32> {
        let holds = |l: Lit| model[l.var().idx()] == Some(l.is_pos());
        let joined = |a: usize, b: usize| {
            let join = self
                .joins
                .iter()
                .find(|j| j.cells == (a, b))
                .expect("a pair");
            holds(join.lit)
        };
        let mut numbers = vec![0; grid.len()];
        for group in grid.components(joined) {
            for &x in &group {
                numbers[x] = match self.values[x].iter().find(|&&(_, l)| holds(l)) {
                    Some(&(k, _)) => k,
                    None => group.len() as u32,
                };
            }
        }
        numbers
    }
}

/// Every choice per cell among `options[cell]`.
fn choices(options: &[Vec<Option<u32>>]) -> Vec<Vec<Option<u32>>> {
    options.iter().fold(vec![Vec::new()], |partial, cell| {
        (partial.iter())
            .flat_map(|p| cell.iter().map(move |&c| [p.clone(), vec![c]].concat()))
            .collect()
    })
}

#[test]
fn unlisted_cuts_fall_exactly_on_models_that_are_not_answers_written_once() {
    for (rows, cols) in SHAPES {
        let grid = Grid::new(rows, cols);
        for above in ABOVE {
            let encoding = UnlistedEncoding::new(grid, above);
            let clauses: Vec<Vec<Lit>> = encoding.cnf.clauses().map(<[Lit]>::to_vec).collect();
            let n_vars = encoding.cnf.n_vars() as usize;
            let answers: Vec<Vec<Option<bool>>> = (assignments(grid.len()))
                .filter(|numbers| keeps(grid, numbers))
                .map(|numbers| {
                    let choice = encoding.written_as(grid, &numbers);
                    let lits = encoding.lits(&choice, |a, b| numbers[a] == numbers[b]);
                    common::propagate(&clauses, n_vars, &lits).expect("an answer is a model")
                })
                .collect();
            let options: Vec<Vec<Option<u32>>> = (encoding.values.iter())
                .map(|cell| cell.iter().map(|&(k, _)| Some(k)).chain([None]).collect())
                .collect();
            for choice in choices(&options) {
                let free: Vec<(usize, usize)> = (grid.adjacent_pairs())
                    .filter(|&(a, b)| choice[a].is_none() && choice[b].is_none())
                    .collect();
                for subset in 0..1usize << free.len() {
                    let joined = |a, b| {
                        (free.iter().position(|&p| p == (a, b)))
                            .is_some_and(|i| subset >> i & 1 == 1)
                    };
                    let lits = encoding.lits(&choice, joined);
                    let Some(model) = common::propagate(&clauses, n_vars, &lits) else {
                        continue;
                    };
                    let numbers = encoding.numbers(grid, &model);
                    let canonical = encoding.written_as(grid, &numbers) == choice
                        && free
                            .iter()
                            .all(|&(a, b)| joined(a, b) == (numbers[a] == numbers[b]));
                    let cuts = encoding.cnf.cuts(|v| model[v.idx()] == Some(true));
                    let label = format!("{rows}x{cols} above {above} {choice:?} joins {subset:b}");
                    assert_eq!(
                        cuts.is_empty(),
                        keeps(grid, &numbers) && canonical,
                        "{label}"
                    );
                    for cut in &cuts {
                        let holds = |m: &[Option<bool>]| {
                            cut.iter().any(|&l| m[l.var().idx()] == Some(l.is_pos()))
                        };
                        assert!(!holds(&model), "{label}: a cut true in its model");
                        assert!(
                            answers.iter().all(|a| holds(a)),
                            "{label}: a cut excludes an answer"
                        );
                    }
                }
            }
        }
    }
}
