//! The generated vertex clauses, per vertex pattern (which of the four squares around the
//! vertex are white), for both rules, as readable snapshots in the top-level
//! `snapshots/shakashaka/` folder; and the sizes quoted in the module documentation.
//!
//! Create or update with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test it shakashaka_vertex::`.

use crate::common;
use puzzle_cnf::shakashaka::vertex::{self, AROUND};
use puzzle_cnf::shakashaka::STATES;
use puzzle_cnf::VertexRule;
use puzzle_ir::shakashaka::{Shade, Square};
use std::fmt::Write;
use std::time::Instant;

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
    common::snapshots("shakashaka").bind(|| {
        insta::assert_snapshot!("vertex_clauses_sectors", sectors);
        insta::assert_snapshot!("vertex_clauses_no_thin_strips", strips);
    });
}

/// The figures `puzzle_cnf::shakashaka`'s documentation quotes: of the 6^4 combinations
/// of states and black around a vertex, 290 keep the sector rule (111 of the 5^4 with
/// four white squares) and 274 also have no thin strip; at a vertex with four white
/// squares the sector rule takes 16 clauses with 64 literals, the longest 6, and the
/// rule without thin strips 24 clauses with 84 literals, the longest 6.
#[test]
fn sizes_quoted_in_the_docs() {
    let black = Shade::Black(Square::Black);
    let shades: Vec<Shade> = STATES.iter().copied().chain([black]).collect();
    let around: Vec<[Shade; 4]> = (0..shades.len().pow(4))
        .map(|i| std::array::from_fn(|k| shades[i / shades.len().pow(k as u32) % shades.len()]))
        .collect();
    let kept: Vec<&[Shade; 4]> = around
        .iter()
        .filter(|a| vertex::sector_rule_allows(**a))
        .collect();
    assert_eq!((around.len(), kept.len()), (1296, 290));
    let all_white = kept.iter().filter(|a| !a.contains(&black)).count();
    assert_eq!(all_white, 111);
    let no_strip = kept.iter().filter(|a| !vertex::thin_strip(***a)).count();
    assert_eq!(no_strip, 274);
    assert_eq!(size(VertexRule::Sectors, [true; 4]), (16, 64, 6));
    assert_eq!(size(VertexRule::NoThinStrips, [true; 4]), (24, 84, 6));
}
