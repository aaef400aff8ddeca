//! Any bytes as a `.lines` batch: an error naming a line of it, or puzzles that each
//! print back to themselves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use puzzle_ir::{Kind, Puzzle};

fuzz_target!(|bytes: &[u8]| {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    let kind = Kind::of_batch_extension("lines").expect("Sudoku owns .lines");
    match kind.parse_batch("fuzz.lines", text) {
        Ok(puzzles) => {
            for (line, puzzle) in puzzles {
                assert!(line >= 1 && line <= text.lines().count(), "line {line}");
                let again = Puzzle::parse("again.txt", puzzle.to_native(&[]).as_bytes());
                assert_eq!(again.as_ref(), Ok(&puzzle));
            }
        }
        Err(error) => assert!(error.line <= text.lines().count().max(1), "{error}"),
    }
});
