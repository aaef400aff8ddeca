//! School Trip in the registry of kinds.

use super::{generate, SchoolTrip, SchoolTripAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::small_number::Number;
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for SchoolTrip {
    const NAME: &'static str = "school-trip";
    const ABOUT: &'static str =
        "A School Trip of futons laid at random beside one aisle, pillars in its 2x2 blocks";
    const EXAMPLE: crate::Example = crate::Example {
        name: "School Trip 5x5, pzprjs's test",
        puzzle: "https://puzz.link/p?shugaku/5/5/c5d462b",
        from: "puzzles/school-trip/puzzlink/school_trip_pzprjs_5x5.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    /// 2x3 cells of six values each: 46,656 fillings for the brute force.
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "2"), ("cols", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str =
        "a futon became two pillars or an aisle cell one, and the pillars were numbered again";

    type Answer = SchoolTripAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        SchoolTrip::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        SchoolTrip::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// The pillar stays and loses its number (it becomes `?`).
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut pillars = self.pillars().to_vec();
        let pillar = pillars.get_mut(row * self.cols() + col)?;
        (*pillar)?;
        *pillar = Some(Number::Unknown);
        SchoolTrip::new(self.rows(), self.cols(), pillars).ok()
    }

    /// Every pillar numbered with the pillows beside it.
    fn with_every_clue(&self, answer: &SchoolTripAnswer) -> Self {
        generate::numbered(self, answer)
    }

    /// A futon made two pillars, or an aisle cell one ([`generate::pillared`]).
    fn reshaped(
        &self,
        answer: &SchoolTripAnswer,
        row: usize,
        col: usize,
        _rng: &mut SmallRng,
    ) -> Option<(Self, SchoolTripAnswer)> {
        (row < self.rows() && col < self.cols())
            .then(|| generate::pillared(self, answer, row * self.cols() + col))?
    }

    /// A pillar shows its number; any other cell is an aisle, a pillow or a foot.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let open = ["#", "P", "^", "v", "<", ">"].map(str::to_owned).to_vec();
        let values = |pillar: &Option<Number>| match pillar {
            Some(_) => vec![Number::text(*pillar).to_string()],
            None => open.clone(),
        };
        (self.pillars().chunks(self.cols()))
            .map(|row| row.iter().map(values).collect())
            .collect()
    }

    fn check(&self, answer: &SchoolTripAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every known number, row by row (a `?` states only that its cell is a pillar).
    fn clues(&self) -> Vec<Clue> {
        (self.counts())
            .map(|(cell, n)| {
                let (row, col) = self.shape().position(cell);
                Clue::Number { row, col, value: n.into() }
            })
            .collect()
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        match *clue {
            Clue::Number { row, col, value } => {
                format!("the number {value} at row {}, column {}", row + 1, col + 1)
            }
            _ => clue.to_string(),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<SchoolTripAnswer, ParseError> {
        SchoolTripAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<SchoolTripAnswer, ParseError> {
        SchoolTripAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate school-trip --rows {rows} --cols {cols}"),
            "futons laid at random beside one aisle; every pillar numbered".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
