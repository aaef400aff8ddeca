//! Random Shakashaka puzzles with a known solution, for property tests and benchmark sets
//! of any size.
//!
//! # Construction
//!
//! The answer is drawn first, as white areas ("shapes") placed one by one on a grid whose
//! squares start free; squares no shape takes end up black. There are two kinds of shape:
//!
//! * an **upright** rectangle of h x w white squares (its box is h x w squares);
//! * a **tilted** (45-degree) rectangle with sides of a and b square diagonals
//!   (a, b >= 1), in an (a + b) x (a + b) box: with x to the right and y down, in squares
//!   from the box's top-left corner, its vertices are (a, 0), (0, a), (b, a + b) and
//!   (a + b, b), and its sides lie on the lines x + y = a, x + y = a + 2b, x - y = -a and
//!   x - y = a. A square inside is white, a square cut by a side becomes the triangle
//!   whose black half lies outside, and the squares of the box outside the rectangle (its
//!   four corners, unless a = b = 1) are not taken: other shapes may use them. a = b gives
//!   a diamond.
//!
//! Sides are random: 1, plus one more while a biased coin says so (at most `MAX_SIDE`). The
//! placing runs in `PASSES`, each a sweep over all squares in a fresh random order. At a
//! square still free when its turn comes, a pass tries (with some chance, up to a few
//! times, until one fits) a random shape whose box covers the square at a random place in
//! it. A shape **fits** when its box lies in the grid, every square it takes is free, and
//! none of its white quarter squares (see below) shares a side with a white quarter of a
//! square outside it; if so, it is drawn at once. In effect a tilted rectangle, whose
//! outside faces are all black triangle halves, may touch anything, while two upright
//! rectangles need a black square between them or meet only at a corner. The passes go from
//! large tilted shapes, through a mix of both kinds, to upright rectangles of two or more
//! squares, and end with single white squares (a free square where one fits gets one with
//! chance 0.7: published puzzles also leave some such squares black, often to hold a number
//! 3 or 4). So tilted shapes pack the grid with white rectangles in the gaps, and black
//! squares are left mostly where two upright areas would otherwise meet. On 30x30 to
//! 200x200 grids 11-12% of the squares are black, 54-55% triangles and 33-35% white (the
//! 368 janko.at puzzles of the corpus: 12%, 54%, 34%), and 70% of the black squares show
//! numbers (janko: 72%); diamonds of side 1 to 6 and non-square tilted rectangles of most
//! side pairs occur.
//!
//! Finally each black square shows, with chance `NUMBERED`, the number of triangles
//! among its orthogonal neighbours, counted from the drawing; the others stay plain `#`.
//!
//! # Why the answer is valid
//!
//! As in the [checker](mod@super::check), cut each square along its diagonals into four
//! quarters N, E, S and W; a white area is a set of white quarters joined across shared
//! sides (inside a square or across the side between two squares).
//!
//! *Invariant:* each square is free (black, no white quarter) or taken by exactly one
//! drawn shape and shows what that shape draws there, and no white quarter of one shape
//! shares a side with a white quarter of another. It holds for the empty grid. A shape is
//! drawn only on free squares, and a taken square never changes, so only pairs of the new
//! shape and an older one could break it; but the fit test looked at the quarter across
//! every side of every white quarter of the new shape and found none white. (Across such
//! a side lies a free square, one of the new shape's own squares, still free during the
//! test, or an older shape's square, already final.)
//!
//! *Hence* a white area never joins two shapes: joins inside a square stay within that
//! square's one shape, and joins across a side between different shapes are excluded.
//! Each shape's white part is connected, so the white areas are exactly the shapes' white
//! parts. An upright shape's is its box, an upright rectangle. A tilted shape's is exactly
//! its rectangle: square (i, j) of the box spans x + y in p - 1..p + 1 and x - y in
//! q - 1..q + 1, with p = i + j + 1 and q = j - i. If a < p < a + 2b and -a < q < a the
//! square lies inside (all four are integers); if p or q is beyond a side's value it lies
//! outside; otherwise a side's line runs along its diagonal. No square meets two sides:
//! p - q = 2i + 1 is odd, while the values of a side of each direction, a or a + 2b and
//! -a or a, differ by an even number. So the squares along a side are cut into a white
//! half inside and a black half outside, and the white quarters fill the rectangle
//! exactly. Both kinds are rectangles, which the checker accepts; the numbers are counted
//! from the final drawing, so they hold too.
//!
//! # Cost
//!
//! Each pass shuffles the squares (linear) and makes at most a fixed number of attempts
//! per square; an attempt reads at most a box of (2 * `MAX_SIDE`)² squares and their
//! neighbours, and stops at the first taken square. Numbering reads each square's four
//! neighbours. So the construction is linear in the number of squares (a 200x200 grid
//! takes a few milliseconds).
//!
//! ```
//! use puzzle_ir::shakashaka::{check, generate};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let (puzzle, solution) = generate::random_puzzle(12, 20, &mut rng);
//! assert_eq!((puzzle.rows(), puzzle.cols()), (12, 20));
//! assert!(check(&puzzle, &solution).is_ok());
//! ```

use super::{Corner, Shade, Shakashaka, ShakashakaAnswer, Square};
use rand::seq::SliceRandom;
use rand::Rng;

/// Chance that a black square shows its number.
const NUMBERED: f64 = 0.7;
/// The longest side of a random shape (square diagonals for tilted shapes).
const MAX_SIDE: usize = 6;

/// One sweep over the squares in random order.
#[derive(Debug, Clone, Copy)]
struct Pass {
    /// Chance that a square still free when its turn comes gets any tries.
    attempt: f64,
    /// Random shapes tried there, until one fits.
    tries: usize,
    /// Chance that a shape is tilted rather than upright.
    tilted: f64,
    /// Chance that a side of a tilted shape grows by one more square diagonal.
    tilted_grow: f64,
    /// Chance that a side of an upright shape grows by one more square.
    upright_grow: f64,
    /// Whether a single white square may be placed (else such a try is skipped).
    single: bool,
}

/// The passes, in order (tuned so that the square shares match janko.at's puzzles).
const PASSES: [Pass; 4] = [
    // Tilted shapes of all sizes, leaving room between them.
    Pass {
        attempt: 0.7,
        tries: 5,
        tilted: 1.0,
        tilted_grow: 0.7,
        upright_grow: 0.0,
        single: false,
    },
    // Mostly small tilted shapes and upright rectangles.
    Pass {
        attempt: 0.7,
        tries: 3,
        tilted: 0.6,
        tilted_grow: 0.2,
        upright_grow: 0.6,
        single: false,
    },
    // Upright rectangles in the gaps.
    Pass {
        attempt: 1.0,
        tries: 6,
        tilted: 0.0,
        tilted_grow: 0.0,
        upright_grow: 0.3,
        single: false,
    },
    // A white square wherever one fits, or mostly: published puzzles leave some squares
    // black that could be white, often to hold a 3 or 4.
    Pass {
        attempt: 0.7,
        tries: 1,
        tilted: 0.0,
        tilted_grow: 0.0,
        upright_grow: 0.0,
        single: true,
    },
];

/// What the drawing puts in a square, before numbers are chosen. `Black` is also a square
/// no shape has taken (yet).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fill {
    Black,
    White,
    Triangle(Corner),
}

/// Quarter indices within a square, as in the checker: the quarter touching the north,
/// east, south or west side.
const N: usize = 0;
const E: usize = 1;
const S: usize = 2;
const W: usize = 3;

impl Fill {
    /// The white quarters, indexed by N, E, S, W (as in the checker).
    fn white_quarters(self) -> [bool; 4] {
        match self {
            Fill::Black => [false; 4],
            Fill::White => [true; 4],
            Fill::Triangle(Corner::BottomRight) => [true, false, false, true],
            Fill::Triangle(Corner::BottomLeft) => [true, true, false, false],
            Fill::Triangle(Corner::TopLeft) => [false, true, true, false],
            Fill::Triangle(Corner::TopRight) => [false, false, true, true],
        }
    }
}

/// A white area to place (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// `height` x `width` white squares.
    Upright { height: usize, width: usize },
    /// The 45-degree rectangle with sides of `a` and `b` square diagonals.
    Tilted { a: usize, b: usize },
}

impl Shape {
    /// A random shape for `pass`.
    fn random(rng: &mut impl Rng, pass: &Pass) -> Shape {
        if rng.random_bool(pass.tilted) {
            let (a, b) = (side(rng, pass.tilted_grow), side(rng, pass.tilted_grow));
            Shape::Tilted { a, b }
        } else {
            let (height, width) = (side(rng, pass.upright_grow), side(rng, pass.upright_grow));
            Shape::Upright { height, width }
        }
    }

    /// The height and width of the shape's box, in squares.
    fn size(self) -> (usize, usize) {
        match self {
            Shape::Upright { height, width } => (height, width),
            Shape::Tilted { a, b } => (a + b, a + b),
        }
    }

    /// What the shape puts in square (i, j) of its box, or `None` where it leaves the
    /// square to others. For a tilted shape, square (i, j) spans x + y in p - 1..p + 1 and
    /// x - y in q - 1..q + 1 with p = i + j + 1 and q = j - i; the sides lie on
    /// x + y = a, x + y = a + 2b, x - y = -a and x - y = a.
    fn fill(self, i: usize, j: usize) -> Option<Fill> {
        let Shape::Tilted { a, b } = self else {
            return Some(Fill::White);
        };
        let (a, b) = (a as isize, b as isize);
        let p = (i + j + 1) as isize;
        let q = j as isize - i as isize;
        if p < a || p > a + 2 * b || q < -a || q > a {
            None
        } else if p == a {
            Some(Fill::Triangle(Corner::TopLeft))
        } else if p == a + 2 * b {
            Some(Fill::Triangle(Corner::BottomRight))
        } else if q == -a {
            Some(Fill::Triangle(Corner::BottomLeft))
        } else if q == a {
            Some(Fill::Triangle(Corner::TopRight))
        } else {
            Some(Fill::White)
        }
    }

    /// The first and last column of the box that the shape takes in row `i` of its box:
    /// exactly the squares where [`Shape::fill`] is not `None` (for a tilted shape,
    /// a - 1 - i <= j, i - a <= j, j <= i + a and j <= a + 2b - 1 - i).
    fn span(self, i: usize) -> (usize, usize) {
        match self {
            Shape::Upright { width, .. } => (0, width - 1),
            Shape::Tilted { a, b } => (
                if i < a { a - 1 - i } else { i - a },
                (i + a).min(a + 2 * b - 1 - i),
            ),
        }
    }
}

/// A single white square.
const SINGLE: Shape = Shape::Upright {
    height: 1,
    width: 1,
};

/// A side length: 1, and one more while a coin with chance `grow` says so, up to
/// `MAX_SIDE` (the length exceeds n with chance grow^n; one random number is enough).
fn side(rng: &mut impl Rng, grow: f64) -> usize {
    let u: f64 = rng.random();
    let (mut n, mut chance) = (1, grow);
    while n < MAX_SIDE && u < chance {
        n += 1;
        chance *= grow;
    }
    n
}

/// The grid being drawn.
struct Drawing {
    rows: usize,
    cols: usize,
    fills: Vec<Fill>,
}

impl Drawing {
    /// Whether `shape` may go with its box's top-left square at (`top`, `left`): the box
    /// lies in the grid, every square the shape takes is still free, and no white quarter
    /// of the shape shares a side with a white quarter of another square now.
    fn fits(&self, shape: Shape, top: usize, left: usize) -> bool {
        let (height, width) = shape.size();
        if top + height > self.rows || left + width > self.cols {
            return false;
        }
        for i in 0..height {
            let (first, last) = shape.span(i);
            let row = (top + i) * self.cols + left;
            if self.fills[row + first..=row + last]
                .iter()
                .any(|&f| f != Fill::Black)
            {
                return false;
            }
        }
        for i in 0..height {
            let (first, last) = shape.span(i);
            for j in first..=last {
                let (r, c) = (top + i, left + j);
                let white = shape.fill(i, j).expect("in the span").white_quarters();
                // The square across each side, and its quarter touching that side. A free
                // square (so each of this shape's) has no white quarter.
                let across = [
                    (N, (r > 0).then(|| (r - 1, c)), S),
                    (E, (c + 1 < self.cols).then_some((r, c + 1)), W),
                    (S, (r + 1 < self.rows).then_some((r + 1, c)), N),
                    (W, (c > 0).then(|| (r, c - 1)), E),
                ];
                for (side, square, facing) in across {
                    if let (true, Some((nr, nc))) = (white[side], square) {
                        if self.fills[nr * self.cols + nc].white_quarters()[facing] {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    /// Draws `shape` with its box's top-left square at (`top`, `left`).
    fn place(&mut self, shape: Shape, top: usize, left: usize) {
        for i in 0..shape.size().0 {
            let (first, last) = shape.span(i);
            for j in first..=last {
                self.fills[(top + i) * self.cols + left + j] =
                    shape.fill(i, j).expect("in the span");
            }
        }
    }
}

/// A random puzzle of `rows` x `cols` squares and its solution, made by the construction
/// described in the module documentation (the solution always passes
/// [`check`](super::check())). The puzzle need not have a unique solution.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    rng: &mut impl Rng,
) -> (Shakashaka, ShakashakaAnswer) {
    assert!(rows > 0 && cols > 0, "a grid needs at least one square");
    let shades: Vec<Shade> = draw(rows, cols, rng)
        .into_iter()
        .map(|fill| match fill {
            Fill::White => Shade::White,
            Fill::Triangle(corner) => Shade::Triangle(corner),
            Fill::Black => Shade::Black(Square::Black),
        })
        .collect();
    let plain = ShakashakaAnswer::new(rows, cols, shades);
    let numbered = |_, _| rng.random_bool(NUMBERED);
    numbered_where(&plain, numbered)
}

/// The puzzle of `answer`'s layout with a number on every black square: the most clues a
/// Shakashaka of this layout can have, and that answer with the numbers.
///
/// ```
/// use puzzle_ir::shakashaka::{check, generate, Square};
/// use rand::SeedableRng;
/// let mut rng = rand::rngs::SmallRng::seed_from_u64(3);
/// let (_, answer) = generate::random_puzzle(8, 8, &mut rng);
/// let (full, answer) = generate::every_number(&answer);
/// assert!(full.squares().iter().all(|&s| s != Square::Black));
/// assert!(check(&full, &answer).is_ok());
/// ```
pub fn every_number(answer: &ShakashakaAnswer) -> (Shakashaka, ShakashakaAnswer) {
    numbered_where(answer, |_, _| true)
}

/// The puzzle of `answer`'s layout with its black squares numbered where `numbered`
/// says, and the answer showing the same squares.
fn numbered_where(
    answer: &ShakashakaAnswer,
    mut numbered: impl FnMut(usize, usize) -> bool,
) -> (Shakashaka, ShakashakaAnswer) {
    let (rows, cols) = (answer.rows(), answer.cols());
    let mut squares = Vec::with_capacity(rows * cols);
    let mut shades = Vec::with_capacity(rows * cols);
    for (i, &shade) in answer.shades().iter().enumerate() {
        let (r, c) = (i / cols, i % cols);
        let shade = match shade {
            Shade::Black(_) if numbered(r, c) => {
                Shade::Black(Square::Number(answer.triangles_around(r, c)))
            }
            Shade::Black(_) => Shade::Black(Square::Black),
            other => other,
        };
        squares.push(match shade {
            Shade::Black(square) => square,
            _ => Square::White,
        });
        shades.push(shade);
    }
    let puzzle = Shakashaka::new(rows, cols, squares).expect("the answer's shape is valid");
    (puzzle, ShakashakaAnswer::new(rows, cols, shades))
}

/// Places random shapes in the passes of the module documentation; returns the drawing,
/// row-major.
fn draw(rows: usize, cols: usize, rng: &mut impl Rng) -> Vec<Fill> {
    let mut drawing = Drawing {
        rows,
        cols,
        fills: vec![Fill::Black; rows * cols],
    };
    let mut order: Vec<usize> = (0..rows * cols).collect();
    for pass in &PASSES {
        order.shuffle(rng);
        for &at in &order {
            if drawing.fills[at] != Fill::Black || !rng.random_bool(pass.attempt) {
                continue;
            }
            let (r, c) = (at / cols, at % cols);
            for _ in 0..pass.tries {
                let shape = Shape::random(rng, pass);
                if !pass.single && shape == SINGLE {
                    continue;
                }
                // The box covers (r, c), at a random place in it.
                let (height, width) = shape.size();
                let top = r.checked_sub(rng.random_range(0..height));
                let left = c.checked_sub(rng.random_range(0..width));
                if let (Some(top), Some(left)) = (top, left) {
                    if drawing.fits(shape, top, left) {
                        drawing.place(shape, top, left);
                        break;
                    }
                }
            }
        }
    }
    drawing.fills
}

/// `answer` with the plain white square at (`row`, `col`) made a numbered black square,
/// and `puzzle` with it (its other numbers kept), when the changed answer still keeps
/// every rule: a white area cut there must stay a rectangle, which it does where the
/// square ends a strip one square wide or is an area of its own.
///
/// ```
/// use puzzle_ir::shakashaka::{check, generate, Shade};
/// use rand::SeedableRng;
/// let mut rng = rand::rngs::SmallRng::seed_from_u64(5);
/// let (puzzle, answer) = generate::random_puzzle(10, 10, &mut rng);
/// for i in 0..100 {
///     if let Some((p, a)) = generate::blackened(&puzzle, &answer, i / 10, i % 10) {
///         assert!(matches!(a.shade(i / 10, i % 10), Shade::Black(_)));
///         assert!(check(&p, &a).is_ok());
///     }
/// }
/// ```
pub fn blackened(
    puzzle: &Shakashaka,
    answer: &ShakashakaAnswer,
    row: usize,
    col: usize,
) -> Option<(Shakashaka, ShakashakaAnswer)> {
    if row >= answer.rows() || col >= answer.cols() || answer.shade(row, col) != Shade::White {
        return None;
    }
    let mut shades = answer.shades().to_vec();
    shades[row * answer.cols() + col] = Shade::Black(Square::Black);
    let changed = ShakashakaAnswer::new(answer.rows(), answer.cols(), shades);
    let keep = |r, c| (r, c) == (row, col) || matches!(puzzle.square(r, c), Square::Number(_));
    let (puzzle, answer) = numbered_where(&changed, keep);
    super::check(&puzzle, &answer)
        .is_ok()
        .then_some((puzzle, answer))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shakashaka::check;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    /// The answer text of a drawing (free squares as `#`).
    fn text(rows: usize, cols: usize, fills: &[Fill]) -> String {
        let shades: Vec<Shade> = fills
            .iter()
            .map(|&f| match f {
                Fill::Black => Shade::Black(Square::Black),
                Fill::White => Shade::White,
                Fill::Triangle(corner) => Shade::Triangle(corner),
            })
            .collect();
        ShakashakaAnswer::new(rows, cols, shades).to_text()
    }

    /// The answer text of a lone tilted shape in its box.
    fn tilted(a: usize, b: usize) -> String {
        let k = a + b;
        let mut drawing = Drawing {
            rows: k,
            cols: k,
            fills: vec![Fill::Black; k * k],
        };
        let shape = Shape::Tilted { a, b };
        assert!(drawing.fits(shape, 0, 0));
        drawing.place(shape, 0, 0);
        text(k, k, &drawing.fills)
    }

    /// The checker's verdict on an answer text, with the puzzle read off the answer.
    fn verdict(text: &str) -> Result<(), check::Violation> {
        let puzzle_text: String = text
            .chars()
            .map(|ch| {
                if Corner::from_glyph(ch).is_some() {
                    '.'
                } else {
                    ch
                }
            })
            .collect();
        let puzzle = Shakashaka::parse("p", &format!("kind: shakashaka\ngrid:\n{puzzle_text}"))
            .expect("puzzle parses");
        let answer = ShakashakaAnswer::parse_text(&puzzle, "a", text).expect("answer parses");
        check(&puzzle, &answer)
    }

    #[test]
    fn tilted_shapes_are_drawn_as_expected() {
        assert_eq!(tilted(1, 1), "◤◥\n◣◢\n");
        assert_eq!(tilted(2, 1), "#◤◥\n◤.◢\n◣◢#\n");
        assert_eq!(tilted(1, 2), "◤◥#\n◣.◥\n#◣◢\n");
        assert_eq!(tilted(2, 2), "#◤◥#\n◤..◥\n◣..◢\n#◣◢#\n");
        assert_eq!(tilted(1, 3), "◤◥##\n◣.◥#\n#◣.◥\n##◣◢\n");
    }

    #[test]
    fn every_tilted_shape_passes_the_checker() {
        for a in 1..=2 * MAX_SIDE {
            for b in 1..=2 * MAX_SIDE {
                let text = tilted(a, b);
                assert_eq!(verdict(&text), Ok(()), "a = {a}, b = {b}\n{text}");
            }
        }
    }

    #[test]
    fn spans_are_the_squares_a_shape_takes() {
        for x in 1..=2 * MAX_SIDE {
            for y in 1..=2 * MAX_SIDE {
                for shape in [
                    Shape::Upright {
                        height: x,
                        width: y,
                    },
                    Shape::Tilted { a: x, b: y },
                ] {
                    let (height, width) = shape.size();
                    for i in 0..height {
                        let (first, last) = shape.span(i);
                        for j in 0..width {
                            assert_eq!(
                                shape.fill(i, j).is_some(),
                                (first..=last).contains(&j),
                                "{shape:?} ({i}, {j})"
                            );
                        }
                    }
                }
            }
        }
    }

    /// Draws `shapes` (with their boxes' top-left squares) in order, each only if it
    /// fits; returns which fitted and the answer text.
    fn try_place(
        rows: usize,
        cols: usize,
        shapes: &[(Shape, usize, usize)],
    ) -> (Vec<bool>, String) {
        let mut drawing = Drawing {
            rows,
            cols,
            fills: vec![Fill::Black; rows * cols],
        };
        let fitted = shapes
            .iter()
            .map(|&(shape, top, left)| {
                let fits = drawing.fits(shape, top, left);
                if fits {
                    drawing.place(shape, top, left);
                }
                fits
            })
            .collect();
        (fitted, text(rows, cols, &drawing.fills))
    }

    #[test]
    fn the_fit_rule() {
        let upright = |height, width| Shape::Upright { height, width };
        let tilted = |a, b| Shape::Tilted { a, b };
        // Upright areas may not share a side; a black square or a corner between is enough.
        let (fitted, _) = try_place(2, 3, &[(upright(2, 1), 0, 0), (upright(1, 1), 0, 1)]);
        assert_eq!(fitted, [true, false]);
        let (fitted, text) = try_place(2, 3, &[(upright(1, 1), 0, 0), (upright(1, 2), 1, 1)]);
        assert_eq!((fitted, text.as_str()), (vec![true, true], ".##\n#..\n"));
        let (fitted, _) = try_place(1, 3, &[(upright(1, 1), 0, 0), (upright(1, 1), 0, 2)]);
        assert_eq!(fitted, [true, true]);
        // Tilted areas show only black halves outwards: they may touch anything.
        let (fitted, text) = try_place(
            3,
            5,
            &[
                (tilted(1, 1), 0, 0),
                (upright(2, 1), 0, 2),
                (tilted(1, 1), 0, 3),
                (upright(1, 5), 2, 0),
            ],
        );
        assert_eq!(fitted, [true, true, true, false]);
        assert_eq!(text, "◤◥.◤◥\n◣◢.◣◢\n#####\n");
        // The free corners of a tilted shape's box can take other shapes.
        let (fitted, text) = try_place(
            4,
            4,
            &[
                (tilted(2, 2), 0, 0),
                (upright(1, 1), 0, 0),
                (tilted(1, 1), 2, 2),
            ],
        );
        assert_eq!(fitted, [true, true, false]);
        assert_eq!(text, ".◤◥#\n◤..◥\n◣..◢\n#◣◢#\n");
        // Shapes stay inside the grid and off taken squares.
        let (fitted, _) = try_place(2, 2, &[(upright(2, 3), 0, 0), (tilted(1, 2), 0, 0)]);
        assert_eq!(fitted, [false, false]);
        let (fitted, _) = try_place(3, 3, &[(tilted(2, 1), 0, 0), (upright(1, 1), 1, 1)]);
        assert_eq!(fitted, [true, false]);
    }

    #[test]
    fn small_and_thin_grids() {
        let mut rng = SmallRng::seed_from_u64(1);
        for rows in 1..=4 {
            for cols in 1..=4 {
                for _ in 0..50 {
                    let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
                    assert_eq!(check(&puzzle, &answer), Ok(()), "\n{}", answer.to_text());
                }
            }
        }
    }

    #[test]
    fn large_grids_have_every_kind_of_square() {
        let mut rng = SmallRng::seed_from_u64(2);
        let (puzzle, answer) = random_puzzle(200, 200, &mut rng);
        assert_eq!(check(&puzzle, &answer), Ok(()));
        let shades = answer.shades();
        for corner in Corner::ALL {
            assert!(shades.contains(&Shade::Triangle(corner)), "{corner:?}");
        }
        assert!(shades.contains(&Shade::White));
        assert!(puzzle.squares().contains(&Square::Black));
        for n in 0..=4 {
            assert!(puzzle.squares().contains(&Square::Number(n)), "number {n}");
        }
    }
}
