//! The independent Sudoku checker on broken answers, and the answer forms that
//! `Puzzle::parse_answer` must read (FORMATS.md, "Answers").

use puzzle_ir::sudoku::{self, check::Violation, Sudoku, SudokuAnswer};
use puzzle_ir::{Answer, Puzzle};
use std::path::PathBuf;

const PUZZLE: &str = "puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt";
const SOLUTION: &str = "puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.solution.txt";

/// A path relative to the workspace root.
fn workspace_file(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(relative)
}

/// The corpus puzzle and its solution, read the way the command line reads them.
fn janko() -> (Puzzle, Answer) {
    let bytes = std::fs::read(workspace_file(PUZZLE)).expect("corpus puzzle is readable");
    let puzzle = Puzzle::parse(PUZZLE, &bytes).expect("corpus puzzle parses");
    let text =
        std::fs::read_to_string(workspace_file(SOLUTION)).expect("corpus solution is readable");
    let answer = puzzle
        .parse_answer(SOLUTION, &text)
        .expect("corpus solution parses");
    (puzzle, answer)
}

fn sudoku_of(puzzle: &Puzzle) -> &Sudoku {
    match puzzle {
        Puzzle::Sudoku(s) => s,
        other => panic!("expected a Sudoku, got {:?}", other.kind()),
    }
}

fn values_of(answer: &Answer) -> Vec<u32> {
    match answer {
        Answer::Sudoku(a) => a.values().to_vec(),
        other => panic!("expected a Sudoku answer, got {:?}", other.kind()),
    }
}

/// The answer to `puzzle` with `values` (row-major).
fn answer_with(puzzle: &Puzzle, values: Vec<u32>) -> Answer {
    Answer::Sudoku(SudokuAnswer::new(sudoku_of(puzzle), values))
}

/// Both checker entry points agree; returns the violation.
#[track_caller]
fn violation(puzzle: &Puzzle, answer: &Answer) -> Violation {
    let Answer::Sudoku(a) = answer else {
        panic!("expected a Sudoku answer")
    };
    let direct = sudoku::check(sudoku_of(puzzle), a).expect_err("the answer must be rejected");
    let wrapped = puzzle
        .check(answer)
        .expect_err("the answer must be rejected");
    assert_eq!(wrapped, puzzle_ir::Violation::Sudoku(direct.clone()));
    assert_eq!(wrapped.to_string(), direct.to_string());
    direct
}

/// Rows of digits (N <= 9) to row-major values.
fn digits(rows: &[&str]) -> Vec<u32> {
    rows.iter()
        .flat_map(|r| r.chars().map(|c| c.to_digit(10).expect("a digit")))
        .collect()
}

fn blank(size: usize, box_rows: usize, box_cols: usize) -> Sudoku {
    Sudoku::new(size, box_rows, box_cols, vec![None; size * size]).unwrap()
}

const JANKO_SOLUTION: [&str; 9] = [
    "219458736",
    "843176295",
    "765329841",
    "624987153",
    "158632974",
    "397514682",
    "476293518",
    "582741369",
    "931865427",
];

// ---------------------------------------------------------------- the good case

#[test]
fn corpus_solution_passes() {
    let (puzzle, answer) = janko();
    assert_eq!(values_of(&answer), digits(&JANKO_SOLUTION));
    assert_eq!(puzzle.check(&answer), Ok(()));
    let Answer::Sudoku(a) = &answer else {
        panic!("expected a Sudoku answer")
    };
    assert_eq!(sudoku::check(sudoku_of(&puzzle), a), Ok(()));
}

// ---------------------------------------------------------------- broken answers

#[test]
fn changed_given_names_the_cell_and_both_values() {
    let (puzzle, answer) = janko();
    let mut values = values_of(&answer);
    // Row 3, column 3 is the given 5 (`..53.98..`).
    assert_eq!(sudoku_of(&puzzle).given(2, 2), Some(5));
    values[2 * 9 + 2] = 4;
    let v = violation(&puzzle, &answer_with(&puzzle, values));
    assert_eq!(
        v,
        Violation::GivenChanged {
            row: 3,
            col: 3,
            given: 5,
            value: 4
        }
    );
    assert_eq!(
        v.to_string(),
        "row 3, column 3: the given 5 was changed to 4"
    );
}

#[test]
fn value_repeated_in_a_row() {
    let (puzzle, answer) = janko();
    let mut values = values_of(&answer);
    // Row 1 is `21.4...36`: column 3 is free; make it 1 like column 2.
    assert_eq!(sudoku_of(&puzzle).given(0, 2), None);
    values[2] = 1;
    let v = violation(&puzzle, &answer_with(&puzzle, values));
    assert_eq!(
        v.to_string(),
        "row 1 holds 1 twice: at row 1, column 2 and row 1, column 3"
    );
}

#[test]
fn value_repeated_in_a_column() {
    let (puzzle, answer) = janko();
    let mut values = values_of(&answer);
    // Swap two free cells of row 1 (columns 3 and 5: 9 and 5): the row stays a
    // permutation, column 3 now holds 5 twice.
    assert_eq!(sudoku_of(&puzzle).given(0, 4), None);
    values.swap(2, 4);
    let v = violation(&puzzle, &answer_with(&puzzle, values));
    assert_eq!(
        v,
        Violation::Repeated {
            group: "column 3".into(),
            value: 5,
            first: (1, 3),
            second: (3, 3)
        }
    );
    assert_eq!(
        v.to_string(),
        "column 3 holds 5 twice: at row 1, column 3 and row 3, column 3"
    );
}

#[test]
fn value_repeated_in_a_box_of_a_6x6() {
    // A cyclic Latin square: every row and column holds 1..6 once, but the 2x3 boxes do not.
    let puzzle = Puzzle::Sudoku(blank(6, 2, 3));
    let values = digits(&["123456", "234561", "345612", "456123", "561234", "612345"]);
    let v = violation(&puzzle, &answer_with(&puzzle, values));
    assert_eq!(
        v.to_string(),
        "the box with top-left cell at row 1, column 1 holds 2 twice: at row 1, column 2 and row 2, column 1"
    );
}

#[test]
fn value_repeated_in_a_box_of_the_9x9() {
    // Swapping rows 3 and 4 (different bands) keeps rows and columns valid. It moves
    // givens too, so the grid is checked against a blank 9x9.
    let (_, answer) = janko();
    let mut values = values_of(&answer);
    for c in 0..9 {
        values.swap(2 * 9 + c, 3 * 9 + c);
    }
    let puzzle = Puzzle::Sudoku(blank(9, 3, 3));
    let v = violation(&puzzle, &answer_with(&puzzle, values));
    // Box 1 now holds rows `219`, `843`, `624`: 2 at (1,1) and (3,2).
    assert_eq!(
        v.to_string(),
        "the box with top-left cell at row 1, column 1 holds 2 twice: at row 1, column 1 and row 3, column 2"
    );
}

#[test]
fn box_shape_matters_for_a_6x6() {
    // A valid 2x3-box grid read with 3x2 boxes breaks a box.
    let values = digits(&["512346", "364152", "653421", "421635", "135264", "246513"]);
    let wide = Puzzle::Sudoku(blank(6, 2, 3));
    assert_eq!(wide.check(&answer_with(&wide, values.clone())), Ok(()));
    let tall = Puzzle::Sudoku(blank(6, 3, 2));
    let v = violation(&tall, &answer_with(&tall, values));
    assert!(
        v.to_string()
            .starts_with("the box with top-left cell at row 1, column 1 holds "),
        "{v}"
    );
}

#[test]
fn diagonal_repeated_in_the_main_diagonal() {
    // A valid 6x6 grid whose anti-diagonal holds 1..6 but whose main diagonal does not.
    let values = digits(&["512346", "364152", "653421", "421635", "135264", "246513"]);
    let classic = Puzzle::Sudoku(blank(6, 2, 3));
    assert_eq!(
        classic.check(&answer_with(&classic, values.clone())),
        Ok(())
    );
    let diagonal = Puzzle::Sudoku(blank(6, 2, 3).with_diagonal(true));
    let v = violation(&diagonal, &answer_with(&diagonal, values));
    assert_eq!(
        v.to_string(),
        "the main diagonal (top-left to bottom-right) holds 6 twice: at row 2, column 2 and row 4, column 4"
    );
}

#[test]
fn diagonal_repeated_in_the_anti_diagonal() {
    // A valid 6x6 grid whose main diagonal holds 1..6 but whose anti-diagonal does not.
    let values = digits(&["431625", "652341", "146253", "325164", "214536", "563412"]);
    let classic = Puzzle::Sudoku(blank(6, 2, 3));
    assert_eq!(
        classic.check(&answer_with(&classic, values.clone())),
        Ok(())
    );
    let diagonal = Puzzle::Sudoku(blank(6, 2, 3).with_diagonal(true));
    let v = violation(&diagonal, &answer_with(&diagonal, values));
    assert_eq!(
        v.to_string(),
        "the anti-diagonal (top-right to bottom-left) holds 5 twice: at row 1, column 6 and row 4, column 3"
    );
}

#[test]
fn diagonal_grid_passes_the_diagonal_checker() {
    let text = "kind: sudoku\nvariants: diagonal\ngrid:\n1..4\n....\n....\n....\n";
    let puzzle = Puzzle::parse("d.txt", text.as_bytes()).unwrap();
    let answer = puzzle
        .parse_answer("a.txt", "1234\n3412\n4321\n2143\n")
        .unwrap();
    assert_eq!(puzzle.check(&answer), Ok(()));
    // The same rows in another valid order keep the diagonal rule broken.
    let answer = puzzle
        .parse_answer("a.txt", "1234\n3412\n2143\n4321\n")
        .unwrap();
    let v = violation(&puzzle, &answer);
    assert!(v.to_string().starts_with("the main diagonal"), "{v}");
}

#[test]
fn parity_violation_even_odd() {
    let text = "kind: sudoku\nvariants: even-odd\ngrid:\n1...\n....\n....\n....\nparity:\n....\ne...\n....\n...o\n";
    let puzzle = Puzzle::parse("eo.txt", text.as_bytes()).unwrap();
    // Valid Sudoku grids, but (2,1) holds 3 and is marked even.
    let answer = puzzle
        .parse_answer("a.txt", "1234\n3412\n2143\n4321\n")
        .unwrap();
    let v = violation(&puzzle, &answer);
    assert_eq!(
        v,
        Violation::Parity {
            row: 2,
            col: 1,
            value: 3,
            parity: "even"
        }
    );
    assert_eq!(v.to_string(), "row 2, column 1 is marked even but holds 3");
    // (4,4) holds 2 and is marked odd.
    let answer = puzzle
        .parse_answer("a.txt", "1324\n4213\n2431\n3142\n")
        .unwrap();
    let v = violation(&puzzle, &answer);
    assert_eq!(v.to_string(), "row 4, column 4 is marked odd but holds 2");
    // A grid that honours every mark passes.
    let answer = puzzle
        .parse_answer("a.txt", "1324\n2413\n3142\n4231\n")
        .unwrap();
    assert_eq!(puzzle.check(&answer), Ok(()));
    // Without the variant the same puzzle accepts the first grid.
    let classic = Puzzle::Sudoku(blank(4, 2, 2));
    let answer = classic
        .parse_answer("a.txt", "1234\n3412\n2143\n4321\n")
        .unwrap();
    assert_eq!(classic.check(&answer), Ok(()));
}

#[test]
fn value_out_of_range() {
    let (puzzle, answer) = janko();
    let mut values = values_of(&answer);
    values[4 * 9 + 8] = 10;
    let v = violation(&puzzle, &answer_with(&puzzle, values.clone()));
    assert_eq!(
        v,
        Violation::OutOfRange {
            row: 5,
            col: 9,
            value: 10
        }
    );
    assert_eq!(
        v.to_string(),
        "row 5, column 9 holds 10, outside the puzzle's values"
    );
    values[4 * 9 + 8] = 0;
    let v = violation(&puzzle, &answer_with(&puzzle, values));
    assert_eq!(
        v.to_string(),
        "row 5, column 9 holds 0, outside the puzzle's values"
    );
}

#[test]
fn answer_of_the_wrong_size() {
    let (puzzle, _) = janko();
    let small = blank(4, 2, 2);
    let answer = Answer::Sudoku(SudokuAnswer::new(
        &small,
        digits(&["1234", "3412", "2143", "4321"]),
    ));
    let v = violation(&puzzle, &answer);
    assert_eq!(
        v,
        Violation::WrongSize {
            expected: 9,
            got: 4
        }
    );
    assert_eq!(v.to_string(), "answer is 4x4, puzzle is 9x9");
}

// ---------------------------------------------------------------- answer text that does not parse

#[test]
fn answer_text_of_the_wrong_size_is_an_input_error() {
    let (puzzle, _) = janko();
    let err = puzzle
        .parse_answer("a.txt", "1234\n3412\n2143\n4321\n")
        .unwrap_err();
    assert_eq!(err.to_string(), "a.txt:4: answer has 4 rows; expected 9");
    let mut rows = JANKO_SOLUTION.to_vec();
    rows[6] = "47629351";
    let err = puzzle.parse_answer("a.txt", &rows.join("\n")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "a.txt:7: answer row has 8 cells; expected 9"
    );
}

#[test]
fn answer_text_with_a_bad_cell_is_an_input_error() {
    let (puzzle, _) = janko();
    let mut rows = JANKO_SOLUTION.to_vec();
    rows[2] = "7653.9841";
    let err = puzzle.parse_answer("a.txt", &rows.join("\n")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "a.txt:3:5: bad answer cell `.`; expected a value 1..9"
    );
}

// ---------------------------------------------------------------- answer forms

#[test]
fn parse_answer_reads_the_bordered_text_it_prints() {
    let (puzzle, answer) = janko();
    let text = answer.to_text();
    assert_eq!(
        text,
        "2 1 9 | 4 5 8 | 7 3 6\n\
         8 4 3 | 1 7 6 | 2 9 5\n\
         7 6 5 | 3 2 9 | 8 4 1\n\
         ------+-------+------\n\
         6 2 4 | 9 8 7 | 1 5 3\n\
         1 5 8 | 6 3 2 | 9 7 4\n\
         3 9 7 | 5 1 4 | 6 8 2\n\
         ------+-------+------\n\
         4 7 6 | 2 9 3 | 5 1 8\n\
         5 8 2 | 7 4 1 | 3 6 9\n\
         9 3 1 | 8 6 5 | 4 2 7\n"
    );
    assert_eq!(puzzle.parse_answer("a.txt", &text).unwrap(), answer);
}

#[test]
fn parse_answer_reads_the_plain_corpus_form() {
    let (puzzle, answer) = janko();
    let plain = JANKO_SOLUTION.join("\n");
    assert_eq!(puzzle.parse_answer("a.txt", &plain).unwrap(), answer);
    // With blank lines, CRLF line ends and surrounding spaces.
    let loose = format!("\n  {}  \r\n\n", JANKO_SOLUTION.join("\r\n"));
    assert_eq!(puzzle.parse_answer("a.txt", &loose).unwrap(), answer);
    // Compact rows with `|` borders.
    let compact: Vec<String> = JANKO_SOLUTION
        .iter()
        .map(|r| format!("{}|{}|{}", &r[..3], &r[3..6], &r[6..]))
        .collect();
    assert_eq!(
        puzzle.parse_answer("a.txt", &compact.join("\n")).unwrap(),
        answer
    );
    assert_eq!(answer.to_line(), JANKO_SOLUTION.concat());
}

#[test]
fn parse_answer_reads_the_json_form() {
    let (puzzle, answer) = janko();
    let grid: Vec<Vec<String>> = JANKO_SOLUTION
        .iter()
        .map(|r| r.chars().map(|c| c.to_string()).collect())
        .collect();
    assert_eq!(answer.grid(), grid);
    let json = format!(
        r#"{{"kind":"sudoku","status":"sat","grid":{}}}"#,
        serde_json::to_string(&grid).unwrap()
    );
    assert!(json.starts_with(r#"{"kind":"sudoku","status":"sat","grid":[["2","1","9","4""#));
    assert_eq!(puzzle.parse_answer("a.json", &json).unwrap(), answer);
    // Pretty-printed, with extra fields (FORMATS.md: more fields may be added).
    let value = serde_json::json!({
        "kind": "sudoku", "status": "sat", "grid": grid, "time_s": 0.0012, "conflicts": 3
    });
    let pretty = serde_json::to_string_pretty(&value).unwrap();
    assert_eq!(puzzle.parse_answer("a.json", &pretty).unwrap(), answer);
    // A JSON answer is checked like any other.
    let mut broken = grid.clone();
    broken[0].swap(2, 4);
    let json = serde_json::json!({"kind": "sudoku", "status": "sat", "grid": broken}).to_string();
    let broken = puzzle.parse_answer("a.json", &json).unwrap();
    assert!(puzzle
        .check(&broken)
        .unwrap_err()
        .to_string()
        .starts_with("column 3 holds 5 twice"));
}

#[test]
fn json_answer_without_grid_is_rejected() {
    let (puzzle, _) = janko();
    let err = puzzle
        .parse_answer("a.json", r#"{"kind":"sudoku","status":"unsat"}"#)
        .unwrap_err();
    assert_eq!(err.file, "a.json");
    assert_eq!(err.message, "JSON answer has no `grid` (status: unsat)");
    assert_eq!(
        err.to_string(),
        "a.json:1: JSON answer has no `grid` (status: unsat)"
    );
    let err = puzzle
        .parse_answer("a.json", r#"{"kind":"sudoku"}"#)
        .unwrap_err();
    assert_eq!(err.message, "JSON answer has no `grid` (status: missing)");
}

#[test]
fn json_answer_with_bad_grid_or_syntax_is_rejected() {
    let (puzzle, _) = janko();
    let err = puzzle
        .parse_answer("a.json", r#"{"status":"sat","grid":[["1","2"]]}"#)
        .unwrap_err();
    assert_eq!(err.message, "JSON grid must have 9 rows of 9 cells");
    let mut grid: Vec<Vec<String>> = JANKO_SOLUTION
        .iter()
        .map(|r| r.chars().map(|c| c.to_string()).collect())
        .collect();
    grid[3][7] = "x".into();
    let json = serde_json::json!({"status": "sat", "grid": grid}).to_string();
    let err = puzzle.parse_answer("a.json", &json).unwrap_err();
    assert_eq!(
        err.message,
        "JSON grid cell [3][7] is `x`; expected \"1\"..\"9\""
    );
    let err = puzzle
        .parse_answer("a.json", "{\"status\": \"sat\",\n \"grid\": [[\"1\",]]}")
        .unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.message.starts_with("bad JSON answer: "), "{err}");
    assert!(err.to_string().starts_with("a.json:2:"), "{err}");
}
