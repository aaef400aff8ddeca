//! Battleship in the registry of kinds.

use super::{generate, Battleship, BattleshipAnswer, Given, Segment};
use crate::clue::LineKind;
use crate::error::ParseError;
use crate::interop::Genre;
use crate::line_counts;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

/// The value of a given in a [`Clue::Given`]: pzprjs's clue number (0 water, 1..10 the
/// segments), and 11 for some ship part.
fn given_value(given: Given) -> u32 {
    match given {
        Given::Water => 0,
        Given::Segment(segment) => segment.code(),
        Given::Ship => 11,
    }
}

impl PuzzleKind for Battleship {
    const NAME: &'static str = "battleship";
    const ABOUT: &'static str =
        "A classic fleet placed at random, ships apart, every row and column counted";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Battleship 10x10, Janko 77",
        puzzle: "https://puzz.link/p?battleship/10/10/25112401222121202433i3z0zzu6y//d",
        from: "puzzles/battleship/janko/battleship_janko_077_10x10.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = BattleshipAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Battleship::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Battleship::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// The cell given as the answer draws it: water (`.`) or its segment.
    fn with_given(&self, row: usize, col: usize, value: &str) -> Option<Self> {
        let given = match value {
            "." => Given::Water,
            _ => Given::Segment(Segment::from_symbol(value.parse().ok()?)?),
        };
        let mut givens = self.givens().to_vec();
        *givens.get_mut(row.checked_mul(self.cols())? + col)? = Some(given);
        Battleship::new(self.fleet().clone(), givens, self.row_counts().to_vec(), self.col_counts().to_vec()).ok()
    }

    /// A count or a given erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let (mut rows, mut cols) = (self.row_counts().to_vec(), self.col_counts().to_vec());
        let mut givens = self.givens().to_vec();
        match *clue {
            Clue::Line { line: LineKind::Row, index, .. } => rows.get_mut(index)?.take()?,
            Clue::Line { line: LineKind::Col, index, .. } => cols.get_mut(index)?.take()?,
            Clue::Given { row, col, .. } if col < self.cols() => {
                givens.get_mut(row * self.cols() + col)?.take().map(given_value)?
            }
            _ => return None,
        };
        Battleship::new(self.fleet().clone(), givens, rows, cols).ok()
    }

    /// Every line counted and every cell given as the answer draws it.
    fn with_every_clue(&self, answer: &BattleshipAnswer) -> Self {
        let (counted, _) = generate::counted(self.shape(), self.fleet().clone(), answer.ships());
        let givens = (answer.segments().into_iter())
            .map(|s| Some(s.map_or(Given::Water, Given::Segment)))
            .collect();
        Battleship::new(self.fleet().clone(), givens, counted.row_counts().to_vec(), counted.col_counts().to_vec())
            .expect("the puzzle's shape")
    }

    /// Water (`.`) or a ship cell (`#`, drawn as its segment), as the givens allow.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let values = |given: &Option<Given>| match given {
            Some(Given::Water) => vec![".".to_owned()],
            Some(_) => vec!["#".to_owned()],
            None => vec![".".to_owned(), "#".to_owned()],
        };
        (self.givens().chunks(self.cols()))
            .map(|row| row.iter().map(values).collect())
            .collect()
    }

    fn check(&self, answer: &BattleshipAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The counts of the rows, then of the columns, then the givens in reading order.
    fn clues(&self) -> Vec<Clue> {
        let mut clues = line_counts::clues(self.row_counts(), self.col_counts());
        clues.extend((self.givens().iter().enumerate()).filter_map(|(cell, given)| {
            let (row, col) = self.shape().position(cell);
            given.map(|given| Clue::Given { row, col, value: given_value(given) })
        }));
        clues
    }

    /// A given in words: water, a segment or some ship part, and where.
    fn describe_clue(&self, clue: &Clue) -> String {
        let Clue::Given { row, col, value } = *clue else {
            return clue.to_string();
        };
        let what = match value {
            0 => "water".to_owned(),
            11 => "a ship part".to_owned(),
            code => format!("the segment `{}`", Segment::from_code(code).map_or('?', Segment::symbol)),
        };
        format!("{what} given at ({}, {})", row + 1, col + 1)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<BattleshipAnswer, ParseError> {
        BattleshipAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<BattleshipAnswer, ParseError> {
        BattleshipAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate battleship --rows {rows} --cols {cols}"),
            format!("fleet {} placed at random; every line counted", puzzle.fleet().write()),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
