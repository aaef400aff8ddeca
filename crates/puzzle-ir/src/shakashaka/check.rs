//! The independent Shakashaka checker. It is geometric and shares no code with any
//! encoder: a bug in an encoding cannot hide itself here.
//!
//! # Method
//!
//! Each square is cut along both diagonals into four quarter triangles around its centre,
//! named after the side they touch: N, E, S and W. A white square has four white quarters;
//! a triangle square has the two quarters of its white half (`◢`, black bottom-right:
//! N and W; `◣`: N and E; `◤`: S and E; `◥`: S and W); a black square has none.
//!
//! Two white quarters belong to the same white area when they share a side: inside a
//! square N-E, E-S, S-W and W-N; across squares E with the right neighbour's W and S with
//! the lower neighbour's N. Touching at a single point joins nothing, so two areas that
//! meet only at a corner stay two areas. Outside the grid counts as black.
//!
//! An area is a rectangle exactly when it fills its bounding box, since it lies inside
//! that box. This is tested in two frames: upright, with coordinates (x, y), and turned by
//! 45 degrees, with (u, v) = (x + y, x - y). Coordinates are doubled so that every vertex
//! of a quarter is an integer point: square (row r, column c) spans x = 2c..2c+2,
//! y = 2r..2r+2, its centre is (2c+1, 2r+1), and each quarter has area 1 (a square 4).
//! The bounding box is taken over the vertices of the area's quarters. The map
//! (x, y) -> (u, v) doubles areas, so the area is a 45-degree rectangle when twice its
//! quarter count equals the area of its (u, v) box.
//!
//! The checks run in this order and the first failure is reported: size; each square
//! against the puzzle (row by row); each number (row by row); each white area (in the
//! order of its first square, row by row).
//!
//! ```
//! use puzzle_ir::shakashaka::{check, Shakashaka, ShakashakaAnswer};
//! let puzzle = Shakashaka::parse("p", "kind: shakashaka\ngrid:\n2..2\n....\n....\n2..2\n").unwrap();
//! let answer = ShakashakaAnswer::parse_text(&puzzle, "a", "2◤◥2\n◤..◥\n◣..◢\n2◣◢2\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = ShakashakaAnswer::parse_text(&puzzle, "a", "2◤◥2\n◤...\n◣..◢\n2◣◢2\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Corner, Shade, Shakashaka, ShakashakaAnswer, Square};
use crate::grid::WrongSize;
use crate::plural::count;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A black square of the puzzle is shown as something else (white, a triangle, or
    /// black with another number or none).
    BlackChanged {
        row: usize,
        col: usize,
        expected: Square,
        got: Shade,
    },
    /// A white square of the puzzle is shown as black (with or without a number).
    WhiteShownBlack { row: usize, col: usize, got: Shade },
    /// A number that does not count its triangle neighbours.
    WrongCount {
        row: usize,
        col: usize,
        number: u8,
        triangles: u8,
    },
    /// A white area that is neither an upright nor a 45-degree rectangle. Areas are in
    /// quarter squares (a square is 4); `first` is its first square row by row, `rows`
    /// and `cols` the range of squares it touches (all 1-based).
    NotRectangle {
        first: (usize, usize),
        rows: (usize, usize),
        cols: (usize, usize),
        /// The area's size, in quarter squares.
        quarters: usize,
        /// Its upright bounding box, in quarter squares.
        upright_box: usize,
        /// Its 45-degree bounding box, in quarter squares.
        tilted_box: usize,
    },
}

impl Violation {
    /// The area a rectangle would have: the smaller of the two bounding boxes, in quarter
    /// squares (only for [`Violation::NotRectangle`]).
    pub fn expected_quarters(&self) -> Option<usize> {
        match self {
            Violation::NotRectangle {
                upright_box,
                tilted_box,
                ..
            } => Some(*upright_box.min(tilted_box)),
            _ => None,
        }
    }
}

/// What a square of the puzzle is, in words.
fn square_words(square: Square) -> String {
    match square {
        Square::White => "white".to_owned(),
        Square::Black => "black without a number".to_owned(),
        Square::Number(n) => format!("black with the number {n}"),
    }
}

/// What a square of the answer shows, in words.
fn shade_words(shade: Shade) -> String {
    match shade {
        Shade::White => "white".to_owned(),
        Shade::Triangle(corner) => format!("a triangle {}", corner.glyph()),
        Shade::Black(Square::White) => "black (marked as a white square)".to_owned(),
        Shade::Black(Square::Black) => "black without a number".to_owned(),
        Shade::Black(Square::Number(n)) => format!("black with the number {n}"),
    }
}

/// An area in squares from quarter squares: `30` -> `7.5`.
fn squares(quarters: usize) -> String {
    let whole = quarters / 4;
    match quarters % 4 {
        0 => whole.to_string(),
        1 => format!("{whole}.25"),
        2 => format!("{whole}.5"),
        _ => format!("{whole}.75"),
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::BlackChanged {
                row,
                col,
                expected,
                got,
            } => write!(
                f,
                "row {row}, column {col}: the puzzle's square is {} but the answer shows {}",
                square_words(*expected),
                shade_words(*got)
            ),
            Violation::WhiteShownBlack { row, col, got } => write!(
                f,
                "row {row}, column {col}: the puzzle's square is white but the answer shows {}",
                shade_words(*got)
            ),
            Violation::WrongCount {
                row,
                col,
                number,
                triangles,
            } => write!(
                f,
                "row {row}, column {col}: the number {number} has {} among its neighbours",
                count(*triangles, "triangle")
            ),
            Violation::NotRectangle {
                first,
                rows,
                cols,
                quarters,
                upright_box,
                tilted_box,
            } => write!(
                f,
                "the white area at row {}, column {} (rows {}-{}, columns {}-{}) is not a \
                 rectangle: its area is {} squares, but a rectangle around it has area {} \
                 (upright) or {} (turned 45 degrees)",
                first.0,
                first.1,
                rows.0,
                rows.1,
                cols.0,
                cols.1,
                squares(*quarters),
                squares(*upright_box),
                squares(*tilted_box)
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Quarter indices within a square.
const N: usize = 0;
const E: usize = 1;
const S: usize = 2;
const W: usize = 3;

/// The white quarters of a shade, indexed by N, E, S, W.
fn white_quarters(shade: Shade) -> [bool; 4] {
    match shade {
        Shade::White => [true; 4],
        Shade::Triangle(Corner::BottomRight) => [true, false, false, true],
        Shade::Triangle(Corner::BottomLeft) => [true, true, false, false],
        Shade::Triangle(Corner::TopLeft) => [false, true, true, false],
        Shade::Triangle(Corner::TopRight) => [false, false, true, true],
        Shade::Black(_) => [false; 4],
    }
}

/// The three vertices (x, y) of quarter `q` of square (`r`, `c`), in doubled coordinates.
fn quarter_vertices(r: i64, c: i64, q: usize) -> [(i64, i64); 3] {
    let (x, y) = (2 * c, 2 * r);
    let centre = (x + 1, y + 1);
    match q {
        N => [(x, y), (x + 2, y), centre],
        E => [(x + 2, y), (x + 2, y + 2), centre],
        S => [(x, y + 2), (x + 2, y + 2), centre],
        _ => [(x, y), (x, y + 2), centre],
    }
}

/// Running bounds of one white area.
struct Bounds {
    quarters: usize,
    x: (i64, i64),
    y: (i64, i64),
    u: (i64, i64),
    v: (i64, i64),
    rows: (usize, usize),
    cols: (usize, usize),
}

impl Bounds {
    fn new(r: usize, c: usize) -> Self {
        Bounds {
            quarters: 0,
            x: (i64::MAX, i64::MIN),
            y: (i64::MAX, i64::MIN),
            u: (i64::MAX, i64::MIN),
            v: (i64::MAX, i64::MIN),
            rows: (r, r),
            cols: (c, c),
        }
    }

    fn add(&mut self, r: usize, c: usize, q: usize) {
        fn widen(range: &mut (i64, i64), value: i64) {
            range.0 = range.0.min(value);
            range.1 = range.1.max(value);
        }
        self.quarters += 1;
        for (x, y) in quarter_vertices(r as i64, c as i64, q) {
            widen(&mut self.x, x);
            widen(&mut self.y, y);
            widen(&mut self.u, x + y);
            widen(&mut self.v, x - y);
        }
        self.rows = (self.rows.0.min(r), self.rows.1.max(r));
        self.cols = (self.cols.0.min(c), self.cols.1.max(c));
    }

    /// The upright bounding box's area, in quarters.
    fn upright_box(&self) -> usize {
        ((self.x.1 - self.x.0) * (self.y.1 - self.y.0)) as usize
    }

    /// The 45-degree bounding box's area, in quarters: the (u, v) box's area halved.
    fn tilted_box(&self) -> usize {
        ((self.u.1 - self.u.0) * (self.v.1 - self.v.0) / 2) as usize
    }
}

/// Checks `answer` against every rule of `puzzle`.
pub fn check(puzzle: &Shakashaka, answer: &ShakashakaAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    check_squares(puzzle, answer)?;
    check_numbers(puzzle, answer)?;
    check_areas(answer)
}

/// Black squares stay as in the puzzle; white squares stay white or get a triangle.
fn check_squares(puzzle: &Shakashaka, answer: &ShakashakaAnswer) -> Result<(), Violation> {
    for r in 0..puzzle.rows() {
        for c in 0..puzzle.cols() {
            let (square, shade) = (puzzle.square(r, c), answer.shade(r, c));
            let (row, col) = (r + 1, c + 1);
            match (square, shade) {
                (Square::White, Shade::White | Shade::Triangle(_)) => {}
                (Square::White, got) => return Err(Violation::WhiteShownBlack { row, col, got }),
                (expected, Shade::Black(shown)) if shown == expected => {}
                (expected, got) => {
                    return Err(Violation::BlackChanged {
                        row,
                        col,
                        expected,
                        got,
                    })
                }
            }
        }
    }
    Ok(())
}

/// Each number equals the count of triangles among its orthogonal neighbours.
fn check_numbers(puzzle: &Shakashaka, answer: &ShakashakaAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    for r in 0..rows {
        for c in 0..cols {
            let Square::Number(number) = puzzle.square(r, c) else {
                continue;
            };
            let triangles = answer.triangles_around(r, c);
            if triangles != number {
                return Err(Violation::WrongCount {
                    row: r + 1,
                    col: c + 1,
                    number,
                    triangles,
                });
            }
        }
    }
    Ok(())
}

/// Every white area (a flood fill over white quarters) fills its upright or its 45-degree
/// bounding box.
fn check_areas(answer: &ShakashakaAnswer) -> Result<(), Violation> {
    let (rows, cols) = (answer.rows(), answer.cols());
    let white: Vec<[bool; 4]> = answer.shades().iter().map(|&s| white_quarters(s)).collect();
    let mut seen = vec![false; rows * cols * 4];
    let mut stack: Vec<(usize, usize, usize)> = Vec::new();
    for r0 in 0..rows {
        for c0 in 0..cols {
            for q0 in [N, E, S, W] {
                let id = (r0 * cols + c0) * 4 + q0;
                if !white[r0 * cols + c0][q0] || seen[id] {
                    continue;
                }
                seen[id] = true;
                stack.push((r0, c0, q0));
                let mut bounds = Bounds::new(r0, c0);
                while let Some((r, c, q)) = stack.pop() {
                    bounds.add(r, c, q);
                    // The two quarters of the same square that share a side with q, and
                    // the quarter of the neighbouring square across q's outer side.
                    let across = match q {
                        N => (r > 0).then(|| (r - 1, c, S)),
                        E => (c + 1 < cols).then_some((r, c + 1, W)),
                        S => (r + 1 < rows).then_some((r + 1, c, N)),
                        _ => (c > 0).then(|| (r, c - 1, E)),
                    };
                    let next = [Some((r, c, (q + 1) % 4)), Some((r, c, (q + 3) % 4)), across];
                    for (nr, nc, nq) in next.into_iter().flatten() {
                        let nid = (nr * cols + nc) * 4 + nq;
                        if white[nr * cols + nc][nq] && !seen[nid] {
                            seen[nid] = true;
                            stack.push((nr, nc, nq));
                        }
                    }
                }
                let (upright_box, tilted_box) = (bounds.upright_box(), bounds.tilted_box());
                if bounds.quarters != upright_box && bounds.quarters != tilted_box {
                    return Err(Violation::NotRectangle {
                        first: (r0 + 1, c0 + 1),
                        rows: (bounds.rows.0 + 1, bounds.rows.1 + 1),
                        cols: (bounds.cols.0 + 1, bounds.cols.1 + 1),
                        quarters: bounds.quarters,
                        upright_box,
                        tilted_box,
                    });
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The puzzle an answer text belongs to: triangles and `.` white, `#` and digits black.
    fn puzzle_of(answer: &str) -> Shakashaka {
        let grid: String = answer
            .lines()
            .map(|line| {
                let row: String = line
                    .chars()
                    .map(|ch| {
                        if Corner::from_glyph(ch).is_some() {
                            '.'
                        } else {
                            ch
                        }
                    })
                    .collect();
                row + "\n"
            })
            .collect();
        Shakashaka::parse("p", &format!("kind: shakashaka\ngrid:\n{grid}")).expect("puzzle parses")
    }

    /// Checks an answer text against the puzzle made from it.
    fn verdict(answer: &str) -> Result<(), Violation> {
        let puzzle = puzzle_of(answer);
        let answer = ShakashakaAnswer::parse_text(&puzzle, "a", answer).expect("answer parses");
        check(&puzzle, &answer)
    }

    #[track_caller]
    fn not_rectangle(answer: &str) -> Violation {
        let violation = verdict(answer).expect_err("the answer must be rejected");
        assert!(
            matches!(violation, Violation::NotRectangle { .. }),
            "{violation}"
        );
        violation
    }

    #[test]
    fn single_white_square() {
        assert_eq!(verdict("."), Ok(()));
        assert_eq!(verdict("#.#\n###\n"), Ok(()));
        assert_eq!(verdict("#"), Ok(()));
    }

    #[test]
    fn single_triangle_is_not_a_rectangle() {
        for glyph in ["◢", "◣", "◤", "◥"] {
            let v = not_rectangle(glyph);
            assert_eq!(v.expected_quarters(), Some(4), "{glyph}");
            assert_eq!(
                v.to_string(),
                "the white area at row 1, column 1 (rows 1-1, columns 1-1) is not a rectangle: \
                 its area is 0.5 squares, but a rectangle around it has area 1 (upright) or 1 \
                 (turned 45 degrees)"
            );
        }
    }

    #[test]
    fn small_diamond() {
        assert_eq!(verdict("◤◥\n◣◢\n"), Ok(()));
        // Turned the wrong way round: four separate half squares.
        not_rectangle("◢◣\n◥◤\n");
    }

    #[test]
    fn diamond_with_clued_corners() {
        let puzzle = Shakashaka::parse("p", "kind: shakashaka\ngrid:\n2..2\n....\n....\n2..2\n")
            .expect("puzzle parses");
        let answer = ShakashakaAnswer::parse_text(&puzzle, "a", "2◤◥2\n◤..◥\n◣..◢\n2◣◢2\n")
            .expect("answer parses");
        assert_eq!(check(&puzzle, &answer), Ok(()));
    }

    #[test]
    fn big_diamond() {
        assert_eq!(
            verdict("##◤◥##\n#◤..◥#\n◤....◥\n◣....◢\n#◣..◢#\n#2◣◢2#\n"),
            Ok(())
        );
    }

    #[test]
    fn tilted_rectangle_that_is_not_a_square() {
        // A diagonal stripe: a = 1, b = 3 in the generator's terms.
        assert_eq!(verdict("◤◥##\n◣.◥#\n#◣.◥\n##◣◢\n"), Ok(()));
        // The same with a white square turned into a triangle: the upper part is a
        // diamond, but the triangle's black half cuts a notch into the lower part.
        assert_eq!(verdict("◤◥##\n◣◢##\n####\n####\n"), Ok(()));
        let v = not_rectangle("◤◥##\n◣◢◥#\n#◣.◥\n##◣◢\n");
        assert!(
            matches!(v, Violation::NotRectangle { first: (2, 3), .. }),
            "{v}"
        );
    }

    #[test]
    fn upright_rectangles() {
        assert_eq!(verdict("...#\n...#\n####\n..#.\n"), Ok(()));
        assert_eq!(verdict("....\n....\n....\n"), Ok(()));
    }

    #[test]
    fn l_shape_is_rejected() {
        let v = not_rectangle("..#\n.##\n");
        assert_eq!(
            v,
            Violation::NotRectangle {
                first: (1, 1),
                rows: (1, 2),
                cols: (1, 2),
                quarters: 12,
                upright_box: 16,
                tilted_box: 24,
            }
        );
        assert_eq!(v.expected_quarters(), Some(16));
        assert_eq!(
            v.to_string(),
            "the white area at row 1, column 1 (rows 1-2, columns 1-2) is not a rectangle: \
             its area is 3 squares, but a rectangle around it has area 4 (upright) or 6 \
             (turned 45 degrees)"
        );
    }

    #[test]
    fn area_with_a_hole_is_rejected() {
        not_rectangle("...\n.#.\n...\n");
    }

    #[test]
    fn nested_rectangles() {
        // A white square in a black frame in a white ring: the ring is not a rectangle.
        let v = not_rectangle(".....\n.###.\n.#.#.\n.###.\n.....\n");
        assert!(matches!(
            v,
            Violation::NotRectangle {
                first: (1, 1),
                rows: (1, 5),
                ..
            }
        ));
        // A white square inside the upright bounding box of a diamond, in its black corner:
        // two areas, both rectangles.
        assert_eq!(
            verdict(".#◤◥##\n#◤..◥#\n◤....◥\n◣....◢\n#◣..◢#\n##◣◢#.\n"),
            Ok(())
        );
        // A diamond inside a larger black area inside an upright white rectangle's box.
        assert_eq!(verdict("######\n#◤◥#.#\n#◣◢#.#\n######\n"), Ok(()));
    }

    #[test]
    fn areas_touching_at_a_corner() {
        assert_eq!(verdict(".#\n#.\n"), Ok(()));
        assert_eq!(verdict("..#\n..#\n##.\n"), Ok(()));
        // Two diamonds sharing a vertex.
        assert_eq!(verdict("◤◥##\n◣◢##\n##◤◥\n##◣◢\n"), Ok(()));
        // Diamonds side by side touch at their left and right vertices.
        assert_eq!(verdict("◤◥◤◥\n◣◢◣◢\n"), Ok(()));
        // A diamond's vertex on the side of an upright rectangle.
        assert_eq!(verdict("◤◥.\n◣◢.\n"), Ok(()));
    }

    #[test]
    fn notches_are_rejected() {
        // An upright rectangle with a corner cut at 45 degrees.
        not_rectangle("◤..\n...\n");
        // A 45-degree notch in a side.
        not_rectangle("...\n◥.◤\n...\n");
        // A diamond with one vertex cut flat.
        not_rectangle("#◤◥#\n◤..◥\n◣..◢\n#..#\n");
        // A diamond with a notch: one white square in it turned into a triangle.
        not_rectangle("#◤◥#\n◤◢.◥\n◣..◢\n#◣◢#\n");
        // A diamond with an upright bump.
        not_rectangle("#◤◥#\n◤..◥\n◣..◢\n#◣.#\n");
    }

    #[test]
    fn numbers_count_triangles() {
        assert_eq!(verdict("1◤◥\n◤.◢\n◣◢#\n"), not_ok_count(1, 1, 1, 2));
        // With the right number the same grid is a 45-degree rectangle of 2 by 1 diagonals.
        assert_eq!(verdict("2◤◥\n◤.◢\n◣◢#\n"), Ok(()));
        assert_eq!(verdict("0.\n.#\n"), Ok(()));
        assert_eq!(verdict("0◤\n.#\n"), not_ok_count(1, 1, 0, 1));
        // Outside the grid counts as black, never as a triangle.
        assert_eq!(
            verdict("#◤◥#\n◤..◥\n◣..◢\n1◣◢#\n"),
            not_ok_count(4, 1, 1, 2)
        );
        assert_eq!(verdict("2◤◥2\n◤..◥\n◣..◢\n2◣◢2\n"), Ok(()));
        assert_eq!(verdict("4"), not_ok_count(1, 1, 4, 0));
        let v = verdict("#◤◥#\n◤..◥\n◣..◢\n1◣◢#\n").unwrap_err();
        assert_eq!(
            v.to_string(),
            "row 4, column 1: the number 1 has 2 triangles among its neighbours"
        );
        let v = verdict("◤◥\n◣◢\n3#\n").unwrap_err();
        assert_eq!(
            v.to_string(),
            "row 3, column 1: the number 3 has 1 triangle among its neighbours"
        );
    }

    fn not_ok_count(row: usize, col: usize, number: u8, triangles: u8) -> Result<(), Violation> {
        Err(Violation::WrongCount {
            row,
            col,
            number,
            triangles,
        })
    }

    #[test]
    fn squares_must_match_the_puzzle() {
        let puzzle = puzzle_of("1.#\n...\n");
        let answer = |text: &str| ShakashakaAnswer::parse_text(&puzzle, "a", text).unwrap();
        assert_eq!(
            check(&puzzle, &answer("..#\n...\n")),
            Err(Violation::BlackChanged {
                row: 1,
                col: 1,
                expected: Square::Number(1),
                got: Shade::White
            })
        );
        assert_eq!(
            check(&puzzle, &answer("#.#\n...\n"))
                .unwrap_err()
                .to_string(),
            "row 1, column 1: the puzzle's square is black with the number 1 but the answer \
             shows black without a number"
        );
        assert!(matches!(
            check(&puzzle, &answer("2.#\n...\n")),
            Err(Violation::BlackChanged { row: 1, col: 1, .. })
        ));
        assert_eq!(
            check(&puzzle, &answer("1.◢\n...\n"))
                .unwrap_err()
                .to_string(),
            "row 1, column 3: the puzzle's square is black without a number but the answer \
             shows a triangle ◢"
        );
        assert_eq!(
            check(&puzzle, &answer("1.#\n.3.\n"))
                .unwrap_err()
                .to_string(),
            "row 2, column 2: the puzzle's square is white but the answer shows black with \
             the number 3"
        );
        assert!(matches!(
            check(&puzzle, &answer("1.#\n#..\n")),
            Err(Violation::WhiteShownBlack {
                row: 2,
                col: 1,
                got: Shade::Black(Square::Black)
            })
        ));
        // Shade::Black(Square::White) is never a valid answer square.
        let odd = ShakashakaAnswer::new(1, 1, vec![Shade::Black(Square::White)]);
        assert!(matches!(
            check(&puzzle_of("."), &odd),
            Err(Violation::WhiteShownBlack { .. })
        ));
    }

    #[test]
    fn size_must_match() {
        let puzzle = puzzle_of("..\n..\n");
        let answer = ShakashakaAnswer::new(2, 3, vec![Shade::White; 6]);
        let v = check(&puzzle, &answer).unwrap_err();
        assert_eq!(
            v,
            Violation::WrongSize(WrongSize {
                expected: (2, 2),
                got: (2, 3)
            })
        );
        assert_eq!(
            v.to_string(),
            "answer is 2x3, puzzle is 2x2 (rows x columns)"
        );
    }

    #[test]
    fn area_formatting() {
        assert_eq!(squares(30), "7.5");
        assert_eq!(squares(8), "2");
        assert_eq!(squares(5), "1.25");
        assert_eq!(squares(7), "1.75");
    }
}
