//! Which values a cell of a group of distinct values with a known sum (a Kakuro run, a
//! Killer cage) can hold: what [`PuzzleKind::cell_values`](crate::PuzzleKind::cell_values)
//! may narrow a cell to from its sum alone.

/// Whether `value` is one of `len` distinct values from `1..=max` that add up to `sum`.
pub(crate) fn fits(value: u32, len: usize, sum: u32, max: u32) -> bool {
    let bit = 1u32 << (value - 1);
    (1..=max).contains(&value)
        && (0u32..1 << max).any(|set| {
            set & bit != 0
                && set.count_ones() as usize == len
                && (0..max)
                    .filter(|i| set >> i & 1 == 1)
                    .map(|i| i + 1)
                    .sum::<u32>()
                    == sum
        })
}

#[cfg(test)]
mod tests {
    use super::fits;

    #[test]
    fn a_value_fits_where_the_other_values_can_make_up_the_rest() {
        assert!(fits(1, 2, 3, 9));
        assert!(!fits(3, 2, 3, 9));
        assert!(fits(9, 1, 9, 9));
        assert!(!fits(4, 2, 8, 9), "4 + 4 repeats a value");
        assert!(!fits(5, 2, 9, 4), "5 is larger than the largest value");
        assert_eq!((1..=9).filter(|&v| fits(v, 9, 45, 9)).count(), 9);
    }
}
