//! The independent Shakashaka checker on the corpus: every published solution passes, and
//! every one-square change of a solution (a triangle made white, a white square given a
//! triangle) is caught.
//!
//! Why every such change is caught: near a number it changes the count. Elsewhere, a
//! triangle's white half lies in a 45-degree rectangle whose other sides still face black
//! halves, and the squares across the new white half's outer sides either are black or
//! belong to upright areas whose other sides stay as they were: the grown area has both
//! kinds of side. A white square's new black half leaves, on its hypotenuse, an area with
//! one diagonal side among upright ones (if it was upright) or, across its legs, areas with
//! upright sides among diagonal ones (if it was turned).

use puzzle_ir::shakashaka::{
    check, check::Violation, Corner, Shade, Shakashaka, ShakashakaAnswer, Square,
};
use std::path::{Path, PathBuf};

/// A path relative to the workspace root.
fn workspace_file(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(relative)
}

/// Every puzzle of a corpus folder with its `*.solution.txt`, sorted by name.
fn corpus(folder: &str) -> Vec<(String, Shakashaka, ShakashakaAnswer)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(workspace_file(folder))
        .expect("corpus folder is readable")
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".txt") && !name.ends_with(".solution.txt")
        })
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| {
            let name = path.display().to_string();
            let text = std::fs::read_to_string(path).expect("puzzle is readable");
            let puzzle = Shakashaka::parse(&name, &text).unwrap_or_else(|e| panic!("{e}"));
            let solution_path = path.with_extension("solution.txt");
            let solution_name = solution_path.display().to_string();
            let solution = std::fs::read_to_string(&solution_path).expect("solution is readable");
            let answer = ShakashakaAnswer::parse_text(&puzzle, &solution_name, &solution)
                .unwrap_or_else(|e| panic!("{e}"));
            (name, puzzle, answer)
        })
        .collect()
}

fn janko() -> Vec<(String, Shakashaka, ShakashakaAnswer)> {
    let puzzles = corpus("puzzles/shakashaka/janko");
    assert!(puzzles.len() >= 290, "only {} janko puzzles", puzzles.len());
    puzzles
}

#[test]
fn every_janko_solution_passes() {
    let puzzles = janko();
    for (name, puzzle, answer) in &puzzles {
        if let Err(v) = check(puzzle, answer) {
            panic!("{name}: {v}");
        }
        assert!(pixel_oracle(answer), "{name}");
    }
    eprintln!("{} janko solutions pass", puzzles.len());
}

/// The solution written in a hand-designed puzzle's comments, after `Intended ... solution:`.
fn intended_solution(path: &Path) -> String {
    let text = std::fs::read_to_string(path).expect("puzzle is readable");
    text.lines()
        .skip_while(|line| !(line.contains("solution") && line.trim_end().ends_with(':')))
        .skip(1)
        .take_while(|line| line.starts_with("#   "))
        .map(|line| format!("{}\n", &line[4..]))
        .collect()
}

#[test]
fn hand_designed_solutions_pass() {
    for name in [
        "shakashaka-4x4-diamond.txt",
        "shakashaka-6x6-bigdiamond.txt",
        "shakashaka-7x7-mixed.txt",
        "shakashaka-10x10-tilted.txt",
        "shakashaka-32x32-tiled.txt",
    ] {
        let path = workspace_file(&format!("puzzles/shakashaka/papers/{name}"));
        let text = std::fs::read_to_string(&path).expect("puzzle is readable");
        let puzzle = Shakashaka::parse(name, &text).unwrap_or_else(|e| panic!("{e}"));
        let solution = intended_solution(&path);
        assert_eq!(solution.lines().count(), puzzle.rows(), "{name}");
        let answer = ShakashakaAnswer::parse_text(&puzzle, name, &solution)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(check(&puzzle, &answer), Ok(()), "{name}");
    }
}

/// The answer with square (`r`, `c`) replaced.
fn with_shade(answer: &ShakashakaAnswer, r: usize, c: usize, shade: Shade) -> ShakashakaAnswer {
    let mut shades = answer.shades().to_vec();
    shades[r * answer.cols() + c] = shade;
    ShakashakaAnswer::new(answer.rows(), answer.cols(), shades)
}

/// The 1-based positions of the numbers next to (`r`, `c`).
fn numbered_neighbours(puzzle: &Shakashaka, r: usize, c: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let near = [
        (r.wrapping_sub(1), c),
        (r + 1, c),
        (r, c.wrapping_sub(1)),
        (r, c + 1),
    ];
    for (nr, nc) in near {
        if nr < puzzle.rows()
            && nc < puzzle.cols()
            && matches!(puzzle.square(nr, nc), Square::Number(_))
        {
            out.push((nr + 1, nc + 1));
        }
    }
    out
}

/// The changed answer is rejected: by a number next to the change if there is one, else by
/// the rectangle rule.
#[track_caller]
fn assert_caught(name: &str, puzzle: &Shakashaka, changed: &ShakashakaAnswer, r: usize, c: usize) {
    let what = format!(
        "{name}: row {}, column {} changed to {:?}",
        r + 1,
        c + 1,
        changed.shade(r, c)
    );
    let violation = check(puzzle, changed).expect_err(&what);
    let numbers = numbered_neighbours(puzzle, r, c);
    match violation {
        Violation::WrongCount { row, col, .. } => {
            assert!(numbers.contains(&(row, col)), "{what}: {violation}")
        }
        Violation::NotRectangle { .. } => assert!(numbers.is_empty(), "{what}: {violation}"),
        other => panic!("{what}: unexpected {other}"),
    }
}

#[test]
fn every_triangle_made_white_is_caught() {
    let mut changes = 0;
    for (name, puzzle, answer) in &janko() {
        for r in 0..puzzle.rows() {
            for c in 0..puzzle.cols() {
                if matches!(answer.shade(r, c), Shade::Triangle(_)) {
                    assert_caught(name, puzzle, &with_shade(answer, r, c, Shade::White), r, c);
                    changes += 1;
                }
            }
        }
    }
    eprintln!("{changes} triangles made white, all caught");
}

#[test]
fn every_white_square_given_a_triangle_is_caught() {
    let mut changes = 0;
    for (name, puzzle, answer) in &janko() {
        for r in 0..puzzle.rows() {
            for c in 0..puzzle.cols() {
                if answer.shade(r, c) == Shade::White {
                    for corner in Corner::ALL {
                        assert_caught(
                            name,
                            puzzle,
                            &with_shade(answer, r, c, Shade::Triangle(corner)),
                            r,
                            c,
                        );
                        changes += 1;
                    }
                }
            }
        }
    }
    eprintln!("{changes} white squares given a triangle, all caught");
}

#[test]
fn black_squares_and_sizes_are_compared_with_the_puzzle() {
    let (name, puzzle, answer) = &janko()[0];
    // The first black square of the puzzle, shown as white.
    let at = puzzle
        .squares()
        .iter()
        .position(|s| s.is_black())
        .expect("a black square");
    let (r, c) = (at / puzzle.cols(), at % puzzle.cols());
    let v = check(puzzle, &with_shade(answer, r, c, Shade::White)).expect_err(name);
    assert!(
        matches!(v, Violation::BlackChanged { row, col, .. } if (row, col) == (r + 1, c + 1)),
        "{v}"
    );
    // A triangle shown as black.
    let at = answer
        .shades()
        .iter()
        .position(|s| matches!(s, Shade::Triangle(_)))
        .expect("a triangle");
    let (r, c) = (at / puzzle.cols(), at % puzzle.cols());
    let v = check(
        puzzle,
        &with_shade(answer, r, c, Shade::Black(Square::Black)),
    )
    .expect_err(name);
    assert_eq!(
        v,
        Violation::WhiteShownBlack {
            row: r + 1,
            col: c + 1,
            got: Shade::Black(Square::Black)
        }
    );
    // One row short.
    let short = ShakashakaAnswer::new(
        answer.rows() - 1,
        answer.cols(),
        answer.shades()[answer.cols()..].to_vec(),
    );
    assert!(matches!(
        check(puzzle, &short),
        Err(Violation::WrongSize { .. })
    ));
}

/// An oracle for the rectangle rule that shares nothing with the checker but the rules:
/// each square is drawn as 4 x 4 pixels (a pixel on a triangle's diagonal counts as
/// black), white pixels are flood-filled, and each pixel area is compared with the upright
/// and the 45-degree rectangle around it whose sides lie on square edges or diagonals.
/// Coordinates are in eighths of a square; pixel centres are odd.
fn pixel_oracle(answer: &ShakashakaAnswer) -> bool {
    const P: usize = 4;
    let (height, width) = (answer.rows() * P, answer.cols() * P);
    let white = |px: usize, py: usize| -> bool {
        let (lx, ly) = ((2 * (px % P) + 1) as i64, (2 * (py % P) + 1) as i64);
        match answer.shade(py / P, px / P) {
            Shade::White => true,
            Shade::Black(_) => false,
            Shade::Triangle(Corner::BottomRight) => lx + ly < 8,
            Shade::Triangle(Corner::BottomLeft) => lx > ly,
            Shade::Triangle(Corner::TopLeft) => lx + ly > 8,
            Shade::Triangle(Corner::TopRight) => ly > lx,
        }
    };
    let mut seen = vec![false; height * width];
    for start in 0..height * width {
        if seen[start] || !white(start % width, start / width) {
            continue;
        }
        seen[start] = true;
        let mut stack = vec![start];
        let mut centres = Vec::new();
        while let Some(at) = stack.pop() {
            let (px, py) = (at % width, at / width);
            centres.push((2 * px as i64 + 1, 2 * py as i64 + 1));
            let near = [
                (px.wrapping_sub(1), py),
                (px + 1, py),
                (px, py.wrapping_sub(1)),
                (px, py + 1),
            ];
            for (nx, ny) in near {
                if nx < width && ny < height && !seen[ny * width + nx] && white(nx, ny) {
                    seen[ny * width + nx] = true;
                    stack.push(ny * width + nx);
                }
            }
        }
        let range = |values: &mut dyn Iterator<Item = i64>| {
            values.fold((i64::MAX, i64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)))
        };
        // Upright: sides on square edges (multiples of 8) or square middles (of 4).
        let (x0, x1) = range(&mut centres.iter().map(|c| c.0));
        let (y0, y1) = range(&mut centres.iter().map(|c| c.1));
        let (x0, x1) = (x0.div_euclid(4) * 4, (x1 + 3).div_euclid(4) * 4);
        let (y0, y1) = (y0.div_euclid(4) * 4, (y1 + 3).div_euclid(4) * 4);
        let upright = ((x1 - x0) / 2 * ((y1 - y0) / 2)) as usize;
        // Turned: sides on square diagonals, u = x + y and v = x - y multiples of 8,
        // pixels on a side outside.
        let (u0, u1) = range(&mut centres.iter().map(|c| c.0 + c.1));
        let (v0, v1) = range(&mut centres.iter().map(|c| c.0 - c.1));
        let below = |v: i64| (v - 1).div_euclid(8) * 8;
        let above = |v: i64| (v + 8).div_euclid(8) * 8;
        let (u0, u1, v0, v1) = (below(u0), above(u1), below(v0), above(v1));
        let mut tilted = 0;
        for x in (u0 + v0) / 2 - 1..=(u1 + v1) / 2 + 1 {
            for y in (u0 - v1) / 2 - 1..=(u1 - v0) / 2 + 1 {
                let inside = u0 < x + y && x + y < u1 && v0 < x - y && x - y < v1;
                if x.rem_euclid(2) == 1 && y.rem_euclid(2) == 1 && inside {
                    tilted += 1;
                }
            }
        }
        if centres.len() != upright && centres.len() != tilted {
            return false;
        }
    }
    true
}

/// The answer with plain black squares (no numbers) and the puzzle it fills, so that only
/// the rectangle rule is at stake.
fn without_numbers(answer: &ShakashakaAnswer) -> (Shakashaka, ShakashakaAnswer) {
    let shades: Vec<Shade> = answer
        .shades()
        .iter()
        .map(|&s| match s {
            Shade::Black(_) => Shade::Black(Square::Black),
            other => other,
        })
        .collect();
    let squares = shades
        .iter()
        .map(|&s| match s {
            Shade::Black(_) => Square::Black,
            _ => Square::White,
        })
        .collect();
    let puzzle = Shakashaka::new(answer.rows(), answer.cols(), squares).expect("valid shape");
    (
        puzzle,
        ShakashakaAnswer::new(answer.rows(), answer.cols(), shades),
    )
}

const SHADES: [Shade; 6] = [
    Shade::White,
    Shade::Black(Square::Black),
    Shade::Triangle(Corner::BottomRight),
    Shade::Triangle(Corner::BottomLeft),
    Shade::Triangle(Corner::TopLeft),
    Shade::Triangle(Corner::TopRight),
];

/// Checker and oracle agree on `answer`; returns the verdict.
#[track_caller]
fn agree(answer: &ShakashakaAnswer) -> bool {
    let (puzzle, answer) = without_numbers(answer);
    let verdict = check(&puzzle, &answer);
    assert_eq!(
        verdict.is_ok(),
        pixel_oracle(&answer),
        "{verdict:?}\n{}",
        answer.to_text()
    );
    verdict.is_ok()
}

#[test]
fn agrees_with_a_pixel_oracle_on_every_small_grid() {
    for (rows, cols) in [(1, 1), (1, 2), (2, 1), (1, 4), (2, 2), (2, 3), (3, 2)] {
        let squares = rows * cols;
        let mut valid = 0;
        for mut code in 0..6usize.pow(squares as u32) {
            let shades = (0..squares)
                .map(|_| {
                    let shade = SHADES[code % 6];
                    code /= 6;
                    shade
                })
                .collect();
            valid += usize::from(agree(&ShakashakaAnswer::new(rows, cols, shades)));
        }
        eprintln!(
            "{rows}x{cols}: {valid} of {} grids valid",
            6usize.pow(squares as u32)
        );
        assert!(valid > 0);
    }
}

#[test]
fn agrees_with_a_pixel_oracle_on_changed_generated_grids() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(11);
    let (mut valid, mut total) = (0, 0);
    for _ in 0..20_000 {
        let (rows, cols) = (rng.random_range(1..=7), rng.random_range(1..=7));
        let (_, answer) = puzzle_ir::shakashaka::generate::random_puzzle(rows, cols, &mut rng);
        assert!(agree(&answer));
        let mut shades = answer.shades().to_vec();
        for _ in 0..rng.random_range(1..=2) {
            let at = rng.random_range(0..shades.len());
            shades[at] = SHADES[rng.random_range(0..6)];
        }
        valid += usize::from(agree(&ShakashakaAnswer::new(rows, cols, shades)));
        total += 1;
    }
    eprintln!("{valid} of {total} changed grids valid");
}
