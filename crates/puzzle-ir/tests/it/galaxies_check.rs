//! Galaxies: the native drawing read and written back, the independent checker naming
//! each broken rule, and puzz.link URLs and pzprv3 files in and out.

use puzzle_ir::galaxies::{check, check::Violation, Galaxies, GalaxiesAnswer, Spot};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url};
use puzzle_ir::{KindAnswer, Puzzle};

/// Dots on a cell, an edge and two corners; its answer divides it into four regions.
const PUZZLE: &str =
    "kind: galaxies\ngrid:\n+-+-+-+\n|o .o.|\n+ + + +\n|. . .|\n+ o +*+\n|. . .|\n+-+-+-+\n";
const ANSWER: &str = "+-+-+-+\n|o|.o.|\n+-+-+-+\n|. .|.|\n+ o +*+\n|. .|.|\n+-+-+-+\n";

fn puzzle(text: &str) -> Galaxies {
    Galaxies::parse("p", text).unwrap()
}

fn verdict(puzzle_text: &str, answer: &str) -> Result<(), Violation> {
    let puzzle = puzzle(&format!("kind: galaxies\ngrid:\n{puzzle_text}"));
    check(
        &puzzle,
        &GalaxiesAnswer::parse_text(&puzzle, "a", answer).unwrap(),
    )
}

#[test]
fn galaxies_drawing_reads_back() {
    let puzzle = puzzle(PUZZLE);
    assert_eq!(puzzle.to_native(&[]), PUZZLE);
    assert_eq!(puzzle.dots().count(), 4);
    let answer = GalaxiesAnswer::parse_text(&puzzle, "a", ANSWER).unwrap();
    assert_eq!(answer.to_text(), ANSWER);
    assert_eq!(check(&puzzle, &answer), Ok(()));
    let again = GalaxiesAnswer::from_json_grid(&puzzle, "a", &answer.grid()).unwrap();
    assert_eq!(again, answer);
}

#[test]
fn galaxies_checker_names_each_rule() {
    let row = "+-+-+-+\n|o . o|\n+-+-+-+\n";
    let broken = |answer: &str| verdict(row, answer).unwrap_err();
    assert_eq!(
        broken("+-+-+-+\n|o|.|o|\n+-+-+-+\n"),
        Violation::NoDot(1, 2)
    );
    assert_eq!(
        broken("+-+-+-+\n|o .|o|\n+-+-+-+\n"),
        Violation::NotSymmetric {
            dot: Spot::Cell(0, 0),
            cell: (1, 2)
        }
    );
    assert_eq!(
        broken("+-+-+-+\n|o . o|\n+-+-+-+\n"),
        Violation::TwoDots(1, 1)
    );
    assert_eq!(
        verdict("+-+-+\n|.o.|\n+-+-+\n", "+-+-+\n|.|.|\n+-+-+\n").unwrap_err(),
        Violation::BorderThroughDot(Spot::Right(0, 0))
    );
    let middle = "+-+-+-+\n|. . .|\n+ + + +\n|. o .|\n+ + + +\n|. . .|\n+-+-+-+\n";
    let inside = "+-+-+-+\n|.|. .|\n+ + + +\n|. o .|\n+ + + +\n|. . .|\n+-+-+-+\n";
    assert_eq!(
        verdict(middle, inside).unwrap_err(),
        Violation::BorderInside(Spot::Right(0, 0))
    );
    assert_eq!(
        broken("+-+-+-+\n|o .|o|\n+-+-+-+\n").to_string(),
        "the region of the dot on r1c1 is not symmetric about it: r1c2 has no mirror image in it"
    );
}

#[test]
fn galaxies_drawing_errors_are_located() {
    let error = |text: &str| Galaxies::parse("p", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: galaxies\ngrid:\n+-+-+\n|.x.|\n+-+-+\n"),
        "p:4:3: unexpected `x`; expected ` ` or `|` for an edge, or `o` or `*` for a dot"
    );
    assert_eq!(
        error("kind: galaxies\ngrid:\n+-+-+\n|.|.|\n+-+-+\n"),
        "p:4:3: a puzzle draws no border inside the frame"
    );
    assert_eq!(
        error("kind: galaxies\ngrid:\n+-+-+\n|. .|\n+-+\n"),
        "p:5:4: line has 3 characters; expected 5 like the first"
    );
    let puzzle = puzzle(PUZZLE);
    let moved = ANSWER.replacen("|o|", "|.|", 1);
    let error = GalaxiesAnswer::parse_text(&puzzle, "a", &moved)
        .unwrap_err()
        .to_string();
    assert_eq!(error, "a:2:2: the puzzle has the dot `o` here");
}

#[test]
fn galaxies_urls_and_pzprv3_round_trip() {
    let url = "https://puzz.link/p?tentaisho/3/3/4ek4f";
    let read = parse_url("u", 1, url).unwrap();
    let Puzzle::Galaxies(galaxies) = &read else {
        panic!("not Galaxies")
    };
    assert_eq!(*galaxies, puzzle(PUZZLE));
    assert_eq!(to_url(&read).unwrap(), url);
    // pzprjs's bitmap of no empty cells is read; an empty cell is refused.
    assert_eq!(
        parse_url("u", 1, "https://puzz.link/p?tentaisho/3/3/4ek4f00").unwrap(),
        read
    );
    assert!(parse_url(
        "u",
        1,
        "https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000"
    )
    .is_err());
    let answer =
        puzzle_ir::Answer::Galaxies(GalaxiesAnswer::parse_text(galaxies, "a", ANSWER).unwrap());
    let file = to_pzprv3(&read, Some(&answer)).unwrap();
    assert!(
        file.starts_with("pzprv3\ntentaisho\n3\n3\n1..1.\n.....\n.....\n.1..2\n"),
        "{file}"
    );
    let saved = parse_pzprv3("f", &file).unwrap();
    assert_eq!(saved.puzzle, read);
    assert_eq!(
        saved.answer,
        puzzle_ir::interop::SavedAnswer::Complete(answer)
    );
}
