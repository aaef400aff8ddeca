//! The orthogonally connected areas of a set of grid cells, for the checkers of the
//! kinds whose rules speak of shaded or unshaded areas (Hitori, Nurikabe).

/// The areas of the cells of a `rows` x `cols` grid for which `inside` (given a
/// row-major index) holds: each a sorted list of row-major indices, the areas ordered by
/// their first cell.
pub(crate) fn areas(rows: usize, cols: usize, inside: impl Fn(usize) -> bool) -> Vec<Vec<usize>> {
    let mut seen = vec![false; rows * cols];
    let mut found = Vec::new();
    for start in 0..rows * cols {
        if seen[start] || !inside(start) {
            continue;
        }
        seen[start] = true;
        let mut area = vec![start];
        let mut next = 0;
        while let Some(&cell) = area.get(next) {
            next += 1;
            let (r, c) = (cell / cols, cell % cols);
            let neighbours = [
                (r > 0).then(|| cell - cols),
                (r + 1 < rows).then(|| cell + cols),
                (c > 0).then(|| cell - 1),
                (c + 1 < cols).then(|| cell + 1),
            ];
            for n in neighbours.into_iter().flatten() {
                if !seen[n] && inside(n) {
                    seen[n] = true;
                    area.push(n);
                }
            }
        }
        area.sort_unstable();
        found.push(area);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::areas;

    #[test]
    fn areas_are_the_connected_pieces() {
        let inside = [true, true, true, false, false, true];
        assert_eq!(areas(2, 3, |i| inside[i]), vec![vec![0, 1, 2, 5]]);
        let diagonal = [true, false, false, true];
        assert_eq!(areas(2, 2, |i| diagonal[i]), vec![vec![0], vec![3]]);
        assert!(areas(2, 2, |_| false).is_empty());
    }
}
