//! What the command-line tests share: running the binary, finding bundled puzzles, and
//! deciding whether an external solver test runs.

pub mod cores;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A bundled puzzle under `puzzles/<kind>/`.
pub fn puzzle(kind: &str, path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles");
    root.join(kind).join(path).display().to_string()
}

/// Every bundled puzzle file of a kind (`.txt` and `.lines`; solutions, notes and
/// sidecars such as ratings left out), sorted.
pub fn bundled(kind: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.to_string_lossy();
            if path.is_dir() {
                walk(&path, out);
            } else if !name.contains(".solution.")
                && (name.ends_with(".txt") || name.ends_with(".lines"))
            {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(Path::new(&puzzle(kind, "")), &mut files);
    files.sort();
    files
}

/// Runs `puzzle-sat` with `args`: (exit code, stdout, stderr).
pub fn run(args: &[&str]) -> (i32, String, String) {
    let Output {
        status,
        stdout,
        stderr,
    } = Command::new(env!("CARGO_BIN_EXE_puzzle-sat"))
        .args(args)
        .output()
        .expect("the binary runs");
    let text = |b: Vec<u8>| String::from_utf8(b).expect("UTF-8 output");
    (
        status.code().expect("exit code"),
        text(stdout),
        text(stderr),
    )
}

/// The puzzle `generate KIND --rows SIZE --cols SIZE --seed SEED` writes (which must
/// succeed), after checking that `count --max 2` finds exactly one answer to it.
pub fn generated_with_one_answer(kind: &str, size: &str, seed: &str) -> String {
    let args = [
        "generate", kind, "--rows", size, "--cols", size, "--seed", seed,
    ];
    let (code, puzzle, stderr) = run(&args);
    assert_eq!(code, 0, "{}: {stderr}", args.join(" "));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("generated.txt");
    std::fs::write(&file, &puzzle).unwrap();
    let (code, count, _) = run(&["count", "--max", "2", file.to_str().unwrap()]);
    assert_eq!((code, count.trim()), (0, "1 answer"), "{}", args.join(" "));
    puzzle
}

/// Whether solver `name` is installed. CI installs the solvers (.ci/run): there a missing
/// one fails the test; elsewhere the test is skipped with a note.
pub fn solver_available(name: &str) -> bool {
    let binary = if name == "cryptominisat" {
        "cryptominisat5"
    } else {
        name
    };
    let found = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(binary).is_file()));
    if !found {
        let in_ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0");
        assert!(!in_ci, "{name} is not installed; .ci/run must install it");
        let install = match name {
            "kissat" => "pip install --no-deps passagemath-kissat, and put the wheel's \
                         site-packages/sage_wheels/bin on PATH"
                .to_owned(),
            _ => format!("apt-get install -y {name}"),
        };
        eprintln!("skipped: {name} is not installed ({install})");
    }
    found
}

/// Whether the DRAT checker `rate` (crates.io, `cargo install rate`) accepts `proof` for
/// `cnf`. CI installs it (.ci/run); there a missing checker fails the test, elsewhere the
/// check is skipped with a note (the proof was still checked by varisat while written).
pub fn drat_checked(cnf: &Path, proof: &Path) -> bool {
    let found = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("rate").is_file()));
    if !found {
        let in_ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0");
        assert!(
            !in_ci,
            "the DRAT checker rate is not installed; .ci/run must install it"
        );
        eprintln!("skipped: the DRAT checker rate is not installed (cargo install rate)");
        return true;
    }
    let output = Command::new("rate")
        .arg(cnf)
        .arg(proof)
        .output()
        .expect("rate runs");
    let text = String::from_utf8_lossy(&output.stdout);
    output.status.success() && text.lines().any(|l| l.trim() == "s VERIFIED")
}

/// Whether program `name` is on PATH. CI installs what the tests need (.ci/run): there a
/// missing one fails the test; elsewhere the test is skipped with `install` as a note.
pub fn tool_available(name: &str, install: &str) -> bool {
    let found = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(name).is_file()));
    if !found {
        let in_ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0");
        assert!(!in_ci, "{name} is not installed; .ci/run must install it");
        eprintln!("skipped: {name} is not installed ({install})");
    }
    found
}
