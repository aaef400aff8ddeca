//! Batches beyond one machine: a deterministic slice of the inputs per job (`--shard
//! I/N`), and resuming a run from its own JSON-lines output (`--resume FILE`). Both work
//! on the input order alone (files in the order given, lines in file order), so they give
//! the same puzzles whatever the thread count or host, and the shards' outputs,
//! concatenated in shard order, are the output of one run over everything.
//!
//! ```
//! use puzzle_solve::scale::Shard;
//!
//! let shard: Shard = "2/3".parse().unwrap();
//! assert_eq!(shard.range(10), 3..6); // items 4, 5 and 6 of 10
//! ```

use std::collections::HashSet;
use std::ops::Range;
use std::str::FromStr;

/// Job `index` (0-based) of `count`: a contiguous block of the inputs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    index: usize,
    count: usize,
}

impl FromStr for Shard {
    type Err = String;

    /// `I/N` with 1 <= I <= N (1-based, as Slurm's array task ids and GNU parallel's
    /// job slots count).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let error = || format!("expected a shard I/N with 1 <= I <= N, such as 2/8, got `{text}`");
        let (i, n) = text.split_once('/').ok_or_else(error)?;
        let (i, n): (usize, usize) = (
            i.trim().parse().map_err(|_| error())?,
            n.trim().parse().map_err(|_| error())?,
        );
        if i == 0 || i > n {
            return Err(error());
        }
        Ok(Shard {
            index: i - 1,
            count: n,
        })
    }
}

impl Shard {
    /// The items of this shard among `len`: shards differ in size by at most one item,
    /// and shard 1 comes first.
    pub fn range(&self, len: usize) -> Range<usize> {
        let at = |k: usize| k * len / self.count;
        at(self.index)..at(self.index + 1)
    }
}

/// The `source` of every record in a JSON-lines output that has a final verdict (`sat`
/// or `unsat`): the inputs a resumed run skips. Records with `unknown` or `error`, and
/// lines that are not JSON records (a run cut off mid-line), are solved again.
pub fn answered(output: &str) -> HashSet<String> {
    #[derive(serde::Deserialize)]
    struct Record {
        source: Option<String>,
        status: Option<String>,
    }
    output
        .lines()
        .filter_map(|line| serde_json::from_str::<Record>(line).ok())
        .filter(|r| matches!(r.status.as_deref(), Some("sat" | "unsat")))
        .filter_map(|r| r.source)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_cover_every_item_once_in_order() {
        for len in 0..40 {
            for count in 1..9 {
                let ranges: Vec<Range<usize>> = (1..=count)
                    .map(|i| format!("{i}/{count}").parse::<Shard>().unwrap().range(len))
                    .collect();
                let all: Vec<usize> = ranges.iter().cloned().flatten().collect();
                assert_eq!(
                    all,
                    (0..len).collect::<Vec<_>>(),
                    "{len} items, {count} shards"
                );
                let sizes: Vec<usize> = ranges.iter().map(|r| r.len()).collect();
                let (min, max) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
                assert!(max - min <= 1, "{sizes:?}");
            }
        }
    }

    #[test]
    fn bad_shards_are_refused() {
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "-1/2"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }

    #[test]
    fn only_final_verdicts_count_as_answered() {
        let output = "{\"source\":\"a:1\",\"status\":\"sat\"}\n\
                      {\"source\":\"a:2\",\"status\":\"unknown\"}\n\
                      {\"source\":\"a:3\",\"status\":\"unsat\"}\n\
                      {\"source\":\"a:4\",\"status\":\"error\"}\n\
                      {\"source\":\"a:5\",\"sta";
        let done = answered(output);
        assert_eq!(done, HashSet::from(["a:1".to_string(), "a:3".to_string()]));
    }
}
