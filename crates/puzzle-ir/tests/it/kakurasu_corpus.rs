//! The Kakurasu IR on the bundled puzzles (`puzzles/kakurasu/`): every janko puzzle (fully clued and with missing
//! clues) parses and its published solution passes the independent checker, the papers'
//! instances parse, every one-cell change of a solution is caught, and each puzzle reads
//! the same in the answer-set fact style.
//!
//! Why every one-cell change is caught in a fully clued puzzle: flipping the cell in
//! column j changes its row's sum by j >= 1, and rows are checked before columns, so the
//! violation names exactly that row.

use puzzle_ir::kakurasu::{check, check::Violation, Kakurasu, KakurasuAnswer};
use std::path::{Path, PathBuf};

/// A folder of the bundled Kakurasu puzzles: `janko`, `janko_partial`, `papers`.
fn corpus_dir(folder: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../puzzles/kakurasu")
        .join(folder)
}

/// The puzzle files (not solutions) of a corpus folder whose names start with `prefix`.
fn puzzle_files(folder: &str, prefix: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir(folder))
        .expect("corpus folder is readable")
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with(prefix) && name.ends_with(".txt") && !name.ends_with(".solution.txt")
        })
        .collect();
    files.sort();
    files
}

fn read_puzzle(path: &Path) -> Kakurasu {
    let text = std::fs::read_to_string(path).expect("puzzle is readable");
    Kakurasu::parse(&path.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"))
}

/// Every puzzle of a folder with its `*.solution.txt`.
fn solved(folder: &str) -> Vec<(String, Kakurasu, KakurasuAnswer)> {
    puzzle_files(folder, "kakurasu")
        .iter()
        .map(|path| {
            let puzzle = read_puzzle(path);
            let solution_path = path.with_extension("solution.txt");
            let text = std::fs::read_to_string(&solution_path).expect("solution is readable");
            let answer =
                KakurasuAnswer::parse_text(&puzzle, &solution_path.display().to_string(), &text)
                    .unwrap_or_else(|e| panic!("{e}"));
            (path.display().to_string(), puzzle, answer)
        })
        .collect()
}

fn janko() -> Vec<(String, Kakurasu, KakurasuAnswer)> {
    let puzzles = solved("janko");
    assert!(puzzles.len() >= 150, "only {} janko puzzles", puzzles.len());
    puzzles
}

fn janko_partial() -> Vec<(String, Kakurasu, KakurasuAnswer)> {
    let puzzles = solved("janko_partial");
    assert!(
        puzzles.len() >= 50,
        "only {} partial puzzles",
        puzzles.len()
    );
    puzzles
}

#[test]
fn every_janko_solution_passes() {
    for (name, puzzle, answer) in janko() {
        assert_eq!(check(&puzzle, &answer), Ok(()), "{name}");
        assert!(puzzle
            .row_clues()
            .iter()
            .chain(puzzle.col_clues())
            .all(Option::is_some));
    }
}

#[test]
fn every_partial_solution_passes_and_some_clues_are_missing() {
    let puzzles = janko_partial();
    let mut missing = 0;
    for (name, puzzle, answer) in &puzzles {
        assert_eq!(check(puzzle, answer), Ok(()), "{name}");
        missing += puzzle
            .row_clues()
            .iter()
            .chain(puzzle.col_clues())
            .filter(|c| c.is_none())
            .count();
    }
    assert!(missing >= puzzles.len(), "only {missing} missing clues");
}

#[test]
fn every_one_cell_change_is_caught() {
    for (name, puzzle, answer) in janko() {
        for r in 0..answer.rows() {
            for c in 0..answer.cols() {
                let mut cells = answer.cells().to_vec();
                cells[r * answer.cols() + c] ^= true;
                let broken = KakurasuAnswer::new(answer.rows(), answer.cols(), cells);
                let clue = puzzle.row_clue(r).unwrap();
                let sum = if answer.is_shaded(r, c) {
                    clue - (c as u64 + 1)
                } else {
                    clue + (c as u64 + 1)
                };
                let expected = Violation::RowSum {
                    row: r + 1,
                    sum,
                    clue,
                };
                assert_eq!(check(&puzzle, &broken), Err(expected), "{name} ({r}, {c})");
            }
        }
    }
}

#[test]
fn partial_changes_are_caught_unless_both_lines_are_free() {
    for (name, puzzle, answer) in janko_partial() {
        for r in 0..answer.rows() {
            for c in 0..answer.cols() {
                let mut cells = answer.cells().to_vec();
                cells[r * answer.cols() + c] ^= true;
                let broken = KakurasuAnswer::new(answer.rows(), answer.cols(), cells);
                let free = puzzle.row_clue(r).is_none() && puzzle.col_clue(c).is_none();
                assert_eq!(check(&puzzle, &broken).is_ok(), free, "{name} ({r}, {c})");
            }
        }
    }
}

#[test]
fn broken_answers_name_the_line() {
    // Janko 301: rows 6 3 8 10 5, cols 8 12 11 4 4.
    let (_, puzzle, _) = janko()
        .into_iter()
        .find(|(name, _, _)| name.ends_with("kakurasu_janko_301_5x5.txt"))
        .expect("janko 301 is in the corpus");
    let answer = |text: &str| KakurasuAnswer::parse_text(&puzzle, "a.txt", text).unwrap();
    let good = "#...#\n..#..\n##..#\n####.\n.##..\n";
    assert_eq!(check(&puzzle, &answer(good)), Ok(()));
    let row = check(&puzzle, &answer("#...#\n..#..\n##..#\n###..\n.##..\n")).unwrap_err();
    assert_eq!(row.to_string(), "row 4 sums to 6, its clue is 10");
    // Row 1 reaches its 6 as 2 + 4 instead of 1 + 5: every row holds, columns do not.
    let col = check(&puzzle, &answer(".#.#.\n..#..\n##..#\n####.\n.##..\n")).unwrap_err();
    assert_eq!(col.to_string(), "column 1 sums to 7, its clue is 8");
    let small = KakurasuAnswer::new(5, 4, vec![false; 20]);
    assert_eq!(
        check(&puzzle, &small).unwrap_err().to_string(),
        "answer is 5x4, puzzle is 5x5 (rows x columns)"
    );
}

#[test]
fn every_papers_instance_parses() {
    let files = puzzle_files("papers", "kakurasu-");
    assert!(files.len() >= 20, "only {} papers instances", files.len());
    for path in &files {
        let puzzle = read_puzzle(path);
        let name = path.file_name().unwrap().to_string_lossy();
        // `kakurasu-NxN-K.txt`: the size is in the name.
        let size: usize = name["kakurasu-".len()..]
            .split('x')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!((puzzle.rows(), puzzle.cols()), (size, size), "{name}");
        assert!(puzzle
            .row_clues()
            .iter()
            .chain(puzzle.col_clues())
            .all(Option::is_some));
    }
}

#[test]
fn the_papers_example_has_the_papers_solution() {
    // Its header comment: rows 1:B.... 2:...BB 3:BBBB. 4:BB... 5:BB..B
    let puzzle = read_puzzle(&corpus_dir("papers").join("kakurasu-5x5-example.txt"));
    let text = "#....\n...##\n####.\n##...\n##..#\n";
    let answer = KakurasuAnswer::parse_text(&puzzle, "a.txt", text).unwrap();
    assert_eq!(check(&puzzle, &answer), Ok(()));
}

/// The puzzle as answer-set facts, terms in reverse order and split over two facts per
/// predicate, to exercise pooling and ordering.
fn as_facts(puzzle: &Kakurasu) -> String {
    let facts = |name: &str, clues: &[Option<u64>]| {
        let terms: Vec<String> = clues
            .iter()
            .enumerate()
            .rev()
            .map(|(i, c)| format!("{},{}", i + 1, c.unwrap()))
            .collect();
        let (first, rest) = terms.split_at(terms.len() / 2);
        let mut out = String::new();
        for part in [first, rest].into_iter().filter(|p| !p.is_empty()) {
            out.push_str(&format!("{name}({}).\n", part.join("; ")));
        }
        out
    };
    format!(
        "% converted\n{}{}",
        facts("clues_row", puzzle.row_clues()),
        facts("clues_col", puzzle.col_clues())
    )
}

#[test]
fn fully_clued_puzzles_read_the_same_as_facts() {
    let mut puzzles: Vec<Kakurasu> = janko().into_iter().map(|(_, p, _)| p).collect();
    puzzles.extend(
        puzzle_files("papers", "kakurasu-")
            .iter()
            .map(|p| read_puzzle(p)),
    );
    for puzzle in puzzles {
        let text = as_facts(&puzzle);
        assert!(puzzle_ir::kakurasu::looks_like_facts(&text));
        assert_eq!(Kakurasu::parse_facts("f.lp", &text), Ok(puzzle), "{text}");
    }
}

#[test]
fn native_files_do_not_look_like_facts() {
    for path in puzzle_files("janko_partial", "kakurasu") {
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!puzzle_ir::kakurasu::looks_like_facts(&text));
        assert_eq!(
            read_puzzle(&path).to_native(&[]),
            text.lines()
                .skip_while(|l| l.starts_with('#'))
                .map(|l| format!("{l}\n"))
                .collect::<String>()
        );
    }
}
