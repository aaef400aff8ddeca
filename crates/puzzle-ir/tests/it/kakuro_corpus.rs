//! The Kakuro IR on the bundled puzzles (`puzzles/kakuro/`): every janko puzzle parses and its published
//! solution passes the independent checker (and survives a text round trip), every
//! puzz.link puzzle parses, the papers' k_057 reads the same in both formats, and
//! broken solutions are rejected.

use puzzle_ir::kakuro::{
    check, check::Violation, looks_like_hash_kakuro, Direction, Kakuro, KakuroAnswer,
};
use std::path::{Path, PathBuf};

/// A folder of the bundled Kakuro puzzles: `janko`, `puzzlink`, `papers`.
fn corpus_dir(folder: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../puzzles/kakuro")
        .join(folder)
}

/// The puzzle files (not solutions) of a corpus folder.
fn puzzle_files(folder: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir(folder))
        .expect("corpus folder is readable")
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".txt") && !name.ends_with(".solution.txt")
        })
        .collect();
    files.sort();
    files
}

fn read_puzzle(path: &Path) -> Kakuro {
    let text = std::fs::read_to_string(path).expect("puzzle is readable");
    Kakuro::parse(&path.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"))
}

fn solution_path(path: &Path) -> PathBuf {
    path.with_extension("solution.txt")
}

fn read_solution(puzzle: &Kakuro, path: &Path) -> KakuroAnswer {
    let text = std::fs::read_to_string(path).expect("solution is readable");
    KakuroAnswer::parse_text(puzzle, &path.display().to_string(), &text)
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_janko_solution_passes_the_checker() {
    let files = puzzle_files("janko");
    assert!(files.len() >= 799, "found {} janko puzzles", files.len());
    for path in &files {
        let puzzle = read_puzzle(path);
        assert!(
            puzzle.impossible_runs().is_empty(),
            "{}: impossible runs",
            path.display()
        );
        let solution_file = solution_path(path);
        let answer = read_solution(&puzzle, &solution_file);
        check(&puzzle, &answer).unwrap_or_else(|v| panic!("{}: {v}", path.display()));
        let text = std::fs::read_to_string(&solution_file).unwrap();
        assert_eq!(answer.to_text(), text, "{}", solution_file.display());
        let again = KakuroAnswer::from_json_grid(&puzzle, "json", &answer.grid()).unwrap();
        assert_eq!(again, answer);
        let native = puzzle.to_native(&[]);
        assert_eq!(Kakuro::parse("native", &native).unwrap(), puzzle);
    }
}

#[test]
fn every_puzzlink_puzzle_parses() {
    let files = puzzle_files("puzzlink");
    assert_eq!(files.len(), 5);
    let mut solved = 0;
    for path in &files {
        let puzzle = read_puzzle(path);
        assert!(puzzle.impossible_runs().is_empty(), "{}", path.display());
        let solution_file = solution_path(path);
        if solution_file.is_file() {
            let answer = read_solution(&puzzle, &solution_file);
            check(&puzzle, &answer).unwrap_or_else(|v| panic!("{}: {v}", path.display()));
            solved += 1;
        }
    }
    assert_eq!(solved, 1);
}

#[test]
fn papers_k_057_reads_the_same_in_both_formats() {
    let dir = corpus_dir("papers");
    let native = read_puzzle(&dir.join("kakuro-k_057.txt"));
    let original = std::fs::read_to_string(dir.join("kakuro-k_057.original.txt")).unwrap();
    assert!(looks_like_hash_kakuro(&original));
    let hash = Kakuro::parse_hash_kakuro("kakuro-k_057.original.txt", &original).unwrap();
    assert_eq!(hash, native);
    assert_eq!((native.rows(), native.cols()), (10, 10));
    assert!(native.impossible_runs().is_empty());
    let native_text = std::fs::read_to_string(dir.join("kakuro-k_057.txt")).unwrap();
    assert!(!looks_like_hash_kakuro(&native_text));
}

/// A few janko puzzles with their solutions, for the broken-answer tests.
fn sample() -> Vec<(Kakuro, KakuroAnswer)> {
    puzzle_files("janko")
        .iter()
        .step_by(97)
        .map(|path| {
            let puzzle = read_puzzle(path);
            let answer = read_solution(&puzzle, &solution_path(path));
            (puzzle, answer)
        })
        .collect()
}

#[test]
fn every_one_digit_change_is_caught() {
    for (puzzle, answer) in sample() {
        let cols = puzzle.cols();
        for (index, digit) in answer.digits().iter().enumerate() {
            let Some(digit) = *digit else { continue };
            for other in (0..=9).filter(|&d| d != digit) {
                let mut digits = answer.digits().to_vec();
                digits[index] = Some(other);
                let broken = KakuroAnswer::new(puzzle.rows(), cols, digits);
                let violation = check(&puzzle, &broken).unwrap_err();
                if other == 0 {
                    let at = (index / cols + 1, index % cols + 1);
                    assert_eq!(
                        violation,
                        Violation::NotFilled {
                            row: at.0,
                            col: at.1,
                            digit: Some(0)
                        }
                    );
                } else {
                    assert!(matches!(
                        violation,
                        Violation::Repeated { .. } | Violation::WrongSum { .. }
                    ));
                }
            }
        }
    }
}

#[test]
fn digits_off_white_and_missing_digits_are_caught() {
    let (puzzle, answer) = sample().remove(0);
    let mut digits = answer.digits().to_vec();
    digits[0] = Some(5);
    let broken = KakuroAnswer::new(puzzle.rows(), puzzle.cols(), digits);
    assert_eq!(
        check(&puzzle, &broken).unwrap_err(),
        Violation::DigitOffWhite {
            row: 1,
            col: 1,
            digit: 5
        }
    );
    let first_white = answer.digits().iter().position(|d| d.is_some()).unwrap();
    let mut digits = answer.digits().to_vec();
    digits[first_white] = None;
    let broken = KakuroAnswer::new(puzzle.rows(), puzzle.cols(), digits);
    assert!(matches!(
        check(&puzzle, &broken).unwrap_err(),
        Violation::NotFilled { digit: None, .. }
    ));
    let small = KakuroAnswer::new(1, 1, vec![None]);
    assert!(matches!(
        check(&puzzle, &small).unwrap_err(),
        Violation::WrongSize { .. }
    ));
}

#[test]
fn a_swap_inside_a_run_breaks_the_crossing_runs_or_passes() {
    // Swapping two digits of one across run keeps its sum; the down runs through them
    // change unless the digits are equal, so the checker must name a down run.
    let (puzzle, answer) = sample().remove(1);
    let run = puzzle
        .runs()
        .iter()
        .find(|r| r.direction == Direction::Across && r.cells.len() >= 2)
        .unwrap();
    let cols = puzzle.cols();
    let (a, b) = (run.cells[0], run.cells[1]);
    let mut digits = answer.digits().to_vec();
    digits.swap(a.0 * cols + a.1, b.0 * cols + b.1);
    let broken = KakuroAnswer::new(puzzle.rows(), cols, digits);
    match check(&puzzle, &broken) {
        Err(Violation::WrongSum { direction, .. }) | Err(Violation::Repeated { direction, .. }) => {
            assert_eq!(direction, Direction::Down)
        }
        other => panic!("expected a down-run violation, got {other:?}"),
    }
}
