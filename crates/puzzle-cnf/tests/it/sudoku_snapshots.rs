//! Snapshots of the DIMACS written for small Sudoku puzzles, with variable names on, so
//! that any change to the encoding shows up as a readable diff. The snapshots live in
//! the top-level `snapshots/sudoku/` folder of the workspace.
//!
//! Create or update them with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test it sudoku_snapshots::`;
//! `CI=true cargo test ...` fails on any difference without writing anything.

use crate::common;

use puzzle_cnf::{sudoku, Options};
use puzzle_ir::sudoku::{check, Sudoku};

const CLASSIC_4X4: &str = "kind: sudoku\ngrid:\n1...\n..3.\n.4..\n...2\n";

const DIAGONAL_4X4: &str = "kind: sudoku\nvariants: diagonal\ngrid:\n1...\n....\n.3..\n....\n";

const EVEN_ODD_4X4: &str = "kind: sudoku
variants: even-odd
grid:
1...
....
....
...4
parity:
.e..
o...
..e.
...e
";

const PENPA_6X6: &str = include_str!("../../../../puzzles/sudoku/small/sudoku_penpa_6x6_1.txt");

/// The DIMACS of `text` with names on and otherwise default options (singles on) or
/// with singles off, after checking that it is well formed and that its models are
/// answers.
fn dimacs(file: &str, text: &str, singles: bool) -> String {
    let puzzle = Sudoku::parse(file, text).expect("test puzzle parses");
    let options = Options {
        names: true,
        sudoku: puzzle_cnf::sudoku::SudokuOptions { singles },
        ..Default::default()
    };
    let encoding = sudoku::encode(&puzzle, &options).expect("test puzzle has no contradiction");
    let header = [
        format!("sudoku {file}"),
        format!("at-most-one encoding: {}", options.amo.name()),
        format!("singles: {}", if singles { "on" } else { "off" }),
    ];
    let mut out = Vec::new();
    encoding
        .cnf
        .write_dimacs(&mut out, &header)
        .expect("writing to memory");
    let text = String::from_utf8(out).expect("DIMACS is UTF-8");

    // The text is what the builder holds: the `p` line, one line per clause, names only
    // for existing variables.
    let (n_vars, n_clauses) = (encoding.cnf.n_vars(), encoding.cnf.n_clauses());
    assert!(
        text.contains(&format!("\np cnf {n_vars} {n_clauses}\n")),
        "{file}: p line"
    );
    let clause_lines = text
        .lines()
        .filter(|l| !l.starts_with('c') && !l.starts_with('p'))
        .count();
    assert_eq!(clause_lines, n_clauses, "{file}: one line per clause");
    for line in text.lines().filter_map(|l| l.strip_prefix("c ")) {
        let Some((index, _)) = line.split_once(' ') else {
            continue;
        };
        if let Ok(index) = index.parse::<u32>() {
            assert!((1..=n_vars).contains(&index), "{file}: name of var {index}");
        }
    }

    // The written DIMACS (not the builder) solves to an answer of the puzzle.
    let mut solver = varisat::Solver::new();
    solver
        .add_dimacs_cnf(text.as_bytes())
        .expect("varisat reads our DIMACS");
    assert!(solver.solve().unwrap(), "{file}: satisfiable");
    let values = common::values(&solver.model().unwrap(), n_vars);
    let answer = encoding
        .decoder
        .decode(common::value_of(&values))
        .expect("model decodes");
    check(&puzzle, &answer).expect("the model is an answer");
    text
}

/// Both snapshots of one puzzle: `<name>` with default options (naked and hidden singles
/// placed before encoding) and `<name>_no_singles` (only the givens and parity marks
/// eliminate candidates).
fn snapshots(name: &str, file: &str, text: &str) {
    assert!(
        Options::default().sudoku.singles,
        "the default has singles on"
    );
    let with_singles = dimacs(file, text, true);
    let without = dimacs(file, text, false);
    common::snapshots("sudoku").bind(|| {
        insta::assert_snapshot!(name, with_singles);
        insta::assert_snapshot!(format!("{name}_no_singles"), without);
    });
}

#[test]
fn classic_4x4() {
    snapshots("classic_4x4", "classic_4x4.txt", CLASSIC_4X4);
}

#[test]
fn penpa_6x6_box_2x3() {
    snapshots("penpa_6x6_box_2x3", "sudoku_penpa_6x6_1.txt", PENPA_6X6);
}

#[test]
fn diagonal_4x4() {
    snapshots("diagonal_4x4", "diagonal_4x4.txt", DIAGONAL_4X4);
}

#[test]
fn even_odd_4x4() {
    snapshots("even_odd_4x4", "even_odd_4x4.txt", EVEN_ODD_4X4);
}
