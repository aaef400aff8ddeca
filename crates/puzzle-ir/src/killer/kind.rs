//! Killer Sudoku in the registry of kinds.

use super::{generate, Killer};
use crate::error::ParseError;
use crate::plural::count;
use crate::settings::{Setting, Values};
use crate::sudoku::{parse_box, SudokuAnswer};
use crate::sums::narrow;
use crate::text::Document;
use crate::{Clue, ClueRecord, Generated, PuzzleKind};
use rand::rngs::SmallRng;
use std::fmt::Write;

const SIZE: Setting = Setting::number("size", "N, the grid's size (4 to 16)", Some("9"));
const BOX: Setting = Setting::number(
    "box",
    "Box shape RxC, rows x columns (default: the squarest box that tiles the grid)",
    None,
);
const MAX_CAGE: Setting = Setting::number("max-cage", "The most cells in one cage", Some("4"));

impl PuzzleKind for Killer {
    const NAME: &'static str = "killer";
    const ABOUT: &'static str = "A Killer Sudoku: a random full grid cut into random cages";
    const EXAMPLE: crate::Example = crate::Example {
        name: "Killer Sudoku, Wikipedia",
        puzzle: "kind: killer\nbox: 3x3\ncages:\n\
            a a b b b c d e f\ng g h h c c d e f\ng g i i c j k k f\n\
            l m m i n j k o f\nl p p q n j o o r\ns p t q n u v v r\n\
            s t t q w u u x x\ns y z w w A A x x\ns y z w B B B C C\n\
            sums:\na 3\nb 15\nc 22\nd 4\ne 16\nf 15\ng 25\nh 17\ni 9\nj 8\n\
            k 20\nl 6\nm 14\nn 17\no 17\np 13\nq 20\nr 12\ns 27\nt 6\n\
            u 20\nv 6\nw 10\nx 14\ny 8\nz 16\nA 15\nB 13\nC 17\n",
        from: "puzzles/killer/wikipedia/killer_wikipedia_9x9.txt",
    };
    const GENERATOR: &'static [Setting] = &[SIZE, BOX, MAX_CAGE];
    const SMALL: &'static [(&'static str, &'static str)] = &[("size", "4"), ("max-cage", "4")];

    type Answer = SudokuAnswer;
    type Violation = super::Violation;

    fn from_document(doc: &Document) -> Result<Self, ParseError> {
        Killer::from_document(doc)
    }

    fn to_native(&self, comments: &[String]) -> String {
        let mut out = String::new();
        for line in comments {
            let _ = writeln!(out, "# {line}");
        }
        let sudoku = self.sudoku();
        let n = self.size();
        let _ = writeln!(
            out,
            "kind: killer\nbox: {}x{}\ncages:",
            sudoku.box_rows(),
            sudoku.box_cols()
        );
        let mut labels = vec!["."; n * n];
        for cage in self.cages() {
            for &(r, c) in &cage.cells {
                labels[r * n + c] = &cage.label;
            }
        }
        let width = labels.iter().map(|l| l.len()).max().unwrap_or(1);
        for row in labels.chunks(n) {
            let cells: Vec<String> = row.iter().map(|l| format!("{l:<width$}")).collect();
            let _ = writeln!(out, "{}", cells.join(" ").trim_end());
        }
        out.push_str("sums:\n");
        for cage in self.cages() {
            let _ = writeln!(out, "{} {}", cage.label, cage.sum);
        }
        if sudoku.given_count() > 0 {
            out.push_str("grid:\n");
            sudoku.write_givens(&mut out);
        }
        out
    }

    fn dimensions(&self) -> (usize, usize) {
        (self.size(), self.size())
    }

    fn without_clue(&self, clue: &Clue) -> Option<Self> {
        match *clue {
            Clue::Region { row, col, sum } => {
                let mut cages = self.cages().to_vec();
                let at = self.cage_index(row, col).filter(|&i| cages[i].sum == sum)?;
                cages.remove(at);
                Some(Killer::new(self.sudoku().clone(), cages))
            }
            Clue::Given { .. } => {
                let sudoku = PuzzleKind::without_clue(self.sudoku(), clue)?;
                Some(Killer::new(sudoku, self.cages().to_vec()))
            }
            _ => None,
        }
    }

    fn with_given(&self, row: usize, col: usize, value: &str) -> Option<Self> {
        let sudoku = PuzzleKind::with_given(self.sudoku(), row, col, value)?;
        Some(Killer::new(sudoku, self.cages().to_vec()))
    }

    /// Every cell given, the cages kept.
    fn with_every_clue(&self, answer: &SudokuAnswer) -> Self {
        let sudoku = PuzzleKind::with_every_clue(self.sudoku(), answer);
        Killer::new(sudoku, self.cages().to_vec())
    }

    /// The Sudoku's values that some filling of the cell's cage puts there, and no
    /// settled cell it sees holds.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
        let n = self.size();
        let mut values = self.sudoku().candidates();
        let cages: Vec<(Vec<usize>, u32)> = self
            .cages()
            .iter()
            .map(|cage| {
                (
                    cage.cells.iter().map(|&(r, c)| r * n + c).collect(),
                    cage.sum,
                )
            })
            .collect();
        while cages.iter().fold(false, |changed, (cells, sum)| {
            narrow(&mut values, cells, *sum) | changed
        }) | self.sudoku().drop_settled(&mut values)
        {}
        crate::sudoku::as_grid(&values, n)
    }

    fn check(&self, answer: &SudokuAnswer) -> Result<(), Self::Violation> {
        super::check(self, answer)
    }

    /// The givens (row-major), then the cages' sums in cage order.
    fn clues(&self) -> Vec<Clue> {
        let mut clues = PuzzleKind::clues(self.sudoku());
        clues.extend(self.cages().iter().map(|cage| Clue::Region {
            row: cage.cells[0].0,
            col: cage.cells[0].1,
            sum: cage.sum,
        }));
        clues
    }

    fn clue_record(&self, clue: &Clue) -> ClueRecord {
        match *clue {
            Clue::Region { row, col, sum } => ClueRecord::Cage {
                col,
                label: self.cage_label(row, col),
                row,
                sum,
            },
            _ => clue.record(),
        }
    }

    fn describe_clue(&self, clue: &Clue) -> String {
        match *clue {
            Clue::Region { row, col, sum } => format!(
                "the sum {sum} of cage {} at row {}, column {}",
                self.cage_label(row, col),
                row + 1,
                col + 1
            ),
            _ => clue.to_string(),
        }
    }

    fn parse_answer(&self, file: &str, text: &str) -> Result<SudokuAnswer, ParseError> {
        SudokuAnswer::parse_text(self.sudoku(), file, text)
    }

    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<SudokuAnswer, ParseError> {
        SudokuAnswer::from_json_grid(self.sudoku(), file, grid)
    }

    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String> {
        let size: usize = values.required(&SIZE)?;
        let (box_rows, box_cols) = match values.text(&BOX) {
            Some(text) => parse_box(text)?,
            None => crate::sudoku::generate::squarest_box(size),
        };
        if !(4..=super::MAX_SIZE).contains(&size) || box_rows * box_cols != size {
            return Err(format!(
                "a Killer Sudoku needs N from 4 to {} and a box that tiles it; got N = {size}, box {box_rows}x{box_cols}",
                super::MAX_SIZE
            ));
        }
        let max_cage: usize = values.required(&MAX_CAGE)?;
        if max_cage == 0 {
            return Err("--max-cage must be at least 1".into());
        }
        let (puzzle, answer) = generate::random_puzzle(size, box_rows, box_cols, max_cage, rng);
        let comments = vec![
            format!("made by: puzzle-sat generate killer --size {size} --box {box_rows}x{box_cols} --max-cage {max_cage}"),
            format!(
                "{} cut at random from a random full grid",
                count(puzzle.cages().len(), "cage")
            ),
        ];
        Ok(Generated {
            puzzle,
            answer,
            comments,
        })
    }
}
