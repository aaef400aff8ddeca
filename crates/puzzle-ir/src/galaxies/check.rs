//! The independent Galaxies checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; no border passes
//! through a dot; every region holds a dot; a region with one dot is symmetric about it;
//! no region holds two dots; no border runs inside a region (each border divides two
//! regions).
//!
//! ```
//! use puzzle_ir::galaxies::{check, Galaxies, GalaxiesAnswer};
//! let puzzle = Galaxies::parse("p", "kind: galaxies\ngrid:\n+-+-+\n|o o|\n+-+-+\n").unwrap();
//! let answer = GalaxiesAnswer::parse_text(&puzzle, "a", "+-+-+\n|o o|\n+-+-+\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // one region, two dots
//! let answer = GalaxiesAnswer::parse_text(&puzzle, "a", "+-+-+\n|o|o|\n+-+-+\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Galaxies, GalaxiesAnswer, Spot};
use crate::grid::{Grid, WrongSize};
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A border passes through the dot at this spot.
    BorderThroughDot(Spot),
    /// The region of this cell holds no dot.
    NoDot(usize, usize),
    /// The region of the dot at `dot` is not symmetric about it: the cell `cell` has no
    /// mirror image in the region.
    NotSymmetric { dot: Spot, cell: (usize, usize) },
    /// The region of this cell holds two dots or more.
    TwoDots(usize, usize),
    /// The border at this spot runs between two cells of one region.
    BorderInside(Spot),
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::BorderThroughDot(spot) => write!(f, "a border passes through the dot {spot}"),
            Violation::NoDot(r, c) => write!(f, "the region of r{r}c{c} has no dot"),
            Violation::NotSymmetric { dot, cell: (r, c) } => write!(
                f,
                "the region of the dot {dot} is not symmetric about it: r{r}c{c} has no mirror image in it"
            ),
            Violation::TwoDots(r, c) => write!(f, "the region of r{r}c{c} has more than one dot"),
            Violation::BorderInside(spot) => write!(f, "the border {spot} runs inside a region"),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Galaxies, answer: &GalaxiesAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), answer.size()).map_err(Violation::WrongSize)?;
    let grid = Grid::new(rows, cols);
    if let Some((y, x, _)) = puzzle.dots().find(|&(y, x, _)| crossed(answer, y, x)) {
        return Err(Violation::BorderThroughDot(Spot::at(y, x)));
    }
    let joined = |a: usize, b: usize| {
        let ((r, c), (r2, c2)) = (grid.position(a), grid.position(b));
        !answer.border(r + r2, c + c2)
    };
    let regions = grid.components(joined);
    let mut region_of = vec![0; rows * cols];
    for (k, region) in regions.iter().enumerate() {
        region.iter().for_each(|&cell| region_of[cell] = k);
    }
    let mut dots: Vec<Vec<(usize, usize)>> = vec![Vec::new(); regions.len()];
    for (y, x, _) in puzzle.dots() {
        dots[region_of[grid.index(y / 2, x / 2)]].push((y, x));
    }
    if let Some(k) = dots.iter().position(Vec::is_empty) {
        return Err(no_dot_at(grid, regions[k][0], Violation::NoDot));
    }
    for (region, dots) in regions.iter().zip(&dots) {
        let &[(y, x)] = dots.as_slice() else { continue };
        let mirror_outside = |&cell: &usize| {
            let (r, c) = grid.position(cell);
            let (mr, mc) = (y.wrapping_sub(r), x.wrapping_sub(c));
            mr >= rows || mc >= cols || region_of[grid.index(mr, mc)] != region_of[cell]
        };
        if let Some(&cell) = region.iter().find(|cell| mirror_outside(cell)) {
            let cell = grid.place(cell);
            return Err(Violation::NotSymmetric { dot: Spot::at(y, x), cell });
        }
    }
    if let Some(k) = dots.iter().position(|dots| dots.len() > 1) {
        return Err(no_dot_at(grid, regions[k][0], Violation::TwoDots));
    }
    let inside = grid.adjacent_pairs().find(|&(a, b)| region_of[a] == region_of[b] && !joined(a, b));
    if let Some((a, b)) = inside {
        let ((r, c), (r2, c2)) = (grid.position(a), grid.position(b));
        return Err(Violation::BorderInside(Spot::at(r + r2, c + c2)));
    }
    Ok(())
}

/// `violation` at the 1-based place of `cell`.
fn no_dot_at(grid: Grid, cell: usize, violation: fn(usize, usize) -> Violation) -> Violation {
    let (r, c) = grid.place(cell);
    violation(r, c)
}

/// Whether a border passes through the doubled position `(y, x)`: runs on it (an
/// edge) or ends at it (a corner).
fn crossed(answer: &GalaxiesAnswer, y: usize, x: usize) -> bool {
    match Spot::at(y, x) {
        Spot::Cell(..) => false,
        Spot::Right(..) | Spot::Below(..) => answer.border(y, x),
        Spot::Corner(..) => [(y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)]
            .iter()
            .any(|&(y, x)| answer.border(y, x)),
    }
}
