//! One conformance suite over the registry: every kind of `Kind::ALL` and, for the
//! encodings, every setting (the common ones and the kind's own) at every value, as the
//! registry describes them. No kind is named here, so a kind added to the registry is
//! held to all of it:
//!
//! * each setting's default is what `Options::default()` uses, and every value of every
//!   setting is read into the options and reported back by `Options::describe`;
//! * native files round trip (`parse(to_native(p)) == p`) on every bundled and on
//!   generated puzzles;
//! * `dimacs`, then CaDiCaL, then `decode --cnf` gives an answer the independent checker
//!   accepts, under every encoding;
//! * on small generated puzzles (`Kind::small`), the answers counted through the CNF,
//!   under every encoding, are those a brute force finds by asking the independent
//!   checker about every combination of the cells' values (`Puzzle::cell_values`);
//! * the explanation of every bundled unsolvable puzzle (`puzzles/<kind>/unsolvable/`,
//!   which every kind has), under every encoding, is a contradictory and minimal core,
//!   judged through the kind's own clue removal (`common::cores`);
//! * puzz.link URLs (generated and bundled puzzles) and pzprv3 files (generated puzzles
//!   with their answers) round trip for the kinds with a genre, and are refused for the
//!   others;
//! * `--help` names every kind.

use crate::common;

use common::cores::check_core;
use puzzle_cnf::Options;
use puzzle_ir::interop::{self, SavedAnswer};
use puzzle_ir::settings::{Setting, SettingKind, Values};
use puzzle_ir::{Answer, Kind, Puzzle};
use puzzle_solve::input::read_items;
use puzzle_solve::space;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::path::{Path, PathBuf};

/// Seeds of the generated puzzles each kind is tried on.
const SEEDS: std::ops::Range<u64> = 0..8;
/// The most combinations of cell values the brute force tries on one puzzle; larger
/// puzzles are left to the other seeds.
const BRUTE_FORCE_LIMIT: usize = 1 << 19;

/// One encoding: the command-line flags that select it and the values they give.
struct Encoding {
    flags: Vec<String>,
    values: Values,
}

impl Encoding {
    fn options(&self) -> Options {
        Options::from_values(&self.values)
            .unwrap_or_else(|e| panic!("{:?} is not read: {e}", self.flags))
    }
}

/// The settings that shape a kind's CNF: the common ones, then the kind's own.
fn settings(kind: Kind) -> impl Iterator<Item = &'static Setting> {
    Options::COMMON.iter().chain(Options::settings(kind))
}

/// Every encoding of `kind`: all defaults, then each other value of each setting (a
/// switch on, each value of a choice) with the rest at their defaults. A number has no
/// list of values: it is tried at its default.
fn encodings(kind: Kind) -> Vec<Encoding> {
    let mut all = vec![Encoding {
        flags: Vec::new(),
        values: Values::default(),
    }];
    for setting in settings(kind) {
        let others: Vec<Option<&str>> = match setting.kind {
            SettingKind::Switch => vec![None],
            SettingKind::Choice { values, default } => values
                .iter()
                .copied()
                .filter(|&v| v != default)
                .map(Some)
                .collect(),
            SettingKind::Number { .. } => Vec::new(),
        };
        for value in others {
            let mut values = Values::default();
            values.set(setting.name, value.unwrap_or(""));
            let mut flags = vec![format!("--{}", setting.name)];
            flags.extend(value.map(str::to_owned));
            all.push(Encoding { flags, values });
        }
    }
    all
}

/// What `Options::describe` reports for a setting at `value` (`None`: a switch on).
fn described(setting: &Setting, value: Option<&str>) -> String {
    match (setting.kind, value) {
        (SettingKind::Switch, None) => "on".into(),
        (SettingKind::Switch, Some(_)) => "off".into(),
        (_, value) => value.or(setting.default_text()).unwrap_or("").into(),
    }
}

#[test]
fn defaults_are_the_options_defaults_and_every_value_is_read() {
    for &kind in Kind::ALL {
        let expected: Vec<(&str, String)> = settings(kind)
            .map(|s| (s.name, described(s, s.default_text().or(Some("off")))))
            .collect();
        assert_eq!(Options::default().describe(kind), expected, "{kind:?}");
        for encoding in encodings(kind).iter().skip(1) {
            let (name, value) = encoding.values.iter().next().unwrap();
            let setting = settings(kind).find(|s| s.name == name).unwrap();
            let value = (!value.is_empty()).then_some(value);
            let describe = encoding.options().describe(kind);
            assert!(
                describe.contains(&(setting.name, described(setting, value))),
                "{kind:?} {:?}: described as {describe:?}",
                encoding.flags
            );
        }
    }
}

/// The puzzles of a bundled file.
fn read(path: &Path) -> Vec<Puzzle> {
    let items = read_items(&[path.display().to_string()]).expect("bundled puzzles parse");
    items.into_iter().map(|item| item.puzzle).collect()
}

/// The puzzles generated from the kind's small settings, one per seed, with an answer.
fn generated(kind: Kind) -> Vec<(Puzzle, Answer)> {
    let mut values = Values::default();
    for (name, value) in kind.small() {
        values.set(name, value);
    }
    SEEDS
        .map(|seed| {
            let mut rng = SmallRng::seed_from_u64(seed);
            let (puzzle, answer, _) = kind.generate(&values, &mut rng).unwrap();
            (puzzle, answer)
        })
        .collect()
}

fn assert_native_round_trip(name: &str, puzzle: &Puzzle) {
    let native = puzzle.to_native(&["a comment".into()]);
    let again = Puzzle::parse("native.txt", native.as_bytes())
        .unwrap_or_else(|e| panic!("{name}: its native file does not parse: {e}\n{native}"));
    assert_eq!(
        &again, puzzle,
        "{name}: the native file changes it\n{native}"
    );
}

#[test]
fn native_files_round_trip() {
    for &kind in Kind::ALL {
        let files = common::bundled(kind.name());
        assert!(!files.is_empty(), "{kind:?} has no bundled puzzle");
        for path in files {
            for puzzle in read(&path) {
                assert_native_round_trip(&path.display().to_string(), &puzzle);
            }
        }
        for (i, (puzzle, answer)) in generated(kind).iter().enumerate() {
            let name = format!("{kind:?} seed {i}");
            assert_native_round_trip(&name, puzzle);
            assert_eq!(puzzle.check(answer), Ok(()), "{name}: generated answer");
        }
    }
}

/// Writes `puzzle`'s native file to `dir` and returns its path.
fn written(dir: &Path, name: &str, puzzle: &Puzzle) -> String {
    let path = dir.join(name);
    std::fs::write(&path, puzzle.to_native(&[])).unwrap();
    path.display().to_string()
}

/// `dimacs` with `flags`, CaDiCaL, `decode --cnf`: the answer printed, as JSON.
fn through_cadical(file: &str, flags: &[String], dir: &Path) -> serde_json::Value {
    let cnf = dir.join("p.cnf").display().to_string();
    let mut args: Vec<&str> = vec!["dimacs"];
    args.extend(flags.iter().map(String::as_str));
    args.extend([file, "-o", &cnf]);
    let (code, _, err) = common::run(&args);
    assert_eq!(code, 0, "dimacs {flags:?} {file}: {err}");
    let output = std::process::Command::new("cadical")
        .arg(&cnf)
        .output()
        .unwrap();
    let model = dir.join("model.txt");
    std::fs::write(&model, output.stdout).unwrap();
    let model = model.display().to_string();
    let (code, out, err) = common::run(&["decode", "-f", "json", "--cnf", &cnf, file, &model]);
    assert_eq!(code, 0, "decode {flags:?} {file}: {err}");
    serde_json::from_str(&out).unwrap()
}

/// The smallest bundled puzzle of a kind that has an answer (a published solution).
fn smallest_solved(kind: Kind) -> PathBuf {
    common::bundled(kind.name())
        .into_iter()
        .filter(|p| Path::new(&p.to_string_lossy().replace(".txt", ".solution.txt")).exists())
        .min_by_key(|p| (std::fs::metadata(p).unwrap().len(), p.clone()))
        .unwrap_or_else(|| panic!("{kind:?} has no bundled puzzle with a solution"))
}

#[test]
fn every_encoding_survives_dimacs_an_external_solver_and_decode() {
    if !common::solver_available("cadical") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for &kind in Kind::ALL {
        let (small, _) = generated(kind).swap_remove(1);
        let files = [
            smallest_solved(kind).display().to_string(),
            written(dir.path(), "generated.txt", &small),
        ];
        for file in &files {
            let puzzle = read(Path::new(file)).swap_remove(0);
            for encoding in encodings(kind) {
                let json = through_cadical(file, &encoding.flags, dir.path());
                let grid: Vec<Vec<String>> = serde_json::from_value(json["grid"].clone())
                    .unwrap_or_else(|_| panic!("{file} {:?}: no answer: {json}", encoding.flags));
                let answer = puzzle.answer_from_grid("decoded", &grid).unwrap();
                assert_eq!(puzzle.check(&answer), Ok(()), "{file} {:?}", encoding.flags);
            }
        }
    }
}

/// The number of answers of `puzzle` among every combination of its cells' values, by
/// the independent checker; `None` when there are more than [`BRUTE_FORCE_LIMIT`].
fn brute_force_count(puzzle: &Puzzle) -> Option<usize> {
    let cells: Vec<Vec<String>> = puzzle.cell_values().into_iter().flatten().collect();
    let cols = puzzle.dimensions().1;
    let combinations = cells
        .iter()
        .try_fold(1usize, |n, values| n.checked_mul(values.len()))
        .filter(|&n| n <= BRUTE_FORCE_LIMIT)?;
    let mut count = 0;
    for mut index in 0..combinations {
        let mut flat = Vec::with_capacity(cells.len());
        for values in &cells {
            flat.push(values[index % values.len()].clone());
            index /= values.len();
        }
        let grid: Vec<Vec<String>> = flat.chunks(cols).map(<[_]>::to_vec).collect();
        let answer = puzzle
            .answer_from_grid("brute force", &grid)
            .unwrap_or_else(|e| panic!("a cell value is not one of the kind's: {e}"));
        count += usize::from(puzzle.check(&answer).is_ok());
    }
    Some(count)
}

#[test]
fn small_puzzles_have_the_answers_a_brute_force_finds_under_every_encoding() {
    for &kind in Kind::ALL {
        let mut counted = 0;
        for (i, (puzzle, _)) in generated(kind).iter().enumerate() {
            let Some(expected) = brute_force_count(puzzle) else {
                continue;
            };
            counted += 1;
            for encoding in encodings(kind) {
                let count = space::solve_counting(puzzle, &encoding.options(), None)
                    .unwrap()
                    .count
                    .map_or(0, |c| c.count);
                assert_eq!(
                    count,
                    expected,
                    "{kind:?} seed {i} {:?}\n{}",
                    encoding.flags,
                    puzzle.to_native(&[])
                );
            }
        }
        assert!(
            counted >= SEEDS.count() / 2,
            "{kind:?}: only {counted} small puzzles within the brute force's reach"
        );
    }
}

#[test]
fn unsolvable_puzzles_have_minimal_contradictory_cores_under_every_encoding() {
    for &kind in Kind::ALL {
        let files: Vec<PathBuf> = common::bundled(kind.name())
            .into_iter()
            .filter(|p| p.to_string_lossy().contains("/unsolvable/"))
            .collect();
        assert!(
            !files.is_empty(),
            "{kind:?} has no puzzles/{}/unsolvable/",
            kind.name()
        );
        for path in files {
            for puzzle in read(&path) {
                for encoding in encodings(kind) {
                    let name = format!("{} {:?}", path.display(), encoding.flags);
                    check_core(&name, &puzzle, &encoding.options());
                }
            }
        }
    }
}

#[test]
fn urls_and_pzprv3_files_round_trip_where_the_kind_has_a_genre() {
    for &kind in Kind::ALL {
        let puzzles = generated(kind);
        let Some(genre) = kind.genre() else {
            let (puzzle, answer) = &puzzles[0];
            assert!(interop::to_url(puzzle).is_err(), "{kind:?} has no genre");
            assert!(
                interop::to_pzprv3(puzzle, Some(answer)).is_err(),
                "{kind:?}"
            );
            continue;
        };
        let mut written = 0;
        for (i, (puzzle, answer)) in puzzles.iter().enumerate() {
            let name = format!("{kind:?} seed {i}");
            // A variant the genre cannot state (a diagonal Sudoku ...) is refused.
            let Ok(url) = interop::to_url(puzzle) else {
                continue;
            };
            assert!(url.contains(&format!("?{genre}/")), "{name}: {url}");
            assert_eq!(
                &interop::parse_url("url", 1, &url).unwrap(),
                puzzle,
                "{name}: {url}"
            );
            let file = interop::to_pzprv3(puzzle, Some(answer)).unwrap();
            let saved = interop::parse_pzprv3("p.pzprv3", &file).unwrap();
            assert_eq!(&saved.puzzle, puzzle, "{name}:\n{file}");
            // A grid with nothing to fill (a Kakuro of blocks) may save no answer.
            let nothing_to_fill = puzzle.cell_values().iter().flatten().all(|v| v.len() == 1);
            assert!(
                saved.answer == SavedAnswer::Complete(answer.clone())
                    || (nothing_to_fill && saved.answer == SavedAnswer::None),
                "{name}: {:?}",
                saved.answer
            );
            written += 1;
        }
        assert!(written > 0, "{kind:?}: no generated puzzle as a URL");
        for path in common::bundled(kind.name()) {
            for puzzle in read(&path) {
                if let Ok(url) = interop::to_url(&puzzle) {
                    let again = interop::parse_url("url", 1, &url).unwrap();
                    assert_eq!(again, puzzle, "{}: {url}", path.display());
                }
            }
        }
    }
}

#[test]
fn the_long_help_names_every_kind() {
    let (code, out, _) = common::run(&["--help"]);
    assert_eq!(code, 0);
    let about = out.lines().next().unwrap();
    for &kind in Kind::ALL {
        assert!(
            about.contains(kind.name()),
            "{kind:?} missing from: {about}"
        );
    }
}
