//! The kinds of a loop through every cell that is neither a clue cell nor shaded, whose
//! shaded cells never share an edge (Yajilin, Koburin): what their answer drawing shows
//! in a cell ([`Mark`]), the rules they share ([`check()`], run around the kind's own
//! counts), random loops with the cells off them shaded ([`random`]), and their answers
//! in pzprv3 files.
//!
//! ```
//! use puzzle_ir::arrow::Arrow;
//! use puzzle_ir::yajilin::Mark;
//!
//! assert_eq!(Mark::Clue(Some(Arrow::Left)).symbol(), '<');
//! assert_eq!(Mark::of_char('#'), Some(Some(Mark::Shaded)));
//! assert_eq!(Mark::of_char('.'), Some(None));
//! ```

pub mod check;
pub(crate) mod pzprv3;

pub use check::{check, Broken};

use crate::error::ParseError;
use crate::grid::Grid;
use crate::lines::{Edges, LineAnswer, LineGraph, LinePuzzle, Region};
use crate::settings::Values;
use crate::text::Document;
use crate::{Generated, PuzzleKind};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use std::fmt::Debug;

/// What a clue cell shows in the answer drawing: one character.
pub trait ClueSymbol: Copy + Debug + PartialEq + Eq + Send + Sync + 'static {
    /// The character of the drawing.
    fn symbol(self) -> char;

    /// The clue a character stands for, if any.
    fn of_symbol(ch: char) -> Option<Self>;
}

/// What the answer drawing shows in a cell besides `.` (a cell on the loop, or not yet
/// drawn).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark<S> {
    /// A clue cell, with what it shows.
    Clue(S),
    /// A shaded cell.
    Shaded,
}

impl<S: ClueSymbol> Mark<S> {
    /// The character of the answer drawing.
    pub fn symbol(self) -> char {
        match self {
            Mark::Clue(clue) => clue.symbol(),
            Mark::Shaded => '#',
        }
    }

    /// The character of a cell with `mark` or none (`.`).
    pub fn char_of(mark: Option<Self>) -> char {
        mark.map_or('.', Self::symbol)
    }

    /// The mark a drawn cell's character stands for (`Some(None)`: none), `None` when
    /// it is no character of the drawing.
    pub fn of_char(ch: char) -> Option<Option<Self>> {
        match ch {
            '.' => Some(None),
            '#' => Some(Some(Mark::Shaded)),
            _ => S::of_symbol(ch).map(|clue| Some(Mark::Clue(clue))),
        }
    }
}

/// The header key of the clue cells' look, and its one value: drawn gray (pzprjs's URL
/// flag `b`, a look without a rule).
pub const CLUE_CELLS: (&str, &str) = ("clue-cells", "gray");

/// Whether a native file's header says the clue cells are drawn gray
/// ([`CLUE_CELLS`]).
pub fn gray_clue_cells(doc: &Document) -> Result<bool, ParseError> {
    let (key, gray) = CLUE_CELLS;
    match doc.field(key) {
        None => Ok(false),
        Some(field) if field.value == gray => Ok(true),
        Some(field) => {
            let message = format!("unknown {key} `{}`; expected `{gray}`", field.value);
            Err(ParseError::new(
                doc.file,
                field.line,
                Some(field.value_column),
                message,
            ))
        }
    }
}

/// A random loop through the centres of a grid's cells and the cells off it: shaded, or
/// left for clues.
#[derive(Debug, Clone)]
pub struct RandomLoop {
    /// The loop's links.
    pub edges: Edges,
    /// Row-major: the cell is shaded.
    pub shaded: Vec<bool>,
    /// The cells neither on the loop nor shaded, for clues.
    pub clue_cells: Vec<usize>,
}

/// A random loop on a `rows` x `cols` grid (both at least 2), grown as the border of a
/// random set of the squares between four centres ([`Region::grow`]); then each cell off
/// the loop, in random order, is shaded when no neighbour is, and is left for a clue
/// otherwise.
pub fn random(rows: usize, cols: usize, rng: &mut SmallRng) -> RandomLoop {
    assert!(rows >= 2 && cols >= 2, "a loop needs at least 2x2 cells");
    let grid = Grid::new(rows, cols);
    let edges = Region::grow((rows, cols), rng, is_loop).border();
    let lines = LineGraph::new(&edges);
    let mut off: Vec<usize> = (0..grid.len())
        .filter(|&cell| lines.degree(cell) == 0)
        .collect();
    off.shuffle(rng);
    let mut shaded = vec![false; grid.len()];
    let mut clue_cells = Vec::new();
    for cell in off {
        if grid.neighbours(cell).any(|next| shaded[next]) {
            clue_cells.push(cell);
        } else {
            shaded[cell] = true;
        }
    }
    RandomLoop {
        edges,
        shaded,
        clue_cells,
    }
}

/// Whether `edges` draw one loop.
fn is_loop(edges: &Edges) -> bool {
    let lines = LineGraph::new(edges);
    !lines.is_empty()
        && lines.no_branch().is_ok()
        && lines.no_dead_end().is_ok()
        && lines.one_piece().is_ok()
}

/// The answer of `puzzle` with the loop `edges` and the cells `shaded` (row-major).
pub fn answer<P, S>(puzzle: &P, edges: Edges, shaded: &[bool]) -> LineAnswer<P>
where
    P: LinePuzzle<Clue = Mark<S>>,
    S: ClueSymbol,
{
    let mut answer = LineAnswer::with_edges(puzzle, edges);
    let cols = puzzle.size().1;
    for cell in (0..shaded.len()).filter(|&cell| shaded[cell]) {
        answer.set_cell(cell / cols, cell % cols, Some(Mark::Shaded));
    }
    answer
}

/// A random puzzle on a `rows` x `cols` grid (both at least 2) and its answer: the
/// puzzle that `clued` makes of a [`random`] loop (its clue cells given their clues).
pub fn random_puzzle<P, S>(
    rows: usize,
    cols: usize,
    rng: &mut SmallRng,
    clued: impl FnOnce(Grid, &RandomLoop, &mut SmallRng) -> P,
) -> (P, LineAnswer<P>)
where
    P: LinePuzzle<Clue = Mark<S>>,
    S: ClueSymbol,
{
    let random = random(rows, cols, rng);
    let puzzle = clued(Grid::new(rows, cols), &random, rng);
    let answer = answer(&puzzle, random.edges, &random.shaded);
    (puzzle, answer)
}

/// A puzzle of kind `kind` for `generate`: `--rows` and `--cols` from `values` (both at
/// least 2), the puzzle and answer `make` makes for them, and comments saying so, the
/// clue cells as `clues` says.
pub fn generated<P: LinePuzzle + PuzzleKind<Answer = LineAnswer<P>>>(
    values: &Values,
    kind: &str,
    clues: &str,
    make: impl FnOnce(usize, usize) -> (P, LineAnswer<P>),
) -> Result<Generated<P>, String> {
    let (rows, cols) = values.grid_size()?;
    if rows < 2 || cols < 2 {
        return Err("--rows and --cols must be at least 2: a loop needs 2x2 cells".into());
    }
    let (puzzle, answer) = make(rows, cols);
    let comments = vec![
        format!("made by: puzzle-sat generate {kind} --rows {rows} --cols {cols}"),
        format!("a random loop; each cell off it shaded, or {clues}"),
    ];
    Ok(Generated {
        puzzle,
        answer,
        comments,
    })
}

/// Each position of the drawing with the characters an answer may put there: a clue
/// cell shows its clue, any other cell is shaded or not; a link is drawn or not; the
/// space between four cells is blank.
pub fn cell_values<P, S>(puzzle: &P) -> Vec<Vec<Vec<String>>>
where
    P: LinePuzzle<Clue = Mark<S>>,
    S: ClueSymbol,
{
    let mut values = puzzle.drawing_values();
    let cols = puzzle.size().1;
    for (cell, clue) in puzzle.cell_clues().iter().enumerate() {
        if clue.is_none() {
            values[2 * (cell / cols)][2 * (cell % cols)] = vec![".".to_owned(), "#".to_owned()];
        }
    }
    values
}

/// Asserts that the random puzzles of `random_puzzle` on grids from 2x2 to 7x7 keep the
/// rules by `check`, 30 seeds.
#[cfg(test)]
pub(crate) fn assert_random_puzzles_keep_the_rules<P, V>(
    random_puzzle: fn(usize, usize, &mut SmallRng) -> (P, LineAnswer<P>),
    check: fn(&P, &LineAnswer<P>) -> Result<(), V>,
) where
    P: LinePuzzle,
    V: Debug + PartialEq,
{
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let (rows, cols) = (2 + seed as usize % 6, 2 + seed as usize / 5);
        let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
        assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
    }
}
