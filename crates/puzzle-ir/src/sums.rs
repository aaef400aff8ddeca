//! Narrowing the values of groups of distinct values with a known sum (Kakuro runs,
//! Killer cages): what [`PuzzleKind::cell_values`](crate::PuzzleKind::cell_values) may
//! drop from a cell because no filling of its group would hold it.

/// Keeps in each cell of `group` (indices into `values`) only the values that some
/// filling of the group with distinct values, each from its cell's list, adding up to
/// `sum` puts there. Returns whether anything was dropped.
pub(crate) fn narrow(values: &mut [Vec<u32>], group: &[usize], sum: u32) -> bool {
    let mut changed = false;
    for (at, &cell) in group.iter().enumerate() {
        let others: Vec<&[u32]> = group
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != at)
            .map(|(_, &other)| values[other].as_slice())
            .collect();
        let kept: Vec<u32> = values[cell]
            .iter()
            .copied()
            .filter(|&v| v <= sum && fill(&others, &mut vec![v], sum - v))
            .collect();
        changed |= kept.len() != values[cell].len();
        values[cell] = kept;
    }
    changed
}

/// Whether `cells` can take distinct values, none of them in `used`, adding up to `rest`.
fn fill(cells: &[&[u32]], used: &mut Vec<u32>, rest: u32) -> bool {
    let Some((first, others)) = cells.split_first() else {
        return rest == 0;
    };
    first.iter().any(|&v| {
        if v > rest || used.contains(&v) {
            return false;
        }
        used.push(v);
        let found = fill(others, used, rest - v);
        used.pop();
        found
    })
}

#[cfg(test)]
mod tests {
    use super::narrow;

    #[test]
    fn a_value_stays_where_the_other_cells_can_make_up_the_rest() {
        let mut values = vec![(1..=9).collect(), (1..=9).collect()];
        assert!(narrow(&mut values, &[0, 1], 3));
        assert_eq!(values, vec![vec![1, 2], vec![1, 2]]);
        let mut values = vec![vec![1, 2, 3], vec![2]];
        narrow(&mut values, &[0, 1], 4);
        assert_eq!(values[0], Vec::<u32>::new(), "2 + 2 repeats a value");
        let mut values = vec![vec![1, 3], vec![2, 4]];
        assert!(!narrow(&mut values, &[0, 1], 5), "1 + 4 and 3 + 2");
    }
}
