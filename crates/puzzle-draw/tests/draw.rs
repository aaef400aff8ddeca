//! The pictures: snapshots of one small puzzle of every kind of the registry (with its
//! answer, and with marks): written here for some kinds, generated for every other, so
//! that a new kind is drawn here without a line of this file; and rasterised with a real
//! SVG renderer (resvg), pixels that must show what they mean: a triangle's black half, a
//! highlighted clue, a block, a box line.

use puzzle_draw::{svg, Marks, CELL};
use puzzle_ir::settings::Values;
use puzzle_ir::{Answer, Clue, Kind, Puzzle};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use resvg::tiny_skia::Pixmap;
use std::path::Path;

const MARGIN: f64 = 12.0;

fn puzzle(text: &str) -> Puzzle {
    Puzzle::parse("p.txt", text.as_bytes()).unwrap()
}

fn answer(puzzle: &Puzzle, text: &str) -> Answer {
    puzzle.parse_answer("a.txt", text).unwrap()
}

const SUDOKU: &str = "kind: sudoku\nvariants: diagonal\nbox: 2x2\ngrid:\n1...\n...2\n..2.\n.1..\n";
const SUDOKU_ANSWER: &str = "1234\n3412\n4321\n2143\n";
const KAKURO: &str = "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,0\n";
const KAKURO_ANSWER: &str = "x,x,x\nx,1,2\nx,3,4\n";
const KAKURASU: &str = "kind: kakurasu\nrows: 1 5 -\ncols: 3 2 4\n";
const SHAKASHAKA: &str = "kind: shakashaka\ngrid:\n....\n....\n.1..\n";
const SHAKASHAKA_ANSWER: &str = "◢◣..\n◥◤..\n.1..\n";
const KILLER: &str = "kind: killer\nbox: 2x2\ncages:\na a b b\nc c d d\ne e f f\ng g h h\nsums:\na 3\nb 7\nc 7\nd 3\ne 3\nf 7\ng 7\nh 3\n";

/// (name, puzzle, answer, the value of the forced cell (1, 1) in its marks picture) of
/// every kind: the puzzles written above, and a small generated one with its answer for
/// every other kind.
fn examples() -> Vec<(&'static str, Puzzle, Option<Answer>, String)> {
    let sudoku = puzzle(SUDOKU);
    let kakuro = puzzle(KAKURO);
    let shakashaka = puzzle(SHAKASHAKA);
    let mut examples = vec![
        (
            "sudoku",
            sudoku.clone(),
            Some(answer(&sudoku, SUDOKU_ANSWER)),
            "2".to_owned(),
        ),
        (
            "kakuro",
            kakuro.clone(),
            Some(answer(&kakuro, KAKURO_ANSWER)),
            "2".to_owned(),
        ),
        ("kakurasu", puzzle(KAKURASU), None, "#".to_owned()),
        (
            "shakashaka",
            shakashaka.clone(),
            Some(answer(&shakashaka, SHAKASHAKA_ANSWER)),
            "◤".to_owned(),
        ),
        ("killer", puzzle(KILLER), None, "2".to_owned()),
    ];
    for &kind in Kind::ALL {
        if examples.iter().all(|(name, ..)| *name != kind.name()) {
            let (puzzle, answer) = generated(kind);
            let forced = answer.grid()[1][1].clone();
            examples.push((kind.name(), puzzle, Some(answer), forced));
        }
    }
    examples
}

/// A small puzzle of `kind` (its generator's values for brute-force counts) and its
/// answer, the same on every run.
fn generated(kind: Kind) -> (Puzzle, Answer) {
    let mut values = Values::default();
    for (name, value) in kind.small() {
        values.set(name, value);
    }
    let (puzzle, answer, _) = kind
        .generate(&values, &mut SmallRng::seed_from_u64(1))
        .unwrap_or_else(|e| panic!("{}: {e}", kind.name()));
    (puzzle, answer)
}

fn render(svg: &str) -> Pixmap {
    let tree =
        resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default()).expect("valid SVG");
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height()).unwrap();
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::identity(),
        &mut pixmap.as_mut(),
    );
    pixmap
}

/// The colour at a point given in cells (row, col), as RGB.
fn color(pixmap: &Pixmap, row: f64, col: f64) -> (u8, u8, u8) {
    let x = (MARGIN + col * CELL) as u32;
    let y = (MARGIN + row * CELL) as u32;
    let p = pixmap.pixel(x, y).unwrap();
    (p.red(), p.green(), p.blue())
}

fn rgb(hex: &str) -> (u8, u8, u8) {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap();
    ((v >> 16) as u8, (v >> 8) as u8, v as u8)
}

const BLACK: (u8, u8, u8) = (0, 0, 0);
const WHITE: (u8, u8, u8) = (255, 255, 255);

#[test]
fn snapshots_of_every_kind() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots/draw"));
    settings.bind(|| {
        for (name, puzzle, answer, forced) in examples() {
            insta::assert_snapshot!(
                format!("{name}_puzzle"),
                svg(&puzzle, None, &Marks::default())
            );
            if let Some(answer) = &answer {
                insta::assert_snapshot!(
                    format!("{name}_answer"),
                    svg(&puzzle, Some(answer), &Marks::default())
                );
            }
            let marks = Marks {
                forced: vec![(1, 1, forced)],
                highlighted: puzzle.clues().into_iter().take(1).collect(),
            };
            insta::assert_snapshot!(format!("{name}_marks"), svg(&puzzle, None, &marks));
        }
    });
}

#[test]
fn every_picture_renders() {
    for (name, puzzle, answer, _) in examples() {
        for answer in [None, answer.as_ref()] {
            let picture = svg(&puzzle, answer, &Marks::default());
            let pixmap = render(&picture);
            assert!(pixmap.width() > 100, "{name}");
            assert!(
                !picture.contains("<script") && !picture.contains("href"),
                "{name}"
            );
        }
    }
}

#[test]
fn a_triangles_black_half_is_black_and_the_other_white() {
    let p = puzzle(SHAKASHAKA);
    let pixmap = render(&svg(
        &p,
        Some(&answer(&p, SHAKASHAKA_ANSWER)),
        &Marks::default(),
    ));
    // (row, col, the black corner's offset within the cell as (dr, dc))
    for (row, col, corner) in [
        (0.0, 0.0, (1.0, 1.0)),
        (0.0, 1.0, (1.0, 0.0)),
        (1.0, 0.0, (0.0, 1.0)),
        (1.0, 1.0, (0.0, 0.0)),
    ] {
        let near = |t: f64| {
            color(
                &pixmap,
                row + corner.0 * t + (1.0 - corner.0) * (1.0 - t),
                col + corner.1 * t + (1.0 - corner.1) * (1.0 - t),
            )
        };
        assert_eq!(
            near(0.8),
            BLACK,
            "cell ({row}, {col}) near its black corner"
        );
        assert_eq!(near(0.2), WHITE, "cell ({row}, {col}) across its diagonal");
    }
    // The numbered square is black; a plain white square stays white.
    assert_eq!(color(&pixmap, 2.15, 1.15), BLACK);
    assert_eq!(color(&pixmap, 0.5, 2.5), WHITE);
}

#[test]
fn highlighted_clues_and_forced_cells_are_coloured() {
    let p = puzzle(SUDOKU);
    let marks = Marks {
        forced: vec![],
        highlighted: vec![Clue::Given {
            row: 0,
            col: 0,
            value: 1,
        }],
    };
    let pixmap = render(&svg(&p, None, &marks));
    assert_eq!(color(&pixmap, 0.1, 0.1), rgb(puzzle_draw::HIGHLIGHT));
    assert_eq!(color(&pixmap, 1.2, 1.8), WHITE);
    let p = puzzle(KAKURASU);
    let marks = Marks {
        forced: vec![(0, 0, "#".into())],
        highlighted: vec![],
    };
    let pixmap = render(&svg(&p, None, &marks));
    // The grid starts one cell in (the index row and column).
    assert_eq!(color(&pixmap, 1.5, 1.5), rgb(puzzle_draw::FORCED));
    let p = puzzle(KAKURO);
    let marks = Marks {
        forced: vec![],
        highlighted: vec![p.clues()[0]],
    };
    let pixmap = render(&svg(&p, None, &marks));
    // The first clue is the down run of (0, 1): the lower-left half of its cell.
    assert_eq!(color(&pixmap, 0.85, 1.1), (0xd6, 0x27, 0x28));
    assert_eq!(color(&pixmap, 0.15, 1.9), (0x33, 0x33, 0x33));
}

#[test]
fn blocks_are_dark_and_box_lines_black() {
    let p = puzzle(KAKURO);
    let pixmap = render(&svg(&p, None, &Marks::default()));
    assert_eq!(color(&pixmap, 0.5, 0.5), (0x33, 0x33, 0x33));
    assert_eq!(color(&pixmap, 1.5, 1.5), WHITE);
    let p = puzzle(SUDOKU);
    let pixmap = render(&svg(&p, None, &Marks::default()));
    assert_eq!(color(&pixmap, 0.3, 2.0), BLACK, "box line");
    assert_ne!(color(&pixmap, 0.3, 1.0), BLACK, "cell line is light");
}

#[test]
fn large_boards_render_and_grow_linearly() {
    use puzzle_ir::shakashaka::{Shakashaka, Square};
    let board = |n: usize| {
        let squares = (0..n * n)
            .map(|i| match i % 7 {
                0 => Square::Number((i % 5) as u8),
                3 => Square::Black,
                _ => Square::White,
            })
            .collect();
        Puzzle::Shakashaka(Shakashaka::new(n, n, squares).unwrap())
    };
    let small = svg(&board(50), None, &Marks::default());
    let large = svg(&board(100), None, &Marks::default());
    let ratio = large.len() as f64 / small.len() as f64;
    assert!(
        (3.6..4.4).contains(&ratio),
        "100x100 is {ratio:.2}x the bytes of 50x50"
    );
    let pixmap = render(&large);
    assert_eq!(pixmap.width(), (100.0 * CELL + 2.0 * MARGIN) as u32);
    assert_eq!(color(&pixmap, 99.5, 98.5), WHITE);
    assert_eq!(
        color(&pixmap, 0.2, 0.2),
        BLACK,
        "square 0 is a number, drawn black"
    );
}

#[test]
fn an_unknown_slitherlink_number_is_drawn_as_a_question_mark() {
    let slitherlink = puzzle("kind: slitherlink\ngrid:\n3?\n.1\n");
    let picture = svg(&slitherlink, None, &Marks::default());
    assert_eq!(picture.matches(">?<").count(), 1, "{picture}");
    assert_eq!(picture.matches(">3<").count(), 1, "{picture}");
}

#[test]
fn a_nurikabe_unknown_number_is_drawn_as_a_question_mark() {
    let nurikabe = puzzle("kind: nurikabe\ngrid:\n? . .\n. . 300\n");
    let picture = svg(&nurikabe, None, &Marks::default());
    assert!(
        picture.contains(">?</text>") && picture.contains(">300</text>"),
        "{picture}"
    );
}
