//! Shakashaka in the registry of kinds.

use super::{generate, Shakashaka, ShakashakaAnswer, Square};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values};
use crate::text::Document;
use crate::{Clue, Generated, KindAnswer, PuzzleKind};
use rand::rngs::SmallRng;

const ROWS: Setting = Setting::number("rows", "Rows of the grid", None);
const COLS: Setting = Setting::number("cols", "Columns of the grid", None);

impl PuzzleKind for Shakashaka {
    const NAME: &'static str = "shakashaka";
    const ABOUT: &'static str =
        "A Shakashaka from a random packing of upright and 45-degree rectangles";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Shakashaka 8x8, Janko 1",
        puzzle: "https://puzz.link/p?shakashaka/8/8/cj.l.lejejehdp.l7.b",
        from: "puzzles/shakashaka/janko/shakashaka_janko_001_8x8.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "3"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str = "a square there or beside it became a numbered black square";

    type Answer = ShakashakaAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Shakashaka::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Shakashaka::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A number becomes a plain black square.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut squares = self.squares().to_vec();
        let square = squares.get_mut(row * self.cols() + col)?;
        matches!(square, Square::Number(_)).then_some(())?;
        *square = Square::Black;
        Shakashaka::new(self.rows(), self.cols(), squares).ok()
    }

    /// A number on every black square.
    fn with_every_clue(&self, answer: &ShakashakaAnswer) -> Self {
        generate::every_number(answer).0
    }

    /// The square, or else one beside it (diagonals included), made black and numbered
    /// where the white areas stay rectangles: the new number watches the squares where
    /// the answers differ.
    fn reshaped(
        &self,
        answer: &ShakashakaAnswer,
        row: usize,
        col: usize,
        _rng: &mut SmallRng,
    ) -> Option<(Self, ShakashakaAnswer)> {
        let near =
            |d: usize, n: usize| (d.checked_sub(1).unwrap_or(d)..=d + 1).filter(move |&x| x < n);
        std::iter::once((row, col))
            .chain(near(row, self.rows()).flat_map(|r| near(col, self.cols()).map(move |c| (r, c))))
            .find_map(|(r, c)| generate::blackened(self, answer, r, c))
    }

    /// A black square as written; a white one left white, or given a triangle whose
    /// white half has white squares beyond both its sides (a black square or the border
    /// there would make a straight side of the white area meet a slanted one), unless a
    /// 0 beside it rules triangles out.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let (rows, cols) = (self.rows(), self.cols());
        let white = |r: usize, c: usize| r < rows && c < cols && self.square(r, c) == Square::White;
        let zero_beside = |r: usize, c: usize| {
            neighbours(r, c)
                .any(|(r, c)| r < rows && c < cols && self.square(r, c) == Square::Number(0))
        };
        let values = |r: usize, c: usize| match self.square(r, c) {
            Square::White if zero_beside(r, c) => vec![".".to_owned()],
            Square::White => {
                let (up, down, left, right) = (
                    white(r.wrapping_sub(1), c),
                    white(r + 1, c),
                    white(r, c.wrapping_sub(1)),
                    white(r, c + 1),
                );
                let triangles = [
                    ("◢", up && left),
                    ("◣", up && right),
                    ("◤", down && right),
                    ("◥", down && left),
                ];
                let shaded = triangles.into_iter().filter(|&(_, ok)| ok).map(|(t, _)| t);
                std::iter::once(".")
                    .chain(shaded)
                    .map(str::to_owned)
                    .collect()
            }
            Square::Black => vec!["#".to_owned()],
            Square::Number(n) => vec![n.to_string()],
        };
        (0..rows)
            .map(|r| (0..cols).map(|c| values(r, c)).collect())
            .collect()
    }

    fn check(&self, answer: &ShakashakaAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    fn clues(&self) -> Vec<Clue> {
        let cols = self.cols();
        self.squares()
            .iter()
            .enumerate()
            .filter_map(|(i, square)| match square {
                Square::Number(value) => Some(Clue::Number {
                    row: i / cols,
                    col: i % cols,
                    value: u32::from(*value),
                }),
                _ => None,
            })
            .collect()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<ShakashakaAnswer, ParseError> {
        ShakashakaAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<ShakashakaAnswer, ParseError> {
        ShakashakaAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let rows: usize = values.required(&ROWS)?;
        let cols: usize = values.required(&COLS)?;
        if rows == 0 || cols == 0 {
            return Err("--rows and --cols must be at least 1".into());
        }
        let (puzzle, answer) = generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate shakashaka --rows {rows} --cols {cols}"),
            "a random packing of upright and 45-degree white rectangles; numbers from its triangles".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}

impl KindAnswer for ShakashakaAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        ShakashakaAnswer::grid(self)
    }

    fn to_text(&self) -> String {
        ShakashakaAnswer::to_text(self)
    }

    fn to_ascii(&self) -> String {
        ShakashakaAnswer::to_ascii(self)
    }

    fn ascii_grid(&self) -> Vec<Vec<String>> {
        ShakashakaAnswer::ascii_grid(self)
    }
}

/// The four squares beside (`r`, `c`), some of them possibly off the grid.
fn neighbours(r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> {
    [
        (r.wrapping_sub(1), c),
        (r + 1, c),
        (r, c.wrapping_sub(1)),
        (r, c + 1),
    ]
    .into_iter()
}
