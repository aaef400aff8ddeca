//! Double Choco in the registry of kinds.

use super::{DoubleChoco, DoubleChocoAnswer};
use crate::border_drawing::Borders;
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for DoubleChoco {
    const NAME: &'static str = "double-choco";
    const ABOUT: &'static str =
        "A Double Choco of random regions, each a white half and a grey half of one shape";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Double Choco 6x6, pzprjs's example",
        puzzle: "https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j",
        from: "puzzles/double-choco/puzzlink/double_choco_pzprjs_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "2"), ("cols", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str =
        "the regions on both sides of a border there were divided anew, and numbered";

    type Answer = DoubleChocoAnswer;
    type Violation = super::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        DoubleChoco::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        DoubleChoco::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of corners and per row of cells.
    fn dimensions(&self) -> (usize, usize) {
        (2 * self.rows() + 1, 2 * self.cols() + 1)
    }

    /// The numbers sit in the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let cell = row * self.cols() + col;
        self.numbers().get(cell)?.as_ref()?;
        Some(self.with_number(cell, None))
    }

    /// Every cell numbered with the size of its half.
    fn with_every_clue(&self, answer: &DoubleChocoAnswer) -> Self {
        let (grid, grey, borders) = (self.grid(), self.greys(), answer.borders());
        let halves = grid.components(|a, b| grey[a] == grey[b] && !borders.between(a, b));
        let mut numbers = vec![None; grid.len()];
        for half in &halves {
            half.iter().for_each(|&cell| numbers[cell] = Some(half.len() as u32));
        }
        DoubleChoco::new(self.rows(), self.cols(), grey.to_vec(), numbers).expect("same shape")
    }

    /// The drawing's strings ([`Borders::values`]), a cell its token.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        Borders::values(self.rows(), self.cols(), |cell| self.cell(cell).token())
    }

    fn check(&self, answer: &DoubleChocoAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every known number, row by row.
    fn clues(&self) -> Vec<Clue> {
        (self.counts().into_iter())
            .map(|(cell, value)| Clue::Number {
                row: cell / self.cols(),
                col: cell % self.cols(),
                value: value as u32,
            })
            .collect()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<DoubleChocoAnswer, ParseError> {
        DoubleChocoAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<DoubleChocoAnswer, ParseError> {
        DoubleChocoAnswer::from_json_grid(self, file, grid)
    }

    /// The regions on both sides of the border at (`row`, `col`) of the drawing divided
    /// anew.
    fn reshaped(
        &self,
        answer: &DoubleChocoAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, DoubleChocoAnswer)> {
        super::generate::reshaped(self, answer, (row, col), rng)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate double-choco --rows {rows} --cols {cols}"),
            "random regions, each a white half grown with a grey twin of its shape".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
