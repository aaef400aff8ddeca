//! Shikaku in the registry of kinds.

use super::{Shikaku, ShikakuAnswer, UNKNOWN};
use crate::border_drawing::Borders;
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::shading::{number_text, NumberGrid};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Shikaku {
    const NAME: &'static str = "shikaku";
    const ABOUT: &'static str =
        "A Shikaku cut into random rectangles, each numbered with its area in a random cell";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Shikaku 10x10, Janko 1",
        puzzle: "https://puzz.link/p?shikaku/10/10/g4i2i33i5i3j3i6j3i5j3i4i52i7i3j5i4j5i4j6i2i32i5i3g",
        from: "puzzles/shikaku/janko/shikaku_janko_001_10x10.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str =
        "two rectangles were merged there, or one cut in two, and numbered anew";

    type Answer = ShikakuAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Shikaku::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Shikaku::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of corners and per row of cells.
    fn dimensions(&self) -> (usize, usize) {
        (2 * self.rows() + 1, 2 * self.cols() + 1)
    }

    /// The numbers sit in the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number becomes the unknown number: its rectangle may then have any area, so
    /// every answer stays one.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut numbers = self.numbers().to_vec();
        let number = numbers.get_mut(row * self.cols() + col)?;
        number.filter(|&n| n != UNKNOWN)?;
        *number = Some(UNKNOWN);
        Some(Shikaku::new(self.rows(), self.cols(), numbers).expect("same shape"))
    }

    /// The border at (`row`, `col`) of the drawing turned over: two rectangles merged or
    /// one split there, each new one numbered with its area in a random cell.
    fn reshaped(
        &self,
        answer: &ShikakuAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, ShikakuAnswer)> {
        super::generate::reshaped(self, answer, (row, col), rng)
    }

    /// The drawing's strings ([`Borders::values`]), a cell its number, `?` or `.`.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let number = |cell: usize| number_text(self.numbers()[cell]);
        Borders::values(self.rows(), self.cols(), number)
    }

    fn check(&self, answer: &ShikakuAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every known number, row by row.
    fn clues(&self) -> Vec<Clue> {
        NumberGrid::clues(self)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<ShikakuAnswer, ParseError> {
        ShikakuAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<ShikakuAnswer, ParseError> {
        ShikakuAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate shikaku --rows {rows} --cols {cols}"),
            "random rectangles, each numbered with its area in a random cell".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
