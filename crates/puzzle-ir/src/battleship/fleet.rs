//! The fleet: the ships to place, each a polyomino as the puzzle draws it, and its
//! classes of congruent ships (turned or mirrored) with how many of each.
//!
//! In the native header line `fleet:`, a ship is a number (a straight ship of that many
//! cells, lying) or its rows of `#` (a cell) and `.` joined by `/` (`##/#.`); `-` is no
//! ship at all.

use crate::grid::Grid;
use crate::polyomino::{Polyomino, Turns};

/// The ships to place, in the order given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fleet(Vec<Polyomino>);

impl Fleet {
    /// The fleet of `ships`.
    pub fn new(ships: Vec<Polyomino>) -> Fleet {
        Fleet(ships)
    }

    /// The ships, in the order given.
    pub fn ships(&self) -> &[Polyomino] {
        &self.0
    }

    /// The cells of all the ships together.
    pub fn cells(&self) -> usize {
        self.0.iter().map(Polyomino::len).sum()
    }

    /// The classes of congruent ships, in the order of their first ship: a ship of the
    /// class (the first one given) and how many the fleet has.
    pub fn classes(&self) -> Vec<(Polyomino, usize)> {
        let mut classes: Vec<(Polyomino, usize)> = Vec::new();
        for ship in &self.0 {
            match classes.iter_mut().find(|(first, _)| congruent(first, ship)) {
                Some((_, count)) => *count += 1,
                None => classes.push((ship.clone(), 1)),
            }
        }
        classes
    }

    /// Reads the tokens of a `fleet:` line; the message says what is wrong with a bad
    /// token (its index among the tokens).
    pub(crate) fn parse<'t>(tokens: &[&'t str]) -> Result<Fleet, (usize, String)> {
        if tokens == ["-"] {
            return Ok(Fleet(Vec::new()));
        }
        let ship = |(index, token): (usize, &&'t str)| -> Result<Polyomino, (usize, String)> {
            parse_ship(token).ok_or_else(|| {
                (index, format!("bad ship `{token}`; expected a length or rows of `#` and `.` joined by `/`, the cells joined by their sides"))
            })
        };
        tokens.iter().enumerate().map(ship).collect::<Result<_, _>>().map(Fleet)
    }

    /// The value of a `fleet:` line.
    pub fn write(&self) -> String {
        if self.0.is_empty() {
            return "-".to_owned();
        }
        let words: Vec<String> = self.0.iter().map(write_ship).collect();
        words.join(" ")
    }
}

/// True when `a` turned or mirrored is `b`.
pub(crate) fn congruent(a: &Polyomino, b: &Polyomino) -> bool {
    a.congruent(b, Turns::RotationsAndReflections)
}

/// The height and width of a ship's bounding box.
pub(crate) fn extent(ship: &Polyomino) -> (usize, usize) {
    let height = ship.cells().iter().map(|c| c.0 + 1).max().unwrap_or(0);
    let width = ship.cells().iter().map(|c| c.1 + 1).max().unwrap_or(0);
    (height, width)
}

/// A ship of `cells` (row-major over a `height` x `width` box) when they fill the box's
/// edges and are joined by their sides.
pub(crate) fn ship_of(height: usize, width: usize, cells: &[bool]) -> Option<Polyomino> {
    let grid = Grid::new(height, width);
    let ship = Polyomino::new((0..grid.len()).filter(|&i| cells[i]).map(|i| grid.position(i)));
    let joined = grid.areas(|i| cells[i]).len() == 1;
    (joined && extent(&ship) == (height, width)).then_some(ship)
}

/// A ship token: a length, or rows of `#` and `.` joined by `/`.
fn parse_ship(token: &str) -> Option<Polyomino> {
    if token.bytes().all(|b| b.is_ascii_digit()) {
        let length: usize = token.parse().ok().filter(|&n| (1..=99).contains(&n))?;
        return Some(Polyomino::rectangle(1, length));
    }
    let rows: Vec<&str> = token.split('/').collect();
    let width = rows[0].len();
    let mut cells = Vec::new();
    for row in &rows {
        if row.len() != width {
            return None;
        }
        for b in row.bytes() {
            cells.push(match b {
                b'#' => true,
                b'.' => false,
                _ => return None,
            });
        }
    }
    ship_of(rows.len(), width, &cells)
}

/// A ship as its token: its length when it is straight and lying, else its rows.
fn write_ship(ship: &Polyomino) -> String {
    let (height, width) = extent(ship);
    if height == 1 {
        return width.to_string();
    }
    let row = |r: usize| -> String {
        (0..width)
            .map(|c| if ship.cells().contains(&(r, c)) { '#' } else { '.' })
            .collect()
    };
    (0..height).map(row).collect::<Vec<_>>().join("/")
}

/// A class of ships in words: `ships of length 3`, `ships shaped ##/#.`.
pub(crate) fn describe(ship: &Polyomino) -> String {
    match extent(ship) {
        (1, n) | (n, 1) => format!("ships of length {n}"),
        _ => format!("ships shaped {}", write_ship(ship)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ships_read_and_write_back() {
        let fleet = Fleet::parse(&["3", "1", "#/#", "##/#.", "3"]).unwrap();
        assert_eq!(fleet.write(), "3 1 #/# ##/#. 3");
        assert_eq!(fleet.cells(), 12);
        let classes: Vec<usize> = fleet.classes().iter().map(|c| c.1).collect();
        assert_eq!(classes, [2, 1, 1, 1]);
        assert_eq!(describe(&fleet.ships()[2]), "ships of length 2");
        assert_eq!(describe(&fleet.ships()[3]), "ships shaped ##/#.");
        assert_eq!(Fleet::parse(&["-"]).unwrap().write(), "-");
    }

    #[test]
    fn bad_ships_are_refused() {
        for bad in ["0", "#./.#", "../##", "#x", "##/#", "a"] {
            assert_eq!(Fleet::parse(&["1", bad]).unwrap_err().0, 1, "{bad}");
        }
    }
}
