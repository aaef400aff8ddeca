//! Numberlink in the registry of kinds.

use super::{Numberlink, NumberlinkAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::lines::LinePuzzle;
use crate::settings::{Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Numberlink {
    const NAME: &'static str = "numberlink";
    const ABOUT: &'static str =
        "A Numberlink whose lines are the pieces of a random path through every cell, cut where a second answer differs";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Numberlink 5x5, pzprjs's test",
        puzzle: "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3",
        from: "puzzles/numberlink/puzzlink/numberlink_pzprjs_5x5.txt",
    };
    const GENERATOR: &'static [crate::settings::Setting] = &[ROWS, COLS];
    /// 3x4 cells have 17 links: 131,072 drawings for the brute force.
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str =
        "a line was cut there in two, each with a number of its own";

    type Answer = NumberlinkAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Numberlink::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Numberlink::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of cells and one between each
    /// two.
    fn dimensions(&self) -> (usize, usize) {
        Self::LATTICE.drawing_size(self.size())
    }

    /// The numbers sit in the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// Every end of a line holds a number already: no clue can be added. (None can be
    /// erased either: a line without its numbers joins none.)
    fn with_every_clue(&self, _answer: &NumberlinkAnswer) -> Self {
        self.clone()
    }

    /// A line cut at drawing position (`row`, `col`).
    fn reshaped(
        &self,
        answer: &NumberlinkAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, NumberlinkAnswer)> {
        super::generate::cut(answer, row, col, rng)
    }

    /// A link is drawn or not; a cell is `.`, the space between four cells blank.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        self.drawing_values()
    }

    fn check(&self, answer: &NumberlinkAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every known number, row by row.
    fn clues(&self) -> Vec<Clue> {
        self.numbers.clues()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<NumberlinkAnswer, ParseError> {
        NumberlinkAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<NumberlinkAnswer, ParseError> {
        NumberlinkAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        if rows * cols < 2 {
            return Err("--rows and --cols must give at least 2 cells: a line joins two".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate numberlink --rows {rows} --cols {cols}"),
            "the pieces of a random path through every cell, numbered at their ends".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
