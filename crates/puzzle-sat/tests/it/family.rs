//! `puzzle-sat family`: a family made with `--uniqueness` from a bundled Sudoku and
//! generated puzzles of every kind of the registry, held to the SAT competition's rules
//! and to gbdc (PyPI `gbdc`, which CI installs): every file's name is its hash and equals
//! `gbdc.gbdhash`, gbdc's `checksani` finds it sanitized, its header's variable count is
//! exactly the number of variables used, every model decodes (`decode --cnf`) to an
//! answer the checker accepts, and every proof passes `rate`. The same command makes the
//! same bytes, plain or xz.

use crate::common::{drat_checked, puzzle, run, solver_available};
use puzzle_ir::Kind;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// One `--generate` per kind, with the kind's small generator values.
fn generate_every_kind() -> Vec<String> {
    Kind::ALL
        .iter()
        .flat_map(|kind| {
            let values: Vec<String> = (kind.small().iter())
                .map(|(name, value)| match value.is_empty() {
                    true => name.to_string(),
                    false => format!("{name}={value}"),
                })
                .collect();
            [
                "--generate".to_owned(),
                format!("{}:{}", kind.name(), values.join(",")),
            ]
        })
        .collect()
}

/// The family's table as (column, value) maps, one per row.
fn table(dir: &Path) -> Vec<BTreeMap<String, String>> {
    let text = std::fs::read_to_string(dir.join("family.tsv")).unwrap();
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split('\t').collect();
    lines
        .map(|line| {
            let fields = line.split('\t').map(str::to_owned);
            header.iter().map(|h| h.to_string()).zip(fields).collect()
        })
        .collect()
}

/// Makes a family in a fresh folder under `root`; its path.
fn family(root: &Path, name: &str, args: &[&str]) -> std::path::PathBuf {
    let dir = root.join(name);
    let mut all = vec!["family", dir.to_str().unwrap()];
    all.extend(args);
    let (code, _, err) = run(&all);
    assert_eq!(code, 0, "{err}");
    dir
}

/// Every file under `dir` (in subfolders too), by its path relative to `dir`.
fn files_under(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            let inner = files_under(&path).into_iter();
            files.extend(inner.map(|(n, bytes)| (format!("{name}/{n}"), bytes)));
        } else {
            files.insert(name, std::fs::read(&path).unwrap());
        }
    }
    files
}

/// The header's variable count, and the variables the clauses use.
fn variables(cnf: &str) -> (usize, BTreeSet<u32>) {
    let mut declared = None;
    let mut used = BTreeSet::new();
    for line in cnf.lines().filter(|l| !l.starts_with('c')) {
        if let Some(rest) = line.strip_prefix("p cnf ") {
            declared = rest.split_whitespace().next().map(|n| n.parse().unwrap());
            continue;
        }
        let lits = line.split_whitespace().map(|l| l.parse::<i64>().unwrap());
        used.extend(lits.filter(|&l| l != 0).map(|l| l.unsigned_abs() as u32));
    }
    (declared.expect("a p cnf line"), used)
}

/// gbdc's hash and sanitization verdicts of each file, or `None` when gbdc is missing
/// outside CI.
fn gbdc(files: &[String]) -> Option<Vec<(String, BTreeMap<String, String>)>> {
    let script = "import gbdc, json, sys\n\
                  print(json.dumps([[gbdc.gbdhash(f), gbdc.checksani(f)] for f in sys.argv[1:]]))";
    let output = Command::new("python3")
        .arg("-c")
        .arg(script)
        .args(files)
        .output();
    let found = output.as_ref().is_ok_and(|o| o.status.success());
    if !found {
        let in_ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0");
        assert!(
            !in_ci,
            "gbdc is not installed; .ci/run must install it (pip install gbdc)"
        );
        eprintln!("skipped: gbdc is not installed (pip install gbdc)");
        return None;
    }
    let text = String::from_utf8(output.unwrap().stdout).unwrap();
    Some(serde_json::from_str(&text).unwrap())
}

#[test]
fn a_family_with_uniqueness_is_hashed_sanitized_exact_and_evidenced() {
    let root = tempfile::tempdir().unwrap();
    let sudoku = puzzle("sudoku", "16x16/gecode_034.txt");
    let mut args = vec![sudoku.clone()];
    args.extend(generate_every_kind());
    // Without singles the encoder leaves the Sudoku's cells to the solver.
    args.extend(["-n", "2", "--uniqueness", "--no-singles"].map(String::from));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let dir = family(root.path(), "plain", &args);
    let rows = table(&dir);
    let unsat = rows.iter().filter(|r| r["status"] == "unsat").count();
    assert!(unsat > Kind::ALL.len(), "{rows:?}");
    assert!(rows
        .iter()
        .any(|r| r["source"] == sudoku && r["status"] == "unsat"));
    let files: Vec<String> = rows
        .iter()
        .map(|r| dir.join(&r["file"]).display().to_string())
        .collect();
    for (row, file) in rows.iter().zip(&files) {
        assert_eq!(row["file"], format!("{}.cnf", row["hash"]));
        let text = std::fs::read_to_string(file).unwrap();
        let (declared, used) = variables(&text);
        assert_eq!(
            declared,
            used.len(),
            "{file}: header count against variables used"
        );
        assert!(
            used.last().is_none_or(|&max| max as usize == declared),
            "{file}"
        );
        assert_eq!(row["variables"], declared.to_string());
        let evidence = dir.join(&row["evidence"]);
        if row["status"] == "sat" {
            let puzzle = dir.join(&row["puzzle"]);
            let (code, out, err) = run(&[
                "decode",
                "--cnf",
                file,
                puzzle.to_str().unwrap(),
                evidence.to_str().unwrap(),
                "-f",
                "json",
            ]);
            assert_eq!(code, 0, "{file}: {err}");
            assert!(out.contains("\"status\":\"sat\""), "{out}");
        } else {
            assert!(
                drat_checked(Path::new(file), &evidence),
                "{file}: proof refused"
            );
        }
    }
    if let Some(verdicts) = gbdc(&files) {
        for ((hash, sani), row) in verdicts.iter().zip(&rows) {
            assert_eq!(hash, &row["hash"], "{}", row["file"]);
            for check in [
                "header_consistent",
                "no_tautological_clause",
                "no_duplicate_literals",
                "no_empty_clause",
            ] {
                assert_eq!(sani[check], "yes", "{}: {check}", row["file"]);
            }
        }
    }
    // The same command gives the same files (instances, models, proofs, puzzles, table,
    // description); with --xz, the same hashes and text.
    let again = family(root.path(), "again", &args);
    let mut xz_args = args.clone();
    xz_args.push("--xz");
    let packed = family(root.path(), "xz", &xz_args);
    for row in &rows {
        let name = &row["file"];
        let plain = std::fs::read(dir.join(name)).unwrap();
        assert_eq!(plain, std::fs::read(again.join(name)).unwrap(), "{name}");
        let unpacked = Command::new("python3")
            .args([
                "-c",
                "import lzma, sys; sys.stdout.buffer.write(lzma.open(sys.argv[1]).read())",
            ])
            .arg(packed.join(format!("{name}.xz")))
            .output()
            .unwrap();
        assert_eq!(unpacked.stdout, plain, "{name}.xz");
    }
    for (name, bytes) in files_under(&dir) {
        let mut expected = String::from_utf8_lossy(&bytes).into_owned();
        if name == "README.md" {
            // The command it quotes names the folder.
            expected = expected.replace(dir.to_str().unwrap(), again.to_str().unwrap());
        }
        let made = std::fs::read(again.join(&name)).unwrap();
        assert_eq!(String::from_utf8_lossy(&made), expected, "{name}");
    }
    let sat = rows
        .iter()
        .find(|r| r["status"] == "sat" && r["kind"] == "sudoku")
        .unwrap();
    let (code, _, err) = run(&[
        "decode",
        "--cnf",
        packed.join(format!("{}.xz", sat["file"])).to_str().unwrap(),
        dir.join(&sat["puzzle"]).to_str().unwrap(),
        dir.join(&sat["evidence"]).to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "decode --cnf of an xz file: {err}");
}

#[test]
fn a_folder_with_files_is_refused_and_left_as_it_was() {
    let root = tempfile::tempdir().unwrap();
    std::fs::write(root.path().join("keep.txt"), "mine").unwrap();
    let dir = root.path().to_str().unwrap();
    let sudoku = puzzle("sudoku", "16x16/gecode_034.txt");
    let (code, _, err) = run(&["family", dir, &sudoku]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("not an empty folder"), "{err}");
    let left: Vec<_> = std::fs::read_dir(root.path()).unwrap().collect();
    assert_eq!(left.len(), 1);
}

#[test]
fn the_window_keeps_what_the_first_tag_cannot_decide_and_the_last_can() {
    if !solver_available("minisat") {
        return;
    }
    let root = tempfile::tempdir().unwrap();
    let sudoku = puzzle("sudoku", "16x16/gecode_034.txt");
    // MiniSat cannot even start within a microsecond; varisat decides within a minute.
    let window = [
        "--tag",
        "minisat=0.000001",
        "--tag",
        "varisat=60",
        "--window",
    ];
    let mut args = vec![sudoku.as_str()];
    args.extend(window);
    let dir = family(root.path(), "kept", &args);
    let rows = table(&dir);
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(rows[0]["minisat<0.000001s"], ">0.000001");
    assert!(rows[0]["varisat<60s"]
        .parse::<f64>()
        .is_ok_and(|s| s < 60.0));
    let reversed = [
        "--tag",
        "varisat=60",
        "--tag",
        "minisat=0.000001",
        "--window",
    ];
    let mut args = vec![sudoku.as_str()];
    args.extend(reversed);
    let dir = family(root.path(), "none", &args);
    assert!(table(&dir).is_empty());
    let (code, _, err) = run(&["family", "x", &sudoku, "--tag", "minisat", "--window"]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn generator_settings_come_from_the_registry_and_are_checked() {
    let kind = Kind::ALL[0];
    let spec = format!("{}:no-such-setting=3", kind.name());
    let (code, _, err) = run(&["family", "x", "--generate", &spec]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("no generator setting `no-such-setting`"),
        "{err}"
    );
    let (code, _, err) = run(&["family", "x", "--generate", "no-such-kind"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(Kind::ALL[0].name()), "{err}");
}

#[test]
fn the_time_limit_leaves_out_what_it_stops_and_exits_30() {
    let root = tempfile::tempdir().unwrap();
    let dir = root.path().join("late");
    let sudoku = puzzle("sudoku", "25x25/gecode_026.txt");
    let (code, _, err) = run(&["family", dir.to_str().unwrap(), &sudoku, "-t", "0.01"]);
    assert_eq!(code, 30, "{err}");
    assert!(err.contains("left out"), "{err}");
    assert!(table(&dir).is_empty());
}
