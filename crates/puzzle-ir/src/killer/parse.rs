//! The native Killer Sudoku format of `FORMATS.md`: `cages:` (N rows of N labels),
//! `sums:` (`LABEL SUM` per label) and optional `grid:` givens, as for Sudoku.

use super::{Cage, Killer, MAX_SIZE};
use crate::error::ParseError;
use crate::plural::count;
use crate::sudoku::Sudoku;
use crate::text::{tokens, Block, Document, Row};
use std::collections::{BTreeMap, HashMap};

const KEYS: &[&str] = &["kind", "box"];
const BLOCKS: &[&str] = &["cages", "sums", "grid"];

/// The label of a cell in no cage.
const NO_CAGE: &str = ".";

impl Killer {
    /// Parses a native Killer Sudoku file.
    pub fn parse(file: &str, text: &str) -> Result<Killer, ParseError> {
        Killer::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Killer, ParseError> {
        doc.allow_only("killer", KEYS, BLOCKS)?;
        let block = doc
            .block("cages")
            .ok_or_else(|| doc.missing("missing `cages:` block"))?;
        let size = block.rows.len();
        if !(4..=MAX_SIZE).contains(&size) {
            return Err(ParseError::new(
                doc.file,
                block.line,
                None,
                format!("a Killer Sudoku has N = 4 to {MAX_SIZE} rows of cages; found {size}"),
            ));
        }
        let labels = labels(doc.file, block, size)?;
        let sums = sums(doc, &labels)?;
        let sudoku = sudoku_part(doc, size)?;
        let cages = cages(doc.file, &labels, &sums, size)?;
        Ok(Killer::new(sudoku, cages))
    }
}

/// One cell's label with where it was written.
struct Label<'a> {
    text: &'a str,
    line: usize,
    column: usize,
}

/// The N x N labels, row-major.
fn labels<'a>(file: &str, block: &Block<'a>, size: usize) -> Result<Vec<Label<'a>>, ParseError> {
    let mut labels = Vec::with_capacity(size * size);
    for row in &block.rows {
        let cells = tokens(row.text);
        if cells.len() != size {
            let column = cells.get(size).map(|&(c, _)| c);
            return Err(ParseError::new(
                file,
                row.line,
                column,
                format!(
                    "a row of cages has {}; expected {size}",
                    count(cells.len(), "label")
                ),
            ));
        }
        for (column, text) in cells {
            let valid =
                text == NO_CAGE || text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            if !valid {
                return Err(ParseError::new(
                    file,
                    row.line,
                    Some(column),
                    format!(
                        "bad cage label `{text}`: letters, digits and `_` only, or `.` for no cage"
                    ),
                ));
            }
            labels.push(Label {
                text,
                line: row.line,
                column,
            });
        }
    }
    Ok(labels)
}

/// The `sums:` block: one sum per label used, no other labels, no label twice.
fn sums<'a>(doc: &Document<'a>, labels: &[Label]) -> Result<HashMap<&'a str, u32>, ParseError> {
    let block = doc
        .block("sums")
        .ok_or_else(|| doc.missing("missing `sums:` block"))?;
    let used: BTreeMap<&str, &Label> = labels
        .iter()
        .filter(|l| l.text != NO_CAGE)
        .map(|l| (l.text, l))
        .rev()
        .collect();
    let mut sums = HashMap::new();
    for row in &block.rows {
        let (label, sum) = sum_line(doc.file, row)?;
        if !used.contains_key(label) {
            return Err(ParseError::new(
                doc.file,
                row.line,
                Some(tokens(row.text)[0].0),
                format!("sum for `{label}`, which labels no cell of `cages:`"),
            ));
        }
        if sums.insert(label, sum).is_some() {
            return Err(ParseError::new(
                doc.file,
                row.line,
                Some(tokens(row.text)[0].0),
                format!("a second sum for cage `{label}`"),
            ));
        }
    }
    match used.iter().find(|(label, _)| !sums.contains_key(*label)) {
        Some((label, at)) => Err(ParseError::new(
            doc.file,
            at.line,
            Some(at.column),
            format!("cage `{label}` has no line in `sums:`"),
        )),
        None => Ok(sums),
    }
}

/// `LABEL SUM`.
fn sum_line<'a>(file: &str, row: &Row<'a>) -> Result<(&'a str, u32), ParseError> {
    let parts = tokens(row.text);
    let [(_, label), (column, sum)] = parts[..] else {
        return Err(ParseError::new(
            file,
            row.line,
            None,
            "expected `LABEL SUM`, e.g. `a 10`",
        ));
    };
    let digits = sum.bytes().all(|b| b.is_ascii_digit());
    match sum.parse::<u32>() {
        Ok(sum) if digits => Ok((label, sum)),
        _ => Err(ParseError::new(
            file,
            row.line,
            Some(column),
            format!("bad sum `{sum}`: expected a whole number that fits 32 bits"),
        )),
    }
}

/// The Sudoku part: the box shape and the givens of `grid:` (none when absent), parsed by
/// the Sudoku parser so its rules and messages hold here too.
fn sudoku_part(doc: &Document, size: usize) -> Result<Sudoku, ParseError> {
    // Separated blanks: the Sudoku parser reads rows of N > 9 as whitespace-separated.
    let blank = vec!["."; size].join(" ");
    let grid = match doc.block("grid") {
        Some(grid) if grid.rows.len() != size => {
            return Err(ParseError::new(
                doc.file,
                grid.line,
                None,
                format!(
                    "`grid:` has {} but `cages:` has {size}",
                    count(grid.rows.len(), "row")
                ),
            ))
        }
        Some(grid) => grid.clone(),
        None => Block {
            name: "grid",
            line: doc.last_line,
            rows: (0..size)
                .map(|_| Row {
                    line: doc.last_line,
                    text: &blank,
                })
                .collect(),
        },
    };
    let sudoku_doc = Document {
        file: doc.file,
        fields: doc.fields.clone(),
        blocks: vec![grid],
        last_line: doc.last_line,
    };
    Sudoku::from_document(&sudoku_doc)
}

/// The cages in the order of their first cells; each must be orthogonally connected.
fn cages(
    file: &str,
    labels: &[Label],
    sums: &HashMap<&str, u32>,
    size: usize,
) -> Result<Vec<Cage>, ParseError> {
    let mut order: Vec<&str> = Vec::new();
    let mut cells: HashMap<&str, Vec<(usize, usize)>> = HashMap::new();
    for (i, label) in labels.iter().enumerate() {
        if label.text == NO_CAGE {
            continue;
        }
        let entry = cells.entry(label.text).or_default();
        if entry.is_empty() {
            order.push(label.text);
        }
        entry.push((i / size, i % size));
    }
    order
        .into_iter()
        .map(|label| {
            let members = cells.remove(label).unwrap_or_default();
            if let Some((r, c)) = disconnected(&members) {
                let at = &labels[r * size + c];
                return Err(ParseError::new(
                    file,
                    at.line,
                    Some(at.column),
                    format!("cage `{label}` is not connected: this cell touches none of the rest"),
                ));
            }
            Ok(Cage {
                label: label.to_owned(),
                cells: members,
                sum: sums[label],
            })
        })
        .collect()
}

/// A cell not reached from the first by orthogonal steps inside the cage, if any.
fn disconnected(cells: &[(usize, usize)]) -> Option<(usize, usize)> {
    let mut reached = vec![false; cells.len()];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(i) = stack.pop() {
        let (r, c) = cells[i];
        for (j, &(r2, c2)) in cells.iter().enumerate() {
            if !reached[j] && r.abs_diff(r2) + c.abs_diff(c2) == 1 {
                reached[j] = true;
                stack.push(j);
            }
        }
    }
    reached.iter().position(|&r| !r).map(|i| cells[i])
}
