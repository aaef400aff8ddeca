//! Tents in the registry of kinds.

use super::{generate, Tents, TentsAnswer};
use crate::clue::LineKind;
use crate::error::ParseError;
use crate::interop::Genre;
use crate::line_counts;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

impl PuzzleKind for Tents {
    const NAME: &'static str = "tents";
    const ABOUT: &'static str =
        "Tents placed at random, each with a tree beside it, every row and column counted";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Tents 10x10, Janko 2",
        puzzle: "https://puzz.link/p?tents/10/10/40313131133112322132i22c114c01b0125a23451",
        from: "puzzles/tents/janko/tents_janko_002_10x10.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "4")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);
    const RESHAPING: &'static str =
        "an empty cell became a tree with a tent of its own, and the counts were read again";

    type Answer = TentsAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Tents::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Tents::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// A count erased: its line may hold any number of tents.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Line { line, index, .. } = *clue else {
            return None;
        };
        let (mut rows, mut cols) = (self.row_counts().to_vec(), self.col_counts().to_vec());
        match line {
            LineKind::Row => rows.get_mut(index)?.take()?,
            LineKind::Col => cols.get_mut(index)?.take()?,
        };
        Tents::new(self.trees().to_vec(), rows, cols).ok()
    }

    /// Every row and column counted.
    fn with_every_clue(&self, answer: &TentsAnswer) -> Self {
        generate::counted(self.shape(), self.trees().to_vec(), &answer.tents()).0
    }

    /// The empty cell made a tree with a tent of its own ([`generate::tree_added`]).
    fn reshaped(
        &self,
        answer: &TentsAnswer,
        row: usize,
        col: usize,
        rng: &mut SmallRng,
    ) -> Option<(Self, TentsAnswer)> {
        (row < self.rows() && col < self.cols())
            .then(|| generate::tree_added(self, answer, row * self.cols() + col, rng))?
    }

    /// A tree (`T`) where the puzzle has one, otherwise empty (`.`) or a tent (`A`).
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let values = |tree: &bool| match tree {
            true => vec!["T".to_owned()],
            false => vec![".".to_owned(), "A".to_owned()],
        };
        (self.trees().chunks(self.cols()))
            .map(|row| row.iter().map(values).collect())
            .collect()
    }

    fn check(&self, answer: &TentsAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The counts of the rows, then of the columns.
    fn clues(&self) -> Vec<Clue> {
        line_counts::clues(self.row_counts(), self.col_counts())
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<TentsAnswer, ParseError> {
        TentsAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<TentsAnswer, ParseError> {
        TentsAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let (rows, cols) = values.grid_size()?;
        let (puzzle, answer) = generate::random_puzzle(rows, cols, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate tents --rows {rows} --cols {cols}"),
            "tents placed at random, each with a tree beside it; every line counted".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
