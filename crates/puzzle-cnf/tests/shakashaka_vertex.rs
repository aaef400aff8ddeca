//! The generated vertex clauses, per vertex pattern (which of the four squares around the
//! vertex are white), for both rules, as readable snapshots in the top-level
//! `snapshots/shakashaka/` folder; and the sizes quoted in the module documentation.
//!
//! Create or update with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test shakashaka_vertex`.

use puzzle_cnf::shakashaka::vertex::{self, AROUND};
use puzzle_cnf::VertexRule;
use std::fmt::Write;
use std::path::Path;
use std::time::Instant;

fn settings() -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots/shakashaka"),
    );
    settings.set_prepend_module_to_snapshot(false);
    settings
}

/// (clauses, literals, longest clause) of a pattern.
fn size(rule: VertexRule, white: [bool; 4]) -> (usize, usize, usize) {
    let clauses = vertex::clauses(rule, white);
    let lens: Vec<usize> = clauses.iter().map(|c| c.literals().len()).collect();
    (
        clauses.len(),
        lens.iter().sum(),
        lens.iter().copied().max().unwrap_or(0),
    )
}

fn table(rule: VertexRule) -> String {
    let mut out = String::new();
    writeln!(
        out,
        "# {rule:?}: clauses per vertex pattern. `X≠s` is the negative literal of state s,\n\
         # `X∈{{...}}` the positive literals of the states listed; squares around the vertex\n\
         # are {} (W white, # black or outside).",
        AROUND.join(" ")
    )
    .unwrap();
    for pattern in (0..16).rev() {
        let white: [bool; 4] = std::array::from_fn(|i| pattern >> i & 1 == 1);
        let name: String = white.iter().map(|&w| if w { 'W' } else { '#' }).collect();
        let (n, lits, longest) = size(rule, white);
        writeln!(
            out,
            "\n## {name}: {n} clauses, {lits} literals, longest {longest}"
        )
        .unwrap();
        for clause in vertex::clauses(rule, white) {
            writeln!(out, "{clause}").unwrap();
        }
    }
    out
}

#[test]
fn vertex_clause_snapshots() {
    let start = Instant::now();
    let sectors = table(VertexRule::Sectors);
    let strips = table(VertexRule::NoThinStrips);
    eprintln!("generated both tables in {:?}", start.elapsed());
    settings().bind(|| {
        insta::assert_snapshot!("vertex_clauses_sectors", sectors);
        insta::assert_snapshot!("vertex_clauses_no_thin_strips", strips);
    });
}

#[test]
fn sizes_quoted_in_the_docs() {
    for rule in [VertexRule::Sectors, VertexRule::NoThinStrips] {
        eprintln!("{rule:?}: four white squares: {:?}", size(rule, [true; 4]));
    }
}
