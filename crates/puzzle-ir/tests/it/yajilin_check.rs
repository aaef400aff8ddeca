//! The independent Yajilin checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; puzzles, URLs and pzprv3 files read back with every
//! clue type, and their errors are located.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::shaded_loop::Broken;
use puzzle_ir::yajilin::check::Violation;
use puzzle_ir::yajilin::{check, Yajilin, YajilinAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Yajilin, YajilinAnswer)> {
    let text = include_str!("yajilin_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Yajilin(puzzle) = puzzle else {
            panic!("{reason}: not a Yajilin")
        };
        let SavedAnswer::Complete(Answer::Yajilin(answer)) = answer else {
            panic!("{reason}: answer {answer:?}")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Loop(broken) => pzprjs::shaded_loop_reason(broken),
        Violation::WrongCount { .. } => "anShadeNe",
        Violation::NoArrow { .. } => "anNoArrow",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Yajilin, answer: &YajilinAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 10, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("lnOnShade"), "the loop passes the shaded cell (1, 4)");
    assert_eq!(first("csAdjacent"), "shaded cells (3, 3) and (4, 3) touch");
    assert_eq!(
        first("anShadeNe"),
        "the arrow left 2 at (3, 4) sees 1 shaded cell"
    );
    assert_eq!(
        first("ceEmpty"),
        "cell (4, 1) is neither shaded nor on the loop"
    );
    assert_eq!(first("anNoArrow"), "the number in cell (1, 1) has no arrow");
}

#[test]
fn clue_cells_are_kept_off_the_loop_and_unshaded() {
    let puzzle = Yajilin::parse("p", "kind: yajilin\ngrid:\nv1 . . .\n. . . .\n").unwrap();
    let verdict = |text: &str| {
        check(
            &puzzle,
            &YajilinAnswer::parse_text(&puzzle, "a", text).unwrap(),
        )
    };
    assert_eq!(verdict("v .-.-.\n  |   |\n# .-.-.\n"), Ok(()));
    assert_eq!(
        verdict("v-.-.-.\n|     |\n.-.-.-.\n"),
        Err(Violation::Loop(Broken::LineOnClue { row: 1, col: 1 }))
    );
    let changed = Broken::ClueChanged {
        row: 1,
        col: 1,
        expected: Some(puzzle_ir::yajilin::Mark::Clue(Some(
            puzzle_ir::arrow::Arrow::Down,
        ))),
        got: None,
    };
    assert_eq!(
        verdict(". .-.-.\n  |   |\n# .-.-.\n"),
        Err(Violation::Loop(changed.clone()))
    );
    assert_eq!(
        changed.to_string(),
        "cell (1, 1) shows no clue but the puzzle has a clue cell `v`"
    );
    assert_eq!(
        verdict("v # # #\n\n# # # #\n").unwrap_err().to_string(),
        "no line is drawn"
    );
}

#[test]
fn every_clue_type_reads_back_from_native_text_urls_and_pzprv3() {
    let text = "kind: yajilin\ngrid:\n>2 . . ^? 4\n. v26 <999 ? 0\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?yajilin/5/2/42b1.04a71a-33e70.00");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    assert_eq!(
        parse_url(
            "u",
            1,
            "https://puzz.link/p?yajirin/5/2/42b1.04a71a-33e70.00"
        )
        .unwrap(),
        puzzle
    );
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(
        file.contains("4,2 . . 1,- 0,4 \n. 2,26 3,999 0,- 0,0 \n"),
        "{file}"
    );
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    let gray = "kind: yajilin\nclue-cells: gray\ngrid:\n>2 .\n";
    let puzzle = Puzzle::parse("p", gray.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), gray);
    assert_eq!(
        to_url(&puzzle).unwrap(),
        "https://puzz.link/p?yajilin/b/2/1/42a"
    );
}

#[test]
fn the_solved_board_reads_back_through_pzprv3_text_and_json() {
    let unmarked = |file: &str| {
        file.replace('/', "\n")
            .replace("+ ", ". ")
            .replace("-1 ", "0 ")
            .replace("yajirin", "yajilin")
    };
    pzprjs::assert_solved_board_round_trips(include_str!("yajilin_pzprjs_boards.txt"), unmarked);
}

#[test]
fn bad_puzzles_urls_and_files_are_located() {
    let bad_puzzles = [
        (">1 x\n", "p.txt:3:4: bad cell `x`; expected `.`, a number or `?`, after an arrow `^`, `v`, `<` or `>` or alone"),
        (">1 .\n.\n", "p.txt:4:2: row has 1 cell; expected 2 like the first row (line 3)"),
        ("^4096\n", "p.txt:3:1: number 4096 is above 4095"),
    ];
    for (grid, message) in bad_puzzles {
        let text = format!("kind: yajilin\ngrid:\n{grid}");
        assert_eq!(
            Yajilin::parse("p.txt", &text).unwrap_err().to_string(),
            message
        );
    }
    let error = Yajilin::parse("p.txt", "kind: yajilin\nclue-cells: blue\ngrid:\n.\n").unwrap_err();
    assert_eq!(
        error.to_string(),
        "p.txt:2:13: unknown clue-cells `blue`; expected `gray`"
    );
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?yajilin/o/2/1/b"),
        "u:1:29: pzprjs's variant `o` (shaded cells lie outside the loop) is not read here"
    );
    assert_eq!(
        error("https://puzz.link/p?yajilin/x/2/1/b"),
        "u:1:29: unknown flag `x` (expected `b`, gray clue cells)"
    );
    let file = parse_pzprv3("f", "pzprv3/yajilin/1/2/o/. . /. . /0 /");
    assert!(file.unwrap_err().to_string().contains("variant `o`"));
    let file = parse_pzprv3("f", "pzprv3/yajilin/1/2/4,0 . /# . /0 /");
    assert!(file
        .unwrap_err()
        .to_string()
        .contains("a clue cell is shaded"));
    let answer = Yajilin::parse("p", "kind: yajilin\ngrid:\n>0 .\n").unwrap();
    let error = YajilinAnswer::parse_text(&answer, "a.txt", "> x\n").unwrap_err();
    assert!(
        error.to_string().starts_with("a.txt:1:3: bad cell `x`"),
        "{error}"
    );
}
