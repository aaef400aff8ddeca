//! Nonogram in the registry of kinds. A clue is a whole line's clue: [`Clue::Line`] with
//! `sum` the number of shaded cells it asks for (its runs added up), described in words
//! with its runs.

use super::{generate, runs_text, Nonogram, NonogramAnswer};
use crate::clue::LineKind;
use crate::error::ParseError;
use crate::grid::Line;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Nonogram {
    const NAME: &'static str = "nonogram";
    const ABOUT: &'static str =
        "A random shading, flipped where line solving is stuck until it settles every cell";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Nonogram 6x6, pzprjs's test",
        puzzle: "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h",
        from: "puzzles/nonogram/puzzlink/nonogram_pzprjs_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "4")];
    const PUZZLINK: Option<crate::interop::Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str = "a cell was flipped, and its row's and column's clues read again";

    type Answer = NonogramAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Nonogram::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Nonogram::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// The line left without a clue.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let line = line_of(clue)?;
        let exists = match line {
            Line::Row(row) => row < self.rows(),
            Line::Col(col) => col < self.cols(),
        };
        exists.then(|| self.with_clue(line, None))
    }

    /// Every line clued with its runs.
    fn with_every_clue(&self, answer: &NonogramAnswer) -> Self {
        Nonogram::from_answer(answer)
    }

    /// The cell flipped, its row's and column's clues read again.
    fn reshaped(
        &self,
        answer: &NonogramAnswer,
        row: usize,
        col: usize,
        _rng: &mut SmallRng,
    ) -> Option<(Self, NonogramAnswer)> {
        if row >= self.rows() || col >= self.cols() {
            return None;
        }
        let mut shaded = answer.cells().to_vec();
        shaded[row * self.cols() + col] ^= true;
        let answer = answer.with_shading(&shaded);
        let full = Nonogram::from_answer(&answer);
        let mut puzzle = self.clone();
        for line in [Line::Row(row), Line::Col(col)] {
            puzzle = puzzle.with_clue(line, full.clue(line).clone());
        }
        Some((puzzle, answer))
    }

    /// Every cell shaded (`#`) or not (`.`).
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let either = vec![".".to_owned(), "#".to_owned()];
        vec![vec![either; self.cols()]; self.rows()]
    }

    fn check(&self, answer: &NonogramAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every clued line, rows then columns.
    fn clues(&self) -> Vec<Clue> {
        (self.clued_lines())
            .map(|(line, runs)| {
                let (line, index) = match line {
                    Line::Row(row) => (LineKind::Row, row),
                    Line::Col(col) => (LineKind::Col, col),
                };
                let sum = runs.iter().map(|&r| u64::from(r)).sum();
                Clue::Line { line, index, sum }
            })
            .collect()
    }

    /// The line and its runs: "the clue 2 1 of row 3".
    fn describe_clue(&self, clue: &Clue) -> String {
        match line_of(clue).and_then(|line| Some((line, self.clue(line).as_deref()?))) {
            Some((line, runs)) => format!("the clue {} of {line}", runs_text(runs)),
            None => clue.to_string(),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<NonogramAnswer, ParseError> {
        NonogramAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<NonogramAnswer, ParseError> {
        NonogramAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let rows: usize = values.required(&ROWS)?;
        let cols: usize = values.required(&COLS)?;
        if rows == 0 || cols == 0 {
            return Err("--rows and --cols must be at least 1".into());
        }
        let (puzzle, answer, settled) = generate::random_puzzle(rows, cols, rng);
        let verdict = match settled {
            true => "line solving settles every cell",
            false => "NOT line-solvable: line solving leaves cells unknown",
        };
        let comments = vec![
            format!("made by: puzzle-sat generate nonogram --rows {rows} --cols {cols}"),
            format!("the runs of a random shading; with every line clued, {verdict}"),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}

/// The row or column a line clue names.
fn line_of(clue: &Clue) -> Option<Line> {
    match *clue {
        Clue::Line {
            line: LineKind::Row,
            index,
            ..
        } => Some(Line::Row(index)),
        Clue::Line {
            line: LineKind::Col,
            index,
            ..
        } => Some(Line::Col(index)),
        _ => None,
    }
}
