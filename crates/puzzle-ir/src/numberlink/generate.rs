//! Random Numberlinks: a random path through every cell (a snake along the rows, then
//! many backbite moves: the path's end is joined to a neighbour and the path reversed
//! behind it), cut into pieces of random lengths; each piece is a line and gets its own
//! number at both ends.
//!
//! A second answer differs at a link or a cell; [`cut`] cuts a line there, so that both
//! halves are lines with numbers of their own, which rules the second answer out.

use super::{check, Numberlink, NumberlinkAnswer, MAX_NUMBER};
use crate::grid::Grid;
use crate::lines::{Edges, Lattice, LineGraph, Spot};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::Rng;

/// Backbite moves per cell: enough to forget the snake the path starts from.
const MOVES_PER_CELL: usize = 20;

/// Random lines through every cell of a `rows` x `cols` grid (at least 2 cells) and the
/// puzzle of their ends.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Numberlink, NumberlinkAnswer) {
    assert!(rows * cols >= 2, "a line needs two cells");
    let path = random_path(rows, cols, rng);
    let longest = 2 + rows.max(cols);
    let mut pieces: Vec<&[usize]> = Vec::new();
    let mut rest = &path[..];
    while !rest.is_empty() {
        let length = rng.random_range(2..=longest).min(rest.len());
        let (piece, after) = rest.split_at(if rest.len() - length == 1 { rest.len() } else { length });
        pieces.push(piece);
        rest = after;
    }
    let mut edges = Edges::none(rows, cols);
    for piece in pieces {
        for pair in piece.windows(2) {
            edges = with_link(&edges, pair[0], pair[1], true);
        }
    }
    let answer = NumberlinkAnswer::with_edges(&blank(rows, cols), edges);
    (every_number(&answer).expect("at most one line per two cells"), answer)
}

/// A grid of `rows` x `cols` cells without numbers.
fn blank(rows: usize, cols: usize) -> Numberlink {
    Numberlink::new(rows, cols, vec![None; rows * cols], false).expect("a grid of cells")
}

/// A random path through every cell, as the cells in order.
fn random_path(rows: usize, cols: usize, rng: &mut SmallRng) -> Vec<usize> {
    let grid = Grid::new(rows, cols);
    let mut path: Vec<usize> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| if r.is_multiple_of(2) { r * cols + c } else { r * cols + cols - 1 - c }))
        .collect();
    let mut at = vec![0; rows * cols];
    for _ in 0..MOVES_PER_CELL * rows * cols {
        if rng.random_bool(0.5) {
            path.reverse();
        }
        for (i, &cell) in path.iter().enumerate() {
            at[cell] = i;
        }
        let end = path[path.len() - 1];
        let before = path.len().checked_sub(2).map(|i| path[i]);
        let neighbours: Vec<usize> = grid.neighbours(end).filter(|&n| Some(n) != before).collect();
        if let Some(&joined) = neighbours.choose(rng) {
            path[at[joined] + 1..].reverse();
        }
    }
    path
}

/// `edges` with the link between neighbouring cells `a` and `b` drawn or not.
fn with_link(edges: &Edges, a: usize, b: usize, drawn: bool) -> Edges {
    let cols = edges.cols();
    let (low, high) = (a.min(b), a.max(b));
    let (mut across, mut down) = (edges.all_across().to_vec(), edges.all_down().to_vec());
    if high == low + 1 {
        across[low / cols * (cols - 1) + low % cols] = drawn;
    } else {
        down[low] = drawn;
    }
    Edges::new(edges.rows(), cols, across, down)
}

/// The puzzle whose numbers are the ends of `answer`'s lines, 1, 2, ... in the order of
/// each line's first end row by row; `None` when they need a number above
/// [`MAX_NUMBER`].
pub fn every_number(answer: &NumberlinkAnswer) -> Option<Numberlink> {
    let (rows, cols) = (answer.rows(), answer.cols());
    let lines = LineGraph::new(answer.edges());
    let mut numbers = vec![None; rows * cols];
    let mut next = 1;
    for start in 0..rows * cols {
        if lines.degree(start) != 1 || numbers[start].is_some() {
            continue;
        }
        let (mut previous, mut cell) = (start, start);
        while let Some(step) = lines.linked(cell).find(|&n| n != previous) {
            (previous, cell) = (cell, step);
        }
        if next > MAX_NUMBER {
            return None;
        }
        (numbers[start], numbers[cell]) = (Some(next), Some(next));
        next += 1;
    }
    let puzzle = Numberlink::new(rows, cols, numbers, false).expect("the answer's shape");
    debug_assert!(check(&puzzle, answer).is_ok() || lines.is_empty());
    Some(puzzle)
}

/// `answer` with a line cut at drawing position (`line`, `col`): at that link when it is
/// drawn, else at a link of a cell there; the puzzle numbers the new lines. `None` when
/// no line can be cut there into two of at least two cells each.
pub fn cut(
    answer: &NumberlinkAnswer,
    line: usize,
    col: usize,
    rng: &mut SmallRng,
) -> Option<(Numberlink, NumberlinkAnswer)> {
    let (rows, cols) = (answer.rows(), answer.cols());
    let lines = LineGraph::new(answer.edges());
    let cells = match Lattice::Centres.spot(line, col) {
        Spot::Cell(r, c) => vec![r * cols + c],
        Spot::Across(r, c) if c + 1 < cols && r < rows => vec![r * cols + c, r * cols + c + 1],
        Spot::Down(r, c) if r + 1 < rows && c < cols => vec![r * cols + c, (r + 1) * cols + c],
        _ => return None,
    };
    let links: Vec<(usize, usize)> = match cells[..] {
        [a, b] if lines.linked(a).any(|n| n == b) => vec![(a, b)],
        _ => (cells.iter())
            .flat_map(|&a| lines.linked(a).map(move |b| (a, b)))
            .collect(),
    };
    let inside = |cell: usize| lines.degree(cell) == 2;
    let cuttable: Vec<_> = links.into_iter().filter(|&(a, b)| inside(a) && inside(b)).collect();
    let &(a, b) = cuttable.choose(rng)?;
    let edges = with_link(answer.edges(), a, b, false);
    let answer = NumberlinkAnswer::with_edges(&blank(rows, cols), edges);
    Some((every_number(&answer)?, answer))
}
