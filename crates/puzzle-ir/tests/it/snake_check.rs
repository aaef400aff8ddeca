//! The independent Snake checker: pzprjs's failing boards each fail for pzprjs's reason,
//! its solved board passes; puzzles, URLs and pzprv3 files read back with every clue
//! type, and their errors are located.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::snake::{check, check::Violation, Snake, SnakeAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Snake, SnakeAnswer)> {
    let text = include_str!("snake_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Snake(puzzle) = puzzle else {
            panic!("{reason}: not a Snake")
        };
        let SavedAnswer::Complete(Answer::Snake(answer)) = answer else {
            panic!("{reason}: answer {answer:?}")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    use puzzle_ir::snake::Circle;
    match violation {
        Violation::Block { .. } => "cs2x2",
        Violation::Branch { .. } => "shBranch",
        Violation::CircleUnshaded { .. } => "circleUnshade",
        Violation::CircleNeighbours {
            circle: Circle::End,
            ..
        } => "shEndpoint",
        Violation::CircleNeighbours {
            circle: Circle::Body,
            ..
        } => "shMidpoint",
        Violation::Diagonal { .. } => "shDiag",
        Violation::Count { .. } => "exShadeNe",
        Violation::Divided { .. } => "csDivide",
        Violation::Loop => "shLoop",
        _ => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict =
        |puzzle: &Snake, answer: &SnakeAnswer| check(puzzle, answer).map_err(|v| pzprjs_reason(&v));
    pzprjs::assert_verdicts(&pzprjs_boards(), 10, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("csDivide"),
        "the shaded cells are 2 pieces, not one snake"
    );
    assert_eq!(
        first("shBranch"),
        "the shaded cell at (1, 3) has more than two shaded neighbours: the snake branches"
    );
    assert_eq!(first("cs2x2"), "the 2x2 block at (1, 3) is all shaded");
    assert_eq!(
        first("exShadeNe"),
        "row 1 has 3 shaded cells, its count is 4"
    );
    assert_eq!(
        first("circleUnshade"),
        "the body circle at (3, 3) is unshaded"
    );
    assert_eq!(
        first("shLoop"),
        "the shaded cells close into a loop: the snake has no ends"
    );
    assert_eq!(
        first("shEndpoint"),
        "the end circle at (2, 1) has 2 shaded neighbours; it needs 1"
    );
    assert_eq!(
        first("shMidpoint"),
        "the body circle at (3, 3) has 1 shaded neighbour; it needs 2"
    );
    assert_eq!(
        first("shDiag"),
        "the shaded cells at (2, 2) and (3, 3) touch at a corner: the snake touches itself"
    );
}

#[test]
fn a_snake_needs_cells_and_two_ends() {
    let puzzle = Snake::parse("p", "kind: snake\ngrid:\n...\n").unwrap();
    let verdict = |text: &str| {
        let answer = SnakeAnswer::parse_text(&puzzle, "a", text).unwrap();
        check(&puzzle, &answer).map_err(|v| v.to_string())
    };
    assert_eq!(
        verdict("...\n"),
        Err("no cell is shaded: there is no snake".into())
    );
    assert_eq!(
        verdict(".#.\n"),
        Err("the snake is the one cell at (1, 2): it has no two ends".into())
    );
    assert_eq!(verdict("##.\n"), Ok(()));
}

#[test]
fn every_clue_type_reads_back_from_native_text_urls_and_pzprv3() {
    let text = "kind: snake\ncols: - 1 - 3\nrows: 4 - - -\ngrid:\n....\n*...\n..o.\n....\n";
    let puzzle = Puzzle::parse("p", text.as_bytes());
    let puzzle = puzzle.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(puzzle.to_native(&[]), text);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?snake/4/4/060300g1g34i");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(
        file.contains(". . 1 . 3 \n4 0 0 0 0 \n. 2 0 0 0 \n"),
        "{file}"
    );
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
}

#[test]
fn pzprjs_test_url_reads_and_writes_back() {
    let url = "https://puzz.link/p?snake/4/4/060300g1h4i";
    let puzzle = parse_url("u", 1, url).unwrap();
    assert_eq!(to_url(&puzzle).unwrap(), url);
    let (_, solved, _) = pzprjs::solved(include_str!("snake_pzprjs_boards.txt"));
    assert_eq!(solved.puzzle, puzzle);
}

#[test]
fn the_solved_board_reads_back_through_pzprv3_text_and_json() {
    let unmarked = |file: &str| file.replace('/', "\n");
    pzprjs::assert_solved_board_round_trips(include_str!("snake_pzprjs_boards.txt"), unmarked);
}

#[test]
fn bad_urls_and_files_are_located() {
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?snake/2/2/0r"),
        "u:1:32: unknown character `r` (expected 0-9 or a-q: three cells' circles)"
    );
    assert_eq!(
        error("https://puzz.link/p?snake/2/1/1"),
        "u:1:31: a circle after the last cell"
    );
    assert_eq!(
        error("https://puzz.link/p?snake/2/2/00.j"),
        "u:1:33: pzprjs's unknown count `.` is no Snake clue"
    );
    assert_eq!(
        error("https://puzz.link/p?snake/2/2/00j1"),
        "u:1:34: data after the last count"
    );
    assert_eq!(
        error("https://puzz.link/p?snake/2/2/00g3h"),
        "u:1:33: the count 3 of column 2 exceeds its 2 cells"
    );
    let file = "pzprv3/snake/1/2/. . . /. 3 0 /";
    let error = parse_pzprv3("f", file).unwrap_err().to_string();
    assert!(
        error.contains("the circle 3 is neither white (1) nor black (2)"),
        "{error}"
    );
}
