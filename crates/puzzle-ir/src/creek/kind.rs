//! Creek in the registry of kinds.

use super::{Creek, CreekAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::vertex_clues::VertexClues;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Creek {
    const NAME: &'static str = "creek";
    const ABOUT: &'static str =
        "A Creek shaded at random, its unshaded cells connected, its points numbered";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Creek 6x6, pzprjs's test",
        puzzle: "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt",
        from: "puzzles/creek/pzprjs/creek_pzprjs_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = CreekAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Creek::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Creek::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// The numbers sit on the points: one row and one column more than the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows() + 1, self.cols() + 1)
    }

    /// A point's number is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        VertexClues::without_clue(self, clue).map(Creek::new)
    }

    /// Every point numbered.
    fn with_every_clue(&self, answer: &CreekAnswer) -> Self {
        super::generate::every_number(self, answer)
    }

    /// Shaded or not.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let both = vec!["#".to_owned(), ".".to_owned()];
        vec![vec![both; self.cols()]; self.rows()]
    }

    fn check(&self, answer: &CreekAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The known numbers, point by point in reading order.
    fn clues(&self) -> Vec<Clue> {
        VertexClues::clues(self)
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        match *clue {
            Clue::Number { row, col, value } => format!(
                "the number {value} at point ({}, {})",
                row + 1,
                col + 1
            ),
            _ => clue.to_string(),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<CreekAnswer, ParseError> {
        CreekAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<CreekAnswer, ParseError> {
        CreekAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate creek --rows {rows} --cols {cols}"),
            "a random shading with its unshaded cells connected; points numbered from it".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
