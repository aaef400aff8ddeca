//! Exactness of the Shakashaka encoding against the independent geometric checker
//! `puzzle_ir::shakashaka::check`, by exhaustion.
//!
//! For every grid shape up to 3x3 (and 2x4, 4x2) and every black/white assignment of its
//! squares, the SAT side lists all models (varisat, blocking clauses over the state
//! literals) and the brute-force side tries every fill (each white square one of its 5
//! states) and keeps what `check` accepts. The two sets must be equal, for both vertex
//! rules: the sector rule is exact, and the thin-strip clauses never exclude an answer.
//! Numbers are checked the same way on every grid of up to 6 squares whose squares are
//! white, black or a number 0..4, and on every board up to 3x3 with one number in one of
//! its black squares; when the encoder reports a contradiction, brute force must find
//! nothing. (3x4 would take 6^12 = 2.2e9 checker calls: too slow for a test.)

use crate::common;

use puzzle_cnf::shakashaka::{self, STATES};
use puzzle_cnf::{Options, VertexRule};
use puzzle_ir::shakashaka::{check, Shade, Shakashaka, ShakashakaAnswer, Square};
use std::collections::BTreeSet;
use std::time::Instant;
use varisat::ExtendFormula;

const RULES: [VertexRule; 2] = [VertexRule::Sectors, VertexRule::NoThinStrips];

/// A fill: the state index (into `STATES`) of each white square, row-major.
type Fill = Vec<u8>;

fn answer(puzzle: &Shakashaka, fill: &[u8]) -> ShakashakaAnswer {
    let mut states = fill.iter();
    let shades = puzzle
        .squares()
        .iter()
        .map(|&square| match square {
            Square::White => STATES[*states.next().expect("one state per white square") as usize],
            black => Shade::Black(black),
        })
        .collect();
    ShakashakaAnswer::new(puzzle.rows(), puzzle.cols(), shades)
}

fn fill_of(answer: &ShakashakaAnswer) -> Fill {
    answer
        .shades()
        .iter()
        .filter_map(|s| STATES.iter().position(|t| t == s).map(|i| i as u8))
        .collect()
}

/// Every fill that the checker accepts, by trying all 5^w of them.
fn brute_force(puzzle: &Shakashaka) -> BTreeSet<Fill> {
    let whites = puzzle
        .squares()
        .iter()
        .filter(|&&s| s == Square::White)
        .count();
    let mut out = BTreeSet::new();
    let mut fill = vec![0u8; whites];
    loop {
        if check(puzzle, &answer(puzzle, &fill)).is_ok() {
            out.insert(fill.clone());
        }
        // Next fill in base 5.
        let Some(i) = fill.iter().position(|&s| s < 4) else {
            return out;
        };
        fill[..i].iter_mut().for_each(|s| *s = 0);
        fill[i] += 1;
    }
}

/// Every model of the encoding, decoded; `None` when the encoder reports a contradiction.
/// Each decoded answer must pass the checker.
fn models(puzzle: &Shakashaka, rule: VertexRule) -> Option<BTreeSet<Fill>> {
    let options = Options {
        shakashaka: puzzle_cnf::shakashaka::ShakashakaOptions { vertex_rule: rule },
        ..Default::default()
    };
    let encoding = shakashaka::encode(puzzle, &options).ok()?;
    let mut solver = common::load(&encoding.cnf);
    let mut out = BTreeSet::new();
    while solver.solve().expect("varisat") {
        let values = common::values(&solver.model().expect("model"), encoding.cnf.n_vars());
        let answer = encoding
            .decoder
            .decode(common::value_of(&values))
            .expect("models decode");
        assert!(
            check(puzzle, &answer).is_ok(),
            "{rule:?}: a model the checker rejects\n{}{}",
            puzzle.to_native(&[]),
            answer.to_text()
        );
        // Block this answer: some white square takes another state.
        let mut block = Vec::new();
        for r in 0..puzzle.rows() {
            for c in 0..puzzle.cols() {
                if let Shade::Triangle(_) | Shade::White = answer.shade(r, c) {
                    let state = STATES
                        .iter()
                        .position(|&s| s == answer.shade(r, c))
                        .unwrap();
                    let var = encoding.decoder.var(r, c, state).unwrap();
                    block.push(common::to_varisat(var.neg_lit()));
                }
            }
        }
        assert!(out.insert(fill_of(&answer)), "{rule:?}: a model repeats");
        if block.is_empty() {
            break;
        }
        solver.add_clause(&block);
    }
    Some(out)
}

/// Compares both rules with brute force on one puzzle; returns the number of answers.
fn compare(puzzle: &Shakashaka) -> usize {
    compare_with(puzzle, brute_force(puzzle))
}

/// Compares both rules with the answers `expected` of one puzzle; returns their number.
fn compare_with(puzzle: &Shakashaka, expected: BTreeSet<Fill>) -> usize {
    for rule in RULES {
        match models(puzzle, rule) {
            Some(found) => assert_eq!(
                found,
                expected,
                "{rule:?}: models differ from the checker's answers\n{}",
                puzzle.to_native(&[])
            ),
            None => assert!(
                expected.is_empty(),
                "contradiction reported, but {} answers exist\n{}",
                expected.len(),
                puzzle.to_native(&[])
            ),
        }
    }
    expected.len()
}

/// Tallies of [`all_boards`].
#[derive(Debug, Default)]
struct Tally {
    boards: usize,
    answers: usize,
    numbered: usize,
    numbered_answers: usize,
}

/// All black/white boards of a shape. With `numbers`, also every puzzle made from one of
/// them by writing a number 0..4 in one of its black squares: its answers are the
/// board's answers that the checker accepts for the numbered puzzle (numbers only add a
/// rule), so brute force runs once per board.
fn all_boards(rows: usize, cols: usize, numbers: bool) -> Tally {
    let n = rows * cols;
    let mut tally = Tally::default();
    for mask in 0u32..1 << n {
        let squares: Vec<Square> = (0..n)
            .map(|i| {
                if mask >> i & 1 == 1 {
                    Square::Black
                } else {
                    Square::White
                }
            })
            .collect();
        let puzzle = Shakashaka::new(rows, cols, squares.clone()).expect("valid shape");
        let answers = brute_force(&puzzle);
        tally.boards += 1;
        tally.answers += compare_with(&puzzle, answers.clone());
        if !numbers {
            continue;
        }
        for at in (0..n).filter(|&i| squares[i] == Square::Black) {
            for k in 0..=4 {
                let mut numbered = squares.clone();
                numbered[at] = Square::Number(k);
                let numbered = Shakashaka::new(rows, cols, numbered).expect("valid shape");
                let expected = answers
                    .iter()
                    .filter(|f| check(&numbered, &answer(&numbered, f)).is_ok())
                    .cloned()
                    .collect();
                tally.numbered += 1;
                tally.numbered_answers += compare_with(&numbered, expected);
            }
        }
    }
    tally
}

/// Every black/white board of every shape up to 3x3, and each with one number.
#[test]
fn every_board_up_to_3x3_plain_and_with_one_number() {
    for rows in 1..=3 {
        for cols in 1..=3 {
            let start = Instant::now();
            let t = all_boards(rows, cols, true);
            eprintln!(
                "{rows}x{cols}: {} boards, {} answers; {} with one number, {} answers; {:.2?}",
                t.boards,
                t.answers,
                t.numbered,
                t.numbered_answers,
                start.elapsed()
            );
            if (rows, cols) == (3, 3) {
                // The count of cspuz's vertex rule (docs/ENCODINGS.md, Shakashaka).
                assert_eq!(t.answers, 328);
            }
        }
    }
}

#[test]
fn every_black_and_white_board_2x4_and_4x2() {
    for (rows, cols) in [(2, 4), (4, 2)] {
        let start = Instant::now();
        let t = all_boards(rows, cols, false);
        eprintln!(
            "{rows}x{cols}: {} boards, {} answers, {:.2?}",
            t.boards,
            t.answers,
            start.elapsed()
        );
        assert_eq!(t.answers, 161);
    }
}

/// Every grid up to `max` squares (at most 3 rows and 3 columns) whose squares are
/// white, black, or numbered 0..4.
#[test]
fn every_board_with_numbers_up_to_6_squares() {
    let kinds: Vec<Square> = [Square::White, Square::Black]
        .into_iter()
        .chain((0..=4).map(Square::Number))
        .collect();
    let (mut puzzles, mut contradictions, mut solvable, mut answers) = (0, 0, 0, 0);
    let start = Instant::now();
    for (rows, cols) in [
        (1, 1),
        (1, 2),
        (2, 1),
        (1, 3),
        (3, 1),
        (2, 2),
        (2, 3),
        (3, 2),
    ] {
        let n = rows * cols;
        for code in 0..kinds.len().pow(n as u32) {
            let squares: Vec<Square> = (0..n)
                .map(|i| kinds[code / kinds.len().pow(i as u32) % kinds.len()])
                .collect();
            if !squares.iter().any(|s| matches!(s, Square::Number(_))) {
                continue; // covered by the black/white test
            }
            let puzzle = Shakashaka::new(rows, cols, squares).expect("valid shape");
            puzzles += 1;
            if shakashaka::encode(&puzzle, &Options::default()).is_err() {
                contradictions += 1;
            }
            let count = compare(&puzzle);
            solvable += usize::from(count > 0);
            answers += count;
        }
    }
    eprintln!(
        "{puzzles} puzzles with numbers: {contradictions} contradictions found by the \
         encoder, {solvable} solvable, {answers} answers, {:.2?}",
        start.elapsed()
    );
}
