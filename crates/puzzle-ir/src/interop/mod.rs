//! The community's formats: puzz.link URLs and pzprv3 files (pzprjs, robx/pzprjs, is
//! the reference for both), for the genres that have them: Sudoku (classic, with
//! pzprjs's box rule), Kakuro and Shakashaka. Kakurasu and Killer Sudoku have no
//! puzz.link genre; asking for one is an [`Unsupported`] error, never an invented form.
//!
//! Reading is stricter than pzprjs where pzprjs would silently change a puzzle: an
//! unknown character, data after the last cell or an escape short of its digits is an
//! input error naming its column. Writing gives the URL pzprjs itself would write.
//!
//! ```
//! use puzzle_ir::interop;
//!
//! let url = "https://puzz.link/p?sudoku/4/4/g1k23k3g";
//! let puzzle = interop::parse_url("<url>", 1, url).unwrap();
//! assert_eq!(puzzle.kind().name(), "sudoku");
//! assert_eq!(interop::to_url(&puzzle).unwrap(), url);
//!
//! let error = interop::parse_url("<url>", 1, "https://puzz.link/p?sudoku/4/4/g1k2Xk3g").unwrap_err();
//! assert_eq!(error.column, Some(36));
//! ```

mod kakuro;
mod pzprv3;
mod shakashaka;
mod sudoku;
mod url;

pub use pzprv3::looks_like_pzprv3;
pub use url::{looks_like_url, CANONICAL_PREFIX, MAX_SIDE};

use crate::{Answer, ParseError, Puzzle};

/// A puzzle that a format cannot hold, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Unsupported(pub String);

/// Where a character of the input sits: file, 1-based line, 0-based column.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Place<'a> {
    file: &'a str,
    line: usize,
    column: usize,
}

impl<'a> Place<'a> {
    fn new(file: &'a str, line: usize, column: usize) -> Self {
        Place { file, line, column }
    }

    /// The place `n` characters further on the same line.
    fn shifted(self, n: usize) -> Self {
        Place {
            column: self.column + n,
            ..self
        }
    }

    /// An input error here.
    fn error(self, message: impl Into<String>) -> ParseError {
        ParseError::new(self.file, self.line, Some(self.column + 1), message)
    }
}

/// The puzzle of a puzz.link URL; errors name `file`:`line` and the column of the bad
/// character within `url`.
pub fn parse_url(file: &str, line: usize, url: &str) -> Result<Puzzle, ParseError> {
    let parts = url::split(url, Place::new(file, line, 0))?;
    match parts.genre {
        "sudoku" => sudoku::from_url(&parts).map(Puzzle::Sudoku),
        "kakuro" => kakuro::from_url(&parts).map(Puzzle::Kakuro),
        "shakashaka" => shakashaka::from_url(&parts).map(Puzzle::Shakashaka),
        genre => Err(ParseError::new(
            file,
            line,
            url.find(genre).map(|i| i + 1),
            format!("the puzz.link genre `{genre}` is not read here (expected sudoku, kakuro or shakashaka)"),
        )),
    }
}

/// Whether `text` is a list of puzz.link URLs: at least one, one per non-blank line
/// (lines starting with `#` are comments).
pub fn looks_like_url_list(text: &str) -> bool {
    let mut lines = url_lines(text).peekable();
    lines.peek().is_some() && lines.all(|(_, _, line)| looks_like_url(line))
}

/// The puzzles of a list of URLs, with their 1-based line numbers.
pub fn parse_url_list(file: &str, text: &str) -> Result<Vec<(usize, Puzzle)>, ParseError> {
    url_lines(text)
        .map(|(line, indent, url)| Ok((line, parse_url_at(file, line, indent, url)?)))
        .collect()
}

/// [`parse_url`] for a URL `indent` characters into its line.
fn parse_url_at(file: &str, line: usize, indent: usize, url: &str) -> Result<Puzzle, ParseError> {
    parse_url(file, line, url).map_err(|e| ParseError {
        column: e.column.map(|c| c + indent),
        ..e
    })
}

/// (line number, leading blanks, URL) of each line holding something.
fn url_lines(text: &str) -> impl Iterator<Item = (usize, usize, &str)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.lines().enumerate().filter_map(|(index, line)| {
        let trimmed = line.trim_start();
        let url = trimmed.trim_end();
        (!url.is_empty() && !url.starts_with('#'))
            .then(|| (index + 1, line.len() - trimmed.len(), url))
    })
}

/// The puzz.link URL of a puzzle, as pzprjs writes it, after [`CANONICAL_PREFIX`].
pub fn to_url(puzzle: &Puzzle) -> Result<String, Unsupported> {
    let (genre, (cols, rows, body)) = match puzzle {
        Puzzle::Sudoku(p) => ("sudoku", sudoku::to_url(p)?),
        Puzzle::Kakuro(p) => ("kakuro", kakuro::to_url(p)?),
        Puzzle::Shakashaka(p) => ("shakashaka", shakashaka::to_url(p)),
        other => return Err(no_genre(other)),
    };
    let mut url = format!("{CANONICAL_PREFIX}{genre}/{cols}/{rows}/{body}");
    // pzprjs ends a body whose last character is not alphanumeric with `/`, so that
    // link shorteners keep it.
    if !url.ends_with(|c: char| c.is_ascii_alphanumeric()) {
        url.push('/');
    }
    Ok(url)
}

fn no_genre(puzzle: &Puzzle) -> Unsupported {
    Unsupported(format!(
        "{} has no puzz.link genre, so it has no URL or pzprv3 form (the kinds with one: \
         classic sudoku, kakuro, shakashaka)",
        puzzle.kind().name()
    ))
}

/// What a pzprv3 file's answer section holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SavedAnswer {
    /// No answer section, or one that leaves every cell empty.
    None,
    /// Some cells are filled, `empty` are not.
    Partial { empty: usize },
    /// Every cell is filled.
    Complete(Answer),
}

/// A pzprv3 file: the puzzle and its answer section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Saved {
    pub puzzle: Puzzle,
    pub answer: SavedAnswer,
}

/// Reads a pzprv3 file (see [`looks_like_pzprv3`]).
pub fn parse_pzprv3(file: &str, text: &str) -> Result<Saved, ParseError> {
    let (mut reader, genre) = pzprv3::Reader::new(file, text)?;
    let (puzzle, grid) = match genre.text {
        "sudoku" => sudoku::from_pzprv3(&mut reader).map(|(p, g)| (Puzzle::Sudoku(p), g))?,
        "kakuro" => kakuro::from_pzprv3(&mut reader).map(|(p, g)| (Puzzle::Kakuro(p), g))?,
        "shakashaka" => {
            shakashaka::from_pzprv3(&mut reader).map(|(p, g)| (Puzzle::Shakashaka(p), g))?
        }
        other => {
            return Err(genre.place.error(format!(
            "the pzprv3 genre `{other}` is not read here (expected sudoku, kakuro or shakashaka)"
        )))
        }
    };
    let answer = match grid {
        None => SavedAnswer::None,
        Some(grid) => {
            let empty = grid.iter().flatten().filter(|c| c.is_none()).count();
            if empty > 0 {
                SavedAnswer::Partial { empty }
            } else {
                let cells: Vec<Vec<String>> = grid
                    .into_iter()
                    .map(|row| row.into_iter().flatten().collect())
                    .collect();
                SavedAnswer::Complete(puzzle.answer_from_grid(file, &cells)?)
            }
        }
    };
    Ok(Saved { puzzle, answer })
}

/// The pzprv3 file of a puzzle, with its answer when given.
pub fn to_pzprv3(puzzle: &Puzzle, answer: Option<&Answer>) -> Result<String, Unsupported> {
    let grid = answer.map(Answer::grid);
    let grid = grid.as_deref();
    match puzzle {
        Puzzle::Sudoku(p) => sudoku::to_pzprv3(p, grid),
        Puzzle::Kakuro(p) => kakuro::to_pzprv3(p, grid),
        Puzzle::Shakashaka(p) => Ok(shakashaka::to_pzprv3(p, grid)),
        other => Err(no_genre(other)),
    }
}

/// The puzzle of a file in one of these formats (a pzprv3 file, or one URL), if the
/// text is one; for [`Puzzle::parse`].
pub(crate) fn parse_file(file: &str, text: &str) -> Option<Result<Puzzle, ParseError>> {
    if looks_like_pzprv3(text) {
        return Some(parse_pzprv3(file, text).map(|saved| saved.puzzle));
    }
    let mut lines = url_lines(text);
    match (lines.next(), lines.next()) {
        (Some((line, indent, url)), None) if looks_like_url(url) => {
            Some(parse_url_at(file, line, indent, url))
        }
        _ => None,
    }
}
