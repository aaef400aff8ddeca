//! A Nurikabe answer: the grid with each shaded cell written `#` and each unshaded cell as
//! the puzzle writes it (its number, or `.`), cells separated by spaces
//! ([`ShadedGrid`]).
//!
//! ```text
//! 2 . #
//! # # 1
//! ```

use super::Nurikabe;
use crate::error::ParseError;
use crate::shading::ShadedGrid;
use std::ops::Deref;

/// A shading of the grid (or, for the checker to judge, any grid of cells).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NurikabeAnswer(ShadedGrid);

impl Deref for NurikabeAnswer {
    type Target = ShadedGrid;

    fn deref(&self) -> &ShadedGrid {
        &self.0
    }
}

impl NurikabeAnswer {
    /// The answer of `puzzle` that shades the cells where `shaded` (row-major) is true,
    /// the others showing the puzzle's numbers.
    pub fn new(puzzle: &Nurikabe, shaded: &[bool]) -> Self {
        NurikabeAnswer(ShadedGrid::new(
            puzzle.rows(),
            puzzle.cols(),
            puzzle.numbers(),
            shaded,
        ))
    }

    /// Reads an answer to `puzzle` from its text (no header).
    pub fn parse_text(puzzle: &Nurikabe, file: &str, text: &str) -> Result<Self, ParseError> {
        ShadedGrid::parse_text(puzzle.rows(), puzzle.cols(), file, text).map(NurikabeAnswer)
    }

    /// Reads the `grid` of a JSON answer.
    pub fn from_json_grid(
        puzzle: &Nurikabe,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        ShadedGrid::from_json_grid(puzzle.rows(), puzzle.cols(), file, grid).map(NurikabeAnswer)
    }
}
