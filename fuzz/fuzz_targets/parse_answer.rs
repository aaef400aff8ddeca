//! Any text as an answer (text or JSON) to one puzzle of each kind: an error, or an
//! answer the checker can judge without panicking.
#![no_main]

use libfuzzer_sys::fuzz_target;
use puzzle_ir::Puzzle;

const PUZZLES: &[&str] = &[
    "kind: sudoku\nbox: 2x2\ngrid:\n1...\n..3.\n.4..\n...2\n",
    "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,0\n",
    "kind: kakurasu\nrows: 1 - 3\ncols: 2 3 -\n",
    "kind: shakashaka\ngrid:\n..#\n2..\n...\n",
    "kind: killer\nbox: 2x2\ncages:\na a b b\nc d d e\nc f g e\nh f g g\nsums:\na 3\nb 7\nc 7\nd 4\ne 6\nf 5\ng 6\nh 2\n",
];

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let puzzle = Puzzle::parse("p.txt", PUZZLES[which as usize % PUZZLES.len()].as_bytes())
        .expect("the fixed puzzles parse");
    if let Ok(answer) = puzzle.parse_answer("a.txt", text) {
        let _ = puzzle.check(&answer);
    }
});
