//! Sets of digits 1..9 as bit sets, and the digit sets a group of cells with a sum can
//! take: the vocabulary of "distinct digits adding up to a sum" (Kakuro runs,
//! cages).

use std::sync::LazyLock;

/// A set of digits 1..9: bit d-1 for digit d.
pub type Digits = u16;

/// Every digit 1..9.
pub const ALL_DIGITS: Digits = 0x1ff;

/// Whether digit `d` (1..9) is in `set`.
pub fn has(set: Digits, d: usize) -> bool {
    set & (1 << (d - 1)) != 0
}

/// The sum of the digits of `set`.
pub fn digit_sum(set: Digits) -> u32 {
    (1..=9u32).filter(|&d| has(set, d as usize)).sum()
}

/// The digit sets of `len` distinct digits adding up to `sum` that fit `domains`: every
/// digit of the set is in some domain and every domain holds a digit of the set.
pub fn fitting_sets(len: usize, sum: u32, domains: &[Digits]) -> Vec<Digits> {
    let cover = domains.iter().fold(0, |acc, &d| acc | d);
    (sets_of(len, sum).iter().copied())
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
/// assert!(sets_of(2, 2).is_empty() && sets_of(10, 45).is_empty());
/// ```
pub fn sets_of(len: usize, sum: u32) -> &'static [Digits] {
    (SETS_BY_SIZE_AND_SUM.get(len))
        .and_then(|by_sum| by_sum.get(sum as usize))
        .map_or(&[], Vec::as_slice)
}

/// Every digit set, by its size and then its sum: pruning a Kakuro's domains asks for
/// the sets of each run again and again, and picking them out of all 511 each time was
/// half of the instructions of solving a batch of janko's Kakuro.
static SETS_BY_SIZE_AND_SUM: LazyLock<Vec<Vec<Vec<Digits>>>> = LazyLock::new(|| {
    let mut sets = vec![vec![Vec::new(); digit_sum(ALL_DIGITS) as usize + 1]; 10];
    for set in 1..=ALL_DIGITS {
        sets[set.count_ones() as usize][digit_sum(set) as usize].push(set);
    }
    sets
});

/// The set of digits that have a literal in `cell`.
pub fn domain_of(cell: &super::CellDigits) -> Digits {
    (1..=9)
        .filter(|&d| cell[d - 1].is_some())
        .fold(0, |acc, d| acc | 1 << (d - 1))
}
