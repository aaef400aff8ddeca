//! The command line on Star Battle: solve to the published solutions with each
//! cardinality encoding, uniqueness, the example URLs of pzprjs and cspuz_core, pzprv3
//! answers, check naming the broken rule, an unsolvable puzzle, pictures and the
//! generator.

use crate::common;

use common::run;

const ONE_STAR: &str = "janko/starbattle_janko_0001_6x6.txt";
const TWO_STARS: &str = "janko/starbattle_janko_0009_10x10.txt";
const THREE_STARS: &str = "janko/starbattle_janko_0027_15x15.txt";

fn published(path: &str) -> String {
    let solution = common::puzzle("star-battle", &path.replace(".txt", ".solution.txt"));
    std::fs::read_to_string(solution).unwrap()
}

#[test]
fn janko_puzzles_solve_to_their_published_solutions_and_are_unique() {
    for path in [ONE_STAR, TWO_STARS, THREE_STARS] {
        let file = common::puzzle("star-battle", path);
        for count in ["totalizer", "sequential-counter"] {
            let (code, out, stderr) = run(&["solve", "--star-count", count, &file]);
            assert_eq!(code, 0, "{stderr}");
            assert_eq!(out, published(path), "{path} {count}");
        }
        let (code, out, _) = run(&["count", "--max", "2", &file]);
        assert_eq!((code, out.trim()), (0, "1 answer"), "{path}");
    }
}

#[test]
fn example_urls_solve_and_write_back() {
    // The URLs of pzprjs's test script and of cspuz_core's test.
    for url in [
        "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou",
        "https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk",
    ] {
        let (code, out, stderr) = run(&["solve", url]);
        assert_eq!(code, 0, "{url}: {stderr}");
        assert_eq!(out.matches('#').count(), 6, "{out}");
        let (code, back, _) = run(&["convert", "--to", "url", url]);
        assert_eq!((code, back.trim()), (0, url));
    }
}

#[test]
fn a_pzprv3_answer_holds_the_stars_and_reads_back() {
    let file = common::puzzle("star-battle", ONE_STAR);
    let answer = common::puzzle("star-battle", &ONE_STAR.replace(".txt", ".solution.txt"));
    let (code, saved, stderr) = run(&["convert", &file, "--answer", &answer, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        saved.starts_with("pzprv3\nstarbattle\n6\n6\n1\n6\n"),
        "{saved}"
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("saved.pzprv3");
    std::fs::write(&path, &saved).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn check_names_the_broken_rule() {
    let dir = tempfile::tempdir().unwrap();
    let wrong = dir.path().join("wrong.txt");
    let mut text = published(ONE_STAR);
    text.replace_range(0..2, "#.");
    std::fs::write(&wrong, text).unwrap();
    let file = common::puzzle("star-battle", ONE_STAR);
    let (code, _, stderr) = run(&["check", &file, wrong.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        stderr.contains("the star at row 1, column 1 touches another star"),
        "{stderr}"
    );
}

#[test]
fn an_unsolvable_puzzle_is_proven_so() {
    let file = common::puzzle(
        "star-battle",
        "unsolvable/starbattle_janko_0001_6x6_changed.txt",
    );
    let (code, out, _) = run(&["solve", &file]);
    assert_eq!((code, out.trim()), (20, "no solution (proven)"));
}

#[test]
fn pictures_draw_rooms_stars_and_the_count() {
    let file = common::puzzle("star-battle", TWO_STARS);
    let (code, svg, _) = run(&["solve", "--format", "svg", &file]);
    assert_eq!(code, 0);
    assert!(svg.contains("stroke-width=\"3\""), "room borders");
    assert_eq!(svg.matches("<polygon").count(), 20, "a star per star");
    assert!(svg.contains("★ × 2"), "the star count");
}

#[test]
fn generated_puzzles_have_one_answer() {
    let (code, text, stderr) = run(&["generate", "star-battle", "--size", "10", "--seed", "3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(text.contains("stars: 2\n"), "{text}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("made.txt");
    std::fs::write(&path, text).unwrap();
    let (code, out, _) = run(&["count", "--max", "2", path.to_str().unwrap()]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
    let (code, _, stderr) = run(&["generate", "star-battle", "--size", "7", "--stars", "2"]);
    assert_ne!(code, 0);
    assert!(stderr.contains("at least 4 x --stars"), "{stderr}");
}
