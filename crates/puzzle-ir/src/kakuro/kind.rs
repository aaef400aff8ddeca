//! Kakuro in the registry of kinds.

use super::{generate, looks_like_hash_kakuro, Cell, Kakuro, KakuroAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values};
use crate::sums::narrow;
use crate::text::Document;
use crate::{Clue, Generated, KindAnswer, PuzzleKind};
use rand::rngs::SmallRng;
use rand::Rng;

/// How rarely a reshape blocks a cell instead of changing its digit. Changing digits alone
/// leaves a last ambiguity or two that keep coming back on large grids; blocking one time
/// in 4 ends them and leaves more white cells than one time in 2
/// (docs/experiments/2026-11-26-figures-from-code-comments.md, "Kakuro reshapes that block
/// a cell").
const BLOCK_ONE_IN: u32 = 4;

const ROWS: Setting = Setting::number("rows", "Rows of the grid, clue frame included", None);
const COLS: Setting = Setting::number("cols", "Columns of the grid, clue frame included", None);
const BLOCKS: Setting = Setting::number(
    "blocks",
    "Probability that an inner cell starts as a block (runs are then repaired to 2..9 cells)",
    Some("0.3"),
);

impl PuzzleKind for Kakuro {
    const NAME: &'static str = "kakuro";
    const ABOUT: &'static str =
        "A Kakuro whose clues are the run sums of a random layout filled with random digits";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Kakuro 10x12, Janko 1",
        puzzle: "https://puzz.link/p?kakuro/11/9/D7l-glg-.a4o4Dm46regn.lb7mO3lg-.-3lh7mh3lh-.aclhDmE3l4JngOr-Em-Do..-hl-al.gfAh63Dgd63",
        from: "puzzles/kakuro/janko/kakuro_janko_001_10x12.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS, BLOCKS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "5")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str =
        "a cell took another digit or became a block, and the sums of its runs were read again";

    type Answer = KakuroAnswer;
    type Violation = super::check::Violation;

    /// Files whose first line starts with `#Kakuro`: the rest is the grid.
    fn parse_headerless(file: &str, text: &str) -> Option<Result<Self, ParseError>> {
        looks_like_hash_kakuro(text).then(|| Kakuro::parse_hash_kakuro(file, text))
    }

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Kakuro::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Kakuro::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// Another digit in the cell, the sums of its two runs re-read; or, one time in
    /// `BLOCK_ONE_IN`, a block in the cell, which splits its runs.
    fn reshaped(
        &self,
        answer: &KakuroAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, KakuroAnswer)> {
        if rng.random_ratio(1, BLOCK_ONE_IN) {
            if let Some(blocked) = generate::blocked(self, answer, row, col) {
                return Some(blocked);
            }
        }
        generate::redigited(self, answer, row, col, rng)
    }

    /// `x` off the white cells; on them the digits that some filling of each of their
    /// runs puts there.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let mut digits: Vec<Vec<u32>> = self
            .cells()
            .iter()
            .map(|&cell| {
                if cell == Cell::White {
                    (1..=9).collect()
                } else {
                    Vec::new()
                }
            })
            .collect();
        let runs: Vec<(Vec<usize>, u32)> = self
            .runs()
            .iter()
            .map(|run| {
                (
                    run.cells
                        .iter()
                        .map(|&(r, c)| r * self.cols() + c)
                        .collect(),
                    run.sum,
                )
            })
            .collect();
        while runs.iter().fold(false, |changed, (cells, sum)| {
            narrow(&mut digits, cells, *sum) | changed
        }) {}
        let text = |(cell, digits): (&Cell, &Vec<u32>)| match cell {
            Cell::White => digits.iter().map(u32::to_string).collect(),
            _ => vec!["x".to_owned()],
        };
        let cells: Vec<Vec<String>> = self.cells().iter().zip(&digits).map(text).collect();
        cells.chunks(self.cols()).map(<[_]>::to_vec).collect()
    }

    fn check(&self, answer: &KakuroAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    fn clues(&self) -> Vec<Clue> {
        self.runs()
            .iter()
            .map(|run| Clue::Run {
                direction: run.direction,
                row: run.clue_cell.0,
                col: run.clue_cell.1,
                sum: run.sum,
            })
            .collect()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<KakuroAnswer, ParseError> {
        KakuroAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<KakuroAnswer, ParseError> {
        KakuroAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let rows: usize = values.required(&ROWS)?;
        let cols: usize = values.required(&COLS)?;
        let blocks: f64 = values.required(&BLOCKS)?;
        if rows == 0 || cols == 0 || !(0.0..=1.0).contains(&blocks) {
            return Err("--rows and --cols must be at least 1, --blocks within 0..1".into());
        }
        let (puzzle, answer) = generate::random_puzzle(rows, cols, blocks, rng);
        let comments = vec![
            format!(
                "made by: puzzle-sat generate kakuro --rows {rows} --cols {cols} --blocks {blocks}"
            ),
            "run sums of a random layout filled with random digits".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}

impl KindAnswer for KakuroAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        KakuroAnswer::grid(self)
    }

    fn to_text(&self) -> String {
        KakuroAnswer::to_text(self)
    }

    /// Kakuro answer files are comma-separated, as printed.
    fn to_file(&self) -> String {
        KakuroAnswer::to_text(self)
    }
}
