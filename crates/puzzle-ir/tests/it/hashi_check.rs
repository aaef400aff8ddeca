//! The independent Hashiwokakero checker: pzprjs's failing boards each fail for
//! pzprjs's reason, its solved board passes; answers, puzzles, URLs and pzprv3 files
//! read back and their errors are located.

use crate::pzprjs;
use puzzle_ir::hashi::{check, check::Violation, Hashi, HashiAnswer};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Hashi, HashiAnswer)> {
    let text = include_str!("hashi_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Hashi(puzzle) = puzzle else {
            panic!("{reason}: not a Hashiwokakero")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Hashi(answer)) => answer,
            SavedAnswer::None => HashiAnswer::with_bridges(&puzzle, &[]),
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::NoBridges => "brNoLine",
        Violation::TooMany { .. } => "nmLineGt",
        Violation::Divided { .. } => "lcDivided",
        Violation::TooFew { .. } => "nmLineLt",
        Violation::WrongSize { .. }
        | Violation::CellChanged { .. }
        | Violation::LooseBridge { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict =
        |puzzle: &Hashi, answer: &HashiAnswer| check(puzzle, answer).map_err(|v| pzprjs_reason(&v));
    pzprjs::assert_verdicts(&pzprjs_boards(), 5, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("brNoLine"), "no bridge is built");
    assert_eq!(first("nmLineGt"), "the island 3 at (3, 1) has 4 bridges");
    assert_eq!(
        first("lcDivided"),
        "the island at (2, 2) is not connected to the others"
    );
    assert_eq!(
        first("nmLineLt"),
        "the island 3 at (2, 2) has only 2 bridges"
    );
}

#[test]
fn cells_and_bridges_drawn_wrong_are_caught() {
    let puzzle = Hashi::parse("p", "kind: hashi\ngrid:\n2 . 3\n. . .\n? . 2\n").unwrap();
    let verdict = |text: &str| {
        check(
            &puzzle,
            &HashiAnswer::parse_text(&puzzle, "a", text).unwrap(),
        )
    };
    let changed = |cell, expected: &str, got| {
        let expected = expected.to_owned();
        Err(Violation::CellChanged {
            cell,
            expected,
            got,
        })
    };
    assert_eq!(verdict("2===3\n    |\n. . |\n    |\n?---2\n"), Ok(()));
    assert_eq!(
        verdict("2===3\n    |\n. . |\n    |\n.---2\n"),
        changed((3, 1), "?", '.')
    );
    assert_eq!(
        verdict("2===4\n    |\n. . |\n    |\n?---2\n"),
        changed((1, 3), "3", '4')
    );
    let loose = |cell| Err(Violation::LooseBridge { cell });
    assert_eq!(
        verdict("2===3\n    |\n. . .\n    |\n?---2\n"),
        loose((1, 3))
    );
    assert_eq!(
        verdict("2=-=3\n    |\n. . |\n    |\n?---2\n"),
        loose((1, 1))
    );
    assert_eq!(
        verdict("2===3\n    \"\n. . |\n    |\n?---2\n"),
        loose((1, 3))
    );
    assert_eq!(
        verdict("2===3\n    |\n. - |\n    |\n?---2\n"),
        loose((2, 2))
    );
    let too_many = Violation::TooMany {
        cell: (1, 1),
        number: 2,
        bridges: 3,
    };
    assert_eq!(
        verdict("2===3\n|   |\n| . |\n|   |\n? . 2\n"),
        Err(too_many)
    );
    let divided = Violation::Divided { cell: (3, 1) };
    assert_eq!(verdict("2===3\n\n. . .\n\n?---2\n"), Err(divided));
    let too_few = Violation::TooFew {
        cell: (1, 3),
        number: 3,
        bridges: 2,
    };
    assert_eq!(verdict("2---3\n|   |\n| . |\n|   |\n? . 2\n"), Err(too_few));
}

#[test]
fn answers_read_back_as_written_in_text_and_json() {
    for (_, puzzle, answer) in pzprjs_boards() {
        pzprjs::assert_answer_reads_back(&Puzzle::Hashi(puzzle), &Answer::Hashi(answer));
    }
}

#[test]
fn bad_answers_and_puzzles_are_located() {
    let puzzle = Hashi::parse("p", "kind: hashi\ngrid:\n2 . 3\n. . .\n").unwrap();
    let bad_answers = [
        ("2===3\n", "a.txt:1: answer has 1 lines; expected 3"),
        ("2=x=3\n\n. . .\n", "a.txt:1:3: bad character `x`; expected an island's number or `?`, `.` (water), or a bridge `-`, `=`, `|`, `\"`"),
        ("2|==3\n\n. . .\n", "a.txt:1:2: bad character `|`; expected `-`, `=` (bridges along the row) or a space"),
        ("2===3\n -\n. . .\n", "a.txt:2:2: bad character `-`; expected a space"),
        ("2===3 .\n\n. . .\n", "a.txt:1:6: line has 7 characters; expected at most 5"),
    ];
    for (text, message) in bad_answers {
        let error = HashiAnswer::parse_text(&puzzle, "a.txt", text).unwrap_err();
        assert_eq!(error.to_string(), message);
    }
    let bad_puzzles = [
        (
            "2 . 9\n",
            "p.txt:3:5: bad cell `9`; expected `.` (no number), `?` (unknown) or a number 1..8",
        ),
        (
            "2 .\n. . .\n",
            "p.txt:4:5: row has 3 cells; expected 2 like the first row (line 3)",
        ),
    ];
    for (grid, message) in bad_puzzles {
        let text = format!("kind: hashi\ngrid:\n{grid}");
        assert_eq!(
            Hashi::parse("p.txt", &text).unwrap_err().to_string(),
            message
        );
    }
}

#[test]
fn urls_hold_numbers_and_unknown_islands_and_read_every_name() {
    let text = "kind: hashi\ngrid:\n4 . 2 . .\n? . . 8 .\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?hashi/5/2/4g2h.h8g");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    for name in ["hashikake", "bridges"] {
        let other = url.replace("hashi/", &format!("{name}/"));
        assert_eq!(parse_url("u", 1, &other).unwrap(), puzzle);
    }
    let error = parse_url("u", 1, "https://puzz.link/p?hashi/2/1/9g").unwrap_err();
    assert_eq!(error.to_string(), "u:1:31: the number 9 is outside 1..8");
}

#[test]
fn pzprv3_files_hold_the_bridges_on_the_borders() {
    let (file, saved, answer) = pzprjs::solved(include_str!("hashi_pzprjs_boards.txt"));
    // We write no crosses: pzprjs's `-1` is a border without a bridge.
    let ours = to_pzprv3(&saved.puzzle, Some(&answer)).unwrap();
    assert_eq!(ours.replace('\n', "/"), file.replace("-1", "0"));
    assert_eq!(parse_pzprv3("ours", &ours).unwrap(), saved);
    let crossing = "pzprv3/hashikake/3/3/. 1 . /1 . 1 /. 1 . /0 0 /1 1 /0 0 /0 1 0 /0 1 0 /";
    let error = parse_pzprv3("f", crossing).unwrap_err().to_string();
    assert!(
        error.contains("bridges cross on the water cell (2, 2)"),
        "{error}"
    );
    let error = parse_pzprv3("f", "pzprv3/hashikake/1/2/1 1 /3 /")
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("expected a count of bridges `0`, `1`, `2` or `-1` (cross), found `3`"),
        "{error}"
    );
}
