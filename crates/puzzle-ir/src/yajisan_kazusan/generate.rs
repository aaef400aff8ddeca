//! Random Yajisan-Kazusans: a random shading that keeps the rules without clues (each
//! cell, in random order, shaded when no neighbour is and the unshaded cells stay one
//! area), then a clue on some cells: an arrow in a random direction, numbered with the
//! shaded cells it points at on an unshaded cell; at random on a shaded one (where it
//! counts nothing), now and then a `?` or a number without an arrow. [`with_arrows`]
//! gives every other cell its arrow, for a generator to choose from.

use super::{check, YajisanKazusan, YajisanKazusanAnswer};
use crate::arrow::{Arrow, ArrowClue};
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

/// The share of cells that get a clue.
const CLUE_SHARE: f64 = 0.3;

/// A random puzzle on a `rows` x `cols` grid (both at least 1) and an answer that shades
/// at least one cell.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    rng: &mut SmallRng,
) -> (YajisanKazusan, YajisanKazusanAnswer) {
    let puzzle = YajisanKazusan::new(rows, cols, vec![None; rows * cols]).expect("a grid of at least 1x1");
    let mut order: Vec<usize> = (0..rows * cols).collect();
    order.shuffle(rng);
    let mut answer = YajisanKazusanAnswer::new(rows, cols, vec![false; rows * cols]);
    for cell in order {
        let mut shaded = answer.cells().to_vec();
        shaded[cell] = true;
        let tried = answer.with_shading(&shaded);
        if check(&puzzle, &tried).is_ok() {
            answer = tried;
        }
    }
    let shaded = answer.cells();
    let clues = (0..rows * cols).map(|cell| {
        rng.random_bool(CLUE_SHARE).then(|| random_clue(&puzzle, shaded, cell, rng))
    });
    let puzzle = YajisanKazusan::new(rows, cols, clues.collect()).expect("small numbers");
    (puzzle, answer)
}

/// A random clue for `cell` of `puzzle` under `shaded`: on an unshaded cell an arrow
/// that points at some cell, with its true count; on a shaded one, where it counts
/// nothing, any arrow or none, any number or `?`.
fn random_clue(
    puzzle: &YajisanKazusan,
    shaded: &[bool],
    cell: usize,
    rng: &mut SmallRng,
) -> ArrowClue {
    let grid = puzzle.grid();
    let pointing: Vec<Arrow> = (Arrow::ALL.into_iter())
        .filter(|a| a.ray(grid, cell).next().is_some() || shaded[cell])
        .collect();
    let arrow = *pointing.choose(rng).expect("a cell of a grid larger than 1x1 or shaded");
    let seen = arrow.ray(grid, cell).filter(|&i| shaded[i]).count() as u32;
    if !shaded[cell] {
        return ArrowClue { arrow: Some(arrow), number: Some(seen) };
    }
    let number = rng.random_range(0..=seen + 1);
    match rng.random_range(0..4) {
        0 => ArrowClue { arrow: Some(arrow), number: None },
        1 => ArrowClue { arrow: None, number: Some(number) },
        _ => ArrowClue { arrow: Some(arrow), number: Some(number) },
    }
}

/// `puzzle` with an arrow on every cell that has none, numbered with the shaded cells of
/// `answer` it points at. A shaded cell's arrow counts nothing in `answer`, but it holds
/// in every other answer that leaves the cell unshaded, which rules many of them out.
/// The arrows turn from cell to cell so that every
/// row and every column holds arrows of all four directions (the first of them, from
/// the cell's own, that points at some cell): each cell is seen from both sides.
pub fn with_arrows(puzzle: &YajisanKazusan, answer: &YajisanKazusanAnswer) -> YajisanKazusan {
    let grid = puzzle.grid();
    let shaded = answer.cells();
    let clues = (puzzle.clues().iter().enumerate()).map(|(cell, &clue)| {
        if clue.is_some() {
            return clue;
        }
        let (row, col) = grid.position(cell);
        let turns = (0..4).map(|k| Arrow::ALL[(3 * row + col + k) % 4]);
        let arrow = turns.into_iter().find(|a| a.ray(grid, cell).next().is_some())?;
        let number = arrow.ray(grid, cell).filter(|&i| shaded[i]).count() as u32;
        Some(ArrowClue {
            arrow: Some(arrow),
            number: Some(number),
        })
    });
    YajisanKazusan::new(grid.rows, grid.cols, clues.collect()).expect("counts below the side")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn every_arrow_of_a_random_shading_keeps_the_rules() {
        for seed in 0..30 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let (rows, cols) = (1 + seed as usize % 6, 1 + seed as usize / 5);
            let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
            let full = with_arrows(&puzzle, &answer);
            assert_eq!(check(&full, &answer), Ok(()), "seed {seed}");
        }
    }
}
