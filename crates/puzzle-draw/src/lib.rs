//! # puzzle-draw
//!
//! Pictures of puzzles as SVG 1.1: the board and its clues, an answer, the cells a
//! `hint` proves forced (in blue) and the clues of an `explain` core (on red). No
//! scripts, no external resources, sizes proportional to the board, so that a picture
//! prints cleanly and a 100x100 board is written in milliseconds.
//!
//! ```
//! use puzzle_draw::{svg, Marks};
//! use puzzle_ir::{Clue, Puzzle};
//!
//! let puzzle = Puzzle::parse("p.txt", b"kind: sudoku\ngrid:\n1...\n..3.\n.4..\n...2\n").unwrap();
//! let marks = Marks {
//!     forced: vec![(0, 1, "2".into())],
//!     highlighted: vec![Clue::Given { row: 0, col: 0, value: 1 }],
//! };
//! let picture = svg(&puzzle, None, &marks);
//! assert!(picture.starts_with("<?xml") && picture.ends_with("</svg>\n"));
//! assert!(picture.contains(puzzle_draw::FORCED) && picture.contains(puzzle_draw::HIGHLIGHT));
//! ```
//!
//! Dependencies: `puzzle-ir` for the puzzles drawn; nothing else (the SVG is written
//! by hand: it is a few shapes and text). Tests render the pictures with `resvg`.

mod bare_rooms;
mod canvas;
mod line_counts;
mod lines;
mod numbered_rooms;
mod rooms;
mod shaded_loop;
mod shaded_numbers;

pub use canvas::{ANSWER, CELL, FORCED, HIGHLIGHT, INK};

use puzzle_ir::{Answer, Clue, Puzzle};

/// What to draw on a puzzle besides its clues.
#[derive(Debug, Clone, Default)]
pub struct Marks {
    /// Cells proved forced (0-based row, column) and their value as the answer grid
    /// writes it, drawn in [`FORCED`].
    pub forced: Vec<(usize, usize, String)>,
    /// Clues to highlight (the conflicting clues of an explanation), drawn on
    /// [`HIGHLIGHT`].
    pub highlighted: Vec<Clue>,
}

/// The SVG document of `puzzle`, with `answer` filled in when given, and `marks`.
pub fn svg(puzzle: &Puzzle, answer: Option<&Answer>, marks: &Marks) -> String {
    let values = Values::new(puzzle.dimensions(), answer, &marks.forced);
    let highlighted = &marks.highlighted;
    picture(puzzle, &values, highlighted)
}

/// Defines `picture`, which draws a puzzle of any kind with the `draw` function of the
/// kind's module here, from rows `Variant => module` (the variant of
/// [`Puzzle`]).
macro_rules! pictures {
    ($($variant:ident => $module:ident),+ $(,)?) => {
        fn picture(puzzle: &Puzzle, values: &Values, highlighted: &[Clue]) -> String {
            match puzzle {
                $(Puzzle::$variant(p) => $module::draw(p, values, highlighted),)+
            }
        }
    };
}

/// The kind modules here and `picture`, from the rows of [`puzzle_ir::kinds!`]: each
/// kind is drawn by the `draw` function of its module.
macro_rules! kind_pictures {
    ($($variant:ident($module:ident)),+ $(,)?) => {
        $(mod $module;)+
        pictures! { $($variant => $module),+ }
    };
}

puzzle_ir::kinds!(kind_pictures);

/// Whose value a cell shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tone {
    /// The answer's.
    Answer,
    /// Proved forced by the clues.
    Forced,
}

impl Tone {
    fn color(self) -> &'static str {
        match self {
            Tone::Answer => ANSWER,
            Tone::Forced => FORCED,
        }
    }
}

/// The value strings to draw in each cell, as the answer grid writes them.
struct Values {
    cols: usize,
    cells: Vec<Option<(String, Tone)>>,
}

impl Values {
    fn new(
        (rows, cols): (usize, usize),
        answer: Option<&Answer>,
        forced: &[(usize, usize, String)],
    ) -> Self {
        let mut cells = vec![None; rows * cols];
        if let Some(answer) = answer {
            for (i, value) in answer
                .grid()
                .into_iter()
                .flatten()
                .enumerate()
                .take(cells.len())
            {
                cells[i] = Some((value, Tone::Answer));
            }
        }
        for (row, col, value) in forced {
            if *row < rows && *col < cols {
                cells[row * cols + col] = Some((value.clone(), Tone::Forced));
            }
        }
        Values { cols, cells }
    }

    /// The value at (`row`, `col`), if any.
    fn get(&self, row: usize, col: usize) -> Option<(&str, Tone)> {
        self.cells[row * self.cols + col]
            .as_ref()
            .map(|(value, tone)| (value.as_str(), *tone))
    }
}
