//! Star Battle in the registry of kinds.

use super::{StarBattle, StarBattleAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

const SIZE: Setting = Setting::number("size", "N, the grid's rows and columns", Some("10"));
const STARS: Setting = Setting::number(
    "stars",
    "K, the stars of each row, column and room (default: 1 below 10x10, 2 from 10x10, 3 from 14x14)",
    None,
);

impl PuzzleKind for StarBattle {
    const NAME: &'static str = "star-battle";
    const ABOUT: &'static str = "A Star Battle whose rooms grow around a random placement of stars";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Star Battle 6x6, pzprjs's example",
        puzzle: "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou",
        from: "puzzles/star-battle/puzzlink/starbattle_pzprjs_6x6.txt",
    };
    const GENERATOR: &'static [Setting] = &[SIZE, STARS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("size", "4"), ("stars", "1")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str = "an empty cell there joined a neighbouring room";

    type Answer = StarBattleAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        StarBattle::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        StarBattle::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A star or not.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let both = vec!["#".to_owned(), ".".to_owned()];
        vec![vec![both; self.cols()]; self.rows()]
    }

    fn check(&self, answer: &StarBattleAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The rooms and the star count are the puzzle: there is no clue to take away.
    fn clues(&self) -> Vec<Clue> {
        Vec::new()
    }

    /// The empty cell at (`row`, `col`) given to a neighbouring room.
    fn reshaped(
        &self,
        answer: &StarBattleAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, StarBattleAnswer)> {
        super::generate::moved(self, answer, row, col, rng).map(|moved| (moved, answer.clone()))
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<StarBattleAnswer, ParseError> {
        StarBattleAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<StarBattleAnswer, ParseError> {
        StarBattleAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let size: usize = values.required(&SIZE)?;
        let stars = match values.number::<usize>(&STARS)? {
            Some(stars) => stars,
            None => 1 + usize::from(size >= 10) + usize::from(size >= 14),
        };
        if stars == 0 || size < 4 * stars {
            return Err(format!(
                "--size must be at least 4 x --stars: {stars} stars do not fit in a row of {size} cells with room to spare"
            ));
        }
        let (puzzle, answer) = super::generate::random_puzzle(size, stars, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate star-battle --size {size} --stars {stars}"),
            "rooms grown around a random placement of stars".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
