//! A CNF as the SAT competitions take it: no clause holds a literal twice or a literal
//! and its negation, no clause is empty, and the variables are renumbered so that the
//! header's count is exactly the number of variables used. The renumbering keeps the
//! encoding's order of variables ([`VarMap`]), so a model of the clean CNF maps back to
//! a model of the encoding. Instances are named by their GBD hash ([`CleanCnf::gbd_hash`],
//! the hash of Iser's Global Benchmark Database, gbdc's `GBDHash.h`).
//!
//! ```
//! use puzzle_cnf::Lit;
//! use puzzle_solve::family::clean::CleanCnf;
//!
//! let (a, b, c) = (Lit::new(0, false), Lit::new(1, false), Lit::new(2, false));
//! // variable 2 appears only in a tautology, literal 1 twice
//! let clauses: Vec<Vec<Lit>> = vec![vec![a, !c, a], vec![b, !b], vec![c]];
//! let clean = CleanCnf::new(3, clauses.iter().map(Vec::as_slice)).unwrap();
//! assert_eq!((clean.n_vars(), clean.n_clauses()), (2, 2));
//! let mut text = Vec::new();
//! clean.write_dimacs(&mut text, &[]).unwrap();
//! assert!(String::from_utf8(text).unwrap().ends_with("p cnf 2 2\n1 -2 0\n2 0\n"));
//! assert_eq!(clean.gbd_hash().len(), 32);
//! ```

use crate::solver::Model;
use md5::{Digest, Md5};
use puzzle_cnf::{CnfBuilder, Lit, Var};
use std::fmt::Write as _;
use std::io::{self, Write};

/// The header line prefix of the variable map.
pub const MAP_PREFIX: &str = "puzzle-sat map ";

/// The header line prefix of the encoding's variable count.
pub const ENCODING_VARS_PREFIX: &str = "puzzle-sat encoding-variables ";

/// Ranges of the variable map per header line.
const RANGES_PER_LINE: usize = 16;

/// Literals per `v` line of a model file.
const LITS_PER_LINE: usize = 20;

/// A sanitized, renumbered CNF and the map back to the variables it came from.
#[derive(Debug, Clone)]
pub struct CleanCnf {
    clauses: Vec<Vec<Lit>>,
    map: VarMap,
}

/// Which variable of the encoding each variable of a clean CNF is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VarMap {
    /// The encoding's index (0-based) of each renumbered variable, increasing.
    original: Vec<u32>,
    /// The encoding's number of variables.
    encoding_vars: u32,
}

/// A clause that is empty as given (an encoding states contradictions otherwise).
#[derive(Debug, thiserror::Error)]
#[error("clause {0} is empty: the CNF cannot be sanitized")]
pub struct EmptyClause(pub usize);

impl CleanCnf {
    /// Sanitizes `clauses` over variables `1..=n_vars`: repeated literals are dropped,
    /// clauses with a literal and its negation are dropped, and the variables left are
    /// numbered from 1 in their order.
    pub fn new<'a>(
        n_vars: u32,
        clauses: impl IntoIterator<Item = &'a [Lit]>,
    ) -> Result<Self, EmptyClause> {
        // The clause that last met each variable, and the literal's sign there.
        let mut met: Vec<(usize, bool)> = vec![(usize::MAX, false); n_vars as usize];
        let mut kept = Vec::new();
        'clauses: for (index, clause) in clauses.into_iter().enumerate() {
            let mut lits = Vec::with_capacity(clause.len());
            for &lit in clause {
                let mark = &mut met[lit.var().idx()];
                if mark.0 == index {
                    if mark.1 != lit.is_pos() {
                        continue 'clauses;
                    }
                    continue;
                }
                *mark = (index, lit.is_pos());
                lits.push(lit);
            }
            if lits.is_empty() {
                return Err(EmptyClause(index + 1));
            }
            kept.push(lits);
        }
        let map = VarMap::of_used(n_vars, &kept);
        let mut renumbered = vec![u32::MAX; n_vars as usize];
        for (new, &old) in map.original.iter().enumerate() {
            renumbered[old as usize] = new as u32;
        }
        for lit in kept.iter_mut().flatten() {
            *lit = Lit::new(renumbered[lit.var().idx()], lit.is_neg());
        }
        Ok(CleanCnf { clauses: kept, map })
    }

    /// Number of variables, every one of them used.
    pub fn n_vars(&self) -> u32 {
        self.map.original.len() as u32
    }

    /// Number of clauses.
    pub fn n_clauses(&self) -> usize {
        self.clauses.len()
    }

    /// The clauses over the renumbered variables.
    pub fn clauses(&self) -> &[Vec<Lit>] {
        &self.clauses
    }

    /// The map back to the encoding's variables.
    pub fn map(&self) -> &VarMap {
        &self.map
    }

    /// The GBD hash: MD5 over the clauses, each literal followed by a space, each clause
    /// ended by `0`, clauses joined by single spaces.
    pub fn gbd_hash(&self) -> String {
        let mut md5 = Md5::new();
        let mut text = String::new();
        for (index, clause) in self.clauses.iter().enumerate() {
            text.clear();
            if index > 0 {
                text.push(' ');
            }
            for lit in clause {
                let _ = write!(text, "{} ", lit.to_ipasir());
            }
            text.push('0');
            md5.update(text.as_bytes());
        }
        format!("{:x}", md5.finalize())
    }

    /// Writes DIMACS: `header` and the variable map as comments, `p cnf`, one clause per
    /// line.
    pub fn write_dimacs(&self, out: &mut impl Write, header: &[String]) -> io::Result<()> {
        let mut out = io::BufWriter::new(out);
        for line in header.iter().chain(&self.map.header_lines()) {
            writeln!(out, "c {line}")?;
        }
        writeln!(out, "p cnf {} {}", self.n_vars(), self.n_clauses())?;
        for clause in &self.clauses {
            for lit in clause {
                write!(out, "{} ", lit.to_ipasir())?;
            }
            writeln!(out, "0")?;
        }
        out.flush()
    }

    /// The clauses in a builder, for the solver backends.
    pub fn to_builder(&self) -> CnfBuilder {
        let mut cnf = CnfBuilder::new();
        for _ in 0..self.n_vars() {
            cnf.new_var();
        }
        for clause in &self.clauses {
            cnf.add_clause(clause.iter().copied());
        }
        cnf
    }
}

impl VarMap {
    /// The variables of `clauses`, in increasing order.
    fn of_used(n_vars: u32, clauses: &[Vec<Lit>]) -> Self {
        let mut used = vec![false; n_vars as usize];
        for lit in clauses.iter().flatten() {
            used[lit.var().idx()] = true;
        }
        let original = (0..n_vars).filter(|&v| used[v as usize]).collect();
        VarMap {
            original,
            encoding_vars: n_vars,
        }
    }

    /// Number of renumbered variables.
    pub fn len(&self) -> u32 {
        self.original.len() as u32
    }

    /// Whether no variable is left.
    pub fn is_empty(&self) -> bool {
        self.original.is_empty()
    }

    /// The encoding's number of variables.
    pub fn encoding_vars(&self) -> u32 {
        self.encoding_vars
    }

    /// The model of the encoding that `model` (of the clean CNF) stands for; the
    /// encoding's variables that the clean CNF dropped are false (they occurred in
    /// tautologies only, which any value satisfies).
    pub fn original_model(&self, model: &Model) -> Model {
        let mut values = vec![false; self.encoding_vars as usize];
        for (new, &old) in self.original.iter().enumerate() {
            values[old as usize] = model.value(Var::new(new as u32));
        }
        Model::new(values)
    }

    /// The header lines that state the map: the encoding's variable count, then the
    /// encoding's variables (1-based) that become 1, 2, ..., as ranges `A-B` and single
    /// numbers.
    pub fn header_lines(&self) -> Vec<String> {
        let mut ranges: Vec<(u32, u32)> = Vec::new();
        for &old in &self.original {
            match ranges.last_mut() {
                Some((_, end)) if *end == old => *end = old + 1,
                _ => ranges.push((old + 1, old + 1)),
            }
        }
        let texts: Vec<String> = ranges
            .iter()
            .map(|&(start, end)| match start == end {
                true => start.to_string(),
                false => format!("{start}-{end}"),
            })
            .collect();
        let mut lines = vec![format!("{ENCODING_VARS_PREFIX}{}", self.encoding_vars)];
        lines.extend(
            texts
                .chunks(RANGES_PER_LINE)
                .map(|chunk| format!("{MAP_PREFIX}{}", chunk.join(" "))),
        );
        lines
    }

    /// The map stated by header lines (comment text without `c `), `None` when they
    /// state none (a file of `puzzle-sat dimacs`).
    pub fn from_header(lines: &[String]) -> Result<Option<VarMap>, String> {
        let Some(count) = lines
            .iter()
            .find_map(|l| l.strip_prefix(ENCODING_VARS_PREFIX))
        else {
            return Ok(None);
        };
        let encoding_vars: u32 = count
            .trim()
            .parse()
            .map_err(|_| format!("`{count}` is not a variable count"))?;
        let mut original: Vec<u32> = Vec::new();
        let ranges = lines.iter().filter_map(|l| l.strip_prefix(MAP_PREFIX));
        for range in ranges.flat_map(str::split_whitespace) {
            let number = |text: &str| match text.parse::<u32>() {
                Ok(n) if n >= 1 && n <= encoding_vars => Ok(n - 1),
                _ => Err(format!(
                    "`{range}` in the variable map: not a variable of 1..={encoding_vars}"
                )),
            };
            let (start, end) = match range.split_once('-') {
                Some((start, end)) => (number(start)?, number(end)?),
                None => (number(range)?, number(range)?),
            };
            if start > end || original.last().is_some_and(|&last| start <= last) {
                return Err(format!("`{range}` in the variable map is out of order"));
            }
            original.extend(start..=end);
        }
        Ok(Some(VarMap {
            original,
            encoding_vars,
        }))
    }
}

/// A model in the SAT competition's output format (`s SATISFIABLE`, `v` lines ended by
/// `0`), as `decode` reads it.
pub fn model_text(model: &Model, n_vars: u32) -> String {
    let lits: Vec<String> = (0..n_vars)
        .map(|v| {
            let var = Var::new(v);
            let sign = if model.value(var) { "" } else { "-" };
            format!("{sign}{}", v + 1)
        })
        .chain(["0".to_owned()])
        .collect();
    let mut text = String::from("s SATISFIABLE\n");
    for line in lits.chunks(LITS_PER_LINE) {
        text.push_str(&format!("v {}\n", line.join(" ")));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lits(clause: &[i32]) -> Vec<Lit> {
        clause
            .iter()
            .map(|&l| Lit::new(l.unsigned_abs() - 1, l < 0))
            .collect()
    }

    fn clean(n_vars: u32, clauses: &[&[i32]]) -> CleanCnf {
        let clauses: Vec<Vec<Lit>> = clauses.iter().map(|c| lits(c)).collect();
        CleanCnf::new(n_vars, clauses.iter().map(Vec::as_slice)).unwrap()
    }

    #[test]
    fn the_gbd_hash_is_the_md5_of_the_clauses_as_gbdc_writes_them() {
        // gbdc.gbdhash of "p cnf 3 2\n1 -2 0\n3 0\n" (gbdc 0.4.3, PyPI), 2026-11-26.
        let cnf = clean(3, &[&[1, -2], &[3]]);
        assert_eq!(cnf.gbd_hash(), "e8f7bd612409cfb57be740d3ecddfb6f");
    }

    #[test]
    fn tautologies_and_repeated_literals_go_and_unused_variables_are_renumbered() {
        let cnf = clean(6, &[&[2, 2, -5], &[3, -3, 6], &[-5, 2, -2], &[6]]);
        let clauses: Vec<Vec<i32>> = (cnf.clauses().iter())
            .map(|c| c.iter().map(|l| l.to_ipasir()).collect())
            .collect();
        assert_eq!(clauses, vec![vec![1, -2], vec![3]]);
        assert_eq!(cnf.map().header_lines()[1], "puzzle-sat map 2 5-6");
    }

    #[test]
    fn an_empty_clause_is_refused() {
        let clauses = [lits(&[1]), vec![]];
        assert!(CleanCnf::new(1, clauses.iter().map(Vec::as_slice)).is_err());
    }

    #[test]
    fn the_map_survives_its_header_and_maps_models_back() {
        let cnf = clean(9, &[&[1, 2, 3], &[-7], &[9, -1]]);
        let map = VarMap::from_header(&cnf.map().header_lines())
            .unwrap()
            .unwrap();
        assert_eq!(&map, cnf.map());
        let model = Model::new(vec![true, false, true, true, false]);
        let back = map.original_model(&model);
        let values: Vec<bool> = (0..9).map(|v| back.value(Var::new(v))).collect();
        let expected = [true, false, true, false, false, false, true, false, false];
        assert_eq!(values, expected);
    }

    #[test]
    fn a_map_out_of_order_is_refused() {
        let lines = [
            format!("{ENCODING_VARS_PREFIX}5"),
            format!("{MAP_PREFIX}3 2"),
        ];
        assert!(VarMap::from_header(&lines).is_err());
    }
}
