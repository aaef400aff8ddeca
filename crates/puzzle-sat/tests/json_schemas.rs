//! Every JSON the commands print keeps the schema of docs/schemas/: solve (answers,
//! verdicts, errors), count, hint, explain, rate, kinds, across kinds and verdicts; the
//! kinds the schemas name are the registry's.

mod common;

use common::{puzzle, run};
use serde_json::Value;
use std::path::Path;

/// The schema of `name`, with the shared definitions of common.schema.json inlined so
/// that it resolves without fetching anything.
fn schema(name: &str) -> jsonschema::Validator {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/schemas");
    let read = |file: &str| -> Value {
        serde_json::from_str(&std::fs::read_to_string(dir.join(file)).unwrap()).unwrap()
    };
    let common = read("common.schema.json");
    let text = std::fs::read_to_string(dir.join(format!("{name}.schema.json")))
        .unwrap()
        .replace("common.schema.json#/$defs/", "#/$defs/");
    let mut schema: Value = serde_json::from_str(&text).unwrap();
    let own = schema["$defs"].as_object().cloned().unwrap_or_default();
    schema["$defs"] = common["$defs"].clone();
    schema["$defs"].as_object_mut().unwrap().extend(own);
    schema.as_object_mut().unwrap().remove("$id");
    jsonschema::validator_for(&schema).expect("the schema is valid")
}

fn assert_valid(validator: &jsonschema::Validator, output: &str) {
    assert!(!output.trim().is_empty(), "no output");
    for line in output.lines() {
        let value: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        let errors: Vec<String> = validator
            .iter_errors(&value)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{errors:?} in {line}");
    }
}

#[test]
fn solve_output_keeps_its_schema() {
    let validator = schema("solve");
    let dir = tempfile::tempdir().unwrap();
    let clash = dir.path().join("clash.txt");
    std::fs::write(&clash, "kind: sudoku\ngrid:\n1..1\n....\n....\n....\n").unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "kind: nonogram\n").unwrap();
    let files = [
        puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt"),
        puzzle("killer", "wikipedia/killer_wikipedia_9x9.txt"),
        puzzle("kakuro", "papers/kakuro-k_057.txt"),
        puzzle("kakurasu", "janko/kakurasu_janko_301_5x5.txt"),
        puzzle("shakashaka", "unsolvable/shakashaka_penpa1_10x10.txt"),
        clash.display().to_string(),
        bad.display().to_string(),
    ];
    let mut args = vec!["solve", "-f", "json"];
    args.extend(files.iter().map(String::as_str));
    let (_, out, _) = run(&args);
    assert_valid(&validator, &out);
    let (_, out, _) = run(&["solve", "-f", "json", "--unique", &files[0]]);
    assert_valid(&validator, &out);
}

#[test]
fn count_hint_and_explain_keep_their_schemas() {
    let sudoku = puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let unsolvable = puzzle("shakashaka", "unsolvable/shakashaka_penpa1_10x10.txt");
    let dir = tempfile::tempdir().unwrap();
    let open = dir.path().join("open.txt");
    std::fs::write(&open, "kind: sudoku\ngrid:\n12..\n....\n....\n....\n").unwrap();
    let open = open.display().to_string();
    for (command, files) in [
        ("count", [&sudoku, &unsolvable, &open]),
        ("hint", [&sudoku, &unsolvable, &open]),
        ("explain", [&sudoku, &unsolvable, &open]),
    ] {
        let validator = schema(command);
        for file in files {
            let (_, out, err) = run(&[command, "-f", "json", file]);
            assert!(err.is_empty() || !err.contains("panicked"), "{err}");
            assert_valid(&validator, &out);
        }
    }
    let (code, out, _) = run(&["count", "-f", "json", "--max", "3", &open]);
    assert_eq!(code, 0);
    assert_valid(&schema("count"), &out);
}

#[test]
fn rate_output_keeps_its_schema() {
    let validator = schema("rate");
    let dir = tempfile::tempdir().unwrap();
    let clash = dir.path().join("clash.txt");
    std::fs::write(&clash, "kind: sudoku\ngrid:\n1..1\n....\n....\n....\n").unwrap();
    let files = [
        puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt"),
        puzzle("killer", "wikipedia/killer_wikipedia_9x9.txt"),
        puzzle("sudoku", "9x9/norvig_hardest.lines"),
        puzzle("kakurasu", "janko/kakurasu_janko_301_5x5.txt"),
        clash.display().to_string(),
    ];
    let mut args = vec!["rate", "-f", "json"];
    args.extend(files.iter().map(String::as_str));
    let (code, out, err) = run(&args);
    assert_eq!(code, 20, "{err}");
    assert!(out.contains("\"status\":\"unsat\""), "{out}");
    assert!(out.contains("\"level\":2"), "{out}");
    assert_valid(&validator, &out);
}

#[test]
fn kinds_output_keeps_its_schema_and_lists_the_registry() {
    let (code, out, _) = run(&["kinds", "-f", "json"]);
    assert_eq!(code, 0);
    assert_valid(&schema("kinds"), &out);
    let names: Vec<String> = out
        .lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap()["kind"].to_string())
        .collect();
    let registry: Vec<String> = puzzle_ir::Kind::ALL
        .iter()
        .map(|k| Value::from(k.name()).to_string())
        .collect();
    assert_eq!(names, registry);
}

#[test]
fn the_schemas_name_the_kinds_of_the_registry() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/schemas");
    let common: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("common.schema.json")).unwrap())
            .unwrap();
    let registry: Vec<&str> = puzzle_ir::Kind::ALL.iter().map(|k| k.name()).collect();
    assert_eq!(common["$defs"]["kind"]["enum"], serde_json::json!(registry));
}
