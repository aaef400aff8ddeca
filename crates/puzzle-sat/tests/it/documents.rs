//! No document of the repository holds a placeholder: no line that is only an
//! ALL_CAPS_NAME with underscores (a slot left for text to come, like a report's name),
//! and no TODO, TBD, FIXME or XXX outside code. Every `*.md` file is read, except under
//! `target/` and hidden directories.

use std::path::{Path, PathBuf};

const MARKERS: [&str; 4] = ["TODO", "TBD", "FIXME", "XXX"];

/// Whether `line` (outside fenced code) is a placeholder.
fn is_placeholder(line: &str) -> bool {
    let prose = without_code_spans(line);
    let trimmed = prose.trim();
    let slot = trimmed.contains('_')
        && trimmed.starts_with(|c: char| c.is_ascii_uppercase())
        && trimmed
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    slot || prose
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|word| MARKERS.contains(&word))
}

/// `line` with its inline code spans (between backticks) removed.
fn without_code_spans(line: &str) -> String {
    line.split('`').step_by(2).collect()
}

/// The 1-based numbers and texts of the placeholder lines of a Markdown text, fenced code
/// blocks skipped.
fn placeholders(text: &str) -> Vec<(usize, &str)> {
    let mut in_fence = false;
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
        } else if !in_fence && is_placeholder(line) {
            found.push((index + 1, line));
        }
    }
    found
}

/// Every `*.md` file under `dir`, except under `target/` and hidden directories.
fn markdown_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy();
        if path.is_dir() {
            if !name.starts_with('.') && name != "target" {
                files.extend(markdown_files(&path));
            }
        } else if name.ends_with(".md") {
            files.push(path);
        }
    }
    files
}

#[test]
fn no_document_holds_a_placeholder() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let files = markdown_files(&root);
    assert!(files.iter().any(|f| f.ends_with("README.md")), "{files:?}");
    assert!(
        files.iter().any(|f| f.ends_with("docs/FUZZING.md")),
        "{files:?}"
    );
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (line, content) in placeholders(&text) {
            let name = file.strip_prefix(&root).unwrap().display();
            found.push(format!("{name}:{line}: {content}"));
        }
    }
    assert!(found.is_empty(), "placeholders:\n{}", found.join("\n"));
}

#[test]
fn placeholders_are_told_from_prose_and_code() {
    let text = "# Long run\n\nLONG_RUN_REPORT\n\
                Timings: TBD.\n\
                - TODO: the 25x25 table\n\
                Escapes: `+XXX` 256-4095, `NODE_PATH` names pzprjs.\n\
                CI sets CI=true; `RUSTC_BOOTSTRAP=1` lets stable take nightly flags.\n\
                ```sh\n\
                MAX_TOTAL_TIME\n\
                # TODO in a shell comment is code\n\
                ```\n\
                FIXME\n";
    let lines: Vec<usize> = placeholders(text).iter().map(|&(line, _)| line).collect();
    assert_eq!(lines, [3, 4, 5, 12]);
}
