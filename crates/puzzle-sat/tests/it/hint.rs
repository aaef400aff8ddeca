//! Hints: the forced cells agree with a brute-force backbone (the cells on which every
//! answer, listed by `count`'s library function, agrees), givens are never hints, and a
//! unique puzzle's hints are all its open cells.

use crate::common;

use puzzle_cnf::{encode, Options};
use puzzle_ir::Puzzle;
use puzzle_solve::space::count::count;
use puzzle_solve::space::hint::hints;

/// Row-major cells on which every answer agrees, minus the stated ones, by listing all
/// answers.
fn backbone_by_listing(text: &str) -> Vec<usize> {
    let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
    let options = Options {
        sudoku: puzzle_cnf::sudoku::SudokuOptions { singles: false },
        ..Options::default()
    };
    let encoding = encode(&puzzle, &options).unwrap();
    let grids: Vec<Vec<String>> = all_answers(&puzzle);
    let stated: Vec<bool> = encoding
        .decoder
        .cell_vars()
        .iter()
        .map(|c| matches!(c, puzzle_cnf::CellVars::Stated))
        .collect();
    (0..grids[0].len())
        .filter(|&i| !stated[i] && grids.iter().all(|g| g[i] == grids[0][i]))
        .collect()
}

/// Every answer's cells, flattened, listed by solving and blocking until none is left.
fn all_answers(puzzle: &Puzzle) -> Vec<Vec<String>> {
    let encoding = encode(puzzle, &Options::default()).unwrap();
    let mut session = puzzle_solve::space::Session::new(puzzle, &encoding);
    let mut grids = Vec::new();
    while let Some(found) = session.solve(&[]).unwrap() {
        grids.push(found.answer.grid().concat());
        session.block(&found.model);
    }
    grids
}

#[test]
fn hints_are_the_backbone() {
    for text in [
        "kind: sudoku\ngrid:\n1234\n3412\n2.4.\n4.2.\n",
        "kind: sudoku\ngrid:\n1...\n..1.\n....\n....\n",
        "kind: sudoku\ngrid:\n12..\n....\n....\n...1\n",
        "kind: kakurasu\nrows: 3 - 4\ncols: - - 4\n",
        "kind: shakashaka\ngrid:\n...\n1..\n",
    ] {
        let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
        let options = Options {
            sudoku: puzzle_cnf::sudoku::SudokuOptions { singles: false },
            ..Options::default()
        };
        let encoding = encode(&puzzle, &options).unwrap();
        let found = hints(&puzzle, &encoding).unwrap();
        let found = found.unwrap_or_else(|| panic!("no answer: {text}"));
        assert_eq!(found.cells, backbone_by_listing(text), "{text}");
        let counted = count(&puzzle, &encoding, None).unwrap();
        assert!(counted.count >= 1);
    }
}

#[test]
fn a_unique_puzzle_forces_every_open_cell() {
    let file = common::puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let (code, out, _) = common::run(&["hint", "--format", "json", &file]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let text = std::fs::read_to_string(&file).unwrap();
    let grid: String = text.lines().skip_while(|l| *l != "grid:").skip(1).collect();
    let open = grid.chars().filter(|&c| c == '.').count();
    assert_eq!(json["count"].as_u64().unwrap() as usize, open);
    for hint in json["hints"].as_array().unwrap() {
        let i = hint["row"].as_u64().unwrap() * 9 + hint["col"].as_u64().unwrap();
        assert_eq!(grid.as_bytes()[i as usize], b'.', "a given is not a hint");
    }
}

#[test]
fn hint_text_and_unsat() {
    let path = std::env::temp_dir().join("puzzle-sat-hint.txt");
    std::fs::write(&path, "kind: sudoku\ngrid:\n1234\n3412\n2.4.\n4.2.\n").unwrap();
    let (code, out, _) = common::run(&["hint", path.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "1 2 3 4\n3 4 1 2\n2 ? 4 ?\n4 ? 2 ?\n0 forced cells: \n\
         ([v]: forced by the clues; ?: not forced; the rest as the puzzle states it)\n"
    );
    std::fs::write(&path, "kind: sudoku\ngrid:\n1..1\n....\n....\n....\n").unwrap();
    let (code, _, _) = common::run(&["hint", path.to_str().unwrap()]);
    assert_eq!(code, 20);
}
