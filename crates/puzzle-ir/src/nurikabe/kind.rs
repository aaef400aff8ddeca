//! Nurikabe in the registry of kinds.

use super::{Nurikabe, NurikabeAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::shading::{number_text, NumberGrid};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Nurikabe {
    const NAME: &'static str = "nurikabe";
    const ABOUT: &'static str = "A Nurikabe whose islands are carved at random out of a full wall";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Nurikabe 6x6, Janko 20",
        puzzle: "https://puzz.link/p?nurikabe/6/6/j1o2h4g4m4n",
        from: "puzzles/nurikabe/janko/nurikabe_janko_0020_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = NurikabeAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Nurikabe::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Nurikabe::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    // No `without_clue`: a Nurikabe without one of its numbers is another puzzle
    // whose answers are not a superset (the number's island is left without one), so
    // explanations judge a number by its island's size alone, on the clue encoding. An
    // unknown number (`?`) states no size, so it is no clue: it stays, like the cell of
    // every number.

    /// A numbered cell shows its number (it is never shaded); any other cell is shaded
    /// (`#`) or not (`.`).
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        (0..self.rows())
            .map(|r| {
                (0..self.cols())
                    .map(|c| match self.number(r, c) {
                        Some(n) => vec![number_text(Some(n))],
                        None => vec!["#".to_owned(), ".".to_owned()],
                    })
                    .collect()
            })
            .collect()
    }

    fn check(&self, answer: &NurikabeAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every number's size, row by row (an unknown number has none).
    fn clues(&self) -> Vec<Clue> {
        NumberGrid::clues(self)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<NurikabeAnswer, ParseError> {
        NurikabeAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<NurikabeAnswer, ParseError> {
        NurikabeAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng)
            .ok_or("no random wall without a 2x2 block was found")?;
        let comments = vec![
            format!("made by: puzzle-sat generate nurikabe --rows {rows} --cols {cols}"),
            "islands carved at random out of a full wall, each numbered with its size".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
