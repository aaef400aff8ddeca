//! Galaxies in the registry of kinds.

use super::{Galaxies, GalaxiesAnswer, Spot};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Galaxies {
    const NAME: &'static str = "galaxies";
    const ABOUT: &'static str = "A Galaxies of random regions, each grown symmetric about its dot";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Galaxies 7x7, Janko 1",
        puzzle: "https://puzz.link/p?tentaisho/7/7/hetezleoeoevetegeqe",
        from: "puzzles/galaxies/janko/galaxies_janko_001_7x7.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "3")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = GalaxiesAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Galaxies::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Galaxies::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of corners and per row of cells.
    fn dimensions(&self) -> (usize, usize) {
        (2 * self.rows() + 1, 2 * self.cols() + 1)
    }

    /// The drawing's characters: each edge a border (`-` across, `|` down) or not (a
    /// space or its dot); everything else as the puzzle draws it.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        GalaxiesAnswer::drawing_values(self)
    }

    fn check(&self, answer: &GalaxiesAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Each dot as a number at its place in the drawing: 1 white, 2 black.
    fn clues(&self) -> Vec<Clue> {
        self.dots()
            .map(|(y, x, dot)| Clue::Number {
                row: y + 1,
                col: x + 1,
                value: dot.number(),
            })
            .collect()
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        match *clue {
            Clue::Number { row, col, .. } => format!("the dot {}", Spot::at(row - 1, col - 1)),
            _ => clue.to_string(),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<GalaxiesAnswer, ParseError> {
        GalaxiesAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(&self, file: &str, grid: &[Vec<String>]) -> Result<GalaxiesAnswer, ParseError> {
        GalaxiesAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = super::generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate galaxies --rows {rows} --cols {cols}"),
            "a random division into regions grown symmetric about their centres; a dot at each centre".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
