//! The candidate rectangles of a Shikaku number: those that hold its cell and no other
//! numbered cell, of the number's area or of any area.

use puzzle_ir::grid::Grid;

/// A rectangle of cells: its top-left cell and its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rectangle {
    pub top: usize,
    pub left: usize,
    pub height: usize,
    pub width: usize,
}

impl Rectangle {
    /// Its cells, row-major indices of `grid`, in reading order.
    pub fn cells(self, grid: Grid) -> Vec<usize> {
        (self.top..self.top + self.height)
            .flat_map(|r| (self.left..self.left + self.width).map(move |c| grid.index(r, c)))
            .collect()
    }
}

/// How many numbered cells each rectangle holds, in constant time per rectangle.
pub struct NumberedCount {
    cols: usize,
    /// `sums[r * (cols + 1) + c]`: the numbered cells above row `r` and left of column `c`.
    sums: Vec<usize>,
}

impl NumberedCount {
    /// The counts for the cells where `numbered` (row-major) holds.
    pub fn new(grid: Grid, numbered: &[bool]) -> Self {
        let cols = grid.cols;
        let mut sums = vec![0; (grid.rows + 1) * (cols + 1)];
        for r in 0..grid.rows {
            for c in 0..cols {
                sums[(r + 1) * (cols + 1) + c + 1] = usize::from(numbered[grid.index(r, c)])
                    + sums[r * (cols + 1) + c + 1]
                    + sums[(r + 1) * (cols + 1) + c]
                    - sums[r * (cols + 1) + c];
            }
        }
        NumberedCount { cols, sums }
    }

    /// The numbered cells inside `rect`.
    pub fn inside(&self, rect: Rectangle) -> usize {
        let at = |r: usize, c: usize| self.sums[r * (self.cols + 1) + c];
        let (bottom, right) = (rect.top + rect.height, rect.left + rect.width);
        at(bottom, right) + at(rect.top, rect.left) - at(rect.top, right) - at(bottom, rect.left)
    }
}

/// Every rectangle of `grid` that holds `cell` and no other numbered cell, of area
/// `area` (`None`: any); height by height, then width by width, then top-left corner in
/// reading order. A size none of whose placements is free ends the widths of its height
/// (a wider one holds a free narrower one), and a height with no free width ends the
/// search.
pub fn around(
    grid: Grid,
    cell: usize,
    count: &NumberedCount,
    area: Option<usize>,
) -> Vec<Rectangle> {
    let larger = |size: usize| area.is_some_and(|area| size > area);
    let (row, col) = grid.position(cell);
    let mut found = Vec::new();
    for height in (1..=grid.rows).take_while(|&h| !larger(h)) {
        let mut free_width = false;
        for width in (1..=grid.cols).take_while(|&w| !larger(height * w)) {
            let free: Vec<Rectangle> = (row.saturating_sub(height - 1)..=row.min(grid.rows - height))
                .flat_map(|top| {
                    (col.saturating_sub(width - 1)..=col.min(grid.cols - width)).map(move |left| Rectangle {
                        top,
                        left,
                        height,
                        width,
                    })
                })
                .filter(|&rect| count.inside(rect) == 1)
                .collect();
            if free.is_empty() {
                break;
            }
            free_width = true;
            if area.is_none_or(|area| area == height * width) {
                found.extend(free);
            }
        }
        if !free_width {
            break;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rectangle of the grid, by brute force, that holds `cell` and exactly one
    /// numbered cell, of area `area` if given.
    fn brute_force(grid: Grid, cell: usize, numbered: &[bool], area: Option<usize>) -> Vec<Rectangle> {
        let mut found = Vec::new();
        for height in 1..=grid.rows {
            for width in 1..=grid.cols {
                for top in 0..=grid.rows - height {
                    for left in 0..=grid.cols - width {
                        let rect = Rectangle { top, left, height, width };
                        let cells = rect.cells(grid);
                        let numbers = cells.iter().filter(|&&c| numbered[c]).count();
                        if cells.contains(&cell)
                            && numbers == 1
                            && area.is_none_or(|a| a == height * width)
                        {
                            found.push(rect);
                        }
                    }
                }
            }
        }
        found
    }

    #[test]
    fn the_rectangles_around_a_number_are_those_a_brute_force_finds() {
        let grid = Grid::new(4, 5);
        // Every set of numbered cells drawn from a fixed pseudo-random sequence.
        let mut state: u32 = 7;
        for _ in 0..200 {
            let numbered: Vec<bool> = (0..grid.len())
                .map(|_| {
                    state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                    (state >> 16).is_multiple_of(4)
                })
                .collect();
            let count = NumberedCount::new(grid, &numbered);
            for cell in (0..grid.len()).filter(|&c| numbered[c]) {
                for area in [None, Some(1), Some(2), Some(4), Some(6)] {
                    let mut got = around(grid, cell, &count, area);
                    let mut expected = brute_force(grid, cell, &numbered, area);
                    let key = |r: &Rectangle| (r.top, r.left, r.height, r.width);
                    got.sort_by_key(key);
                    expected.sort_by_key(key);
                    assert_eq!(got, expected, "{numbered:?} {cell} {area:?}");
                }
            }
        }
    }
}
