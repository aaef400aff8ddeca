//! Masyu in the registry of kinds.

use super::{Masyu, MasyuAnswer, Pearl};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::lines::LinePuzzle;
use crate::settings::{Setting, Values};
use crate::text::Document;
use crate::{Clue, ClueRecord, Generated, PuzzleKind};
use rand::rngs::SmallRng;

const ROWS: Setting = Setting::number("rows", "Rows of the grid (at least 2)", None);
const COLS: Setting = Setting::number("cols", "Columns of the grid (at least 2)", None);

impl PuzzleKind for Masyu {
    const NAME: &'static str = "masyu";
    const ABOUT: &'static str = "A Masyu whose loop borders a random set of squares";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Masyu 6x6, Janko 2",
        puzzle: "https://puzz.link/p?mashu/6/6/00016f769000",
        from: "puzzles/masyu/janko/masyu_janko_0002_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    /// 3x4 cells have 17 links: 131,072 drawings for the brute force.
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str =
        "a square beside the link joined or left the loop's inside, and the pearls were placed again";

    type Answer = MasyuAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Masyu::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Masyu::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of cells and one between each
    /// two.
    fn dimensions(&self) -> (usize, usize) {
        Self::LATTICE.drawing_size(self.size())
    }

    /// A pearl is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut pearls = self.pearls().to_vec();
        pearls.get_mut(row * self.cols() + col)?.take()?;
        Masyu::new(self.rows(), self.cols(), pearls).ok()
    }

    /// A pearl wherever the rules allow one.
    fn with_every_clue(&self, answer: &MasyuAnswer) -> Self {
        super::generate::every_pearl(answer).0
    }

    /// The loop moved at the link at drawing position (`row`, `col`).
    fn reshaped(
        &self,
        answer: &MasyuAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, MasyuAnswer)> {
        super::generate::moved(answer, row, col, rng)
    }

    /// A cell shows its pearl; a link is drawn or not; the space between four cells is
    /// blank.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        self.drawing_values()
    }

    fn check(&self, answer: &MasyuAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The pearls sit in the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// Each pearl as a number: 1 white, 2 black, 3 of unknown colour.
    fn clues(&self) -> Vec<Clue> {
        let cols = self.cols();
        self.pearls()
            .iter()
            .enumerate()
            .filter_map(|(i, pearl)| {
                pearl.map(|pearl| Clue::Number {
                    row: i / cols,
                    col: i % cols,
                    value: pearl.number().into(),
                })
            })
            .collect()
    }

    fn clue_record(&self, clue: &Clue) -> ClueRecord {
        match *clue {
            Clue::Number { row, col, value } => ClueRecord::Pearl {
                col,
                color: pearl(value).map_or("?", Pearl::name),
                row,
            },
            _ => clue.record(),
        }
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        match *clue {
            Clue::Number { row, col, value } => format!(
                "the {} at row {}, column {}",
                pearl(value).map_or("pearl".to_owned(), Pearl::noun),
                row + 1,
                col + 1
            ),
            _ => clue.to_string(),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<MasyuAnswer, ParseError> {
        MasyuAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<MasyuAnswer, ParseError> {
        MasyuAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let rows: usize = values.required(&ROWS)?;
        let cols: usize = values.required(&COLS)?;
        if rows < 2 || cols < 2 {
            return Err("--rows and --cols must be at least 2: a loop needs 2x2 cells".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate masyu --rows {rows} --cols {cols}"),
            "the border of a random set of squares between cell centres; every pearl it allows"
                .into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}

/// The pearl of a clue's number.
fn pearl(number: u32) -> Option<Pearl> {
    u8::try_from(number).ok().and_then(Pearl::from_number)
}
