//! The command line on Kakuro: every sum encoding gives the published answer, an unknown
//! one is a usage error, the `#Kakuro` format is read, structural errors are located,
//! unreachable sums are proven unsolvable, and generated puzzles solve and check.

use crate::common;

use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("kakuro", path)
}

#[test]
fn every_sum_encoding_gives_the_published_answer() {
    let file = puzzle("janko/kakuro_janko_001_10x12.txt");
    let expected =
        std::fs::read_to_string(puzzle("janko/kakuro_janko_001_10x12.solution.txt")).unwrap();
    for sum in ["table", "pb", "mdd"] {
        let (code, out, err) = run(&["solve", "--kakuro-sum", sum, &file]);
        assert_eq!(code, 0, "{sum}: {err}");
        assert_eq!(out, expected, "{sum}");
    }
}

#[test]
fn the_hash_kakuro_format_gives_the_same_answer_as_the_native_one() {
    let (code, native, _) = run(&["solve", &puzzle("papers/kakuro-k_057.txt")]);
    assert_eq!(code, 0);
    let (code, original, _) = run(&["solve", &puzzle("papers/kakuro-k_057.original.txt")]);
    assert_eq!(code, 0);
    assert_eq!(native, original);
}

#[test]
fn a_clue_without_a_run_is_a_located_input_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.txt");
    // The across clue 3 on the last row has no white cell to its right.
    let grid = "kind: kakuro\ngrid:\nx,4\\,3\\\n\\3,0,0\n\\4,0,0\n\\3,x,x\n";
    std::fs::write(&file, grid).unwrap();
    let (code, _, err) = run(&["solve", file.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains(&format!("{}:6:", file.display())), "{err}");
}

#[test]
fn an_unreachable_sum_is_proven_unsolvable() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("unsat.txt");
    // Two cells cannot sum to 2 with distinct digits.
    std::fs::write(&file, "kind: kakuro\ngrid:\nx,3\\,4\\\n\\2,0,0\n").unwrap();
    let (code, out, _) = run(&["solve", file.to_str().unwrap()]);
    assert_eq!(code, 20, "{out}");
}

#[test]
fn an_unknown_sum_encoding_is_a_usage_error() {
    let file = puzzle("papers/kakuro-k_057.txt");
    let (code, _, err) = run(&["solve", "--kakuro-sum", "bdd", &file]);
    assert_eq!(code, 2);
    assert!(err.contains("[possible values: table, pb, mdd]"), "{err}");
}

#[test]
fn a_generated_puzzle_and_its_solution_check() {
    let dir = tempfile::tempdir().unwrap();
    let solution = dir.path().join("s.txt");
    // --any: a 12x15 Kakuro is rarely unique, and Kakuro has no clue to add (a digit
    // cannot be given), so only the random puzzle is made here.
    let args = [
        "generate", "kakuro", "--rows", "12", "--cols", "15", "--seed", "4", "--any",
    ];
    let (code, text, err) = run(&[&args[..], &["--solution", solution.to_str().unwrap()]].concat());
    assert_eq!(code, 0, "{err}");
    assert!(text.starts_with(
        "# made by: puzzle-sat generate kakuro --rows 12 --cols 15 --blocks 0.3 --seed 4\n"
    ));
    let file = dir.path().join("k.txt");
    std::fs::write(&file, &text).unwrap();
    let (code, _, err) = run(&["check", file.to_str().unwrap(), solution.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    for sum in ["table", "pb", "mdd"] {
        let (code, _, err) = run(&["solve", "--kakuro-sum", sum, file.to_str().unwrap()]);
        assert_eq!(code, 0, "{sum}: {err}");
    }
    // Same seed, same puzzle.
    assert_eq!(run(&args).1, text);
}
