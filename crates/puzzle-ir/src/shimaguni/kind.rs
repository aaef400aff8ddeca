//! Shimaguni in the registry of kinds.

use super::{Shimaguni, ShimaguniAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::numbered_rooms::NumberedRooms;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Shimaguni {
    const NAME: &'static str = "shimaguni";
    const ABOUT: &'static str = "A Shimaguni whose rooms grow around random islands";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Shimaguni 6x6, Janko 1",
        puzzle: "https://puzz.link/p?shimaguni/6/6/ootvj07hghgug2341",
        from: "puzzles/shimaguni/janko/shimaguni_janko_0001_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str = "an unshaded cell there joined a neighbouring room";

    type Answer = ShimaguniAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Shimaguni::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Shimaguni::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A room's number is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        NumberedRooms::without_clue(self, clue).map(Shimaguni::new)
    }

    /// Every room numbered.
    fn with_every_clue(&self, answer: &ShimaguniAnswer) -> Self {
        super::generate::every_number(self.rooms(), answer)
    }

    /// The unshaded cell at (`row`, `col`) given to a neighbouring room.
    fn reshaped(
        &self,
        answer: &ShimaguniAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, ShimaguniAnswer)> {
        super::generate::moved(self, answer, row, col, rng)
    }

    /// Shaded or not.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let both = vec!["#".to_owned(), ".".to_owned()];
        vec![vec![both; self.cols()]; self.rows()]
    }

    fn check(&self, answer: &ShimaguniAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Each room's known number, at the room's first cell in reading order.
    fn clues(&self) -> Vec<Clue> {
        NumberedRooms::clues(self)
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        NumberedRooms::describe_clue(clue)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<ShimaguniAnswer, ParseError> {
        ShimaguniAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<ShimaguniAnswer, ParseError> {
        ShimaguniAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate shimaguni --rows {rows} --cols {cols}"),
            "random islands, each grown into a room by the cells beside it; every room numbered"
                .into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
