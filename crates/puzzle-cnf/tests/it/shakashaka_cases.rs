//! Targeted Shakashaka cases: fixed fills that must be accepted or rejected (nested
//! rectangles, an L-shaped area, diamonds and a tilted rectangle, areas touching only at
//! a corner, a thin strip), the hand-designed puzzles of `puzzles/shakashaka/papers/`
//! with the intended solution in their comments, contradictions, bad models, and a
//! DIMACS snapshot with variable names.

use crate::common;

use puzzle_cnf::shakashaka::{self, vertex, Contradiction, STATES};
use puzzle_cnf::{CnfBuilder, Options, VertexRule};
use puzzle_ir::shakashaka::{check, Corner, Shade, Shakashaka, ShakashakaAnswer, Square};
use std::path::Path;
use varisat::ExtendFormula;

const RULES: [VertexRule; 2] = [VertexRule::Sectors, VertexRule::NoThinStrips];

fn options(rule: VertexRule) -> Options {
    Options {
        shakashaka: puzzle_cnf::shakashaka::ShakashakaOptions { vertex_rule: rule },
        ..Default::default()
    }
}

/// The puzzle of a fill: glyphs and `.` white, `#` and digits as they are.
fn puzzle_of(fill: &str) -> Shakashaka {
    let grid: String = fill
        .lines()
        .map(|line| {
            let row: String = line
                .chars()
                .map(|ch| {
                    if Corner::from_glyph(ch).is_some() {
                        '.'
                    } else {
                        ch
                    }
                })
                .collect();
            row + "\n"
        })
        .collect();
    Shakashaka::parse("case", &format!("kind: shakashaka\ngrid:\n{grid}")).expect("puzzle parses")
}

/// The values of the state variables that describe `answer`.
fn assignment(encoding: &shakashaka::ShakashakaEncoding, answer: &ShakashakaAnswer) -> Vec<bool> {
    let mut values = vec![false; encoding.cnf.n_vars() as usize];
    for r in 0..answer.rows() {
        for c in 0..answer.cols() {
            if let Some(state) = STATES.iter().position(|&s| s == answer.shade(r, c)) {
                let var = encoding.decoder.var(r, c, state).expect("a white square");
                values[var.idx()] = true;
            }
        }
    }
    values
}

/// Whether the fill satisfies every clause (the encoding has no auxiliary variables).
fn satisfies(cnf: &CnfBuilder, values: &[bool]) -> bool {
    cnf.first_falsified(common::value_of(values)).is_none()
}

/// The fill must be accepted (`valid`) or rejected by the checker and by the CNF of
/// both rules.
fn case(name: &str, fill: &str, valid: bool) {
    let puzzle = puzzle_of(fill);
    let answer = ShakashakaAnswer::parse_text(&puzzle, name, fill).expect("fill parses");
    assert_eq!(check(&puzzle, &answer).is_ok(), valid, "{name}: checker");
    for rule in RULES {
        let encoding = shakashaka::encode(&puzzle, &options(rule)).expect("no contradiction");
        let values = assignment(&encoding, &answer);
        assert_eq!(satisfies(&encoding.cnf, &values), valid, "{name}: {rule:?}");
        // The decoder reads the fill back.
        let decoded = encoding.decoder.decode(common::value_of(&values)).unwrap();
        assert_eq!(decoded, answer, "{name}: decoding");
    }
}

#[test]
fn nested_rectangles() {
    // A diamond inscribed in a square of triangles.
    case("diamond in a square", "◤◥\n◣◢\n", true);
    // The same inside a white frame: the frame is a ring, not a rectangle.
    case("diamond in a white ring", "....\n.◤◥.\n.◣◢.\n....\n", false);
    // A black frame inside a white frame, a white square inside: the outer ring fails.
    case(
        "ring around a black ring",
        ".....\n.###.\n.#.#.\n.###.\n.....\n",
        false,
    );
    // Black frame around a square, the outside black: both areas are rectangles.
    case("square in a black frame", "###\n#.#\n###\n", true);
    // A diamond whose tips touch the midpoints of an enclosing black square's sides.
    case(
        "big diamond",
        "##◤◥##\n#◤..◥#\n◤....◥\n◣....◢\n#◣..◢#\n##◣◢##\n",
        true,
    );
}

#[test]
fn l_shaped_and_other_non_rectangles() {
    case("L of white squares", ".#\n..\n", false);
    case("L of three squares and a triangle", "..\n.◢\n", false);
    case("upright rectangle", "..#\n..#\n", true);
    // A white square and a triangle side by side: a trapezoid.
    case("trapezoid", ".◢\n##\n", false);
    // A lone triangle in a corner of the grid.
    case("lone triangle", "◢#\n##\n", false);
}

#[test]
fn tilted_rectangles() {
    case("diamond", "◤◥\n◣◢\n", true);
    // 2√2 by √2: the 45-degree rectangle with corners (1,0), (3,2), (2,3), (0,1).
    case("tilted 1x2", "◤◥#\n◣.◥\n#◣◢\n", true);
    // One triangle of it flipped: not a rectangle any more.
    case("tilted, one corner wrong", "◤◥#\n◣.◥\n#◣◣\n", false);
}

#[test]
fn areas_touching_only_at_a_corner() {
    case("two white squares", ".#\n#.\n", true);
    case("two diamonds", "◤◥◤◥\n◣◢◣◢\n", true);
    case("square and diamond", "..◤◥\n..◣◢\n", true);
    // White square corner to corner with a diamond's tip region across a vertex.
    case("square touching a diamond tip", ".#◤◥\n##◣◢\n", true);
}

#[test]
fn thin_strip_is_rejected_locally_with_no_thin_strips() {
    // NE ◤ and SW ◤ make one diagonal through the centre vertex, and SE ◢ turns its
    // white right angle there: a strip 1/√2 wide.
    let fill = "#◤\n◤◢\n";
    case("thin strip", fill, false);
    let t = Shade::Triangle;
    let around = [
        Shade::Black(Square::Black),
        t(Corner::TopLeft),
        t(Corner::TopLeft),
        t(Corner::BottomRight),
    ];
    assert!(vertex::thin_strip(around));
    assert!(vertex::sector_rule_allows(around));
    let white = [false, true, true, true];
    let rejects = |rule| {
        vertex::clauses(rule, white)
            .iter()
            .any(|c| c.forbids(around))
    };
    assert!(!rejects(VertexRule::Sectors));
    assert!(rejects(VertexRule::NoThinStrips));
}

/// The solution written in a puzzle file's comments after a line ending in "solution:".
fn intended_solution(text: &str) -> String {
    text.lines()
        .skip_while(|l| !l.contains("solution:"))
        .skip(1)
        .map_while(|l| l.strip_prefix("#   "))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn hand_designed_puzzles_have_their_intended_solutions() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles/shakashaka/papers");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 5);
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&file).unwrap();
        let puzzle = Shakashaka::parse(&name, &text).expect("puzzle parses");
        let intended = intended_solution(&text);
        let intended = ShakashakaAnswer::parse_text(&puzzle, &name, &intended)
            .unwrap_or_else(|e| panic!("{name}: intended solution: {e}"));
        assert!(
            check(&puzzle, &intended).is_ok(),
            "{name}: intended solution"
        );
        for rule in RULES {
            let encoding = shakashaka::encode(&puzzle, &options(rule)).expect("no contradiction");
            assert!(
                satisfies(&encoding.cnf, &assignment(&encoding, &intended)),
                "{name} {rule:?}: the intended solution breaks a clause"
            );
            let mut solver = common::load(&encoding.cnf);
            let mut answers = Vec::new();
            while answers.len() < 2 && solver.solve().unwrap() {
                let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
                let answer = encoding.decoder.decode(common::value_of(&values)).unwrap();
                assert!(check(&puzzle, &answer).is_ok(), "{name} {rule:?}");
                let block: Vec<_> = assignment(&encoding, &answer)
                    .iter()
                    .enumerate()
                    .filter(|(_, &v)| v)
                    .map(|(i, _)| varisat::Lit::from_index(i, false))
                    .collect();
                solver.add_clause(&block);
                answers.push(answer);
            }
            assert_eq!(answers, vec![intended.clone()], "{name} {rule:?}: unique");
        }
    }
}

#[test]
fn evident_contradictions() {
    let puzzle = puzzle_of("4.\n..\n");
    let err = shakashaka::encode(&puzzle, &Options::default()).unwrap_err();
    assert_eq!(
        err,
        Contradiction::NumberTooLarge {
            square: (0, 0),
            number: 4,
            white_neighbours: 2
        }
    );
    assert_eq!(
        err.to_string(),
        "the 4 at row 1, column 1 has only 2 white neighbouring squares for its triangles"
    );
    let general = puzzle_cnf::Contradiction::Shakashaka(err);
    assert!(general.to_string().contains("row 1, column 1"));
    // A 1 whose only neighbours are black.
    let puzzle = puzzle_of("#1\n.#\n");
    let err = shakashaka::encode(&puzzle, &Options::default()).unwrap_err();
    assert!(err
        .to_string()
        .starts_with("the 1 at row 1, column 2 has only 0 white"));
    // A 0 anywhere is fine, and a 2 in a corner with two white neighbours too.
    assert!(shakashaka::encode(&puzzle_of("0#\n#0\n"), &Options::default()).is_ok());
    assert!(shakashaka::encode(&puzzle_of("2.\n..\n"), &Options::default()).is_ok());
}

#[test]
fn bad_models_are_reported() {
    let puzzle = puzzle_of("#.\n..\n");
    let encoding = shakashaka::encode(&puzzle, &Options::default()).unwrap();
    let err = encoding.decoder.decode(|_| false).unwrap_err();
    assert_eq!((err.square, err.count), ((0, 1), 0));
    assert_eq!(
        err.to_string(),
        "the model gives the square at row 1, column 2 0 states"
    );
    let err = encoding.decoder.decode(|_| true).unwrap_err();
    assert_eq!((err.square, err.count), ((0, 1), 5));
}

/// The named DIMACS of a small puzzle, as `puzzle-sat dimacs` writes it.
fn named_dimacs(title: &str, grid: &str) -> String {
    let puzzle = Shakashaka::parse("p", &format!("kind: shakashaka\ngrid:\n{grid}")).unwrap();
    let options = Options {
        names: true,
        ..Default::default()
    };
    let encoding = shakashaka::encode(&puzzle, &options).unwrap();
    let mut out = Vec::new();
    encoding
        .cnf
        .write_dimacs(&mut out, &[title.into()])
        .unwrap();
    String::from_utf8(out).unwrap()
}

fn assert_dimacs_snapshot(name: &str, text: &str) {
    let settings = common::snapshots("shakashaka");
    settings.bind(|| insta::assert_snapshot!(name, text));
}

#[test]
fn dimacs_snapshot_with_names() {
    let text = named_dimacs("shakashaka 2x2", "1.\n..\n");
    assert!(text.contains("c 1 r1c2=.\n"));
    assert!(text.contains("c 2 r1c2=◢\n"));
    assert_dimacs_snapshot("dimacs_2x2", &text);
}

#[test]
fn dimacs_snapshot_of_a_3x3_puzzle() {
    // A number, a plain black square and seven white squares: every vertex kind occurs
    // (corner, border, inner; next to black and between white squares).
    let text = named_dimacs("shakashaka 3x3", "2..\n...\n..#\n");
    assert!(
        text.contains("p cnf 35 "),
        "five states for each of the seven white squares"
    );
    assert_dimacs_snapshot("dimacs_3x3", &text);
}
