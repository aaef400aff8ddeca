//! The family's table (`family.tsv`, one row per instance) and its description
//! (`README.md`, a skeleton for the competition's family description), both made from
//! the same rows.

use super::tag::{in_window, Tag, Timing};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// One instance as the table states it.
#[derive(Debug, Clone)]
pub struct Row {
    pub hash: String,
    /// The instance's file, relative to the family's folder.
    pub file: String,
    pub kind: String,
    /// The input file, or the `generate` command that makes the puzzle.
    pub source: String,
    /// The puzzle's native file, relative to the family's folder.
    pub puzzle: String,
    pub rows: usize,
    pub cols: usize,
    pub variables: u32,
    pub clauses: usize,
    /// The encoding's options, `name=value` joined by commas.
    pub options: String,
    /// `sat` or `unsat`.
    pub status: String,
    /// The model or proof file, relative to the family's folder.
    pub evidence: String,
    /// What the instance is: the encoding, or the encoding with the only answer blocked;
    /// and what is known of the puzzle's answers.
    pub note: String,
    pub timings: Vec<Timing>,
}

/// The columns before the tags'.
const COLUMNS: [&str; 13] = [
    "hash",
    "file",
    "kind",
    "source",
    "puzzle",
    "rows",
    "cols",
    "variables",
    "clauses",
    "options",
    "status",
    "evidence",
    "note",
];

/// `family.tsv`: a header line, then one line per row; tab-separated, one column per tag.
pub fn tsv(rows: &[Row], tags: &[Tag]) -> String {
    let mut header: Vec<String> = COLUMNS.iter().map(|c| c.to_string()).collect();
    header.extend(tags.iter().map(Tag::column));
    let mut text = header.join("\t") + "\n";
    for row in rows {
        let mut fields = vec![
            row.hash.clone(),
            row.file.clone(),
            row.kind.clone(),
            row.source.clone(),
            row.puzzle.clone(),
            row.rows.to_string(),
            row.cols.to_string(),
            row.variables.to_string(),
            row.clauses.to_string(),
            row.options.clone(),
            row.status.clone(),
            row.evidence.clone(),
            row.note.clone(),
        ];
        fields.extend(row.timings.iter().zip(tags).map(|(t, tag)| t.text(tag)));
        text.push_str(&(fields.join("\t") + "\n"));
    }
    text
}

/// What the description says besides the rows.
#[derive(Debug, Clone)]
pub struct About {
    /// The command that made the family, as given.
    pub command: String,
    pub version: String,
    /// The `generate` settings of each generator spec, with the seeds.
    pub generators: Vec<String>,
    /// The input files.
    pub inputs: Vec<String>,
    pub tags: Vec<Tag>,
    pub window: bool,
    pub uniqueness: bool,
}

/// `README.md`: a description skeleton with the family's data; only the authors' names
/// are left to fill in.
pub fn readme(rows: &[Row], about: &About) -> String {
    let mut text = String::new();
    let kinds: BTreeMap<&str, usize> = rows.iter().fold(BTreeMap::new(), |mut m, r| {
        *m.entry(r.kind.as_str()).or_default() += 1;
        m
    });
    let kind_list: Vec<String> = kinds.iter().map(|(k, n)| format!("{k} ({n})")).collect();
    let sat = rows.iter().filter(|r| r.status == "sat").count();
    let _ = writeln!(
        text,
        "# Pencil-puzzle family: {}\n",
        kinds.keys().copied().collect::<Vec<_>>().join(", ")
    );
    let _ = writeln!(text, "Authors: (names)\n");
    let _ = writeln!(
        text,
        "## Source\n\nEach instance is the CNF of a pencil logic puzzle, written by puzzle-sat {} \
         (a SAT-encoding compiler for pencil puzzles): {} instances from {} ({sat} \
         satisfiable, {} unsatisfiable).\n",
        about.version,
        rows.len(),
        kind_list.join(", "),
        rows.len() - sat
    );
    if !about.inputs.is_empty() {
        let _ = writeln!(
            text,
            "Puzzles read from files: {}.\n",
            about.inputs.join(", ")
        );
    }
    if !about.generators.is_empty() {
        let _ = writeln!(
            text,
            "Generated puzzles, each made from a random answer and proven to have exactly \
             one answer by the solver (`puzzle-sat generate` with these settings; puzzle i \
             of a setting is the one `--seed SEED+i` makes):\n"
        );
        for generator in &about.generators {
            let _ = writeln!(text, "- {generator}");
        }
        text.push('\n');
    }
    let sizes: Vec<String> = distinct(
        rows.iter()
            .map(|r| format!("{} {}x{}", r.kind, r.rows, r.cols)),
    );
    let _ = writeln!(text, "Sizes: {}.\n", sizes.join(", "));
    let options = distinct(rows.iter().map(|r| r.options.clone()));
    let _ = writeln!(
        text,
        "## Encoding\n\nOptions: {}. Each file is sanitized (no repeated literal, no \
         tautology, no empty clause) and its variables renumbered so that the header's count \
         is exactly the number used; its comments name the source, the kind, the options \
         and the map back to the encoding's variables, which `puzzle-sat decode --cnf` \
         reads.\n",
        options.join("; ")
    );
    if about.uniqueness {
        let _ = writeln!(
            text,
            "A puzzle with exactly one answer also gives an unsatisfiable instance: its \
             CNF plus one clause that blocks that answer.\n"
        );
    }
    let _ = writeln!(
        text,
        "## Evidence\n\nEvery satisfiable instance has a model (`.model`, competition \
         output), decoded to an answer that the puzzle's independent checker accepts; every \
         unsatisfiable one a DRAT proof (`.drat`), checked with `rate` or drat-trim. \
         `family.tsv` lists each instance's status and evidence.\n"
    );
    if !about.tags.is_empty() {
        let tags: Vec<String> = about.tags.iter().map(Tag::column).collect();
        let (first, last) = (
            &about.tags[0].solver,
            &about.tags[about.tags.len() - 1].solver,
        );
        let inside = rows.iter().filter(|r| in_window(&r.timings)).count();
        let window = match about.window {
            true => format!(
                " Only instances that {first} does not decide within its limit and {last} \
                 decides within its own were kept."
            ),
            false => format!(
                " {inside} of the {} instances are in the window: {first} does not decide \
                 them within its limit, {last} decides them within its own.",
                rows.len()
            ),
        };
        let _ = writeln!(
            text,
            "## Hardness\n\nSolvers run on each instance, one at a time, within a time limit \
             (`family.tsv` columns {}).{window}\n",
            tags.join(", ")
        );
    }
    let _ = writeln!(text, "## Instances (GBD hashes)\n");
    for row in rows {
        let _ = writeln!(text, "- {} ({}, {})", row.hash, row.kind, row.status);
    }
    let _ = writeln!(
        text,
        "\n## Reproduce\n\n```\n{}\n```\n\nThe same command and version give the same files \
         and hashes.",
        about.command
    );
    text
}

/// The distinct values, in order.
fn distinct(values: impl Iterator<Item = String>) -> Vec<String> {
    values.collect::<BTreeSet<_>>().into_iter().collect()
}
