//! The segments of ships: what a ship cell looks like from its neighbours, and what a
//! puzzle gives in a cell.

use crate::grid::Grid;

/// A ship cell as drawn, by which of its four neighbours are ship cells (pzprjs's
/// shapes, and its clue numbers 1..10 in this order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Segment {
    /// The top end of an upright ship: only the cell below is a ship cell (`^`).
    Top,
    /// The bottom end: only the cell above (`v`).
    Bottom,
    /// The left end of a lying ship: only the cell to the right (`<`).
    Left,
    /// The right end: only the cell to the left (`>`).
    Right,
    /// A middle part: ship cells on two opposite sides (`#`).
    Middle,
    /// A ship of one cell (`o`).
    Single,
    /// A corner with ship cells below and to the right (`r`, like `┌`).
    TopLeft,
    /// A corner with ship cells below and to the left (`7`, like `┐`).
    TopRight,
    /// A corner with ship cells above and to the right (`L`, like `└`).
    BottomLeft,
    /// A corner with ship cells above and to the left (`J`, like `┘`).
    BottomRight,
}

/// Every segment, in the order of pzprjs's clue numbers 1..10.
pub const SEGMENTS: [Segment; 10] = [
    Segment::Top,
    Segment::Bottom,
    Segment::Left,
    Segment::Right,
    Segment::Middle,
    Segment::Single,
    Segment::TopLeft,
    Segment::TopRight,
    Segment::BottomLeft,
    Segment::BottomRight,
];

impl Segment {
    /// The segment of a ship cell whose neighbours above, below, left and right are (or
    /// are not) ship cells.
    pub fn of(up: bool, down: bool, left: bool, right: bool) -> Segment {
        match (up, down, left, right) {
            _ if (up && down) || (left && right) => Segment::Middle,
            (true, _, true, _) => Segment::BottomRight,
            (true, _, _, true) => Segment::BottomLeft,
            (true, ..) => Segment::Bottom,
            (_, true, true, _) => Segment::TopRight,
            (_, true, _, true) => Segment::TopLeft,
            (_, true, ..) => Segment::Top,
            (_, _, true, _) => Segment::Right,
            (_, _, _, true) => Segment::Left,
            _ => Segment::Single,
        }
    }

    /// The segment's character.
    pub fn symbol(self) -> char {
        b"^v<>#or7LJ"[self.index()] as char
    }

    /// The segment of a character.
    pub fn from_symbol(symbol: char) -> Option<Segment> {
        SEGMENTS.into_iter().find(|s| s.symbol() == symbol)
    }

    /// pzprjs's number of the segment, 1..10.
    pub fn code(self) -> u32 {
        self.index() as u32 + 1
    }

    /// The segment of pzprjs's number 1..10.
    pub fn from_code(code: u32) -> Option<Segment> {
        SEGMENTS.get((code as usize).checked_sub(1)?).copied()
    }

    /// True for an end or a corner: its ship goes on through the sides it names only.
    pub fn is_end_or_corner(self) -> bool {
        !matches!(self, Segment::Middle | Segment::Single)
    }

    fn index(self) -> usize {
        SEGMENTS.iter().position(|&s| s == self).expect("listed")
    }

    /// Each ship cell of `ships` (row-major over `grid`) drawn as its segment.
    pub fn drawn(grid: Grid, ships: &[bool]) -> Vec<Option<Segment>> {
        let ship = |row: Option<usize>, col: Option<usize>| match (row, col) {
            (Some(r), Some(c)) if r < grid.rows && c < grid.cols => ships[grid.index(r, c)],
            _ => false,
        };
        (0..grid.len())
            .map(|cell| {
                let (r, c) = grid.position(cell);
                ships[cell].then(|| {
                    Segment::of(
                        ship(r.checked_sub(1), Some(c)),
                        ship(Some(r + 1), Some(c)),
                        ship(Some(r), c.checked_sub(1)),
                        ship(Some(r), Some(c + 1)),
                    )
                })
            })
            .collect()
    }
}

/// What a puzzle gives in a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Given {
    /// No ship here (`~`).
    Water,
    /// This ship segment (its symbol).
    Segment(Segment),
    /// Some part of a ship, its segment not told (`?`).
    Ship,
}

impl Given {
    /// The given's character in the native grid.
    pub fn symbol(self) -> char {
        match self {
            Given::Water => '~',
            Given::Segment(segment) => segment.symbol(),
            Given::Ship => '?',
        }
    }

    /// The given of a character of the native grid.
    pub fn from_symbol(symbol: char) -> Option<Given> {
        match symbol {
            '~' => Some(Given::Water),
            '?' => Some(Given::Ship),
            _ => Segment::from_symbol(symbol).map(Given::Segment),
        }
    }

    /// True unless the given is water.
    pub fn is_ship(self) -> bool {
        self != Given::Water
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_follow_pzprjs_shapes() {
        assert_eq!(Segment::of(false, true, false, false), Segment::Top);
        assert_eq!(Segment::of(true, false, true, true), Segment::Middle);
        assert_eq!(Segment::of(false, true, false, true), Segment::TopLeft);
        assert_eq!(Segment::of(true, false, true, false), Segment::BottomRight);
        assert_eq!(Segment::from_code(6), Some(Segment::Single));
        assert_eq!(Segment::from_code(11), None);
        for segment in SEGMENTS {
            assert_eq!(Segment::from_code(segment.code()), Some(segment));
            assert_eq!(Given::from_symbol(segment.symbol()), Some(Given::Segment(segment)));
        }
    }

    #[test]
    fn ships_are_drawn_as_segments() {
        let ships = [true, true, false, false, false, true];
        let drawn = Segment::drawn(Grid::new(2, 3), &ships);
        let symbols: String = drawn.iter().map(|s| s.map_or('.', Segment::symbol)).collect();
        assert_eq!(symbols, "<>...o");
    }
}
