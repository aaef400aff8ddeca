//! The Kakurasu encoder's contradictions: a clue above the sum of its whole line, and a
//! clue that line reasoning shows unreachable once crossing lines settle some of its
//! cells. The report names the line (1-based, as people count) and the numbers; a clue
//! equal to the maximum is no contradiction and forces the whole line black.

use crate::common;

use puzzle_cnf::kakurasu::{self, Contradiction, Line};
use puzzle_cnf::pb::PbEncoding;
use puzzle_cnf::Options;
use puzzle_ir::kakurasu::{check, Kakurasu};

fn options(pb: PbEncoding) -> Options {
    Options {
        kakurasu: puzzle_cnf::kakurasu::KakurasuOptions { pb },
        ..Options::default()
    }
}

fn puzzle(text: &str) -> Kakurasu {
    Kakurasu::parse("test.txt", text).expect("test puzzle parses")
}

/// The one answer the encoding finds, as text, after checking it.
fn solve(puzzle: &Kakurasu, pb: PbEncoding) -> String {
    let encoding = kakurasu::encode(puzzle, &options(pb)).expect("no contradiction");
    let mut solver = common::load(&encoding.cnf);
    assert!(solver.solve().unwrap(), "{pb:?}: satisfiable");
    let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
    let answer = encoding.decoder.decode(common::value_of(&values));
    check(puzzle, &answer).expect("the model is an answer");
    answer.to_text()
}

#[test]
fn a_row_clue_above_the_maximum_is_a_contradiction() {
    // 5 columns: a row sums to at most 1 + 2 + 3 + 4 + 5 = 15.
    let p = puzzle("kind: kakurasu\nrows: 1 16 - 0 3\ncols: 1 2 3 4 5\n");
    for pb in PbEncoding::ALL {
        let err = kakurasu::encode(&p, &options(pb)).unwrap_err();
        assert_eq!(
            err,
            Contradiction {
                line: Line::Row(1),
                clue: 16,
                max: 15,
                settled: 0
            },
            "{pb:?}"
        );
        let message = err.to_string();
        assert_eq!(
            message,
            "the clue 16 of row 2 is above 15, the sum of the whole line"
        );
        assert!(message.contains("row 2") && message.contains("16") && message.contains("15"));
    }
}

#[test]
fn a_column_clue_above_the_maximum_is_a_contradiction() {
    // 3 rows: a column sums to at most 6; the rows (5 columns) may reach 15.
    let p = puzzle("kind: kakurasu\nrows: 15 15 15\ncols: 6 6 6 7 6\n");
    let err = kakurasu::encode(&p, &Options::default()).unwrap_err();
    assert_eq!(
        err,
        Contradiction {
            line: Line::Col(3),
            clue: 7,
            max: 6,
            settled: 0
        }
    );
    assert_eq!(
        err.to_string(),
        "the clue 7 of column 4 is above 6, the sum of the whole line"
    );
}

#[test]
fn huge_clues_are_contradictions_without_overflow() {
    let p = Kakurasu::new(vec![Some(u64::MAX)], vec![None; 3]).unwrap();
    let err = kakurasu::encode(&p, &Options::default()).unwrap_err();
    assert_eq!((err.line, err.clue, err.max), (Line::Row(0), u64::MAX, 6));
    assert!(err.to_string().contains(&u64::MAX.to_string()));
}

#[test]
fn the_first_line_above_its_maximum_of_every_position_is_named() {
    // Every line of grids up to 6x6, one at a time, one above its maximum.
    for rows in 1..=6usize {
        for cols in 1..=6usize {
            let (row_max, col_max) = (
                (cols * (cols + 1) / 2) as u64,
                (rows * (rows + 1) / 2) as u64,
            );
            for r in 0..rows {
                let mut row_clues = vec![None; rows];
                row_clues[r] = Some(row_max + 1);
                let p = Kakurasu::new(row_clues, vec![Some(col_max); cols]).unwrap();
                let err = kakurasu::encode(&p, &Options::default()).unwrap_err();
                assert_eq!(err.line, Line::Row(r));
                assert_eq!((err.clue, err.max), (row_max + 1, row_max));
                assert!(err.to_string().contains(&format!("row {} ", r + 1)));
            }
            for c in 0..cols {
                let mut col_clues = vec![None; cols];
                col_clues[c] = Some(col_max + 1);
                let p = Kakurasu::new(vec![Some(row_max); rows], col_clues).unwrap();
                let err = kakurasu::encode(&p, &Options::default()).unwrap_err();
                assert_eq!(err.line, Line::Col(c));
                assert_eq!((err.clue, err.max), (col_max + 1, col_max));
                assert!(err.to_string().contains(&format!("column {} ", c + 1)));
            }
        }
    }
}

#[test]
fn a_clue_equal_to_the_maximum_blackens_its_line() {
    // Row 2 at its maximum 15; column 1 adds row 1 to it, the other lines are empty or
    // free.
    let p = puzzle("kind: kakurasu\nrows: 1 15 - 0 -\ncols: 3 2 2 2 2\n");
    for pb in PbEncoding::ALL {
        let text = solve(&p, pb);
        assert_eq!(text, "#....\n#####\n.....\n.....\n.....\n", "{pb:?}");
    }
    // Every line at its maximum: the whole grid is black, and that is the one answer.
    let full = puzzle("kind: kakurasu\nrows: 15 15 15\ncols: 6 6 6 6 6\n");
    for pb in PbEncoding::ALL {
        assert_eq!(solve(&full, pb), "#####\n#####\n#####\n", "{pb:?}");
    }
    // The smallest grid: clue 1 is the maximum of a 1x1, 2 is above it.
    let one = Kakurasu::new(vec![Some(1)], vec![Some(1)]).unwrap();
    assert_eq!(solve(&one, PbEncoding::default()), "#\n");
    let two = Kakurasu::new(vec![Some(2)], vec![None]).unwrap();
    assert_eq!(
        kakurasu::encode(&two, &Options::default())
            .unwrap_err()
            .to_string(),
        "the clue 2 of row 1 is above 1, the sum of the whole line"
    );
}

#[test]
fn a_clue_that_crossing_lines_make_unreachable_is_a_contradiction() {
    // Rows 1 1 blacken column 1 in both rows (weights 1 + 2), column 1 asks for 1.
    let p = puzzle("kind: kakurasu\nrows: 1 1\ncols: 1 0\n");
    for pb in PbEncoding::ALL {
        let err = kakurasu::encode(&p, &options(pb)).unwrap_err();
        assert_eq!(
            err,
            Contradiction {
                line: Line::Col(0),
                clue: 1,
                max: 3,
                settled: 2
            },
            "{pb:?}"
        );
        assert_eq!(
            err.to_string(),
            "the clue 1 of column 1 cannot be met: no filling of its open cells reaches it \
             once the crossing lines settle 2 of its cells"
        );
    }
}
