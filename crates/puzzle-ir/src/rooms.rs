//! A grid divided into rooms: orthogonally connected sets of cells that cover the grid,
//! as Heyawake and LITS draw them with thick borders. Rooms are numbered in the reading
//! order of their first cells.
//!
//! The native form is a block of whitespace-separated labels, one per cell (letters,
//! digits and `_`); all cells with one label form one room, which must be connected.
//!
//! ```
//! use puzzle_ir::rooms::Rooms;
//! use puzzle_ir::text::Document;
//!
//! let doc = Document::parse("p", "kind: lits\nrooms:\na a b\nc a b\n").unwrap();
//! let (rooms, labels) = Rooms::from_block(doc.file, doc.block("rooms").unwrap()).unwrap();
//! assert_eq!((rooms.len(), rooms.room(1, 0), rooms.room(1, 1)), (3, 2, 0));
//! assert_eq!(labels, ["a", "b", "c"]);
//! assert!(rooms.border_right(0, 1) && !rooms.border_below(0, 1));
//! assert_eq!(rooms.to_block(), "a a b\nc a b\n");
//! ```

use crate::error::ParseError;
use crate::grid::Grid;
use crate::plural::count;
use crate::text::{tokens, Block};
use std::collections::HashMap;

/// The rooms of a `rows` x `cols` grid.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Rooms {
    rows: usize,
    cols: usize,
    /// The room of each cell, row-major.
    room_of: Vec<usize>,
    /// The cells of each room (row-major indices), in reading order.
    cells: Vec<Vec<usize>>,
}

impl Rooms {
    /// The rooms of a grid whose cells carry `ids` (row-major): each orthogonally
    /// connected set of cells with one id is a room.
    ///
    /// # Panics
    /// When `ids` does not hold `rows * cols` ids.
    pub fn from_ids<T: PartialEq>(rows: usize, cols: usize, ids: &[T]) -> Rooms {
        assert_eq!(ids.len(), rows * cols, "one id per cell");
        Rooms::from_joins(rows, cols, |a, b| ids[a] == ids[b])
    }

    /// The rooms of a grid with a border right of cell `(r, c)` at `right[r * (cols - 1) +
    /// c]` and one below it at `below[r * cols + c]` (pzprjs's order of borders).
    pub fn from_borders(rows: usize, cols: usize, right: &[bool], below: &[bool]) -> Rooms {
        Rooms::from_joins(rows, cols, |a, b| {
            // The neighbour below is `a + cols` (also `a + 1` in a one-column grid).
            if b == a + cols {
                !below[a]
            } else {
                let (r, c) = (a / cols, a % cols);
                !right[r * (cols - 1) + c]
            }
        })
    }

    /// The components of the grid graph whose edge from a cell to its right or lower
    /// neighbour is kept when `joined(cell, neighbour)`.
    fn from_joins(rows: usize, cols: usize, joined: impl Fn(usize, usize) -> bool) -> Rooms {
        let cells = Grid::new(rows, cols).components(joined);
        let mut room_of = vec![0; rows * cols];
        for (room, members) in cells.iter().enumerate() {
            for &cell in members {
                room_of[cell] = room;
            }
        }
        Rooms {
            rows,
            cols,
            room_of,
            cells,
        }
    }

    /// The rooms of a `rooms:` block of labels, with each room's label.
    pub fn from_block(file: &str, block: &Block) -> Result<(Rooms, Vec<String>), ParseError> {
        let first = block
            .rows
            .first()
            .ok_or_else(|| ParseError::new(file, block.line, None, "`rooms:` has no rows"))?;
        let cols = tokens(first.text).len();
        let mut labels = Vec::new();
        // Where each cell's label was written: (line, column).
        let mut places = Vec::new();
        for row in &block.rows {
            let cells = tokens(row.text);
            if cells.len() != cols {
                let column = cells.get(cols).map(|&(c, _)| c);
                let message = format!(
                    "a row of rooms has {}; expected {cols} like the first (line {})",
                    count(cells.len(), "label"),
                    first.line
                );
                return Err(ParseError::new(file, row.line, column, message));
            }
            for (column, text) in cells {
                if !text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                    let message = format!("bad room label `{text}`: letters, digits and `_` only");
                    return Err(ParseError::new(file, row.line, Some(column), message));
                }
                labels.push(text);
                places.push((row.line, column));
            }
        }
        let rows = block.rows.len();
        let rooms = Rooms::from_ids(rows, cols, &labels);
        let mut names: Vec<String> = Vec::with_capacity(rooms.len());
        let mut first_room: HashMap<&str, usize> = HashMap::new();
        for (room, members) in rooms.cells.iter().enumerate() {
            let label = labels[members[0]];
            if let Some(&other) = first_room.get(label) {
                let cell = members[0];
                let (line, column) = places[cell];
                let (r, c) = (rooms.cells[other][0] / cols, rooms.cells[other][0] % cols);
                let message = format!(
                    "room `{label}` is not connected: this cell is cut off from its cell at row {}, column {}",
                    r + 1,
                    c + 1
                );
                return Err(ParseError::new(file, line, Some(column), message));
            }
            first_room.insert(label, room);
            names.push(label.to_owned());
        }
        Ok((rooms, names))
    }

    /// The labels block of [`Rooms::from_block`], each room labelled by [`label`].
    pub fn to_block(&self) -> String {
        let mut out = String::new();
        for row in 0..self.rows {
            let labels: Vec<String> = (0..self.cols).map(|c| label(self.room(row, c))).collect();
            out.push_str(&labels.join(" "));
            out.push('\n');
        }
        out
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The number of rooms.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether there is no room (never, for a grid of at least one cell).
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The room of the cell at 0-based (`row`, `col`).
    pub fn room(&self, row: usize, col: usize) -> usize {
        self.room_of[row * self.cols + col]
    }

    /// The room of cell number `cell` (row-major).
    pub fn room_of_cell(&self, cell: usize) -> usize {
        self.room_of[cell]
    }

    /// The cells of `room` as (row, col), in reading order.
    pub fn cells(&self, room: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.cells[room]
            .iter()
            .map(|&cell| (cell / self.cols, cell % self.cols))
    }

    /// The number of cells of `room`.
    pub fn size(&self, room: usize) -> usize {
        self.cells[room].len()
    }

    /// The first cell of `room` in reading order.
    pub fn first_cell(&self, room: usize) -> (usize, usize) {
        let cell = self.cells[room][0];
        (cell / self.cols, cell % self.cols)
    }

    /// The topmost cell of the leftmost column of `room`: where pzprjs writes a room's
    /// number.
    pub fn top_of_left_column(&self, room: usize) -> (usize, usize) {
        self.cells(room)
            .min_by_key(|&(r, c)| (c, r))
            .expect("a room has a cell")
    }

    /// Whether a room border runs between cell (`row`, `col`) and its right neighbour
    /// (false at the grid's edge).
    pub fn border_right(&self, row: usize, col: usize) -> bool {
        col + 1 < self.cols && self.room(row, col) != self.room(row, col + 1)
    }

    /// Whether a room border runs between cell (`row`, `col`) and the cell below it
    /// (false at the grid's edge).
    pub fn border_below(&self, row: usize, col: usize) -> bool {
        row + 1 < self.rows && self.room(row, col) != self.room(row + 1, col)
    }
}

/// The label of the `index`th room as written: `a`..`z`, `A`..`Z`, then `a0`..`Z0`,
/// `a1`, ... (as `generate killer` labels its cages).
pub fn label(index: usize) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let letter = char::from(LETTERS[index % LETTERS.len()]);
    match index / LETTERS.len() {
        0 => letter.to_string(),
        round => format!("{letter}{}", round - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Document;

    #[test]
    fn labels_are_unique_and_read_back() {
        let names: Vec<String> = (0..200).map(label).collect();
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 200);
        assert_eq!((names[51].as_str(), names[52].as_str()), ("Z", "a0"));
    }

    #[test]
    fn a_room_in_two_pieces_is_an_error_at_the_second() {
        let doc = Document::parse("p", "kind: lits\nrooms:\na b a\na b b\n").unwrap();
        let error = Rooms::from_block(doc.file, doc.block("rooms").unwrap()).unwrap_err();
        assert_eq!((error.line, error.column), (3, Some(5)));
        assert!(error.message.contains("room `a` is not connected"));
    }

    #[test]
    fn ragged_rows_and_bad_labels_are_located() {
        let doc = Document::parse("p", "kind: lits\nrooms:\na b\na b b\n").unwrap();
        let error = Rooms::from_block(doc.file, doc.block("rooms").unwrap()).unwrap_err();
        assert_eq!((error.line, error.column), (4, Some(5)));
        let doc = Document::parse("p", "kind: lits\nrooms:\na b\na b-\n").unwrap();
        let error = Rooms::from_block(doc.file, doc.block("rooms").unwrap()).unwrap_err();
        assert_eq!((error.line, error.column), (4, Some(3)));
    }

    #[test]
    fn borders_and_ids_give_the_same_rooms() {
        let ids = [0, 0, 1, 2, 0, 1];
        let rooms = Rooms::from_ids(2, 3, &ids);
        let right = [false, true, true, true];
        let below = [true, false, false];
        assert_eq!(Rooms::from_borders(2, 3, &right, &below), rooms);
        assert_eq!(rooms.len(), 3);
        assert_eq!(rooms.top_of_left_column(1), (0, 2));
    }
}
