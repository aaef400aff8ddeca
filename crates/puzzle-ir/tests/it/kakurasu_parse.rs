//! The Kakurasu input formats (FORMATS.md): the native `rows:`/`cols:` header, the
//! answer-set fact style and text/JSON answers. Every error names the file, the 1-based
//! line and, where one token is wrong, the 1-based column of that token.

use puzzle_ir::kakurasu::{looks_like_facts, Kakurasu, KakurasuAnswer};
use puzzle_ir::ParseError;

const FILE: &str = "puzzle.txt";

#[track_caller]
fn native_error(text: &str) -> ParseError {
    Kakurasu::parse(FILE, text).expect_err("the input must be rejected")
}

#[track_caller]
fn facts_error(text: &str) -> ParseError {
    Kakurasu::parse_facts(FILE, text).expect_err("the input must be rejected")
}

/// The whole message, `file:line:column: message`.
#[track_caller]
fn assert_message(err: ParseError, expected: &str) {
    assert_eq!(err.to_string(), expected);
}

#[test]
fn native_puzzles_parse() {
    let text = "# a comment\n\nkind: kakurasu\nrows: 1 9 10 3 8\ncols: 13 - 3 5\n";
    let puzzle = Kakurasu::parse(FILE, text).unwrap();
    assert_eq!((puzzle.rows(), puzzle.cols()), (5, 4));
    assert_eq!(puzzle.row_clue(2), Some(10));
    assert_eq!(puzzle.col_clue(1), None);
    // Keys in any order; tabs and runs of spaces separate clues; u64::MAX fits.
    let text = "cols:\t0   18446744073709551615\nkind: kakurasu\nrows: 0\n";
    let puzzle = Kakurasu::parse(FILE, text).unwrap();
    assert_eq!(puzzle.col_clues(), [Some(0), Some(u64::MAX)]);
    // A clue above the largest sum is a puzzle without an answer, not an input error.
    assert!(Kakurasu::parse(FILE, "kind: kakurasu\nrows: 99\ncols: 1\n").is_ok());
}

#[test]
fn bad_clues_name_their_column() {
    let head = "kind: kakurasu\n";
    assert_message(
        native_error(&format!("{head}rows: 1 x 3\ncols: 1 2 3\n")),
        "puzzle.txt:2:9: bad clue `x`; expected a number 0 or more, or `-` for no clue",
    );
    assert_message(
        native_error(&format!("{head}rows: 1 -3\ncols: 1 2\n")),
        "puzzle.txt:2:9: negative clue `-3`; expected a number 0 or more, or `-` for no clue",
    );
    assert_message(
        native_error(&format!("{head}rows: 1 2\ncols: 1 18446744073709551616\n")),
        "puzzle.txt:3:9: clue `18446744073709551616` is too large (at most 18446744073709551615); \
         expected a number 0 or more, or `-` for no clue",
    );
    // Columns count characters: a tab is one, and so is a non-ASCII dash.
    assert_message(
        native_error(&format!("{head}rows:\t1  -  7x\ncols: 1\n")),
        "puzzle.txt:2:13: bad clue `7x`; expected a number 0 or more, or `-` for no clue",
    );
    assert_message(
        native_error(&format!("{head}rows: 1 – 2\ncols: 1\n")),
        "puzzle.txt:2:9: bad clue `–`; expected a number 0 or more, or `-` for no clue",
    );
    assert_message(
        native_error(&format!("{head}rows: 1 +2\ncols: 1\n")),
        "puzzle.txt:2:9: bad clue `+2`; expected a number 0 or more, or `-` for no clue",
    );
    assert_message(
        native_error(&format!("{head}rows: 1,2\ncols: 1\n")),
        "puzzle.txt:2:7: bad clue `1,2`; expected a number 0 or more, or `-` for no clue",
    );
}

#[test]
fn missing_and_empty_lines() {
    assert_message(
        native_error("kind: kakurasu\ncols: 1 2\n"),
        "puzzle.txt:2: missing `rows:` line: one clue per row, or `-` for none",
    );
    assert_message(
        native_error("kind: kakurasu\nrows: 1 2\n\n"),
        "puzzle.txt:3: missing `cols:` line: one clue per column, or `-` for none",
    );
    assert_message(
        native_error("kind: kakurasu\nrows:\ncols: 1\n"),
        "puzzle.txt:2:6: `rows:` has no clues; expected one per row, or `-` for none",
    );
    assert_message(
        native_error("rows: 1\ncols: 1\n"),
        "puzzle.txt:2: missing `kind: kakurasu` line in the header",
    );
    assert_message(
        native_error(""),
        "puzzle.txt:1: missing `kind: kakurasu` line in the header",
    );
}

#[test]
fn nothing_unknown_is_ignored() {
    assert_message(
        native_error("kind: kakurasu\nsize: 2\nrows: 1 2\ncols: 1 2\n"),
        "puzzle.txt:2:1: unknown key `size` for kakurasu (expected one of: kind, rows, cols)",
    );
    assert_message(
        native_error("kind: kakurasu\nrows: 1\ncols: 1\ngrid:\n#\n"),
        "puzzle.txt:4:1: a kakurasu has no `grid:` block; its clues are the `rows:` and `cols:` lines",
    );
    assert_message(
        native_error("kind: sudoku\nrows: 1\ncols: 1\n"),
        "puzzle.txt:1:7: kind is `sudoku`; expected `kakurasu`",
    );
    assert_message(
        native_error("kind: kakurasu\nrows: 1\nrows: 2\ncols: 1\n"),
        "puzzle.txt:3:1: key `rows` given twice (first on line 2)",
    );
    assert_message(
        native_error("kind: kakurasu\nrows 1 2\n"),
        "puzzle.txt:2:1: expected a header line `key: value` (or `grid:` to start the grid)",
    );
}

#[test]
fn facts_parse_in_any_order_with_comments() {
    let text = "# header comment\n% clingo comment\nclues_col(2,0; 1,3). % trailing\n\n  clues_row ( 2 , 1 ;\n 1,2 ) .\nclues_col(3,6).\n";
    assert!(looks_like_facts(text));
    let puzzle = Kakurasu::parse_facts(FILE, text).unwrap();
    assert_eq!(puzzle.row_clues(), [Some(2), Some(1)]);
    assert_eq!(puzzle.col_clues(), [Some(3), Some(0), Some(6)]);
    // Clues above the largest sum are not input errors here either.
    assert!(Kakurasu::parse_facts(FILE, "clues_row(1,100).\nclues_col(1,0).\n").is_ok());
}

#[test]
fn looks_like_facts_tells_the_styles_apart() {
    assert!(looks_like_facts("clues_row(1,1)."));
    assert!(looks_like_facts("%c\n#c\n  clues_col (1,1)."));
    assert!(!looks_like_facts("kind: kakurasu\nrows: 1\ncols: 1\n"));
    assert!(!looks_like_facts("# clues_row(1,1).\nkind: kakurasu\n"));
    assert!(!looks_like_facts("clues_rows(1,1)."));
    assert!(!looks_like_facts("clues_row: 1"));
    assert!(!looks_like_facts(""));
}

#[test]
fn fact_syntax_errors() {
    assert_message(
        facts_error("clues_row(1,1; 2,x).\nclues_col(1,1).\n"),
        "puzzle.txt:1:18: bad clue `x`; expected a number 0 or more",
    );
    assert_message(
        facts_error("clues_row(1,-1).\nclues_col(1,1).\n"),
        "puzzle.txt:1:13: negative clue `-1`; expected a number 0 or more",
    );
    assert_message(
        facts_error("clues_row(-2,1).\n"),
        "puzzle.txt:1:11: negative index `-2`; expected a number 1 or more",
    );
    assert_message(
        facts_error("clues_row(1,1).\nclues_col(99999999999999999999,1).\n"),
        "puzzle.txt:2:11: index `99999999999999999999` is too large (at most 18446744073709551615); expected a number 1 or more",
    );
    assert_message(
        facts_error("clues_row(0,1).\n"),
        "puzzle.txt:1:11: index 0; rows and columns are numbered from 1",
    );
    assert_message(
        facts_error("clues_row(1,1)\nclues_col(1,1).\n"),
        "puzzle.txt:2:1: expected `.` to end the `clues_row` fact, found `c`",
    );
    assert_message(
        facts_error("clues_row(1,1"),
        "puzzle.txt:1:14: expected `;` or `)` after a term of `clues_row`, found the end of the file",
    );
    assert_message(
        facts_error("clues_row(1 1)."),
        "puzzle.txt:1:13: expected `,` between an index and its clue, found `1`",
    );
    assert_message(
        facts_error("clues_row(1,)."),
        "puzzle.txt:1:13: expected a clue, found `)`",
    );
    assert_message(
        facts_error("clues_row(1,1).\n\nclues_rows(2,1)."),
        "puzzle.txt:3:1: expected a fact `clues_row(...)` or `clues_col(...)`, found `clues_rows`",
    );
    assert_message(
        facts_error("clues_row(1,1). #x"),
        "puzzle.txt:1:17: expected a fact `clues_row(...)` or `clues_col(...)`, found `#`",
    );
    assert_message(
        facts_error("clues_row[1,1]."),
        "puzzle.txt:1:10: expected `(` after `clues_row`, found `[`",
    );
}

#[test]
fn fact_numbering_errors() {
    assert_message(
        facts_error("clues_row(1,1; 1,2).\nclues_col(1,1).\n"),
        "puzzle.txt:1:16: row 1 given twice in `clues_row` (first at line 1, column 11)",
    );
    assert_message(
        facts_error("clues_row(1,1).\nclues_col(2,1).\nclues_col(2,5).\n"),
        "puzzle.txt:3:11: column 2 given twice in `clues_col` (first at line 2, column 11)",
    );
    assert_message(
        facts_error("clues_row(1,1; 3,2).\nclues_col(1,1).\n"),
        "puzzle.txt:1:16: row 3 but no clue for row 2: 2 `clues_row` terms must number the rows 1..2, each once",
    );
    // A huge index allocates nothing: it is reported against the number of terms.
    assert_message(
        facts_error("clues_row(1,1).\nclues_col(18446744073709551615,1).\n"),
        "puzzle.txt:2:11: column 18446744073709551615 but no clue for column 1: 1 `clues_col` terms must number the columns 1..1, each once",
    );
    assert_message(
        facts_error("clues_row(1,1).\n"),
        "puzzle.txt:1: no `clues_col` fact: expected the column clues as `clues_col(1,CLUE; 2,CLUE; ...).`",
    );
    assert_message(
        facts_error("% nothing\n"),
        "puzzle.txt:1: no `clues_row` fact: expected the row clues as `clues_row(1,CLUE; 2,CLUE; ...).`",
    );
}

fn two_by_three() -> Kakurasu {
    Kakurasu::parse(FILE, "kind: kakurasu\nrows: 4 -\ncols: 1 0 1\n").unwrap()
}

#[test]
fn text_answers() {
    let puzzle = two_by_three();
    // Rows may start with `#` (it is a cell, not a comment); blank lines, trailing blanks
    // and CRLF line ends are fine.
    let answer = KakurasuAnswer::parse_text(&puzzle, "a.txt", "\n#.#  \r\n\n...\r\n").unwrap();
    assert!(answer.is_shaded(0, 0) && !answer.is_shaded(0, 1) && answer.is_shaded(0, 2));
    assert_eq!(answer.to_text(), "#.#\n...\n");
    assert_eq!(answer.grid(), [["#", ".", "#"], [".", ".", "."]]);
    let again = KakurasuAnswer::parse_text(&puzzle, "a.txt", &answer.to_text()).unwrap();
    assert_eq!(again, answer);
}

#[test]
fn text_answer_errors() {
    let puzzle = two_by_three();
    let error = |text: &str| KakurasuAnswer::parse_text(&puzzle, "a.txt", text).unwrap_err();
    assert_message(error("#.#\n"), "a.txt:1: answer has 1 row; expected 2");
    assert_message(error(""), "a.txt:1: answer has 0 rows; expected 2");
    assert_message(
        error("#.#\n...\n\n#..\n"),
        "a.txt:4: answer has 3 rows; expected 2",
    );
    assert_message(
        error("#.#\n.x.\n"),
        "a.txt:2:2: bad cell `x`; expected `#` (shaded) or `.` (unshaded)",
    );
    assert_message(
        error("#.#\n. .\n"),
        "a.txt:2:2: bad cell ` `; expected `#` (shaded) or `.` (unshaded)",
    );
    assert_message(error("#.#\n..\n"), "a.txt:2:3: row has 2 cells; expected 3");
    assert_message(
        error("#.#\n....\n"),
        "a.txt:2:4: row has 4 cells; expected 3",
    );
}

#[test]
fn json_answers() {
    let puzzle = two_by_three();
    let grid = |rows: &[&[&str]]| -> Vec<Vec<String>> {
        rows.iter()
            .map(|r| r.iter().map(|c| c.to_string()).collect())
            .collect()
    };
    let answer = KakurasuAnswer::from_json_grid(
        &puzzle,
        "a.json",
        &grid(&[&["#", ".", "#"], &[".", ".", "."]]),
    )
    .unwrap();
    assert_eq!(answer.to_text(), "#.#\n...\n");
    let error = |rows: &[&[&str]]| {
        KakurasuAnswer::from_json_grid(&puzzle, "a.json", &grid(rows)).unwrap_err()
    };
    assert_message(
        error(&[&["#", ".", "#"]]),
        "a.json: JSON grid has 1 row; expected 2",
    );
    assert_message(
        error(&[&["#", ".", "#"], &[".", "##", "."]]),
        "a.json: JSON row 1: bad cell `##`; expected `#` (shaded) or `.` (unshaded)",
    );
    assert_message(
        error(&[&["#", "."], &[".", ".", "."]]),
        "a.json: JSON row 0: row has 2 cells; expected 3",
    );
}
