//! Tents in puzz.link URLs (pzprjs's genre `tents`) and pzprv3 files.
//!
//! A URL holds the counts, then the trees. The counts come column by column (those above
//! the grid), then row by row (those beside it), in pzprjs's number format with runs of
//! lines without a count as `g`..`z`; the body may stop once they are read. The trees
//! follow as pzprjs's `encode1Cell` writes them: `0`..`h` a tree and then 0..17 cells
//! without one, `i`..`z` 1..18 cells without one. pzprjs places no unknown count on
//! this board (its `.` is refused here).
//!
//! A pzprv3 file holds the board with its frame, rows + 1 lines of columns + 1 tokens:
//! the first line the corner and the column counts, each next line a row's count and its
//! cells (`1` a tree, `A` a tent, `-` a cell marked empty, `.`); a count may carry
//! pzprjs's `c` (crossed out). Then the marks between cells that tie a tent to its tree
//! (read, not kept: the answer is where the tents are).

use super::{Cell, Tents};
use crate::interop::codec::read_lines;
use crate::interop::line_counts;
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Tents' puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Tents> =
    Genre::new("tents", from_url, to_url, from_pzprv3, to_pzprv3);

/// The last character of a tree followed by cells without one (`h`: 17 of them).
const LAST_TREE_RUN: u32 = 17;

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Tents, ParseError> {
    let (rows, cols) = (parts.rows, parts.cols);
    let body = &parts.body;
    let (counts, next) = line_counts::read(body, 0, rows + cols, "Tents")?;
    let mut trees = vec![false; rows * cols];
    let (mut cell, mut i) = (0, next);
    while i < body.text.len() {
        if cell >= trees.len() {
            return Err(body.error(i, "data after the last cell"));
        }
        let run = char::from(body.text[i]).to_digit(36).filter(|_| !body.text[i].is_ascii_uppercase());
        let Some(run) = run else {
            return Err(body.error(
                i,
                format!("unknown character {} (expected 0-9 or a-z for trees and the cells between them)", body.show(i)),
            ));
        };
        if run <= LAST_TREE_RUN {
            trees[cell] = true;
            cell += run as usize + 1;
        } else {
            cell += (run - LAST_TREE_RUN) as usize;
        }
        i += 1;
    }
    let (col_counts, row_counts) = counts.split_at(cols);
    let puzzle = Tents::new(trees, row_counts.to_vec(), col_counts.to_vec());
    Ok(puzzle.expect("the size was checked"))
}

/// The URL's (columns, rows, body).
fn to_url(puzzle: &Tents) -> Result<(usize, usize, String), Unsupported> {
    let mut body = line_counts::write(puzzle.col_counts().iter().chain(puzzle.row_counts()));
    body.push_str(&tree_runs(puzzle.trees()));
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The trees as `encode1Cell` writes them: each tree with up to 17 following cells
/// without one, and runs of up to 18 cells without one before the first tree or after
/// a tree's 17.
fn tree_runs(trees: &[bool]) -> String {
    let digit = |n: u32| char::from_digit(n, 36).expect("a base-36 digit");
    let mut out = String::new();
    // The open entry: whether it starts with a tree, and the cells without one after.
    let mut open: Option<(bool, u32)> = None;
    for &tree in trees {
        open = match (tree, open) {
            (true, entry) => {
                out.extend(entry.map(|(tree, n)| digit(if tree { n } else { n + LAST_TREE_RUN })));
                Some((true, 0))
            }
            (false, None) => Some((false, 1)),
            (false, Some((tree, n))) => Some((tree, n + 1)),
        };
        if let Some((tree, n)) = open {
            if (tree && n == LAST_TREE_RUN) || (!tree && n == LAST_TREE_RUN + 1) {
                out.push(digit(if tree { n } else { n + LAST_TREE_RUN }));
                open = None;
            }
        }
    }
    out.extend(open.map(|(tree, n)| digit(if tree { n } else { n + LAST_TREE_RUN })));
    out
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no tent stands.
fn from_pzprv3(reader: &mut Reader) -> Result<(Tents, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let board = reader.grid(rows + 1, cols + 1, "board")?;
    let col_counts = board[0][1..].iter().map(line_counts::from_frame).collect::<Result<_, _>>()?;
    let mut row_counts = Vec::with_capacity(rows);
    let mut cells = Vec::with_capacity(rows * cols);
    for line in &board[1..] {
        row_counts.push(line_counts::from_frame(&line[0])?);
        for token in &line[1..] {
            cells.push(match token.text {
                "1" => Cell::Tree,
                "A" => Cell::Tent,
                "." | "-" => Cell::Empty,
                other => {
                    return Err(token.place.error(format!(
                        "expected `1` (a tree), `A` (a tent), `-` or `.` (empty), found `{other}`"
                    )))
                }
            });
        }
    }
    read_lines(reader, rows, cols - 1, "links across", "a link")?;
    read_lines(reader, rows - 1, cols, "links down", "a link")?;
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    let trees = cells.iter().map(|&c| c == Cell::Tree).collect();
    let puzzle = Tents::new(trees, row_counts, col_counts).expect("shape checked");
    let answer = cells.contains(&Cell::Tent).then(|| {
        (cells.chunks(cols))
            .map(|row| row.iter().map(|c| Some(c.symbol().to_string())).collect())
            .collect()
    });
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer (no links between trees and
/// tents).
fn to_pzprv3(puzzle: &Tents, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("tents", &[rows, cols]);
    out.grid(rows + 1, cols + 1, |row, col| match (row, col) {
        (0, 0) => ".".to_owned(),
        (0, col) => line_counts::to_frame(puzzle.col_counts()[col - 1]),
        (row, 0) => line_counts::to_frame(puzzle.row_counts()[row - 1]),
        (row, col) if puzzle.is_tree(row - 1, col - 1) => "1".to_owned(),
        (row, col) => match answer.map(|a| a[row - 1][col - 1].as_str()) {
            Some("A") => "A".to_owned(),
            _ => ".".to_owned(),
        },
    });
    out.grid(rows, cols - 1, |_, _| "0".to_owned());
    out.grid(rows - 1, cols, |_, _| "0".to_owned());
    Ok(out.finish())
}
