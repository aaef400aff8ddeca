//! Yajilin in the registry of kinds.

use super::{generate, Mark, Yajilin, YajilinAnswer};
use crate::arrow::ArrowClue;
use crate::arrow_grid::ArrowGrid;
use crate::error::ParseError;
use crate::interop::Genre;
use crate::lines::LinePuzzle;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::shaded_loop;
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Yajilin {
    const NAME: &'static str = "yajilin";
    const ABOUT: &'static str = "A Yajilin from a random loop, the cells off it shaded or made arrows";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Yajilin 7x7, Janko 1",
        puzzle: "https://puzz.link/p?yajilin/7/7/a31h40h41b31a22o31h",
        from: "puzzles/yajilin/janko/yajilin_janko_0001_7x7.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    /// 2x4 cells have 10 links and at most 8 cells to shade: at most 262,144 drawings
    /// for the brute force.
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "2"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = YajilinAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Yajilin::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Yajilin::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of cells and one between each
    /// two.
    fn dimensions(&self) -> (usize, usize) {
        Self::LATTICE.drawing_size(self.size())
    }

    /// The clue cell keeps its arrow and loses its number (it becomes `?`).
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut clues = ArrowGrid::clues(self).to_vec();
        let cell = clues.get_mut(row * self.cols() + col)?.as_mut()?;
        cell.number.take()?;
        Some(Yajilin::new(self.rows(), self.cols(), clues).ok()?.with_gray(self.gray()))
    }

    /// Every arrow of a clue cell numbered with the shaded cells it points at.
    fn with_every_clue(&self, answer: &YajilinAnswer) -> Self {
        let grid = self.grid();
        let shaded = |cell: usize| answer.cell(cell / grid.cols, cell % grid.cols) == Some(Mark::Shaded);
        let clues = (ArrowGrid::clues(self).iter().enumerate()).map(|(cell, &clue)| {
            let clue = clue?;
            let Some(arrow) = clue.arrow else { return Some(clue) };
            let number = arrow.ray(grid, cell).filter(|&i| shaded(i)).count() as u32;
            Some(ArrowClue { number: Some(number), ..clue })
        });
        Yajilin::new(grid.rows, grid.cols, clues.collect()).expect("counts below the side").with_gray(self.gray())
    }

    /// A clue cell shows its arrow, any other cell is shaded or not; a link is drawn or
    /// not; the space between four cells is blank.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        shaded_loop::cell_values(self)
    }

    fn check(&self, answer: &YajilinAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The clues sit in the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// Every arrow with a number, row by row (an arrow's `?` states only that its cell is
    /// a clue cell).
    fn clues(&self) -> Vec<Clue> {
        self.count_clues()
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        self.describe_count(clue)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<YajilinAnswer, ParseError> {
        YajilinAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(&self, file: &str, grid: &[Vec<String>]) -> Result<YajilinAnswer, ParseError> {
        YajilinAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let clues = "an arrow counting the shaded cells";
        shaded_loop::generated(values, Self::NAME, clues, |rows, cols| generate::random_puzzle(rows, cols, rng))
    }
}
