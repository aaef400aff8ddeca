//! Koburin in the registry of kinds.

use super::{generate, Koburin, KoburinAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::lines::LinePuzzle;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::shaded_loop::{self, Mark};
use crate::small_number::Number;
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Koburin {
    const NAME: &'static str = "koburin";
    const ABOUT: &'static str = "A Koburin from a random loop, the cells off it shaded or numbered";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Koburin 5x5, pzprjs's test",
        puzzle: "https://puzz.link/p?koburin/5/5/clcbg.n",
        from: "puzzles/koburin/puzzlink/koburin_pzprjs_5x5.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    /// 2x4 cells have 10 links and at most 8 cells to shade: at most 262,144 drawings
    /// for the brute force.
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "2"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str = "a shaded cell became a number cell";

    type Answer = KoburinAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Koburin::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Koburin::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of cells and one between each
    /// two.
    fn dimensions(&self) -> (usize, usize) {
        Self::LATTICE.drawing_size(self.size())
    }

    /// The number cell stays and loses its number (it becomes `?`).
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut clues = self.clues();
        let cell = clues.get_mut(row * self.cols() + col)?;
        (*cell)?;
        *cell = Some(Number::Unknown);
        Some(self.with_clues(clues))
    }

    /// Every number cell numbered with the shaded cells it counts.
    fn with_every_clue(&self, answer: &KoburinAnswer) -> Self {
        let shaded = self.shaded(answer);
        let clues = (self.clues().into_iter().enumerate()).map(|(cell, clue)| clue.map(|_| self.seen(cell, &shaded)));
        self.with_clues(clues.collect())
    }

    /// A shaded cell (at even `row` and `col` of the drawing) made a number cell, and
    /// every number cell numbered with the shaded cells it counts: the loop stays, and a
    /// second answer that left the cell unshaded or drew the loop through it is ruled out.
    fn reshaped(
        &self,
        answer: &KoburinAnswer,
        row: usize,
        col: usize,
        _rng: &mut SmallRng,
    ) -> Option<(Self, KoburinAnswer)> {
        let (r, c) = (row / 2, col / 2);
        if row % 2 == 1 || col % 2 == 1 || answer.cell(r, c) != Some(Mark::Shaded) {
            return None;
        }
        let mut clues = self.clues();
        clues[r * self.cols() + c] = Some(Number::Unknown);
        let mut shaded = self.shaded(answer);
        shaded[r * self.cols() + c] = false;
        let marked = self.with_clues(clues);
        let puzzle = marked.with_every_clue(&shaded_loop::answer(&marked, answer.edges().clone(), &shaded));
        let answer = shaded_loop::answer(&puzzle, answer.edges().clone(), &shaded);
        Some((puzzle, answer))
    }

    /// A number cell shows its number, any other cell is shaded or not; a link is drawn
    /// or not; the space between four cells is blank.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        shaded_loop::cell_values(self)
    }

    fn check(&self, answer: &KoburinAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The numbers sit in the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// Every known number, row by row (a `?` states only that its cell is a number cell).
    fn clues(&self) -> Vec<Clue> {
        (self.counts())
            .map(|(cell, n)| Clue::Number { row: cell / self.cols(), col: cell % self.cols(), value: n.into() })
            .collect()
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        match *clue {
            Clue::Number { row, col, value } => format!("the number {value} at row {}, column {}", row + 1, col + 1),
            _ => clue.to_string(),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<KoburinAnswer, ParseError> {
        KoburinAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(&self, file: &str, grid: &[Vec<String>]) -> Result<KoburinAnswer, ParseError> {
        KoburinAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let clues = "a number counting the shaded cells beside it";
        shaded_loop::generated(values, Self::NAME, clues, |rows, cols| generate::random_puzzle(rows, cols, rng))
    }
}
