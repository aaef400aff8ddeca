//! Kurodoko in the registry of kinds.

use super::{Kurodoko, KurodokoAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::seen_numbers;
use crate::shading::NumberGrid;
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Kurodoko {
    const NAME: &'static str = "kurodoko";
    const ABOUT: &'static str =
        "A Kurodoko shaded at random, numbered where its views rule out other answers";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Kurodoko 5x5, pzprjs's test",
        puzzle: "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i",
        from: "puzzles/kurodoko/puzzlink/kurodoko_pzprjs_5x5.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(seen_numbers::genre::<Kurodoko>());

    type Answer = KurodokoAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Kurodoko::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Kurodoko::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number is erased: its cell may then be shaded like any other.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        self.without_number(clue).map(Kurodoko)
    }

    /// Every unshaded cell numbered with what it sees.
    fn with_every_clue(&self, answer: &KurodokoAnswer) -> Self {
        seen_numbers::every_number(self, answer)
    }

    /// A numbered cell shows its number (it is never shaded); any other cell is shaded
    /// (`#`) or not (`.`).
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        seen_numbers::cell_values(self)
    }

    fn check(&self, answer: &KurodokoAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every known number, row by row.
    fn clues(&self) -> Vec<Clue> {
        NumberGrid::clues(self)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<KurodokoAnswer, ParseError> {
        KurodokoAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<KurodokoAnswer, ParseError> {
        KurodokoAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        if rows * cols < 2 {
            return Err("a Kurodoko needs at least two cells".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate kurodoko --rows {rows} --cols {cols}"),
            "a random shading; numbers read off its unshaded cells' views".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
