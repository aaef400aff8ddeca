//! Every region a division may hold, listed whole: a connected half of one colour and
//! each rigid image of it in the other colour that touches it.
//!
//! The halves are listed on one side only, the *source* colour: every connected set of
//! its cells (each found once, by growing sets from their first cell through the
//! neighbours no smaller cell of the set already has, Wernicke's ESU) no larger than
//! [`Reach::most`] allows any of its cells, and exactly the size of a sized cell in it.
//! For each such half `S`, each of the 8 rigid transforms and each way of laying a
//! cell of the turned shape onto a cell of the other colour beside `S`, the image is a
//! candidate twin when all its cells lie on the grid in the other colour and its sized
//! cells agree with the size. The region is `S` with its twin; two ways to the same
//! cells give one region.
//!
//! Every region of every division is listed: its source half is a connected set of
//! the source colour within those bounds, its other half a rigid image of it touching
//! it (the region is connected). Conversely every region listed is a possible one, so
//! a division is exactly a choice of listed regions covering each cell once.
//!
//! The source colour is the one with fewer connected sets within the bounds; when
//! both have more than the cap, or the regions do, there is no list.

use super::reach::Reach;
use super::{moved, offset, transform};
use puzzle_ir::grid::Grid;
use std::collections::BTreeSet;

/// The regions of a division of `grid` whose cells are `grey` or white, within
/// `reach`, the halves holding the cells of `sizes` of their size; each region's cells
/// sorted. `None` when there would be more than `cap` halves or regions.
pub(super) fn regions(
    grid: Grid,
    grey: &[bool],
    sizes: &[(usize, usize)],
    reach: &Reach,
    cap: usize,
) -> Option<Vec<Vec<usize>>> {
    let mut size_of: Vec<Option<usize>> = vec![None; grid.len()];
    for &(cell, size) in sizes {
        size_of[cell] = Some(size);
    }
    let listed = |colour: bool| {
        let mut halves: Vec<Vec<usize>> = Vec::new();
        let done = halves_of(grid, grey, colour, reach, &size_of, &mut |half| {
            halves.push(half.to_vec());
            halves.len() <= cap
        });
        done.then_some(halves)
    };
    let halves = match (listed(false), listed(true)) {
        (Some(white), Some(grey)) => std::cmp::min_by_key(white, grey, Vec::len),
        (white, grey) => white.or(grey)?,
    };
    let mut found: BTreeSet<Vec<usize>> = BTreeSet::new();
    for half in &halves {
        for twin in twins(grid, grey, half, reach, &size_of) {
            let mut region: Vec<usize> = half.iter().copied().chain(twin).collect();
            region.sort_unstable();
            found.insert(region);
        }
        if found.len() > cap {
            return None;
        }
    }
    Some(found.into_iter().collect())
}

/// Calls `visit` with every connected set of cells of `colour` that may be a half
/// (see the module documentation), until it returns false; true when every set was
/// visited.
fn halves_of(
    grid: Grid,
    grey: &[bool],
    colour: bool,
    reach: &Reach,
    size_of: &[Option<usize>],
    visit: &mut dyn FnMut(&[usize]) -> bool,
) -> bool {
    let mut grower = Grower {
        grid,
        grey,
        colour,
        reach,
        size_of,
        visit,
    };
    (0..grid.len()).filter(|&c| grey[c] == colour).all(|first| {
        let extension: Vec<usize> = grid
            .neighbours(first)
            .filter(|&n| grey[n] == colour && n > first)
            .collect();
        grower.grow(&mut vec![first], extension, reach.most(first))
    })
}

/// The state of one enumeration of connected sets (ESU).
struct Grower<'a> {
    grid: Grid,
    grey: &'a [bool],
    colour: bool,
    reach: &'a Reach,
    size_of: &'a [Option<usize>],
    visit: &'a mut dyn FnMut(&[usize]) -> bool,
}

impl Grower<'_> {
    /// Visits `set` (when its sizes allow) and every set grown from it by cells of
    /// `extension` and their exclusive neighbours, each of at most `most` cells.
    fn grow(&mut self, set: &mut Vec<usize>, mut extension: Vec<usize>, most: usize) -> bool {
        let sized_right = set.len() <= most
            && (set.iter()).all(|&c| self.size_of[c].is_none_or(|size| size == set.len()));
        if sized_right && !(self.visit)(set) {
            return false;
        }
        while let Some(next) = extension.pop() {
            let most = most.min(self.reach.most(next));
            if set.len() >= most {
                continue;
            }
            let near = |x: usize| set.contains(&x) || set.iter().any(|&s| self.touches(s, x));
            let mut wider = extension.clone();
            for n in self.grid.neighbours(next) {
                if self.grey[n] == self.colour && n > set[0] && !near(n) && !wider.contains(&n) {
                    wider.push(n);
                }
            }
            set.push(next);
            let going = self.grow(set, wider, most);
            set.pop();
            if !going {
                return false;
            }
        }
        true
    }

    /// True when the cells `a` and `b` are neighbours.
    fn touches(&self, a: usize, b: usize) -> bool {
        self.grid.neighbours(a).any(|n| n == b)
    }
}

/// The rigid images of `half` in the other colour that touch it and may be its twin,
/// each sorted.
fn twins(
    grid: Grid,
    grey: &[bool],
    half: &[usize],
    reach: &Reach,
    size_of: &[Option<usize>],
) -> BTreeSet<Vec<usize>> {
    let colour = !grey[half[0]];
    let offsets: Vec<(isize, isize)> = half.iter().map(|&c| offset(grid, half[0], c)).collect();
    let beside: BTreeSet<usize> = (half.iter())
        .flat_map(|&c| grid.neighbours(c))
        .filter(|&n| grey[n] == colour)
        .collect();
    let fits = |cell: usize| {
        grey[cell] == colour
            && reach.most(cell) >= half.len()
            && size_of[cell].is_none_or(|size| size == half.len())
    };
    let mut images = BTreeSet::new();
    for t in 0..8 {
        let turned: Vec<(isize, isize)> = offsets.iter().map(|&o| transform(t, o)).collect();
        for &target in &beside {
            for &(ar, ac) in &turned {
                let image: Option<Vec<usize>> = (turned.iter())
                    .map(|&(dr, dc)| moved(grid, target, (dr - ar, dc - ac)).filter(|&c| fits(c)))
                    .collect();
                if let Some(mut image) = image {
                    image.sort_unstable();
                    images.insert(image);
                }
            }
        }
    }
    images
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 2x2 grid, white on the left: each white cell with the grey one beside it,
    /// and the two columns as one region.
    #[test]
    fn a_two_by_two_has_three_regions() {
        let (grid, grey) = (Grid::new(2, 2), [false, true, false, true]);
        let reach = Reach::new(grid, &grey, &[]);
        let listed = regions(grid, &grey, &[], &reach, 3);
        assert_eq!(listed, Some(vec![vec![0, 1], vec![0, 1, 2, 3], vec![2, 3]]));
        assert_eq!(regions(grid, &grey, &[], &reach, 2), None);
    }

    /// A size keeps only the regions whose half holding the sized cell has that size.
    #[test]
    fn a_size_narrows_the_list() {
        let (grid, grey) = (Grid::new(2, 2), [false, true, false, true]);
        let reach = Reach::new(grid, &grey, &[(1, 2)]);
        let listed = regions(grid, &grey, &[(1, 2)], &reach, 10);
        assert_eq!(listed, Some(vec![vec![0, 1, 2, 3], vec![2, 3]]));
    }

    /// Two large components of each colour have far more halves than the cap.
    #[test]
    fn large_components_leave_no_list() {
        let grid = Grid::new(8, 8);
        let grey: Vec<bool> = (0..64).map(|cell| cell % 8 >= 4).collect();
        let reach = Reach::new(grid, &grey, &[]);
        assert_eq!(regions(grid, &grey, &[], &reach, 10_000), None);
    }
}
