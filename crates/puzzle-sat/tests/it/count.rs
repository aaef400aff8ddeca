//! Counting agrees with brute force (every fill of the open cells, judged by the
//! independent checker) on tiny puzzles of every kind, with the known 288 fillings of the
//! empty 4x4 Sudoku, and `--max` stops early on the empty 9x9.

use crate::common;

use puzzle_cnf::shakashaka::STATES;
use puzzle_cnf::{encode, Options};
use puzzle_ir::kakurasu::{Kakurasu, KakurasuAnswer};
use puzzle_ir::kakuro::{Cell as KakuroCell, Kakuro, KakuroAnswer};
use puzzle_ir::shakashaka::{Shade, Shakashaka, ShakashakaAnswer, Square};
use puzzle_ir::sudoku::SudokuAnswer;
use puzzle_ir::{Answer, Puzzle};
use puzzle_solve::space::count::count;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Answers by brute force: every choice of one option per cell (`options[i]` many for
/// cell i), turned into an answer by `answer`, kept when the checker accepts it.
fn brute_count(puzzle: &Puzzle, options: &[usize], answer: impl Fn(&[usize]) -> Answer) -> usize {
    let mut choice = vec![0; options.len()];
    let mut found = 0;
    loop {
        if puzzle.check(&answer(&choice)).is_ok() {
            found += 1;
        }
        let Some(i) = (0..choice.len()).find(|&i| choice[i] + 1 < options[i]) else {
            return found;
        };
        choice[i] += 1;
        choice[..i].iter_mut().for_each(|c| *c = 0);
    }
}

/// The complete count of the SAT side (0 when encoding finds a contradiction).
fn sat_count(puzzle: &Puzzle) -> usize {
    let Ok(encoding) = encode(puzzle, &Options::default()) else {
        return 0;
    };
    let counted = count(puzzle, &encoding, None).expect("counting works");
    assert!(counted.complete);
    counted.count
}

fn sudoku_brute(puzzle: &Puzzle) -> usize {
    let Puzzle::Sudoku(p) = puzzle else {
        unreachable!()
    };
    let n = p.size();
    let options: Vec<usize> = p
        .givens()
        .iter()
        .map(|g| if g.is_some() { 1 } else { n })
        .collect();
    brute_count(puzzle, &options, |choice| {
        let values = p
            .givens()
            .iter()
            .zip(choice)
            .map(|(g, &c)| g.unwrap_or(c as u32 + 1))
            .collect();
        Answer::Sudoku(SudokuAnswer::new(p, values))
    })
}

#[test]
fn the_empty_4x4_sudoku_has_288_answers() {
    let puzzle = Puzzle::parse("e.txt", b"kind: sudoku\ngrid:\n....\n....\n....\n....\n").unwrap();
    assert_eq!(sat_count(&puzzle), 288);
}

#[test]
fn random_4x4_sudokus_count_like_brute_force() {
    let solution = ["1234", "3412", "2143", "4321"].concat();
    let mut rng = SmallRng::seed_from_u64(5);
    for round in 0..12 {
        let grid: String = solution
            .chars()
            .enumerate()
            .map(|(i, ch)| {
                // Mostly the solution's digits; now and then a wrong one (unsat puzzles).
                match rng.random_range(0..100) {
                    0..=44 => '.',
                    45..=47 if i % 3 == round % 3 => char::from(b'1' + rng.random_range(0..4u8)),
                    _ => ch,
                }
            })
            .collect();
        let rows: Vec<&str> = (0..4).map(|r| &grid[4 * r..4 * r + 4]).collect();
        let text = format!("kind: sudoku\ngrid:\n{}\n", rows.join("\n"));
        let puzzle = Puzzle::parse("r.txt", text.as_bytes()).unwrap();
        assert_eq!(sat_count(&puzzle), sudoku_brute(&puzzle), "{text}");
    }
}

#[test]
fn random_kakurasu_count_like_brute_force() {
    let mut rng = SmallRng::seed_from_u64(7);
    for _ in 0..40 {
        let (rows, cols) = (rng.random_range(1..=3), rng.random_range(1..=4));
        let mut clue = |n: usize| -> Option<u64> {
            (rng.random_range(0..4) > 0).then(|| rng.random_range(0..=(n * (n + 1) / 2) as u64))
        };
        let row_clues = (0..rows).map(|_| clue(cols)).collect();
        let col_clues = (0..cols).map(|_| clue(rows)).collect();
        let p = Kakurasu::new(row_clues, col_clues).unwrap();
        let puzzle = Puzzle::Kakurasu(p.clone());
        let brute = brute_count(&puzzle, &vec![2; rows * cols], |choice| {
            let black = choice.iter().map(|&c| c == 1).collect();
            Answer::Kakurasu(KakurasuAnswer::new(rows, cols, black))
        });
        assert_eq!(sat_count(&puzzle), brute, "{p:?}");
    }
}

#[test]
fn random_shakashaka_boards_count_like_brute_force() {
    let mut rng = SmallRng::seed_from_u64(11);
    for _ in 0..40 {
        let (rows, cols) = (rng.random_range(1..=3), rng.random_range(1..=3));
        let squares: Vec<Square> = (0..rows * cols)
            .map(|_| match rng.random_range(0..10) {
                0 => Square::Black,
                1 => Square::Number(rng.random_range(0..=2)),
                _ => Square::White,
            })
            .collect();
        let p = Shakashaka::new(rows, cols, squares.clone()).unwrap();
        let puzzle = Puzzle::Shakashaka(p);
        let options: Vec<usize> = squares
            .iter()
            .map(|&s| if s == Square::White { 5 } else { 1 })
            .collect();
        let brute = brute_count(&puzzle, &options, |choice| {
            let shades = squares
                .iter()
                .zip(choice)
                .map(|(&s, &c)| {
                    if s == Square::White {
                        STATES[c]
                    } else {
                        Shade::Black(s)
                    }
                })
                .collect();
            Answer::Shakashaka(ShakashakaAnswer::new(rows, cols, shades))
        });
        assert_eq!(sat_count(&puzzle), brute, "{squares:?}");
    }
}

#[test]
fn random_2x2_kakuros_count_like_brute_force() {
    let mut rng = SmallRng::seed_from_u64(13);
    for _ in 0..25 {
        let mut sum = || Some(rng.random_range(3..=17));
        let clue = |down, across| KakuroCell::Clue { down, across };
        let cells = vec![
            KakuroCell::Block,
            clue(sum(), None),
            clue(sum(), None),
            clue(None, sum()),
            KakuroCell::White,
            KakuroCell::White,
            clue(None, sum()),
            KakuroCell::White,
            KakuroCell::White,
        ];
        let p = Kakuro::new(3, 3, cells.clone()).unwrap();
        let puzzle = Puzzle::Kakuro(p);
        let options: Vec<usize> = cells
            .iter()
            .map(|&c| if c == KakuroCell::White { 9 } else { 1 })
            .collect();
        let brute = brute_count(&puzzle, &options, |choice| {
            let digits = cells
                .iter()
                .zip(choice)
                .map(|(&cell, &c)| (cell == KakuroCell::White).then_some(c as u8 + 1))
                .collect();
            Answer::Kakuro(KakuroAnswer::new(3, 3, digits))
        });
        assert_eq!(sat_count(&puzzle), brute, "{cells:?}");
    }
}

#[test]
fn max_stops_early_on_the_empty_9x9() {
    let empty = format!("kind: sudoku\ngrid:\n{}", ".........\n".repeat(9));
    let path = std::env::temp_dir().join("puzzle-sat-empty-9x9.txt");
    std::fs::write(&path, empty).unwrap();
    let (code, out, _) = common::run(&[
        "count",
        "--max",
        "25",
        "--format",
        "json",
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["count"], 25);
    assert_eq!(json["complete"], false);
    assert_eq!(json["kind"], "sudoku");
    let (_, text, _) = common::run(&["count", "--max", "3", path.to_str().unwrap()]);
    assert_eq!(text, "at least 3 answers (stopped by --max)\n");
}

#[test]
fn count_and_unique_on_the_command_line() {
    let janko = common::puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let (code, out, _) = common::run(&["count", "--format", "json", &janko]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (json["count"].as_u64(), json["complete"].as_bool()),
        (Some(1), Some(true))
    );
    let (code, out, _) = common::run(&["solve", "--unique", "--format", "json", &janko]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["unique"], true);
    // Two givens taken away from a 4x4 leaves two answers: a second one and the cells.
    let path = std::env::temp_dir().join("puzzle-sat-two-answers.txt");
    std::fs::write(&path, "kind: sudoku\ngrid:\n12..\n34..\n....\n....\n").unwrap();
    let (code, out, _) = common::run(&[
        "solve",
        "--unique",
        "--format",
        "json",
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["unique"], false);
    let puzzle = Puzzle::parse("p", &std::fs::read(&path).unwrap()).unwrap();
    for key in ["grid", "second"] {
        let answer = puzzle
            .parse_answer("a", &serde_json::json!({"grid": json[key]}).to_string())
            .unwrap();
        assert!(puzzle.check(&answer).is_ok());
    }
    assert_ne!(json["grid"], json["second"]);
    let differing = json["differing"].as_array().unwrap();
    assert!(!differing.is_empty());
    for cell in differing {
        let (r, c) = (
            cell["row"].as_u64().unwrap() as usize,
            cell["col"].as_u64().unwrap() as usize,
        );
        assert_ne!(json["grid"][r][c], json["second"][r][c]);
    }
    let (_, text, _) = common::run(&["solve", "--unique", path.to_str().unwrap()]);
    assert!(text.contains("not unique: a second answer"), "{text}");
}
