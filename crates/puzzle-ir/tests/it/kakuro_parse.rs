//! Kakuro parse errors name the exact file:line:column; unreachable sums are kept and
//! reported by `impossible_runs`; no input panics.

use puzzle_ir::kakuro::{check, Cell, Direction, Kakuro, KakuroAnswer};

fn error(text: &str) -> String {
    Kakuro::parse("p.txt", text).unwrap_err().to_string()
}

fn starts(text: &str, prefix: &str) {
    let message = error(text);
    assert!(
        message.starts_with(prefix),
        "{message:?} should start with {prefix:?}"
    );
}

const GOOD: &str = "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,0\n";

#[test]
fn a_small_puzzle_and_its_runs() {
    let puzzle = Kakuro::parse("p.txt", GOOD).unwrap();
    assert_eq!(
        puzzle.cell(1, 0),
        Cell::Clue {
            down: None,
            across: Some(3)
        }
    );
    assert_eq!(puzzle.cell(1, 1), Cell::White);
    assert_eq!(puzzle.cell(0, 0), Cell::Block);
    let runs = puzzle.runs();
    assert_eq!(runs.len(), 4);
    assert_eq!(runs[0].clue_cell, (0, 1));
    assert_eq!(runs[0].direction, Direction::Down);
    assert_eq!(runs[0].cells, vec![(1, 1), (2, 1)]);
    assert_eq!(runs[2].direction, Direction::Across);
    assert_eq!(runs[2].cells, vec![(1, 1), (1, 2)]);
    let dotted = Kakuro::parse("p.txt", &GOOD.replace(",0", ",.")).unwrap();
    assert_eq!(dotted, puzzle);
}

#[test]
fn bad_tokens_are_located() {
    starts(
        "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,y\n\\7,0,0\n",
        "p.txt:4:6: bad cell `y`",
    );
    starts(
        "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,\n\\7,0,0\n",
        "p.txt:4:6: empty cell",
    );
    starts(
        "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3a,0,0\n\\7,0,0\n",
        "p.txt:4:2: bad across sum `3a`",
    );
    starts(
        "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,5\n",
        "p.txt:5:6: bad cell `5`",
    );
    starts(
        "kind: kakuro\ngrid:\nx,99999999999\\,6\\\n\\3,0,0\n\\7,0,0\n",
        "p.txt:3:3: down sum `99999999999` is too large",
    );
}

#[test]
fn rows_of_unequal_length_are_located() {
    starts(
        "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0,x\n\\7,0,0\n",
        "p.txt:4:8: row has 4 cells; expected 3",
    );
    starts(
        "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0\n",
        "p.txt:5:5: row has 2 cells; expected 3",
    );
}

#[test]
fn empty_clue_runs_are_located() {
    starts(
        "kind: kakuro\ngrid:\nx,4\\,6\\5\n\\3,0,0\n\\7,0,0\n",
        "p.txt:3:6: across clue 5 has no white cell to its right",
    );
    starts(
        "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,0\nx,x,3\\\n",
        "p.txt:6:5: down clue 3 has no white cell below it",
    );
}

#[test]
fn white_runs_without_clue_are_located() {
    starts(
        "kind: kakuro\ngrid:\nx,4\\,x\n\\3,0,0\n\\7,0,0\n",
        "p.txt:4:6: white run going down from here has no clue",
    );
    starts(
        "kind: kakuro\ngrid:\nx,4\\,6\\\nx,0,0\n\\7,0,0\n",
        "p.txt:4:3: white run going across from here has no clue",
    );
    starts(
        "kind: kakuro\ngrid:\n0,x\n",
        "p.txt:3:1: white run going across",
    );
}

#[test]
fn runs_longer_than_nine_are_located() {
    let row0 = format!("x,{}", ["1\\"; 10].join(","));
    let row1 = format!("\\55,{}", ["0"; 10].join(","));
    starts(
        &format!("kind: kakuro\ngrid:\n{row0}\n{row1}\n"),
        "p.txt:4:1: the across run of clue 55 has 10 cells",
    );
}

#[test]
fn unreachable_sums_are_not_input_errors() {
    let puzzle =
        Kakuro::parse("p", "kind: kakuro\ngrid:\nx,3\\,17\\\n\\2,0,0\n\\18,0,0\n").unwrap();
    let impossible: Vec<_> = puzzle
        .impossible_runs()
        .iter()
        .map(|r| (r.direction, r.clue_cell, r.sum))
        .collect();
    assert_eq!(
        impossible,
        vec![
            (Direction::Across, (1, 0), 2),
            (Direction::Across, (2, 0), 18)
        ]
    );
    let zero = Kakuro::parse("p", "kind: kakuro\ngrid:\nx,0\\\n\\1,0\n").unwrap();
    assert_eq!(zero.impossible_runs().len(), 1);
}

#[test]
fn header_problems() {
    starts(
        "kind: kakurasu\ngrid:\nx\n",
        "p.txt:1:7: kind is `kakurasu`",
    );
    starts("kind: kakuro\n", "p.txt:1: missing `grid:` block");
    starts(
        "kind: kakuro\nsize: 3\ngrid:\nx\n",
        "p.txt:2:1: unknown key `size`",
    );
    starts("grid:\nx\n", "p.txt:2: missing `kind: kakuro`");
}

#[test]
fn hash_kakuro_style() {
    let text = "#Kakuro t\nx,4\\,6\\\n\n\\3,0,0\n\\7,0,0\n";
    assert_eq!(
        Kakuro::parse_hash_kakuro("h", text).unwrap(),
        Kakuro::parse("p", GOOD).unwrap()
    );
    let err = Kakuro::parse_hash_kakuro("h", "#Kakuro t\nx,4\\,6\\\n\n\\3,0,q\n").unwrap_err();
    assert_eq!(err.to_string(), "h:4:6: bad cell `q`; expected `x` (block), `0` or `.` (white) or `D\\A` (clue; either sum may be empty)");
    assert!(Kakuro::parse_hash_kakuro("h", "x,1\\\n").is_err());
    assert!(Kakuro::parse_hash_kakuro("h", "#Kakuro\n").is_err());
}

#[test]
fn answers_parse_and_errors_are_located() {
    let puzzle = Kakuro::parse("p", GOOD).unwrap();
    let answer = KakuroAnswer::parse_text(&puzzle, "a", "x,x,x\nx,1,2\nx,3,4\n").unwrap();
    assert!(check(&puzzle, &answer).is_ok());
    assert_eq!(answer.grid()[1], vec!["x", "1", "2"]);
    let e = KakuroAnswer::parse_text(&puzzle, "a", "x,x,x\nx,1,12\nx,3,4\n").unwrap_err();
    assert!(
        e.to_string().starts_with("a:2:5: bad answer cell `12`"),
        "{e}"
    );
    let e = KakuroAnswer::parse_text(&puzzle, "a", "x,x,x\nx,1\nx,3,4\n").unwrap_err();
    assert!(e.to_string().starts_with("a:2:4: row has 2 cells"), "{e}");
    let e = KakuroAnswer::parse_text(&puzzle, "a", "x,x,x\nx,1,2\n").unwrap_err();
    assert!(e.to_string().starts_with("a:2: answer has 2 rows"), "{e}");
    let grid = vec![
        vec!["x".to_owned(); 3],
        vec!["x".to_owned(); 2],
        vec!["x".to_owned(); 3],
    ];
    assert!(KakuroAnswer::from_json_grid(&puzzle, "j", &grid).is_err());
    let wrong = KakuroAnswer::parse_text(&puzzle, "a", "x,x,x\nx,1,1\nx,3,4\n").unwrap();
    assert_eq!(
        check(&puzzle, &wrong).unwrap_err().to_string(),
        "the down run of the clue at row 1, column 3 sums to 5, its clue is 6"
    );
}

#[test]
fn no_input_panics() {
    let pieces = [
        "x",
        "0",
        ".",
        "\\",
        "3\\",
        "\\4",
        "12\\45",
        ",",
        "\n",
        "é",
        " ",
        "\\\\",
        "99999999999",
    ];
    let mut state = 12345u64;
    for _ in 0..3000 {
        let mut text = String::from("kind: kakuro\ngrid:\n");
        for _ in 0..(state % 40) {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            text.push_str(pieces[(state >> 33) as usize % pieces.len()]);
        }
        let _ = Kakuro::parse("f", &text);
        let _ = Kakuro::parse_hash_kakuro("f", &text.replacen("kind: kakuro\ngrid:", "#Kakuro", 1));
        if let Ok(p) = Kakuro::parse("f", GOOD) {
            if let Ok(a) = KakuroAnswer::parse_text(&p, "a", &text[19..]) {
                let _ = check(&p, &a);
            }
        }
    }
}
