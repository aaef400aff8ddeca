//! Property tests of the Shakashaka generator: every generated solution passes the
//! independent checker, puzzles and answers survive printing and parsing, and the answers
//! look like published ones (shares of black, triangle and white squares; varied shapes).

use proptest::prelude::*;
use puzzle_ir::shakashaka::{check, generate, Corner, Shade, Shakashaka, ShakashakaAnswer, Square};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::collections::BTreeSet;
use std::time::Instant;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn generated_solutions_pass_and_round_trip(rows in 1usize..=40, cols in 1usize..=40, seed: u64) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let (puzzle, answer) = generate::random_puzzle(rows, cols, &mut rng);
        prop_assert_eq!((puzzle.rows(), puzzle.cols()), (rows, cols));
        prop_assert_eq!(check(&puzzle, &answer), Ok(()), "\n{}", answer.to_text());

        let native = puzzle.to_native(&[format!("seed {seed}")]);
        let reread = Shakashaka::parse("generated.txt", &native);
        prop_assert_eq!(reread.as_ref(), Ok(&puzzle), "\n{}", native);

        let text = answer.to_text();
        prop_assert_eq!(ShakashakaAnswer::parse_text(&puzzle, "a.txt", &text), Ok(answer.clone()));
        prop_assert_eq!(ShakashakaAnswer::from_json_grid(&puzzle, "a.json", &answer.grid()), Ok(answer.clone()));
    }
}

#[test]
fn same_seed_same_puzzle() {
    let a = generate::random_puzzle(17, 23, &mut SmallRng::seed_from_u64(5));
    let b = generate::random_puzzle(17, 23, &mut SmallRng::seed_from_u64(5));
    assert_eq!(a, b);
}

#[test]
fn about_seventy_percent_of_black_squares_are_numbered() {
    let (puzzle, _) = generate::random_puzzle(100, 100, &mut SmallRng::seed_from_u64(3));
    let black = puzzle.squares().iter().filter(|s| s.is_black()).count();
    let numbered = puzzle
        .squares()
        .iter()
        .filter(|s| matches!(s, Square::Number(_)))
        .count();
    let share = numbered as f64 / black as f64;
    assert!((0.6..0.8).contains(&share), "{numbered} of {black}");
}

/// The sides (a, b) of every 45-degree rectangle of a valid answer, in square diagonals:
/// a along its upper-left side, b along its upper-right side.
fn tilted_rectangles(answer: &ShakashakaAnswer) -> Vec<(usize, usize)> {
    let (rows, cols) = (answer.rows(), answer.cols());
    let is = |r: usize, c: usize, corner: Corner| {
        r < rows && c < cols && answer.shade(r, c) == Shade::Triangle(corner)
    };
    let mut found = Vec::new();
    for r in 0..rows {
        for c in 0..cols.saturating_sub(1) {
            // A top vertex: `◤◥` side by side is one area (their white halves share a
            // side). The left vertex `◣` lies right below the last `◤` of the upper-left
            // side, the right vertex `◢` right below the last `◥` of the upper-right side.
            if !(is(r, c, Corner::TopLeft) && is(r, c + 1, Corner::TopRight)) {
                continue;
            }
            let a = (1..=c + 1).find(|&k| is(r + k, c + 1 - k, Corner::BottomLeft));
            let b = (1..cols - c).find(|&k| is(r + k, c + k, Corner::BottomRight));
            found.push((
                a.expect("a left vertex below"),
                b.expect("a right vertex below"),
            ));
        }
    }
    found
}

#[test]
fn tilted_rectangles_are_measured() {
    let answer = |text: &str| {
        let grid: String = text
            .chars()
            .map(|ch| {
                if Corner::from_glyph(ch).is_some() {
                    '.'
                } else {
                    ch
                }
            })
            .collect();
        let puzzle = Shakashaka::parse("p", &format!("kind: shakashaka\ngrid:\n{grid}")).unwrap();
        ShakashakaAnswer::parse_text(&puzzle, "a", text).unwrap()
    };
    assert_eq!(
        tilted_rectangles(&answer("◤◥#◤◥\n◣◢◤.◢\n##◣◢#\n")),
        [(1, 1), (2, 1)]
    );
    assert_eq!(
        tilted_rectangles(&answer("◤◥##\n◣.◥#\n#◣.◥\n##◣◢\n")),
        [(1, 3)]
    );
    assert_eq!(
        tilted_rectangles(&answer("#◤◥#\n◤..◥\n◣..◢\n#◣◢#\n")),
        [(2, 2)]
    );
}

#[test]
fn answers_look_like_published_ones() {
    let mut diamonds = BTreeSet::new();
    let mut oblong = BTreeSet::new();
    for seed in 0..3 {
        let (puzzle, answer) =
            generate::random_puzzle(100, 100, &mut SmallRng::seed_from_u64(seed));
        assert_eq!(check(&puzzle, &answer), Ok(()));
        let count = |f: &dyn Fn(&Shade) -> bool| answer.shades().iter().filter(|s| f(s)).count();
        let share = |n: usize| n as f64 / 10_000.0;
        let black = share(count(&|s| matches!(s, Shade::Black(_))));
        let triangles = share(count(&|s| matches!(s, Shade::Triangle(_))));
        let white = share(count(&|s| *s == Shade::White));
        let tilted = tilted_rectangles(&answer);
        eprintln!(
            "100x100 seed {seed}: {black:.3} black, {triangles:.3} triangles, {white:.3} white; \
             {} tilted rectangles",
            tilted.len()
        );
        assert!((0.05..=0.30).contains(&black), "black {black}");
        assert!(triangles >= 0.25, "triangles {triangles}");
        assert!(white >= 0.15, "white {white}");
        for (a, b) in tilted {
            if a == b {
                diamonds.insert(a);
            } else {
                oblong.insert((a.min(b), a.max(b)));
            }
        }
    }
    eprintln!("diamond sides {diamonds:?}; other tilted rectangles {oblong:?}");
    assert!(
        (1..=4).all(|side| diamonds.contains(&side)),
        "diamond sides {diamonds:?}"
    );
    assert!(oblong.len() >= 6, "other tilted rectangles {oblong:?}");
}

#[test]
fn large_grids_are_instant() {
    let start = Instant::now();
    let (puzzle, answer) = generate::random_puzzle(200, 200, &mut SmallRng::seed_from_u64(1));
    let generated = start.elapsed();
    check(&puzzle, &answer).expect("generated solution passes");
    let checked = start.elapsed() - generated;
    eprintln!("200x200: generated in {generated:?}, checked in {checked:?}");
    assert!(generated.as_secs_f64() < 0.5 && checked.as_secs_f64() < 0.5);
    let (puzzle, answer) = generate::random_puzzle(1, 1000, &mut SmallRng::seed_from_u64(1));
    assert_eq!(check(&puzzle, &answer), Ok(()));
}
