//! Hashiwokakero in the registry of kinds.

use super::{generate, Hashi, HashiAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::shading::number_text;
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Hashi {
    const NAME: &'static str = "hashi";
    const ABOUT: &'static str = "A Hashiwokakero of islands grown one from another, numbered from its bridges";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Hashiwokakero 5x5, pzprjs's test",
        puzzle: "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3",
        from: "puzzles/hashi/puzzlink/hashi_pzprjs_5x5.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = HashiAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Hashi::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Hashi::to_native(self, comments)
    }

    /// The answer's grid is the drawing: a line per row of cells and one between each
    /// two.
    fn dimensions(&self) -> (usize, usize) {
        (2 * self.rows() - 1, 2 * self.cols() - 1)
    }

    /// The numbers sit in the cells.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// An island's number becomes unknown: the island stays.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        (row < self.rows() && col < self.cols()).then_some(())?;
        self.without_number_at(row * self.cols() + col)
    }

    /// Every island numbered.
    fn with_every_clue(&self, answer: &HashiAnswer) -> Self {
        generate::with_numbers(self, answer)
    }

    /// An island as written; a water cell as water or under a bridge that some place of
    /// the puzzle allows there; between two cells, the bridges a span there allows.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let grid = self.grid();
        let (height, width) = self.dimensions();
        let mut values = vec![vec![vec![" ".to_owned()]; width]; height];
        for (i, &number) in self.numbers().iter().enumerate() {
            let (r, c) = grid.position(i);
            values[2 * r][2 * c] = vec![if number.is_some() { number_text(number) } else { ".".to_owned() }];
        }
        for span in self.spans() {
            let (from, to) = (grid.position(span.from), grid.position(span.to));
            let (symbols, places): ([&str; 2], Vec<(usize, usize)>) = if span.across {
                (["-", "="], (2 * from.1 + 1..2 * to.1).map(|c| (2 * from.0, c)).collect())
            } else {
                (["|", "\""], (2 * from.0 + 1..2 * to.0).map(|r| (r, 2 * from.1)).collect())
            };
            for (line, col) in places {
                values[line][col].extend(symbols.iter().map(|s| s.to_string()));
            }
        }
        values
    }

    fn check(&self, answer: &HashiAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every known number, row by row.
    fn clues(&self) -> Vec<Clue> {
        self.0.clues()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<HashiAnswer, ParseError> {
        HashiAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(&self, file: &str, grid: &[Vec<String>]) -> Result<HashiAnswer, ParseError> {
        HashiAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        if rows.max(cols) < 3 {
            return Err("--rows or --cols must be at least 3: a bridge needs three cells in a row".into());
        }
        let (puzzle, answer) = generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate hashi --rows {rows} --cols {cols}"),
            "islands grown one from another, each joined to the one it grew from; numbers from the bridges".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
