//! Hitori in the registry of kinds.

use super::{Hitori, HitoriAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::shading::{number_text, NumberGrid};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Hitori {
    const NAME: &'static str = "hitori";
    const ABOUT: &'static str =
        "A Hitori shaded at random, its unshaded cells numbered from a Latin square";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Hitori 5x5, Janko 2",
        puzzle: "https://puzz.link/p?hitori/5/5/3455232354214552314125232",
        from: "puzzles/hitori/janko/hitori_janko_002_5x5.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = HitoriAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Hitori::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Hitori::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number is erased: its cell takes part in the shading rules only.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        self.without_number(clue).map(Hitori)
    }

    /// Shaded (`#`) or unshaded, showing the cell's number (or `.`).
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        (0..self.rows())
            .map(|r| {
                (0..self.cols())
                    .map(|c| vec!["#".to_owned(), number_text(self.number(r, c))])
                    .collect()
            })
            .collect()
    }

    fn check(&self, answer: &HitoriAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every number, row by row.
    fn clues(&self) -> Vec<Clue> {
        NumberGrid::clues(self)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<HitoriAnswer, ParseError> {
        HitoriAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<HitoriAnswer, ParseError> {
        HitoriAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        if rows.max(cols) > super::MAX_NUMBER as usize {
            return Err(format!(
                "--rows and --cols must be at most {}",
                super::MAX_NUMBER
            ));
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate hitori --rows {rows} --cols {cols}"),
            "a random shading; unshaded cells from a Latin square, shaded ones repeat a number of their row or column".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
