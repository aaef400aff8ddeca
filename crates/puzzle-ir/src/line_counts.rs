//! The counts beside the rows and above the columns of a grid (Tents, Snake,
//! Battleship), in the native header lines `rows:` (top to bottom) and `cols:` (left to
//! right): a number per line, `-` for a line without one; the counts as clues; and the
//! first line an answer miscounts, with its words.
//!
//! ```
//! use puzzle_ir::line_counts;
//! use puzzle_ir::text::Document;
//!
//! let doc = Document::parse("p", "kind: tents\nrows: 1 -\ngrid:\n..\n..\n").unwrap();
//! let rows = line_counts::parse(&doc, "rows", 2, 2).unwrap();
//! assert_eq!(rows, [Some(1), None]);
//! assert_eq!(line_counts::parse(&doc, "cols", 2, 2).unwrap(), [None, None]);
//! assert_eq!(line_counts::write(&rows), "1 -");
//! ```

use crate::clue::LineKind;
use crate::error::ParseError;
use crate::grid::Grid;
use crate::plural;
use crate::text::{tokens, Document};
use crate::Clue;

/// The counts of the header line `key` (`rows` or `cols`): `lines` of them, each a
/// number 0..=`most` (the cells of a line) or `-`; all `-` when the line is absent.
pub fn parse(
    doc: &Document,
    key: &str,
    lines: usize,
    most: usize,
) -> Result<Vec<Option<u32>>, ParseError> {
    let Some(field) = doc.field(key) else {
        return Ok(vec![None; lines]);
    };
    let error = |column, message: String| {
        ParseError::new(
            doc.file,
            field.line,
            Some(field.value_column + column - 1),
            message,
        )
    };
    let found = tokens(field.value);
    if found.len() != lines {
        let column = found
            .get(lines)
            .map_or(field.value.chars().count() + 1, |t| t.0);
        let message = format!(
            "`{key}:` has {} counts; the grid has {lines} (`-` for a line without one)",
            found.len()
        );
        return Err(error(column, message));
    }
    found
        .into_iter()
        .map(|(column, token)| match token {
            "-" => Ok(None),
            _ => match token.parse::<u32>() {
                Ok(n) if n as usize <= most && token.bytes().all(|b| b.is_ascii_digit()) => {
                    Ok(Some(n))
                }
                _ => Err(error(
                    column,
                    format!("bad count `{token}`; expected `-` or a number from 0 to {most}"),
                )),
            },
        })
        .collect()
}

/// The value of a header line of counts: the counts separated by spaces, `-` for none.
pub fn write(counts: &[Option<u32>]) -> String {
    let words: Vec<String> = counts
        .iter()
        .map(|c| c.map_or_else(|| "-".to_owned(), |n| n.to_string()))
        .collect();
    words.join(" ")
}

/// A counted line whose cells are not as many as its count: the line, its 1-based
/// index, the cells found and the count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WrongCount {
    pub line: LineKind,
    pub index: usize,
    pub found: u32,
    pub count: u32,
}

/// The first line of `grid` (rows, then columns) whose count is given and differs from
/// the number of its cells for which `counted` holds.
pub fn first_wrong(
    grid: Grid,
    row_counts: &[Option<u32>],
    col_counts: &[Option<u32>],
    counted: impl Fn(usize) -> bool,
) -> Option<WrongCount> {
    let counts = row_counts.iter().chain(col_counts);
    counts
        .zip(grid.lines())
        .enumerate()
        .find_map(|(k, (&count, line))| {
            let found = line.into_iter().filter(|&i| counted(i)).count() as u32;
            let count = count.filter(|&count| count != found)?;
            let (line, index) = match k < grid.rows {
                true => (LineKind::Row, k),
                false => (LineKind::Col, k - grid.rows),
            };
            Some(WrongCount {
                line,
                index: index + 1,
                found,
                count,
            })
        })
}

/// The words of a miscounted line: "row 2 has 3 tents, its count is 1", `found` things
/// named by `noun` (singular) where the count asks for `count`.
pub fn miscount(line: LineKind, index: usize, found: u32, noun: &str, count: u32) -> String {
    let line = match line {
        LineKind::Row => "row",
        LineKind::Col => "column",
    };
    let found = plural::count(found as usize, noun);
    format!("{line} {index} has {found}, its count is {count}")
}

/// The given counts as clues: the rows', then the columns'.
pub fn clues(row_counts: &[Option<u32>], col_counts: &[Option<u32>]) -> Vec<Clue> {
    let lines = |line, counts: &[Option<u32>]| -> Vec<Clue> {
        (counts.iter().enumerate())
            .filter_map(|(index, count)| {
                count.map(|n| Clue::Line {
                    line,
                    index,
                    sum: n.into(),
                })
            })
            .collect()
    };
    let mut clues = lines(LineKind::Row, row_counts);
    clues.extend(lines(LineKind::Col, col_counts));
    clues
}
