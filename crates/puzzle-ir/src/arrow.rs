//! The arrow clue of the genres whose numbers count along a direction (Yajisan-Kazusan,
//! Yajilin): a number, or pzprjs's unknown number `?`, with an arrow pointing up, down,
//! left or right, or none. Its native token is the arrow's character and the number:
//! `^2`, `v?`, `<0`, `>13`, or the number alone.
//!
//! ```
//! use puzzle_ir::arrow::{Arrow, ArrowClue};
//! use puzzle_ir::grid::Grid;
//!
//! let clue = ArrowClue::read(">2").unwrap();
//! assert_eq!(clue, ArrowClue { arrow: Some(Arrow::Right), number: Some(2) });
//! assert_eq!(clue.text(), ">2");
//! assert_eq!(ArrowClue::read("?").unwrap().text(), "?");
//! // The cells an arrow points at, nearest first.
//! assert_eq!(Arrow::Up.ray(Grid::new(3, 2), 5).collect::<Vec<_>>(), [3, 1]);
//! ```

use crate::grid::Grid;

/// Where an arrow points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Arrow {
    Up,
    Down,
    Left,
    Right,
}

impl Arrow {
    /// Every arrow, in pzprjs's order (its directions 1 to 4).
    pub const ALL: [Arrow; 4] = [Arrow::Up, Arrow::Down, Arrow::Left, Arrow::Right];

    /// The arrow's character in native files: `^`, `v`, `<` or `>`.
    pub fn symbol(self) -> char {
        match self {
            Arrow::Up => '^',
            Arrow::Down => 'v',
            Arrow::Left => '<',
            Arrow::Right => '>',
        }
    }

    /// The arrow's word, for people.
    pub fn word(self) -> &'static str {
        match self {
            Arrow::Up => "up",
            Arrow::Down => "down",
            Arrow::Left => "left",
            Arrow::Right => "right",
        }
    }

    /// The cells of `grid` that the arrow in `cell` points at, nearest first, to the
    /// border.
    pub fn ray(self, grid: Grid, cell: usize) -> impl Iterator<Item = usize> {
        let (row, col) = grid.position(cell);
        let (dr, dc): (isize, isize) = match self {
            Arrow::Up => (-1, 0),
            Arrow::Down => (1, 0),
            Arrow::Left => (0, -1),
            Arrow::Right => (0, 1),
        };
        (1..).map_while(move |step: isize| {
            let r = row
                .checked_add_signed(dr * step)
                .filter(|&r| r < grid.rows)?;
            let c = col
                .checked_add_signed(dc * step)
                .filter(|&c| c < grid.cols)?;
            Some(grid.index(r, c))
        })
    }
}

/// An arrow clue: its arrow (`None`: a number without one) and its number (`None`:
/// pzprjs's unknown number `?`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ArrowClue {
    pub arrow: Option<Arrow>,
    pub number: Option<u32>,
}

impl ArrowClue {
    /// The clue's native token.
    pub fn text(self) -> String {
        let arrow = self.arrow.map(Arrow::symbol);
        let number = self.number.map_or("?".to_owned(), |n| n.to_string());
        arrow.into_iter().collect::<String>() + &number
    }

    /// The clue a native token writes; the message when it writes none.
    pub fn read(token: &str) -> Result<ArrowClue, String> {
        let mut chars = token.chars();
        let first = chars.clone().next();
        let arrow = Arrow::ALL.into_iter().find(|a| Some(a.symbol()) == first);
        if arrow.is_some() {
            chars.next();
        }
        let number = match chars.as_str() {
            "?" => Some(None),
            digits if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
                digits.parse().ok().map(Some)
            }
            _ => None,
        };
        let number = number.ok_or_else(|| {
            format!("bad cell `{token}`; expected `.`, a number or `?`, after an arrow `^`, `v`, `<` or `>` or alone")
        })?;
        Ok(ArrowClue { arrow, number })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_run_to_the_border_in_each_direction() {
        let grid = Grid::new(3, 4);
        let ray = |arrow: Arrow, cell| arrow.ray(grid, cell).collect::<Vec<_>>();
        assert_eq!(ray(Arrow::Down, 1), [5, 9]);
        assert_eq!(ray(Arrow::Left, 6), [5, 4]);
        assert_eq!(ray(Arrow::Right, 6), [7]);
        assert_eq!(ray(Arrow::Up, 2), Vec::<usize>::new());
    }

    #[test]
    fn tokens_read_back_and_bad_ones_are_refused() {
        for token in ["^0", "v?", "<12", ">3", "7", "?"] {
            assert_eq!(ArrowClue::read(token).unwrap().text(), token);
        }
        for bad in ["", "^", ">x", "3>", "-1", "??"] {
            assert!(ArrowClue::read(bad).is_err(), "{bad}");
        }
    }
}
