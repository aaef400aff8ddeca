//! Ripple Effect in the registry of kinds.

use super::{RippleEffect, RippleEffectAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::shading::{number_text, UNKNOWN};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

/// The largest room of a generated puzzle.
const MAX_ROOM: Setting = Setting::number(
    "max-room",
    "The most cells a room grows to (rooms that take in leftover cells grow past it)",
    Some("10"),
);

impl PuzzleKind for RippleEffect {
    const NAME: &'static str = "ripple-effect";
    const ABOUT: &'static str = "A Ripple Effect: random rooms filled at random, givens chosen";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Ripple Effect 6x6, Janko 71",
        puzzle: "https://puzz.link/p?ripple/6/6/jjvrpmu62speo2g3g1n4g4g3o",
        from: "puzzles/ripple-effect/janko/ripple-effect_janko_0071_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS, MAX_ROOM];
    const SMALL: &'static [(&'static str, &'static str)] =
        &[("rows", "3"), ("cols", "3"), ("max-room", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = RippleEffectAnswer;
    type Violation = super::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        RippleEffect::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        RippleEffect::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number of 1..the room's size, in a cell without a given.
    fn with_given(&self, row: usize, col: usize, value: &str) -> Option<Self> {
        let size = self.room_size(row, col) as u32;
        let value: u32 = value.parse().ok().filter(|v| (1..=size).contains(v))?;
        let free = self.givens()[row * self.cols() + col].is_none();
        free.then(|| self.with_given_at(row, col, Some(value)))
    }

    /// A given is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Given { row, col, .. } = *clue else {
            return None;
        };
        self.given(row, col)?;
        Some(self.with_given_at(row, col, None))
    }

    /// A given's number, `?` where the puzzle shows it, and 1..the room's size elsewhere.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        (0..self.rows())
            .map(|r| {
                (0..self.cols())
                    .map(|c| match self.givens()[r * self.cols() + c] {
                        Some(given) => vec![number_text(Some(given))],
                        None => (1..=self.room_size(r, c)).map(|v| v.to_string()).collect(),
                    })
                    .collect()
            })
            .collect()
    }

    fn check(&self, answer: &RippleEffectAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every given number, row by row (a `?` states nothing).
    fn clues(&self) -> Vec<Clue> {
        let cols = self.cols();
        (self.givens().iter().enumerate())
            .filter_map(|(i, &given)| {
                let value = given.filter(|&n| n != UNKNOWN)?;
                let (row, col) = (i / cols, i % cols);
                Some(Clue::Given { row, col, value })
            })
            .collect()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<RippleEffectAnswer, ParseError> {
        RippleEffectAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<RippleEffectAnswer, ParseError> {
        RippleEffectAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let max_room: usize = values.required(&MAX_ROOM)?;
        if !(1..=super::MAX_GIVEN as usize).contains(&max_room) {
            return Err(format!(
                "--max-room must be 1 to {}",
                super::MAX_GIVEN
            ));
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, max_room, rng)
            .ok_or_else(|| {
                format!(
                    "no fill found on {} random room layouts; try a larger --max-room",
                    super::generate::DRAWS
                )
            })?;
        let comments = vec![
            format!(
                "made by: puzzle-sat generate ripple-effect --rows {rows} --cols {cols} --max-room {max_room}"
            ),
            "rooms grown and numbered together; givens chosen from the answer".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
