//! The command line on Kakuro: both sum encodings give the published answer, the
//! `#Kakuro` format is read, structural errors are located, unreachable sums are proven
//! unsolvable.

mod common;

use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("kakuro", path)
}

#[test]
fn both_sum_encodings_give_the_published_answer() {
    let file = puzzle("janko/kakuro_janko_001_10x12.txt");
    let expected =
        std::fs::read_to_string(puzzle("janko/kakuro_janko_001_10x12.solution.txt")).unwrap();
    for sum in ["table", "pb"] {
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
