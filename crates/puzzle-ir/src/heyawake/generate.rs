//! Random Heyawakes: a random shading, random rectangular rooms fitted to it, and every
//! room numbered.
//!
//! The shading takes cells in random order and shades each one that touches no shaded
//! cell and leaves the unshaded cells connected. The rooms are a random guillotine
//! partition of the grid into rectangles; wherever a run of unshaded cells crosses two
//! room borders, the two rooms beside the first crossed border merge, until no run
//! does. The independent checker accepts the result.
//!
//! Every room is numbered, so a second answer that keeps every room's count has no
//! clue left to rule it out: [`cut`] then makes a small rectangle of the room where the
//! two differ a room of its own.

use super::{check, Heyawake, HeyawakeAnswer, MAX_NUMBER};
use crate::numbered_rooms::{NumberedRooms, RoomNumber};
use crate::grid::Grid;
use crate::rooms::Rooms;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::Rng;

/// Rectangles of at most this many cells are left whole with probability one half.
const SMALL_ROOM: usize = 6;

/// A random puzzle on a `rows` x `cols` grid (both at least 1) with every room numbered,
/// and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Heyawake, HeyawakeAnswer) {
    let shaded = random_shading(rows, cols, rng);
    let mut ids = vec![0; rows * cols];
    let mut next = 0;
    split(&mut ids, cols, (0, 0, rows, cols), &mut next, rng);
    let answer = HeyawakeAnswer::new(rows, cols, shaded);
    let rooms = fit_rooms(ids, &answer);
    let puzzle = every_number(&rooms, &answer);
    debug_assert!(check(&puzzle, &answer).is_ok());
    (puzzle, answer)
}

/// The puzzle with a rectangle of up to [`PIECE`] x [`PIECE`] cells of the room holding
/// (`row`, `col`), that cell among them, made a room of its own (what it cuts off the
/// rest becomes rooms too), every room numbered: the first such rectangle, in random
/// order, that keeps `answer` an answer (no run of unshaded cells then crosses two
/// borders), or `None`.
pub fn cut(
    puzzle: &Heyawake,
    answer: &HeyawakeAnswer,
    row: usize,
    col: usize,
    rng: &mut SmallRng,
) -> Option<(Heyawake, HeyawakeAnswer)> {
    let (rows, cols) = (answer.rows(), answer.cols());
    if row >= rows || col >= cols {
        return None;
    }
    let rooms = puzzle.rooms();
    let room = rooms.room(row, col);
    let mut pieces: Vec<Vec<usize>> = rectangles_through(row, col, rows, cols)
        .filter(|cells| cells.len() < rooms.size(room))
        .filter(|cells| cells.iter().all(|&cell| rooms.room_of_cell(cell) == room))
        .collect();
    pieces.shuffle(rng);
    let ids: Vec<usize> = (0..rows * cols).map(|cell| rooms.room_of_cell(cell)).collect();
    pieces.into_iter().find_map(|piece| {
        let mut ids = ids.clone();
        piece.iter().for_each(|&cell| ids[cell] = rooms.len());
        let puzzle = every_number(&Rooms::from_ids(rows, cols, &ids), answer);
        check(&puzzle, answer).is_ok().then(|| (puzzle, answer.clone()))
    })
}

/// The longest side of a piece [`cut`] makes a room of its own.
pub const PIECE: usize = 3;

/// The rectangles of at most [`PIECE`] x [`PIECE`] cells of a `rows` x `cols` grid
/// that hold the cell (`row`, `col`), each as its cells (row-major indexes).
fn rectangles_through(
    row: usize,
    col: usize,
    rows: usize,
    cols: usize,
) -> impl Iterator<Item = Vec<usize>> {
    let sizes = (1..=PIECE.min(rows)).flat_map(move |h| (1..=PIECE.min(cols)).map(move |w| (h, w)));
    sizes.flat_map(move |(height, width)| {
        let tops = row.saturating_sub(height - 1)..=row.min(rows - height);
        tops.flat_map(move |top| {
            let lefts = col.saturating_sub(width - 1)..=col.min(cols - width);
            lefts.map(move |left| {
                (top..top + height)
                    .flat_map(|r| (left..left + width).map(move |c| r * cols + c))
                    .collect()
            })
        })
    })
}

/// The puzzle on `rooms` with each room's count of shaded cells in `answer`.
pub fn every_number(rooms: &Rooms, answer: &HeyawakeAnswer) -> Heyawake {
    let numbers = (0..rooms.len())
        .map(|room| {
            let shaded = rooms.cells(room).filter(|&(r, c)| answer.is_shaded(r, c));
            u32::try_from(shaded.count()).ok().filter(|&n| n <= MAX_NUMBER).map(RoomNumber::Known)
        })
        .collect();
    Heyawake::new(NumberedRooms::new(rooms.clone(), numbers))
}

fn random_shading(rows: usize, cols: usize, rng: &mut SmallRng) -> Vec<bool> {
    let grid = Grid::new(rows, cols);
    let mut shaded = vec![false; rows * cols];
    let mut order: Vec<usize> = (0..rows * cols).collect();
    order.shuffle(rng);
    for cell in order {
        let touches = grid.neighbours(cell).any(|n| shaded[n]);
        if touches {
            continue;
        }
        shaded[cell] = true;
        if grid.areas(|i| !shaded[i]).len() > 1 {
            shaded[cell] = false;
        }
    }
    shaded
}

/// Gives the cells of the rectangle (top, left, height, width) room ids, splitting it
/// at random.
fn split(
    ids: &mut [usize],
    cols: usize,
    (top, left, height, width): (usize, usize, usize, usize),
    next: &mut usize,
    rng: &mut SmallRng,
) {
    let area = height * width;
    if area == 1 || (area <= SMALL_ROOM && rng.random_bool(0.5)) {
        for r in top..top + height {
            for c in left..left + width {
                ids[r * cols + c] = *next;
            }
        }
        *next += 1;
        return;
    }
    let across =
        width == 1 || (height > 1 && rng.random_bool(height as f64 / (height + width) as f64));
    if across {
        let cut = rng.random_range(1..height);
        split(ids, cols, (top, left, cut, width), next, rng);
        split(ids, cols, (top + cut, left, height - cut, width), next, rng);
    } else {
        let cut = rng.random_range(1..width);
        split(ids, cols, (top, left, height, cut), next, rng);
        split(ids, cols, (top, left + cut, height, width - cut), next, rng);
    }
}

/// The rooms of `ids`, merged until no run of unshaded cells of `answer` crosses two
/// room borders.
fn fit_rooms(mut ids: Vec<usize>, answer: &HeyawakeAnswer) -> Rooms {
    let (rows, cols) = (answer.rows(), answer.cols());
    while let Some((a, b)) = long_run_border(&ids, answer) {
        let (from, to) = (ids[a].max(ids[b]), ids[a].min(ids[b]));
        for id in ids.iter_mut().filter(|id| **id == from) {
            *id = to;
        }
    }
    Rooms::from_ids(rows, cols, &ids)
}

/// The two cells beside the first border crossed by a run of unshaded cells that
/// crosses two, if any.
fn long_run_border(ids: &[usize], answer: &HeyawakeAnswer) -> Option<(usize, usize)> {
    let grid = Grid::new(answer.rows(), answer.cols());
    for line in grid.lines() {
        let mut first_border = None;
        for pair in line.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            if answer.cells()[a] || answer.cells()[b] {
                first_border = None;
            } else if ids[a] != ids[b] {
                if let Some(border) = first_border {
                    return Some(border);
                }
                first_border = Some((a, b));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn a_cut_makes_a_room_of_a_small_rectangle_and_keeps_the_answer() {
        let mut rng = SmallRng::seed_from_u64(3);
        let (puzzle, answer) = random_puzzle(10, 10, &mut rng);
        let mut cut_somewhere = false;
        for (row, col) in (0..10).flat_map(|r| (0..10).map(move |c| (r, c))) {
            let Some((cut_puzzle, cut_answer)) = cut(&puzzle, &answer, row, col, &mut rng) else {
                continue;
            };
            cut_somewhere = true;
            assert_eq!(cut_answer, answer);
            assert!(check(&cut_puzzle, &cut_answer).is_ok(), "({row}, {col})");
            let (before, after) = (puzzle.rooms(), cut_puzzle.rooms());
            assert!(after.len() > before.len(), "({row}, {col})");
            let new_room = after.room(row, col);
            assert!(after.size(new_room) <= PIECE * PIECE, "({row}, {col})");
        }
        assert!(cut_somewhere);
        assert!(cut(&puzzle, &answer, 10, 0, &mut rng).is_none());
    }
}
