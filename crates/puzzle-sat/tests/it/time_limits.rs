//! Every solution-space command honours `--timeout`: it stops near the limit, says what
//! it has (a count so far, the cells proved forced so far) and exits 30.

use crate::common;

use common::{puzzle, run};
use std::time::Instant;

fn empty_9x9(dir: &std::path::Path) -> String {
    let path = dir.join("empty.txt");
    std::fs::write(
        &path,
        format!("kind: sudoku\ngrid:\n{}", ".........\n".repeat(9)),
    )
    .unwrap();
    path.display().to_string()
}

#[test]
fn count_stops_at_the_limit_with_the_count_so_far() {
    let dir = tempfile::tempdir().unwrap();
    let empty = empty_9x9(dir.path());
    let start = Instant::now();
    let (code, out, _) = run(&["count", "-f", "json", "-t", "0.5", &empty]);
    assert!(start.elapsed().as_secs_f64() < 5.0);
    assert_eq!(code, 30, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["complete"], false);
    assert_eq!(json["status"], "sat");
    assert!(json["count"].as_u64().unwrap() > 0, "{out}");
    let (code, out, _) = run(&["count", "-t", "0.5", &empty]);
    assert_eq!(code, 30);
    assert!(out.contains("stopped by the time limit"), "{out}");
}

#[test]
fn hint_explain_and_unique_stop_at_the_limit() {
    // The hardest bundled 25x25: no command finishes it in a fraction of a second.
    let hard = puzzle("sudoku", "25x25/gecode_026.txt");
    for args in [
        vec!["hint", "-t", "0.3", &hard],
        vec!["explain", "-t", "0.3", &hard],
        vec!["solve", "--unique", "-t", "0.3", &hard],
    ] {
        let start = Instant::now();
        let (code, out, err) = run(&args);
        assert!(start.elapsed().as_secs_f64() < 5.0, "{args:?}");
        assert_eq!(code, 30, "{args:?}: {out} {err}");
        assert!(out.contains("unknown"), "{args:?}: {out}");
    }
    // A quick puzzle is not affected by a limit.
    let easy = puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let (code, out, _) = run(&["hint", "-t", "30", &easy]);
    assert_eq!(code, 0, "{out}");
    // In-process counting takes one puzzle at a time limit.
    let (code, _, err) = run(&["solve", "--unique", "-t", "1", &easy, &easy]);
    assert_eq!(code, 2);
    assert!(err.contains("takes one puzzle"), "{err}");
}

#[test]
fn generate_stops_at_the_limit_and_writes_what_it_made() {
    // More minimal 9x9 Sudokus than two cores make in half a second (about 600/s): the
    // run stops near the limit with the puzzles made so far, each a whole JSON record
    // naming its seed.
    let start = Instant::now();
    let (code, out, err) = run(&[
        "generate",
        "sudoku",
        "--size",
        "9",
        "--minimal",
        "--count",
        "100000",
        "-t",
        "0.5",
    ]);
    assert!(start.elapsed().as_secs_f64() < 5.0);
    assert_eq!(code, 30, "{err}");
    assert!(err.contains("the time limit stopped generation"), "{err}");
    let seeds: Vec<u64> = out
        .lines()
        .map(|line| {
            serde_json::from_str::<serde_json::Value>(line).unwrap()["seed"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert!(
        !seeds.is_empty() && seeds.len() < 100_000,
        "{} made",
        seeds.len()
    );
    assert!(
        seeds.windows(2).all(|w| w[0] < w[1]),
        "records in seed order"
    );
    // One puzzle the limit cuts short: nothing written, exit 30.
    let start = Instant::now();
    let (code, out, _) = run(&[
        "generate", "kakurasu", "--rows", "60", "--cols", "60", "-t", "0.3",
    ]);
    assert!(start.elapsed().as_secs_f64() < 5.0);
    assert_eq!((code, out.as_str()), (30, ""));
    // A limit that is not reached changes nothing.
    let args = [
        "generate",
        "sudoku",
        "--size",
        "9",
        "--minimal",
        "--seed",
        "4",
    ];
    let (code, limited, _) = run(&[&args[..], &["-t", "60"]].concat());
    assert_eq!(code, 0);
    assert_eq!(limited, run(&args).1);
}

#[test]
fn varisat_is_stopped_inside_a_solve() {
    use puzzle_cnf::encode;
    use puzzle_solve::input::read_one;
    use puzzle_solve::solver::{Backend, Engine, Outcome};
    use puzzle_solve::space::{Session, SessionSettings};
    use std::time::Duration;
    // Minutes for varisat and for one CaDiCaL search
    // (docs/experiments/2026-11-25-cadical-options.md): only a stop ends varisat's search.
    let file = puzzle("sudoku", "generated/hard/sudoku-49x49-b55-s3.txt");
    let hard = read_one(&file).unwrap();
    let encoding = encode(&hard, &Default::default()).unwrap();
    // One solve, on this thread: returning at all means varisat stopped.
    let start = Instant::now();
    let limit = Some(Duration::from_millis(300));
    let outcome = Backend::Varisat
        .solve(&puzzle_cnf::hints(hard.kind()), &encoding.cnf, limit)
        .unwrap();
    assert_eq!(outcome, Outcome::Unknown);
    assert!(
        start.elapsed() < Duration::from_secs(3),
        "{:?}",
        start.elapsed()
    );
    // A session's solve in flight, likewise.
    let settings = SessionSettings {
        engine: Some(Engine::Varisat),
        deadline: Some(Instant::now() + Duration::from_millis(300)),
        effort: None,
    };
    let mut session = Session::with(&hard, &encoding, settings);
    let start = Instant::now();
    assert!(matches!(
        session.solve(&[]),
        Err(puzzle_solve::verify::SolveError::TimedOut)
    ));
    assert!(
        start.elapsed() < Duration::from_secs(3),
        "{:?}",
        start.elapsed()
    );
}
