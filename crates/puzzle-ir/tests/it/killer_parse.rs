//! Killer Sudoku files: what parses, what is an input error (with its line and column),
//! the native text written back, and the independent checker.

use puzzle_ir::killer::{check, generate, Killer, Violation};
use puzzle_ir::{Puzzle, PuzzleKind};
use rand::SeedableRng;

const SMALL: &str = "kind: killer\nbox: 2x2\ncages:\na a b b\nc d d e\nc f g e\nh f g g\n\
                     sums:\na 3\nb 7\nc 7\nd 4\ne 6\nf 5\ng 6\nh 2\n";
const ANSWER: &str = "1243\n4312\n3124\n2431\n";

fn error(text: &str) -> (usize, Option<usize>, String) {
    let e = Killer::parse("k.txt", text).unwrap_err();
    (e.line, e.column, e.message)
}

#[test]
fn a_small_killer_parses_and_its_answer_checks() {
    let puzzle = Killer::parse("k.txt", SMALL).unwrap();
    assert_eq!(puzzle.cages().len(), 8);
    assert_eq!(puzzle.cages()[6].cells, vec![(2, 2), (3, 2), (3, 3)]);
    let answer = puzzle.parse_answer("a.txt", ANSWER).unwrap();
    assert_eq!(check(&puzzle, &answer), Ok(()));
    assert!(matches!(
        Puzzle::parse("k.txt", SMALL.as_bytes()),
        Ok(Puzzle::Killer(_))
    ));
}

#[test]
fn broken_cages_are_named() {
    let wrong_sum = SMALL.replace("a 3", "a 4");
    let puzzle = Killer::parse("k.txt", &wrong_sum).unwrap();
    let answer = puzzle.parse_answer("a.txt", ANSWER).unwrap();
    assert_eq!(
        check(&puzzle, &answer),
        Err(Violation::WrongSum {
            label: "a".into(),
            sum: 4,
            got: 3
        })
    );
    // Cage a over two cells of one row holding 1 and 1 is a Sudoku violation first; a
    // cage across boxes shows a repeat: here b and d merged hold 4, 3 and 3, 1.
    let repeat = SMALL
        .replace("c d d e", "c b b e")
        .replace("b 7\n", "b 11\n")
        .replace("d 4\n", "");
    let puzzle = Killer::parse("k.txt", &repeat).unwrap();
    let answer = puzzle.parse_answer("a.txt", ANSWER).unwrap();
    assert_eq!(
        check(&puzzle, &answer),
        Err(Violation::Repeated {
            label: "b".into(),
            value: 3
        })
    );
}

#[test]
fn input_errors_are_located() {
    assert_eq!(
        error(&SMALL.replace("h 2\n", "")),
        (7, Some(1), "cage `h` has no line in `sums:`".to_string())
    );
    assert_eq!(
        error(&SMALL.replace("h 2\n", "h 2\nz 4\n")),
        (
            17,
            Some(1),
            "sum for `z`, which labels no cell of `cages:`".into()
        )
    );
    assert_eq!(
        error(&SMALL.replace("h 2\n", "h 2\nh 3\n")),
        (17, Some(1), "a second sum for cage `h`".into())
    );
    assert_eq!(
        error(&SMALL.replace("c f g e\n", "c f g a\n")),
        (
            6,
            Some(7),
            "cage `a` is not connected: this cell touches none of the rest".into()
        )
    );
    let (line, column, message) = error(&SMALL.replace("a a b b", "a a b b!"));
    assert_eq!((line, column), (4, Some(7)));
    assert!(message.starts_with("bad cage label `b!`"), "{message}");
    let (line, column, _) = error(&SMALL.replace("a 3", "a 99999999999"));
    assert_eq!((line, column), (9, Some(3)));
    let (line, _, message) = error(&SMALL.replace("a a b b\n", "a a b b c\n"));
    assert_eq!(line, 4);
    assert!(message.contains("has 5 labels; expected 4"), "{message}");
    let (_, _, message) = error("kind: killer\ncages:\na\nsums:\na 1\n");
    assert!(message.contains("N = 4 to 16"), "{message}");
    let (_, _, message) = error(&SMALL.replace("sums:", "sumz:"));
    assert!(message.contains("unknown block `sumz:`"), "{message}");
    let (line, _, message) = error(&format!("{SMALL}grid:\n1...\n....\n"));
    assert_eq!(line, 17);
    assert!(message.contains("`grid:` has 2 rows"), "{message}");
}

#[test]
fn an_unreachable_sum_is_not_an_input_error() {
    assert!(Killer::parse("k.txt", &SMALL.replace("a 3", "a 2")).is_ok());
}

#[test]
fn generated_puzzles_check_and_round_trip_through_the_native_text() {
    for seed in 0..50 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (size, box_rows, box_cols) =
            [(4, 2, 2), (6, 2, 3), (9, 3, 3), (16, 4, 4)][seed as usize % 4];
        let (puzzle, answer) = generate::random_puzzle(size, box_rows, box_cols, 5, &mut rng);
        assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
        let text = PuzzleKind::to_native(&puzzle, &["generated".into()]);
        assert_eq!(Killer::parse("k.txt", &text), Ok(puzzle), "{text}");
    }
}

#[test]
fn a_16x16_puzzle_with_two_digit_givens_round_trips_through_the_native_text() {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(16);
    let (puzzle, answer) = generate::random_puzzle(16, 4, 4, 4, &mut rng);
    let (row, col) = (0..16)
        .flat_map(|r| (0..16).map(move |c| (r, c)))
        .find(|&(r, c)| answer.value(r, c) >= 10)
        .unwrap();
    let value = answer.value(row, col).to_string();
    let puzzle = PuzzleKind::with_given(&puzzle, row, col, &value).unwrap();
    let text = PuzzleKind::to_native(&puzzle, &[]);
    assert_eq!(Killer::parse("k.txt", &text), Ok(puzzle), "{text}");
}

#[test]
fn a_grid_of_17_rows_is_refused() {
    let row = "a ".repeat(17);
    let text = format!(
        "kind: killer\ncages:\n{}sums:\na 153\n",
        format!("{row}\n").repeat(17)
    );
    let (line, _, message) = error(&text);
    assert_eq!(line, 2);
    assert!(
        message.contains("N = 4 to 16 rows of cages; found 17"),
        "{message}"
    );
}

#[test]
fn the_bundled_puzzle_checks_against_its_published_answer() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles/killer/wikipedia");
    let text = std::fs::read_to_string(dir.join("killer_wikipedia_9x9.txt")).unwrap();
    let solution = std::fs::read_to_string(dir.join("killer_wikipedia_9x9.solution.txt")).unwrap();
    let puzzle = Killer::parse("k.txt", &text).unwrap();
    let answer = puzzle.parse_answer("s.txt", &solution).unwrap();
    assert_eq!(check(&puzzle, &answer), Ok(()));
}
