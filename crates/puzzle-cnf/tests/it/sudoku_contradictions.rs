//! The contradictions `sudoku::encode` finds while eliminating candidates (with the
//! cells they name, 0-based, and the 1-based messages), and the exact number of
//! variables and clauses it creates: only candidates that the givens and parity marks
//! leave get a variable.

use puzzle_cnf::sudoku::{self, Contradiction};
use puzzle_cnf::{AmoEncoding, Options, Var};
use puzzle_ir::sudoku::{Parity, Sudoku};
use puzzle_ir::Puzzle;

fn parse(text: &str) -> Sudoku {
    Sudoku::parse("test.txt", text).expect("test puzzle parses")
}

fn options(singles: bool) -> Options {
    Options {
        amo: AmoEncoding::Pairwise,
        names: true,
        sudoku: puzzle_cnf::sudoku::SudokuOptions { singles },
        ..Options::default()
    }
}

/// The contradiction, which must be the same with and without singles.
fn contradiction(text: &str) -> Contradiction {
    let puzzle = parse(text);
    let plain = sudoku::encode(&puzzle, &options(false)).expect_err("no answer");
    let singles = sudoku::encode(&puzzle, &options(true)).expect_err("no answer");
    assert_eq!(plain, singles, "singles change the reported contradiction");
    plain
}

fn clash(group: &str, value: u32, first: (usize, usize), second: (usize, usize)) -> Contradiction {
    Contradiction::GivenClash {
        group: group.to_owned(),
        value,
        first,
        second,
    }
}

#[test]
fn equal_givens_in_a_row() {
    let c = contradiction("kind: sudoku\ngrid:\n1.1.\n....\n....\n....\n");
    assert_eq!(c, clash("row 1", 1, (0, 0), (0, 2)));
    assert_eq!(
        c.to_string(),
        "the givens at row 1, column 1 and row 1, column 3 are both 1 in row 1"
    );
    let c = contradiction("kind: sudoku\ngrid:\n....\n....\n....\n.4.4\n");
    assert_eq!(c, clash("row 4", 4, (3, 1), (3, 3)));
    assert_eq!(
        c.to_string(),
        "the givens at row 4, column 2 and row 4, column 4 are both 4 in row 4"
    );
}

#[test]
fn equal_givens_in_a_column() {
    let c = contradiction("kind: sudoku\ngrid:\n.2..\n....\n....\n.2..\n");
    assert_eq!(c, clash("column 2", 2, (0, 1), (3, 1)));
    assert_eq!(
        c.to_string(),
        "the givens at row 1, column 2 and row 4, column 2 are both 2 in column 2"
    );
}

#[test]
fn equal_givens_in_a_box() {
    let c = contradiction("kind: sudoku\ngrid:\n3...\n.3..\n....\n....\n");
    assert_eq!(c, clash("box 1 (counted row by row)", 3, (0, 0), (1, 1)));
    assert_eq!(
        c.to_string(),
        "the givens at row 1, column 1 and row 2, column 2 are both 3 in box 1 (counted row by row)"
    );
    // 2x3 boxes: rows 3-4 and columns 4-6 are the fourth box.
    let c = contradiction(
        "kind: sudoku\nbox: 2x3\ngrid:\n......\n......\n...4..\n.....4\n......\n......\n",
    );
    assert_eq!(c, clash("box 4 (counted row by row)", 4, (2, 3), (3, 5)));
    assert!(c
        .to_string()
        .starts_with("the givens at row 3, column 4 and row 4, column 6 are both 4"));
    // 3x2 boxes: rows 4-6 and columns 5-6 are the sixth box.
    let c = contradiction(
        "kind: sudoku\nbox: 3x2\ngrid:\n......\n......\n......\n....5.\n......\n.....5\n",
    );
    assert_eq!(c, clash("box 6 (counted row by row)", 5, (3, 4), (5, 5)));
    // 9x9: the last box.
    let mut rows = ["........."; 9];
    rows[6] = "......9..";
    rows[8] = "........9";
    let c = contradiction(&format!("kind: sudoku\ngrid:\n{}\n", rows.join("\n")));
    assert_eq!(c, clash("box 9 (counted row by row)", 9, (6, 6), (8, 8)));
}

#[test]
fn equal_givens_on_a_diagonal() {
    let main = "kind: sudoku\nvariants: diagonal\ngrid:\n1...\n....\n....\n...1\n";
    let c = contradiction(main);
    assert_eq!(c, clash("the main diagonal", 1, (0, 0), (3, 3)));
    assert_eq!(
        c.to_string(),
        "the givens at row 1, column 1 and row 4, column 4 are both 1 in the main diagonal"
    );
    let anti = "kind: sudoku\nvariants: diagonal\ngrid:\n...2\n....\n....\n2...\n";
    let c = contradiction(anti);
    assert_eq!(c, clash("the anti-diagonal", 2, (0, 3), (3, 0)));
    assert_eq!(
        c.to_string(),
        "the givens at row 1, column 4 and row 4, column 1 are both 2 in the anti-diagonal"
    );
    // Without the variant both puzzles are fine.
    for text in [main, anti] {
        let classic = text.replace("variants: diagonal\n", "");
        assert!(sudoku::encode(&parse(&classic), &options(false)).is_ok());
    }
}

#[test]
fn given_against_its_parity_mark() {
    let c = contradiction(
        "kind: sudoku\nvariants: even-odd\ngrid:\n....\n..3.\n....\n....\nparity:\n....\n..e.\n....\n....\n",
    );
    assert_eq!(
        c,
        Contradiction::GivenParity {
            cell: (1, 2),
            value: 3,
            parity: Parity::Even
        }
    );
    assert_eq!(
        c.to_string(),
        "the given 3 at row 2, column 3 is marked even"
    );
    let c = contradiction(
        "kind: sudoku\nvariants: even-odd\ngrid:\n....\n....\n....\n...4\nparity:\n....\n....\n....\n...o\n",
    );
    assert_eq!(
        c,
        Contradiction::GivenParity {
            cell: (3, 3),
            value: 4,
            parity: Parity::Odd
        }
    );
    assert_eq!(
        c.to_string(),
        "the given 4 at row 4, column 4 is marked odd"
    );
}

#[test]
fn cell_without_a_candidate() {
    // Row 1 rules out 2 and 3, column 1 rules out 4, box 1 rules out 1.
    let c = contradiction("kind: sudoku\ngrid:\n.23.\n.1..\n4...\n....\n");
    assert_eq!(c, Contradiction::NoCandidate { cell: (0, 0) });
    assert_eq!(
        c.to_string(),
        "no value is left for the cell at row 1, column 1"
    );
    // An odd cell whose odd values are ruled out: row 2 has 1, column 3 has 3.
    let c = contradiction(
        "kind: sudoku\nvariants: even-odd\ngrid:\n....\n1...\n....\n..3.\nparity:\n....\n..o.\n....\n....\n",
    );
    assert_eq!(c, Contradiction::NoCandidate { cell: (1, 2) });
    assert_eq!(
        c.to_string(),
        "no value is left for the cell at row 2, column 3"
    );
}

#[test]
fn value_without_a_place() {
    // Row 1 still needs 3 and 4, but the 3 in box 1 keeps 3 out of both open cells.
    let c = contradiction("kind: sudoku\ngrid:\n..12\n3...\n....\n....\n");
    assert_eq!(
        c,
        Contradiction::NoPlace {
            group: "row 1".into(),
            value: 3
        }
    );
    assert_eq!(c.to_string(), "no cell is left for the value 3 in row 1");
}

#[test]
fn puzzle_level_encode_reports_the_same_contradiction() {
    let text = "kind: sudoku\ngrid:\n1.1.\n....\n....\n....\n";
    let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
    let err = puzzle_cnf::encode(&puzzle, &Options::default()).unwrap_err();
    assert_eq!(
        err,
        puzzle_cnf::Contradiction::Sudoku(clash("row 1", 1, (0, 0), (0, 2)))
    );
    assert_eq!(err.to_string(), contradiction(text).to_string());
}

/// The names of all variables; every variable of a Sudoku encoding with pairwise
/// at-most-one is a named candidate.
fn names(cnf: &puzzle_cnf::CnfBuilder) -> Vec<String> {
    (0..cnf.n_vars())
        .map(|i| {
            cnf.name_of(Var::new(i))
                .unwrap_or_else(|| panic!("variable {} has no name", i + 1))
                .to_owned()
        })
        .collect()
}

#[test]
fn empty_9x9_is_the_full_extended_encoding() {
    let puzzle = Sudoku::new(9, 3, 3, vec![None; 81]).unwrap();
    for singles in [false, true] {
        let e = sudoku::encode(&puzzle, &options(singles)).unwrap();
        // 81 cells x 9 values; per cell and per (group, value): 1 + C(9,2) = 37 clauses.
        assert_eq!(e.cnf.n_vars(), 729);
        assert_eq!(e.cnf.n_clauses(), 81 * 37 + 27 * 9 * 37);
        assert_eq!(
            e.cnf.n_clauses(),
            11_988,
            "Lynce & Ouaknine's extended count"
        );
    }
}

/// One given rules out its own cell (9 variables) and its value in its 20 peers (8 in
/// its row and column, 4 more in its box): 81 * 9 - 9 - 20 = 700 variables.
#[test]
fn one_given_in_9x9_removes_exactly_its_cell_and_peers() {
    for row in 0..9 {
        for col in 0..9 {
            let value = ((row * 9 + col) % 9 + 1) as u32;
            let mut givens = vec![None; 81];
            givens[row * 9 + col] = Some(value);
            let puzzle = Sudoku::new(9, 3, 3, givens).unwrap();
            for singles in [false, true] {
                let e = sudoku::encode(&puzzle, &options(singles)).unwrap();
                assert_eq!(e.cnf.n_vars(), 81 * 9 - 9 - 20, "given at ({row}, {col})");
                let names = names(&e.cnf);
                let cell = format!("r{}c{}=", row + 1, col + 1);
                assert!(!names.iter().any(|n| n.starts_with(&cell)));
                let with_value = names
                    .iter()
                    .filter(|n| n.ends_with(&format!("={value}")))
                    .count();
                assert_eq!(with_value, 81 - 1 - 20);
            }
        }
    }
    // Clauses, given 5 at r1c1, counted by hand:
    // cells: 60 open non-peers with 9 candidates (1 + 36 clauses), 20 peers with 8 (1 + 28);
    // row 1, column 1, box 1: 8 missing values with 8 places each (1 + 28);
    // the other 24 groups: 8 values with 9 places (1 + 36), and the value 5 with 6 places
    // (1 + 15) in rows 2-3, columns 2-3 and boxes 2, 3, 4, 7, with 8 places (1 + 28) in
    // rows 4-9 and columns 4-9, with 9 places (1 + 36) in boxes 5, 6, 8, 9.
    let mut givens = vec![None; 81];
    givens[0] = Some(5);
    let puzzle = Sudoku::new(9, 3, 3, givens).unwrap();
    let cells = 60 * 37 + 20 * 29;
    let own_groups = 3 * 8 * 29;
    let other_groups = 24 * 8 * 37 + 8 * 16 + 12 * 29 + 4 * 37;
    for amo in [AmoEncoding::Pairwise, AmoEncoding::Auto] {
        let options = Options {
            amo,
            names: false,
            sudoku: puzzle_cnf::sudoku::SudokuOptions { singles: false },
            ..Options::default()
        };
        let e = sudoku::encode(&puzzle, &options).unwrap();
        assert_eq!(e.cnf.n_vars(), 700);
        assert_eq!(e.cnf.n_clauses(), cells + own_groups + other_groups);
        assert_eq!(e.cnf.n_clauses(), 11_224);
    }
}

#[test]
fn rectangular_boxes_diagonals_and_parity_remove_exactly_their_candidates() {
    // 6x6, 2x3 boxes: 5 peers in the row, 5 in the column, 2 more in the box.
    let mut givens = vec![None; 36];
    givens[2 * 6 + 4] = Some(6);
    let puzzle = Sudoku::new(6, 2, 3, givens).unwrap();
    let e = sudoku::encode(&puzzle, &options(false)).unwrap();
    assert_eq!(e.cnf.n_vars(), 36 * 6 - 6 - 12);

    // 4x4 diagonal, given on the main diagonal: 3 + 3 in row and column, 1 more in the
    // box, 2 more on the diagonal.
    let puzzle = parse("kind: sudoku\nvariants: diagonal\ngrid:\n1...\n....\n....\n....\n");
    let e = sudoku::encode(&puzzle, &options(false)).unwrap();
    assert_eq!(e.cnf.n_vars(), 64 - 4 - 9);
    // On the anti-diagonal, (1, 2): the same, one of its diagonal peers is in its box.
    let puzzle = parse("kind: sudoku\nvariants: diagonal\ngrid:\n....\n..2.\n....\n....\n");
    let e = sudoku::encode(&puzzle, &options(false)).unwrap();
    assert_eq!(e.cnf.n_vars(), 64 - 4 - 9);
    // Off both diagonals: only row, column and box.
    let puzzle = parse("kind: sudoku\nvariants: diagonal\ngrid:\n.3..\n....\n....\n....\n");
    let e = sudoku::encode(&puzzle, &options(false)).unwrap();
    assert_eq!(e.cnf.n_vars(), 64 - 4 - 7);

    // Parity marks alone: each marked cell keeps 2 of 4 values.
    let puzzle = parse(
        "kind: sudoku\nvariants: even-odd\ngrid:\n....\n....\n....\n....\nparity:\ne...\n.o..\n....\n...e\n",
    );
    let e = sudoku::encode(&puzzle, &options(false)).unwrap();
    assert_eq!(e.cnf.n_vars(), 64 - 3 * 2);
    let names = names(&e.cnf);
    for gone in ["r1c1=1", "r1c1=3", "r2c2=2", "r2c2=4", "r4c4=1", "r4c4=3"] {
        assert!(!names.iter().any(|n| n == gone), "{gone} should not exist");
    }
    // A given and a parity mark together: r1c2 is odd and loses 1 to the given: only 3.
    let puzzle = parse(
        "kind: sudoku\nvariants: even-odd\ngrid:\n1...\n....\n....\n....\nparity:\n.o..\n....\n....\n....\n",
    );
    let e = sudoku::encode(&puzzle, &options(false)).unwrap();
    assert_eq!(e.cnf.n_vars(), 8 * 4 + 6 * 3 + 1);
    assert!(names_of(&e.cnf, "r1c2=").eq(["r1c2=3".to_owned()]));
}

fn names_of<'a>(
    cnf: &'a puzzle_cnf::CnfBuilder,
    prefix: &'a str,
) -> impl Iterator<Item = String> + 'a {
    names(cnf)
        .into_iter()
        .filter(move |n| n.starts_with(prefix))
}

/// With singles on, a puzzle that singles solve needs no variable at all, and the
/// decoder still returns the whole answer.
#[test]
fn singles_can_solve_a_puzzle_before_encoding() {
    let puzzle = parse("kind: sudoku\ngrid:\n1...\n..3.\n.4..\n...2\n");
    let plain = sudoku::encode(&puzzle, &options(false)).unwrap();
    assert_eq!((plain.cnf.n_vars(), plain.cnf.n_clauses()), (20, 84));
    let singles = sudoku::encode(&puzzle, &options(true)).unwrap();
    assert_eq!((singles.cnf.n_vars(), singles.cnf.n_clauses()), (0, 0));
    let answer = singles.decoder.decode(|_| false).unwrap();
    assert!(puzzle_ir::sudoku::check(&puzzle, &answer).is_ok());
    assert_eq!(
        answer.values(),
        [1, 3, 2, 4, 4, 2, 3, 1, 2, 4, 1, 3, 3, 1, 4, 2].as_slice()
    );
    // A variable the CNF does not have must not be asked for.
    let answer = singles
        .decoder
        .decode(|v| panic!("asked for {v:?}"))
        .unwrap();
    assert!(puzzle_ir::sudoku::check(&puzzle, &answer).is_ok());
}
