//! Nurimisaki in the registry of kinds.

use super::{Nurimisaki, NurimisakiAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::shading::{number_text, NumberGrid};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Nurimisaki {
    const NAME: &'static str = "nurimisaki";
    const ABOUT: &'static str =
        "A Nurimisaki shaded at random, its capes circled, numbered where views rule out other answers";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Nurimisaki 5x5, pzprjs's test",
        puzzle: "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j",
        from: "puzzles/nurimisaki/puzzlink/nurimisaki_pzprjs_5x5.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = NurimisakiAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Nurimisaki::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Nurimisaki::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number is erased: its circle stays, a cape that counts nothing.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        self.number_erased(clue)
    }

    /// Every cape circled and numbered with what it sees.
    fn with_every_clue(&self, answer: &NurimisakiAnswer) -> Self {
        super::generate::every_number(self, answer)
    }

    /// The cell of the other colour (with a neighbour if need be), when the rules allow:
    /// the capes change with it.
    fn reshaped(
        &self,
        answer: &NurimisakiAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, NurimisakiAnswer)> {
        super::generate::flipped(self, answer, row * self.cols() + col, rng)
    }

    /// A circled cell shows its circle (it is never shaded); any other cell is shaded
    /// (`#`) or not (`.`).
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        (0..self.rows())
            .map(|r| {
                (0..self.cols())
                    .map(|c| match self.number(r, c) {
                        Some(circle) => vec![number_text(Some(circle))],
                        None => vec!["#".to_owned(), ".".to_owned()],
                    })
                    .collect()
            })
            .collect()
    }

    fn check(&self, answer: &NurimisakiAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every number, row by row (a circle without one is no clue).
    fn clues(&self) -> Vec<Clue> {
        NumberGrid::clues(self)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<NurimisakiAnswer, ParseError> {
        NurimisakiAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<NurimisakiAnswer, ParseError> {
        NurimisakiAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        if rows < 2 || cols < 2 {
            return Err("--rows and --cols must be at least 2".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng)
            .ok_or("no random shading without a 2x2 block of one colour was found")?;
        let comments = vec![
            format!("made by: puzzle-sat generate nurimisaki --rows {rows} --cols {cols}"),
            "a random shading; its capes circled, numbers read off their views".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
