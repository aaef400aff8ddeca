//! Snapshots of each cardinality encoding: the DIMACS of "at most 1" and "exactly 2" of
//! three literals, and a table of sizes, so that any change to an encoding shows up as a
//! readable diff. They live in the top-level `snapshots/encodings/`.
//!
//! Create or update them with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test it card_snapshots::`.

use crate::common;
use puzzle_cnf::card::{self, CardEncoding};
use puzzle_cnf::{CnfBuilder, Lit, Relation};
use std::fmt::Write;

fn encoded(
    n: usize,
    relation: Relation,
    bound: usize,
    enc: CardEncoding,
    names: bool,
) -> CnfBuilder {
    let mut cnf = if names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let lits: Vec<Lit> = (1..=n)
        .map(|i| cnf.new_named_var(|| format!("x{i}")).pos_lit())
        .collect();
    card::encode(&lits, relation, bound, enc, &mut cnf);
    cnf
}

fn dimacs(enc: CardEncoding, relation: Relation, bound: usize, text: &str) -> String {
    let cnf = encoded(3, relation, bound, enc, true);
    let header = [format!("card {}: {text} of x1, x2, x3", enc.name())];
    let mut out = Vec::new();
    cnf.write_dimacs(&mut out, &header)
        .expect("writing to memory");
    String::from_utf8(out).expect("DIMACS is UTF-8")
}

#[test]
fn tiny_constraints() {
    for enc in CardEncoding::ALL {
        let cases = [
            (Relation::AtMost, 1, "at most 1", "le1"),
            (Relation::Equal, 2, "exactly 2", "eq2"),
        ];
        for (relation, bound, text, tag) in cases {
            let name = format!("card_{}_{tag}", enc.name());
            common::snapshots("encodings")
                .bind(|| insta::assert_snapshot!(name, dimacs(enc, relation, bound, text)));
        }
    }
}

#[test]
fn sizes() {
    let cases = [
        (9, Relation::AtMost, 3),
        (9, Relation::AtLeast, 3),
        (9, Relation::Equal, 3),
        (20, Relation::AtMost, 5),
        (20, Relation::Equal, 10),
    ];
    let mut table = String::from("auxiliary variables / clauses\n\n");
    table.push_str("| constraint | sequential-counter | totalizer |\n|---|---|---|\n");
    for (n, relation, bound) in cases {
        write!(table, "| n={n} {relation:?} {bound} |").unwrap();
        for enc in CardEncoding::ALL {
            let cnf = encoded(n, relation, bound, enc, false);
            write!(
                table,
                " {} / {} |",
                cnf.n_vars() as usize - n,
                cnf.n_clauses()
            )
            .unwrap();
        }
        table.push('\n');
    }
    common::snapshots("encodings").bind(|| insta::assert_snapshot!("card_sizes", table));
}
