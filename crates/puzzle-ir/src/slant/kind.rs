//! Slant in the registry of kinds.

use super::{generate, Diagonal, Slant, SlantAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::vertex_clues::VertexClues;
use crate::{Clue, Generated, KindAnswer, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Slant {
    const NAME: &'static str = "slant";
    const ABOUT: &'static str = "A Slant drawn from random loop-free diagonals";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Slant 6x6, Janko 1",
        puzzle: "https://puzz.link/p?gokigen/6/6/g5aai212cgdg2361c1cg2780bbg",
        from: "puzzles/slant/janko/slant_janko_001_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = SlantAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Slant::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Slant::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// The numbers sit on the cells' corner points.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows() + 1, self.cols() + 1)
    }

    /// A number is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        VertexClues::without_clue(self, clue).map(Slant::new)
    }

    /// A number on every point.
    fn with_every_clue(&self, answer: &SlantAnswer) -> Self {
        generate::every_number(answer)
    }

    /// Either diagonal in every cell.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let both: Vec<String> = Diagonal::BOTH.map(|d| d.symbol().to_string()).into();
        vec![vec![both; self.cols()]; self.rows()]
    }

    fn check(&self, answer: &SlantAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The known numbers, row by row of points.
    fn clues(&self) -> Vec<Clue> {
        VertexClues::clues(self)
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        match *clue {
            Clue::Number { row, col, value } => {
                format!("the number {value} on point ({}, {})", row + 1, col + 1)
            }
            _ => clue.to_string(),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<SlantAnswer, ParseError> {
        SlantAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<SlantAnswer, ParseError> {
        SlantAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let answer = generate::random_answer(rows, cols, rng);
        let puzzle = Slant::new(VertexClues::blank(rows, cols).map_err(|e| e.to_string())?);
        let comments = vec![
            format!("made by: puzzle-sat generate slant --rows {rows} --cols {cols}"),
            "random loop-free diagonals; numbers from the diagonals touching each point".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}

impl KindAnswer for SlantAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        SlantAnswer::grid(self)
    }

    fn to_text(&self) -> String {
        SlantAnswer::to_text(self)
    }
}
