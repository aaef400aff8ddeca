//! The puzz.link player judges our answers: for the bundled puzzles of every kind with a
//! puzz.link genre whose encoding uses the connectivity family (the kinds with the
//! `connectivity` setting) that pzpr 0.10.1 has, and of the kinds listed in [`ALSO_JUDGED`],
//! `convert --answer SOLUTION --to pzprv3` writes a file that pzprjs (npm package `pzpr`
//! 0.10.1, run by `scripts/pzprjs-judge.js` under node) calls complete, and the puzzle
//! alone it does not, for every bundled puzzle with a solution that pzprv3 can write (a
//! puzzle under a rule pzprjs lacks, such as Numberlink's Janko rule `cells: all`, has no
//! pzprv3 form and is left out).

use crate::common;
use crate::pzprjs;

use puzzle_cnf::{connect, Options};
use puzzle_ir::Kind;
use std::path::{Path, PathBuf};

/// Kinds judged here though their encodings use no connectivity.
const ALSO_JUDGED: &[&str] = &[
    "akari",
    "norinori",
    "star-battle",
    "easy-as-abc",
    "shikaku",
    "fillomino",
];

/// The kinds of the connectivity family with a puzz.link genre that pzpr 0.10.1 has.
fn connectivity_kinds() -> Vec<Kind> {
    let connected =
        |k: Kind| (Options::settings(k).iter()).any(|s| s.name == connect::SETTING.name);
    let judged = |k: Kind| k.genre().is_some() && !pzprjs::PZPR_LACKS.contains(&k.name());
    (Kind::ALL.iter().copied())
        .filter(|&k| judged(k) && connected(k))
        .collect()
}

/// The kinds this test judges.
fn judged_kinds() -> Vec<Kind> {
    let also = (Kind::ALL.iter().copied()).filter(|k| ALSO_JUDGED.contains(&k.name()));
    connectivity_kinds().into_iter().chain(also).collect()
}

/// Kinds whose unknown number `?` pzpr 0.10.1 judges as a number of its own (today's
/// pzprjs lets a Tapa `?` match any run): their puzzles with one are not judged.
const UNKNOWN_MISJUDGED: &[&str] = &["tapa"];

/// Whether pzpr 0.10.1 judges the puzzle `path` of `kind` by the rules.
fn judged_rightly(kind: Kind, path: &Path) -> bool {
    let text = std::fs::read_to_string(path).unwrap();
    let grid = text.lines().filter(|line| !line.starts_with('#'));
    !UNKNOWN_MISJUDGED.contains(&kind.name()) || !grid.into_iter().any(|line| line.contains('?'))
}

/// The bundled puzzles of `kind` with a published solution.
fn solved_puzzles(kind: Kind) -> Vec<(PathBuf, PathBuf)> {
    let solution = |p: &Path| PathBuf::from(p.to_string_lossy().replace(".txt", ".solution.txt"));
    (common::bundled(kind.name()).into_iter())
        .filter(|p| p.extension().is_some_and(|e| e == "txt") && judged_rightly(kind, p))
        .map(|p| (solution(&p), p))
        .filter(|(s, _)| s.exists())
        .map(|(s, p)| (p, s))
        .collect()
}

/// `convert` to pzprv3, written to `out`; `None` when the puzzle has no pzprv3 form.
fn converted(puzzle: &Path, answer: Option<&Path>, out: &Path) -> Option<PathBuf> {
    let mut args = vec!["convert".to_owned(), puzzle.display().to_string()];
    if let Some(answer) = answer {
        args.extend(["--answer".to_owned(), answer.display().to_string()]);
    }
    args.extend(["--to".to_owned(), "pzprv3".to_owned()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, text, _) = common::run(&args);
    (code == 0).then(|| {
        std::fs::write(out, text).unwrap();
        out.to_owned()
    })
}

/// pzprjs's verdict on each file: (complete, its text).
fn judged(files: &[PathBuf]) -> Vec<(bool, String)> {
    let verdicts: Vec<(bool, String)> = (pzprjs::script_records("pzprjs-judge.js", files))
        .into_iter()
        .map(|json| {
            (
                json["complete"] == true,
                json["text"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect();
    assert_eq!(verdicts.len(), files.len(), "one verdict per file");
    verdicts
}

#[test]
fn pzprjs_calls_our_answers_complete_and_the_bare_puzzles_not() {
    if !pzprjs::pzprjs_available() {
        return;
    }
    assert!(
        !connectivity_kinds().is_empty(),
        "no kind with a genre uses connectivity"
    );
    let kinds = judged_kinds();
    let dir = tempfile::tempdir().unwrap();
    for kind in kinds {
        let file = |i: usize| dir.path().join(format!("{i}.pzprv3"));
        let (puzzles, mut files): (Vec<_>, Vec<_>) = (solved_puzzles(kind).into_iter())
            .enumerate()
            .filter_map(|(i, (p, s))| converted(&p, Some(&s), &file(i)).map(|f| ((p, s), f)))
            .unzip();
        assert!(
            !puzzles.is_empty(),
            "{kind:?} has no bundled puzzle with a solution in pzprv3"
        );
        let (bare, _) = &puzzles[0];
        files.push(converted(bare, None, &dir.path().join("bare.pzprv3")).unwrap());
        let verdicts = judged(&files);
        let (last, answers) = verdicts.split_last().unwrap();
        for ((puzzle, _), (complete, text)) in puzzles.iter().zip(answers) {
            assert!(complete, "{}: pzprjs says {text}", puzzle.display());
        }
        assert!(
            !last.0,
            "{}: pzprjs calls the bare puzzle complete",
            bare.display()
        );
    }
}
