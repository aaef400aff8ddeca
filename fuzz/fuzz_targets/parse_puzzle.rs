//! Any bytes as a puzzle file: an error that names a line of the input, or a puzzle
//! whose native text parses back to the same puzzle. Never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use puzzle_ir::Puzzle;

fuzz_target!(|bytes: &[u8]| {
    match Puzzle::parse("fuzz.txt", bytes) {
        Ok(puzzle) => {
            let again = Puzzle::parse("again.txt", puzzle.to_native(&[]).as_bytes());
            assert_eq!(again.as_ref(), Ok(&puzzle), "the native text reads back");
        }
        Err(error) => {
            let lines = bytes.split(|&b| b == b'\n').count();
            assert!(error.line <= lines.max(1), "{error}: line beyond the input");
        }
    }
});
