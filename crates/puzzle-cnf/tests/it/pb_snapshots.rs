//! Snapshots of each pseudo-Boolean encoding: the DIMACS of `x1 + 2*x2 + 3*x3 = 3` and
//! `<= 3`, and a table of sizes on larger constraints, so that any change to an encoding
//! shows up as a readable diff. They live in the top-level `snapshots/encodings/`.
//!
//! Create or update them with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test it pb_snapshots::`.

use crate::common;
use puzzle_cnf::pb::{self, PbEncoding};
use puzzle_cnf::{CnfBuilder, Lit, Relation};
use std::fmt::Write;

/// `weights[i] * x(i+1)` with named inputs, encoded.
fn encoded(
    weights: &[u64],
    relation: Relation,
    bound: u64,
    enc: PbEncoding,
    names: bool,
) -> CnfBuilder {
    let mut cnf = if names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let terms: Vec<(Lit, u64)> = weights
        .iter()
        .enumerate()
        .map(|(i, &w)| (cnf.new_named_var(|| format!("x{}", i + 1)).pos_lit(), w))
        .collect();
    pb::encode(&terms, relation, bound, enc, &mut cnf);
    cnf
}

fn dimacs(enc: PbEncoding, relation: Relation, symbol: &str) -> String {
    let cnf = encoded(&[1, 2, 3], relation, 3, enc, true);
    let header = [format!("pb {}: x1 + 2*x2 + 3*x3 {symbol} 3", enc.name())];
    let mut out = Vec::new();
    cnf.write_dimacs(&mut out, &header)
        .expect("writing to memory");
    let text = String::from_utf8(out).expect("DIMACS is UTF-8");
    match enc {
        PbEncoding::GeneralizedTotalizer | PbEncoding::BinaryAdder => sorted_clauses(&text),
        PbEncoding::DecisionDiagram | PbEncoding::SequentialWeightCounter => text,
    }
}

/// The DIMACS with each clause's literals and then the clauses sorted. rustsat keeps its
/// inputs in a hash map, and without its `fxhash` feature (off in this workspace) that
/// map's iteration order, and so the order of the clauses, changes from run to run.
fn sorted_clauses(text: &str) -> String {
    let (head, clauses): (Vec<&str>, Vec<&str>) = text
        .lines()
        .partition(|l| l.starts_with('c') || l.starts_with('p'));
    let mut clauses: Vec<Vec<i64>> = clauses
        .iter()
        .map(|l| {
            let mut lits: Vec<i64> = l.split_whitespace().map(|t| t.parse().unwrap()).collect();
            lits.pop(); // the terminating 0
            lits.sort_by_key(|l| (l.abs(), *l));
            lits
        })
        .collect();
    clauses.sort();
    let mut out = head.join("\n");
    out.push_str("\nc (clauses sorted)\n");
    for clause in clauses {
        let lits: Vec<String> = clause.iter().map(i64::to_string).collect();
        out.push_str(&format!("{} 0\n", lits.join(" ")));
    }
    out
}

#[test]
fn tiny_constraints() {
    for enc in PbEncoding::ALL {
        for (relation, symbol, tag) in
            [(Relation::Equal, "=", "eq"), (Relation::AtMost, "<=", "le")]
        {
            let name = format!("pb_{}_{tag}3", enc.name());
            common::snapshots("encodings")
                .bind(|| insta::assert_snapshot!(name, dimacs(enc, relation, symbol)));
        }
    }
}

#[test]
fn sizes() {
    let cases: [(u64, Relation, u64); 7] = [
        (7, Relation::AtMost, 12),
        (7, Relation::Equal, 12),
        (9, Relation::Equal, 20),
        (12, Relation::Equal, 39),
        (15, Relation::Equal, 60),
        (15, Relation::AtMost, 60),
        (15, Relation::AtLeast, 60),
    ];
    let mut table = String::from("auxiliary variables / clauses, weights 1..=n\n\n");
    table.push_str("| constraint | dd | swc | gte | adder |\n|---|---|---|---|---|\n");
    for (n, relation, bound) in cases {
        let weights: Vec<u64> = (1..=n).collect();
        let symbol = match relation {
            Relation::AtMost => "<=",
            Relation::AtLeast => ">=",
            Relation::Equal => "=",
        };
        write!(table, "| n={n} {symbol} {bound} |").unwrap();
        for enc in PbEncoding::ALL {
            let cnf = encoded(&weights, relation, bound, enc, false);
            write!(
                table,
                " {} / {} |",
                u64::from(cnf.n_vars()) - n,
                cnf.n_clauses()
            )
            .unwrap();
        }
        table.push('\n');
    }
    common::snapshots("encodings").bind(|| insta::assert_snapshot!("pb_sizes", table));
}
