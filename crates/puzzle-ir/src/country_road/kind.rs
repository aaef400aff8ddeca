//! Country Road in the registry of kinds.

use super::{CountryRoad, CountryRoadAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::lines::LinePuzzle;
use crate::numbered_rooms::NumberedRooms;
use crate::settings::{Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for CountryRoad {
    const NAME: &'static str = "country-road";
    const ABOUT: &'static str = "A Country Road whose rooms are stretches of a random loop";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Country Road 5x5, pzprjs's example",
        puzzle: "https://puzz.link/p?country/5/5/amda0uf02h12h",
        from: "puzzles/country-road/puzzlink/country_pzprjs_5x5.txt",
    };
    const GENERATOR: &'static [crate::settings::Setting] = &[ROWS, COLS];
    /// 3x4 cells have 17 links: 131,072 drawings for the brute force.
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str = "the room there was cut in two along the loop";

    type Answer = CountryRoadAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        CountryRoad::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        CountryRoad::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of cells and one between each
    /// two.
    fn dimensions(&self) -> (usize, usize) {
        Self::LATTICE.drawing_size(self.size())
    }

    /// The numbers sit in the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A room's number is erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        NumberedRooms::without_clue(self, clue).map(CountryRoad::new)
    }

    /// Every room numbered.
    fn with_every_clue(&self, answer: &CountryRoadAnswer) -> Self {
        super::generate::every_number(self.rooms(), answer)
    }

    /// The room of a cell of the link at drawing position (`row`, `col`) cut in two
    /// along the loop.
    fn reshaped(
        &self,
        answer: &CountryRoadAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, CountryRoadAnswer)> {
        super::generate::split(self, answer, row, col, rng)
    }

    /// A link is drawn or not; a cell is `.`, the space between four cells blank.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        self.drawing_values()
    }

    fn check(&self, answer: &CountryRoadAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Each room's known number, at the room's first cell in reading order.
    fn clues(&self) -> Vec<Clue> {
        NumberedRooms::clues(self)
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        NumberedRooms::describe_clue(clue)
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<CountryRoadAnswer, ParseError> {
        CountryRoadAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<CountryRoadAnswer, ParseError> {
        CountryRoadAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        if rows < 2 || cols < 2 {
            return Err("--rows and --cols must be at least 2: a loop needs 2x2 cells".into());
        }
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate country-road --rows {rows} --cols {cols}"),
            "a random loop cut into stretches, each a room with the cells it misses beside it; every room numbered"
                .into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
