//! Puzzles whose clues are numbers in cells that count the cells they see, answered by
//! a shading (Kurodoko, Cave): a number's cell stays unshaded and sees itself and the
//! unshaded cells in the four directions up to the first shaded cell or the border. A
//! cell may hold pzprjs's unknown number `?`: it stays unshaded and counts nothing.
//!
//! A kind states [`SeenNumbers`] and gets here its numbers' range, its reader, the
//! check of its numbers, the numbers an answer implies and its puzz.link genre.
//!
//! Its puzz.link URLs hold the numbers row by row in pzprjs's number format
//! (`decodeNumber16`: 1..15 as one hex digit, 16..255 as `-` and two hex digits, `.` the
//! unknown number), `g`..`z` a run of 1..20 cells without a number. Its pzprv3 files
//! hold the numbers' grid (a number, `-` unknown, `.` none), then the answer's (`#`
//! shaded, `+` a cell marked unshaded, `.` not shaded).

use crate::error::ParseError;
use crate::grid::Grid;
use crate::interop::codec::{filled, read_numbers, write_numbers};
use crate::interop::numbers_then_shading;
use crate::interop::pzprv3::Reader;
use crate::interop::url::Parts;
use crate::interop::{AnswerGrid, Genre, Read, Unsupported, UrlShape};
use crate::shaded::{Numbered, ShadedGrid};
use crate::shading::{number_text, Allowed, NumberGrid, ShapeError, MAX_NUMBER};
use crate::sight::Sight;
use crate::text::Document;
use crate::PuzzleKind;
use rand::Rng;
use std::fmt;
use std::ops::Deref;

/// The numbers of such a kind: 1..=[`MAX_NUMBER`] and the unknown number.
pub const NUMBERS: Allowed = Allowed {
    max: MAX_NUMBER,
    unknown: true,
};

/// A kind whose puzzle is a [`NumberGrid`] of seen counts; its name ([`PuzzleKind::NAME`])
/// is its puzz.link genre's.
pub trait SeenNumbers: PuzzleKind + Deref<Target = NumberGrid> {
    /// The puzzle of these numbers.
    fn from_numbers(numbers: NumberGrid) -> Self;
}

/// A puzzle from row-major numbers.
pub fn new<K: SeenNumbers>(
    rows: usize,
    cols: usize,
    numbers: Vec<Option<u32>>,
) -> Result<K, ShapeError> {
    NumberGrid::new(rows, cols, numbers, NUMBERS).map(K::from_numbers)
}

/// The puzzle of a native document: the header `kind: NAME` and a `grid:` block of
/// cells, each a number 1..255, `?` (unknown) or `.`.
pub fn from_document<K: SeenNumbers>(doc: &Document) -> Result<K, ParseError> {
    NumberGrid::from_document(doc, K::NAME, NUMBERS).map(K::from_numbers)
}

/// A number that sees another count of cells (1-based position).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrongView {
    pub row: usize,
    pub col: usize,
    pub number: u32,
    pub seen: usize,
}

impl fmt::Display for WrongView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let WrongView {
            row,
            col,
            number,
            seen,
        } = self;
        write!(
            f,
            "the number {number} at ({row}, {col}) sees {seen} cells, itself included"
        )
    }
}

/// Per cell, how many cells it sees, itself included (`None` for a shaded cell).
pub fn views(grid: Grid, shaded: &[bool]) -> Vec<Option<usize>> {
    let sight = Sight::new(grid, |i| !shaded[i]);
    (0..grid.len())
        .map(|i| Some(sight.across(i)?.len() + sight.down(i)?.len() - 1))
        .collect()
}

/// The first known number, in reading order, that does not see as many cells as it
/// says; a shaded number sees none.
pub fn check_views(puzzle: &NumberGrid, shaded: &[bool]) -> Result<(), WrongView> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    for (cell, view) in views(grid, shaded).into_iter().enumerate() {
        let Some(number) = puzzle.known_number(cell) else {
            continue;
        };
        let seen = view.unwrap_or(0);
        if seen != number as usize {
            let (row, col) = grid.position(cell);
            let (row, col) = (row + 1, col + 1);
            return Err(WrongView {
                row,
                col,
                number,
                seen,
            });
        }
    }
    Ok(())
}

/// `puzzle` with every unshaded cell of `answer` numbered with the cells it sees.
pub fn every_number<K: SeenNumbers>(puzzle: &K, answer: &ShadedGrid<Numbered>) -> K {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let numbers = (views(grid, answer.cells()).into_iter())
        .map(|seen| seen.map(|n| n as u32))
        .collect();
    new(puzzle.rows(), puzzle.cols(), numbers).expect("views fit the numbers")
}

/// A puzzle on the row-major `shaded` cells of `grid` whose unshaded cells are each
/// numbered with what they see with odds 1 in `one_in`, and its answer.
pub fn sample<K: SeenNumbers>(
    grid: Grid,
    shaded: &[bool],
    one_in: u32,
    rng: &mut impl Rng,
) -> (K, ShadedGrid<Numbered>) {
    let numbers = (views(grid, shaded).into_iter())
        .map(|seen| {
            seen.filter(|_| rng.random_ratio(1, one_in))
                .map(|n| n as u32)
        })
        .collect();
    let puzzle: K = new(grid.rows, grid.cols, numbers).expect("numbers of a grid");
    let answer = ShadedGrid::<Numbered>::new(&puzzle, shaded);
    (puzzle, answer)
}

/// A numbered cell shows its number (it is never shaded); any other cell is shaded
/// (`#`) or not (`.`).
pub fn cell_values(puzzle: &NumberGrid) -> Vec<Vec<Vec<String>>> {
    (0..puzzle.rows())
        .map(|r| {
            (0..puzzle.cols())
                .map(|c| match puzzle.number(r, c) {
                    Some(n) => vec![number_text(Some(n))],
                    None => vec!["#".to_owned(), ".".to_owned()],
                })
                .collect()
        })
        .collect()
}

/// The puzz.link genre of kind `K`, named [`PuzzleKind::NAME`].
pub(crate) const fn genre<K: SeenNumbers>() -> Genre<K> {
    Genre::new(
        K::NAME,
        from_url::<K>,
        to_url::<K>,
        from_pzprv3::<K>,
        to_pzprv3::<K>,
    )
}

fn from_url<K: SeenNumbers>(parts: &Parts) -> Result<K, ParseError> {
    let numbers = read_numbers(&parts.body, parts.rows * parts.cols, MAX_NUMBER)?;
    Ok(new(parts.rows, parts.cols, numbers).expect("shape and numbers checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeNumber16` writes it.
fn to_url<K: SeenNumbers>(puzzle: &K) -> Result<UrlShape, Unsupported> {
    Ok((
        puzzle.cols(),
        puzzle.rows(),
        write_numbers(puzzle.numbers()),
    ))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3<K: SeenNumbers>(reader: &mut Reader) -> Result<Read<K>, ParseError> {
    let file = numbers_then_shading::read(reader, MAX_NUMBER)?;
    let puzzle: K = new(file.rows, file.cols, file.numbers).expect("shape checked");
    let answer =
        (file.shaded).map(|shaded| filled(ShadedGrid::<Numbered>::new(&puzzle, &shaded).grid()));
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells as `+`).
fn to_pzprv3<K: SeenNumbers>(
    puzzle: &K,
    answer: Option<&AnswerGrid>,
) -> Result<String, Unsupported> {
    Ok(numbers_then_shading::write(K::NAME, puzzle, answer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shading::UNKNOWN;

    #[test]
    fn views_count_the_cell_and_its_four_runs() {
        // . . #
        // . # .
        let shaded = [false, false, true, false, true, false];
        let views = views(Grid::new(2, 3), &shaded);
        assert_eq!(views, [Some(3), Some(2), None, Some(2), None, Some(1)]);
    }

    #[test]
    fn a_wrong_view_is_the_first_in_reading_order() {
        let puzzle = NumberGrid::new(1, 3, vec![Some(2), None, Some(UNKNOWN)], NUMBERS).unwrap();
        assert_eq!(check_views(&puzzle, &[false, false, true]), Ok(()));
        let wrong = check_views(&puzzle, &[false, false, false]).unwrap_err();
        assert_eq!(
            wrong.to_string(),
            "the number 2 at (1, 1) sees 3 cells, itself included"
        );
        assert_eq!(
            check_views(&puzzle, &[true, false, false])
                .unwrap_err()
                .seen,
            0
        );
    }
}
