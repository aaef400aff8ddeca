//! LITS in the registry of kinds.

use super::{Lits, LitsAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Lits {
    const NAME: &'static str = "lits";
    const ABOUT: &'static str = "A LITS whose rooms grow around random touching tetrominoes";
    const EXAMPLE: crate::Example = crate::Example {
        name: "LITS 6x7, Janko 1",
        puzzle: "https://puzz.link/p?lits/7/6/19aerr5gemde2h0",
        from: "puzzles/lits/janko/lits_janko_0001_6x7.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str = "an unshaded cell there joined a neighbouring room";

    type Answer = LitsAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Lits::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Lits::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// Shaded or not.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let both = vec!["#".to_owned(), ".".to_owned()];
        vec![vec![both; self.cols()]; self.rows()]
    }

    fn check(&self, answer: &LitsAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The rooms are the puzzle: there is no clue to take away.
    fn clues(&self) -> Vec<Clue> {
        Vec::new()
    }

    /// The unshaded cell at (`row`, `col`) given to a neighbouring room.
    fn reshaped(
        &self,
        answer: &LitsAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, LitsAnswer)> {
        super::generate::moved(self, answer, row, col, rng)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<LitsAnswer, ParseError> {
        LitsAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(&self, file: &str, grid: &[Vec<String>]) -> Result<LitsAnswer, ParseError> {
        LitsAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let rows: usize = values.required(&ROWS)?;
        let cols: usize = values.required(&COLS)?;
        if rows < 2 || cols < 2 || rows * cols < 4 {
            return Err("--rows and --cols must be at least 2 (a room holds 4 cells)".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate lits --rows {rows} --cols {cols}"),
            "random touching tetrominoes, each grown into a room by the cells beside it".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
