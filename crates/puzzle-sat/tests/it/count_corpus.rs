//! Every bundled puzzle whose source says it has a unique answer (janko.at, the papers'
//! puzzles, puzz.link sets, Gecode's instances) has exactly one: a complete count with
//! `--max 2` semantics finds one answer, checked, and no second.

use puzzle_cnf::Options;
use puzzle_solve::input::read_one;
use puzzle_solve::space;

/// Folders under `puzzles/` whose puzzles claim a unique answer. Left out: generated
/// sets (uniqueness not enforced), the 6x6 parser fixtures of `sudoku/small`, the
/// multi-solution and unsolvable test sets, `sudoku/papers` (generated from full boards
/// with cells removed, "uniqueness not enforced": the 36x36 and the diagonal 9x9 have
/// several answers), and `sudoku/25x25` (Frisch's minimal
/// puzzles take up to minutes each: `scripts/bench-unique puzzles/sudoku/25x25`).
const UNIQUE_SETS: &[&str] = &[
    "sudoku/9x9/janko",
    "sudoku/9x9/gecode",
    "sudoku/9x9/puzzlink",
    "sudoku/16x16",
    "sudoku/16x16/janko",
    "sudoku/diagonal",
    "sudoku/400x400",
    "kakurasu/janko",
    "kakurasu/janko_partial",
    "kakurasu/papers",
    "kakuro/janko",
    "kakuro/papers",
    "kakuro/puzzlink",
    "shakashaka/janko",
    "shakashaka/papers",
    "shakashaka/puzzlink",
];

/// Puzzles that claim a unique answer but have two: janko.at's Kakuro 257 as it stands in
/// the corpus (a transcription error, or the published puzzle; not settled here).
const KNOWN_NOT_UNIQUE: &[&str] = &["kakuro_janko_257_24x28.txt"];

#[test]
fn every_puzzle_that_claims_a_unique_answer_has_one() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles");
    let mut checked = 0;
    let mut not_unique = Vec::new();
    for set in UNIQUE_SETS {
        let mut files: Vec<_> = std::fs::read_dir(root.join(set))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                let name = p.file_name().unwrap().to_str().unwrap();
                name.ends_with(".txt") && !name.ends_with(".solution.txt")
            })
            .collect();
        files.sort();
        for file in files {
            let puzzle = read_one(file.to_str().unwrap()).unwrap();
            let counted = space::solve_counting(&puzzle, &Options::default(), Some(2)).unwrap();
            let count = counted.count.expect("solvable");
            let name = file.file_name().unwrap().to_str().unwrap();
            let unique = count.count == 1 && count.complete;
            if unique == KNOWN_NOT_UNIQUE.contains(&name) {
                not_unique.push(format!("{}: {} answers", file.display(), count.count));
            }
            checked += 1;
        }
    }
    assert!(
        not_unique.is_empty(),
        "uniqueness other than claimed: {not_unique:#?}"
    );
    assert!(checked > 1400, "only {checked} puzzles");
}
