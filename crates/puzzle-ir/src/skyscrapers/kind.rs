//! Skyscrapers in the registry of kinds. Its clues are placed on the framed grid
//! ([`PuzzleKind::clue_grid`]): a count on the border is a [`Clue::Number`], a given
//! height inside a [`Clue::Given`], both at their place in the frame.

use super::check::clue_place;
use super::{Skyscrapers, SkyscrapersAnswer, MAX_SIZE};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

/// The size of a generated puzzle.
const SIZE: Setting = Setting::number("size", "N: an N x N grid of heights 1..N", None);

impl PuzzleKind for Skyscrapers {
    const NAME: &'static str = "skyscrapers";
    const ABOUT: &'static str = "A Skyscrapers: a random Latin square, clues read off its views";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Skyscrapers 4x4, pzprjs's test",
        puzzle: "https://puzz.link/p?skyscrapers/4/4/k13h4j3g",
        from: "puzzles/skyscrapers/puzzlink/skyscrapers_pzprjs_4x4.txt",
    };
    const GENERATOR: &'static [Setting] = &[SIZE];
    const SMALL: &'static [(&'static str, &'static str)] = &[("size", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = SkyscrapersAnswer;
    type Violation = super::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Skyscrapers::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Skyscrapers::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.size(), self.size())
    }

    /// The frame: the cells and the border of clues around them.
    fn clue_grid(&self) -> (usize, usize) {
        (self.size() + 2, self.size() + 2)
    }

    /// A height of 1..n, in a cell without a given.
    fn with_given(&self, row: usize, col: usize, value: &str) -> Option<Self> {
        let height: u32 = value.parse().ok()?;
        let fits = (1..=self.size() as u32).contains(&height) && self.given(row, col).is_none();
        fits.then(|| self.with_frame_at(row + 1, col + 1, Some(height)))
    }

    /// A count or a given is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let (Clue::Number { row, col, .. } | Clue::Given { row, col, .. }) = *clue else {
            return None;
        };
        let side = self.size() + 2;
        self.frame().get(row * side + col)?.as_ref()?;
        Some(self.with_frame_at(row, col, None))
    }

    /// Every count the answer's views give, and every height given.
    fn with_every_clue(&self, answer: &SkyscrapersAnswer) -> Self {
        super::generate::every_clue(self.size(), answer)
    }

    /// A given's height, and 1..n elsewhere.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let n = self.size();
        let every: Vec<String> = (1..=n).map(|h| h.to_string()).collect();
        (0..n)
            .map(|r| {
                (0..n)
                    .map(|c| match self.given(r, c) {
                        Some(given) => vec![given.to_string()],
                        None => every.clone(),
                    })
                    .collect()
            })
            .collect()
    }

    fn check(&self, answer: &SkyscrapersAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The counts, top, bottom, left and right, then the givens row by row.
    fn clues(&self) -> Vec<Clue> {
        let counts = (self.clues()).map(|(side, index, value)| {
            let (row, col) = self.clue_place(side, index);
            Clue::Number { row, col, value }
        });
        let n = self.size();
        let givens = (0..n * n).filter_map(|i| {
            let (row, col) = (i / n + 1, i % n + 1);
            let value = self.given(row - 1, col - 1)?;
            Some(Clue::Given { row, col, value })
        });
        counts.chain(givens).collect()
    }

    /// "the clue 3 above column 2", "the given 4 at row 1, column 3".
    fn describe_clue(&self, clue: &Clue) -> String {
        match *clue {
            Clue::Number { row, col, value } => match self.side_of(row, col) {
                Some((side, index)) => format!("the clue {value} {}", clue_place(side, index + 1)),
                None => clue.to_string(),
            },
            Clue::Given { row, col, value } => {
                format!("the given {value} at row {row}, column {col}")
            }
            _ => clue.to_string(),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<SkyscrapersAnswer, ParseError> {
        SkyscrapersAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<SkyscrapersAnswer, ParseError> {
        SkyscrapersAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let size: usize = values.required(&SIZE)?;
        if !(1..=MAX_SIZE).contains(&size) {
            return Err(format!("--size must be 1 to {MAX_SIZE}"));
        }
        let answer = super::generate::random_latin_square(size, rng);
        let puzzle = Skyscrapers::new(size, vec![None; (size + 2) * (size + 2)]);
        let comments = vec![
            format!("made by: puzzle-sat generate skyscrapers --size {size}"),
            "a random Latin square; clues chosen from its views and heights".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
