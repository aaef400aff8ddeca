//! Slitherlink in the registry of kinds.

use super::{Slitherlink, SlitherlinkAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::lines::LinePuzzle;
use crate::settings::{Setting, Values};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

const ROWS: Setting = Setting::number("rows", "Rows of the grid", None);
const COLS: Setting = Setting::number("cols", "Columns of the grid", None);

impl PuzzleKind for Slitherlink {
    const NAME: &'static str = "slitherlink";
    const ABOUT: &'static str = "A Slitherlink whose loop borders a random set of cells";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Slitherlink 4x4, Janko 1",
        puzzle: "https://puzz.link/p?slither/4/4/bah6262d",
        from: "puzzles/slitherlink/janko/slitherlink_janko_0001_4x4.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "2"), ("cols", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = SlitherlinkAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Slitherlink::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Slitherlink::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of points and per row of cells.
    fn dimensions(&self) -> (usize, usize) {
        Self::LATTICE.drawing_size(self.size())
    }

    /// A number is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut cells = self.cells().to_vec();
        cells.get_mut(row * self.cols() + col)?.take()?;
        Some(self.with_cells(cells))
    }

    /// A number in every cell, of the same variant.
    fn with_every_clue(&self, answer: &SlitherlinkAnswer) -> Self {
        let every = super::generate::every_number(answer).0;
        self.with_cells(every.cells().to_vec())
    }

    /// The drawing's characters: a point is `+`, a cell its number, `?` or `.`, and each
    /// edge drawn (`-` across, `|` down) or not (` `).
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        self.drawing_values()
    }

    fn check(&self, answer: &SlitherlinkAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The numbers sit in the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// The known numbers: an unknown number `?` asks nothing of the loop, so no answer
    /// depends on it and erasing it changes nothing.
    fn clues(&self) -> Vec<Clue> {
        let (rows, cols) = (self.rows(), self.cols());
        (0..rows * cols)
            .filter_map(|i| {
                self.clue(i / cols, i % cols).map(|value| Clue::Number {
                    row: i / cols,
                    col: i % cols,
                    value: value.into(),
                })
            })
            .collect()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<SlitherlinkAnswer, ParseError> {
        SlitherlinkAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<SlitherlinkAnswer, ParseError> {
        SlitherlinkAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let rows: usize = values.required(&ROWS)?;
        let cols: usize = values.required(&COLS)?;
        if rows == 0 || cols == 0 {
            return Err("--rows and --cols must be at least 1".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate slitherlink --rows {rows} --cols {cols}"),
            "the border of a random set of cells; every cell numbered from it".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
