//! Geradeweg in the registry of kinds.

use super::{Geradeweg, GeradewegAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::lines::LinePuzzle;
use crate::settings::{Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Geradeweg {
    const NAME: &'static str = "geradeweg";
    const ABOUT: &'static str =
        "A Geradeweg whose loop borders a random set of squares, numbered where its stretches allow";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Geradeweg 5x5, pzprjs's test",
        puzzle: "https://puzz.link/p?geradeweg/5/5/l211i2h3i4k",
        from: "puzzles/geradeweg/puzzlink/geradeweg_pzprjs_5x5.txt",
    };
    const GENERATOR: &'static [crate::settings::Setting] = &[ROWS, COLS];
    /// 3x4 cells have 17 links: 131,072 drawings for the brute force.
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str =
        "a square beside the link joined or left the loop's inside, and the numbers were read off again";

    type Answer = GeradewegAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Geradeweg::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Geradeweg::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of cells and one between each
    /// two.
    fn dimensions(&self) -> (usize, usize) {
        Self::LATTICE.drawing_size(self.size())
    }

    /// The numbers sit in the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        self.numbers.without_number(clue).map(Geradeweg::of)
    }

    /// A number on every cell of the loop that one number describes.
    fn with_every_clue(&self, answer: &GeradewegAnswer) -> Self {
        super::generate::every_number(answer)
    }

    /// The loop moved at the link at drawing position (`row`, `col`).
    fn reshaped(
        &self,
        answer: &GeradewegAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, GeradewegAnswer)> {
        super::generate::moved(answer, row, col, rng)
    }

    /// A link is drawn or not; a cell is `.`, the space between four cells blank.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        self.drawing_values()
    }

    fn check(&self, answer: &GeradewegAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every known number, row by row.
    fn clues(&self) -> Vec<Clue> {
        self.numbers.clues()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<GeradewegAnswer, ParseError> {
        GeradewegAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<GeradewegAnswer, ParseError> {
        GeradewegAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        if rows < 2 || cols < 2 {
            return Err("--rows and --cols must be at least 2: a loop needs 2x2 cells".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate geradeweg --rows {rows} --cols {cols}"),
            "the border of a random set of squares between cell centres; every number it allows"
                .into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
