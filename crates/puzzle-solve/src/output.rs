//! How reports are printed: text for people (plain ASCII on request), JSON objects (one
//! per line) for programs, SVG pictures.

use crate::input::Item;
use crate::pipeline::{Report, Status};
use crate::records::{Record, SolveRecord};

/// How results are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// For people: grids as they are drawn on paper.
    Text,
    /// Text in plain ASCII, for terminals that draw some symbols badly.
    Ascii,
    /// One JSON object per line, for programs.
    Json,
    /// A picture: an SVG document of one puzzle.
    Svg,
}

/// One report as its JSON record (the answer of `FORMATS.md`, plus where the puzzle came
/// from and the CNF's size).
pub fn solve_record(item: &Item, report: &Report) -> SolveRecord {
    SolveRecord {
        kind: item.puzzle.kind().name().to_owned(),
        status: report.status.name().to_owned(),
        grid: report.answer.as_ref().map(|a| a.grid()),
        reason: report.reason.clone(),
        unique: None,
        second: None,
        differing: None,
        source: item.source.clone(),
        time_s: report.seconds,
        variables: report.variables,
        clauses: report.clauses,
    }
}

/// One report as a JSON line.
pub fn json_line(item: &Item, report: &Report) -> String {
    solve_record(item, report).json_line()
}

/// One report as text: the grid for one puzzle, one line per puzzle for a batch; `ascii`
/// keeps to plain ASCII.
pub fn text(item: &Item, report: &Report, label: bool, ascii: bool) -> String {
    let mut out = String::new();
    if label {
        out.push_str(&format!("# {}\n", item.source));
    }
    let reason = report
        .reason
        .as_deref()
        .map(|r| format!(": {r}"))
        .unwrap_or_default();
    match (&report.answer, report.status, item.from_batch) {
        (Some(answer), _, true) => out.push_str(&answer.to_line()),
        (Some(answer), _, false) if ascii => return out + &answer.to_ascii(),
        (Some(answer), _, false) => return out + &answer.to_text(),
        (None, Status::Unsat, true) => out.push_str("unsat"),
        (None, Status::Unsat, false) => out.push_str(&format!("no solution (proven){reason}")),
        (None, _, true) => out.push_str("unknown"),
        (None, _, false) => out.push_str("unknown: the time limit was reached"),
    }
    out.push('\n');
    out
}

/// One report as a picture: the puzzle with its answer, if it has one.
pub fn svg(item: &Item, report: &Report) -> String {
    puzzle_draw::svg(
        &item.puzzle,
        report.answer.as_ref(),
        &puzzle_draw::Marks::default(),
    )
}

/// Cells (0-based row, column) for people: `r1c2 r3c4` (1-based).
pub fn cells_text(cells: &[(usize, usize)]) -> String {
    let names: Vec<String> = cells
        .iter()
        .map(|&(r, c)| format!("r{}c{}", r + 1, c + 1))
        .collect();
    names.join(" ")
}
