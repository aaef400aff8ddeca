//! The modules of puzzle-serve form layers: each names (`crate::...`) only modules of
//! the layers below it, so no module imports another that imports it back, directly or
//! around a circle. A module missing from [`LAYERS`] fails the test until it is placed.

use std::collections::BTreeMap;
use std::path::Path;

/// The layers from the bottom: running the command, the shared state, the replies, the
/// guard, the handlers, the router, and the crate's root (`lib`).
const LAYERS: &[&[&str]] = &[
    &["jobs"],
    &["state"],
    &["replies"],
    &["guard"],
    &["board", "generate", "page", "solve"],
    &["routes"],
    &["lib"],
];

/// The layer of `module`, if it has one.
fn layer(module: &str) -> Option<usize> {
    LAYERS.iter().position(|modules| modules.contains(&module))
}

/// The identifier that `path` starts with.
fn head(path: &str) -> &str {
    let path = path.trim_start();
    let end = path
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(path.len());
    &path[..end]
}

/// The paths of a `{a, b::{c, d}}` group, up to its closing brace, at its top level.
fn group(text: &str) -> Vec<&str> {
    let (mut depth, mut start, mut paths) = (0, 0, Vec::new());
    for (at, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                paths.push(&text[start..at]);
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                paths.push(&text[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    paths
}

/// The modules that `source` names through `crate::` (`use crate::a::b`, `use
/// crate::{a, b}`, `crate::a::f()`); a name that is not a module is the crate's root.
fn imports(source: &str) -> Vec<&str> {
    let mut named = Vec::new();
    for (at, _) in source.match_indices("crate::") {
        let before = source[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        let rest = &source[at + "crate::".len()..];
        match rest.strip_prefix('{') {
            Some(inner) => named.extend(group(inner).into_iter().map(head)),
            None => named.push(head(rest)),
        }
    }
    named
        .into_iter()
        .filter(|name| !name.is_empty())
        .map(|name| if layer(name).is_some() { name } else { "lib" })
        .collect()
}

/// Each module of `src/` by name (`lib` for the root), with its source.
fn modules() -> BTreeMap<String, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut modules = BTreeMap::new();
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        assert_eq!(
            path.extension().unwrap(),
            "rs",
            "{path:?}: a folder of modules"
        );
        let name = path.file_stem().unwrap().to_str().unwrap().to_owned();
        modules.insert(name, std::fs::read_to_string(&path).unwrap());
    }
    modules
}

#[test]
fn every_module_imports_only_modules_of_lower_layers() {
    let modules = modules();
    let mut wrong = Vec::new();
    for (module, source) in &modules {
        let Some(own) = layer(module) else {
            wrong.push(format!("{module} is in no layer"));
            continue;
        };
        for imported in imports(source) {
            if layer(imported).is_none_or(|below| below >= own) {
                wrong.push(format!("{module} imports {imported}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    for module in LAYERS.iter().copied().flatten() {
        assert!(modules.contains_key(*module), "no module {module}");
    }
}

#[test]
fn imports_are_read_from_uses_groups_and_paths() {
    let source = "use crate::guard::read;\nuse crate::{jobs::{Jobs, PUZZLE}, state};\n\
                  let c = crate::Config::new();\nlet m = $crate::board::x;\n";
    assert_eq!(imports(source), ["guard", "jobs", "state", "lib"]);
}
