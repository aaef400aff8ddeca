//! Sudoku in the registry of kinds.

use super::{generate, parse_box, parse_lines, Parity, Sudoku, SudokuAnswer};
use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values};
use crate::text::Document;
use crate::{Clue, Generated, KindAnswer, PuzzleKind};
use rand::rngs::SmallRng;
use rand::Rng;

const SIZE: Setting = Setting::number("size", "N, the grid's size (4 or more)", None);
const BOX: Setting = Setting::number(
    "box",
    "Box shape RxC, rows x columns (default: the squarest box that tiles the grid)",
    None,
);
const BLANK: Setting = Setting::number("blank", "Fraction of cells left blank", Some("0.55"));
const DIAGONAL: Setting = Setting::switch("diagonal", "Both main diagonals hold every value once");
const EVEN_ODD: Setting = Setting::switch(
    "even-odd",
    "Every cell marked even or odd (the `parity:` block); givens then go as far as they can",
);
/// Grids up to this size are found by search ([`generate::filled_grid`]); larger ones
/// without the diagonal variant come from the pattern family of
/// [`generate::random_grid`], which needs no search.
const SEARCHED_UP_TO: usize = 25;

impl PuzzleKind for Sudoku {
    const NAME: &'static str = "sudoku";
    const ABOUT: &'static str = "A Sudoku from a random full grid with cells blanked at random";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Sudoku 9x9, Janko 1",
        puzzle:
            "https://puzz.link/p?sudoku/9/9/21g4i368m5h53g98h6g49g71l3l75g46g2h62g35h5m993i5g27",
        from: "puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt",
    };
    const GENERATOR: &'static [Setting] = &[SIZE, BOX, BLANK, DIAGONAL, EVEN_ODD];
    const BATCH_EXTENSION: Option<&'static str> = Some("lines");
    const SMALL: &'static [(&'static str, &'static str)] = &[("size", "4"), ("blank", "0.7")];
    const PUZZLINK: Option<Genre<Self>> = Some(super::puzzlink::GENRE);

    type Answer = SudokuAnswer;
    type Violation = super::check::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Sudoku::from_document(doc)
    }

    /// Lines of 81 cells (`1`-`9`, `.` or `0`), nothing else: the exchange format of
    /// Sudoku collections, as on standard input.
    fn looks_like_batch(text: &str) -> bool {
        let mut lines = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .peekable();
        lines.peek().is_some()
            && lines.all(|l| l.len() == 81 && l.bytes().all(|b| b == b'.' || b.is_ascii_digit()))
    }

    fn parse_batch(file: &str, text: &str) -> Result<Vec<(usize, Self)>, ParseError> {
        parse_lines(file, text)
    }

    fn to_native(&self, comments: &[String]) -> String {
        Sudoku::to_native(self, comments)
    }

    fn to_batch_line(&self) -> Option<String> {
        self.to_line()
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.size(), self.size())
    }

    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Given { row, col, .. } = *clue else {
            return None;
        };
        let mut givens = self.givens().to_vec();
        *givens.get_mut(row * self.size() + col)? = None;
        self.with_givens(givens).ok()
    }

    fn with_given(&self, row: usize, col: usize, value: &str) -> Option<Self> {
        let n = self.size();
        let value: u32 = value.parse().ok().filter(|v| (1..=n as u32).contains(v))?;
        let mut givens = self.givens().to_vec();
        *givens
            .get_mut(row.checked_mul(n)? + col)
            .filter(|_| col < n)? = Some(value);
        self.with_givens(givens).ok()
    }

    /// Every cell given (the default's result, without a puzzle per cell).
    fn with_every_clue(&self, answer: &SudokuAnswer) -> Self {
        let givens = answer.values().iter().map(|&v| Some(v)).collect();
        self.with_givens(givens).unwrap_or_else(|_| self.clone())
    }

    /// The given, or the values the parity mark admits that no settled cell in sight
    /// holds.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let n = self.size();
        let mut values = self.candidates();
        while self.drop_settled(&mut values) {}
        as_grid(&values, n)
    }

    fn check(&self, answer: &SudokuAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    fn clues(&self) -> Vec<Clue> {
        let n = self.size();
        self.givens()
            .iter()
            .enumerate()
            .filter_map(|(i, given)| {
                given.map(|value| Clue::Given {
                    row: i / n,
                    col: i % n,
                    value,
                })
            })
            .collect()
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<SudokuAnswer, ParseError> {
        SudokuAnswer::parse_text(self, file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<SudokuAnswer, ParseError> {
        SudokuAnswer::from_json_grid(self, file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let size: usize = values.required(&SIZE)?;
        let (box_rows, box_cols) = match values.text(&BOX) {
            Some(text) => parse_box(text)?,
            None => generate::squarest_box(size),
        };
        if size < 4 || box_rows * box_cols != size {
            return Err(format!(
                "box {box_rows}x{box_cols} does not tile a {size}x{size} grid"
            ));
        }
        let blank: f64 = values.required(&BLANK)?;
        if !(0.0..=1.0).contains(&blank) {
            return Err(format!("--blank must be between 0 and 1, got {blank}"));
        }
        let (diagonal, even_odd) = (values.switch(&DIAGONAL), values.switch(&EVEN_ODD));
        let grid = if size <= SEARCHED_UP_TO || diagonal {
            generate::filled_grid(size, box_rows, box_cols, diagonal, 20, rng)
                .ok_or_else(|| format!("no full {size}x{size} grid found in 20 searches"))?
        } else {
            generate::random_grid(size, box_rows, box_cols, rng)
        };
        let givens = grid
            .iter()
            .map(|&v| (!rng.random_bool(blank)).then_some(v))
            .collect();
        let mut puzzle = Sudoku::new(size, box_rows, box_cols, givens)
            .map_err(|e| e.to_string())?
            .with_diagonal(diagonal);
        if even_odd {
            let parity = grid.iter().map(|&v| Some(Parity::of(v))).collect();
            puzzle = puzzle.with_parity(parity).map_err(|e| e.to_string())?;
        }
        let answer = SudokuAnswer::new(&puzzle, grid);
        let variants: String = [(diagonal, " --diagonal"), (even_odd, " --even-odd")]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, flag)| *flag)
            .collect();
        let comments = vec![
            format!("made by: puzzle-sat generate sudoku --size {size} --box {box_rows}x{box_cols} --blank {blank}{variants}"),
            format!(
                "started from a random full grid with {} of {} cells blanked at random",
                size * size - puzzle.given_count(),
                size * size
            ),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}

impl KindAnswer for SudokuAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        SudokuAnswer::grid(self)
    }

    fn to_text(&self) -> String {
        SudokuAnswer::to_text(self)
    }
}

impl Sudoku {
    /// Each cell's values (row-major): its given, or every value its parity mark admits.
    pub(crate) fn candidates(&self) -> Vec<Vec<u32>> {
        let n = self.size();
        (0..n * n)
            .map(|i| match self.givens()[i] {
                Some(value) => vec![value],
                None => (1..=n as u32)
                    .filter(|&v| self.parity(i / n, i % n).is_none_or(|p| p.admits(v)))
                    .collect(),
            })
            .collect()
    }

    /// Drops from each cell the values of the settled cells (one value left) of its
    /// row, column and box. Returns whether anything was dropped.
    pub(crate) fn drop_settled(&self, values: &mut [Vec<u32>]) -> bool {
        let n = self.size();
        let (rows, cols) = (self.box_rows(), self.box_cols());
        let sees = |a: usize, b: usize| {
            let ((r, c), (r2, c2)) = ((a / n, a % n), (b / n, b % n));
            a != b && (r == r2 || c == c2 || (r / rows == r2 / rows && c / cols == c2 / cols))
        };
        let mut changed = false;
        for settled in 0..n * n {
            let [value] = values[settled][..] else {
                continue;
            };
            for other in (0..n * n).filter(|&other| sees(settled, other)) {
                let before = values[other].len();
                values[other].retain(|&v| v != value);
                changed |= values[other].len() != before;
            }
        }
        changed
    }
}

/// Each cell's values (row-major, `n` per row) as the answer grid writes them.
pub(crate) fn as_grid(values: &[Vec<u32>], n: usize) -> Vec<Vec<Vec<String>>> {
    values
        .chunks(n)
        .map(|row| {
            row.iter()
                .map(|cell| cell.iter().map(u32::to_string).collect())
                .collect()
        })
        .collect()
}
