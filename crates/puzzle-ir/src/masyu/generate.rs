//! Random Masyus: a random loop through the cells' centres, grown as the border of a
//! random set of the squares between four centres, and every pearl the rules allow on
//! it.
//!
//! The set starts as one random square; a random square beside it joins whenever the
//! border stays one loop (the independent checker decides), until every square has been
//! tried a few times. The border of a set of squares is a loop exactly when the checker
//! accepts it on a grid without pearls, so no other rule is needed here.

use super::{check, Masyu, MasyuAnswer, Pearl};
use rand::rngs::SmallRng;
use rand::Rng;

/// How many random squares per square of the grid the growth tries.
const TRIES_PER_SQUARE: usize = 4;

/// A random loop on a `rows` x `cols` grid (both at least 2) and the puzzle with every
/// pearl the loop allows.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Masyu, MasyuAnswer) {
    assert!(rows >= 2 && cols >= 2, "a loop needs at least 2x2 cells");
    let blank = Masyu::new(rows, cols, vec![None; rows * cols]).expect("a grid of at least 2x2");
    let squares = Squares {
        rows: rows - 1,
        cols: cols - 1,
    };
    let count = squares.rows * squares.cols;
    let mut inside = vec![false; count];
    inside[rng.random_range(0..count)] = true;
    for _ in 0..TRIES_PER_SQUARE * count {
        let square = rng.random_range(0..count);
        if inside[square] || !squares.beside_inside(&inside, square) {
            continue;
        }
        inside[square] = true;
        if check(&blank, &squares.border(&blank, &inside)).is_err() {
            inside[square] = false;
        }
    }
    every_pearl(&squares.border(&blank, &inside))
}

/// `answer`'s loop moved at the link at drawing position (`line`, `col`): one of the two
/// squares beside the link, in random order, joins or leaves the squares inside the
/// loop, when the border stays one loop; with every pearl the new loop allows. `None`
/// when (`line`, `col`) is no link or neither square can change.
pub fn moved(
    answer: &MasyuAnswer,
    line: usize,
    col: usize,
    rng: &mut SmallRng,
) -> Option<(Masyu, MasyuAnswer)> {
    let (rows, cols) = (answer.rows(), answer.cols());
    let squares = Squares {
        rows: rows - 1,
        cols: cols - 1,
    };
    let (r, c) = (line / 2, col / 2);
    // The squares on either side of the link, as (row, column) that may be off the grid.
    let beside = match (line % 2, col % 2) {
        (0, 1) => [(r as isize - 1, c as isize), (r as isize, c as isize)],
        (1, 0) => [(r as isize, c as isize - 1), (r as isize, c as isize)],
        _ => return None,
    };
    let blank = Masyu::new(rows, cols, vec![None; rows * cols]).expect("the answer's shape");
    let mut inside = squares.inside(answer);
    let first = rng.random_range(0..2);
    for (sr, sc) in [beside[first], beside[1 - first]] {
        if sr < 0 || sc < 0 || sr as usize >= squares.rows || sc as usize >= squares.cols {
            continue;
        }
        let square = sr as usize * squares.cols + sc as usize;
        inside[square] = !inside[square];
        let border = squares.border(&blank, &inside);
        if check(&blank, &border).is_ok() {
            return Some(every_pearl(&border));
        }
        inside[square] = !inside[square];
    }
    None
}

/// The puzzle with a pearl on every cell of `answer`'s loop where the rules allow one (a
/// white pearl where the loop goes straight and turns in a cell next to it, a black one
/// where it turns and goes straight through both cells next to it), and `answer` with
/// those pearls.
pub fn every_pearl(answer: &MasyuAnswer) -> (Masyu, MasyuAnswer) {
    let (rows, cols) = (answer.rows(), answer.cols());
    let shape = |r: usize, c: usize| Shape::of(answer, r, c);
    let pearls = (0..rows * cols)
        .map(|i| {
            let (r, c) = (i / cols, i % cols);
            let neighbours: Vec<Shape> = linked(answer, r, c)
                .into_iter()
                .map(|(nr, nc)| shape(nr, nc))
                .collect();
            match shape(r, c) {
                Shape::Straight if neighbours.contains(&Shape::Turn) => Some(Pearl::White),
                Shape::Turn if neighbours.iter().all(|&s| s == Shape::Straight) => {
                    Some(Pearl::Black)
                }
                _ => None,
            }
        })
        .collect();
    let puzzle = Masyu::new(rows, cols, pearls).expect("the answer's shape");
    let across = (0..rows)
        .flat_map(|r| (0..cols - 1).map(move |c| answer.across(r, c)))
        .collect();
    let down = (0..rows - 1)
        .flat_map(|r| (0..cols).map(move |c| answer.down(r, c)))
        .collect();
    let answer = MasyuAnswer::new(&puzzle, across, down);
    (puzzle, answer)
}

/// What the loop does in a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    Off,
    Straight,
    Turn,
}

impl Shape {
    fn of(answer: &MasyuAnswer, r: usize, c: usize) -> Shape {
        let up = r > 0 && answer.down(r - 1, c);
        let down = answer.down(r, c);
        let left = c > 0 && answer.across(r, c - 1);
        let right = answer.across(r, c);
        match (up && down, left && right, up || down || left || right) {
            (true, _, _) | (_, true, _) => Shape::Straight,
            (_, _, true) => Shape::Turn,
            _ => Shape::Off,
        }
    }
}

/// The (at most two, on a loop) cells a line joins to (`r`, `c`).
fn linked(answer: &MasyuAnswer, r: usize, c: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::with_capacity(2);
    if r > 0 && answer.down(r - 1, c) {
        out.push((r - 1, c));
    }
    if answer.down(r, c) {
        out.push((r + 1, c));
    }
    if c > 0 && answer.across(r, c - 1) {
        out.push((r, c - 1));
    }
    if answer.across(r, c) {
        out.push((r, c + 1));
    }
    out
}

/// The squares between four cell centres: `rows` x `cols` of them.
struct Squares {
    rows: usize,
    cols: usize,
}

impl Squares {
    /// The squares inside `answer`'s loop: those with an odd number of links down to
    /// their left in their row (a ray to the left crosses the loop there).
    fn inside(&self, answer: &MasyuAnswer) -> Vec<bool> {
        let mut inside = Vec::with_capacity(self.rows * self.cols);
        for r in 0..self.rows {
            let mut crossed = false;
            for c in 0..self.cols {
                crossed ^= answer.down(r, c);
                inside.push(crossed);
            }
        }
        inside
    }

    fn beside_inside(&self, inside: &[bool], square: usize) -> bool {
        let (r, c) = (square / self.cols, square % self.cols);
        (r > 0 && inside[square - self.cols])
            || (r + 1 < self.rows && inside[square + self.cols])
            || (c > 0 && inside[square - 1])
            || (c + 1 < self.cols && inside[square + 1])
    }

    /// The links between cell centres that separate a square inside from one outside
    /// (the outside of the grid is outside).
    fn border(&self, puzzle: &Masyu, inside: &[bool]) -> MasyuAnswer {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        let is_in = |r: isize, c: isize| {
            r >= 0
                && c >= 0
                && (r as usize) < self.rows
                && (c as usize) < self.cols
                && inside[r as usize * self.cols + c as usize]
        };
        // The link right of cell (r, c) lies between squares (r - 1, c) and (r, c).
        let across = (0..rows as isize)
            .flat_map(|r| (0..cols as isize - 1).map(move |c| (r, c)))
            .map(|(r, c)| is_in(r - 1, c) != is_in(r, c))
            .collect();
        // The link below cell (r, c) lies between squares (r, c - 1) and (r, c).
        let down = (0..rows as isize - 1)
            .flat_map(|r| (0..cols as isize).map(move |c| (r, c)))
            .map(|(r, c)| is_in(r, c - 1) != is_in(r, c))
            .collect();
        MasyuAnswer::new(puzzle, across, down)
    }
}
