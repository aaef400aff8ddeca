//! `decode --cnf` refuses a header for another kind, a CNF of another size, encoding
//! flags beside `--cnf` and a CNF not written by `dimacs`. That every encoding of every
//! kind survives `dimacs` -> an external solver -> `decode --cnf` is in `conformance.rs`.

use crate::common;

use common::{puzzle, run};

#[test]
fn a_header_of_another_puzzle_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let sudoku = puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let killer = puzzle("killer", "wikipedia/killer_wikipedia_9x9.txt");
    let cnf = dir.path().join("k.cnf");
    let cnf = cnf.to_str().unwrap();
    run(&["dimacs", &killer, "-o", cnf]);
    let model = dir.path().join("m.txt");
    std::fs::write(&model, "s UNKNOWN\n").unwrap();
    let model = model.to_str().unwrap();
    let (code, _, err) = run(&["decode", "--cnf", cnf, &sudoku, model]);
    assert_eq!(code, 1);
    assert!(
        err.contains("encodes a killer puzzle, not a sudoku"),
        "{err}"
    );
    // Same kind, other puzzle: the variable count differs.
    let other = puzzle("killer", "generated/killer-9x9-c4-s1.txt");
    let (code, _, err) = run(&["decode", "--cnf", cnf, &other, model]);
    assert_eq!(code, 1);
    assert!(
        err.contains("variables but this puzzle's encoding has"),
        "{err}"
    );
    // Flags beside --cnf would be ignored: refused.
    let (code, _, err) = run(&["decode", "--cnf", cnf, "--amo", "ladder", &killer, model]);
    assert_eq!(code, 2);
    assert!(err.contains("encoding flags do not apply"), "{err}");
    // Not written by puzzle-sat.
    std::fs::write(cnf, "p cnf 1 1\n1 0\n").unwrap();
    let (code, _, err) = run(&["decode", "--cnf", cnf, &sudoku, model]);
    assert_eq!(code, 1);
    assert!(err.contains("not written by `puzzle-sat dimacs`"), "{err}");
}
