//! Norinori in the registry of kinds.

use super::{Norinori, NorinoriAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{bare_rooms, Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Norinori {
    const NAME: &'static str = "norinori";
    const ABOUT: &'static str = "A Norinori whose rooms grow around random dominoes that never touch side by side";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Norinori 10x10, Janko 1",
        puzzle: "https://puzz.link/p?norinori/10/10/t9id3stan9e74kvheg36gof6inc07kuc9u2v",
        from: "puzzles/norinori/janko/norinori_janko_0001_10x10.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(bare_rooms::genre::<Norinori>());
    const RESHAPING: &'static str = "an unshaded cell there joined a neighbouring room";

    type Answer = NorinoriAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        bare_rooms::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        bare_rooms::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// Shaded or not.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let both = vec!["#".to_owned(), ".".to_owned()];
        vec![vec![both; self.cols()]; self.rows()]
    }

    fn check(&self, answer: &NorinoriAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The rooms are the puzzle: there is no clue to take away.
    fn clues(&self) -> Vec<Clue> {
        Vec::new()
    }

    /// The unshaded cell at (`row`, `col`) given to a neighbouring room.
    fn reshaped(
        &self,
        answer: &NorinoriAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, NorinoriAnswer)> {
        super::generate::moved(self, answer, row, col, rng)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<NorinoriAnswer, ParseError> {
        NorinoriAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<NorinoriAnswer, ParseError> {
        NorinoriAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let rows: usize = values.required(&ROWS)?;
        let cols: usize = values.required(&COLS)?;
        if rows * cols < 2 {
            return Err("--rows times --cols must be at least 2 (a room holds a domino)".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate norinori --rows {rows} --cols {cols}"),
            "random dominoes, none beside another, each grown into a room by the cells beside it"
                .into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
