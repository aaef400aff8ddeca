//! Explanations of unsolvable puzzles: on the bundled unsolvable puzzles and on broken
//! puzzles of every kind (a bundled puzzle with one clue changed), the core must be
//! contradictory (the puzzle with only the core's clues has no answer) and minimal
//! (without any one of them it has one), judged outside the clue encoding where the IR
//! can drop a clue (Sudoku, Kakurasu, Shakashaka), and its DRAT proof must check.

mod common;

use puzzle_cnf::{encode_clues, Lit, Options};
use puzzle_ir::kakurasu::Kakurasu;
use puzzle_ir::kakuro::{Cell as KakuroCell, Kakuro};
use puzzle_ir::killer::Killer;
use puzzle_ir::shakashaka::{Shakashaka, Square};
use puzzle_ir::slitherlink::Slitherlink;
use puzzle_ir::{Clue, LineKind, Puzzle};
use puzzle_sat::input::read_one;
use puzzle_sat::pipeline::Status;
use puzzle_sat::space;
use puzzle_sat::space::explain::{explain, Explanation};
use puzzle_sat::space::proof::Prover;
use puzzle_sat::space::Session;

/// The puzzle with only the clues of `keep` (None for Kakuro, whose runs cannot lose
/// their sums in the IR).
fn restricted(puzzle: &Puzzle, keep: &[Clue]) -> Option<Puzzle> {
    match puzzle {
        Puzzle::Sudoku(p) => {
            let n = p.size();
            let givens = (0..n * n)
                .map(|i| {
                    let (row, col) = (i / n, i % n);
                    p.given(row, col)
                        .filter(|&value| keep.contains(&Clue::Given { row, col, value }))
                })
                .collect();
            Some(Puzzle::Sudoku(p.with_givens(givens).unwrap()))
        }
        Puzzle::Kakurasu(p) => {
            let line = |kind, clues: &[Option<u64>]| -> Vec<Option<u64>> {
                clues
                    .iter()
                    .enumerate()
                    .map(|(index, c)| {
                        c.filter(|&sum| {
                            keep.contains(&Clue::Line {
                                line: kind,
                                index,
                                sum,
                            })
                        })
                    })
                    .collect()
            };
            let rows = line(LineKind::Row, p.row_clues());
            let cols = line(LineKind::Col, p.col_clues());
            Some(Puzzle::Kakurasu(Kakurasu::new(rows, cols).unwrap()))
        }
        Puzzle::Shakashaka(p) => {
            let cols = p.cols();
            let squares = p
                .squares()
                .iter()
                .enumerate()
                .map(|(i, &s)| match s {
                    Square::Number(value)
                        if !keep.contains(&Clue::Number {
                            row: i / cols,
                            col: i % cols,
                            value,
                        }) =>
                    {
                        Square::Black
                    }
                    other => other,
                })
                .collect();
            Some(Puzzle::Shakashaka(
                Shakashaka::new(p.rows(), cols, squares).unwrap(),
            ))
        }
        Puzzle::Kakuro(_) => None,
        Puzzle::Killer(p) => {
            let Some(Puzzle::Sudoku(sudoku)) =
                restricted(&Puzzle::Sudoku(p.sudoku().clone()), keep)
            else {
                unreachable!("a Sudoku stays a Sudoku")
            };
            let cages = p
                .cages()
                .iter()
                .filter(|cage| {
                    keep.contains(&Clue::Region {
                        row: cage.cells[0].0,
                        col: cage.cells[0].1,
                        sum: cage.sum,
                    })
                })
                .cloned()
                .collect();
            Some(Puzzle::Killer(Killer::new(sudoku, cages)))
        }
        Puzzle::Slitherlink(p) => {
            let cols = p.cols();
            let clues = (p.clues().iter().enumerate())
                .map(|(i, &clue)| {
                    clue.filter(|&value| {
                        keep.contains(&Clue::Number {
                            row: i / cols,
                            col: i % cols,
                            value,
                        })
                    })
                })
                .collect();
            Some(Puzzle::Slitherlink(
                Slitherlink::new(p.rows(), cols, clues).unwrap(),
            ))
        }
    }
}

/// Whether the clues of `keep` alone admit an answer: the normal pipeline on the
/// restricted puzzle (its answer checked), or for Kakuro a fresh solver on the clue
/// encoding with those clues' selectors assumed.
fn solvable_with(puzzle: &Puzzle, keep: &[Clue]) -> bool {
    let options = Options::default();
    if let Some(smaller) = restricted(puzzle, keep) {
        let counted = space::solve_counting(&smaller, &options, Some(1)).unwrap();
        return counted.report.status == Status::Sat;
    }
    let clues = encode_clues(puzzle, &options).unwrap();
    let selectors: Vec<Lit> = clues
        .clues
        .iter()
        .filter(|(c, _)| keep.contains(c))
        .map(|&(_, s)| s)
        .collect();
    Session::new(puzzle, &clues.encoding)
        .satisfiable(&selectors)
        .unwrap()
}

/// Checks the explanation of an unsolvable puzzle; returns the core's size.
fn check_core(name: &str, puzzle: &Puzzle) -> usize {
    let clues = encode_clues(puzzle, &Options::default()).unwrap();
    let Explanation::Unsat {
        core, certificate, ..
    } = explain(puzzle, &clues).unwrap()
    else {
        panic!("{name}: expected no answer");
    };
    assert!(
        !solvable_with(puzzle, &core),
        "{name}: the core {core:?} has an answer"
    );
    for dropped in &core {
        let rest: Vec<Clue> = core.iter().copied().filter(|c| c != dropped).collect();
        assert!(
            solvable_with(puzzle, &rest),
            "{name}: {dropped} is not needed in {core:?}"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let proof = dir.path().join("core.drat");
    let cnf = certificate.prove(&Prover::Varisat, &proof).unwrap();
    assert!(
        common::drat_checked(&cnf, &proof),
        "{name}: the proof does not check"
    );
    core.len()
}

/// Bundled puzzles with one clue changed, of every kind, that have no answer: the first
/// change (in clue order) that leaves the puzzle unsolvable.
fn broken(kind: &str, path: &str) -> Puzzle {
    let puzzle = read_one(&common::puzzle(kind, path)).unwrap();
    let candidates: Vec<Puzzle> = match &puzzle {
        Puzzle::Sudoku(p) => {
            let n = p.size();
            (0..n * n)
                .filter(|&i| p.givens()[i].is_none())
                .flat_map(|i| (1..=n as u32).map(move |v| (i, v)))
                .map(|(i, v)| {
                    let mut givens = p.givens().to_vec();
                    givens[i] = Some(v);
                    Puzzle::Sudoku(p.with_givens(givens).unwrap())
                })
                .collect()
        }
        Puzzle::Kakurasu(p) => (0..p.rows())
            .filter_map(|r| p.row_clue(r).map(|c| (r, c)))
            .map(|(r, c)| {
                let mut rows = p.row_clues().to_vec();
                rows[r] = Some(c + 1);
                Puzzle::Kakurasu(Kakurasu::new(rows, p.col_clues().to_vec()).unwrap())
            })
            .collect(),
        Puzzle::Kakuro(p) => (0..p.cells().len())
            .filter_map(|i| match p.cells()[i] {
                KakuroCell::Clue {
                    down,
                    across: Some(a),
                } => {
                    let mut cells = p.cells().to_vec();
                    cells[i] = KakuroCell::Clue {
                        down,
                        across: Some(a + 1),
                    };
                    Kakuro::new(p.rows(), p.cols(), cells)
                        .ok()
                        .map(Puzzle::Kakuro)
                }
                _ => None,
            })
            .collect(),
        Puzzle::Shakashaka(p) => (0..p.squares().len())
            .filter_map(|i| match p.squares()[i] {
                Square::Number(v) => {
                    let mut squares = p.squares().to_vec();
                    squares[i] = Square::Number((v + 1) % 5);
                    Some(Puzzle::Shakashaka(
                        Shakashaka::new(p.rows(), p.cols(), squares).unwrap(),
                    ))
                }
                _ => None,
            })
            .collect(),
        Puzzle::Killer(p) => (0..p.cages().len())
            .map(|k| {
                let mut cages = p.cages().to_vec();
                cages[k].sum += 1;
                Puzzle::Killer(Killer::new(p.sudoku().clone(), cages))
            })
            .collect(),
        Puzzle::Slitherlink(p) => (0..p.clues().len())
            .filter_map(|i| {
                let mut clues = p.clues().to_vec();
                clues[i] = Some(clues[i]? % 3 + 1);
                Some(Puzzle::Slitherlink(
                    Slitherlink::new(p.rows(), p.cols(), clues).unwrap(),
                ))
            })
            .collect(),
    };
    candidates
        .into_iter()
        .find(|p| {
            let counted = space::solve_counting(p, &Options::default(), Some(1)).unwrap();
            counted.report.status == Status::Unsat
        })
        .unwrap_or_else(|| panic!("{path}: no single change breaks it"))
}

#[test]
fn broken_puzzles_of_every_kind_have_minimal_contradictory_cores() {
    let cases = [
        ("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt"),
        ("sudoku", "16x16/janko/sudoku_janko_0301_16x16.txt"),
        ("kakurasu", "janko/kakurasu_janko_301_5x5.txt"),
        ("kakuro", "janko/kakuro_janko_001_10x12.txt"),
        ("shakashaka", "janko/shakashaka_janko_001_8x8.txt"),
        ("killer", "wikipedia/killer_wikipedia_9x9.txt"),
    ];
    for (kind, path) in cases {
        let size = check_core(path, &broken(kind, path));
        assert!(size > 0, "{path}: a changed clue must take part");
    }
}

#[test]
fn clashing_givens_are_explained_though_the_encoder_sees_them_first() {
    let puzzle = Puzzle::parse("p.txt", b"kind: sudoku\ngrid:\n1..1\n....\n....\n....\n").unwrap();
    assert_eq!(check_core("clash", &puzzle), 2);
    let kakurasu = Puzzle::parse("k.txt", b"kind: kakurasu\nrows: 7 1\ncols: - -\n").unwrap();
    assert_eq!(check_core("too large", &kakurasu), 1);
}

/// A given is selected by its cell's own variable, except where the parity marks rule
/// its value out: there a fresh selector guards the empty clause, and the given alone is
/// the core.
#[test]
fn a_given_against_its_parity_mark_is_its_own_core() {
    let text = "kind: sudoku\nvariants: even-odd\ngrid:\n1...\n....\n....\n..3.\n\
                parity:\ne...\n....\n....\n....\n";
    let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
    assert_eq!(check_core("given against parity", &puzzle), 1);
    let clues = encode_clues(&puzzle, &Options::default()).unwrap();
    let cnf = &clues.encoding.cnf;
    let guarded: Vec<bool> = clues
        .clues
        .iter()
        .map(|&(_, s)| cnf.is_guard(s.var()))
        .collect();
    assert_eq!(
        guarded,
        [true, false],
        "only the given against its mark has a fresh guard"
    );
    assert_eq!(clues.clue_clauses()[0], vec![Vec::<Lit>::new()]);
    assert_eq!(clues.clue_clauses()[1], vec![vec![clues.clues[1].1]]);
}

#[test]
fn bundled_unsolvable_puzzles_are_explained() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles");
    let mut seen = 0;
    for kind in ["sudoku", "kakurasu", "kakuro", "shakashaka"] {
        let Ok(entries) = std::fs::read_dir(dir.join(kind).join("unsolvable")) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            let puzzle = read_one(path.to_str().unwrap()).unwrap();
            check_core(&path.display().to_string(), &puzzle);
            seen += 1;
        }
    }
    assert!(seen > 0);
}

#[test]
fn explain_on_the_command_line() {
    let path = std::env::temp_dir().join("puzzle-sat-explain-clash.txt");
    std::fs::write(&path, "kind: sudoku\ngrid:\n1..1\n....\n....\n....\n").unwrap();
    let (code, out, _) = common::run(&["explain", "--format", "json", path.to_str().unwrap()]);
    assert_eq!(code, 20);
    let mut json: serde_json::Value = serde_json::from_str(&out).unwrap();
    // Every record also says where it came from and how long it took (FORMATS.md).
    assert!(json["time_s"].is_number());
    assert_eq!(json["source"], path.to_str().unwrap());
    json.as_object_mut()
        .unwrap()
        .retain(|k, _| k != "time_s" && k != "source");
    assert_eq!(
        json,
        serde_json::json!({"kind": "sudoku", "status": "unsat", "core": [
            {"clue": "given", "row": 0, "col": 0, "value": 1},
            {"clue": "given", "row": 0, "col": 3, "value": 1}]})
    );
    let (_, text, _) = common::run(&["explain", path.to_str().unwrap()]);
    assert!(text.contains("the given 1 at row 1, column 4"), "{text}");
    // Several answers: the suggested clue leaves exactly one (counted by `count`).
    std::fs::write(&path, "kind: sudoku\ngrid:\n1234\n3412\n2.4.\n4.2.\n").unwrap();
    let (code, out, _) = common::run(&["explain", "--format", "json", path.to_str().unwrap()]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["unique"], false);
    assert!(!json["differing"].as_array().unwrap().is_empty());
    let s = &json["suggestion"];
    let (r, c) = (
        s["row"].as_u64().unwrap() as usize,
        s["col"].as_u64().unwrap() as usize,
    );
    let mut rows: Vec<Vec<u8>> = ["1234", "3412", "2.4.", "4.2."]
        .iter()
        .map(|r| r.as_bytes().to_vec())
        .collect();
    rows[r][c] = s["value"].as_str().unwrap().as_bytes()[0];
    let grid: Vec<String> = rows
        .into_iter()
        .map(|r| String::from_utf8(r).unwrap())
        .collect();
    std::fs::write(&path, format!("kind: sudoku\ngrid:\n{}\n", grid.join("\n"))).unwrap();
    let (_, out, _) = common::run(&["count", "--format", "json", path.to_str().unwrap()]);
    let count: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(count["count"], 1);
    assert_eq!(count["complete"], true);
}
