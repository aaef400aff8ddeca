//! Snake in the registry of kinds.

use super::{generate, Circle, Snake, SnakeAnswer};
use crate::clue::LineKind;
use crate::error::ParseError;
use crate::interop::Genre;
use crate::line_counts;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Snake {
    const NAME: &'static str = "snake";
    const ABOUT: &'static str =
        "A snake wound at random, every row and column counted, its two ends circled";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Snake 8x8, Janko 1",
        puzzle: "https://puzz.link/p?snake/8/8/00600000000000000020001173421254131313",
        from: "puzzles/snake/janko/snake_janko_001_8x8.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = SnakeAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Snake::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Snake::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A circle or a count erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let (mut circles, mut rows, mut cols) = (
            self.circles().to_vec(),
            self.row_counts().to_vec(),
            self.col_counts().to_vec(),
        );
        match *clue {
            Clue::Number { row, col, .. } => {
                circles.get_mut(row * self.cols() + col)?.take()?;
            }
            Clue::Line { line, index, .. } => {
                let counts = if line == LineKind::Row { &mut rows } else { &mut cols };
                counts.get_mut(index)?.take()?;
            }
            _ => return None,
        }
        Snake::new(circles, rows, cols).ok()
    }

    /// Every row and column counted, the ends circled black and every other cell of the
    /// snake circled white.
    fn with_every_clue(&self, answer: &SnakeAnswer) -> Self {
        generate::clued(self.shape(), answer.cells())
    }

    /// A circled cell is shaded; any other is shaded (`#`) or not (`.`).
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let values = |circle: &Option<Circle>| match circle {
            Some(_) => vec!["#".to_owned()],
            None => vec![".".to_owned(), "#".to_owned()],
        };
        (self.circles().chunks(self.cols()))
            .map(|row| row.iter().map(values).collect())
            .collect()
    }

    fn check(&self, answer: &SnakeAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The circles in reading order (pzprjs's numbers: 1 white, 2 black), then the counts
    /// of the rows and of the columns.
    fn clues(&self) -> Vec<Clue> {
        let cols = self.cols();
        let mut clues: Vec<Clue> = (self.circles().iter().enumerate())
            .filter_map(|(i, circle)| {
                circle.map(|circle| Clue::Number {
                    row: i / cols,
                    col: i % cols,
                    value: circle.number(),
                })
            })
            .collect();
        clues.extend(line_counts::clues(self.row_counts(), self.col_counts()));
        clues
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        match *clue {
            Clue::Number { row, col, value } => {
                let circle = Circle::from_number(value).map_or("circle", Circle::noun);
                format!("the {circle} at row {}, column {}", row + 1, col + 1)
            }
            _ => clue.to_string(),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<SnakeAnswer, ParseError> {
        SnakeAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<SnakeAnswer, ParseError> {
        SnakeAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        if rows * cols < 2 {
            return Err("a snake needs a grid of two cells at least".into());
        }
        let (puzzle, answer) = generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate snake --rows {rows} --cols {cols}"),
            "a snake wound at random; every line counted, its ends circled".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
