//! puzz.link URLs and pzprv3 files: pzprjs's own test data, every URL kept in a bundled
//! puzzle's comments, round trips of every bundled puzzle that has a puzz.link genre,
//! pzprjs's corner cases, and located errors.

use proptest::prelude::*;
use puzzle_ir::interop::{self, SavedAnswer};
use puzzle_ir::{Kind, Puzzle};
use std::path::{Path, PathBuf};

fn url(url: &str) -> Puzzle {
    interop::parse_url("<url>", 1, url).unwrap_or_else(|e| panic!("{url}: {e}"))
}

fn native(text: &str) -> Puzzle {
    Puzzle::parse("native", text.as_bytes()).unwrap()
}

/// The column of the error `text` gives, with its message.
fn url_error(text: &str) -> (usize, String) {
    let error = interop::parse_url("<url>", 1, text).expect_err(text);
    (error.column.expect("a column"), error.message)
}

fn puzzles_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles")
}

/// Every bundled puzzle file (not solutions), recursively.
fn bundled(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            bundled(&path, out);
        } else if path.extension().is_some_and(|e| e == "txt")
            && !path.to_string_lossy().contains(".solution")
        {
            out.push(path);
        }
    }
}

fn bundled_puzzles() -> Vec<PathBuf> {
    let mut files = Vec::new();
    bundled(&puzzles_dir(), &mut files);
    files.sort();
    files
}

// pzprjs's test scripts (robx/pzprjs test/script/{sudoku,kakuro,shakashaka}.js): the
// URL, and the pzprv3 file of a correctly solved board (the failcheck entry without an
// error code).
const PZPRJS_SUDOKU: (&str, &str) = (
    "https://puzz.link/p?sudoku/4/4/g1k23k3g",
    "pzprv3/sudoku/4/. 1 . . /. . . 2 /3 . . . /. . 3 . /2 . 4 3 /4 3 1 . /. 4 2 1 /1 2 . 4 /",
);
const PZPRJS_KAKURO: (&str, &str) = (
    "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3",
    "pzprv3/kakuro/5/5/0 0 12 4 0 0 /0 8,4 . . 0,10 0,0 /10 . . . . 0,10 /3 . . 3,17 . . /0 21,0 . . . . /0 0,0 12,0 . . 0,0 /. 5 3 . . /3 4 1 2 . /1 2 . 1 2 /. 1 9 3 8 /. . 8 4 . /",
);
const PZPRJS_SHAKASHAKA: (&str, &str) = (
    "https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb",
    "pzprv3/shakashaka/6/6/2 . . . 1 . /. . . 3 . . /. . 4 . . . /3 . . . . . /. . . . . . /. . . 1 . . /. 5 4 + . + /5 . 3 . 5 4 /2 3 . 5 . 3 /. 5 4 2 3 . /5 . 3 + 5 4 /2 3 + . 2 3 /",
);

#[test]
fn pzprjs_test_urls_and_solved_files_agree_with_the_checker() {
    for (link, file) in [PZPRJS_SUDOKU, PZPRJS_KAKURO, PZPRJS_SHAKASHAKA] {
        let from_url = url(link);
        let saved = interop::parse_pzprv3("saved", file).unwrap();
        assert_eq!(saved.puzzle, from_url, "{link}");
        let SavedAnswer::Complete(answer) = saved.answer else {
            panic!("{link}: expected a complete answer, got {:?}", saved.answer);
        };
        assert_eq!(from_url.check(&answer), Ok(()), "{link}");
        assert_eq!(url(&interop::to_url(&from_url).unwrap()), from_url);
    }
}

#[test]
fn pzprjs_failing_boards_fail_our_checker_too() {
    // Shakashaka "nmTriangleLt": a 2 with too few triangles, and "cuNotRectx".
    let wrong = [
        "pzprv3/shakashaka/6/6/2 . . . 1 . /. . . 3 . . /. . 4 . . . /3 . . . . . /. . . . . . /. . . 2 . . /. 5 4 + . + /5 . 3 . 5 4 /2 3 . 5 . 3 /. 5 4 2 3 + /5 . 3 + 5 4 /2 3 . . 2 3 /",
        "pzprv3/shakashaka/6/6/2 . . . 1 . /. . . 3 . . /. . 4 . . . /3 . . . . . /. . . . . . /. . . 1 . . /. 5 4 . . . /5 . 3 . . . /2 3 . . . . /. . . . . . /. . . . . . /. . . . 2 3 /",
        // Kakuro "nmSumRowNe" is partial; this is its board with every cell filled wrongly.
        "pzprv3/kakuro/5/5/0 0 12 4 0 0 /0 8,4 . . 0,10 0,0 /10 . . . . 0,10 /3 . . 3,17 . . /0 21,0 . . . . /0 0,0 12,0 . . 0,0 /. 5 3 . . /3 4 1 2 . /1 2 . 1 2 /. 1 9 3 9 /. . 8 4 . /",
        // Sudoku "nmDupRow" filled: two 1s in the last row.
        "pzprv3/sudoku/4/. 1 . . /. . . 2 /3 . . . /. . 3 . /2 . 4 3 /4 3 1 . /. 4 2 1 /1 1 . 4 /",
    ];
    for file in wrong {
        let saved = interop::parse_pzprv3("saved", file).unwrap();
        let SavedAnswer::Complete(answer) = saved.answer else {
            panic!("{file}: expected a complete answer");
        };
        assert!(saved.puzzle.check(&answer).is_err(), "{file}");
    }
}

#[test]
fn a_partial_answer_is_reported_as_such() {
    let file =
        "pzprv3/sudoku/4/. 1 . . /. . . 2 /3 . . . /. . 3 . /2 . . . /. . . . /. 4 2 . /1 2 . . /";
    let saved = interop::parse_pzprv3("saved", file).unwrap();
    assert_eq!(saved.answer, SavedAnswer::Partial { empty: 7 });
    let without = "pzprv3/sudoku/4/. 1 . . /. . . 2 /3 . . . /. . 3 . /";
    assert_eq!(
        interop::parse_pzprv3("saved", without).unwrap().answer,
        SavedAnswer::None
    );
}

/// Every `# url:` comment of a bundled puzzle names the same puzzle as the file, and
/// that puzzle written as a URL is the URL pzprjs would write for it.
#[test]
fn every_url_kept_in_a_bundled_puzzle_decodes_to_the_file() {
    let mut checked = 0;
    for path in bundled_puzzles() {
        let text = std::fs::read_to_string(&path).unwrap();
        let Some(link) = text.lines().find_map(|l| l.strip_prefix("# url: ")) else {
            continue;
        };
        let file = Puzzle::parse(&path.to_string_lossy(), text.as_bytes()).unwrap();
        assert_eq!(url(link.trim()), file, "{}", path.display());
        let again = interop::to_url(&file).unwrap();
        assert_eq!(url(&again), file, "{}", path.display());
        checked += 1;
    }
    assert!(checked >= 40, "only {checked} bundled puzzles keep a URL");
}

/// Every bundled puzzle of a kind with a puzz.link genre converts to a URL and to a
/// pzprv3 file (with its solution when bundled) and back unchanged.
#[test]
fn every_bundled_puzzle_round_trips() {
    let mut counts = vec![0usize; Kind::ALL.len()];
    for path in bundled_puzzles() {
        let text = std::fs::read(&path).unwrap();
        let Ok(puzzle) = Puzzle::parse(&path.to_string_lossy(), &text) else {
            continue; // deliberately broken inputs
        };
        let kind = puzzle.kind();
        if kind.genre().is_none() {
            let error = interop::to_url(&puzzle).unwrap_err();
            assert!(error.0.contains("no puzz.link genre"), "{error}");
            continue;
        }
        let link = match interop::to_url(&puzzle) {
            Ok(link) => link,
            // Variants and box shapes pzprjs's Sudoku cannot show.
            Err(e) if kind == Kind::Sudoku => {
                assert!(e.0.contains("variant") || e.0.contains("boxes"), "{e}");
                continue;
            }
            // Janko's Numberlink rule (every cell used), which pzprjs's numlin lacks.
            Err(e) if kind == Kind::Numberlink => {
                assert!(e.0.contains("cells: all"), "{e}");
                continue;
            }
            Err(e) => panic!("{}: {e}", path.display()),
        };
        assert_eq!(url(&link), puzzle, "{}", path.display());
        assert_eq!(interop::to_url(&url(&link)).unwrap(), link);
        let solution = path.with_file_name(
            path.file_name()
                .unwrap()
                .to_string_lossy()
                .replace(".txt", ".solution.txt"),
        );
        let answer = std::fs::read_to_string(&solution)
            .ok()
            .map(|t| puzzle.parse_answer("solution", &t).unwrap());
        let file = interop::to_pzprv3(&puzzle, answer.as_ref()).unwrap();
        let saved = interop::parse_pzprv3("saved", &file).unwrap();
        assert_eq!(saved.puzzle, puzzle, "{}", path.display());
        match answer {
            Some(answer) => assert_eq!(saved.answer, SavedAnswer::Complete(answer)),
            None => assert_eq!(saved.answer, SavedAnswer::None),
        }
        counts[Kind::ALL.iter().position(|&k| k == kind).unwrap()] += 1;
    }
    for (kind, count) in Kind::ALL.iter().zip(counts) {
        if kind.genre().is_some() {
            assert!(count >= 10, "only {count} round trips of {kind:?}");
        }
    }
}

#[test]
fn url_prefixes_and_markers_pzprjs_accepts() {
    let canonical = url("https://puzz.link/p?sudoku/4/4/g1k23k3g");
    for form in [
        "http://puzz.link/p?sudoku/4/4/g1k23k3g",
        "https://puzz.link/p.html?sudoku/4/4/g1k23k3g",
        "http://pzv.jp/p.html?sudoku/4/4/g1k23k3g",
        "http://pzv.jp/p?sudoku/4/4/g1k23k3g",
        "https://puzz.link/p?sudoku_edit/4/4/g1k23k3g",
        "https://puzz.link/p?type=editor&sudoku/4/4/g1k23k3g",
        "https://puzz.link/p?sudoku/v:/4/4/g1k23k3g",
        "https://puzz.link/p?sudoku/4/4/g1k23k3g/",
    ] {
        assert_eq!(url(form), canonical, "{form}");
    }
}

#[test]
fn a_body_that_stops_early_leaves_the_rest_empty() {
    let sudoku = url("https://puzz.link/p?sudoku/4/4/g1");
    assert_eq!(sudoku.clues().len(), 1);
    let shakashaka = url("https://puzz.link/p?shakashaka/3/3/2");
    assert_eq!(
        shakashaka,
        native("kind: shakashaka\ngrid:\n2..\n...\n...\n")
    );
}

#[test]
fn large_numbers_use_pzprjs_escapes() {
    // 16x16: 10..15 are single hex digits, 16 is `-10`.
    let p = url("https://puzz.link/p?sudoku/16/16/af-10");
    let Puzzle::Sudoku(s) = &p else { panic!() };
    assert_eq!(
        (s.given(0, 0), s.given(0, 1), s.given(0, 2)),
        (Some(10), Some(15), Some(16))
    );
    assert_eq!(
        interop::to_url(&p).unwrap(),
        "https://puzz.link/p?sudoku/16/16/af-10zzzzzzzzzzzzs"
    );
    // 400x400: 400 is `+190`; an escape short of its digits is an error at the digit.
    let p = url("https://puzz.link/p?sudoku/400/400/+190");
    let Puzzle::Sudoku(s) = &p else { panic!() };
    assert_eq!(s.given(0, 0), Some(400));
    let (column, message) = url_error("https://puzz.link/p?sudoku/400/400/+19");
    assert_eq!(column, 39, "{message}");
    assert!(message.contains("3 hex digits"), "{message}");
}

#[test]
fn kakuro_zero_and_absent_clues_mean_no_clue() {
    // One inner row of two white cells: down clues 3 and 4 (outer), across clue 0 written
    // as `-` or `0` is no clue, which leaves a white run unclued: an input error.
    let ok = url("https://puzz.link/p?kakuro/2/1/l347");
    assert_eq!(ok, native("kind: kakuro\ngrid:\nx,3\\,4\\\n\\7,0,0\n"));
    for cut in [
        "https://puzz.link/p?kakuro/2/1/l34-",
        "https://puzz.link/p?kakuro/2/1/l340",
    ] {
        let (column, message) = url_error(cut);
        // The error names the run's first cell.
        assert_eq!(column, 32, "{cut}: {message}");
        assert!(message.contains("has no clue"), "{message}");
    }
    // The canonical URL writes a clue of 0 as `-`.
    let canonical = interop::to_url(&url(PZPRJS_KAKURO.0)).unwrap();
    assert_eq!(
        canonical,
        PZPRJS_KAKURO
            .0
            .replace("a0", "a-")
            .replace("0B", "-B")
            .replace("0c", "-c")
    );
}

#[test]
fn shakashaka_encoder_runs_past_the_last_cell() {
    // A number in the last cell folds two (absent) white cells, as pzprjs writes it.
    let p = native("kind: shakashaka\ngrid:\n...\n..2\n");
    let link = interop::to_url(&p).unwrap();
    assert_eq!(link, "https://puzz.link/p?shakashaka/3/2/kc");
    assert_eq!(url(&link), p);
    let p = native("kind: shakashaka\ngrid:\n...\n.2.\n");
    assert_eq!(
        interop::to_url(&p).unwrap(),
        "https://puzz.link/p?shakashaka/3/2/jc"
    );
}

#[test]
fn sudoku_hidden_givens_round_trip_and_answers_fill_them() {
    let text = "kind: sudoku\nbox: 2x2\ngrid:\n?2..\n..?.\n....\n...1\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let url = interop::to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?sudoku/4/4/.2j.n1");
    assert_eq!(interop::parse_url("u", 1, &url).unwrap(), puzzle);
    let answer = (puzzle.parse_answer("a", "1234\n3412\n2143\n4321\n")).unwrap();
    assert_eq!(puzzle.check(&answer), Ok(()));
    let file = interop::to_pzprv3(&puzzle, Some(&answer)).unwrap();
    assert!(file.contains("- 2 . . \n. . - . \n"), "{file}");
    assert!(file.contains("1 . 3 4 \n3 4 1 2 \n"), "{file}");
    assert_eq!(interop::parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    // pzprjs keeps no value in a hidden given's cell: the one its row lacks fills it.
    let emptied = file.replacen("1 . 3 4 ", ". . 3 4 ", 1);
    let saved = interop::parse_pzprv3("f", &emptied).unwrap();
    assert_eq!(saved.answer, SavedAnswer::Complete(answer));
}

#[test]
fn bad_urls_name_the_column_of_the_bad_character() {
    let cases = [
        (
            "https://puzz.link/p?sudoku/4/4/g1kX3k3g",
            35,
            "unknown character",
        ),
        (
            "https://puzz.link/p?sudoku/4/4/g1k23k3g1",
            40,
            "after the last cell",
        ),
        ("https://puzz.link/p?sudoku/4/4/g5", 33, "outside 1..4"),
        ("https://puzz.link/p?sudoku/12/12/1", 34, "square or 6"),
        ("https://puzz.link/p?sudoku/4/5/1", 32, "as many rows"),
        ("https://puzz.link/p?sudoku/x/4/1", 28, "number of columns"),
        ("https://puzz.link/p?sudoku/4/4/zzzz", 32, "skips 20 cells"),
        (
            "https://puzz.link/p?kurochute/4/4/1",
            21,
            "genre `kurochute`",
        ),
        ("https://example.com/p?sudoku/4/4/1", 1, "puzz.link URL"),
        ("https://puzz.link/q?sudoku/4/4/1", 18, "`/p?`"),
        (
            "https://puzz.link/p?shakashaka/2/2/f",
            36,
            "unknown character",
        ),
        (
            "https://puzz.link/p?shakashaka/2/2/00000",
            40,
            "after the last cell",
        ),
        (
            "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a",
            56,
            "cut before its outer clues",
        ),
        (
            "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3x",
            57,
            "after the outer clues",
        ),
        (
            "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0c",
            51,
            "before the last cell",
        ),
        ("https://puzz.link/p?kakuro/2/1/3", 33, "two characters"),
        ("https://puzz.link/p?kakuro/2/1/#", 32, "unknown character"),
    ];
    for (text, column, words) in cases {
        let (at, message) = url_error(text);
        assert!(message.contains(words), "{text}: {message}");
        assert_eq!(at, column, "{text}: {message}");
    }
}

#[test]
fn bad_pzprv3_files_name_line_and_column() {
    let cases = [
        (
            "pzprv3\nsudoku\n4\n. 1 . . \n. . . 2 \n3 . x . \n. . . . \n",
            6,
            5,
            "expected a number",
        ),
        (
            "pzprv3\nsudoku\n4\n. 1 . . \n. . . 2 \n",
            5,
            1,
            "ends before row 3",
        ),
        ("pzprv3/shakashaka/2/2/. 6 /. . /", 1, 25, "0-4"),
        (
            "pzprv3/shakashaka/2/2/. 1 /. . /2 1 /. . /",
            1,
            35,
            "triangle on a black square",
        ),
        ("pzprv3/kurochute/2/2/", 1, 8, "genre `kurochute`"),
        ("pzprv3/sudoku/4/. 1 . . . /", 1, 25, "5 tokens, expected 4"),
        ("pzprv3/kakuro/1/2/0 3 4 /7 . 8 /", 1, 30, "`across,down`"),
    ];
    for (text, line, column, words) in cases {
        let error = interop::parse_pzprv3("f", text).expect_err(text);
        assert!(error.message.contains(words), "{text}: {error}");
        assert_eq!(
            (error.line, error.column),
            (line, Some(column)),
            "{text}: {error}"
        );
    }
}

/// Random Sudoku givens on pzprjs's boards, random Shakashaka squares and random
/// Kakuro from the generator round trip through both formats.
fn sudoku_strategy() -> impl Strategy<Value = Puzzle> {
    prop::sample::select(vec![4usize, 6, 9, 16]).prop_flat_map(|n| {
        prop::collection::vec(prop::option::weighted(0.3, 1..=n as u32), n * n).prop_map(
            move |givens| {
                let (r, c) = if n == 6 {
                    (2, 3)
                } else {
                    (n.isqrt(), n.isqrt())
                };
                Puzzle::Sudoku(puzzle_ir::sudoku::Sudoku::new(n, r, c, givens).unwrap())
            },
        )
    })
}

fn shakashaka_strategy() -> impl Strategy<Value = Puzzle> {
    use puzzle_ir::shakashaka::{Shakashaka, Square};
    let square = prop_oneof![
        6 => Just(Square::White),
        1 => Just(Square::Black),
        2 => (0u8..=4).prop_map(Square::Number),
    ];
    (1usize..12, 1usize..12).prop_flat_map(move |(rows, cols)| {
        prop::collection::vec(square.clone(), rows * cols).prop_map(move |squares| {
            Puzzle::Shakashaka(Shakashaka::new(rows, cols, squares).unwrap())
        })
    })
}

fn kakuro_strategy() -> impl Strategy<Value = Puzzle> {
    (3usize..10, 3usize..10, any::<u64>()).prop_filter_map("generator", |(rows, cols, seed)| {
        let mut values = puzzle_ir::settings::Values::default();
        values.set("rows", &rows.to_string());
        values.set("cols", &cols.to_string());
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
        Kind::Kakuro
            .generate(&values, &mut rng)
            .ok()
            .map(|(p, _, _)| p)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn random_puzzles_round_trip(puzzle in prop_oneof![sudoku_strategy(), shakashaka_strategy(), kakuro_strategy()]) {
        let link = interop::to_url(&puzzle).unwrap();
        prop_assert_eq!(&url(&link), &puzzle);
        prop_assert_eq!(interop::to_url(&url(&link)).unwrap(), link);
        let file = interop::to_pzprv3(&puzzle, None).unwrap();
        prop_assert_eq!(interop::parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    }
}

/// pzprjs's genre list names some genres more than one way; each name is read, and the
/// genre's own name is written.
#[test]
fn every_alias_of_pzprjs_genre_list_is_read() {
    let aliases = [
        ("masyu", "mashu", "3/3/030"),
        ("pearl", "mashu", "3/3/030"),
        ("slitherlink", "slither", "3/3/6cdg"),
        ("heyawacky", "heyawake", "2/2/001"),
    ];
    for (alias, genre, rest) in aliases {
        let puzzle = url(&format!("https://puzz.link/p?{alias}/{rest}"));
        let canonical = format!("https://puzz.link/p?{genre}/{rest}");
        assert_eq!(interop::to_url(&puzzle).unwrap(), canonical, "{alias}");
        let file = interop::to_pzprv3(&puzzle, None).unwrap();
        let aliased = file.replacen(&format!("\n{genre}\n"), &format!("\n{alias}\n"), 1);
        let saved = interop::parse_pzprv3("f", &aliased).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(saved.puzzle, puzzle, "{alias}");
    }
}

/// The boards of pzprjs's test scripts as today's pzprjs saves them: (genre, pzprjs's
/// reason, file).
fn saved_boards() -> Vec<(String, String, String)> {
    let text = include_str!("pzprjs_saved.txt");
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let mut words = line.splitn(3, ' ');
            let mut next = || words.next().unwrap().to_owned();
            (next(), next(), next())
        })
        .collect()
}

#[test]
fn every_board_today_s_pzprjs_saves_is_read() {
    let boards = saved_boards();
    assert_eq!(boards.len(), 63);
    for (genre, reason, file) in &boards {
        let saved = interop::parse_pzprv3("saved", file).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(saved.puzzle.kind().genre(), Some(genre.as_str()));
        if reason == "ok" {
            assert!(matches!(saved.answer, SavedAnswer::Complete(_)), "{file}");
        }
    }
}

#[test]
fn rooms_saved_as_border_grids_are_the_rooms_of_pzprjs_urls() {
    let boards = saved_boards();
    for (genre, url_text) in [
        ("heyawake", "6/6/lll155007rs12222j"),
        ("lits", "4/4/9q02jg"),
    ] {
        let (_, _, file) = boards
            .iter()
            .find(|b| b.0 == genre && b.1 != "brNoShade")
            .unwrap();
        assert!(file.starts_with("pzprv3.1/"), "{file}");
        let saved = interop::parse_pzprv3("saved", file).unwrap();
        let expected = url(&format!("https://puzz.link/p?{genre}/{url_text}"));
        assert_eq!(saved.puzzle, expected, "{genre}");
    }
}

#[test]
fn a_file_that_stops_after_its_size_is_an_empty_board() {
    let cases = [
        (
            "pzprv3/heyawake/2/3",
            "https://puzz.link/p?heyawake/3/2/00g",
        ),
        ("pzprv3.1/lits/2/3/", "https://puzz.link/p?lits/3/2/00"),
        ("pzprv3/slither/2/3", "https://puzz.link/p?slither/3/2/l"),
        ("pzprv3.1/mashu/2/3\n", "https://puzz.link/p?mashu/3/2/00"),
        ("pzprv3/nurikabe/2/3", "https://puzz.link/p?nurikabe/3/2/l"),
        ("pzprv3/hitori/1/3", "https://puzz.link/p?hitori/3/1/.../"),
        (
            "pzprv3/shakashaka/2/3",
            "https://puzz.link/p?shakashaka/3/2/l",
        ),
        ("pzprv3/sudoku/4", "https://puzz.link/p?sudoku/4/4/v"),
    ];
    for (file, link) in cases {
        let saved = interop::parse_pzprv3("bare", file).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(saved.answer, SavedAnswer::None, "{file}");
        assert_eq!(interop::to_url(&saved.puzzle).unwrap(), link, "{file}");
    }
}

/// pzprjs's variant line (after the size) of a loop every cell must join, as pzprjs
/// writes it, is named in the error.
#[test]
fn pzprjs_variant_lines_are_named() {
    let file = "pzprv3/mashu/3/3/f/. . . /. 1 . /. . . /0 0 /0 0 /0 0 /0 0 0 /0 0 0 /";
    let error = interop::parse_pzprv3("v", file).expect_err(file);
    let words = "variant `f` (the loop passes through every cell)";
    assert!(error.message.contains(words), "{error}");
    assert_eq!(error.column, Some(18), "{error}");
}

/// Slitherlink's variant `f` (the loop visits every point) and its unknown number `?`
/// are read from URLs and pzprv3 files and written back as pzprjs writes them.
#[test]
fn slitherlink_variant_and_unknown_numbers_round_trip() {
    let file = "pzprv3.1\nslither\n2\n3\nf\n1 - . \n. . 3 \n0 0 0 \n0 0 0 \n\
                0 0 0 0 \n0 0 0 0 \n0 0 0 \n0 0 0 \n0 0 0 \n";
    let saved = interop::parse_pzprv3("v", file).unwrap_or_else(|e| panic!("{e}"));
    let link = "https://puzz.link/p?slither/f/3/2/1.id";
    assert_eq!(interop::to_url(&saved.puzzle).unwrap(), link);
    assert_eq!(url(link), saved.puzzle);
    assert_eq!(interop::to_pzprv3(&saved.puzzle, None).unwrap(), file);
    let native = "kind: slitherlink\nvariants: every-point\ngrid:\n1?.\n..3\n";
    assert_eq!(saved.puzzle.to_native(&[]), native);
    let plain = "https://puzz.link/p?slither/3/2/.7.h";
    assert_eq!(interop::to_url(&url(plain)).unwrap(), plain);
    let bare = interop::parse_pzprv3("bare", "pzprv3/slither/2/3/f").unwrap();
    let empty = "https://puzz.link/p?slither/f/3/2/l";
    assert_eq!(interop::to_url(&bare.puzzle).unwrap(), empty);
}

/// A flag field is read only for a genre that has one, as pzprjs's flags; an unknown
/// flag is named.
#[test]
fn url_flag_fields_are_read_only_where_pzprjs_has_them() {
    let error = |link: &str| interop::parse_url("u", 1, link).unwrap_err();
    let unknown = error("https://puzz.link/p?slither/fx/3/2/l");
    assert_eq!(unknown.column, Some(30), "{unknown}");
    assert!(unknown.message.contains("unknown flag `x`"), "{unknown}");
    let sizeless = error("https://puzz.link/p?slither/f/x/2/l");
    assert!(sizeless.message.contains("number of columns"), "{sizeless}");
    let flagged = error("https://puzz.link/p?nurikabe/f/3/2/l");
    assert!(flagged.message.contains("number of columns"), "{flagged}");
}
