//! Property tests of the Sudoku IR: generated grids pass the checker (and broken ones do
//! not), puzzles and answers survive printing and parsing, and the parsers never panic.

use proptest::prelude::*;
use puzzle_ir::sudoku::{check, generate, parse_lines, Parity, Sudoku, SudokuAnswer};
use puzzle_ir::{Answer, Puzzle};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// (N, box rows, box columns): 4, 6, 8, 9, 12, 16 and 25, the tall boxes as well, and the
/// degenerate boxes of one row or one column that `box: 1x4` allows.
const SHAPES: [(usize, usize, usize); 12] = [
    (4, 1, 4),
    (4, 4, 1),
    (4, 2, 2),
    (6, 2, 3),
    (6, 3, 2),
    (8, 2, 4),
    (8, 4, 2),
    (9, 3, 3),
    (12, 3, 4),
    (12, 4, 3),
    (16, 4, 4),
    (25, 5, 5),
];

fn shape() -> impl Strategy<Value = (usize, usize, usize)> {
    prop::sample::select(SHAPES.to_vec())
}

/// Random parity marks: about a third each of even, odd and free.
fn random_marks(size: usize, rng: &mut SmallRng) -> Vec<Option<Parity>> {
    (0..size * size)
        .map(|_| match rng.random_range(0..3) {
            0 => Some(Parity::Even),
            1 => Some(Parity::Odd),
            _ => None,
        })
        .collect()
}

/// A random puzzle with random variants and its known solution (parity marks, when on,
/// may or may not agree with the solution: only the text is under test).
fn random_variant_puzzle(
    seed: u64,
    (n, h, w): (usize, usize, usize),
    blank: f64,
    diagonal: bool,
    even_odd: bool,
) -> (Sudoku, SudokuAnswer) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let (puzzle, solution) = generate::random_puzzle(n, h, w, blank, &mut rng);
    let mut puzzle = puzzle.with_diagonal(diagonal);
    if even_odd {
        let marks = random_marks(n, &mut rng);
        puzzle = puzzle.with_parity(marks).expect("N x N marks");
    }
    (puzzle, solution)
}

/// Valid native files to mutate: a corpus-like 9x9, a diagonal 6x6, an even-odd 12x12
/// written with tokens.
fn seed_files() -> Vec<String> {
    let mut rng = SmallRng::seed_from_u64(2024);
    let janko = "# source: janko 0001\nkind: sudoku\nbox: 3x3\ngrid:\n21.4...36\n8.......5\n..53.98..\n6.49.71..\n....3....\n..75.46.2\n..62.35..\n5.......9\n93...5.27\n".to_owned();
    let (six, _) = generate::random_puzzle(6, 2, 3, 0.5, &mut rng);
    let (twelve, _) = generate::random_puzzle(12, 3, 4, 0.6, &mut rng);
    let marks = random_marks(12, &mut rng);
    let twelve = twelve.with_parity(marks).unwrap().with_diagonal(true);
    vec![
        janko,
        six.with_diagonal(true).to_native(&["six".into()]),
        twelve.to_native(&[]),
    ]
}

/// One edit of a text: delete, insert or replace the character at `at` (modulo length).
#[derive(Debug, Clone)]
enum Edit {
    Delete(usize),
    Insert(usize, char),
    Replace(usize, char),
}

/// Characters that matter to the format, and sometimes any character at all.
fn interesting_char() -> impl Strategy<Value = char> {
    prop_oneof![
        4 => prop::sample::select(vec![
            '.', '0', '1', '2', '5', '9', ' ', '\t', '\n', '\r', ':', '#', 'x', 'e', 'o', '-', '|',
            'é', '\u{a0}', 'k',
        ]),
        1 => any::<char>(),
    ]
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), interesting_char()).prop_map(|(at, c)| Edit::Insert(at, c)),
        (any::<usize>(), interesting_char()).prop_map(|(at, c)| Edit::Replace(at, c)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        match *edit {
            Edit::Delete(at) if !chars.is_empty() => {
                chars.remove(at % chars.len());
            }
            Edit::Insert(at, c) => chars.insert(at % (chars.len() + 1), c),
            Edit::Replace(at, c) if !chars.is_empty() => {
                let i = at % chars.len();
                chars[i] = c;
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// What every parse must satisfy, whatever the input: no panic (the call returns), an
/// error names the file and a line of it, and an accepted puzzle prints back to itself.
fn parse_is_well_behaved(bytes: &[u8]) -> Result<(), TestCaseError> {
    match Puzzle::parse("fuzz.txt", bytes) {
        Ok(puzzle) => {
            let again = Puzzle::parse("again.txt", puzzle.to_native(&[]).as_bytes());
            prop_assert_eq!(again, Ok(puzzle));
        }
        Err(err) => {
            let lines = bytes.split(|&b| b == b'\n').count();
            prop_assert_eq!(&err.file, "fuzz.txt");
            prop_assert!(
                (1..=lines).contains(&err.line),
                "line {} outside 1..={}: {}",
                err.line,
                lines,
                err
            );
            prop_assert!(err.column != Some(0), "columns are 1-based: {}", err);
            let prefix = format!("fuzz.txt:{}", err.line);
            prop_assert!(err.to_string().starts_with(&prefix), "{}", err);
        }
    }
    Ok(())
}

proptest! {
    // ------------------------------------------------------------ generator and checker

    #[test]
    fn random_grid_passes_the_checker(seed in any::<u64>(), (n, h, w) in shape()) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let grid = generate::random_grid(n, h, w, &mut rng);
        prop_assert_eq!(grid.len(), n * n);
        let puzzle = Sudoku::new(n, h, w, vec![None; n * n]).unwrap();
        let answer = SudokuAnswer::new(&puzzle, grid);
        prop_assert_eq!(check(&puzzle, &answer), Ok(()));
        // The same through the kind-independent face.
        let puzzle = Puzzle::Sudoku(puzzle);
        prop_assert_eq!(puzzle.check(&Answer::Sudoku(answer)), Ok(()));
    }

    #[test]
    fn searched_grids_pass_the_checker(
        seed in any::<u64>(),
        (n, h, w) in shape(),
        diagonal in any::<bool>(),
    ) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let grid = generate::filled_grid(n, h, w, diagonal, 20, &mut rng);
        let grid = grid.expect("a grid up to 25x25 is found");
        let puzzle = Sudoku::new(n, h, w, vec![None; n * n]).unwrap().with_diagonal(diagonal);
        let answer = SudokuAnswer::new(&puzzle, grid);
        prop_assert_eq!(check(&puzzle, &answer), Ok(()));
    }

    #[test]
    fn random_puzzle_is_solved_by_its_grid(
        seed in any::<u64>(),
        (n, h, w) in shape(),
        blank in 0.0..=1.0f64,
    ) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let (puzzle, solution) = generate::random_puzzle(n, h, w, blank, &mut rng);
        prop_assert_eq!((puzzle.size(), puzzle.box_rows(), puzzle.box_cols()), (n, h, w));
        for (given, &value) in puzzle.givens().iter().zip(solution.values()) {
            prop_assert!(given.is_none_or(|g| g == value));
        }
        prop_assert_eq!(check(&puzzle, &solution), Ok(()));
    }

    #[test]
    fn changing_one_cell_of_a_random_grid_is_caught(
        seed in any::<u64>(),
        (n, h, w) in shape(),
        cell in any::<prop::sample::Index>(),
        shift in any::<u32>(),
    ) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut grid = generate::random_grid(n, h, w, &mut rng);
        let i = cell.index(n * n);
        let old = grid[i];
        // Any other value: old + delta (mod N) with delta in 1..N.
        let delta = 1 + shift % (n as u32 - 1);
        let new = (old - 1 + delta) % n as u32 + 1;
        prop_assert_ne!(new, old);
        grid[i] = new;
        let puzzle = Sudoku::new(n, h, w, vec![None; n * n]).unwrap();
        let err = check(&puzzle, &SudokuAnswer::new(&puzzle, grid)).unwrap_err();
        // Rows are checked first: the changed row holds `new` twice.
        let row = i / n + 1;
        prop_assert!(
            err.to_string().starts_with(&format!("row {row} holds {new} twice")),
            "{}", err
        );
    }

    #[test]
    fn random_grid_with_diagonal_flag_is_checked_on_both_diagonals(
        seed in any::<u64>(),
        (n, h, w) in shape(),
    ) {
        // A random grid rarely has distinct diagonals; whatever the checker says must
        // agree with a direct look at the two diagonals.
        let mut rng = SmallRng::seed_from_u64(seed);
        let grid = generate::random_grid(n, h, w, &mut rng);
        let distinct = |cells: Vec<usize>| {
            let mut seen = vec![false; n + 1];
            cells.into_iter().all(|i| !std::mem::replace(&mut seen[grid[i] as usize], true))
        };
        let main_ok = distinct((0..n).map(|i| i * n + i).collect());
        let anti_ok = distinct((0..n).map(|i| i * n + (n - 1 - i)).collect());
        let puzzle = Sudoku::new(n, h, w, vec![None; n * n]).unwrap().with_diagonal(true);
        let verdict = check(&puzzle, &SudokuAnswer::new(&puzzle, grid.clone()));
        match (main_ok, anti_ok) {
            (true, true) => prop_assert_eq!(verdict, Ok(())),
            (false, _) => prop_assert!(verdict.unwrap_err().to_string().starts_with("the main diagonal")),
            (true, false) => prop_assert!(verdict.unwrap_err().to_string().starts_with("the anti-diagonal")),
        }
    }

    // ------------------------------------------------------------ printing and parsing

    #[test]
    fn native_text_round_trips(
        seed in any::<u64>(),
        shape in shape(),
        blank in 0.0..=1.0f64,
        diagonal in any::<bool>(),
        even_odd in any::<bool>(),
    ) {
        let (puzzle, _) = random_variant_puzzle(seed, shape, blank, diagonal, even_odd);
        prop_assert_eq!(puzzle.diagonal(), diagonal);
        prop_assert_eq!(puzzle.even_odd(), even_odd);
        let text = puzzle.to_native(&["a comment".to_owned(), "kind: not a header".to_owned()]);
        prop_assert_eq!(Sudoku::parse("p.txt", &text), Ok(puzzle.clone()));
        prop_assert_eq!(
            Puzzle::parse("p.txt", text.as_bytes()),
            Ok(Puzzle::Sudoku(puzzle))
        );
    }

    #[test]
    fn answer_text_round_trips(
        seed in any::<u64>(),
        shape in shape(),
        diagonal in any::<bool>(),
    ) {
        let (puzzle, solution) = random_variant_puzzle(seed, shape, 0.5, diagonal, false);
        let n = puzzle.size();
        let puzzle = Puzzle::Sudoku(puzzle);
        let answer = Answer::Sudoku(solution);
        // The bordered text that `to_text` prints.
        let text = answer.to_text();
        prop_assert_eq!(puzzle.parse_answer("a.txt", &text), Ok(answer.clone()));
        // The plain corpus form: no separators up to 9x9, whitespace-separated above.
        let separator = if n <= 9 { "" } else { " " };
        let plain: Vec<String> = answer.grid().iter().map(|row| row.join(separator)).collect();
        prop_assert_eq!(puzzle.parse_answer("a.txt", &plain.join("\n")), Ok(answer.clone()));
        // The JSON form.
        let json = serde_json::json!({"kind": "sudoku", "status": "sat", "grid": answer.grid()});
        prop_assert_eq!(puzzle.parse_answer("a.json", &json.to_string()), Ok(answer.clone()));
    }

    #[test]
    fn lines_round_trip_for_9x9(seed in any::<u64>(), blank in 0.0..=1.0f64, count in 1..5usize) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let puzzles: Vec<Sudoku> = (0..count)
            .map(|_| generate::random_puzzle(9, 3, 3, blank, &mut rng).0)
            .collect();
        let text: String = puzzles
            .iter()
            .map(|p| {
                let line: String = p.givens().iter().map(|g| g.map_or('.', |v| char::from(b'0' + v as u8))).collect();
                line + "\n"
            })
            .collect();
        let parsed = parse_lines("p.lines", &text).unwrap();
        let expected: Vec<(usize, Sudoku)> = puzzles.into_iter().enumerate().map(|(i, p)| (i + 1, p)).collect();
        prop_assert_eq!(parsed, expected);
    }

    // ------------------------------------------------------------ no panic on bad input

    #[test]
    fn parse_never_panics_on_arbitrary_bytes(bytes in any::<Vec<u8>>()) {
        parse_is_well_behaved(&bytes)?;
    }

    #[test]
    fn parse_never_panics_on_sudoku_like_text(
        header in prop::sample::select(vec![
            "kind: sudoku\ngrid:\n",
            "kind: sudoku\nbox: 2x3\ngrid:\n",
            "kind: sudoku\nvariants: even-odd diagonal\ngrid:\n",
            "kind: sudoku\nbox: 3x4\nvariants: even-odd\ngrid:\n",
        ]),
        body in prop::collection::vec(
            prop::sample::select(vec![
                ".", "0", "1", "2", "9", "10", "12", "99999999999", " ", "\n", "e", "o",
                "parity:\n", "#", "é",
            ]),
            0..200,
        ),
    ) {
        let text = format!("{header}{}", body.concat());
        parse_is_well_behaved(text.as_bytes())?;
    }

    #[test]
    fn parse_never_panics_on_mutated_files(
        file in any::<prop::sample::Index>(),
        edits in prop::collection::vec(edit(), 1..6),
    ) {
        let files = seed_files();
        let original = &files[file.index(files.len())];
        prop_assert!(Puzzle::parse("seed.txt", original.as_bytes()).is_ok());
        let mutated = apply(original, &edits);
        parse_is_well_behaved(mutated.as_bytes())?;
    }

    #[test]
    fn parse_never_panics_on_files_with_a_bad_byte(
        file in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
        byte in 0x80u8..=0xff,
    ) {
        let files = seed_files();
        let mut bytes = files[file.index(files.len())].clone().into_bytes();
        let i = at.index(bytes.len() + 1);
        bytes.insert(i, byte);
        // All seed files are ASCII, so any byte >= 0x80 alone breaks UTF-8, on the line
        // where it was put.
        let err = Puzzle::parse("fuzz.txt", &bytes).unwrap_err();
        let line = bytes[..i].iter().filter(|&&b| b == b'\n').count() + 1;
        prop_assert_eq!(err.line, line);
        prop_assert_eq!(err.message.as_str(), "bytes that are not UTF-8");
    }

    #[test]
    fn answer_and_lines_parsers_never_panic(
        text in "(?s).{0,300}",
        (n, h, w) in shape(),
    ) {
        let puzzle = Puzzle::Sudoku(Sudoku::new(n, h, w, vec![None; n * n]).unwrap());
        if let Ok(answer) = puzzle.parse_answer("a.txt", &text) {
            prop_assert_eq!(answer.grid().len(), n);
        }
        let _ = parse_lines("p.lines", &text);
    }
}
