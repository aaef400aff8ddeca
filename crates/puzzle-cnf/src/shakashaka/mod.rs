//! The Shakashaka encoder: one-hot states per white square, numbers as exact counts of
//! triangles, and the rectangle rule as local clauses at every grid vertex, generated
//! from the geometry ([`vertex`]).
//!
//! # Variables and clauses
//!
//! * **States.** Each white square has five variables, named `r2c3=.`, `r2c3=◢`,
//!   `r2c3=◣`, `r2c3=◤`, `r2c3=◥` (the glyph shows the black half; see [`STATES`]), and
//!   exactly one of them is true ([`Options::amo`]; pairwise by default: 11 clauses).
//!   Black squares and the outside of the grid have no variables and count as black.
//! * **Numbers.** A number k with n <= 4 white orthogonal neighbours asks for exactly k
//!   triangles among them. A neighbour holds a triangle exactly when its "white" variable
//!   is false (exactly one state is true), so no auxiliary variable is needed. The
//!   constraint is written as its complete set of no-goods: every k + 1 neighbours
//!   include a white one, every n - k + 1 a triangle: C(n, k+1) + C(n, k-1) clauses, at
//!   most 8 (n = 4, k = 2) and no auxiliary variable, where Sinz's sequential counter for
//!   <= k plus one for >= k takes 12 auxiliary variables and 26 clauses for any
//!   0 < k < 4 = n. So the direct clauses are the smaller choice here, and unit
//!   propagation on them finds every forced neighbour.
//!   A number larger than n is reported before encoding ([`Contradiction`]).
//! * **Rectangles.** Around a grid vertex the (up to) four squares make eight sectors of
//!   45 degrees, two per square: a white square gives two white sectors, a black one (or
//!   the outside) two black ones, a triangle two black at its black right angle, two
//!   white at the opposite corner, and one of each at the ends of its hypotenuse. The
//!   rule ([`crate::VertexRule::Sectors`]): walking around the vertex, every maximal run
//!   of white sectors has length 2, 4 or 8, i.e. every white area meets the vertex in an
//!   angle of 90, 180 or 360 degrees. It is necessary, since a rectangle has exactly
//!   these angles at the points of its closure. It is also sufficient: a white area's
//!   boundary runs along square sides and full diagonals and turns only at grid points, so
//!   its outer boundary is a closed polyline with only 90-degree left turns (four of
//!   them), i.e. a rectangle, upright or at 45 degrees; and a hole inside an area would need
//!   a reflex (270-degree) angle of the area somewhere, which is forbidden. Of the 6^4 =
//!   1,296 combinations of states and black around a vertex, 290 keep the rule (111 of the
//!   625 with four white squares).
//!
//! # Vertex clauses
//!
//! Nothing is written by hand: for each of the 16 vertex patterns (which of the four
//! squares are white) [`vertex::clauses`] enumerates the state combinations, marks those
//! that break the rule, and compresses them into clauses over the one-hot literals. A
//! clause forbids a box "NW in S1 and NE in S2 and ..." of combinations; "not in S" is one
//! negative literal when S is one state, and otherwise the positive literals of the states
//! outside S. Boxes are grown greedily from each forbidden combination to maximal ones
//! (prime clauses); every prime of at most 3 literals is kept, the rest of the forbidden
//! set is covered greedily, and redundant boxes are dropped. At a vertex with four white
//! squares this gives **16 clauses with 64 literals, the longest 6** (the plain encoding
//! of the notes, one clause per bad run, takes 40 clauses with 452 literals, the longest
//! 14; a full forbidding clause per combination would take 514). The tables are in
//! `snapshots/shakashaka/vertex_clauses_*.snap`. Short primes matter: with only a minimal
//! cover (15 clauses, 81 literals) the janko corpus solved 2 to 3 times slower and
//! uniqueness was proved about 15 times slower.
//!
//! [`crate::VertexRule::NoThinStrips`] also forbids [`vertex::thin_strip`]s: a straight
//! diagonal through the vertex with a triangle on its white side whose white right angle
//! is at the vertex. The white area there would be a 45-degree rectangle 1/√2 wide,
//! which no rectangle with corners on grid points is, so no answer has one (the proof is
//! at [`vertex::thin_strip`]). The sector rule allows 16 such combinations per vertex;
//! without them 274 of the 1,296 remain, the count of cspuz's vertex
//! rule (`docs/ENCODINGS.md`). With four white squares: **24 clauses, 84 literals, longest 6**.
//! Same answers, stronger propagation; on the janko corpus both rules take about the
//! same time.
//!
//! # Verification
//!
//! `tests/it/shakashaka_exact.rs` lists every model of every black/white board up to 3x3 and
//! of 2x4 and 4x2 (and of the same boards with a number, and every grid of up to 6 squares
//! of white, black and numbered squares) and compares them with the fills that the
//! independent checker `puzzle_ir::shakashaka::check` accepts: equal for both rules (328
//! answers over the 512 3x3 boards, 161 over the 256 2x4 boards). `tests/
//! shakashaka_corpus.rs` solves the 297 bundled janko.at puzzles to their published
//! solutions and proves each unique.
//!
//! # Other models
//!
//! The constraint list (a)-(g) of the logic-programming Shakashaka study (SICStus
//! clpfd) was not available to us (the search tool did not find it), so no comparison with
//! it is made here. Compared with the vertex-angle models of the literature (`docs/ENCODINGS.md`):
//! * Demaine, Okamoto, Uehara and Uno's integer program (CCCG 2013) has the same one-hot
//!   states and clue sums, and makes the rectangle rule local at grid points in the same
//!   way; as the notes recall it (its constraint list could not be checked), each
//!   forbidden local pattern is one no-good over all four squares. In SAT terms such a
//!   no-good propagates only when three of the four squares are fixed to the pattern's
//!   exact states; the prime clauses here (for example `NW≠◥ ∨ NE≠◢`: a 45-degree white
//!   angle) propagate as soon as the squares they mention are decided, or only narrowed to
//!   a set of states.
//! * cspuz (semiexp) uses 8 "hypotenuse touches the vertex" literals per vertex with
//!   implications "continue straight or turn 90 degrees" and a count of white right-angle
//!   corners that must not be 3: a sound, locally stronger rule than the sector rule
//!   (274 allowed patterns against 290); [`crate::VertexRule::NoThinStrips`] closes that
//!   gap. Its clue constraint is a `count_true == n` over order-encoded integers, where
//!   the no-goods above need no auxiliary variable.
//!
//! ```
//! use puzzle_cnf::{shakashaka, Options};
//! use puzzle_ir::shakashaka::Shakashaka;
//!
//! let puzzle = Shakashaka::parse("p.txt", "kind: shakashaka\ngrid:\n2..2\n....\n....\n2..2\n").unwrap();
//! let encoding = shakashaka::encode(&puzzle, &Options::default()).unwrap();
//! assert_eq!(encoding.cnf.n_vars(), 12 * 5); // five states per white square
//! // Decoding a model: here, by hand, the all-white fill (which breaks the numbers).
//! let all_white = |v: puzzle_cnf::Var| v.idx() % 5 == 0;
//! let answer = encoding.decoder.decode(all_white).unwrap();
//! assert_eq!(answer.to_text(), "2..2\n....\n....\n2..2\n");
//! ```

mod kind;
pub mod vertex;

use crate::card::few;
use crate::{CnfBuilder, Options};
pub use kind::{ShakashakaOptions, VertexRule};
use puzzle_ir::shakashaka::{Corner, Shade, Shakashaka, ShakashakaAnswer, Square};
use rustsat::types::{Lit, Var};
use std::fmt;

/// The five states of a white square, in variable order: white, then the triangles in
/// glyph order `◢ ◣ ◤ ◥` (the glyph shows the black half).
pub const STATES: [Shade; 5] = [
    Shade::White,
    Shade::Triangle(Corner::BottomRight),
    Shade::Triangle(Corner::BottomLeft),
    Shade::Triangle(Corner::TopLeft),
    Shade::Triangle(Corner::TopRight),
];

/// A proof, found before encoding, that the puzzle has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contradiction {
    /// A number larger than its count of white orthogonal neighbours (0-based square),
    /// such as a 3 or 4 in a corner.
    NumberTooLarge {
        square: (usize, usize),
        number: u8,
        white_neighbours: usize,
    },
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contradiction::NumberTooLarge {
                square: (r, c),
                number,
                white_neighbours,
            } => {
                let squares = if *white_neighbours == 1 {
                    "square"
                } else {
                    "squares"
                };
                write!(
                    f,
                    "the {number} at row {}, column {} has only {white_neighbours} white \
                     neighbouring {squares} for its triangles",
                    r + 1,
                    c + 1
                )
            }
        }
    }
}

impl std::error::Error for Contradiction {}

/// A model that is not an answer: a white square with no true state variable or several.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the model gives the square at row {}, column {} {count} states", .square.0 + 1, .square.1 + 1)]
pub struct BadModel {
    pub square: (usize, usize),
    pub count: usize,
}

/// The map from a model back to a [`ShakashakaAnswer`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShakashakaDecoder {
    rows: usize,
    cols: usize,
    squares: Vec<Square>,
    /// The state variables of each white square (in [`STATES`] order).
    vars: Vec<Option<[Var; 5]>>,
}

impl ShakashakaDecoder {
    /// The state variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &ShakashakaAnswer) -> Vec<Lit> {
        let squares = self.vars.iter().zip(answer.shades());
        let white = squares.filter_map(|(vars, &shade)| vars.map(|vars| (vars, shade)));
        white
            .flat_map(|(vars, shade)| {
                (vars.into_iter().zip(STATES))
                    .map(move |(var, state)| Lit::new(var.idx32(), state != shade))
            })
            .collect()
    }

    /// Reads the answer from the values of the variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> Result<ShakashakaAnswer, BadModel> {
        let mut shades = Vec::with_capacity(self.squares.len());
        for (index, (square, vars)) in self.squares.iter().zip(&self.vars).enumerate() {
            let Some(vars) = vars else {
                shades.push(Shade::Black(*square));
                continue;
            };
            let mut set = (0..5).filter(|&s| value_of(vars[s]));
            match (set.next(), set.count()) {
                (Some(s), 0) => shades.push(STATES[s]),
                (first, rest) => {
                    return Err(BadModel {
                        square: (index / self.cols, index % self.cols),
                        count: usize::from(first.is_some()) + rest,
                    })
                }
            }
        }
        Ok(ShakashakaAnswer::new(self.rows, self.cols, shades))
    }

    /// The five state variables of each white square; black squares are stated.
    pub fn cell_vars(&self) -> Vec<crate::CellVars> {
        self.vars
            .iter()
            .map(|vars| match vars {
                Some(vars) => crate::CellVars::Open(vars.to_vec()),
                None => crate::CellVars::Stated,
            })
            .collect()
    }

    /// The variable that says the white square at 0-based (`row`, `col`) is in state
    /// `STATES[state]`; `None` for a black square.
    pub fn var(&self, row: usize, col: usize, state: usize) -> Option<Var> {
        self.vars[row * self.cols + col].map(|v| v[state])
    }
}

/// The CNF of a puzzle and the map back from its models.
pub type ShakashakaEncoding = crate::KindEncoding<ShakashakaDecoder>;

/// The white orthogonal neighbours of the square at (`r`, `c`).
fn white_neighbours(
    puzzle: &Shakashaka,
    r: usize,
    c: usize,
) -> impl Iterator<Item = (usize, usize)> + '_ {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    [(-1, 0), (1, 0), (0, -1), (0, 1)]
        .into_iter()
        .filter_map(move |(dr, dc): (isize, isize)| {
            let (nr, nc) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
            (nr < rows && nc < cols).then_some((nr, nc))
        })
        .filter(|&(nr, nc)| puzzle.square(nr, nc) == Square::White)
}

/// Encodes `puzzle`, or proves it has no answer when a number is evidently too large.
pub fn encode(puzzle: &Shakashaka, options: &Options) -> Result<ShakashakaEncoding, Contradiction> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let neighbours = |r: usize, c: usize| white_neighbours(puzzle, r, c);
    for r in 0..rows {
        for c in 0..cols {
            if let Square::Number(number) = puzzle.square(r, c) {
                let white_neighbours = neighbours(r, c).count();
                if usize::from(number) > white_neighbours {
                    return Err(Contradiction::NumberTooLarge {
                        square: (r, c),
                        number,
                        white_neighbours,
                    });
                }
            }
        }
    }
    Ok(encode_squares(puzzle, options, None))
}

/// Encodes `puzzle` with each number's clauses behind its own selector (row-major); a
/// number larger than its count of white neighbours becomes a clause against its
/// selector.
pub fn encode_clues(puzzle: &Shakashaka, options: &Options) -> (ShakashakaEncoding, Vec<Lit>) {
    let mut selectors = Vec::new();
    let encoding = encode_squares(puzzle, options, Some(&mut selectors));
    (encoding, selectors)
}

/// States, numbers and vertex clauses; with `selectors`, each number is guarded by a
/// fresh selector pushed there.
fn encode_squares(
    puzzle: &Shakashaka,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> ShakashakaEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = if options.names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let mut vars = Vec::with_capacity(rows * cols);
    for r in 0..rows {
        for c in 0..cols {
            vars.push((puzzle.square(r, c) == Square::White).then(|| {
                STATES.map(|s| cnf.new_named_var(|| format!("r{}c{}={}", r + 1, c + 1, s.symbol())))
            }));
        }
    }
    for square in vars.iter().flatten() {
        options.amo.exactly_one(&square.map(Var::pos_lit), &mut cnf);
    }

    // Numbers: exactly k of the white neighbours hold a triangle, i.e. are not white
    // (as no-goods, `card::few`: unit propagation finds every forced neighbour).
    for r in 0..rows {
        for c in 0..cols {
            if let Square::Number(number) = puzzle.square(r, c) {
                let triangle: Vec<Lit> = white_neighbours(puzzle, r, c)
                    .map(|(nr, nc)| !vars[nr * cols + nc].expect("white square")[0].pos_lit())
                    .collect();
                let count = |cnf: &mut CnfBuilder| few::exactly(&triangle, number.into(), cnf);
                cnf.add_clue(selectors.as_deref_mut(), count);
            }
        }
    }

    // The rectangle rule at every vertex, the outside counting as black.
    for i in 0..=rows {
        for j in 0..=cols {
            let around: [Option<[Var; 5]>; 4] = vertex::OFFSETS.map(|(dr, dc)| {
                let (r, c) = (i.checked_add_signed(dr)?, j.checked_add_signed(dc)?);
                if r < rows && c < cols {
                    vars[r * cols + c]
                } else {
                    None
                }
            });
            if around.iter().all(Option::is_none) {
                continue;
            }
            for clause in
                vertex::clauses(options.shakashaka.vertex_rule, around.map(|a| a.is_some()))
            {
                cnf.add_clause(clause.literals().into_iter().map(|l| {
                    let var = around[l.square].expect("clause over white squares")[l.state];
                    if l.positive {
                        var.pos_lit()
                    } else {
                        var.neg_lit()
                    }
                }));
            }
        }
    }

    let decoder = ShakashakaDecoder {
        rows,
        cols,
        squares: puzzle.squares().to_vec(),
        vars,
    };
    ShakashakaEncoding { cnf, decoder }
}
