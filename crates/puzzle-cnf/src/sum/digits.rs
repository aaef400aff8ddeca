//! Sets of digits 1..[`MAX_DIGIT`] as bit sets, and the digit sets a group of cells with
//! a sum can take: the vocabulary of "distinct digits adding up to a sum" (Kakuro runs
//! use 1..9, cages 1..N).

use std::sync::LazyLock;

/// The largest digit: a cage of a 16x16 Killer Sudoku holds digits 1..16.
pub const MAX_DIGIT: usize = 16;

/// A set of digits 1..[`MAX_DIGIT`]: bit d-1 for digit d.
pub type Digits = u16;

/// The digits 1..=`n` (`n` at most [`MAX_DIGIT`]).
///
/// ```
/// use puzzle_cnf::sum::digits::up_to;
/// assert_eq!(up_to(9), 0x1ff);
/// assert_eq!(up_to(16), 0xffff);
/// ```
pub fn up_to(n: usize) -> Digits {
    (1..=n).fold(0, |set, d| set | 1 << (d - 1))
}

/// Whether digit `d` (1..[`MAX_DIGIT`]) is in `set`.
pub fn has(set: Digits, d: usize) -> bool {
    set & (1 << (d - 1)) != 0
}

/// The sum of the digits of `set`.
pub fn digit_sum(set: Digits) -> u32 {
    (1..=MAX_DIGIT as u32)
        .filter(|&d| has(set, d as usize))
        .sum()
}

/// The digit sets of `len` distinct digits adding up to `sum` that fit `domains`: every
/// digit of the set is in some domain and every domain holds a digit of the set.
pub fn fitting_sets(len: usize, sum: u32, domains: &[Digits]) -> Vec<Digits> {
    let cover = domains.iter().fold(0, |acc, &d| acc | d);
    let table = match cover <= up_to(NINE) {
        true => &*SETS_UP_TO_NINE,
        false => &*SETS_BY_SIZE_AND_SUM,
    };
    let sets = sets_in(table, len, sum);
    // A subset of `cover` is no larger than `cover` as a number, and the sets are in
    // increasing order: the ones past `cover` (a Kakuro's digits 10..16) are skipped whole.
    let candidates = &sets[..sets.partition_point(|&s| s <= cover)];
    (candidates.iter().copied())
        .filter(|&s| s & !cover == 0 && domains.iter().all(|&d| d & s != 0))
        .collect()
}

/// The sets of `len` distinct digits adding up to `sum`, in increasing order (as bit
/// sets); none for a length or sum no digits make.
///
/// ```
/// use puzzle_cnf::sum::digits::sets_of;
/// assert_eq!(sets_of(2, 4), [0b101]); // 1 + 3
/// assert_eq!(sets_of(3, 7), [0b1011]); // 1 + 2 + 4
/// assert_eq!(sets_of(9, 45), [0x1ff]);
/// assert_eq!(sets_of(16, 136), [0xffff]);
/// assert!(sets_of(2, 2).is_empty() && sets_of(17, 136).is_empty());
/// ```
pub fn sets_of(len: usize, sum: u32) -> &'static [Digits] {
    sets_in(&SETS_BY_SIZE_AND_SUM, len, sum)
}

/// The sets of `table` with `len` digits adding up to `sum`.
fn sets_in(table: &'static Table, len: usize, sum: u32) -> &'static [Digits] {
    (table.get(len))
        .and_then(|by_sum| by_sum.get(sum as usize))
        .map_or(&[], Vec::as_slice)
}

/// Digit sets by their size and then their sum, each list in increasing order.
type Table = Vec<Vec<Vec<Digits>>>;

/// The largest digit of a Kakuro and of a 9x9 Killer: their sets come from a table of
/// 511 sets, where the table of every set of 1..[`MAX_DIGIT`] holds 65,535 and takes
/// most of the instructions of solving one such puzzle to build.
const NINE: usize = 9;

/// Every digit set, by its size and then its sum: pruning a Kakuro's domains asks for
/// the sets of each run again and again, and picking them out of all sets each time was
/// half of the instructions of solving a batch of janko's Kakuro.
static SETS_BY_SIZE_AND_SUM: LazyLock<Table> = LazyLock::new(|| table(MAX_DIGIT));

/// The sets of digits 1..9 alone, as [`SETS_BY_SIZE_AND_SUM`] lists them.
static SETS_UP_TO_NINE: LazyLock<Table> = LazyLock::new(|| table(NINE));

/// Every set of digits 1..=`max`, by its size and then its sum.
fn table(max: usize) -> Table {
    let all = up_to(max);
    let mut sets = vec![vec![Vec::new(); digit_sum(all) as usize + 1]; max + 1];
    for set in 1..=all {
        sets[set.count_ones() as usize][digit_sum(set) as usize].push(set);
    }
    sets
}

/// The set of digits that have a literal in `cell`.
pub fn domain_of(cell: &super::CellDigits) -> Digits {
    (1..=MAX_DIGIT)
        .filter(|&d| cell[d - 1].is_some())
        .fold(0, |acc, d| acc | 1 << (d - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_within_nine_are_those_of_the_full_table() {
        let nine = up_to(NINE);
        for len in 0..=NINE + 1 {
            for sum in 0..=50 {
                let full: Vec<Digits> = (sets_of(len, sum).iter().copied())
                    .filter(|&s| s & !nine == 0)
                    .collect();
                assert_eq!(
                    fitting_sets(len, sum, &vec![nine; len]),
                    full,
                    "{len} {sum}"
                );
            }
        }
        assert_eq!(fitting_sets(2, 31, &[up_to(16); 2]), [0xc000]); // 15 + 16
    }
}
