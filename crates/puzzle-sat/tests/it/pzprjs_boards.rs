//! Every board of pzprjs's own test scripts for our genres (robx/pzprjs
//! `test/script/GENRE.js`, the `failcheck` lists), as today's pzprjs saves them
//! (`scripts/pzprjs-test-boards.js` wrote `tests/fixtures/pzprjs-boards/GENRE/NN-VERDICT.pzprv3`):
//! `check` reads each file and judges it as pzprjs does. A board pzprjs calls complete
//! keeps every rule; a board it fails is refused for what its answer does (a broken
//! rule, or cells left empty), never for a file we cannot read.

use crate::common;
use std::path::{Path, PathBuf};

/// The genres whose test scripts are bundled, and how many boards each holds.
const GENRES: &[(&str, usize)] = &[
    ("heyawake", 8),
    ("hitori", 5),
    ("kakuro", 4),
    ("lits", 8),
    ("mashu", 11),
    ("nurikabe", 6),
    ("shakashaka", 8),
    ("slither", 9),
    ("sudoku", 4),
    ("gokigen", 4),
    ("tents", 7),
    ("norinori", 6),
    ("creek", 5),
    ("ripple", 4),
    ("lightup", 5),
    ("starbattle", 5),
    ("shimaguni", 7),
    ("yajikazu", 5),
    ("kurodoko", 5),
    ("country", 9),
    ("yajilin", 10),
    ("snake", 10),
    ("koburin", 12),
    ("skyscrapers", 5),
    ("nurimisaki", 8),
    ("geradeweg", 12),
    ("cave", 6),
    ("easyasabc", 4),
    ("hashikake", 5),
    ("nonogram", 5),
    ("shugaku", 9),
    ("fillomino", 7),
    ("tapa", 6),
    ("shikaku", 6),
    ("battleship", 8),
    ("numlin", 10),
    ("dbchoco", 7),
];

/// How `check` refuses an answer (not a file).
const REFUSALS: [&str; 3] = [
    "the answer breaks a rule",
    "the answer is incomplete",
    "the file holds no answer",
];

fn boards(genre: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/pzprjs-boards")
        .join(genre);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .collect();
    files.sort();
    files
}

/// pzprjs's verdict, from the file's name: `ok` or the code of the rule it breaks.
fn verdict(board: &Path) -> &str {
    let name = board.file_stem().unwrap().to_str().unwrap();
    name.split_once('-').expect("NN-VERDICT").1
}

#[test]
fn check_judges_every_board_as_pzprjs_does() {
    let mut wrong = Vec::new();
    for &(genre, count) in GENRES {
        let boards = boards(genre);
        assert_eq!(boards.len(), count, "{genre}");
        for board in &boards {
            let (code, stdout, stderr) = common::run(&["check", board.to_str().unwrap()]);
            let judged = match verdict(board) {
                "ok" => code == 0 && stdout.starts_with("ok:"),
                _ => code != 0 && REFUSALS.iter().any(|r| stderr.contains(r)),
            };
            if !judged {
                wrong.push(format!("{}: {stdout}{stderr}", board.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "judged otherwise:\n{}", wrong.join("\n"));
}
