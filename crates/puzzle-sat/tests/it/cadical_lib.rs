//! The in-process CaDiCaL backend (`--solver cadical-lib`, cargo feature `cadical`, on by
//! default): the same verdicts and answers as varisat on bundled puzzles of every kind,
//! unsat detection, a time limit that stops the solver, `--solver auto` picking varisat
//! for small CNFs and CaDiCaL for large ones, the solution-space session on either
//! solver with the same results, time limits that stop CaDiCaL inside the session, and
//! without the feature a clear error (`cargo test --no-default-features`).

use crate::common;

use common::run;

#[cfg(not(feature = "cadical"))]
#[test]
fn without_the_feature_cadical_lib_says_how_to_build_it() {
    let puzzle = common::puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let (code, out, err) = run(&["solve", "--solver", "cadical-lib", &puzzle]);
    assert_eq!(code, 1, "{out}");
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("built without the cargo feature `cadical`"),
        "{err}"
    );
    assert!(err.contains("--no-default-features"), "{err}");
}

#[cfg(feature = "cadical")]
mod with_the_feature {
    use super::*;
    use puzzle_cnf::{CnfBuilder, Var};
    use puzzle_ir::Kind;
    use puzzle_solve::input::read_items;
    use puzzle_solve::pipeline::{solve, Settings, Status};
    use puzzle_solve::solver::{Backend, Outcome};
    use std::path::{Path, PathBuf};
    use std::time::Duration;

    /// The encoding `solve` gives, with lazy constraints in process (as `corpus.rs`:
    /// Fillomino's static region sizes take gigabytes on its larger Janko grids).
    fn settings(backend: Backend, timeout: Option<Duration>) -> Settings {
        Settings {
            backend,
            timeout,
            options: puzzle_cnf::Options {
                in_process: true,
                ..Default::default()
            },
            shuffle: None,
        }
    }

    /// Puzzle files under `dir`, leaving out the benchmark-only sets: `hard/` (minutes per
    /// puzzle) and the minimal 25x25 Sudokus (seconds each); of a folder with more than
    /// [`PER_FOLDER`] puzzles, that many evenly spread.
    fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        entries.sort();
        let mut puzzles = Vec::new();
        for path in entries {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if name != "hard" && name != "25x25" {
                    files_under(&path, out);
                }
            } else if name.ends_with(".txt") && !name.contains(".solution.") {
                puzzles.push(path);
            }
        }
        let step = puzzles.len().div_ceil(PER_FOLDER).max(1);
        out.extend(puzzles.into_iter().step_by(step));
    }

    /// The most puzzles compared from one folder (Janko's sets hold up to a thousand,
    /// which the corpus tests solve one backend each).
    const PER_FOLDER: usize = 100;

    /// The published solution beside `path`, when there is one and the puzzle is proper:
    /// generated grids and Janko's Kakuro 257 have several answers (see the corpus test).
    fn published_solution(path: &Path) -> Option<String> {
        let name = path.to_string_lossy();
        if name.contains("generated") || name.contains("kakuro_janko_257_") {
            return None;
        }
        std::fs::read_to_string(format!("{}.solution.txt", name.strip_suffix(".txt")?)).ok()
    }

    /// Solves every puzzle of `file` with both backends: the verdicts agree, CaDiCaL's
    /// answers pass the checker, and where the file has a published solution of a proper
    /// puzzle both answers are that solution (elsewhere two checked answers may differ:
    /// the puzzle then has several). Returns (puzzles, answers compared).
    fn compare_file(file: &Path) -> (usize, usize) {
        let name = file.display().to_string();
        let items = read_items(std::slice::from_ref(&name)).expect("bundled puzzles parse");
        let varisat = settings(Backend::Varisat, None);
        let cadical = settings(Backend::from_name("cadical-lib").unwrap(), None);
        let published = published_solution(file);
        let mut compared = 0;
        for item in &items {
            let expected = solve(&item.puzzle, &varisat).expect("varisat runs");
            let got = solve(&item.puzzle, &cadical).expect("CaDiCaL runs");
            assert_eq!(got.status, expected.status, "{}", item.source);
            let Some(answer) = &got.answer else { continue };
            item.puzzle.check(answer).expect("checked answer");
            if let Some(solution) = &published {
                let solution = item.puzzle.parse_answer("solution", solution).unwrap();
                assert_eq!(answer, &solution, "{}", item.source);
                assert_eq!(expected.answer.as_ref(), Some(&solution), "{}", item.source);
                compared += 1;
            }
        }
        (items.len(), compared)
    }

    #[test]
    fn cadical_lib_agrees_with_varisat_on_bundled_puzzles_of_every_kind() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles");
        let mut files = Vec::new();
        files_under(&root, &mut files);
        files.push(root.join("sudoku/9x9/norvig_top95.lines"));
        for kind in ["sudoku", "kakuro", "kakurasu", "shakashaka"] {
            let prefix = root.join(kind);
            assert!(files.iter().any(|f| f.starts_with(&prefix)), "{kind}");
        }
        // Two workers, files interleaved (CI has two cores).
        let add = |a: (usize, usize), b: (usize, usize)| (a.0 + b.0, a.1 + b.1);
        let (puzzles, compared) = std::thread::scope(|scope| {
            let files = &files;
            let workers: Vec<_> = (0..2)
                .map(|k| {
                    scope.spawn(move || {
                        let mine = files.iter().skip(k).step_by(2);
                        mine.map(|f| compare_file(f)).fold((0, 0), add)
                    })
                })
                .collect();
            let done = workers.into_iter().map(|w| w.join().expect("worker"));
            done.fold((0, 0), add)
        });
        assert!(puzzles > 700, "{puzzles} puzzles");
        assert!(
            compared > 100,
            "{compared} answers compared with published solutions"
        );
    }

    #[test]
    fn cadical_lib_proves_published_unsolvable_puzzles_unsat() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles");
        let mut unsolvable = Vec::new();
        for kind in std::fs::read_dir(&root).unwrap() {
            let dir = kind.unwrap().path().join("unsolvable");
            if dir.is_dir() {
                files_under(&dir, &mut unsolvable);
            }
        }
        assert!(!unsolvable.is_empty(), "bundled unsolvable puzzles");
        for file in &unsolvable {
            let path = file.display().to_string();
            let args = [
                "solve",
                "--solver",
                "cadical-lib",
                "--format",
                "json",
                &path,
            ];
            let (code, out, err) = run(&args);
            assert_eq!(code, 20, "{path}: {out}{err}");
            assert!(out.contains("\"status\":\"unsat\""), "{out}");
        }
    }

    /// The unsolvable puzzles above are settled before any solver runs (an evident
    /// reason); this one reaches CaDiCaL: 4 pigeons, 3 holes.
    #[test]
    fn cadical_lib_proves_a_pigeonhole_cnf_unsat() {
        let mut cnf = CnfBuilder::new();
        let (pigeons, holes) = (4, 3);
        let sits: Vec<Vec<Var>> = (0..pigeons)
            .map(|_| (0..holes).map(|_| cnf.new_var()).collect())
            .collect();
        for pigeon in &sits {
            cnf.add_clause(pigeon.iter().map(|v| v.pos_lit()));
        }
        for hole in 0..holes {
            for (a, first) in sits.iter().enumerate() {
                for second in &sits[a + 1..] {
                    cnf.add_clause([first[hole].neg_lit(), second[hole].neg_lit()]);
                }
            }
        }
        let backend = Backend::from_name("cadical-lib").unwrap();
        assert_eq!(
            backend
                .solve(&puzzle_cnf::hints(Kind::Sudoku), &cnf, None)
                .unwrap(),
            Outcome::Unsat
        );
    }

    #[test]
    fn cadical_lib_is_stopped_at_the_time_limit() {
        // Without the limit, solvers need seconds to minutes on this one (README table).
        let hard = common::puzzle("sudoku", "generated/hard/sudoku-49x49-b55-s1.txt");
        let items = read_items(std::slice::from_ref(&hard)).unwrap();
        let limited = settings(
            Backend::from_name("cadical-lib").unwrap(),
            Some(Duration::from_millis(50)),
        );
        // The backend solves on this thread, so returning at all means CaDiCaL stopped.
        let report = solve(&items[0].puzzle, &limited).expect("no solver error");
        assert_eq!(report.status, Status::Unknown);
        assert!(report.answer.is_none());
    }

    #[test]
    fn cadical_lib_out_of_time_gives_unknown_exit_30() {
        let hard = common::puzzle("sudoku", "generated/hard/sudoku-49x49-b55-s1.txt");
        let args = ["solve", "--solver", "cadical-lib", "--format", "json"];
        let (code, out, _) = run(&[&args[..], &["--timeout", "0.05", &hard]].concat());
        assert_eq!(code, 30, "{out}");
        assert!(out.contains("\"status\":\"unknown\""), "{out}");
    }

    #[test]
    fn cadical_lib_solves_from_the_command_line() {
        let puzzle = common::puzzle("kakuro", "papers/kakuro-k_057.txt");
        let (code, out, err) = run(&["solve", "--solver", "cadical-lib", &puzzle]);
        assert_eq!(code, 0, "{out}{err}");
        let (_, expected, _) = run(&["solve", &puzzle]);
        assert_eq!(out, expected);
    }
}

#[cfg(feature = "cadical")]
mod auto_and_sessions {
    use super::*;
    use puzzle_cnf::{encode, encode_clues, hints, Options};
    use puzzle_ir::Puzzle;
    use puzzle_solve::input::read_one;
    use puzzle_solve::solver::{Backend, Engine, Outcome};
    use puzzle_solve::space::count::count_observed;
    use puzzle_solve::space::explain::{explain_with, Explanation};
    use puzzle_solve::space::hint::hints_observed;
    use puzzle_solve::space::{Session, SessionSettings};
    use puzzle_solve::verify::SolveError;
    use std::time::{Duration, Instant};

    fn load(kind: &str, path: &str) -> Puzzle {
        read_one(&common::puzzle(kind, path)).expect("bundled puzzle")
    }

    fn on(engine: Engine) -> SessionSettings {
        SessionSettings {
            engine: Some(engine),
            ..SessionSettings::default()
        }
    }

    /// A small Shakashaka and a large Sudoku on either side of the line, and a Kakuro
    /// far above it that stays on varisat (faster there at every bundled size).
    #[test]
    fn auto_picks_varisat_for_small_cnfs_and_kakuro_and_cadical_for_large_ones() {
        let cases = [
            (
                "shakashaka",
                "janko/shakashaka_janko_001_8x8.txt",
                false,
                Engine::Varisat,
            ),
            (
                "sudoku",
                "papers/sudoku-36x36-s20240601.txt",
                true,
                Engine::Cadical,
            ),
            (
                "kakuro",
                "generated/kakuro-50x50-b0.3-s1.txt",
                true,
                Engine::Varisat,
            ),
        ];
        for (kind, path, large, engine) in cases {
            let puzzle = load(kind, path);
            let encoding = encode(&puzzle, &Options::default()).unwrap();
            let clauses = encoding.cnf.n_clauses();
            assert!(clauses > 0, "{path}");
            assert_eq!(clauses >= 15_000, large, "{path}: {clauses}");
            let hints = hints(puzzle.kind());
            assert_eq!(Engine::auto(&hints, clauses), engine, "{path}");
            // The session and the one-shot backend follow the same rule.
            assert_eq!(
                Session::new(&puzzle, &encoding).engine(),
                Some(engine),
                "{path}"
            );
            let solved = Backend::Auto.solve(&hints, &encoding.cnf, None);
            let Outcome::Sat(model) = solved.unwrap() else {
                panic!("{path} has an answer")
            };
            puzzle_solve::verify::verified_answer(&puzzle, &encoding, &model).unwrap();
        }
    }

    /// Counts (up to 3), hints and explanations of corpus puzzles of every kind, with
    /// answers unique, several, or none: the same on varisat and on CaDiCaL.
    #[test]
    fn sessions_on_varisat_and_cadical_agree_on_corpus_puzzles() {
        let puzzles = [
            ("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt"),
            ("sudoku", "16x16/gecode_048.txt"),
            ("sudoku", "25x25/gecode_089.txt"),
            ("kakuro", "papers/kakuro-k_057.txt"),
            ("kakuro", "janko/kakuro_janko_257_24x28.txt"),
            ("kakurasu", "papers/kakurasu-9x9-1.txt"),
            ("shakashaka", "unsolvable/shakashaka_penpa1_10x10.txt"),
            ("shakashaka", "janko/shakashaka_janko_001_8x8.txt"),
            ("killer", "generated/killer-9x9-c4-s1.txt"),
        ];
        let options = Options::default();
        for (kind, path) in puzzles {
            let puzzle = load(kind, path);
            let mut seen = Vec::new();
            for engine in [Engine::Varisat, Engine::Cadical] {
                let (count, hints) = match encode(&puzzle, &options) {
                    Ok(encoding) => {
                        let counted =
                            count_observed(&puzzle, &encoding, Some(3), on(engine), &|_| {});
                        let counted = counted.unwrap();
                        let hints = hints_observed(&puzzle, &encoding, on(engine), &|_| {});
                        let cells = hints.unwrap().map(|h| h.cells);
                        (Some((counted.count, counted.complete)), cells)
                    }
                    Err(_) => (None, None),
                };
                let clues = encode_clues(&puzzle, &options).unwrap();
                let explained = match explain_with(&puzzle, &clues, on(engine)).unwrap() {
                    Explanation::Unsat { core, .. } => format!("unsat, core of {}", core.len()),
                    Explanation::Unique(answer) => format!("unique {}", answer.to_line()),
                    Explanation::Several { .. } => "several".to_string(),
                };
                seen.push((count, hints, explained));
            }
            assert_eq!(seen[0], seen[1], "{kind} {path}");
        }
    }

    #[test]
    fn a_cadical_session_is_stopped_inside_the_solve_at_its_deadline() {
        let hard = load("sudoku", "generated/hard/sudoku-49x49-b55-s1.txt");
        let encoding = encode(&hard, &Options::default()).unwrap();
        let settings = SessionSettings {
            deadline: Some(Instant::now() + Duration::from_millis(300)),
            ..SessionSettings::default()
        };
        let mut session = Session::with(&hard, &encoding, settings);
        assert_eq!(session.engine(), Some(Engine::Cadical));
        // This thread runs the solve: coming back at all means CaDiCaL stopped.
        let solved = session.solve(&[]);
        assert!(matches!(solved, Err(SolveError::TimedOut)), "{solved:?}");
        assert!(matches!(session.solve(&[]), Err(SolveError::TimedOut)));
    }

    /// Seconds to minutes without a limit (docs/experiments/2026-11-24-in-process-cadical.md);
    /// with `-t 1` every solution-space command answers "unknown" (exit 30) within about a
    /// second.
    #[test]
    fn a_hard_36x36_count_hint_explain_and_unique_stop_at_a_1_s_limit() {
        let hard = common::puzzle("sudoku", "generated/hard/sudoku-36x36-b55-s1.txt");
        for args in [
            vec!["count", "-t", "1", &hard],
            vec!["solve", "--unique", "-t", "1", &hard],
            vec!["hint", "-t", "1", &hard],
            vec!["explain", "-t", "1", &hard],
        ] {
            let start = Instant::now();
            let (code, out, err) = run(&args);
            let seconds = start.elapsed().as_secs_f64();
            assert!(seconds < 2.5, "{args:?}: {seconds} s");
            assert_eq!(code, 30, "{args:?}: {out} {err}");
        }
    }
}
