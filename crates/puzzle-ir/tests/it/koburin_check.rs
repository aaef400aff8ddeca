//! The independent Koburin checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved boards pass; puzzles, URLs and pzprv3 files read back with every
//! clue type and variant, and their errors are located.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::koburin::check::Violation;
use puzzle_ir::koburin::{check, Around, Koburin, KoburinAnswer};
use puzzle_ir::shaded_loop::Broken;
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Koburin, KoburinAnswer)> {
    let text = include_str!("koburin_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Koburin(puzzle) = puzzle else {
            panic!("{reason}: not a Koburin")
        };
        let SavedAnswer::Complete(Answer::Koburin(answer)) = answer else {
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
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_ones_pass() {
    let verdict = |puzzle: &Koburin, answer: &KoburinAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 12, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("csAdjacent"), "shaded cells (1, 4) and (1, 5) touch");
    assert_eq!(
        first("anShadeNe"),
        "the number 2 at (1, 1) has 0 shaded cells around it"
    );
    assert_eq!(
        first("ceEmpty"),
        "cell (4, 5) is neither shaded nor on the loop"
    );
}

#[test]
fn minesweeper_numbers_count_the_eight_cells_around() {
    let boards = pzprjs_boards();
    let minesweeper: Vec<_> = (boards.iter())
        .filter(|(_, puzzle, _)| puzzle.around() == Around::Minesweeper)
        .collect();
    assert_eq!(minesweeper.len(), 2);
    let (_, puzzle, answer) = minesweeper[0];
    assert_eq!(
        check(puzzle, answer).unwrap_err().to_string(),
        "the number 2 at (3, 3) has 3 shaded cells around it"
    );
}

#[test]
fn number_cells_are_kept_off_the_loop_and_unshaded() {
    let puzzle = Koburin::parse("p", "kind: koburin\ngrid:\n1...\n....\n").unwrap();
    let verdict = |text: &str| {
        check(
            &puzzle,
            &KoburinAnswer::parse_text(&puzzle, "a", text).unwrap(),
        )
    };
    assert_eq!(verdict("1 .-.-.\n  |   |\n# .-.-.\n"), Ok(()));
    assert_eq!(
        verdict("1-.-.-.\n|     |\n.-.-.-.\n"),
        Err(Violation::Loop(Broken::LineOnClue { row: 1, col: 1 }))
    );
    assert_eq!(
        verdict(". .-.-.\n  |   |\n# .-.-.\n")
            .unwrap_err()
            .to_string(),
        "cell (1, 1) shows no clue but the puzzle has a clue cell `1`"
    );
}

#[test]
fn every_clue_type_reads_back_from_native_text_urls_and_pzprv3() {
    let text = "kind: koburin\ngrid:\n2....\n....2\n..1..\n.?...\n0...4\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?koburin/5/5/clcbg.iage");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(file.contains(". - . . . \n0 . . . 4 \n"), "{file}");
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    let variant = "kind: koburin\nvariant: minesweeper\nclue-cells: gray\ngrid:\n3.\n";
    let puzzle = Puzzle::parse("p", variant.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), variant);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?koburin/mb/2/1/d");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(
        file.starts_with("pzprv3\nkoburin\n1\n2\nm\nb\n3 . \n"),
        "{file}"
    );
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
}

#[test]
fn the_solved_board_reads_back_through_pzprv3_text_and_json() {
    let unmarked = |file: &str| file.replace('/', "\n").replace("+ ", ". ");
    pzprjs::assert_solved_board_round_trips(include_str!("koburin_pzprjs_boards.txt"), unmarked);
}

#[test]
fn bad_puzzles_urls_and_files_are_located() {
    let bad_puzzles = [
        (
            "1x\n",
            "p.txt:3:2: bad cell `x`; expected `.`, a number 0-4 or `?`",
        ),
        (
            "5.\n",
            "p.txt:3:1: bad cell `5`; expected `.`, a number 0-4 or `?`",
        ),
        (
            "1.\n.\n",
            "p.txt:4:2: row has 1 cell; expected 2 like the first row (line 3)",
        ),
    ];
    for (grid, message) in bad_puzzles {
        let text = format!("kind: koburin\ngrid:\n{grid}");
        assert_eq!(
            Koburin::parse("p.txt", &text).unwrap_err().to_string(),
            message
        );
    }
    let error = Koburin::parse("p.txt", "kind: koburin\nvariant: mines\ngrid:\n.\n").unwrap_err();
    assert_eq!(
        error.to_string(),
        "p.txt:2:10: unknown variant `mines`; expected `minesweeper`"
    );
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?koburin/o/2/1/h"),
        "u:1:29: pzprjs's variant `o` (shaded cells lie outside the loop) is not read here"
    );
    assert!(error("https://puzz.link/p?koburin/2/1/f").contains("unknown character `f`"));
    let file = parse_pzprv3("f", "pzprv3/koburin/1/2/o/. . /. . /0 /");
    assert!(file.unwrap_err().to_string().contains("variant `o`"));
    let file = parse_pzprv3("f", "pzprv3/koburin/1/2/1 . /# . /0 /");
    assert!(file
        .unwrap_err()
        .to_string()
        .contains("a clue cell is shaded"));
    let file = parse_pzprv3("f", "pzprv3/koburin/1/2/7 . /. . /0 /");
    assert!(file.unwrap_err().to_string().contains("found `7`"));
}
