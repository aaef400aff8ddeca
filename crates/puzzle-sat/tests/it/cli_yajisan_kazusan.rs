//! The command line on Yajisan-Kazusan: solve pzprjs's example to its solution and prove
//! it unique, a broken answer named, the clashing arrows of an unsolvable puzzle, the
//! puzz.link URL, pzprv3 and a picture.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("yajisan-kazusan", path)
}

const EXAMPLE: &str = "puzzlink/yajisan-kazusan_pzprjs_test_6x6.txt";

#[test]
fn solves_pzprjs_example_uniquely_and_names_a_broken_answer() {
    let solution = puzzle("puzzlink/yajisan-kazusan_pzprjs_test_6x6.solution.txt");
    let (code, out, stderr) = run(&["solve", &puzzle(EXAMPLE)]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(out, std::fs::read_to_string(&solution).unwrap());
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(EXAMPLE)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("a.txt");
    std::fs::write(&broken, out_with_first_cell_shaded(&solution)).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(EXAMPLE), broken.to_str().unwrap()]);
    assert_ne!(code, 0);
    let said = format!("{out}{stderr}");
    assert!(
        said.contains("shaded cells (1, 1) and (2, 1) touch"),
        "{said}"
    );
}

/// The solution with its first cell shaded.
fn out_with_first_cell_shaded(solution: &str) -> String {
    let text = std::fs::read_to_string(solution).unwrap();
    format!("#{}", &text[1..])
}

#[test]
fn explain_names_the_clashing_arrows() {
    let changed = puzzle("unsolvable/yajisan-kazusan_pzprjs_test_6x6_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the arrow left 4 at row 3, column 5"), "{out}");
}

#[test]
fn urls_pzprv3_and_pictures() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(EXAMPLE)]);
    assert_eq!(code, 0);
    let expected = "https://puzz.link/p?yajikazu/6/6/40d23663i32h12b32a12a11c";
    assert_eq!(url.trim(), expected);
    assert_eq!(
        run(&["solve", expected]).1,
        run(&["solve", &puzzle(EXAMPLE)]).1
    );
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(EXAMPLE)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains('→'), "{svg}");
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(EXAMPLE)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\nyajikazu\n6\n6\n4,0 . . . . 2,3 \n"),
        "{file}"
    );
}
