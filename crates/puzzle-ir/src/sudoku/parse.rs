//! The native Sudoku format of `FORMATS.md`.

use super::{Parity, Sudoku};
use crate::error::ParseError;
use crate::plural::count;
use crate::text::{tokens, Block, Document, Field, Row};

const KEYS: &[&str] = &["kind", "box", "variants"];
const BLOCKS: &[&str] = &["grid", "parity"];

impl Sudoku {
    /// Parses a native Sudoku file (header with `kind: sudoku`).
    pub fn parse(file: &str, text: &str) -> Result<Sudoku, ParseError> {
        Sudoku::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Sudoku, ParseError> {
        doc.allow_only("sudoku", KEYS, BLOCKS)?;
        let grid = doc
            .block("grid")
            .ok_or_else(|| doc.missing("missing `grid:` block"))?;
        let size = grid.rows.len();
        if size < 4 {
            return Err(ParseError::new(
                doc.file,
                grid.line,
                None,
                format!("a Sudoku grid needs at least 4 rows (N >= 4); found {size}"),
            ));
        }
        let (box_rows, box_cols) = box_shape(doc, grid, size)?;
        let (diagonal, even_odd) = variants(doc)?;
        let mut givens = Vec::with_capacity(size * size);
        let mut hidden = Vec::new();
        for row in &grid.rows {
            for (column, token) in row_cells(doc.file, row, size)? {
                if token == "?" {
                    hidden.push(givens.len());
                }
                givens.push(given(doc.file, row.line, column, token, size)?);
            }
        }
        let puzzle = Sudoku::new(size, box_rows, box_cols, givens)
            .and_then(|puzzle| puzzle.with_hidden(hidden))
            .expect("shape and values were checked while parsing")
            .with_diagonal(diagonal);
        match (even_odd, doc.block("parity")) {
            (true, Some(block)) => {
                let marks = parity_marks(doc, block, size)?;
                Ok(puzzle
                    .with_parity(marks)
                    .expect("parity block has N x N marks"))
            }
            (true, None) => {
                Err(doc.missing("variant even-odd needs a `parity:` block after the grid"))
            }
            (false, Some(block)) => Err(ParseError::new(
                doc.file,
                block.line,
                Some(1),
                "a `parity:` block needs `variants: even-odd` in the header",
            )),
            (false, None) => Ok(puzzle),
        }
    }
}

fn box_shape(doc: &Document, grid: &Block, size: usize) -> Result<(usize, usize), ParseError> {
    let Some(field) = doc.field("box") else {
        let root = (1..=size).find(|r| r * r >= size).unwrap_or(size);
        return if root * root == size {
            Ok((root, root))
        } else {
            Err(ParseError::new(
                doc.file,
                grid.line,
                None,
                format!("N = {size} is not a square: say the box shape, e.g. `box: RxC` with R x C = {size}"),
            ))
        };
    };
    let error =
        |message: String| ParseError::new(doc.file, field.line, Some(field.value_column), message);
    let (rows, cols) = field.value.split_once('x').ok_or_else(|| {
        error(format!(
            "expected a box shape `RxC` such as `3x3`, found `{}`",
            field.value
        ))
    })?;
    let number = |s: &str| {
        Some(s)
            .filter(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|s| s.parse::<usize>().ok())
            .filter(|&n| n > 0)
            .ok_or(())
            .map_err(|_| {
                error(format!(
                    "expected a box shape `RxC` of positive whole numbers, found `{}`",
                    field.value
                ))
            })
    };
    let (box_rows, box_cols) = (number(rows)?, number(cols)?);
    if box_rows.checked_mul(box_cols) != Some(size) {
        return Err(error(format!(
            "box {box_rows}x{box_cols} does not tile the {size}x{size} grid: R x C must equal N = {size}"
        )));
    }
    Ok((box_rows, box_cols))
}

fn variants(doc: &Document) -> Result<(bool, bool), ParseError> {
    let (mut diagonal, mut even_odd) = (false, false);
    let Some(field) = doc.field("variants") else {
        return Ok((false, false));
    };
    for (offset, name) in tokens(field.value) {
        match name {
            "diagonal" => diagonal = true,
            "even-odd" => even_odd = true,
            other => return Err(unknown_variant(doc.file, field, offset, other)),
        }
    }
    Ok((diagonal, even_odd))
}

fn unknown_variant(file: &str, field: &Field, offset: usize, name: &str) -> ParseError {
    ParseError::new(
        file,
        field.line,
        Some(field.value_column + offset - 1),
        format!("unknown variant `{name}` (expected diagonal or even-odd)"),
    )
}

/// The cells of one row with their columns: one character per cell when N <= 9 and the
/// row has no spaces, else whitespace-separated tokens.
pub(super) fn row_cells<'a>(
    file: &str,
    row: &Row<'a>,
    size: usize,
) -> Result<Vec<(usize, &'a str)>, ParseError> {
    let text = row.text.trim_end();
    let cells: Vec<(usize, &str)> = if size <= 9 && !text.trim().contains(char::is_whitespace) {
        let indent = text.len() - text.trim_start().len();
        text.trim_start()
            .char_indices()
            .map(|(at, ch)| (indent + at + 1, &text.trim_start()[at..at + ch.len_utf8()]))
            .collect()
    } else {
        tokens(text)
    };
    if cells.len() != size {
        let column = cells
            .get(size)
            .map(|&(c, _)| c)
            .unwrap_or(text.chars().count() + 1);
        return Err(ParseError::new(
            file,
            row.line,
            Some(column),
            format!(
                "row has {}; expected {size}, one per column of the {size}-row grid",
                count(cells.len(), "cell")
            ),
        ));
    }
    Ok(cells)
}

/// The given a cell token states: `None` for a blank or a hidden given (`?`).
fn given(
    file: &str,
    line: usize,
    column: usize,
    token: &str,
    size: usize,
) -> Result<Option<u32>, ParseError> {
    let expected = if size <= 9 {
        format!("expected 1..{size}, `?` for a hidden given, or `.` or `0` for a blank")
    } else {
        format!("expected 1..{size}, `?` for a hidden given, or `.` for a blank")
    };
    let error =
        |what: String| ParseError::new(file, line, Some(column), format!("{what}; {expected}"));
    if token == "." || token == "?" || (size <= 9 && token == "0") {
        return Ok(None);
    }
    if !token.bytes().all(|b| b.is_ascii_digit()) {
        return Err(error(format!("bad token `{token}`")));
    }
    match token.parse::<u32>() {
        Ok(value) if value >= 1 && value as usize <= size => Ok(Some(value)),
        _ => Err(error(format!("value {token} is outside 1..{size}"))),
    }
}

fn parity_marks(
    doc: &Document,
    block: &Block,
    size: usize,
) -> Result<Vec<Option<Parity>>, ParseError> {
    if block.rows.len() != size {
        let line = block.rows.get(size).map_or(block.line, |r| r.line);
        return Err(ParseError::new(
            doc.file,
            line,
            None,
            format!(
                "`parity:` block has {}; expected {size}, one per grid row",
                count(block.rows.len(), "row")
            ),
        ));
    }
    let mut marks = Vec::with_capacity(size * size);
    for row in &block.rows {
        for (column, token) in row_cells(doc.file, row, size)? {
            marks.push(match token {
                "e" => Some(Parity::Even),
                "o" => Some(Parity::Odd),
                "." => None,
                other => {
                    return Err(ParseError::new(
                        doc.file,
                        row.line,
                        Some(column),
                        format!(
                        "bad parity mark `{other}`; expected `e` (even), `o` (odd) or `.` (free)"
                    ),
                    ))
                }
            });
        }
    }
    Ok(marks)
}
