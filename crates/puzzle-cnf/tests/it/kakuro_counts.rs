//! Solution counts of small Kakuros: every sum encoding (table, pb, mdd) agrees with a
//! brute force that uses only the independent checker; and the contradictions found
//! before encoding.

use crate::common;

use puzzle_cnf::kakuro::{self, Contradiction, KakuroSum};
use puzzle_cnf::{encode, Options};
use puzzle_ir::kakuro::{check, Cell, Direction, Kakuro, KakuroAnswer};
use puzzle_ir::Puzzle;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use varisat::ExtendFormula;

/// All answers through the encoding, by blocking clauses (`None` if proven impossible).
fn sat_count(puzzle: &Kakuro, sum: KakuroSum) -> Option<usize> {
    let options = Options {
        kakuro: puzzle_cnf::kakuro::KakuroOptions { sum },
        ..Options::default()
    };
    let encoding = kakuro::encode(puzzle, &options).ok()?;
    let mut solver = common::load(&encoding.cnf);
    let mut count = 0;
    while solver.solve().unwrap() {
        let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
        let answer = encoding.decoder.decode(common::value_of(&values)).unwrap();
        assert_eq!(check(puzzle, &answer), Ok(()), "{}", answer.to_text());
        count += 1;
        let mut block = Vec::new();
        for r in 0..puzzle.rows() {
            for c in 0..puzzle.cols() {
                if let Some(d) = answer.digit(r, c) {
                    let var = encoding.decoder.var(r, c, d).unwrap();
                    block.push(common::to_varisat(var.neg_lit()));
                }
            }
        }
        solver.add_clause(&block);
    }
    Some(count)
}

/// Every filling of the white cells with 1..9, judged by the checker alone.
fn brute_count(puzzle: &Kakuro) -> usize {
    let whites: Vec<usize> = (0..puzzle.cells().len())
        .filter(|&i| puzzle.cells()[i] == Cell::White)
        .collect();
    let mut digits = vec![None; puzzle.cells().len()];
    let mut count = 0;
    fn go(
        puzzle: &Kakuro,
        whites: &[usize],
        k: usize,
        digits: &mut Vec<Option<u8>>,
        count: &mut usize,
    ) {
        if k == whites.len() {
            let answer = KakuroAnswer::new(puzzle.rows(), puzzle.cols(), digits.clone());
            *count += usize::from(check(puzzle, &answer).is_ok());
            return;
        }
        for d in 1..=9 {
            digits[whites[k]] = Some(d);
            go(puzzle, whites, k + 1, digits, count);
        }
    }
    go(puzzle, &whites, 0, &mut digits, &mut count);
    count
}

/// A random puzzle with clue row and column 0 and the other cells white with probability
/// 0.8, at most `max_white` white cells. The sums come from random digits (repeats
/// allowed), one in five moved by one, so that many but not all puzzles have answers.
fn random_puzzle(rng: &mut StdRng, rows: usize, cols: usize, max_white: usize) -> Option<Kakuro> {
    let mut digit = vec![0u32; rows * cols];
    for r in 1..rows {
        for c in 1..cols {
            if rng.random_bool(0.8) {
                digit[r * cols + c] = rng.random_range(1..=9);
            }
        }
    }
    let whites = digit.iter().filter(|&&d| d > 0).count();
    if whites > max_white || whites == 0 {
        return None;
    }
    // The sum of the run starting after (r, c), if any.
    let run_sum = |r: usize, c: usize, down: bool| -> Option<u32> {
        let cells: Vec<u32> = if down {
            (r + 1..rows)
                .map(|rr| digit[rr * cols + c])
                .take_while(|&d| d > 0)
                .collect()
        } else {
            (c + 1..cols)
                .map(|cc| digit[r * cols + cc])
                .take_while(|&d| d > 0)
                .collect()
        };
        (!cells.is_empty()).then(|| cells.iter().sum())
    };
    let mut cells = Vec::with_capacity(rows * cols);
    for (i, &d) in digit.iter().enumerate() {
        let (r, c) = (i / cols, i % cols);
        if d > 0 {
            cells.push(Cell::White);
            continue;
        }
        let mut nudge = |sum: Option<u32>| {
            sum.map(|s| match rng.random_range(0..10) {
                0 => s + 1,
                1 => s.saturating_sub(1).max(1),
                _ => s,
            })
        };
        let down = nudge(run_sum(r, c, true));
        let across = nudge(run_sum(r, c, false));
        cells.push(if down.is_none() && across.is_none() {
            Cell::Block
        } else {
            Cell::Clue { down, across }
        });
    }
    Kakuro::new(rows, cols, cells).ok()
}

#[test]
fn random_puzzles_count_the_same_every_way() {
    let mut rng = StdRng::seed_from_u64(20240531);
    let mut tested = 0;
    let mut solvable = 0;
    while tested < 60 {
        let Some(puzzle) = random_puzzle(&mut rng, 4, 4, 5) else {
            continue;
        };
        tested += 1;
        let brute = brute_count(&puzzle);
        for sum in KakuroSum::ALL {
            let count = sat_count(&puzzle, sum).unwrap_or(0);
            assert_eq!(count, brute, "{}\n{}", sum.name(), puzzle.to_native(&[]));
        }
        solvable += usize::from(brute > 0);
    }
    assert!(solvable >= 10, "only {solvable} solvable random puzzles");
}

#[test]
fn hand_made_puzzles_count_the_same_every_way() {
    let cases = [
        // 1+2 across, 1+3 down: one answer.
        (
            "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,0\n",
            Some(1),
        ),
        // a b / c d, every sum 10: b = c = 10 - a, d = a, a != 5.
        (
            "kind: kakuro\ngrid:\nx,10\\,10\\\n\\10,0,0\n\\10,0,0\n",
            Some(8),
        ),
        // Larger blocks: counted only.
        (
            "kind: kakuro\ngrid:\nx,4\\,10\\,16\\\n\\6,0,0,0\n\\24,0,0,0\n",
            None,
        ),
        (
            "kind: kakuro\ngrid:\nx,3\\,17\\,x\n\\4,0,0,5\\\n\\16,0,0,0\nx,\\7,0,0\n",
            None,
        ),
    ];
    for (text, expected) in cases {
        let puzzle = Kakuro::parse("p", text).unwrap();
        let brute = brute_count(&puzzle);
        if let Some(expected) = expected {
            assert_eq!(brute, expected, "{text}");
        }
        for sum in KakuroSum::ALL {
            assert_eq!(
                sat_count(&puzzle, sum).unwrap_or(0),
                brute,
                "{sum:?}\n{text}"
            );
        }
    }
}

#[test]
fn an_unreachable_sum_is_a_contradiction() {
    let puzzle =
        Kakuro::parse("p", "kind: kakuro\ngrid:\nx,3\\,17\\\n\\2,0,0\n\\18,0,0\n").unwrap();
    let err = kakuro::encode(&puzzle, &Options::default()).unwrap_err();
    assert_eq!(
        err,
        Contradiction::ImpossibleRun {
            direction: Direction::Across,
            clue: (1, 0),
            sum: 2,
            len: 2
        }
    );
    assert_eq!(
        err.to_string(),
        "the across run of the clue at row 2, column 1 cannot sum to 2 with 2 distinct digits 1..9"
    );
    // Through the kind-independent entry point too.
    let any = Puzzle::parse("p", puzzle.to_native(&[]).as_bytes()).unwrap();
    assert_eq!(
        encode(&any, &Options::default()).unwrap_err().to_string(),
        err.to_string()
    );
}

#[test]
fn a_cell_without_digits_is_a_contradiction() {
    // The single cell must be 9 across (9 alone) and 1 down (1 alone).
    let puzzle = Kakuro::parse("p", "kind: kakuro\ngrid:\nx,1\\\n\\9,0\n").unwrap();
    for sum in KakuroSum::ALL {
        let options = Options {
            kakuro: puzzle_cnf::kakuro::KakuroOptions { sum },
            ..Options::default()
        };
        let err = kakuro::encode(&puzzle, &options).unwrap_err();
        assert_eq!(err, Contradiction::EmptyDomain { cell: (1, 1) });
        assert_eq!(
            err.to_string(),
            "no digit fits the cell at row 2, column 2 in both of its runs"
        );
    }
}

#[test]
fn domains_are_pruned_by_both_runs() {
    let puzzle = Kakuro::parse("p", "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,0\n").unwrap();
    let encoding = kakuro::encode(&puzzle, &Options::default()).unwrap();
    assert_eq!(encoding.decoder.domain(1, 1), vec![1]);
    assert_eq!(encoding.decoder.domain(1, 2), vec![2]);
    assert_eq!(encoding.decoder.domain(0, 0), Vec::<u8>::new());
}
