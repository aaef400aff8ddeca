//! Input errors of the native Sudoku format and of `.lines` files (FORMATS.md, "Input
//! errors"): each one names the file, the 1-based line and, where one token is wrong, the
//! 1-based column, and says what was expected.

use puzzle_ir::sudoku::{parse_lines, Sudoku};
use puzzle_ir::{Kind, ParseError, Puzzle};

const FILE: &str = "puzzle.txt";

/// The grid of the corpus puzzle `sudoku_janko_0001_9x9.txt`.
const JANKO: [&str; 9] = [
    "21.4...36",
    "8.......5",
    "..53.98..",
    "6.49.71..",
    "....3....",
    "..75.46.2",
    "..62.35..",
    "5.......9",
    "93...5.27",
];

/// A 9x9 file whose grid row `i` (0-based) is on line `4 + i`.
fn sudoku9(rows: &[&str]) -> String {
    let mut text = String::from("kind: sudoku\nbox: 3x3\ngrid:\n");
    for row in rows {
        text.push_str(row);
        text.push('\n');
    }
    text
}

/// The janko grid with row `index` (0-based, on line `4 + index`) replaced.
fn janko_with_row(index: usize, row: &str) -> String {
    let mut rows = JANKO.to_vec();
    rows[index] = row;
    sudoku9(&rows)
}

/// A blank 16x16 file (no `box:`, so 4x4 boxes) whose cell (r, c) is `cell(r, c)`; grid
/// row `r` is on line `3 + r`, and with one-character cells cell `c` is at column `2c + 1`.
fn sudoku16(cell: impl Fn(usize, usize) -> Option<&'static str>) -> String {
    let mut text = String::from("kind: sudoku\ngrid:\n");
    for r in 0..16 {
        let row: Vec<&str> = (0..16).map(|c| cell(r, c).unwrap_or(".")).collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    text
}

/// A 4x4 even-odd file: `grid:` on line 3, grid rows on lines 4..=7, `parity:` on line 8,
/// parity rows from line 9.
fn even_odd4(parity_rows: &[&str]) -> String {
    let mut text =
        String::from("kind: sudoku\nvariants: even-odd\ngrid:\n1...\n..3.\n.4..\n...2\nparity:\n");
    for row in parity_rows {
        text.push_str(row);
        text.push('\n');
    }
    text
}

fn parse_err_bytes(bytes: &[u8]) -> ParseError {
    match Puzzle::parse(FILE, bytes) {
        Ok(puzzle) => panic!("expected an input error, but the file parsed as {puzzle:?}"),
        Err(err) => err,
    }
}

fn parse_err(text: &str) -> ParseError {
    parse_err_bytes(text.as_bytes())
}

/// Checks every part of the error and its `file:line:column: message` display.
#[track_caller]
fn assert_error(err: &ParseError, line: usize, column: Option<usize>, message: &str) {
    assert_eq!(err.file, FILE, "file of: {err}");
    assert_eq!(
        (err.line, err.column),
        (line, column),
        "line and column of: {err}"
    );
    assert_eq!(err.message, message);
    let prefix = match column {
        Some(col) => format!("{FILE}:{line}:{col}: "),
        None => format!("{FILE}:{line}: "),
    };
    assert_eq!(err.to_string(), format!("{prefix}{message}"));
}

#[test]
fn the_unchanged_janko_grid_parses() {
    // The good case that every test below breaks in one place.
    let Puzzle::Sudoku(puzzle) = Puzzle::parse(FILE, sudoku9(&JANKO).as_bytes()).unwrap() else {
        panic!("expected a Sudoku puzzle")
    };
    assert_eq!(puzzle.size(), 9);
    assert_eq!(puzzle.given(0, 0), Some(2));
    assert_eq!(puzzle.given(8, 8), Some(7));
    assert_eq!(puzzle.given_count(), 33);
}

// ---------------------------------------------------------------- rows and cells

#[test]
fn short_row_names_the_column_after_its_end() {
    let err = parse_err(&janko_with_row(1, "8......."));
    assert_error(
        &err,
        5,
        Some(9),
        "row has 8 cells; expected 9, one per column of the 9-row grid",
    );
}

#[test]
fn long_row_names_the_first_extra_cell() {
    let err = parse_err(&janko_with_row(1, "8.......5."));
    assert_error(
        &err,
        5,
        Some(10),
        "row has 10 cells; expected 9, one per column of the 9-row grid",
    );
}

#[test]
fn short_row_of_tokens_in_a_16x16() {
    let mut text = sudoku16(|_, _| None);
    // Drop the last cell of grid row 3 (line 6): ". . ... ." becomes 15 tokens.
    let lines: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == 5 {
                l[..l.len() - 2].to_owned()
            } else {
                l.to_owned()
            }
        })
        .collect();
    text = lines.join("\n");
    let err = parse_err(&text);
    assert_error(
        &err,
        6,
        Some(30),
        "row has 15 cells; expected 16, one per column of the 16-row grid",
    );
}

#[test]
fn bad_letter_token() {
    let err = parse_err(&janko_with_row(2, "..53a98.."));
    assert_error(
        &err,
        6,
        Some(5),
        "bad token `a`; expected 1..9, `?` for a hidden given, or `.` or `0` for a blank",
    );
}

#[test]
fn bad_minus_token() {
    let err = parse_err(&janko_with_row(8, "93...5.2-"));
    assert_error(
        &err,
        12,
        Some(9),
        "bad token `-`; expected 1..9, `?` for a hidden given, or `.` or `0` for a blank",
    );
}

#[test]
fn negative_number_in_a_16x16_is_a_bad_token() {
    let err = parse_err(&sudoku16(|r, c| (r == 0 && c == 1).then_some("-3")));
    assert_error(
        &err,
        3,
        Some(3),
        "bad token `-3`; expected 1..16, `?` for a hidden given, or `.` for a blank",
    );
}

#[test]
fn value_10_in_a_9x9_written_with_spaces() {
    let err = parse_err(&janko_with_row(0, "2 1 . 4 . . . 3 10"));
    assert_error(
        &err,
        4,
        Some(17),
        "value 10 is outside 1..9; expected 1..9, `?` for a hidden given, or `.` or `0` for a blank",
    );
}

#[test]
fn a_9x9_written_with_spaces_parses() {
    let Puzzle::Sudoku(puzzle) =
        Puzzle::parse(FILE, janko_with_row(0, "2 1 . 4 . . . 3 6").as_bytes()).unwrap()
    else {
        panic!("expected a Sudoku puzzle")
    };
    assert_eq!(puzzle.given(0, 7), Some(3));
    assert_eq!(puzzle.given(0, 8), Some(6));
}

#[test]
fn value_17_in_a_16x16() {
    let err = parse_err(&sudoku16(|r, c| (r == 4 && c == 3).then_some("17")));
    assert_error(
        &err,
        7,
        Some(7),
        "value 17 is outside 1..16; expected 1..16, `?` for a hidden given, or `.` for a blank",
    );
}

#[test]
fn a_16x16_with_values_up_to_16_parses() {
    let Puzzle::Sudoku(puzzle) = Puzzle::parse(
        FILE,
        sudoku16(|r, c| (r == c).then_some(["16", "1", "9", "10"][r % 4])).as_bytes(),
    )
    .unwrap() else {
        panic!("expected a Sudoku puzzle")
    };
    assert_eq!(puzzle.size(), 16);
    assert_eq!((puzzle.box_rows(), puzzle.box_cols()), (4, 4));
    assert_eq!(puzzle.given(0, 0), Some(16));
    assert_eq!(puzzle.given(3, 3), Some(10));
    assert_eq!(puzzle.given(0, 1), None);
}

#[test]
fn zero_is_not_a_blank_when_n_is_above_9() {
    let err = parse_err(&sudoku16(|r, c| (r == 15 && c == 15).then_some("0")));
    assert_error(
        &err,
        18,
        Some(31),
        "value 0 is outside 1..16; expected 1..16, `?` for a hidden given, or `.` for a blank",
    );
}

#[test]
fn zero_is_a_blank_when_n_is_at_most_9() {
    let Puzzle::Sudoku(puzzle) =
        Puzzle::parse(FILE, janko_with_row(1, "800000005").as_bytes()).unwrap()
    else {
        panic!("expected a Sudoku puzzle")
    };
    assert_eq!(puzzle.given(1, 1), None);
    assert_eq!(puzzle.given(1, 8), Some(5));
}

#[test]
fn number_too_large_for_u32_is_an_error_not_a_panic() {
    let huge = "99999999999999999999999999";
    let err = parse_err(&sudoku16(|r, c| (r == 1 && c == 2).then_some(huge)));
    assert_error(
        &err,
        4,
        Some(5),
        &format!("value {huge} is outside 1..16; expected 1..16, `?` for a hidden given, or `.` for a blank"),
    );
    // Just above u32::MAX, in a 9x9 written with spaces.
    let err = parse_err(&janko_with_row(0, "2 1 . 4 . . . 3 4294967297"));
    assert_error(
        &err,
        4,
        Some(17),
        "value 4294967297 is outside 1..9; expected 1..9, `?` for a hidden given, or `.` or `0` for a blank",
    );
}

#[test]
fn number_too_large_for_usize_in_box_is_an_error_not_a_panic() {
    let text = sudoku9(&JANKO).replace("box: 3x3", "box: 99999999999999999999999x3");
    let err = parse_err(&text);
    assert_error(
        &err,
        2,
        Some(6),
        "expected a box shape `RxC` of positive whole numbers, found `99999999999999999999999x3`",
    );
    // Both parts fit in usize but their product does not.
    let text = sudoku9(&JANKO).replace("box: 3x3", "box: 18446744073709551615x3");
    let err = parse_err(&text);
    assert_error(
        &err,
        2,
        Some(6),
        "box 18446744073709551615x3 does not tile the 9x9 grid: R x C must equal N = 9",
    );
}

// ---------------------------------------------------------------- box

#[test]
fn box_that_does_not_tile_the_grid() {
    let text = sudoku9(&JANKO).replace("box: 3x3", "box: 2x4");
    let err = parse_err(&text);
    assert_error(
        &err,
        2,
        Some(6),
        "box 2x4 does not tile the 9x9 grid: R x C must equal N = 9",
    );
}

#[test]
fn box_with_a_zero_side() {
    let text = sudoku9(&JANKO).replace("box: 3x3", "box: 0x9");
    let err = parse_err(&text);
    assert_error(
        &err,
        2,
        Some(6),
        "expected a box shape `RxC` of positive whole numbers, found `0x9`",
    );
}

#[test]
fn malformed_box_without_x() {
    let text = sudoku9(&JANKO).replace("box: 3x3", "box: 3by3");
    let err = parse_err(&text);
    assert_error(
        &err,
        2,
        Some(6),
        "expected a box shape `RxC` such as `3x3`, found `3by3`",
    );
}

#[test]
fn malformed_box_without_rows() {
    let text = sudoku9(&JANKO).replace("box: 3x3", "box:   x3");
    let err = parse_err(&text);
    // The column is where the value starts, after the extra spaces.
    assert_error(
        &err,
        2,
        Some(8),
        "expected a box shape `RxC` of positive whole numbers, found `x3`",
    );
}

#[test]
fn non_square_n_without_box() {
    let text = "kind: sudoku\ngrid:\n1.....\n......\n......\n......\n......\n.....6\n";
    let err = parse_err(text);
    assert_error(
        &err,
        2,
        None,
        "N = 6 is not a square: say the box shape, e.g. `box: RxC` with R x C = 6",
    );
    // With the box shape the same grid is fine.
    let fixed = text.replace("grid:", "box: 2x3\ngrid:");
    let Puzzle::Sudoku(puzzle) = Puzzle::parse(FILE, fixed.as_bytes()).unwrap() else {
        panic!("expected a Sudoku puzzle")
    };
    assert_eq!((puzzle.box_rows(), puzzle.box_cols()), (2, 3));
    assert_eq!(puzzle.given(5, 5), Some(6));
}

#[test]
fn n_below_4() {
    let err = parse_err("kind: sudoku\n\ngrid:\n1..\n.2.\n..3\n");
    assert_error(
        &err,
        3,
        None,
        "a Sudoku grid needs at least 4 rows (N >= 4); found 3",
    );
    let err = parse_err("kind: sudoku\ngrid:\n");
    assert_error(
        &err,
        2,
        None,
        "a Sudoku grid needs at least 4 rows (N >= 4); found 0",
    );
}

// ---------------------------------------------------------------- header

#[test]
fn missing_grid() {
    let err = parse_err("kind: sudoku\nbox: 3x3\n");
    assert_error(&err, 2, None, "missing `grid:` block");
}

#[test]
fn missing_kind() {
    let text = sudoku9(&JANKO).replace("kind: sudoku\n", "");
    let err = parse_err(&text);
    assert_error(
        &err,
        1,
        None,
        "missing `kind:` line in the header (e.g. `kind: sudoku`)",
    );
}

#[test]
fn empty_file_is_missing_kind() {
    let err = parse_err("");
    assert_error(
        &err,
        1,
        None,
        "missing `kind:` line in the header (e.g. `kind: sudoku`)",
    );
}

#[test]
fn unknown_kind() {
    let text = sudoku9(&JANKO).replace("kind: sudoku", "kind: sokoban");
    let err = parse_err(&text);
    assert_error(
        &err,
        1,
        Some(7),
        &format!("unknown kind `sokoban` (expected {})", Kind::listing()),
    );
}

#[test]
fn unknown_kind_after_a_comment_points_at_its_line_and_column() {
    let err = parse_err("# a Sokoban\nkind: sokoban\ngrid:\nx,x,32\\,15\\,x\n");
    assert_error(
        &err,
        2,
        Some(7),
        &format!("unknown kind `sokoban` (expected {})", Kind::listing()),
    );
}

#[test]
fn unknown_variant_points_at_the_variant() {
    let text = sudoku9(&JANKO).replace("box: 3x3\n", "box: 3x3\nvariants: diagonal killer\n");
    let err = parse_err(&text);
    // `variants: diagonal killer`: `killer` starts at character 20.
    assert_error(
        &err,
        3,
        Some(20),
        "unknown variant `killer` (expected diagonal or even-odd)",
    );
}

#[test]
fn known_variants_parse() {
    let text = sudoku9(&JANKO).replace("box: 3x3\n", "box: 3x3\nvariants: diagonal\n");
    let Puzzle::Sudoku(puzzle) = Puzzle::parse(FILE, text.as_bytes()).unwrap() else {
        panic!("expected a Sudoku puzzle")
    };
    assert!(puzzle.diagonal());
    assert!(!puzzle.even_odd());
}

#[test]
fn unknown_header_key() {
    let text = sudoku9(&JANKO).replace("box: 3x3\n", "box: 3x3\nsize: 9\n");
    let err = parse_err(&text);
    assert_error(
        &err,
        3,
        Some(1),
        "unknown key `size` for sudoku (expected one of: kind, box, variants)",
    );
}

#[test]
fn unknown_block_after_the_grid() {
    let mut text = sudoku9(&JANKO);
    text.push_str("cages:\n1 2 3\n");
    let err = parse_err(&text);
    assert_error(
        &err,
        13,
        Some(1),
        "unknown block `cages:` for sudoku (expected one of: grid, parity)",
    );
}

#[test]
fn key_given_twice() {
    let text = sudoku9(&JANKO).replace("box: 3x3\n", "box: 3x3\nbox: 3x3\n");
    let err = parse_err(&text);
    assert_error(&err, 3, Some(1), "key `box` given twice (first on line 2)");
}

#[test]
fn grid_given_twice() {
    let mut text = sudoku9(&JANKO);
    text.push_str("grid:\n");
    let err = parse_err(&text);
    assert_error(
        &err,
        13,
        Some(1),
        "block `grid:` given twice (first on line 3)",
    );
}

#[test]
fn text_after_grid_on_the_same_line() {
    let text = sudoku9(&JANKO).replace("grid:\n", "grid: 21.4...36\n");
    let err = parse_err(&text);
    assert_error(
        &err,
        3,
        Some(7),
        "expected nothing after `grid:`; its rows follow on the next lines",
    );
}

#[test]
fn header_line_that_is_not_key_value() {
    let text = sudoku9(&JANKO).replace("box: 3x3\n", "box: 3x3\nclassic sudoku\n");
    let err = parse_err(&text);
    assert_error(
        &err,
        3,
        Some(1),
        "expected a header line `key: value` (or `grid:` to start the grid)",
    );
    // Indented: the column is the first character of the line's text.
    let text = sudoku9(&JANKO).replace("box: 3x3\n", "box: 3x3\n   9 by 9\n");
    let err = parse_err(&text);
    assert_error(
        &err,
        3,
        Some(4),
        "expected a header line `key: value` (or `grid:` to start the grid)",
    );
}

#[test]
fn grid_row_before_grid_is_not_a_header_line() {
    // The `grid:` line was forgotten: the first row is reported, not silently skipped.
    let text = sudoku9(&JANKO).replace("grid:\n", "");
    let err = parse_err(&text);
    assert_error(
        &err,
        3,
        Some(1),
        "expected a header line `key: value` (or `grid:` to start the grid)",
    );
}

// ---------------------------------------------------------------- even-odd

#[test]
fn even_odd_file_parses() {
    let Puzzle::Sudoku(puzzle) = Puzzle::parse(
        FILE,
        even_odd4(&["e...", ".o..", "..e.", "...o"]).as_bytes(),
    )
    .unwrap() else {
        panic!("expected a Sudoku puzzle")
    };
    assert!(puzzle.even_odd());
    assert_eq!(puzzle.parity(0, 0), Some(puzzle_ir::sudoku::Parity::Even));
    assert_eq!(puzzle.parity(1, 1), Some(puzzle_ir::sudoku::Parity::Odd));
    assert_eq!(puzzle.parity(0, 1), None);
}

#[test]
fn parity_block_with_too_few_rows() {
    let err = parse_err(&even_odd4(&["e...", ".o..", "..e."]));
    assert_error(
        &err,
        8,
        None,
        "`parity:` block has 3 rows; expected 4, one per grid row",
    );
}

#[test]
fn parity_block_with_too_many_rows() {
    let err = parse_err(&even_odd4(&["e...", ".o..", "..e.", "...o", "oooo"]));
    // The first row too many is named.
    assert_error(
        &err,
        13,
        None,
        "`parity:` block has 5 rows; expected 4, one per grid row",
    );
}

#[test]
fn parity_row_of_the_wrong_length() {
    let err = parse_err(&even_odd4(&["e...", ".o.", "..e.", "...o"]));
    assert_error(
        &err,
        10,
        Some(4),
        "row has 3 cells; expected 4, one per column of the 4-row grid",
    );
}

#[test]
fn bad_parity_mark() {
    let err = parse_err(&even_odd4(&["e...", ".o..", "..E.", "...o"]));
    assert_error(
        &err,
        11,
        Some(3),
        "bad parity mark `E`; expected `e` (even), `o` (odd) or `.` (free)",
    );
}

#[test]
fn parity_block_without_the_even_odd_variant() {
    let text = even_odd4(&["e...", ".o..", "..e.", "...o"]).replace("variants: even-odd\n", "");
    let err = parse_err(&text);
    assert_error(
        &err,
        7,
        Some(1),
        "a `parity:` block needs `variants: even-odd` in the header",
    );
}

#[test]
fn even_odd_variant_without_a_parity_block() {
    let text = "kind: sudoku\nvariants: diagonal even-odd\ngrid:\n1...\n..3.\n.4..\n...2\n";
    let err = parse_err(text);
    assert_error(
        &err,
        7,
        None,
        "variant even-odd needs a `parity:` block after the grid",
    );
}

// ---------------------------------------------------------------- UTF-8

#[test]
fn bytes_that_are_not_utf8_name_the_line_of_the_first_bad_byte() {
    let mut bytes = janko_with_row(2, "..53.98..").into_bytes();
    // Line 6 is `..53.98..`; make its third character a lone continuation byte.
    let line_6 = bytes
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .nth(4)
        .map(|(i, _)| i + 1)
        .unwrap();
    bytes[line_6 + 2] = 0x80;
    // A second bad byte later must not be the one reported.
    let len = bytes.len();
    bytes[len - 2] = 0xff;
    let err = parse_err_bytes(&bytes);
    assert_error(&err, 6, Some(3), "bytes that are not UTF-8");
}

#[test]
fn non_utf8_column_counts_characters_not_bytes() {
    // `é` is two bytes but one character: the bad byte is the third character.
    let bytes = b"# caf\xc3\xa9\nkind: sudoku\n\xc3\xa9\xc3\xa9\xfe\n";
    let err = parse_err_bytes(bytes);
    assert_error(&err, 3, Some(3), "bytes that are not UTF-8");
}

// ---------------------------------------------------------------- comments and `#` rows

#[test]
fn comments_and_blank_lines_in_the_header_are_skipped() {
    let text = "# source: a test\n\n   # indented comment\nkind: sudoku\n\n# kind: nonogram\nbox: 2x2\n\t\ngrid:\n1...\n\n..3.\n.4..\n...2\n";
    let Puzzle::Sudoku(puzzle) = Puzzle::parse(FILE, text.as_bytes()).unwrap() else {
        panic!("expected a Sudoku puzzle")
    };
    assert_eq!(puzzle.size(), 4);
    assert_eq!(puzzle.given(0, 0), Some(1));
    assert_eq!(puzzle.given(1, 2), Some(3));
    assert_eq!(puzzle.given(3, 3), Some(2));
}

#[test]
fn hash_rows_inside_the_grid_are_rows_not_comments() {
    // A row that starts with `#` is a row of the grid: for Sudoku its `#` is a bad token,
    // reported where it is (a skipped comment would leave 8 rows and another error).
    let err = parse_err(&janko_with_row(4, "#...3...."));
    assert_error(
        &err,
        8,
        Some(1),
        "bad token `#`; expected 1..9, `?` for a hidden given, or `.` or `0` for a blank",
    );
    // A comment-looking line inside the grid block is a row too: here a row of 3 tokens.
    let err = parse_err(&janko_with_row(4, "# a comment"));
    assert_error(
        &err,
        8,
        Some(12),
        "row has 3 cells; expected 9, one per column of the 9-row grid",
    );
    // Inserted between rows, it makes a tenth row.
    let mut rows = JANKO.to_vec();
    rows.insert(3, "# a comment");
    let err = parse_err(&sudoku9(&rows));
    assert_error(
        &err,
        2,
        Some(6),
        "box 3x3 does not tile the 10x10 grid: R x C must equal N = 10",
    );
}

// ---------------------------------------------------------------- Sudoku::parse

#[test]
fn sudoku_parse_reports_the_same_errors() {
    let err = Sudoku::parse(FILE, &janko_with_row(2, "..53a98..")).unwrap_err();
    assert_error(
        &err,
        6,
        Some(5),
        "bad token `a`; expected 1..9, `?` for a hidden given, or `.` or `0` for a blank",
    );
}

// ---------------------------------------------------------------- .lines files

const LINE_1: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const LINE_2: &str =
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";

fn lines_err(text: &str) -> ParseError {
    match parse_lines(FILE, text) {
        Ok(puzzles) => panic!("expected an input error, got {} puzzles", puzzles.len()),
        Err(err) => err,
    }
}

#[test]
fn lines_file_returns_every_puzzle_with_its_line() {
    let zeros = LINE_2.replace('.', "0");
    let text = format!("{LINE_1}\n\n{zeros}\r\n   \n{LINE_1}\n");
    let puzzles = parse_lines(FILE, &text).unwrap();
    let lines: Vec<usize> = puzzles.iter().map(|(line, _)| *line).collect();
    assert_eq!(lines, vec![1, 3, 5]);
    assert_eq!(puzzles[0].1.given(0, 0), Some(4));
    assert_eq!(puzzles[0].1.given(0, 1), None);
    assert_eq!(puzzles[1].1.given(0, 1), Some(2));
    assert_eq!(puzzles[1].1.given(0, 2), None);
    assert_eq!(puzzles[1].1.given_count(), 17);
    assert_eq!(puzzles[0].1, puzzles[2].1);
    for (_, puzzle) in &puzzles {
        assert_eq!(puzzle.size(), 9);
        assert_eq!((puzzle.box_rows(), puzzle.box_cols()), (3, 3));
    }
}

#[test]
fn lines_file_with_a_line_of_80_characters() {
    let text = format!("{LINE_1}\n{LINE_1}\n{}\n{LINE_1}\n", &LINE_2[..80]);
    let err = lines_err(&text);
    assert_error(
        &err,
        3,
        Some(81),
        "line has 80 cells; expected 81 (one 9x9 puzzle per line)",
    );
}

#[test]
fn lines_file_with_a_line_of_82_characters() {
    let text = format!("{LINE_1}\n{LINE_2}.\n");
    let err = lines_err(&text);
    assert_error(
        &err,
        2,
        Some(82),
        "line has 82 cells; expected 81 (one 9x9 puzzle per line)",
    );
}

#[test]
fn lines_file_with_a_bad_character() {
    let mut bad = LINE_2.to_owned();
    bad.replace_range(40..41, "x");
    let text = format!("{LINE_1}\n{bad}\n{LINE_1}\n");
    let err = lines_err(&text);
    assert_error(
        &err,
        2,
        Some(41),
        "bad cell `x`; expected 1..9, or `.` or `0` for a blank",
    );
}

#[test]
fn lines_file_bad_character_column_counts_characters() {
    let mut bad = LINE_1.to_owned();
    bad.replace_range(2..3, "é");
    bad.replace_range(10..11, "*");
    let err = lines_err(&bad);
    assert_error(
        &err,
        1,
        Some(3),
        "bad cell `é`; expected 1..9, or `.` or `0` for a blank",
    );
}
