//! Tapa in the registry of kinds.

use super::{Tapa, TapaAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Tapa {
    const NAME: &'static str = "tapa";
    const ABOUT: &'static str =
        "A Tapa shaded at random, clued where its rings rule out other answers";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Tapa 5x5, pzprjs's test",
        puzzle: "https://puzz.link/p?tapa/5/5/3n5hchhajn2",
        from: "puzzles/tapa/puzzlink/tapa_pzprjs_5x5.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = TapaAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Tapa::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Tapa::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A clue is erased: its cell may then be shaded like any other.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        self.without(clue)
    }

    /// Every unshaded cell clued with the runs around it.
    fn with_every_clue(&self, answer: &TapaAnswer) -> Self {
        super::generate::every_clue(answer)
    }

    /// A clue cell is unshaded (`.`); any other cell is shaded (`#`) or not.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let values = |clue: &Option<_>| match clue {
            Some(_) => vec![".".to_owned()],
            None => vec!["#".to_owned(), ".".to_owned()],
        };
        (self.clues_by_cell().chunks(self.cols()))
            .map(|row| row.iter().map(values).collect())
            .collect()
    }

    fn check(&self, answer: &TapaAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every clue, row by row, its numbers as the digits of the value (`?` a 9).
    fn clues(&self) -> Vec<Clue> {
        self.clue_list()
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        let &Clue::Number { row, col, .. } = clue else {
            return clue.to_string();
        };
        let text = self.clue(row, col).map_or(".".into(), ToString::to_string);
        format!("the clue {text} at ({}, {})", row + 1, col + 1)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<TapaAnswer, ParseError> {
        TapaAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(&self, file: &str, grid: &[Vec<String>]) -> Result<TapaAnswer, ParseError> {
        TapaAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        if rows < 2 || cols < 2 {
            return Err("--rows and --cols must be at least 2".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate tapa --rows {rows} --cols {cols}"),
            "a random connected shading without 2x2 blocks; clues read off its rings".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
