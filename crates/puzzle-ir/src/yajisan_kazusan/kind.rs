//! Yajisan-Kazusan in the registry of kinds.

use super::{generate, YajisanKazusan, YajisanKazusanAnswer};
use crate::arrow_grid::ArrowGrid;
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for YajisanKazusan {
    const NAME: &'static str = "yajisan-kazusan";
    const ABOUT: &'static str =
        "A Yajisan-Kazusan from a random shading, arrows read off it and chosen";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Yajisan-Kazusan 6x6, pzprjs's example",
        puzzle: "https://puzz.link/p?yajikazu/6/6/40d23663i32h12b32a12a11c",
        from: "puzzles/yajisan-kazusan/puzzlink/yajisan-kazusan_pzprjs_test_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = YajisanKazusanAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        YajisanKazusan::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        YajisanKazusan::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.grid().rows, self.grid().cols)
    }

    /// The arrow and its number are erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut clues = ArrowGrid::clues(self).to_vec();
        let grid = self.grid();
        clues.get_mut(row * grid.cols + col)?.take()?;
        YajisanKazusan::new(grid.rows, grid.cols, clues).ok()
    }

    /// An arrow on every unshaded cell.
    fn with_every_clue(&self, answer: &YajisanKazusanAnswer) -> Self {
        generate::with_arrows(self, answer)
    }

    /// Shaded or not.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let both = vec!["#".to_owned(), ".".to_owned()];
        vec![vec![both; self.grid().cols]; self.grid().rows]
    }

    fn check(&self, answer: &YajisanKazusanAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every arrow with a number, row by row (a number without an arrow, a `?`, state
    /// nothing).
    fn clues(&self) -> Vec<Clue> {
        self.count_clues()
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        self.describe_count(clue)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<YajisanKazusanAnswer, ParseError> {
        YajisanKazusanAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<YajisanKazusanAnswer, ParseError> {
        YajisanKazusanAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate yajisan-kazusan --rows {rows} --cols {cols}"),
            "a random shading; arrows in random directions, numbers read off the shading".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
