//! Random Double Chocos: the grid divided into random regions, each a white half and
//! its grey twin.
//!
//! Each region starts at the first free cell in reading order: the cell and a free
//! neighbour are the two halves' first cells, and a random rigid motion (one of the
//! four turns, mirrored or not) takes the first to the second. The first half then
//! grows, to a random size from 3 to 8, by a free cell beside it whose image under the
//! motion is free and outside both halves; the image joins the twin. A random one of
//! the two halves is grey. A free cell with no free neighbour frees a random region
//! beside it (after 4 rounds per cell and 100 more the division starts over). Each
//! region gets its half's size in a random cell.
//!
//! Where a second answer draws a border otherwise and no number tells the two apart
//! (small halves side by side can pair up in two ways), [`reshaped`] divides the
//! regions on both sides of that border again, by the same growth.

use super::{DoubleChoco, DoubleChocoAnswer};
use crate::border_drawing::Borders;
use crate::grid::Grid;
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::Rng;

/// The smallest size a half aims at (smaller where it cannot grow): small halves side
/// by side pair up in more than one way.
const SMALLEST: usize = 3;

/// The largest size a half aims at.
const LARGEST: usize = 8;

/// A random puzzle on a `rows` x `cols` grid (at least two cells), a number in a random
/// cell of each region, and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (DoubleChoco, DoubleChocoAnswer) {
    let grid = Grid::new(rows, cols);
    let (region, grey) = loop {
        if let Some(found) = random_division(grid, rng) {
            break found;
        }
    };
    let mut numbers = vec![None; grid.len()];
    for cells in Borders::of_regions(rows, cols, &region).regions() {
        let &cell = cells.choose(rng).expect("a region has cells");
        numbers[cell] = Some((cells.len() / 2) as u32);
    }
    let puzzle = DoubleChoco::new(rows, cols, grey, numbers).expect("a grid of two cells");
    let answer = DoubleChocoAnswer::of_regions(&puzzle, &region);
    (puzzle, answer)
}

/// A division into regions (a label per cell) and the colours, or `None` after too
/// many regions were freed.
fn random_division(grid: Grid, rng: &mut SmallRng) -> Option<(Vec<usize>, Vec<bool>)> {
    let mut grey = vec![false; grid.len()];
    let region = divided(grid, vec![None; grid.len()], &mut grey, 0, rng)?;
    Some((region, grey))
}

/// How many times [`reshaped`] divides the freed cells before it gives up: a division
/// fails when freed regions leave a lone cell again and again.
const DIVISIONS: usize = 10;

/// `answer` to `puzzle` with the regions on both sides of the border at line `line`,
/// column `col` of its drawing divided again (new regions labelled from the largest
/// label up, their colours drawn anew, each numbered with its half's size in a random
/// cell). `None` at a position that is no border between two cells, or when the
/// division fails.
pub fn reshaped(
    puzzle: &DoubleChoco,
    answer: &DoubleChocoAnswer,
    (line, col): (usize, usize),
    rng: &mut SmallRng,
) -> Option<(DoubleChoco, DoubleChocoAnswer)> {
    let grid = puzzle.grid();
    let (a, b) = Borders::cells_beside(grid.rows, grid.cols, (line, col))?;
    let regions = answer.borders().regions();
    let region = grid.labels(&regions);
    let freed = [region[a], region[b]];
    let partial: Vec<Option<usize>> =
        region.iter().map(|&label| (!freed.contains(&label)).then_some(label)).collect();
    let (region, grey) = (0..DIVISIONS).find_map(|_| {
        let mut grey = puzzle.greys().to_vec();
        let region = divided(grid, partial.clone(), &mut grey, regions.len(), rng)?;
        Some((region, grey))
    })?;
    let mut numbers = puzzle.numbers().to_vec();
    for cells in Borders::of_regions(grid.rows, grid.cols, &region).regions() {
        if region[cells[0]] >= regions.len() {
            cells.iter().for_each(|&cell| numbers[cell] = None);
            let &cell = cells.choose(rng)?;
            numbers[cell] = Some((cells.len() / 2) as u32);
        }
    }
    let puzzle = DoubleChoco::new(grid.rows, grid.cols, grey, numbers).ok()?;
    let answer = DoubleChocoAnswer::of_regions(&puzzle, &region);
    Some((puzzle, answer))
}

/// The cells without a region (`None`) divided into new ones, labelled from `next` up,
/// their colours set in `grey`; `None` after too many regions were freed.
fn divided(
    grid: Grid,
    mut region: Vec<Option<usize>>,
    grey: &mut [bool],
    mut next: usize,
    rng: &mut SmallRng,
) -> Option<Vec<usize>> {
    for _ in 0..4 * grid.len() + 100 {
        let Some(start) = region.iter().position(Option::is_none) else {
            return Some(region.into_iter().map(|id| id.expect("every cell placed")).collect());
        };
        let free: Vec<usize> = grid.neighbours(start).filter(|&n| region[n].is_none()).collect();
        let Some(&twin) = free.choose(rng) else {
            let taken: Vec<usize> = grid.neighbours(start).filter_map(|n| region[n]).collect();
            let &id = taken.choose(rng)?;
            region.iter_mut().filter(|r| **r == Some(id)).for_each(|r| *r = None);
            continue;
        };
        let (first, second) = grown(grid, &region, start, twin, rng);
        let first_grey = rng.random_bool(0.5);
        for (cells, shade) in [(first, first_grey), (second, !first_grey)] {
            for cell in cells {
                region[cell] = Some(next);
                grey[cell] = shade;
            }
        }
        next += 1;
    }
    None
}

/// Two congruent halves, the first holding `start` and the second its image `twin`.
fn grown(grid: Grid, region: &[Option<usize>], start: usize, twin: usize, rng: &mut SmallRng) -> (Vec<usize>, Vec<usize>) {
    let turn = rng.random_range(0..8);
    let image = |cell: usize| -> Option<usize> {
        let (r, c) = offset(grid, start, cell);
        let (r, c) = if turn >= 4 { (r, -c) } else { (r, c) };
        let (r, c) = match turn % 4 {
            0 => (r, c),
            1 => (c, -r),
            2 => (-r, -c),
            _ => (-c, r),
        };
        let (tr, tc) = grid.position(twin);
        let (r, c) = (tr.checked_add_signed(r)?, tc.checked_add_signed(c)?);
        (r < grid.rows && c < grid.cols).then(|| grid.index(r, c))
    };
    let (mut first, mut second) = (vec![start], vec![twin]);
    let target = rng.random_range(SMALLEST..=LARGEST);
    while first.len() < target {
        let taken = |cell: usize| region[cell].is_some() || first.contains(&cell) || second.contains(&cell);
        let options: Vec<(usize, usize)> = (first.iter())
            .flat_map(|&cell| grid.neighbours(cell))
            .filter(|&cell| !taken(cell))
            .filter_map(|cell| image(cell).map(|twin| (cell, twin)))
            .filter(|&(cell, twin)| cell != twin && !taken(twin))
            .collect();
        let Some(&(cell, twin)) = options.choose(rng) else { break };
        first.push(cell);
        second.push(twin);
    }
    (first, second)
}

/// The step from `from` to `to` in rows and columns.
fn offset(grid: Grid, from: usize, to: usize) -> (isize, isize) {
    let ((fr, fc), (tr, tc)) = (grid.position(from), grid.position(to));
    (tr as isize - fr as isize, tc as isize - fc as isize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn reshaping_at_a_border_keeps_an_answer_and_elsewhere_is_refused() {
        let mut rng = SmallRng::seed_from_u64(7);
        let (puzzle, answer) = random_puzzle(6, 6, &mut rng);
        let (lines, cols) = (2 * 6 + 1, 2 * 6 + 1);
        let mut reshaped_somewhere = false;
        let mut refused = 0;
        for line in 0..lines {
            for col in 0..cols {
                let inner_border = Borders::cells_beside(6, 6, (line, col)).is_some();
                match reshaped(&puzzle, &answer, (line, col), &mut rng) {
                    Some((new_puzzle, new_answer)) => {
                        assert!(inner_border, "({line}, {col}) is no border between cells");
                        let checked = crate::double_choco::check(&new_puzzle, &new_answer);
                        assert!(checked.is_ok(), "({line}, {col}): {checked:?}");
                        reshaped_somewhere = true;
                    }
                    None => refused += usize::from(inner_border),
                }
            }
        }
        assert!(reshaped_somewhere);
        assert_eq!(refused, 0, "every inner border can be reshaped on a 6x6");
    }
}
