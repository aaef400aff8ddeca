//! The native Shakashaka format and Shakashaka answers (FORMATS.md): input errors name the
//! file, the 1-based line and, where one square is wrong, the 1-based column; grid rows
//! may start with `#`; puzzles and answers survive printing and parsing.

use puzzle_ir::shakashaka::{Corner, Shade, Shakashaka, ShakashakaAnswer, Square};
use puzzle_ir::ParseError;

const FILE: &str = "puzzle.txt";

/// A file whose grid row `i` (0-based) is on line `3 + i`.
fn shakashaka(rows: &[&str]) -> String {
    let mut text = String::from("kind: shakashaka\ngrid:\n");
    for row in rows {
        text.push_str(row);
        text.push('\n');
    }
    text
}

#[track_caller]
fn error(text: &str) -> ParseError {
    Shakashaka::parse(FILE, text).expect_err("the input must be rejected")
}

#[track_caller]
fn assert_error(text: &str, line: usize, column: Option<usize>, message: &str) {
    let err = error(text);
    assert_eq!(
        (err.file.as_str(), err.line, err.column),
        (FILE, line, column),
        "{err}"
    );
    assert!(err.message.contains(message), "{err}");
}

#[test]
fn rows_of_the_wrong_length() {
    let err = error(&shakashaka(&["...", "..", "..."]));
    assert_eq!(
        err.to_string(),
        "puzzle.txt:4:3: row has 2 squares; expected 3 like the first row (line 3)"
    );
    assert_error(
        &shakashaka(&["...", "...", "...."]),
        5,
        Some(4),
        "row has 4 squares; expected 3",
    );
    // A short first row is the reference; the longer second row is reported.
    assert_error(&shakashaka(&["..", "..."]), 4, Some(3), "expected 2");
    // Trailing spaces are not squares; blank lines are skipped.
    let puzzle = Shakashaka::parse(FILE, "kind: shakashaka\ngrid:\n..  \n\n..\n").unwrap();
    assert_eq!((puzzle.rows(), puzzle.cols()), (2, 2));
}

#[test]
fn bad_squares() {
    let err = error(&shakashaka(&["...", "..x", "..."]));
    assert_eq!(
        err.to_string(),
        "puzzle.txt:4:3: bad square `x`; expected `.` (white), `#` (black) or a number 0..4"
    );
    assert_error(
        &shakashaka(&["5..", "...", "..."]),
        3,
        Some(1),
        "bad square `5`",
    );
    assert_error(
        &shakashaka(&["...", ".9.", "..."]),
        4,
        Some(2),
        "bad square `9`",
    );
    assert_error(&shakashaka(&["0.-"]), 3, Some(3), "bad square `-`");
    // An answer glyph is not a puzzle square; columns count characters, not bytes.
    assert_error(&shakashaka(&["é◢."]), 3, Some(1), "bad square `é`");
    assert_error(&shakashaka(&[".◢."]), 3, Some(2), "bad square `◢`");
    // Leading white space is not ignored.
    assert_error(&shakashaka(&[" ..", "..."]), 3, Some(1), "bad square ` `");
}

#[test]
fn missing_or_empty_grid() {
    assert_eq!(
        error("kind: shakashaka\n").to_string(),
        "puzzle.txt:1: missing `grid:` block"
    );
    assert_error(
        "# a comment\nkind: shakashaka\n\n",
        3,
        None,
        "missing `grid:` block",
    );
    assert_error("kind: shakashaka\ngrid:\n", 2, None, "the grid has no rows");
    assert_error(
        "kind: shakashaka\ngrid:\n\n\n",
        2,
        None,
        "the grid has no rows",
    );
}

#[test]
fn unknown_keys_and_blocks() {
    assert_error(
        "kind: shakashaka\nsize: 3x3\ngrid:\n...\n",
        2,
        Some(1),
        "unknown key `size` for shakashaka",
    );
    assert_error(
        "kind: shakashaka\ngrid:\n...\nparity:\neee\n",
        4,
        Some(1),
        "unknown block `parity:` for shakashaka",
    );
    assert_error(
        "kind: shakashaka\nkind: shakashaka\ngrid:\n.\n",
        2,
        Some(1),
        "given twice",
    );
}

#[test]
fn grid_rows_starting_with_hash_are_squares() {
    let text =
        "# Header comments start with #.\n#\nkind: shakashaka\n# another\ngrid:\n#.1\n##.\n#.2\n";
    let puzzle = Shakashaka::parse(FILE, text).unwrap();
    assert_eq!((puzzle.rows(), puzzle.cols()), (3, 3));
    assert_eq!(
        puzzle.squares(),
        [
            Square::Black,
            Square::White,
            Square::Number(1),
            Square::Black,
            Square::Black,
            Square::White,
            Square::Black,
            Square::White,
            Square::Number(2),
        ]
    );
    // So a comment inside the grid is a row with bad squares.
    assert_error(&shakashaka(&["#..", "# c"]), 4, Some(2), "bad square ` `");
    // A row of a different length that starts with `#` is still a grid row.
    assert_error(&shakashaka(&["...", "#"]), 4, Some(2), "row has 1 square;");
}

#[test]
fn numbers_zero_to_four() {
    let puzzle = Shakashaka::parse(FILE, &shakashaka(&["01234"])).unwrap();
    let numbers: Vec<Square> = (0..=4).map(Square::Number).collect();
    assert_eq!(puzzle.squares(), numbers.as_slice());
}

#[test]
fn puzzles_round_trip() {
    let text = shakashaka(&["#..#", "2..1", "....", "#0.."]);
    let puzzle = Shakashaka::parse(FILE, &text).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let commented = puzzle.to_native(&["from a test".to_owned(), "second".to_owned()]);
    assert!(commented.starts_with("# from a test\n# second\nkind: shakashaka\n"));
    assert_eq!(Shakashaka::parse(FILE, &commented), Ok(puzzle));
}

/// The 4x4 diamond of the corpus and its solution.
fn diamond() -> (Shakashaka, &'static str) {
    let puzzle = Shakashaka::parse(FILE, &shakashaka(&["#..2", "....", "....", "2..#"])).unwrap();
    (puzzle, "#◤◥2\n◤..◥\n◣..◢\n2◣◢#\n")
}

#[test]
fn answers_round_trip_as_text_and_json() {
    let (puzzle, text) = diamond();
    let answer = ShakashakaAnswer::parse_text(&puzzle, "a.txt", text).unwrap();
    assert_eq!(answer.shade(0, 0), Shade::Black(Square::Black));
    assert_eq!(answer.shade(0, 1), Shade::Triangle(Corner::TopLeft));
    assert_eq!(answer.shade(0, 2), Shade::Triangle(Corner::TopRight));
    assert_eq!(answer.shade(0, 3), Shade::Black(Square::Number(2)));
    assert_eq!(answer.shade(1, 1), Shade::White);
    assert_eq!(answer.shade(2, 0), Shade::Triangle(Corner::BottomLeft));
    assert_eq!(answer.shade(2, 3), Shade::Triangle(Corner::BottomRight));
    assert_eq!(answer.to_text(), text);

    let grid = answer.grid();
    assert_eq!(grid[0], ["#", "◤", "◥", "2"]);
    assert_eq!(
        ShakashakaAnswer::from_json_grid(&puzzle, "a.json", &grid),
        Ok(answer.clone())
    );
    // Through JSON text, as `solve --format json` prints it.
    let json = serde_json::to_string(&grid).unwrap();
    let reread: Vec<Vec<String>> = serde_json::from_str(&json).unwrap();
    assert_eq!(
        ShakashakaAnswer::from_json_grid(&puzzle, "a.json", &reread),
        Ok(answer.clone())
    );

    // Windows line ends, trailing spaces and blank lines around the grid are fine.
    let crlf = format!("\n{}\n", text.replace('\n', "  \r\n"));
    assert_eq!(
        ShakashakaAnswer::parse_text(&puzzle, "a.txt", &crlf),
        Ok(answer)
    );
}

#[test]
fn every_corner_glyph_round_trips() {
    for corner in Corner::ALL {
        assert_eq!(Corner::from_glyph(corner.glyph()), Some(corner));
    }
    assert_eq!(Corner::from_glyph('#'), None);
    let puzzle = Shakashaka::parse(FILE, &shakashaka(&["....", ".#.."])).unwrap();
    let answer = ShakashakaAnswer::parse_text(&puzzle, "a.txt", "◢◣◤◥\n.#..\n").unwrap();
    assert_eq!(
        &answer.shades()[..4],
        Corner::ALL.map(Shade::Triangle).as_slice()
    );
    assert_eq!(answer.to_text(), "◢◣◤◥\n.#..\n");
}

#[test]
fn answer_errors() {
    let (puzzle, _) = diamond();
    let err = ShakashakaAnswer::parse_text(&puzzle, "a.txt", "#◤◥2\n◤..◥\n◣..◢\n").unwrap_err();
    assert_eq!(err.to_string(), "a.txt:3: answer has 3 rows; expected 4");
    let err = ShakashakaAnswer::parse_text(&puzzle, "a.txt", "#◤◥2\n◤..◥\n◣..◢\n2◣◢#\n....\n")
        .unwrap_err();
    assert_eq!(err.to_string(), "a.txt:5: answer has 5 rows; expected 4");
    let err =
        ShakashakaAnswer::parse_text(&puzzle, "a.txt", "#◤◥2\n◤..\n◣..◢\n2◣◢#\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "a.txt:2: row has 3 characters; expected 4, one a square (or 8 in ASCII, two a square)"
    );
    let err =
        ShakashakaAnswer::parse_text(&puzzle, "a.txt", "#◤◥2\n◤.x◥\n◣..◢\n2◣◢#\n").unwrap_err();
    assert_eq!((err.line, err.column), (2, Some(3)), "{err}");
    assert!(err.message.contains("bad answer square `x`"), "{err}");
    let err =
        ShakashakaAnswer::parse_text(&puzzle, "a.txt", "#◤◥5\n◤..◥\n◣..◢\n2◣◢#\n").unwrap_err();
    assert_eq!((err.line, err.column), (1, Some(4)), "{err}");

    let mut grid = ShakashakaAnswer::parse_text(&puzzle, "a.txt", diamond().1)
        .unwrap()
        .grid();
    grid[2][1] = "◢◢".to_owned();
    let err = ShakashakaAnswer::from_json_grid(&puzzle, "a.json", &grid).unwrap_err();
    assert!(err.message.starts_with("JSON row "), "{err}");
    assert!(err.message.contains("bad answer square `◢◢`"), "{err}");
    grid.pop();
    assert!(ShakashakaAnswer::from_json_grid(&puzzle, "a.json", &grid).is_err());
}

#[test]
fn answer_rows_may_start_with_hash() {
    let puzzle = Shakashaka::parse(FILE, &shakashaka(&["#.", "#."])).unwrap();
    let answer = ShakashakaAnswer::parse_text(&puzzle, "a.txt", "#.\n#.\n").unwrap();
    assert_eq!(answer.shades()[0], Shade::Black(Square::Black));
    assert_eq!(answer.to_text(), "#.\n#.\n");
}

#[test]
fn the_ascii_form_reads_back_as_the_same_answer() {
    let (puzzle, text) = diamond();
    let answer = ShakashakaAnswer::parse_text(&puzzle, "a.txt", text).unwrap();
    let ascii = answer.to_ascii();
    assert_eq!(ascii, "###/\\##2\n#/....\\#\n#\\..../#\n#2#\\/###\n");
    assert_eq!(
        ShakashakaAnswer::parse_text(&puzzle, "a.txt", &ascii),
        Ok(answer)
    );
    // A bad square is named with the column of its first character.
    let err = ShakashakaAnswer::parse_text(&puzzle, "a.txt", &ascii.replacen("#/..", "#/x.", 1))
        .unwrap_err();
    assert_eq!((err.line, err.column), (2, Some(3)), "{err}");
    assert!(err.message.contains("bad answer square `x.`"), "{err}");
}
