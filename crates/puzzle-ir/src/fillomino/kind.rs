//! Fillomino in the registry of kinds.

use super::{Fillomino, FillominoAnswer, MAX_GIVEN};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::shading::number_text;
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

/// The size regions of a generated answer grow to before equal neighbours merge.
const MAX_REGION: Setting = Setting::number(
    "max-region",
    "The most cells a region grows to (two neighbouring regions of one size then merge into a larger one)",
    Some("6"),
);

impl PuzzleKind for Fillomino {
    const NAME: &'static str = "fillomino";
    const ABOUT: &'static str = "A Fillomino: a random division into regions, givens chosen";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Fillomino 6x6, pzprjs's example",
        puzzle: "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h",
        from: "puzzles/fillomino/pzprjs/fillomino_pzprjs_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS, MAX_REGION];
    const SMALL: &'static [(&'static str, &'static str)] =
        &[("rows", "2"), ("cols", "3"), ("max-region", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = FillominoAnswer;
    type Violation = super::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Fillomino::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Fillomino::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number of 1..=[`MAX_GIVEN`], in a cell without a given.
    fn with_given(&self, row: usize, col: usize, value: &str) -> Option<Self> {
        let value: u32 = value.parse().ok().filter(|v| (1..=MAX_GIVEN).contains(v))?;
        let cell = row * self.cols() + col;
        self.numbers()[cell]
            .is_none()
            .then(|| self.with_given_at(cell, Some(value)))
    }

    /// A given is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        self.without_number(clue).map(Fillomino)
    }

    /// A given's number, and 1..the largest region's size elsewhere.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let largest = self.largest_region();
        let values = |cell: usize| match self.known_number(cell) {
            Some(given) => vec![number_text(Some(given))],
            None => (1..=largest).map(|v| v.to_string()).collect(),
        };
        (0..self.rows())
            .map(|r| (0..self.cols()).map(|c| values(r * self.cols() + c)).collect())
            .collect()
    }

    fn check(&self, answer: &FillominoAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every given number, row by row (a `?` states nothing).
    fn clues(&self) -> Vec<Clue> {
        self.0.clues()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<FillominoAnswer, ParseError> {
        FillominoAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<FillominoAnswer, ParseError> {
        FillominoAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let max_region: usize = values.required(&MAX_REGION)?;
        if max_region == 0 {
            return Err("--max-region must be at least 1".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, max_region, rng);
        let comments = vec![
            format!(
                "made by: puzzle-sat generate fillomino --rows {rows} --cols {cols} --max-region {max_region}"
            ),
            "random regions, equal neighbours merged; givens chosen from the answer".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
