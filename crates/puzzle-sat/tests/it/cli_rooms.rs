//! The command line on the kinds drawn with rooms, Heyawake and LITS: solve to the
//! published solution with each connectivity lowering, uniqueness, pzprjs's own example
//! URLs, pzprv3 answers, the clashing numbers of an unsolvable Heyawake, and pictures.

use crate::common;

use common::run;

const HEYAWAKE: &str = "janko/heyawake_janko_0001_10x10.txt";
const LITS: &str = "janko/lits_janko_0001_6x7.txt";

fn solved(kind: &str, path: &str, connectivity: &str) -> String {
    let (code, out, stderr) = run(&[
        "solve",
        "--connectivity",
        connectivity,
        &common::puzzle(kind, path),
    ]);
    assert_eq!(code, 0, "{stderr}");
    out
}

#[test]
fn janko_puzzles_solve_to_their_published_solutions_and_are_unique() {
    for (kind, path) in [("heyawake", HEYAWAKE), ("lits", LITS)] {
        let solution =
            std::fs::read_to_string(common::puzzle(kind, &path.replace(".txt", ".solution.txt")))
                .unwrap();
        for connectivity in ["elimination", "ranks"] {
            assert_eq!(
                solved(kind, path, connectivity),
                solution,
                "{kind} {connectivity}"
            );
        }
        let (code, out, _) = run(&["count", "--max", "2", &common::puzzle(kind, path)]);
        assert_eq!((code, out.trim()), (0, "1 answer"), "{kind}");
    }
}

#[test]
fn pzprjs_example_urls_solve() {
    // The URLs of pzprjs's test scripts (test/script/heyawake.js, lits.js).
    for url in [
        "https://puzz.link/p?heyawake/6/6/lll155007rs12222j",
        "https://puzz.link/p?lits/4/4/9q02jg",
    ] {
        let (code, out, stderr) = run(&["solve", url]);
        assert_eq!(code, 0, "{url}: {stderr}");
        assert!(out.contains('#'), "{out}");
        let (code, back, _) = run(&["convert", "--to", "url", url]);
        assert_eq!((code, back.trim()), (0, url));
    }
}

#[test]
fn a_heyawake_number_sits_on_the_top_cell_of_its_rooms_left_column_in_pzprv3() {
    // Room `a`'s first cell in reading order is row 1, column 2, but its leftmost
    // column is column 1, where its top cell is in row 2: pzprjs writes the number there.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("p.txt");
    std::fs::write(
        &file,
        "kind: heyawake\nrooms:\nb a a\na a c\nnumbers:\na 1\n",
    )
    .unwrap();
    let (code, out, stderr) = run(&["convert", "--to", "pzprv3", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    let numbers: Vec<&str> = out.lines().skip(7).take(2).collect();
    assert_eq!(numbers, [". . . ", "1 . . "], "{out}");
}

#[test]
fn explain_names_the_clashing_room_numbers() {
    let changed = common::puzzle(
        "heyawake",
        "unsolvable/heyawake_janko_0001_10x10_changed.txt",
    );
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(
        out.contains("the number 1 of the room at row 9, column 4"),
        "{out}"
    );
}

#[test]
fn pictures_draw_room_borders_and_shading() {
    for (kind, path) in [("heyawake", HEYAWAKE), ("lits", LITS)] {
        let (code, svg, _) = run(&["solve", "--format", "svg", &common::puzzle(kind, path)]);
        assert_eq!(code, 0);
        assert!(
            svg.contains("stroke-width=\"3\"") && svg.contains("<rect"),
            "{kind}"
        );
    }
}

/// A room showing pzprjs's unknown number has the answers of the same room unnumbered:
/// the encoder reads nothing into a `?`.
#[test]
fn an_unknown_room_number_counts_as_no_number() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, numbers: &str| {
        let path = dir.path().join(name);
        let text =
            format!("kind: heyawake\nrooms:\na a b b\na a b b\nc c c c\nnumbers:\n{numbers}");
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_owned()
    };
    let count = |path: &str| run(&["count", "--max", "100", path]).1;
    let unknown = count(&write("unknown.txt", "a ?\nb 1\n"));
    let unnumbered = count(&write("none.txt", "b 1\n"));
    assert_eq!(unknown, unnumbered);
    assert!(!unknown.starts_with("0 "), "{unknown}");
}
