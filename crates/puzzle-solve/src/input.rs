//! Reading the puzzles named on the command line: native files, and batches in a kind's
//! one-puzzle-per-line format (`.lines`: one 9x9 Sudoku per line), recognised by the file
//! extension the kind registers or, without it (standard input), by their content. A
//! puzz.link URL may stand where a file name does, and a file of URLs, one per line, is
//! a batch. Every file is parsed before anything is solved.

use puzzle_ir::{interop, Kind, ParseError, Puzzle};
use std::path::Path;

/// One puzzle and where it came from (`file`, or `file:line` inside a batch).
#[derive(Debug, Clone)]
pub struct Item {
    pub source: String,
    pub puzzle: Puzzle,
    /// Whether it came from a batch file (answers are then printed one per line).
    pub from_batch: bool,
}

/// Why the input could not be read.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    #[error("{0}: cannot read: {1}")]
    Io(String, std::io::Error),
    #[error(transparent)]
    Parse(#[from] ParseError),
}

/// Reads a file's bytes; `-` is standard input.
pub fn read_bytes(path: &str) -> Result<Vec<u8>, InputError> {
    if path == "-" {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes)
            .map_err(|e| InputError::Io("<stdin>".into(), e))?;
        return Ok(bytes);
    }
    std::fs::read(path).map_err(|e| InputError::Io(path.to_owned(), e))
}

/// Reads every puzzle of every file, in order; the first file that cannot be read is the
/// error.
pub fn read_items(paths: &[String]) -> Result<Vec<Item>, InputError> {
    let mut items = Vec::new();
    for path in paths {
        items.extend(read_file(path)?);
    }
    Ok(items)
}

/// Reads each file on its own: its puzzles, or why it cannot be read. A batch file is one
/// input: one bad line rejects the whole file.
pub fn read_files(paths: &[String]) -> Vec<(String, Result<Vec<Item>, InputError>)> {
    paths
        .iter()
        .map(|path| (path.clone(), read_file(path)))
        .collect()
}

/// The file label of errors in a URL given on the command line.
pub const URL_LABEL: &str = "<url>";

/// Whether a command-line argument is a puzz.link URL rather than a file name.
fn is_url_argument(path: &str) -> bool {
    interop::looks_like_url(path) && !Path::new(path).exists()
}

/// The puzzles of one file (several for a batch file).
fn read_file(path: &str) -> Result<Vec<Item>, InputError> {
    if is_url_argument(path) {
        return Ok(vec![Item {
            source: path.to_owned(),
            puzzle: interop::parse_url(URL_LABEL, 1, path)?,
            from_batch: false,
        }]);
    }
    let bytes = read_bytes(path)?;
    if let Some(items) = url_list(path, &bytes)? {
        return Ok(items);
    }
    let extension = Path::new(path).extension().and_then(|e| e.to_str());
    let by_content = || {
        let text = std::str::from_utf8(&bytes).ok()?;
        Kind::of_batch_text(text)
    };
    let Some(kind) = extension
        .and_then(Kind::of_batch_extension)
        .or_else(by_content)
    else {
        return Ok(vec![Item {
            source: path.to_owned(),
            puzzle: Puzzle::parse(path, &bytes)?,
            from_batch: false,
        }]);
    };
    let text = puzzle_ir::text::decode_utf8(path, &bytes)?;
    Ok(kind
        .parse_batch(path, text)?
        .into_iter()
        .map(|(line, puzzle)| Item {
            source: format!("{path}:{line}"),
            puzzle,
            from_batch: true,
        })
        .collect())
}

/// The puzzles of a file holding two or more URLs (one URL alone is a puzzle file).
fn url_list(path: &str, bytes: &[u8]) -> Result<Option<Vec<Item>>, InputError> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Ok(None);
    };
    if !interop::looks_like_url_list(text)
        || text.lines().filter(|l| interop::looks_like_url(l)).count() < 2
    {
        return Ok(None);
    }
    let items = interop::parse_url_list(path, text)?
        .into_iter()
        .map(|(line, puzzle)| Item {
            source: format!("{path}:{line}"),
            puzzle,
            from_batch: true,
        })
        .collect();
    Ok(Some(items))
}

/// Reads exactly one puzzle (for `dimacs`, `decode` and `check`).
pub fn read_one(path: &str) -> Result<Puzzle, InputError> {
    let mut items = read_items(std::slice::from_ref(&path.to_owned()))?;
    if items.len() != 1 {
        return Err(ParseError::new(
            path,
            0,
            None,
            format!("expected one puzzle, found {}", items.len()),
        )
        .into());
    }
    Ok(items.remove(0).puzzle)
}
