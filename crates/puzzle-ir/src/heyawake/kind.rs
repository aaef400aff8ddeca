//! Heyawake in the registry of kinds.

use super::{Heyawake, HeyawakeAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::numbered_rooms::NumberedRooms;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Heyawake {
    const NAME: &'static str = "heyawake";
    const ABOUT: &'static str = "A Heyawake on random rectangular rooms fitted to a random shading";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Heyawake 6x6, Janko 512",
        puzzle: "https://puzz.link/p?heyawake/6/6/ccaaa40fo01vi1302g",
        from: "puzzles/heyawake/janko/heyawake_janko_0512_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str = "a small rectangle of the room there became a room";

    type Answer = HeyawakeAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Heyawake::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Heyawake::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A room's number is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        NumberedRooms::without_clue(self, clue).map(Heyawake::new)
    }

    /// Every room numbered.
    fn with_every_clue(&self, answer: &HeyawakeAnswer) -> Self {
        super::generate::every_number(self.rooms(), answer)
    }

    /// A small rectangle of the room holding (`row`, `col`) made a room.
    fn reshaped(
        &self,
        answer: &HeyawakeAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, HeyawakeAnswer)> {
        super::generate::cut(self, answer, row, col, rng)
    }

    /// Shaded or not.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let both = vec!["#".to_owned(), ".".to_owned()];
        vec![vec![both; self.cols()]; self.rows()]
    }

    fn check(&self, answer: &HeyawakeAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Each room's known number, at the room's first cell in reading order (a `?`
    /// states nothing, so it is no clue).
    fn clues(&self) -> Vec<Clue> {
        NumberedRooms::clues(self)
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        NumberedRooms::describe_clue(clue)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<HeyawakeAnswer, ParseError> {
        HeyawakeAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<HeyawakeAnswer, ParseError> {
        HeyawakeAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate heyawake --rows {rows} --cols {cols}"),
            "random rectangular rooms fitted to a random shading; every room numbered".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
