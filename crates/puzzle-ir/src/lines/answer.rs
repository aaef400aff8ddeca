//! A drawn answer of a lines kind and its drawing in text and JSON (the layout of the
//! [kit's doc](super)).

use super::{Edges, Lattice, LinePuzzle, Spot};
use crate::error::ParseError;
use crate::KindAnswer;

/// Drawn lines (or, for the checker to judge, any set of edges) and the cells' clues as
/// the drawing writes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineAnswer<P: LinePuzzle> {
    rows: usize,
    cols: usize,
    cells: Vec<Option<P::Clue>>,
    edges: Edges,
}

impl<P: LinePuzzle> LineAnswer<P> {
    /// The answer of `puzzle` with the edges `across` and `down` of its lattice, as
    /// [`Edges::new`] takes them.
    pub fn new(puzzle: &P, across: Vec<bool>, down: Vec<bool>) -> Self {
        let (rows, cols) = P::LATTICE.points(puzzle.size());
        LineAnswer::with_edges(puzzle, Edges::new(rows, cols, across, down))
    }

    /// The answer of `puzzle` with `edges` drawn on its lattice.
    pub fn with_edges(puzzle: &P, edges: Edges) -> Self {
        let (rows, cols) = puzzle.size();
        assert_eq!(
            (edges.rows(), edges.cols()),
            P::LATTICE.points((rows, cols)),
            "the puzzle's lattice"
        );
        LineAnswer {
            rows,
            cols,
            cells: puzzle.cell_clues().to_vec(),
            edges,
        }
    }

    /// This answer's lines on `puzzle`, drawn with its clues.
    pub fn redrawn(&self, puzzle: &P) -> Self {
        LineAnswer::with_edges(puzzle, self.edges.clone())
    }

    /// Rows of cells.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of cells.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cell's clue as the drawing writes it.
    pub fn cell(&self, row: usize, col: usize) -> Option<P::Clue> {
        self.cells[row * self.cols + col]
    }

    /// Draws cell (`row`, `col`) as `clue`: for the kinds whose answer marks cells
    /// besides drawing lines (a shaded cell).
    pub fn set_cell(&mut self, row: usize, col: usize, clue: Option<P::Clue>) {
        self.cells[row * self.cols + col] = clue;
    }

    /// The edges drawn.
    pub fn edges(&self) -> &Edges {
        &self.edges
    }

    /// Whether the line runs from point (`row`, `col`) to the point right of it.
    pub fn across(&self, row: usize, col: usize) -> bool {
        self.edges.across(row, col)
    }

    /// Whether the line runs from point (`row`, `col`) to the point below it.
    pub fn down(&self, row: usize, col: usize) -> bool {
        self.edges.down(row, col)
    }

    /// Rows of one-character strings: the drawing.
    pub fn grid(&self) -> Vec<Vec<String>> {
        self.drawing()
            .into_iter()
            .map(|line| line.chars().map(String::from).collect())
            .collect()
    }

    /// The drawing, a line of text per line of the drawing.
    pub fn to_text(&self) -> String {
        self.drawing().into_iter().map(|line| line + "\n").collect()
    }

    fn drawing(&self) -> Vec<String> {
        let (height, width) = P::LATTICE.drawing_size((self.rows, self.cols));
        let char_at = |line: usize, col: usize| match P::LATTICE.spot(line, col) {
            Spot::Cell(r, c) => P::clue_char(self.cell(r, c)),
            Spot::Across(r, c) => {
                if self.across(r, c) {
                    '-'
                } else {
                    ' '
                }
            }
            Spot::Down(r, c) => {
                if self.down(r, c) {
                    '|'
                } else {
                    ' '
                }
            }
            Spot::Filler => P::LATTICE.filler(),
        };
        (0..height)
            .map(|line| (0..width).map(|col| char_at(line, col)).collect())
            .collect()
    }

    /// Reads an answer to `puzzle` from its drawing (no header; trailing spaces may be
    /// left out, and blank lines as the [`Lattice`] says).
    pub fn parse_text(puzzle: &P, file: &str, text: &str) -> Result<Self, ParseError> {
        let (height, width) = P::LATTICE.drawing_size(puzzle.size());
        let lines = drawing_lines(P::LATTICE, file, text, height)?;
        let mut reader = Reader::new(puzzle);
        for (index, (line, row)) in lines.into_iter().enumerate() {
            let chars: Vec<char> = row.chars().collect();
            if chars.len() > width {
                let message = format!(
                    "line has {} characters; expected at most {width}",
                    chars.len()
                );
                return Err(ParseError::new(file, line, Some(width + 1), message));
            }
            for col in 0..width {
                let ch = chars.get(col).copied().unwrap_or(' ');
                reader
                    .read(index, col, ch)
                    .map_err(|message| ParseError::new(file, line, Some(col + 1), message))?;
            }
        }
        Ok(reader.finish(puzzle))
    }

    /// Reads the `grid` of a JSON answer: the drawing's lines as one-character strings.
    pub fn from_json_grid(
        puzzle: &P,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let (height, width) = P::LATTICE.drawing_size(puzzle.size());
        let error = |message: String| ParseError::new(file, 0, None, message);
        if grid.len() != height {
            return Err(error(format!("JSON grid must have {height} rows")));
        }
        let mut reader = Reader::new(puzzle);
        for (r, row) in grid.iter().enumerate() {
            if row.len() != width {
                return Err(error(format!(
                    "JSON row {r}: expected {width} strings, got {}",
                    row.len()
                )));
            }
            for (c, cell) in row.iter().enumerate() {
                let mut chars = cell.chars();
                let ch = match (chars.next(), chars.next()) {
                    (Some(ch), None) => ch,
                    _ => {
                        return Err(error(format!(
                            "JSON row {r}, string {c}: `{cell}` is not one character"
                        )))
                    }
                };
                reader
                    .read(r, c, ch)
                    .map_err(|message| error(format!("JSON row {r}, string {c}: {message}")))?;
            }
        }
        Ok(reader.finish(puzzle))
    }
}

impl<P: LinePuzzle> KindAnswer for LineAnswer<P> {
    fn grid(&self) -> Vec<Vec<String>> {
        LineAnswer::grid(self)
    }

    fn to_text(&self) -> String {
        LineAnswer::to_text(self)
    }

    /// The drawing line by line: it has spaces, so no separator may be put between its
    /// characters.
    fn to_file(&self) -> String {
        LineAnswer::to_text(self)
    }
}

/// The lines of a drawing file with their 1-based line numbers (trailing spaces
/// removed); an error unless there are `height` of them. On [`Lattice::Centres`] a blank
/// line is part of the drawing and only blank lines after it are passed over; on
/// [`Lattice::Corners`] every blank line is.
pub(crate) fn drawing_lines<'t>(
    lattice: Lattice,
    file: &str,
    text: &'t str,
    height: usize,
) -> Result<Vec<(usize, &'t str)>, ParseError> {
    if lattice == Lattice::Corners {
        return crate::text::answer_rows(file, text, height);
    }
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    if lines.len() != height {
        let line = lines.len().min(height + 1).max(1);
        let message = format!("answer has {} lines; expected {height}", lines.len());
        return Err(ParseError::new(file, line, None, message));
    }
    Ok(lines
        .into_iter()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .collect())
}

/// An answer being read character by character at drawing positions.
struct Reader<P: LinePuzzle> {
    cols: usize,
    cells: Vec<Option<P::Clue>>,
    edges: Edges,
}

impl<P: LinePuzzle> Reader<P> {
    fn new(puzzle: &P) -> Self {
        let (rows, cols) = puzzle.size();
        let (point_rows, point_cols) = P::LATTICE.points((rows, cols));
        Reader {
            cols,
            cells: vec![None; rows * cols],
            edges: Edges::none(point_rows, point_cols),
        }
    }

    /// Records the character at 0-based drawing line `line`, column `col`; the message
    /// when it does not belong there.
    fn read(&mut self, line: usize, col: usize, ch: char) -> Result<(), String> {
        let lattice = P::LATTICE;
        let edge = |drawn: char| match ch {
            ' ' => Ok(false),
            _ if ch == drawn => Ok(true),
            _ => Err(format!(
                "bad {} `{ch}`; expected `{drawn}` or a space",
                lattice.edge_name()
            )),
        };
        match lattice.spot(line, col) {
            Spot::Cell(r, c) => match P::clue_of_char(ch) {
                Some(clue) => self.cells[r * self.cols + c] = clue,
                None => return Err(format!("bad cell `{ch}`; expected {}", P::CLUES)),
            },
            Spot::Across(r, c) => self.edges.set_across(r, c, edge('-')?),
            Spot::Down(r, c) => self.edges.set_down(r, c, edge('|')?),
            Spot::Filler if ch == lattice.filler() => {}
            Spot::Filler => return Err(lattice.bad_filler(ch)),
        }
        Ok(())
    }

    fn finish(self, puzzle: &P) -> LineAnswer<P> {
        LineAnswer {
            cells: self.cells,
            ..LineAnswer::with_edges(puzzle, self.edges)
        }
    }
}
