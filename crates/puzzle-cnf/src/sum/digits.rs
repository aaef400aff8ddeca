//! Sets of digits 1..9 as bit sets, and the digit sets a group of cells with a sum can
//! take: the vocabulary of "distinct digits adding up to a sum" (Kakuro runs,
//! cages).

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
    (1..=ALL_DIGITS)
        .filter(|&s| s.count_ones() as usize == len && digit_sum(s) == sum)
        .filter(|&s| s & !cover == 0 && domains.iter().all(|&d| d & s != 0))
        .collect()
}

/// The set of digits that have a literal in `cell`.
pub fn domain_of(cell: &super::CellDigits) -> Digits {
    (1..=9)
        .filter(|&d| cell[d - 1].is_some())
        .fold(0, |acc, d| acc | 1 << (d - 1))
}
