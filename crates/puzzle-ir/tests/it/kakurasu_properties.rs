//! Property tests of the Kakurasu IR: generated puzzles' answers pass the checker (and a
//! changed cell does not), puzzles and answers survive printing and parsing in both
//! input styles, and the parsers never panic on arbitrary text.

use proptest::prelude::*;
use puzzle_ir::kakurasu::{check, generate, looks_like_facts, Kakurasu, KakurasuAnswer};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// A generated puzzle of up to 20 x 20 cells (all densities, including all white and all
/// black) and its known answer.
fn generated() -> impl Strategy<Value = (Kakurasu, KakurasuAnswer)> {
    (any::<u64>(), 1usize..=20, 1usize..=20, 0.0f64..=1.0).prop_map(
        |(seed, rows, cols, density)| {
            let mut rng = SmallRng::seed_from_u64(seed);
            generate::random_puzzle(rows, cols, density, &mut rng)
        },
    )
}

/// Any puzzle: clues present or not, small or near `u64::MAX`.
fn any_puzzle() -> impl Strategy<Value = Kakurasu> {
    let clue = prop_oneof![
        Just(None),
        (0u64..300).prop_map(Some),
        any::<u64>().prop_map(Some),
    ];
    (
        prop::collection::vec(clue.clone(), 1..15),
        prop::collection::vec(clue, 1..15),
    )
        .prop_map(|(rows, cols)| Kakurasu::new(rows, cols).unwrap())
}

/// The puzzle as facts, with the terms of each predicate in the given rotation and one
/// fact per term (the other splitting, pooled, is tested on the corpus).
fn facts(puzzle: &Kakurasu, rotate: usize) -> String {
    let lines = |name: &str, clues: &[Option<u64>]| {
        let mut terms: Vec<String> = clues
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{name}({},{}).\n", i + 1, c.unwrap()))
            .collect();
        let by = rotate % terms.len();
        terms.rotate_left(by);
        terms.concat()
    };
    lines("clues_row", puzzle.row_clues()) + &lines("clues_col", puzzle.col_clues())
}

proptest! {
    #[test]
    fn generated_answers_pass((puzzle, answer) in generated()) {
        prop_assert_eq!(check(&puzzle, &answer), Ok(()));
        let max_row = (puzzle.cols() * (puzzle.cols() + 1) / 2) as u64;
        prop_assert!(puzzle.row_clues().iter().all(|c| c.is_some_and(|v| v <= max_row)));
    }

    #[test]
    fn a_changed_cell_is_caught((puzzle, answer) in generated(), at in any::<prop::sample::Index>()) {
        let mut cells = answer.cells().to_vec();
        let i = at.index(cells.len());
        cells[i] ^= true;
        let broken = KakurasuAnswer::new(answer.rows(), answer.cols(), cells);
        let err = check(&puzzle, &broken).unwrap_err();
        let expected = format!("row {} sums to", i / answer.cols() + 1);
        prop_assert!(err.to_string().starts_with(&expected), "{}", err);
    }

    #[test]
    fn native_round_trip(puzzle in any_puzzle(), comments in prop::collection::vec("[ -~]{0,20}", 0..3)) {
        let text = puzzle.to_native(&comments);
        prop_assert!(!looks_like_facts(&text));
        prop_assert_eq!(Kakurasu::parse("p.txt", &text), Ok(puzzle));
    }

    #[test]
    fn facts_round_trip((puzzle, _) in generated(), rotate in 0usize..40) {
        let text = facts(&puzzle, rotate);
        prop_assert!(looks_like_facts(&text));
        prop_assert_eq!(Kakurasu::parse_facts("p.lp", &text), Ok(puzzle));
    }

    #[test]
    fn answers_round_trip((puzzle, answer) in generated()) {
        let text = answer.to_text();
        prop_assert_eq!(KakurasuAnswer::parse_text(&puzzle, "a.txt", &text), Ok(answer.clone()));
        let grid = answer.grid();
        prop_assert_eq!(KakurasuAnswer::from_json_grid(&puzzle, "a.json", &grid), Ok(answer));
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,200}") {
        let _ = Kakurasu::parse("p.txt", &text);
        let _ = Kakurasu::parse_facts("p.lp", &text);
        let _ = looks_like_facts(&text);
    }

    #[test]
    fn parsers_never_panic_on_near_misses(
        text in "(kind: kakurasu\n|rows:|cols:|clues_row|clues_col|[(),;.%#\n -]|[0-9]{1,22}|x){0,40}",
        answer_text in "[#. \n\r x]{0,40}",
    ) {
        if let Ok(puzzle) = Kakurasu::parse("p.txt", &text) {
            let _ = KakurasuAnswer::parse_text(&puzzle, "a.txt", &answer_text);
        }
        if let Ok(puzzle) = Kakurasu::parse_facts("p.lp", &text) {
            let _ = KakurasuAnswer::parse_text(&puzzle, "a.txt", &answer_text);
        }
        let _ = looks_like_facts(&text);
    }
}
