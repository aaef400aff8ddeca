//! Every kind's example ([`Kind::example`]): it is of its kind, it is the puzzle of the
//! bundled file it names, and that file's published answer keeps its rules.

use puzzle_ir::{Kind, Puzzle};
use std::path::Path;

#[test]
fn every_kind_offers_the_puzzle_of_a_bundled_file_with_its_answer() {
    let repository = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for &kind in Kind::ALL {
        let example = kind.example();
        let name = example.name;
        let puzzle = Puzzle::parse(name, example.puzzle.as_bytes())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(puzzle.kind(), kind, "{name}");
        let folder = format!("puzzles/{}/", kind.name());
        assert!(
            example.from.starts_with(&folder),
            "{name}: {}",
            example.from
        );
        let file = repository.join(example.from);
        let text = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", example.from));
        let bundled = Puzzle::parse(example.from, &text).unwrap();
        assert_eq!(
            bundled, puzzle,
            "{name} is not the puzzle of {}",
            example.from
        );
        let solution = file.with_extension("solution.txt");
        let answer = std::fs::read_to_string(&solution).unwrap();
        let answer = puzzle.parse_answer("solution", &answer).unwrap();
        assert_eq!(puzzle.check(&answer), Ok(()), "{name}");
    }
}
