//! Every JSON the commands print keeps the schema of docs/schemas/: solve (answers,
//! verdicts, errors), count, hint, explain, rate, generate, kinds, across kinds and
//! verdicts; each record type of `puzzle_solve::records` writes exactly the fields of its
//! schema; the kinds the schemas name are the registry's.

use crate::common;

use common::{puzzle, run};
use puzzle_ir::ClueRecord;
use puzzle_solve::records::{
    Cell, CellValue, CountRecord, ErrorRecord, ExplainRecord, GenerateRecord, HintRecord,
    RateRecord, RatingFields, Record, SolveRecord,
};
use serde_json::Value;
use std::collections::BTreeSet;
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
    let records: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_records_keep("kinds", &records);
    let names: Vec<String> = records.iter().map(|r| r["kind"].to_string()).collect();
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

/// The names of the fields a schema allows: its `properties`, or those of each object
/// among its `oneOf` (solve's answers and the shared error record of common.schema.json).
fn schema_fields(name: &str) -> BTreeSet<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/schemas");
    let read = |file: &str| -> Value {
        serde_json::from_str(&std::fs::read_to_string(dir.join(file)).unwrap()).unwrap()
    };
    let common = read("common.schema.json");
    let schema = read(&format!("{name}.schema.json"));
    let objects = match schema["oneOf"].as_array() {
        Some(branches) => branches.clone(),
        None => vec![schema],
    };
    let resolved = |object: &Value| match object["$ref"].as_str() {
        Some(shared) => {
            let def = shared.strip_prefix("common.schema.json#/$defs/").unwrap();
            common["$defs"][def].clone()
        }
        None => object.clone(),
    };
    objects
        .iter()
        .map(resolved)
        .filter_map(|object| object["properties"].as_object().cloned())
        .flat_map(|properties| properties.keys().cloned().collect::<Vec<_>>())
        .collect()
}

/// Each record type, in every shape it takes, keeps its schema, and between them the
/// shapes write exactly the fields the schema names: a field added to a type or to a
/// schema alone fails here.
fn assert_records_keep(name: &str, records: &[Value]) {
    let validator = schema(name);
    let mut written = BTreeSet::new();
    for record in records {
        let errors: Vec<String> = validator
            .iter_errors(record)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{name}: {errors:?} in {record}");
        written.extend(record.as_object().unwrap().keys().cloned());
    }
    assert_eq!(
        written,
        schema_fields(name),
        "{name}: fields written and in the schema"
    );
}

/// The `clue` tag a record of each type writes. The match fails to compile when a type
/// is added, until it is named here (and then sampled in [`every_clue_record`]).
fn tag(record: &ClueRecord) -> &'static str {
    match record {
        ClueRecord::Given { .. } => "given",
        ClueRecord::Down { .. } => "down",
        ClueRecord::Across { .. } => "across",
        ClueRecord::Row { .. } => "row",
        ClueRecord::Col { .. } => "col",
        ClueRecord::Number { .. } => "number",
        ClueRecord::Region { .. } => "region",
        ClueRecord::Cage { .. } => "cage",
        ClueRecord::Pearl { .. } => "pearl",
    }
}

/// One clue record of each type.
fn every_clue_record() -> Vec<ClueRecord> {
    let (row, col) = (1, 2);
    vec![
        ClueRecord::Given { col, row, value: 5 },
        ClueRecord::Down { col, row, sum: 17 },
        ClueRecord::Across { col, row, sum: 3 },
        ClueRecord::Row { index: 0, sum: 9 },
        ClueRecord::Col { index: 4, sum: 1 },
        ClueRecord::Number { col, row, value: 2 },
        ClueRecord::Region { col, row, sum: 10 },
        ClueRecord::Cage {
            col,
            label: "a".into(),
            row,
            sum: 12,
        },
        ClueRecord::Pearl {
            col,
            color: "white",
            row,
        },
    ]
}

/// The clue types the records write are the ones explain's schema lists: a type added
/// to either alone fails here (each record's fields are checked by the schema, whose
/// clue objects allow no other field).
#[test]
fn every_clue_type_is_in_the_schema() {
    let schema: Value = serde_json::from_str(
        &std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/schemas/explain.schema.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let listed: BTreeSet<String> = schema["$defs"]["clue"]["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .map(|object| {
            object["properties"]["clue"]["const"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    let records = every_clue_record();
    let written: BTreeSet<String> = records
        .iter()
        .map(|record| {
            let written = serde_json::to_value(record).unwrap()["clue"]
                .as_str()
                .unwrap()
                .to_owned();
            assert_eq!(written, tag(record));
            written
        })
        .collect();
    assert_eq!(written.len(), records.len(), "one record per type");
    assert_eq!(written, listed);
}

fn value(record: &impl Record) -> Value {
    serde_json::to_value(record).unwrap()
}

#[test]
fn every_record_type_keeps_its_schema() {
    let grid = || {
        vec![
            vec!["1".to_owned(), "2".to_owned()],
            vec!["2".to_owned(), "1".to_owned()],
        ]
    };
    let cell = CellValue {
        row: 0,
        col: 1,
        value: "2".into(),
    };
    let solved = SolveRecord {
        kind: "sudoku".into(),
        status: "sat".into(),
        grid: Some(grid()),
        reason: None,
        unique: None,
        second: None,
        differing: None,
        source: "a.txt".into(),
        time_s: 0.5,
        variables: 3,
        clauses: 4,
    };
    let not_unique = SolveRecord {
        unique: Some(false),
        second: Some(grid()),
        differing: Some(Cell::all(&[(0, 0), (1, 1)])),
        ..solved.clone()
    };
    let unsat = SolveRecord {
        status: "unsat".into(),
        grid: None,
        reason: Some("a clash".into()),
        ..solved.clone()
    };
    let error = ErrorRecord::new("b.txt", "b.txt:1:1: no kind");
    assert_records_keep(
        "solve",
        &[
            value(&solved),
            value(&not_unique),
            value(&unsat),
            value(&error),
        ],
    );

    let count = CountRecord {
        kind: "kakuro".into(),
        status: "sat".into(),
        count: 2,
        complete: false,
        source: "k.txt".into(),
        time_s: 0.1,
    };
    assert_records_keep("count", &[value(&count)]);

    let hinted = HintRecord {
        count: Some(1),
        hints: Some(vec![cell.clone()]),
        stated: Some(vec![cell.clone()]),
        solves: Some(3),
        complete: Some(true),
        ..HintRecord::without_hints("sudoku", "sat", "a.txt", 0.2)
    };
    let unknown = HintRecord::without_hints("sudoku", "unknown", "a.txt", 0.2);
    assert_records_keep("hint", &[value(&hinted), value(&unknown)]);

    let core = ExplainRecord {
        core: Some(every_clue_record()),
        ..ExplainRecord::verdict("sudoku", "unsat", "a.txt", 0.3)
    };
    let no_clue = ExplainRecord {
        core: Some(Vec::new()),
        reason: Some("the fixed cells clash".into()),
        ..ExplainRecord::verdict("shakashaka", "unsat", "s.txt", 0.3)
    };
    let several = ExplainRecord {
        unique: Some(false),
        grid: Some(grid()),
        second: Some(grid()),
        differing: Some(Cell::all(&[(0, 0)])),
        suggestion: Some(Some(cell.clone())),
        ..ExplainRecord::verdict("sudoku", "sat", "a.txt", 0.3)
    };
    let no_suggestion = ExplainRecord {
        suggestion: Some(None),
        ..several.clone()
    };
    let timed_out = ExplainRecord::verdict("sudoku", "unknown", "a.txt", 1.0);
    let explained = [core, no_clue, several, no_suggestion, timed_out].map(|r| value(&r));
    assert_records_keep("explain", &explained);

    let rated = RateRecord {
        kind: "sudoku".into(),
        status: "rated".into(),
        source: "a.txt".into(),
        rating: Some(RatingFields {
            level: 1,
            name: "probing".into(),
            width: 2,
            rounds: 3,
            depth: 1,
            open_after_propagation: 10,
            open_after_probing: 0,
            conflicts: None,
        }),
        reason: None,
    };
    let unrated = RateRecord {
        status: "unsat".into(),
        rating: None,
        reason: Some("a clash".into()),
        ..rated.clone()
    };
    assert_records_keep("rate", &[value(&rated), value(&unrated)]);

    let generated = GenerateRecord {
        kind: "kakurasu".into(),
        seed: 7,
        unique: true,
        difficulty: Some(0),
        depth: Some(0),
        width: Some(0),
        rounds: Some(0),
        conflicts: Some(12),
        clues: 8,
        puzzle: "kind: kakurasu\nrows: 1 2\ncols: 2 1\n".into(),
        grid: grid(),
    };
    let any = GenerateRecord {
        unique: false,
        difficulty: None,
        depth: None,
        width: None,
        rounds: None,
        conflicts: None,
        ..generated.clone()
    };
    assert_records_keep("generate", &[value(&generated), value(&any)]);
}

#[test]
fn generate_output_keeps_its_schema() {
    let (code, out, err) = run(&[
        "generate", "sudoku", "--size", "4", "--count", "2", "-f", "json",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_valid(&schema("generate"), &out);
}
