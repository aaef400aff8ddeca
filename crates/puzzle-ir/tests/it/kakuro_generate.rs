//! Property tests of the Kakuro generator: every generated filling passes the independent
//! checker, the layout keeps its promises (every white cell in an across and a down run of
//! 2..9 cells), and puzzles and answers survive printing and parsing.

use proptest::prelude::*;
use puzzle_ir::kakuro::{check, generate, Direction, Kakuro, KakuroAnswer};
use rand::rngs::SmallRng;
use rand::SeedableRng;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn generated_fillings_pass_and_round_trip(
        rows in 1usize..=30,
        cols in 1usize..=30,
        blocks in 0.0f64..0.8,
        seed: u64,
    ) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let (puzzle, answer) = generate::random_puzzle(rows, cols, blocks, &mut rng);
        prop_assert_eq!((puzzle.rows(), puzzle.cols()), (rows, cols));
        prop_assert_eq!(check(&puzzle, &answer), Ok(()), "\n{}", answer.to_text());

        for r in 0..rows {
            for c in 0..cols {
                if !puzzle.is_white(r, c) {
                    continue;
                }
                prop_assert!(r > 0 && c > 0);
                for direction in [Direction::Across, Direction::Down] {
                    let runs: Vec<_> = puzzle
                        .runs()
                        .iter()
                        .filter(|run| run.direction == direction && run.cells.contains(&(r, c)))
                        .collect();
                    prop_assert_eq!(runs.len(), 1);
                    prop_assert!((2..=9).contains(&runs[0].cells.len()));
                }
            }
        }

        let native = puzzle.to_native(&[format!("seed {seed}")]);
        let reread = Kakuro::parse("generated.txt", &native);
        prop_assert_eq!(reread.as_ref(), Ok(&puzzle), "\n{}", native);
        let text = answer.to_text();
        prop_assert_eq!(KakuroAnswer::parse_text(&puzzle, "a.txt", &text), Ok(answer.clone()));
    }
}

#[test]
fn large_grids_have_white_cells_and_fill() {
    let mut rng = SmallRng::seed_from_u64(100);
    let (puzzle, answer) = generate::random_puzzle(100, 100, 0.3, &mut rng);
    assert_eq!(check(&puzzle, &answer), Ok(()));
    let whites = answer.digits().iter().flatten().count();
    assert!(whites > 100 * 100 / 3, "only {whites} white cells");
}
