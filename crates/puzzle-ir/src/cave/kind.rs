//! Cave in the registry of kinds.

use super::{Cave, CaveAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::seen_numbers;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::shading::NumberGrid;
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Cave {
    const NAME: &'static str = "cave";
    const ABOUT: &'static str =
        "A Cave shaded at random from the border, numbered where its views rule out other answers";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Cave 6x6, pzprjs's test",
        puzzle: "https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g",
        from: "puzzles/cave/puzzlink/cave_pzprjs_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(seen_numbers::genre::<Cave>().aliases(&["bag"]));

    type Answer = CaveAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        seen_numbers::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Cave::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number is erased: its cell may then be shaded like any other.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        self.without_number(clue).map(Cave)
    }

    /// Every unshaded cell numbered with what it sees.
    fn with_every_clue(&self, answer: &CaveAnswer) -> Self {
        seen_numbers::every_number(self, answer)
    }

    /// A numbered cell shows its number (it is never shaded); any other cell is shaded
    /// (`#`) or not (`.`).
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        seen_numbers::cell_values(self)
    }

    fn check(&self, answer: &CaveAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every known number, row by row.
    fn clues(&self) -> Vec<Clue> {
        NumberGrid::clues(self)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<CaveAnswer, ParseError> {
        CaveAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(&self, file: &str, grid: &[Vec<String>]) -> Result<CaveAnswer, ParseError> {
        CaveAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        if rows * cols < 2 {
            return Err("a Cave needs at least two cells".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate cave --rows {rows} --cols {cols}"),
            "a random shading grown from the border; numbers read off its views".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
