//! Kakurasu in the registry of kinds.

use super::facts::facts_after_header;
use super::{generate, looks_like_facts, Kakurasu, KakurasuAnswer};
use crate::clue::LineKind;
use crate::error::ParseError;
use crate::settings::{Setting, Values, COLS, ROWS};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

const DENSITY: Setting = Setting::number(
    "density",
    "Probability that a cell is black [default: 0.85 up to 18x18, denser beyond (0.90 at 25x25, 0.93 at 30x30), where random grids at 0.85 have astronomically many answers]",
    None,
);

/// Expected answers (log 2) from which a given density earns a note before generating.
const MANY_ANSWERS_BITS: f64 = 30.0;

impl PuzzleKind for Kakurasu {
    const NAME: &'static str = "kakurasu";
    const ABOUT: &'static str = "A Kakurasu whose clues come from a random grid";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Kakurasu 5x5, Janko 301",
        puzzle: "kind: kakurasu\nrows: 6 3 8 10 5\ncols: 8 12 11 4 4\n",
        from: "puzzles/kakurasu/janko/kakurasu_janko_301_5x5.txt",
    };
    const GENERATOR: &'static [Setting] = &[ROWS, COLS, DENSITY];
    const SMALL: &'static [(&'static str, &'static str)] = &[("rows", "4"), ("cols", "4")];
    const RESHAPING: &'static str =
        "a white cell was shaded, and its row's and column's clues were read again";

    type Answer = KakurasuAnswer;
    type Violation = super::check::Violation;

    /// The answer-set fact style: `clues_row(1,1; 2,9).`, alone or after a
    /// `kind: kakurasu` header.
    fn parse_headerless(file: &str, text: &str) -> Option<Result<Self, ParseError>> {
        if looks_like_facts(text) {
            return Some(Kakurasu::parse_facts(file, text));
        }
        facts_after_header(text).map(|body| Kakurasu::parse_facts(file, &body))
    }

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Kakurasu::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Kakurasu::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Line { line, index, .. } = *clue else {
            return None;
        };
        let (mut rows, mut cols) = (self.row_clues().to_vec(), self.col_clues().to_vec());
        match line {
            LineKind::Row => *rows.get_mut(index)? = None,
            LineKind::Col => *cols.get_mut(index)? = None,
        }
        Kakurasu::new(rows, cols).ok()
    }

    /// Every row and column clued.
    fn with_every_clue(&self, answer: &KakurasuAnswer) -> Self {
        generate::every_clue(answer)
    }

    /// The cell, if white, shaded; its row's and column's clues re-read. Every second
    /// answer has white cells of the answer where it differs (in each line it changes,
    /// cells turn both ways, or the sum would change). Shading only raises the density
    /// toward where line reasoning settles grids, which makes generation faster than
    /// flips both ways (measured in docs/GENERATE.md).
    fn reshaped(
        &self,
        answer: &KakurasuAnswer,
        row: usize,
        col: usize,
        _rng: &mut SmallRng,
    ) -> Option<(Self, KakurasuAnswer)> {
        let white = row < self.rows() && col < self.cols() && !answer.is_shaded(row, col);
        white.then(|| generate::flipped(self, answer, row, col))
    }

    /// A density at which random grids of the size are expected to have more than 2^30
    /// answers ([`generate::log2_expected_answers`]): reshaping rules out some of them a
    /// round, and rounds grow dear with the grid: past 2^30 expected answers generation
    /// took seconds to minutes (docs/experiments/2026-11-26-figures-from-code-comments.md,
    /// "Kakurasu generator caveat").
    fn generator_caveat(values: &Values) -> Option<String> {
        let rows: usize = values.required(&ROWS).ok()?;
        let cols: usize = values.required(&COLS).ok()?;
        let density: f64 = values.number(&DENSITY).ok()??;
        let bits = generate::log2_expected_answers(rows, cols, density);
        (bits >= MANY_ANSWERS_BITS).then(|| {
            format!(
                "a random {rows}x{cols} Kakurasu at density {density} has about 2^{bits:.0} \
                 answers, and making it unique can take very long; without --density this \
                 size is made at {}",
                generate::default_density(rows, cols)
            )
        })
    }

    /// Every cell white (`.`) or black (`#`).
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let either = vec![".".to_owned(), "#".to_owned()];
        vec![vec![either; self.cols()]; self.rows()]
    }

    fn check(&self, answer: &KakurasuAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    fn clues(&self) -> Vec<Clue> {
        let lines = |line, clues: &[Option<u64>]| -> Vec<Clue> {
            clues
                .iter()
                .enumerate()
                .filter_map(|(index, clue)| clue.map(|sum| Clue::Line { line, index, sum }))
                .collect()
        };
        let mut clues = lines(LineKind::Row, self.row_clues());
        clues.extend(lines(LineKind::Col, self.col_clues()));
        clues
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<KakurasuAnswer, ParseError> {
        KakurasuAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<KakurasuAnswer, ParseError> {
        KakurasuAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let rows: usize = values.required(&ROWS)?;
        let cols: usize = values.required(&COLS)?;
        let density = values
            .number(&DENSITY)?
            .unwrap_or_else(|| generate::default_density(rows, cols));
        if rows == 0 || cols == 0 || !(0.0..=1.0).contains(&density) {
            return Err("--rows and --cols must be at least 1, --density within 0..1".into());
        }
        let (puzzle, answer) = generate::random_puzzle(rows, cols, density, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate kakurasu --rows {rows} --cols {cols} --density {density}"),
            "clues of a random black/white grid".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
