//! Counted nouns in messages: "1 puzzle", "2 puzzles", "0 puzzles".

use std::fmt::Display;

/// `n` followed by `noun`, with an `s` added unless `n` is 1 (every noun counted in this
/// project's messages makes its plural so).
///
/// ```
/// use puzzle_ir::plural::count;
/// assert_eq!(count(1, "puzzle"), "1 puzzle");
/// assert_eq!(count(0usize, "cell"), "0 cells");
/// assert_eq!(count(3u64, "conflict"), "3 conflicts");
/// ```
pub fn count<N: Display + PartialEq + From<u8>>(n: N, noun: &str) -> String {
    let s = if n == N::from(1) { "" } else { "s" };
    format!("{n} {noun}{s}")
}
