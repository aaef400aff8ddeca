//! `puzzle-sat generate`: random puzzles from random answers, for tests and benchmarks.
//! The generators live in `puzzle-ir`; this only parses options and writes files.

use clap::{Args, Subcommand};
use puzzle_ir::{kakurasu, kakuro, shakashaka, sudoku, Answer};
use rand::rngs::SmallRng;
use rand::SeedableRng;

#[derive(Args)]
pub struct GenerateArgs {
    #[command(subcommand)]
    kind: KindArgs,
    #[arg(long, global = true, default_value_t = 1)]
    seed: u64,
    /// Also write the generating answer here.
    #[arg(long, global = true)]
    solution: Option<String>,
}

#[derive(Subcommand)]
enum KindArgs {
    /// A Sudoku from a random full grid with cells blanked at random.
    Sudoku {
        /// N, the grid's size.
        #[arg(long)]
        size: usize,
        /// Box shape RxC (default: square boxes).
        #[arg(long, value_parser = parse_box)]
        r#box: Option<(usize, usize)>,
        /// Fraction of cells left blank.
        #[arg(long, default_value_t = 0.55)]
        blank: f64,
    },
    /// A Kakurasu whose clues come from a random grid.
    Kakurasu {
        #[arg(long)]
        rows: usize,
        #[arg(long)]
        cols: usize,
        /// Probability that a cell is black.
        #[arg(long, default_value_t = 0.5)]
        density: f64,
    },
    /// A Kakuro whose clues are the run sums of a random layout filled with random digits.
    Kakuro {
        #[arg(long)]
        rows: usize,
        #[arg(long)]
        cols: usize,
        /// Probability that an inner cell starts as a block (then runs are repaired to
        /// 2..9 cells).
        #[arg(long, default_value_t = 0.3)]
        blocks: f64,
    },
    /// A Shakashaka from a random packing of upright and 45-degree rectangles.
    Shakashaka {
        #[arg(long)]
        rows: usize,
        #[arg(long)]
        cols: usize,
    },
}

fn parse_box(text: &str) -> Result<(usize, usize), String> {
    let shape = text
        .split_once('x')
        .and_then(|(r, c)| Some((r.parse().ok()?, c.parse().ok()?)));
    shape.ok_or_else(|| format!("expected RxC such as 3x3, got `{text}`"))
}

pub fn run(args: GenerateArgs) -> Result<u8, String> {
    let mut rng = SmallRng::seed_from_u64(args.seed);
    let seed = args.seed;
    let (text, answer) = match args.kind {
        KindArgs::Sudoku { size, r#box, blank } => {
            let root = (1..=size).find(|r| r * r >= size).unwrap_or(0);
            let (box_rows, box_cols) = r#box.unwrap_or((root, root));
            if size < 4 || box_rows * box_cols != size {
                return Err(format!(
                    "box {box_rows}x{box_cols} does not tile a {size}x{size} grid"
                ));
            }
            if !(0.0..=1.0).contains(&blank) {
                return Err(format!("--blank must be between 0 and 1, got {blank}"));
            }
            let (puzzle, solution) =
                sudoku::generate::random_puzzle(size, box_rows, box_cols, blank, &mut rng);
            let comments = vec![
                format!("made by: puzzle-sat generate sudoku --size {size} --box {box_rows}x{box_cols} --blank {blank} --seed {seed}"),
                format!(
                    "{} of {} cells blank; a random full grid with cells blanked at random (uniqueness not enforced)",
                    size * size - puzzle.given_count(),
                    size * size
                ),
            ];
            (puzzle.to_native(&comments), Answer::Sudoku(solution))
        }
        KindArgs::Kakurasu {
            rows,
            cols,
            density,
        } => {
            if rows == 0 || cols == 0 || !(0.0..=1.0).contains(&density) {
                return Err("--rows and --cols must be at least 1, --density within 0..1".into());
            }
            let (puzzle, solution) =
                kakurasu::generate::random_puzzle(rows, cols, density, &mut rng);
            let comments = vec![
                format!("made by: puzzle-sat generate kakurasu --rows {rows} --cols {cols} --density {density} --seed {seed}"),
                "clues of a random black/white grid (uniqueness not enforced)".into(),
            ];
            (puzzle.to_native(&comments), Answer::Kakurasu(solution))
        }
        KindArgs::Kakuro { rows, cols, blocks } => {
            if rows == 0 || cols == 0 || !(0.0..=1.0).contains(&blocks) {
                return Err("--rows and --cols must be at least 1, --blocks within 0..1".into());
            }
            let (puzzle, solution) = kakuro::generate::random_puzzle(rows, cols, blocks, &mut rng);
            let comments = vec![
                format!("made by: puzzle-sat generate kakuro --rows {rows} --cols {cols} --blocks {blocks} --seed {seed}"),
                "run sums of a random layout filled with random digits (uniqueness not enforced)".into(),
            ];
            (puzzle.to_native(&comments), Answer::Kakuro(solution))
        }
        KindArgs::Shakashaka { rows, cols } => {
            if rows == 0 || cols == 0 {
                return Err("--rows and --cols must be at least 1".into());
            }
            let (puzzle, solution) = shakashaka::generate::random_puzzle(rows, cols, &mut rng);
            let comments = vec![
                format!("made by: puzzle-sat generate shakashaka --rows {rows} --cols {cols} --seed {seed}"),
                "a random packing of upright and 45-degree white rectangles; numbers from its triangles (uniqueness not enforced)".into(),
            ];
            (puzzle.to_native(&comments), Answer::Shakashaka(solution))
        }
    };
    print!("{text}");
    if let Some(path) = &args.solution {
        std::fs::write(path, answer_file(&answer))
            .map_err(|e| format!("{path}: cannot write: {e}"))?;
    }
    Ok(0)
}

/// The answer in the text form of the corpus answer files (`*.solution.txt`).
fn answer_file(answer: &Answer) -> String {
    if let Answer::Kakuro(kakuro) = answer {
        return kakuro.to_text();
    }
    let grid = answer.grid();
    let wide = grid
        .iter()
        .flatten()
        .any(|cell| cell.len() > 1 && cell.chars().all(|c| c.is_ascii_digit()));
    let separator = if wide { " " } else { "" };
    grid.iter().map(|row| row.join(separator) + "\n").collect()
}
