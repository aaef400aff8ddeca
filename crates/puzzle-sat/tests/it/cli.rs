//! The command line as a user meets it: exit codes of FORMATS.md, located errors, batch
//! output, DIMACS export and decoding, answer checking.

use crate::common;

use common::{run, solver_available};
use std::path::Path;

fn puzzle(path: &str) -> String {
    common::puzzle("sudoku", path)
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

/// Digits of a printed grid, borders and spaces removed.
fn digits(text: &str) -> String {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

const JANKO: &str = "9x9/janko/sudoku_janko_0001_9x9.txt";
const JANKO_SOLUTION: &str = "9x9/janko/sudoku_janko_0001_9x9.solution.txt";

/// The digits of janko 0001's published answer, as [`digits`] reads a printed grid.
fn janko_answer() -> String {
    let expected = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    let expected: Vec<String> = expected
        .chars()
        .filter(char::is_ascii_digit)
        .map(String::from)
        .collect();
    expected.join(" ")
}

#[test]
fn solves_a_bundled_puzzle_and_prints_the_known_answer() {
    let (code, out, _) = run(&["solve", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(out.contains("------+-------+------"), "box borders: {out}");
    assert_eq!(digits(&out), janko_answer());
}

/// A shuffled copy of the CNF is another search, not another puzzle: the only answer
/// comes back, on the puzzle's own cells.
#[test]
fn a_shuffled_cnf_gives_the_same_answer() {
    for seed in ["1", "2", "3"] {
        let args = ["solve", "--no-singles", "--shuffle", seed, &puzzle(JANKO)];
        let (code, out, _) = run(&args);
        assert_eq!(code, 0);
        assert_eq!(digits(&out), janko_answer(), "seed {seed}");
    }
    let (code, _, err) = run(&["solve", "--shuffle", "1", "--unique", &puzzle(JANKO)]);
    assert_eq!(code, 2, "a usage error: {err}");
}

#[test]
fn json_output_has_the_fields_of_formats_md() {
    // Singles alone solve this puzzle; without them the solver has work to do.
    let (code, out, _) = run(&["solve", "--format", "json", "--no-singles", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "sudoku");
    assert_eq!(json["status"], "sat");
    assert_eq!(json["grid"][0][0], "2");
    assert_eq!(json["grid"].as_array().unwrap().len(), 9);
    assert!(json["time_s"].as_f64().unwrap() >= 0.0);
    assert!(json["variables"].as_u64().unwrap() > 0);
}

#[test]
fn clashing_givens_are_a_proven_no_solution_naming_both_cells() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(
        dir.path(),
        "clash.txt",
        "kind: sudoku\ngrid:\n1..1\n....\n....\n....\n",
    );
    let (code, out, _) = run(&["solve", &file]);
    assert_eq!(code, 20);
    assert!(
        out.contains("row 1, column 1") && out.contains("row 1, column 4"),
        "{out}"
    );
    let (code, out, _) = run(&["solve", "--format", "json", &file]);
    assert_eq!(code, 20);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["status"], "unsat");
    assert!(json.get("grid").is_none());
}

#[test]
fn unsat_found_by_the_solver_exits_20() {
    // No two givens clash and every cell keeps a candidate, yet there is no answer:
    // singles find that column 1 has no place for 1; without singles only the solver can.
    let dir = tempfile::tempdir().unwrap();
    let file = write(
        dir.path(),
        "unsat.txt",
        "kind: sudoku\ngrid:\n3...\n..1.\n2..4\n....\n",
    );
    let (_, out, _) = run(&["solve", &file]);
    assert!(
        out.contains("no cell is left for the value 1 in column 1"),
        "{out}"
    );
    for extra in [&[][..], &["--no-singles"][..], &["--solver", "cadical"][..]] {
        if extra.contains(&"cadical") && !solver_available("cadical") {
            continue;
        }
        let mut args = vec!["solve"];
        args.extend_from_slice(extra);
        args.push(&file);
        assert_eq!(run(&args).0, 20, "{args:?}");
    }
}

#[test]
fn input_errors_exit_1_with_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let file = write(
        dir.path(),
        "bad.txt",
        "kind: sudoku\ngrid:\n1...\n..x.\n....\n....\n",
    );
    let (code, out, err) = run(&["solve", &file]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.contains(&format!("{file}:4:3:")), "{err}");
    assert!(err.contains("expected 1..4"), "{err}");
    let (code, _, err) = run(&["solve", "/no/such/file.txt"]);
    assert_eq!(code, 1);
    assert!(err.contains("/no/such/file.txt: cannot read"), "{err}");
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(run(&["solve"]).0, 2);
    assert_eq!(run(&["solve", "--format", "xml", "x.txt"]).0, 2);
    assert_eq!(run(&["solve", "--timeout", "-1", "x.txt"]).0, 2);
    assert_eq!(run(&["solve", "--amo", "magic", "x.txt"]).0, 2);
    assert_eq!(run(&["frobnicate"]).0, 2);
}

/// The encoding flags are built only when the command line may name one; a command line
/// with only the subcommand's own options, one with an encoding flag and one with a
/// misspelt flag each read as they would with every flag built.
#[test]
fn encoding_flags_read_the_same_whether_or_not_the_line_names_one() {
    let (code, out, err) = run(&["solve", "--unique", "--format=json", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"unique\":true"), "{out}");
    let file = puzzle(JANKO);
    for amo in ["--amo=ladder", "--amo"] {
        let mut args = vec!["solve", amo];
        args.extend((amo == "--amo").then_some("ladder"));
        args.push(&file);
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert_eq!(digits(&out), janko_answer());
    }
    let (code, _, err) = run(&["solve", "--conectivity", "cuts", &puzzle(JANKO)]);
    assert_eq!(code, 2);
    assert!(
        err.contains("a similar argument exists: '--connectivity'"),
        "{err}"
    );
    let (code, _, err) = run(&["solve", "--unique", "--", "--amo", &puzzle(JANKO)]);
    assert_eq!(code, 1, "after `--`, `--amo` is a file: {err}");
}

#[test]
fn a_solver_that_runs_out_of_time_gives_unknown_exit_30() {
    let dir = tempfile::tempdir().unwrap();
    let script = write(dir.path(), "slow-solver", "#!/bin/sh\nexec sleep 30\n");
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let start = std::time::Instant::now();
    let (code, out, _) = run(&[
        "solve",
        "--solver",
        &script,
        "--timeout",
        "0.3",
        &puzzle(JANKO),
    ]);
    assert_eq!(code, 30, "{out}");
    assert!(out.contains("unknown"));
    assert!(start.elapsed().as_secs() < 10, "the solver was killed");
}

#[test]
fn varisat_out_of_time_gives_unknown_exit_30() {
    // A 49x49 with 55% blanks sits in the hard region: far more than 0.2 s for varisat.
    let hard = puzzle("generated/hard/sudoku-49x49-b55-s1.txt");
    let (code, out, _) = run(&["solve", "--format", "json", "--timeout", "0.2", &hard]);
    assert_eq!(code, 30, "{out}");
    assert!(out.contains("\"status\":\"unknown\""));
}

#[test]
fn a_batch_goes_on_after_a_puzzle_runs_out_of_time() {
    // Each solving thread reuses one varisat worker; after the hard puzzle's timeout the
    // worker is abandoned and the puzzles after it get a new one.
    let hard = puzzle("generated/hard/sudoku-49x49-b55-s1.txt");
    let easy = puzzle(JANKO);
    let args = [
        "solve",
        "--format",
        "json",
        "--timeout",
        "0.2",
        &hard,
        &easy,
        &hard,
        &easy,
    ];
    let (code, out, _) = run(&args);
    assert_eq!(code, 30, "{out}");
    let statuses: Vec<&str> = out
        .lines()
        .map(|line| {
            if line.contains("\"status\":\"sat\"") {
                "sat"
            } else {
                "other"
            }
        })
        .collect();
    assert_eq!(statuses, ["other", "sat", "other", "sat"], "{out}");
    assert_eq!(out.matches("\"status\":\"unknown\"").count(), 2, "{out}");
}

#[test]
fn a_broken_solver_is_an_error_not_an_answer() {
    let dir = tempfile::tempdir().unwrap();
    let liar = write(
        dir.path(),
        "liar",
        "#!/bin/sh\necho 's SATISFIABLE'\necho 'v 1 2 3 4 5 6 7 8 9 0'\n",
    );
    std::fs::set_permissions(&liar, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let (code, out, err) = run(&["solve", "--solver", &liar, "--no-singles", &puzzle(JANKO)]);
    assert_eq!(code, 1);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("solver returned an invalid model"), "{err}");
    let (code, _, err) = run(&["solve", "--solver", "/no/such/solver", &puzzle(JANKO)]);
    assert_eq!(code, 1);
    assert!(err.contains("cannot start"), "{err}");
}

#[test]
fn the_summary_counts_in_the_singular_for_one() {
    let dir = tempfile::tempdir().unwrap();
    let one = dir.path().join("one.lines");
    let first = std::fs::read_to_string(puzzle("9x9/norvig_top95.lines")).unwrap();
    std::fs::write(&one, first.lines().next().unwrap()).unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "kind: sudoku\n").unwrap();
    let (code, _, err) = run(&["solve", one.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains(": 1 puzzle: 1 solved, 0 unsat, 0 unknown, 0 errors in "),
        "{err}"
    );
    let (_, _, err) = run(&["solve", one.to_str().unwrap(), bad.to_str().unwrap()]);
    assert!(
        err.contains(": 2 puzzles: 1 solved, 0 unsat, 0 unknown, 1 error in "),
        "{err}"
    );
}

#[test]
fn lines_batches_print_one_answer_per_line_and_a_summary() {
    let file = puzzle("9x9/norvig_top95.lines");
    let (code, out, err) = run(&["solve", &file]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 95);
    assert!(lines
        .iter()
        .all(|l| l.len() == 81 && l.chars().all(|c| ('1'..='9').contains(&c))));
    assert!(err.contains("95 puzzles: 95 solved"), "{err}");
    let (code, out, _) = run(&["solve", "--format", "json", &file]);
    assert_eq!(code, 0);
    let first: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    assert_eq!(first["source"], format!("{file}:1"));
}

#[test]
fn kaggle_batch_matches_its_published_solutions() {
    let (code, out, _) = run(&["solve", &puzzle("9x9/kaggle_format_sample100.lines")]);
    assert_eq!(code, 0);
    let expected =
        std::fs::read_to_string(puzzle("9x9/kaggle_format_sample100.solution.lines")).unwrap();
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        expected.lines().collect::<Vec<_>>()
    );
}

#[test]
fn one_bad_line_rejects_the_whole_batch() {
    let dir = tempfile::tempdir().unwrap();
    let good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let file = write(
        dir.path(),
        "b.lines",
        &format!("{good}\n{good}\n{}\n", &good[..80]),
    );
    let (code, out, err) = run(&["solve", &file]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.contains(&format!("{file}:3:")), "{err}");
}

#[test]
fn dimacs_names_variables_and_decode_reads_a_model_back() {
    let dir = tempfile::tempdir().unwrap();
    let cnf = dir.path().join("p.cnf").display().to_string();
    let (code, _, _) = run(&["dimacs", "--no-singles", &puzzle(JANKO), "-o", &cnf]);
    assert_eq!(code, 0);
    let text = std::fs::read_to_string(&cnf).unwrap();
    assert!(
        text.lines().any(|l| l == "c 1 r1c3=9"),
        "r1c3 has one candidate left: 9"
    );
    let header = text.lines().find(|l| l.starts_with("p cnf")).unwrap();
    let clauses = text
        .lines()
        .filter(|l| !l.starts_with('c') && !l.starts_with('p'))
        .count();
    assert_eq!(
        header.split(' ').nth(3).unwrap().parse::<usize>().unwrap(),
        clauses
    );

    // A model written by hand from the known answer: every candidate variable named in the
    // comments is true exactly when the solution has that value.
    let solution: Vec<u32> = std::fs::read_to_string(puzzle(JANKO_SOLUTION))
        .unwrap()
        .chars()
        .filter_map(|c| c.to_digit(10))
        .collect();
    let mut literals = Vec::new();
    for line in text.lines().filter(|l| l.starts_with("c ")) {
        let mut parts = line[2..].split(' ');
        let Ok(var) = parts.next().unwrap().parse::<i64>() else {
            continue;
        };
        let name = parts.next().unwrap();
        let (cell, value) = name[1..].split_once('=').unwrap();
        let (r, c) = cell.split_once('c').unwrap();
        let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
        let holds = solution[(r - 1) * 9 + c - 1] == value.parse::<u32>().unwrap();
        literals.push(if holds { var } else { -var });
    }
    let model = literals
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    let model_file = write(
        dir.path(),
        "model.txt",
        &format!("s SATISFIABLE\nv {model} 0\n"),
    );
    let (code, out, _) = run(&["decode", "--no-singles", &puzzle(JANKO), &model_file]);
    assert_eq!(code, 0, "{out}");
    let (_, solved, _) = run(&["solve", &puzzle(JANKO)]);
    assert_eq!(out, solved);

    // A model that gives every variable a value but breaks a clause, and one that leaves
    // variables out: both are invalid models, never answers.
    let all_true: Vec<String> = literals.iter().map(|l| l.abs().to_string()).collect();
    let wrong = write(
        dir.path(),
        "wrong.txt",
        &format!("s SATISFIABLE\nv {} 0\n", all_true.join(" ")),
    );
    let (code, _, err) = run(&["decode", "--no-singles", &puzzle(JANKO), &wrong]);
    assert_eq!(code, 1);
    assert!(err.contains("invalid model: it falsifies clause"), "{err}");
    let partial = write(dir.path(), "partial.txt", "s SATISFIABLE\nv 1 2 3 0\n");
    let (code, _, err) = run(&["decode", "--no-singles", &puzzle(JANKO), &partial]);
    assert_eq!(code, 1);
    assert!(err.contains("invalid model: it gives no value"), "{err}");
    let unsat = write(dir.path(), "unsat.txt", "s UNSATISFIABLE\n");
    assert_eq!(
        run(&["decode", "--no-singles", &puzzle(JANKO), &unsat]).0,
        20
    );
}

#[test]
fn decode_without_cnf_says_the_model_does_not_fit_the_options_it_assumed() {
    let dir = tempfile::tempdir().unwrap();
    let cnf = dir.path().join("p.cnf").display().to_string();
    let (code, _, err) = run(&["dimacs", "--no-singles", &puzzle(JANKO), "-o", &cnf]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&cnf).unwrap();
    let n_vars: i64 = text
        .lines()
        .find_map(|l| l.strip_prefix("p cnf "))
        .and_then(|rest| rest.split(' ').next()?.parse().ok())
        .unwrap();
    // Any full assignment of the larger CNF: the default encoding has fewer variables.
    let literals: Vec<String> = (1..=n_vars).map(|v| (-v).to_string()).collect();
    let model = write(
        dir.path(),
        "model.txt",
        &format!("s SATISFIABLE\nv {} 0\n", literals.join(" ")),
    );
    let (code, _, err) = run(&["decode", &puzzle(JANKO), &model]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("the model does not fit the sudoku encoding of the default options (amo=auto, no-singles=off)"),
        "{err}"
    );
    assert!(err.contains("Give --cnf FILE"), "{err}");
    // With --cnf the encoding is the CNF's, and the same model is the solver's fault.
    let (code, _, err) = run(&["decode", "--cnf", &cnf, &puzzle(JANKO), &model]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("invalid model: it falsifies clause"), "{err}");
    assert!(!err.contains("does not fit"), "{err}");
}

#[test]
fn check_accepts_good_answers_in_every_form_and_names_broken_rules() {
    let dir = tempfile::tempdir().unwrap();
    assert_eq!(
        run(&["check", &puzzle(JANKO), &puzzle(JANKO_SOLUTION)]).0,
        0
    );
    let (_, text, _) = run(&["solve", &puzzle(JANKO)]);
    assert_eq!(
        run(&["check", &puzzle(JANKO), &write(dir.path(), "a.txt", &text)]).0,
        0
    );
    let (_, json, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(
        run(&["check", &puzzle(JANKO), &write(dir.path(), "a.json", &json)]).0,
        0
    );

    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    let broken = solution.replacen("219458736", "219458763", 1);
    let (code, _, err) = run(&[
        "check",
        &puzzle(JANKO),
        &write(dir.path(), "b.txt", &broken),
    ]);
    assert_eq!(code, 1);
    assert!(err.contains("breaks a rule"), "{err}");
}

#[test]
fn external_solvers_give_the_same_answers_as_varisat() {
    let unique = [
        JANKO,
        "16x16/janko/sudoku_janko_0301_16x16.txt",
        "papers/sudoku-classic-9x9.txt",
        "diagonal/udacity_aind_diagonal.txt",
    ];
    for solver in ["cadical", "minisat", "cryptominisat"] {
        if !solver_available(solver) {
            continue;
        }
        for file in unique {
            let (code, expected, _) = run(&["solve", &puzzle(file)]);
            assert_eq!(code, 0);
            let (code, out, err) = run(&["solve", "--solver", solver, &puzzle(file)]);
            assert_eq!(code, 0, "{solver} on {file}: {err}");
            assert_eq!(out, expected, "{solver} on {file}");
        }
    }
}

#[test]
fn a_subcommand_s_help_starts_with_its_own_description() {
    let (code, out, _) = run(&["solve", "--help"]);
    assert_eq!(code, 0);
    let first = out.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        "Solve puzzles (files or batches); every answer is checked first"
    );
}

#[test]
fn help_shows_the_encoding_flags_defaults_however_it_is_asked_for() {
    for args in [
        &["solve", "--help"][..],
        &["solve", "-h"],
        &["help", "solve"],
        &["count", "--max", "2", "--help"],
    ] {
        let (code, out, _) = run(args);
        assert_eq!(code, 0, "{args:?}");
        let flag = out.find("--shaded-count").expect("the flag is listed");
        let default = out[flag..].find("[default: totalizer]");
        assert!(default.is_some(), "{args:?} shows no default: {out}");
    }
}

#[test]
fn completions_and_the_man_page_cover_every_subcommand_s_arguments() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let (code, out, err) = run(&["completions", shell]);
        assert_eq!(code, 0, "{shell}: {err}");
        for flag in ["connectivity", "unique", "minimal"] {
            assert!(out.contains(flag), "{shell} completions lack --{flag}");
        }
    }
    // `help generate KIND`: the nested subcommands of `help` mirror those of `generate`.
    let (_, bash, _) = run(&["completions", "bash"]);
    assert!(bash.contains("puzzle__sat__subcmd__help__subcmd__generate__subcmd__akari"));
    let (code, man, err) = run(&["man"]);
    assert_eq!(code, 0, "{err}");
    assert!(man.contains("Solve puzzles (files or batches)"), "{man}");
}
