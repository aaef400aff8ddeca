//! Line reasoning before encoding, as a nonogram line solver does it: per clued line,
//! which of its open cells are black (or white) in *every* filling of the open cells that
//! meets the clue, given the cells already settled. Settling a cell reopens its crossing
//! line; the rows and columns are revisited until nothing changes.
//!
//! The decision diagram is GAC per line, so the solver's first unit propagation would
//! find the same cells; doing it here keeps them out of the CNF (their lines are encoded
//! over the open cells only, with the clue less the settled black weights), solves
//! puzzles that line logic alone settles without a solver, and turns a clue that no
//! filling meets into a proven "no solution" that names the line.
//!
//! Per line the work is a subset-sum table over the open cells: `reach[k]`, the sums the
//! first k open cells can make, and `need[k]`, the sums of the first k cells that the
//! rest can still complete to the target. Cell k may be white when `reach[k]` meets
//! `need[k+1]`, black when `reach[k] + w` meets it. Sums are bit sets, so a line of n
//! cells with target t costs O(n * t / 64) word operations.

use super::{Contradiction, Line};
use puzzle_ir::kakurasu::Kakurasu;
use std::collections::VecDeque;

/// A cell's state: `Some(true)` black, `Some(false)` white, `None` open.
pub(super) type Cell = Option<bool>;

/// The cells (row-major) that line reasoning settles, or the clue that cannot be met.
pub(super) fn settle(puzzle: &Kakurasu) -> Result<Vec<Cell>, Contradiction> {
    settle_from(puzzle, vec![None; puzzle.rows() * puzzle.cols()])
}

/// Line reasoning from `cells` (row-major) already settled: those cells and every cell
/// the lines then force, or the clue that cannot be met with them.
pub(super) fn settle_from(
    puzzle: &Kakurasu,
    mut cells: Vec<Cell>,
) -> Result<Vec<Cell>, Contradiction> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    assert_eq!(cells.len(), rows * cols, "one state per cell");
    let lines: Vec<Line> = (0..rows)
        .map(Line::Row)
        .chain((0..cols).map(Line::Col))
        .filter(|&line| clue_of(puzzle, line).is_some())
        .collect();
    let mut queued: Vec<bool> = vec![true; rows + cols];
    let mut queue: VecDeque<Line> = lines.into_iter().collect();
    while let Some(line) = queue.pop_front() {
        queued[slot(line, rows)] = false;
        let clue = clue_of(puzzle, line).expect("only clued lines are queued");
        let positions = positions(line, rows, cols);
        let states: Vec<Cell> = positions.iter().map(|&i| cells[i]).collect();
        let Some(forced) = solve_line(&states, clue) else {
            let settled = states.iter().filter(|s| s.is_some()).count();
            let max = triangle(states.len());
            return Err(Contradiction {
                line,
                clue,
                max,
                settled,
            });
        };
        for (k, black) in forced {
            let at = positions[k];
            cells[at] = Some(black);
            let crossing = crossing(line, at, cols);
            if clue_of(puzzle, crossing).is_some() && !queued[slot(crossing, rows)] {
                queued[slot(crossing, rows)] = true;
                queue.push_back(crossing);
            }
        }
    }
    Ok(cells)
}

fn clue_of(puzzle: &Kakurasu, line: Line) -> Option<u64> {
    match line {
        Line::Row(r) => puzzle.row_clue(r),
        Line::Col(c) => puzzle.col_clue(c),
    }
}

/// Rows first, then columns: one slot per line.
fn slot(line: Line, rows: usize) -> usize {
    match line {
        Line::Row(r) => r,
        Line::Col(c) => rows + c,
    }
}

/// The row-major indices of the line's cells; cell k has weight k + 1.
fn positions(line: Line, rows: usize, cols: usize) -> Vec<usize> {
    match line {
        Line::Row(r) => (0..cols).map(|c| r * cols + c).collect(),
        Line::Col(c) => (0..rows).map(|r| r * cols + c).collect(),
    }
}

/// The other line through the cell at row-major index `at`.
fn crossing(line: Line, at: usize, cols: usize) -> Line {
    match line {
        Line::Row(_) => Line::Col(at % cols),
        Line::Col(_) => Line::Row(at / cols),
    }
}

/// n(n+1)/2: the sum of a whole line of n cells.
pub(super) fn triangle(n: usize) -> u64 {
    (n as u64) * (n as u64 + 1) / 2
}

/// The open cells of one line (cell k weighs k + 1) that every filling meeting `clue`
/// agrees on, as (index in the line, black); `None` when no filling meets it.
pub(super) fn solve_line(states: &[Cell], clue: u64) -> Option<Vec<(usize, bool)>> {
    let settled_black: u64 = weights(states)
        .filter(|&(_, _, s)| s == Some(true))
        .map(|(_, w, _)| w)
        .sum();
    let target = clue.checked_sub(settled_black)?;
    let open: Vec<(usize, u64)> = weights(states)
        .filter(|&(_, _, s)| s.is_none())
        .map(|(k, w, _)| (k, w))
        .collect();
    let open_sum: u64 = open.iter().map(|&(_, w)| w).sum();
    if target > open_sum {
        return None;
    }
    let len = usize::try_from(target).ok()? + 1;
    let mut reach = vec![SumSet::single(len, 0)];
    for &(_, w) in &open {
        let last = reach.last().expect("reach[0] exists");
        reach.push(last.with_added(w));
    }
    if !reach[open.len()].contains(len - 1) {
        return None;
    }
    let mut need = SumSet::single(len, len - 1);
    let mut forced = Vec::new();
    for (k, &(index, w)) in open.iter().enumerate().rev() {
        let white = reach[k].meets(&need);
        let black = reach[k].meets(&need.with_removed(w));
        if white != black {
            forced.push((index, black));
        }
        need = need.union(&need.with_removed(w));
    }
    forced.reverse();
    Some(forced)
}

/// (index, weight, state) of each cell of a line.
fn weights(states: &[Cell]) -> impl Iterator<Item = (usize, u64, Cell)> + '_ {
    states
        .iter()
        .enumerate()
        .map(|(k, &s)| (k, k as u64 + 1, s))
}

/// A set of sums in `0..len`, one bit each.
#[derive(Debug, Clone)]
struct SumSet {
    words: Vec<u64>,
    len: usize,
}

impl SumSet {
    fn single(len: usize, sum: usize) -> Self {
        let mut words = vec![0u64; len.div_ceil(64)];
        words[sum / 64] |= 1 << (sum % 64);
        SumSet { words, len }
    }

    fn contains(&self, sum: usize) -> bool {
        self.words[sum / 64] >> (sum % 64) & 1 == 1
    }

    fn meets(&self, other: &SumSet) -> bool {
        self.words.iter().zip(&other.words).any(|(a, b)| a & b != 0)
    }

    fn union(&self, other: &SumSet) -> SumSet {
        let words = self.words.iter().zip(&other.words).map(|(a, b)| a | b);
        SumSet {
            words: words.collect(),
            len: self.len,
        }
    }

    /// `self ∪ (self + w)`, sums of `len` or more dropped.
    fn with_added(&self, w: u64) -> SumSet {
        let mut shifted = self.shifted(w, true);
        let spare = shifted.words.len() * 64 - self.len;
        if let Some(last) = shifted.words.last_mut() {
            *last &= u64::MAX >> spare;
        }
        self.union(&shifted)
    }

    /// `{s - w : s in self, s >= w}`.
    fn with_removed(&self, w: u64) -> SumSet {
        self.shifted(w, false)
    }

    /// Every sum moved up (or down) by `w`; bits moved out of the words are lost.
    fn shifted(&self, w: u64, up: bool) -> SumSet {
        let n = self.words.len();
        let at = |i: isize| -> u64 {
            usize::try_from(i)
                .ok()
                .and_then(|i| self.words.get(i))
                .copied()
                .unwrap_or(0)
        };
        let (q, r) = (
            isize::try_from(w / 64).unwrap_or(isize::MAX / 2),
            (w % 64) as u32,
        );
        let words = (0..n as isize).map(|i| {
            if up {
                let (main, carry) = (at(i - q), at(i - q - 1));
                (main << r) | if r == 0 { 0 } else { carry >> (64 - r) }
            } else {
                let (main, carry) = (at(i + q), at(i + q + 1));
                (main >> r) | if r == 0 { 0 } else { carry << (64 - r) }
            }
        });
        SumSet {
            words: words.collect(),
            len: self.len,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What brute force says about a line: for each open cell, whether some filling that
    /// meets the clue makes it black and whether some makes it white.
    fn brute(states: &[Cell], clue: u64) -> Option<Vec<(usize, bool)>> {
        let n = states.len();
        let mut can = vec![[false; 2]; n];
        let mut any = false;
        for mask in 0u32..1 << n {
            let black = |k: usize| mask >> k & 1 == 1;
            let fits = (0..n).all(|k| states[k].is_none_or(|s| s == black(k)));
            let sum: u64 = (0..n).filter(|&k| black(k)).map(|k| k as u64 + 1).sum();
            if fits && sum == clue {
                any = true;
                (0..n).for_each(|k| can[k][usize::from(black(k))] = true);
            }
        }
        let forced = (0..n).filter(|&k| states[k].is_none() && can[k][0] != can[k][1]);
        any.then(|| forced.map(|k| (k, can[k][1])).collect())
    }

    #[test]
    fn every_line_up_to_seven_cells_agrees_with_brute_force() {
        let mut outcomes = [0usize; 3]; // infeasible, nothing forced, something forced
        for n in 1..=7usize {
            for code in 0..3u32.pow(n as u32) {
                let states: Vec<Cell> = (0..n)
                    .map(|k| match code / 3u32.pow(k as u32) % 3 {
                        0 => None,
                        v => Some(v == 2),
                    })
                    .collect();
                for clue in 0..=triangle(n) + 1 {
                    let got = solve_line(&states, clue);
                    assert_eq!(got, brute(&states, clue), "{states:?} = {clue}");
                    outcomes[match &got {
                        None => 0,
                        Some(f) if f.is_empty() => 1,
                        Some(_) => 2,
                    }] += 1;
                }
            }
        }
        assert!(outcomes.iter().all(|&k| k > 1000), "{outcomes:?}");
    }

    #[test]
    fn long_lines_shift_sums_across_words() {
        // 150 open cells, clue 11000 of 11325: the whites weigh 325 in all; the cells
        // above 325 may be either, and nothing is forced.
        let open = vec![None; 150];
        assert_eq!(solve_line(&open, 11_000), Some(vec![]));
        // Whites weighing 2 in all: only cell 2 is white, every cell is forced.
        let forced = solve_line(&open, triangle(150) - 2).expect("feasible");
        let expected: Vec<(usize, bool)> = (0..150).map(|k| (k, k != 1)).collect();
        assert_eq!(forced, expected);
        // With cells 1..=149 settled black, only cell 150 is open and must be white.
        let clue = triangle(150) - 150;
        let mut settled = vec![Some(true); 149];
        settled.push(None);
        assert_eq!(solve_line(&settled, clue), Some(vec![(149, false)]));
        assert_eq!(solve_line(&settled, clue + 1), None);
    }
}
