//! Reading the puzzles named on the command line: native files, and batches in a kind's
//! one-puzzle-per-line format (`.lines`: one 9x9 Sudoku per line), recognised by the file
//! extension the kind registers. Every file is parsed before anything is solved.

use puzzle_ir::{Kind, ParseError, Puzzle};
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

/// Reads every puzzle of every file, in order.
pub fn read_items(paths: &[String]) -> Result<Vec<Item>, InputError> {
    let mut items = Vec::new();
    for path in paths {
        let bytes = read_bytes(path)?;
        let extension = Path::new(path).extension().and_then(|e| e.to_str());
        if let Some(kind) = extension.and_then(Kind::of_batch_extension) {
            let text = puzzle_ir::text::decode_utf8(path, &bytes)?;
            for (line, puzzle) in kind.parse_batch(path, text)? {
                items.push(Item {
                    source: format!("{path}:{line}"),
                    puzzle,
                    from_batch: true,
                });
            }
        } else {
            items.push(Item {
                source: path.clone(),
                puzzle: Puzzle::parse(path, &bytes)?,
                from_batch: false,
            });
        }
    }
    Ok(items)
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
