//! Akari in the registry of kinds.

use super::{generate, Akari, AkariAnswer, Cell};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Akari {
    const NAME: &'static str = "akari";
    const ABOUT: &'static str =
        "An Akari from random black cells lit at random, numbers read off the lights";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Akari 10x10, Janko 1",
        puzzle: "https://puzz.link/p?akari/10/10/blbg.m.ic.nbiepcicl.hcg.magblb",
        from: "puzzles/akari/janko/akari_janko_001_10x10.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str = "a white cell became a black one, and the lights were mended";

    type Answer = AkariAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Akari::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Akari::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number becomes a plain black cell.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut cells = self.cells().to_vec();
        let cell = cells.get_mut(row * self.cols() + col)?;
        matches!(cell, Cell::Black(Some(_))).then_some(())?;
        *cell = Cell::Black(None);
        Akari::new(self.rows(), self.cols(), cells).ok()
    }

    /// A number on every black cell.
    fn with_every_clue(&self, answer: &AkariAnswer) -> Self {
        generate::with_numbers(self, answer)
    }

    /// The cell made black, the lights mended around it.
    fn reshaped(
        &self,
        answer: &AkariAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, AkariAnswer)> {
        generate::blackened(self, answer, row * self.cols() + col, rng)
    }

    /// A white cell with a light or without; a black cell as written.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let values = |cell: Cell| match cell {
            Cell::White => vec![".".to_owned(), "o".to_owned()],
            black => vec![black.symbol().to_string()],
        };
        (self.cells().chunks(self.cols()))
            .map(|row| row.iter().map(|&cell| values(cell)).collect())
            .collect()
    }

    fn check(&self, answer: &AkariAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every number, row by row.
    fn clues(&self) -> Vec<Clue> {
        let grid = self.grid();
        (self.cells().iter().enumerate())
            .filter_map(|(i, &cell)| {
                let Cell::Black(Some(value)) = cell else {
                    return None;
                };
                let (row, col) = grid.position(i);
                let value = u32::from(value);
                Some(Clue::Number { row, col, value })
            })
            .collect()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<AkariAnswer, ParseError> {
        AkariAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(&self, file: &str, grid: &[Vec<String>]) -> Result<AkariAnswer, ParseError> {
        AkariAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate akari --rows {rows} --cols {cols}"),
            "random black cells, lights on dark cells in random order; numbers from the lights".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
