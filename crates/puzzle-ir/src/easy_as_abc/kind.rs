//! Easy as ABC in the registry of kinds. Its clues, the letters outside the grid and the
//! givens, are placed on the grid drawn with its frame: [`PuzzleKind::clue_grid`] is
//! two rows and two columns larger than the answer, and a clue's row and column are
//! those of the frame ([`Framed`]).

use super::{generate, letter_text, letter_value, EasyAsAbc, EasyAsAbcAnswer, Framed, Side, UNKNOWN};
use crate::error::ParseError;
use crate::settings::{Setting, Values};
use crate::text::Document;
use crate::{Clue, Generated, PuzzleKind};
use rand::rngs::SmallRng;

/// The side of a generated (square) grid.
const SIZE: Setting = Setting::number("size", "Rows and columns of the grid", Some("6"));

/// The letters of a generated puzzle.
const LETTERS: Setting = Setting::number("letters", "How many letters (A, B, ...) each line holds", Some("4"));

impl PuzzleKind for EasyAsAbc {
    const NAME: &'static str = "easy-as-abc";
    const ABOUT: &'static str = "An Easy as ABC: a random fill, letters outside and givens chosen";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Easy as ABC 5x5, Janko 25",
        puzzle: "https://puzz.link/p?easyasabc/5/5/3/i2g3h3g3k21h",
        from: "puzzles/easy-as-abc/janko/easy-as-abc_janko_025_5x5.txt",
    };
    const GENERATOR: &'static [Setting] = &[SIZE, LETTERS];
    const SMALL: &'static [(&'static str, &'static str)] = &[("size", "3"), ("letters", "2")];
    const PUZZLINK: Option<crate::interop::Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = EasyAsAbcAnswer;
    type Violation = super::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        EasyAsAbc::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        EasyAsAbc::to_native(self, comments)
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.rows(), self.cols())
    }

    /// The grid with its frame, where the letters outside stand.
    fn clue_grid(&self) -> (usize, usize) {
        (self.rows() + 2, self.cols() + 2)
    }

    /// A letter, in a cell without a given.
    fn with_given(&self, row: usize, col: usize, value: &str) -> Option<Self> {
        let letter = letter_value(value).filter(|&v| v <= self.letters())?;
        let free = self.givens()[row * self.cols() + col].is_none();
        free.then(|| self.with_given_at(row, col, Some(letter)))
    }

    /// A letter outside the grid or a given erased.
    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Given { row, col, .. } = *clue else {
            return None;
        };
        let place = Framed::of(row, col, self.rows(), self.cols());
        self.at(place).filter(|&v| v != UNKNOWN)?;
        Some(self.with_at(place, None))
    }

    /// Every letter outside the grid the answer lets one see, and a given in every cell
    /// that holds a letter.
    fn with_every_clue(&self, answer: &EasyAsAbcAnswer) -> Self {
        let mut full = self.clone();
        for side in Side::ALL {
            for index in 0..self.side(side).len() {
                let seen = (self.view(side, index).into_iter()).find_map(|cell| answer.cells()[cell]);
                if let Some(letter) = seen.filter(|&v| v != UNKNOWN) {
                    full = full.with_outside(side, index, Some(letter));
                }
            }
        }
        for (cell, &value) in answer.cells().iter().enumerate() {
            let (row, col) = (cell / self.cols(), cell % self.cols());
            if let (Some(letter), None) = (value, self.givens()[cell]) {
                full = full.with_given_at(row, col, Some(letter));
            }
        }
        full
    }

    /// A given's letter, `?` where the puzzle shows it, and a blank or any letter
    /// elsewhere.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let open: Vec<String> = std::iter::once(".".to_owned())
            .chain((1..=self.letters()).map(letter_text))
            .collect();
        (self.givens().chunks(self.cols()))
            .map(|row| {
                (row.iter())
                    .map(|given| given.map_or_else(|| open.clone(), |v| vec![letter_text(v)]))
                    .collect()
            })
            .collect()
    }

    fn check(&self, answer: &EasyAsAbcAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// Every letter outside the grid and every given letter (a `?` states nothing), row
    /// by row of the framed grid; the value is the letter's number (1 for `A`).
    fn clues(&self) -> Vec<Clue> {
        let (rows, cols) = self.clue_grid();
        (0..rows)
            .flat_map(|row| (0..cols).map(move |col| (row, col)))
            .filter_map(|(row, col)| {
                let value = self.at(Framed::of(row, col, self.rows(), self.cols()));
                let value = value.filter(|&v| v != UNKNOWN)?;
                Some(Clue::Given { row, col, value })
            })
            .collect()
    }

    /// "the letter B above column 3", "the given A at row 2, column 1".
    fn describe_clue(&self, clue: &Clue) -> String {
        let Clue::Given { row, col, value } = *clue else {
            return clue.to_string();
        };
        match Framed::of(row, col, self.rows(), self.cols()) {
            Framed::Outside(side, index) => {
                format!("the letter {} {}", letter_text(value), side.describe(index))
            }
            _ => format!("the given {} at row {row}, column {col}", letter_text(value)),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<EasyAsAbcAnswer, ParseError> {
        EasyAsAbcAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(&self, file: &str, grid: &[Vec<String>]) -> Result<EasyAsAbcAnswer, ParseError> {
        EasyAsAbcAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let size: usize = values.required(&SIZE)?;
        let letters: u32 = values.required(&LETTERS)?;
        if !(1..=crate::interop::MAX_SIDE).contains(&size) {
            return Err(format!("--size must be 1 to {}", crate::interop::MAX_SIDE));
        }
        if letters == 0 || letters as usize > size || letters > super::MAX_LETTERS {
            return Err(format!("--letters must be 1 to the size and at most {}", super::MAX_LETTERS));
        }
        let (puzzle, answer) = generate::random_puzzle(size, letters, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate easy-as-abc --size {size} --letters {letters}"),
            "a shuffled Latin square's fill; letters outside and givens chosen from it".into(),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
