//! Pseudo-Boolean constraints: `w1*x1 + ... + wn*xn relation bound` with positive integer
//! weights.
//!
//! ```
//! use puzzle_cnf::pb::{self, PbEncoding};
//! use puzzle_cnf::{CnfBuilder, Relation};
//!
//! // A Kakurasu line: cells weighted 1..=5, the shaded ones sum to 7.
//! let mut cnf = CnfBuilder::new();
//! let terms: Vec<_> = (1..=5).map(|w| (cnf.new_var().pos_lit(), w)).collect();
//! pb::encode(&terms, Relation::Equal, 7, PbEncoding::DecisionDiagram, &mut cnf);
//! assert!(cnf.n_clauses() > 0);
//! ```
//!
//! Four encodings:
//!
//! * **Decision diagram** (`dd`, our own): the quasi-reduced decision diagram of the
//!   constraint (one level per term, nodes merged when they accept the same remaining
//!   sums, nodes that cannot reach acceptance pruned) written with *path semantics*: one
//!   variable per node and per edge; an edge implies its source, its target and its
//!   label; a node implies one of its outgoing and one of its incoming edges; a label
//!   implies one of the edges it labels. Unit propagation then removes every node off
//!   all root-to-sink paths in both directions, so the encoding is GAC for `<=`, `>=`
//!   *and* `=` (for the non-monotone case see Abío, Gange, Mayer-Eichberger, Stuckey,
//!   CPAIOR 2016; for BDDs of PB constraints Abío et al., SAT 2011). At most n(k+1)
//!   nodes.
//! * **Sequential weight counter** (`swc`, our own; S. Hölldobler, N. Manthey, P.
//!   Steinke, "A compact encoding of pseudo-Boolean constraints into SAT", KI 2012): a
//!   unary register of the partial sum, truncated at k, per prefix: O(nk) variables and
//!   clauses. `>= k` is `<= sum - k` over the negated literals, `=` is both. GAC for `<=`
//!   and `>=`, **not** for `=` (the two halves miss gaps in the possible sums).
//! * **Generalized totalizer** (`gte`; S. Joshi, R. Martins, V. Manquinho, "Generalized
//!   totalizer encoding for pseudo-Boolean constraints", CP 2015): rustsat's
//!   `GeneralizedTotalizer` for `<=`, `InvertedGeneralizedTotalizer` for `>=`,
//!   `DoubleGeneralizedTotalizer` for `=`. Size grows with the number of distinct partial
//!   sums. GAC for `<=` and `>=`, not for `=`.
//! * **Binary adder** (`adder`; J. P. Warners, "A linear-time transformation of linear
//!   inequalities into CNF", IPL 1998; Eén, Sörensson, JSAT 2006): rustsat's
//!   `BinaryAdder`, O(n log w) variables and clauses, smallest and weakest: not GAC.
//!
//! The GAC claims are checked exhaustively by `tests/it/pb_semantics.rs` (all 3^6 partial
//! assignments, four weight vectors, every bound). Over those, the encodings that are not
//! GAC missed (conflicts, implications): `swc =` (568, 3060), `gte =` (568, 3060),
//! `adder <=` (9810, 23558), `adder >=` (5799, 22030), `adder =` (13763, 19348).
//!
//! Sizes (auxiliary variables / clauses, weights 1..=n; snapshot `pb_sizes` in
//! `snapshots/encodings/`):
//!
//! | constraint | dd | swc | gte | adder |
//! |---|---|---|---|---|
//! | n=7 <= 12 | 68 / 191 | 44 / 79 | 42 / 80 | 19 / 59 |
//! | n=7 = 12 | 52 / 145 | 95 / 167 | 78 / 148 | 20 / 119 |
//! | n=9 = 20 | 107 / 291 | 201 / 364 | 120 / 295 | 24 / 148 |
//! | n=12 = 39 | 269 / 721 | 474 / 878 | 252 / 776 | 38 / 240 |
//! | n=15 = 60 | 545 / 1451 | 920 / 1730 | 346 / 1486 | 58 / 380 |
//! | n=15 <= 60 | 633 / 1713 | 460 / 865 | 173 / 743 | 57 / 188 |
//!
//! For `=` on Kakurasu-like lines the DD is the one GAC choice and costs about the same
//! as the (non-GAC) double GTE; for `<=` alone, GTE is smaller and equally strong.
//!
//! Before encoding, repeated literals are merged (weights added), a literal and its
//! negation cancel (`a*x + b*!x = min(a,b) + |a-b|*(x or !x)`), and weight-0 terms are
//! dropped. Impossible constraints then add the empty clause; trivial ones add nothing.

mod dd;
mod swc;

use crate::{CnfBuilder, Lit, Relation};
use rustsat::encodings::pb::{
    BinaryAdder, BoundBoth, BoundLower, BoundUpper, DoubleGeneralizedTotalizer,
    GeneralizedTotalizer, InvertedGeneralizedTotalizer,
};
use std::collections::HashMap;
use std::str::FromStr;

/// How a pseudo-Boolean constraint is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PbEncoding {
    /// Decision diagram with path semantics: GAC for every relation.
    #[default]
    DecisionDiagram,
    /// Sequential weight counter: GAC for `<=` and `>=` only.
    SequentialWeightCounter,
    /// rustsat's generalized totalizer: GAC for `<=` and `>=` only.
    GeneralizedTotalizer,
    /// rustsat's binary adder: smallest, not GAC.
    BinaryAdder,
}

impl PbEncoding {
    /// Every encoding, for tests and comparisons.
    pub const ALL: [PbEncoding; 4] = [
        PbEncoding::DecisionDiagram,
        PbEncoding::SequentialWeightCounter,
        PbEncoding::GeneralizedTotalizer,
        PbEncoding::BinaryAdder,
    ];

    /// The names of [`PbEncoding::ALL`], in that order.
    pub const NAMES: &'static [&'static str] = &["dd", "swc", "gte", "adder"];

    /// The name accepted by [`FromStr`] and the command line.
    pub fn name(self) -> &'static str {
        match self {
            PbEncoding::DecisionDiagram => "dd",
            PbEncoding::SequentialWeightCounter => "swc",
            PbEncoding::GeneralizedTotalizer => "gte",
            PbEncoding::BinaryAdder => "adder",
        }
    }
}

/// An unknown encoding name, with the list of known ones.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown pseudo-Boolean encoding `{0}` (expected dd, swc, gte or adder)")]
pub struct UnknownPb(pub String);

impl FromStr for PbEncoding {
    type Err = UnknownPb;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        PbEncoding::ALL
            .into_iter()
            .find(|e| e.name() == s)
            .ok_or_else(|| UnknownPb(s.to_owned()))
    }
}

/// Adds clauses that make `sum of w * lit` (over `terms`) satisfy `relation bound`.
pub fn encode(
    terms: &[(Lit, u64)],
    relation: Relation,
    bound: u64,
    encoding: PbEncoding,
    cnf: &mut CnfBuilder,
) {
    let (terms, bound) = match reduce(terms, relation, bound) {
        Reduced::Trivial => return,
        Reduced::Impossible => return cnf.add_clause([]),
        Reduced::Constraint { terms, bound } => (terms, bound),
    };
    match encoding {
        PbEncoding::DecisionDiagram => dd::encode(&terms, relation, bound, cnf),
        PbEncoding::SequentialWeightCounter => swc::encode(&terms, relation, bound, cnf),
        PbEncoding::GeneralizedTotalizer => gte(&terms, relation, bound, cnf),
        PbEncoding::BinaryAdder => adder(&terms, relation, bound, cnf),
    }
}

/// A constraint after merging its terms: settled, or left to an encoding.
enum Reduced {
    Trivial,
    Impossible,
    /// Distinct variables, positive weights, and a bound that is neither trivial nor
    /// impossible by the sum of the weights alone.
    Constraint {
        terms: Vec<(Lit, u64)>,
        bound: u64,
    },
}

fn reduce(terms: &[(Lit, u64)], relation: Relation, bound: u64) -> Reduced {
    let (terms, constant) = merge(terms);
    let sum = weight_sum(&terms);
    let Some(bound) = bound.checked_sub(constant) else {
        return match relation {
            Relation::AtLeast => Reduced::Trivial,
            _ => Reduced::Impossible,
        };
    };
    match relation {
        Relation::AtMost if bound >= sum => Reduced::Trivial,
        Relation::AtLeast if bound == 0 => Reduced::Trivial,
        Relation::AtLeast | Relation::Equal if bound > sum => Reduced::Impossible,
        // No terms left: the sum is 0 and so is the bound.
        _ if terms.is_empty() => Reduced::Trivial,
        _ => Reduced::Constraint { terms, bound },
    }
}

/// One term per variable (in order of first appearance) with a positive weight, and the
/// constant that cancelling `x` against `!x` leaves.
fn merge(terms: &[(Lit, u64)]) -> (Vec<(Lit, u64)>, u64) {
    let mut merged: Vec<(Lit, u64)> = Vec::new();
    let mut at: HashMap<crate::Var, usize> = HashMap::new();
    let mut constant = 0u64;
    for &(lit, w) in terms.iter().filter(|(_, w)| *w > 0) {
        let Some(&i) = at.get(&lit.var()) else {
            at.insert(lit.var(), merged.len());
            merged.push((lit, w));
            continue;
        };
        let (old, old_w) = merged[i];
        merged[i] = if old == lit {
            (old, add(old_w, w))
        } else {
            // a*x + b*!x = min(a, b) + |a - b| * (the heavier literal)
            constant = add(constant, old_w.min(w));
            if old_w >= w {
                (old, old_w - w)
            } else {
                (lit, w - old_w)
            }
        };
    }
    merged.retain(|(_, w)| *w > 0);
    (merged, constant)
}

fn add(a: u64, b: u64) -> u64 {
    a.checked_add(b)
        .expect("pseudo-Boolean weights overflow u64")
}

pub(crate) fn weight_sum(terms: &[(Lit, u64)]) -> u64 {
    terms.iter().fold(0, |sum, &(_, w)| add(sum, w))
}

fn to_usize(value: u64) -> usize {
    usize::try_from(value).expect("pseudo-Boolean weights fit in usize")
}

fn weighted(terms: &[(Lit, u64)]) -> impl Iterator<Item = (Lit, usize)> + '_ {
    terms.iter().map(|&(lit, w)| (lit, to_usize(w)))
}

const OOM: &str = "out of memory while encoding a pseudo-Boolean constraint";
const ENCODED: &str = "the bound was just encoded";

/// rustsat's generalized totalizer family (one type per relation).
fn gte(terms: &[(Lit, u64)], relation: Relation, bound: u64, cnf: &mut CnfBuilder) {
    let units = match relation {
        Relation::AtMost => upper(GeneralizedTotalizer::from_iter(weighted(terms)), bound, cnf),
        Relation::AtLeast => lower(
            InvertedGeneralizedTotalizer::from_iter(weighted(terms)),
            bound,
            cnf,
        ),
        Relation::Equal => both(
            DoubleGeneralizedTotalizer::from_iter(weighted(terms)),
            bound,
            cnf,
        ),
    };
    units.into_iter().for_each(|unit| cnf.add_clause([unit]));
}

/// rustsat's binary adder.
fn adder(terms: &[(Lit, u64)], relation: Relation, bound: u64, cnf: &mut CnfBuilder) {
    let encoder = BinaryAdder::from_iter(weighted(terms));
    let units = match relation {
        Relation::AtMost => upper(encoder, bound, cnf),
        Relation::AtLeast => lower(encoder, bound, cnf),
        Relation::Equal => both(encoder, bound, cnf),
    };
    units.into_iter().for_each(|unit| cnf.add_clause([unit]));
}

/// Encodes `<= bound` and returns the literals that enforce it.
fn upper(mut encoder: impl BoundUpper, bound: u64, cnf: &mut CnfBuilder) -> Vec<Lit> {
    let (clauses, vars) = cnf.parts();
    let b = to_usize(bound);
    encoder.encode_ub(b..=b, clauses, vars).expect(OOM);
    encoder.enforce_ub(b).expect(ENCODED)
}

/// Encodes `>= bound` and returns the literals that enforce it.
fn lower(mut encoder: impl BoundLower, bound: u64, cnf: &mut CnfBuilder) -> Vec<Lit> {
    let (clauses, vars) = cnf.parts();
    let b = to_usize(bound);
    encoder.encode_lb(b..=b, clauses, vars).expect(OOM);
    encoder.enforce_lb(b).expect(ENCODED)
}

/// Encodes `= bound` and returns the literals that enforce it.
fn both(mut encoder: impl BoundBoth, bound: u64, cnf: &mut CnfBuilder) -> Vec<Lit> {
    let (clauses, vars) = cnf.parts();
    let b = to_usize(bound);
    encoder.encode_both(b..=b, clauses, vars).expect(OOM);
    encoder.enforce_eq(b).expect(ENCODED)
}
