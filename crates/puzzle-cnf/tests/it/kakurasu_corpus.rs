//! The Kakurasu encoding on the corpus, with every pseudo-Boolean encoding: every puzzle
//! of `puzzles/kakurasu/janko/` (fully clued), `janko_partial/` (some clues missing) and
//! `papers/` (the ASP study's generated instances) solves, the decoded answer passes the
//! independent checker, and one blocking clause over the cell variables tells whether
//! the answer is unique. Where it is and a published solution exists, the two are equal.
//! All encodings must agree on uniqueness. The time per encoding is printed (run with
//! `--nocapture` to see it).
//!
//! The puzzles are the bundled ones in `puzzles/kakurasu/`.

use crate::common;

use puzzle_cnf::kakurasu;
use puzzle_cnf::pb::PbEncoding;
use puzzle_cnf::Options;
use puzzle_ir::kakurasu::{check, Kakurasu, KakurasuAnswer};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use varisat::ExtendFormula;

/// A folder of the bundled Kakurasu puzzles (`janko`, `janko_partial`, `papers`).
fn folder(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../puzzles/kakurasu")
        .join(name)
}

/// The puzzle files (not solutions) of a folder, sorted.
fn puzzle_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus folder is readable")
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with("kakurasu")
                && name.ends_with(".txt")
                && !name.ends_with(".solution.txt")
        })
        .collect();
    files.sort();
    files
}

struct Case {
    name: String,
    puzzle: Kakurasu,
    published: Option<KakurasuAnswer>,
}

fn load(folder_name: &str) -> Vec<Case> {
    puzzle_files(&folder(folder_name))
        .into_iter()
        .map(|path| {
            let name = path.display().to_string();
            let text = std::fs::read_to_string(&path).expect("puzzle is readable");
            let puzzle = Kakurasu::parse(&name, &text).unwrap_or_else(|e| panic!("{e}"));
            let solution_path = path.with_extension("solution.txt");
            let published = solution_path.exists().then(|| {
                let text = std::fs::read_to_string(&solution_path).unwrap();
                KakurasuAnswer::parse_text(&puzzle, &solution_path.display().to_string(), &text)
                    .unwrap_or_else(|e| panic!("{e}"))
            });
            Case {
                name,
                puzzle,
                published,
            }
        })
        .collect()
}

/// Solves with `pb`, checks the answer, and tells whether it is the only one.
fn solve(case: &Case, pb: PbEncoding) -> (KakurasuAnswer, bool) {
    let options = Options {
        kakurasu: puzzle_cnf::kakurasu::KakurasuOptions { pb },
        ..Options::default()
    };
    let encoding = kakurasu::encode(&case.puzzle, &options)
        .unwrap_or_else(|e| panic!("{} ({}): {e}", case.name, pb.name()));
    let mut solver = common::load(&encoding.cnf);
    assert!(
        solver.solve().unwrap(),
        "{} ({}): unsatisfiable",
        case.name,
        pb.name()
    );
    let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
    let answer = encoding.decoder.decode(common::value_of(&values));
    if let Err(v) = check(&case.puzzle, &answer) {
        panic!(
            "{} ({}): answer fails the checker: {v}\n{}",
            case.name,
            pb.name(),
            answer.to_text()
        );
    }
    let (rows, cols) = (case.puzzle.rows(), case.puzzle.cols());
    let blocking: Vec<varisat::Lit> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .map(|(r, c)| {
            let var = encoding.decoder.var(r, c);
            common::to_varisat(if answer.is_shaded(r, c) {
                var.neg_lit()
            } else {
                var.pos_lit()
            })
        })
        .collect();
    solver.add_clause(&blocking);
    let unique = !solver.solve().unwrap();
    if !unique {
        // The second answer is an answer too, and a different one.
        let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
        let second = encoding.decoder.decode(common::value_of(&values));
        assert_eq!(check(&case.puzzle, &second), Ok(()), "{}", case.name);
        assert_ne!(second, answer, "{}", case.name);
    }
    (answer, unique)
}

/// What one folder gave: per encoding, the time; over all, the unique count and how many
/// unique puzzles matched their published solution.
struct Summary {
    times: Vec<(PbEncoding, Duration)>,
    puzzles: usize,
    unique: usize,
    matched: usize,
}

fn run(folder_name: &str, min_puzzles: usize) -> Summary {
    let cases = load(folder_name);
    assert!(
        cases.len() >= min_puzzles,
        "only {} puzzles in {folder_name}",
        cases.len()
    );
    let mut times = Vec::new();
    // Per case: uniqueness according to the first encoding.
    let mut verdicts: Vec<bool> = Vec::new();
    let mut matched = 0;
    for (k, pb) in PbEncoding::ALL.into_iter().enumerate() {
        let start = Instant::now();
        for (i, case) in cases.iter().enumerate() {
            let (answer, unique) = solve(case, pb);
            if k == 0 {
                verdicts.push(unique);
            } else {
                assert_eq!(
                    unique,
                    verdicts[i],
                    "{}: {} and {} disagree on uniqueness",
                    case.name,
                    pb.name(),
                    PbEncoding::ALL[0].name()
                );
            }
            if let (true, Some(published)) = (unique, &case.published) {
                assert_eq!(
                    &answer,
                    published,
                    "{} ({}): the unique answer differs from the published one\n{}",
                    case.name,
                    pb.name(),
                    answer.to_text()
                );
                matched += usize::from(k == 0);
            }
        }
        times.push((pb, start.elapsed()));
    }
    let unique = verdicts.iter().filter(|&&u| u).count();
    let timing: Vec<String> = times
        .iter()
        .map(|(pb, t)| format!("{} {:.2?}", pb.name(), t))
        .collect();
    eprintln!(
        "{folder_name}: {} puzzles, {unique} unique, {matched} equal to the published \
         solution; time per encoding (encode + solve + uniqueness): {}",
        cases.len(),
        timing.join(", ")
    );
    Summary {
        times,
        puzzles: cases.len(),
        unique,
        matched,
    }
}

#[test]
fn janko_puzzles_solve_to_their_published_solutions() {
    let summary = run("janko", 150);
    assert_eq!(summary.times.len(), PbEncoding::ALL.len());
    // Published puzzles have one answer each, and it is the published one.
    assert_eq!(summary.unique, summary.puzzles, "non-unique janko puzzles");
    assert_eq!(summary.matched, summary.puzzles);
}

#[test]
fn janko_partial_puzzles_solve_to_their_published_solutions() {
    let summary = run("janko_partial", 50);
    assert_eq!(
        summary.unique, summary.puzzles,
        "non-unique partial puzzles"
    );
    assert_eq!(summary.matched, summary.puzzles);
}

#[test]
fn papers_instances_solve() {
    let summary = run("papers", 20);
    // Generated at density 0.85-0.9, and every one turns out to be unique.
    assert_eq!(
        summary.unique, summary.puzzles,
        "non-unique papers instances"
    );
}

/// The papers' worked example, whose solution is in its header comment (rows
/// `1:B.... 2:...BB 3:BBBB. 4:BB... 5:BB..B`): every encoding finds it as the only
/// answer.
#[test]
fn the_papers_example_has_its_published_solution() {
    let path = folder("papers").join("kakurasu-5x5-example.txt");
    let text = std::fs::read_to_string(&path).expect("the example is in the corpus");
    let puzzle = Kakurasu::parse("kakurasu-5x5-example.txt", &text).unwrap();
    let published =
        KakurasuAnswer::parse_text(&puzzle, "a.txt", "#....\n...##\n####.\n##...\n##..#\n")
            .unwrap();
    let case = Case {
        name: path.display().to_string(),
        puzzle,
        published: Some(published.clone()),
    };
    for pb in PbEncoding::ALL {
        assert_eq!(solve(&case, pb), (published.clone(), true), "{pb:?}");
    }
}
