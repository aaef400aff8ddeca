//! The pipeline's guesses are only shortcuts: a restricted encoding without a model, or a
//! guess that contradicts the clues, never becomes the puzzle's verdict. The full
//! encoding decides then, so a puzzle with an answer is solved and one without is
//! "unsat" for the full encoding's reason.

use puzzle_cnf::kakurasu::encode_fixed;
use puzzle_cnf::{Decoder, Encoding, Options};
use puzzle_ir::Puzzle;
use puzzle_solve::pipeline::{solve_guessing, Settings, Status};
use puzzle_solve::solver::Backend;

fn settings() -> Settings {
    Settings {
        backend: Backend::Varisat,
        timeout: None,
        options: Options::default(),
        shuffle: None,
    }
}

/// A Kakurasu `text` and the encoding with `fixed` cells (None: the cells contradict).
fn guess(text: &str, fixed: &[Option<bool>]) -> Option<Encoding> {
    let puzzle = puzzle_ir::kakurasu::Kakurasu::parse("p.txt", text).unwrap();
    let encoding = encode_fixed(&puzzle, &Options::default(), fixed).ok()?;
    Some(Encoding {
        cnf: encoding.cnf,
        decoder: Decoder::Kakurasu(encoding.decoder),
    })
}

// The 5x5 example of the answer-set study; its only answer:
// #.... / ...## / ####. / ##... / ##..#
const EXAMPLE: &str = "kind: kakurasu\nrows: 1 9 10 3 8\ncols: 13 12 3 5 7\n";

/// Every cell open but (row, col), fixed to `black`.
fn one_cell(row: usize, col: usize, black: bool) -> Vec<Option<bool>> {
    let mut fixed = vec![None; 25];
    fixed[row * 5 + col] = Some(black);
    fixed
}

/// Rows 1-3 and columns 1-3 clued, the rest free: it has answers, none with cell (1,1)
/// white, yet line reasoning from that cell finds no fault (found by brute force).
const CORNER: &str = "kind: kakurasu\nrows: 3 3 4 - - -\ncols: 5 6 6 - - -\n";

#[test]
fn failed_guesses_leave_the_verdict_to_the_full_encoding() {
    let puzzle = Puzzle::parse("p.txt", CORNER.as_bytes()).unwrap();
    let mut white = vec![None; 36];
    white[0] = Some(false);
    let unsat = guess(CORNER, &white).expect("line reasoning does not refute it");
    let report = solve_guessing(&puzzle, &settings(), [Some(unsat), None]).unwrap();
    assert_eq!(report.status, Status::Sat);
    let answer = report.answer.unwrap();
    puzzle.check(&answer).unwrap();
    assert!(answer.to_text().starts_with('#'), "{}", answer.to_text());
}

#[test]
fn a_good_guess_gives_a_checked_answer() {
    let puzzle = Puzzle::parse("p.txt", EXAMPLE.as_bytes()).unwrap();
    let right = [guess(EXAMPLE, &one_cell(0, 0, true))];
    let report = solve_guessing(&puzzle, &settings(), right).unwrap();
    assert_eq!(report.status, Status::Sat);
    puzzle.check(&report.answer.unwrap()).unwrap();
}

#[test]
fn without_an_answer_the_full_encoding_says_unsat() {
    // Row 1's clue 1 needs cell (1,1) black, column 1's clue 2 needs it white.
    let text = "kind: kakurasu\nrows: 1 - -\ncols: 2 - -\n";
    let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
    let guesses = [guess(text, &[None; 9]), None];
    let report = solve_guessing(&puzzle, &settings(), guesses).unwrap();
    assert_eq!(report.status, Status::Unsat);
    assert!(report.reason.is_some(), "the full encoding's own proof");
}
