//! Random School Trips: every cell starts as aisle; futons are laid at random (a pair of
//! cells side by side and a pillow end other than the north one) wherever the answer
//! stays within the rules (the aisles in one piece, every futon beside an aisle), then a
//! pillar goes into each 2x2 block of aisle left. Every pillar is numbered with the
//! pillows beside it.
//!
//! A second answer differs from the answer somewhere; [`pillared`] makes a futon of the
//! answer two pillars, or an aisle cell one, which rules that second answer out there.

use super::{check, Cell, SchoolTrip, SchoolTripAnswer};
use crate::grid::Grid;
use crate::small_number::Number;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

/// A random puzzle on a `rows` x `cols` grid and its answer: the first attempt whose
/// 2x2 blocks of aisle each take a pillar within the rules.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (SchoolTrip, SchoolTripAnswer) {
    loop {
        if let Some(made) = attempt(rows, cols, rng) {
            return made;
        }
    }
}

/// Futons laid at random, then a pillar in each 2x2 block of aisle left, when one fits.
fn attempt(rows: usize, cols: usize, rng: &mut SmallRng) -> Option<(SchoolTrip, SchoolTripAnswer)> {
    let grid = Grid::new(rows, cols);
    let bare = SchoolTrip::new(rows, cols, vec![None; grid.len()]).expect("a grid");
    let mut futons: Vec<(usize, usize)> = Vec::new();
    let mut pairs: Vec<(usize, usize)> = (grid.adjacent_pairs())
        .flat_map(|(a, b)| [(a, b), (b, a)])
        .filter(|&(pillow, foot)| pillow + grid.cols != foot)
        .collect();
    pairs.shuffle(rng);
    for (pillow, foot) in pairs {
        if futons.iter().any(|&(p, f)| [p, f].contains(&pillow) || [p, f].contains(&foot)) {
            continue;
        }
        futons.push((pillow, foot));
        let answer = SchoolTripAnswer::laid(&bare, &futons);
        if !keeps_the_rules(grid, &answer) {
            futons.pop();
        }
    }
    let mut pillars = vec![None; grid.len()];
    let mut answer = SchoolTripAnswer::laid(&bare, &futons);
    for block in grid.blocks() {
        let cells = block.map(|(r, c)| grid.index(r, c));
        if cells.iter().all(|&cell| answer.cells()[cell] == Cell::Aisle) {
            let mut candidates = cells.to_vec();
            candidates.shuffle(rng);
            let chosen = candidates.into_iter().find(|&cell| {
                pillars[cell] = Some(Number::Unknown);
                let puzzle = SchoolTrip::new(rows, cols, pillars.clone()).expect("a grid");
                let kept = keeps_the_rules(grid, &SchoolTripAnswer::laid(&puzzle, &futons));
                pillars[cell] = None;
                kept
            });
            pillars[chosen?] = Some(Number::Unknown);
            answer = SchoolTripAnswer::laid(&SchoolTrip::new(rows, cols, pillars.clone()).expect("a grid"), &futons);
        }
    }
    let puzzle = numbered(&SchoolTrip::new(rows, cols, pillars).expect("a grid"), &answer);
    let answer = SchoolTripAnswer::laid(&puzzle, &futons);
    Some((puzzle, answer))
}

/// Whether `answer` keeps the rules that laying one more futon can break: the aisles in
/// one piece (or none) and every futon beside an aisle.
fn keeps_the_rules(grid: Grid, answer: &SchoolTripAnswer) -> bool {
    let cells = answer.cells();
    let aisle = |cell: usize| cells[cell] == Cell::Aisle;
    let touches = |cell: usize| grid.neighbours(cell).any(aisle);
    let futons_touch = (0..cells.len())
        .filter(|&cell| cells[cell] == Cell::Pillow)
        .all(|pillow| {
            let foot = grid.neighbours(pillow).find(|&n| matches!(cells[n], Cell::Foot(Some(side)) if side.of(grid, n) == Some(pillow)));
            touches(pillow) || foot.is_some_and(touches)
        });
    futons_touch && grid.areas(aisle).len() <= 1
}

/// `puzzle` with every pillar numbered with the pillows beside it in `answer`.
pub fn numbered(puzzle: &SchoolTrip, answer: &SchoolTripAnswer) -> SchoolTrip {
    let grid = puzzle.shape();
    let pillows = |cell: usize| {
        grid.neighbours(cell).filter(|&n| answer.cells()[n] == Cell::Pillow).count() as u8
    };
    let pillars = (puzzle.pillars().iter().enumerate())
        .map(|(cell, pillar)| pillar.map(|_| Number::Known(pillows(cell))))
        .collect();
    SchoolTrip::new(puzzle.rows(), puzzle.cols(), pillars).expect("at most four pillows")
}

/// `answer` with the futon through `cell` made two pillars, or the aisle `cell` made a
/// pillar where the rest keeps the rules, and the puzzle with its pillars numbered.
pub fn pillared(
    puzzle: &SchoolTrip,
    answer: &SchoolTripAnswer,
    cell: usize,
) -> Option<(SchoolTrip, SchoolTripAnswer)> {
    let grid = puzzle.shape();
    let cells = answer.cells();
    let other = match cells[cell] {
        Cell::Aisle => None,
        Cell::Foot(Some(side)) => Some(side.of(grid, cell)?),
        Cell::Pillow => Some(grid.neighbours(cell).find(|&n| {
            matches!(cells[n], Cell::Foot(Some(side)) if side.of(grid, n) == Some(cell))
        })?),
        _ => return None,
    };
    let mut pillars = puzzle.pillars().to_vec();
    let mut changed = cells.to_vec();
    for pillar in std::iter::once(cell).chain(other) {
        pillars[pillar] = Some(Number::Unknown);
        changed[pillar] = Cell::Pillar(Number::Unknown);
    }
    let answer = SchoolTripAnswer::new(grid, changed);
    let puzzle = SchoolTrip::new(puzzle.rows(), puzzle.cols(), pillars).expect("a grid");
    let puzzle = numbered(&puzzle, &answer);
    let cells = answer.cells().iter().zip(puzzle.pillars());
    let answer = SchoolTripAnswer::new(
        grid,
        cells.map(|(&c, &p)| p.map_or(c, Cell::Pillar)).collect(),
    );
    check(&puzzle, &answer).is_ok().then_some((puzzle, answer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn random_puzzles_keep_the_rules() {
        for seed in 0..20 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let (puzzle, answer) = random_puzzle(2 + seed as usize % 9, 3 + seed as usize % 7, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
        }
    }

    #[test]
    fn a_futon_or_an_aisle_cell_becomes_pillars() {
        let (puzzle, answer) = random_puzzle(6, 6, &mut SmallRng::seed_from_u64(3));
        let pillared = (0..36).filter_map(|cell| pillared(&puzzle, &answer, cell)).count();
        assert!(pillared > 0);
    }
}
