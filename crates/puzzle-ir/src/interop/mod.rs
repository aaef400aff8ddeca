//! The community's formats: puzz.link URLs and pzprv3 files (pzprjs, robx/pzprjs, is
//! the reference for both), for the kinds that have a genre there: the URL splitter, the
//! pzprv3 reader and writer, and the dispatch to each kind's own codec (its
//! `puzzlink` module, stated as [`PuzzleKind::PUZZLINK`](crate::PuzzleKind::PUZZLINK)).
//! A kind without a genre (Kakurasu, Killer Sudoku) is an [`Unsupported`] error, never
//! given an invented form.
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

pub(crate) mod arrow_numbers;
pub(crate) mod codec;
pub(crate) mod folded;
pub(crate) mod line_counts;
pub(crate) mod number_cells;
pub(crate) mod numbered_rooms;
pub(crate) mod numbers_then_shading;
pub(crate) mod pzprv3;
pub(crate) mod rooms;
pub(crate) mod url;
pub(crate) mod vertex_clues;

pub use pzprv3::looks_like_pzprv3;
pub use url::{looks_like_url, CANONICAL_PREFIX, MAX_SIDE};

use crate::{Answer, Kind, ParseError, Puzzle};

/// A kind's puzz.link genre and its codec, written in the kind's own module and stated
/// as [`PuzzleKind::PUZZLINK`](crate::PuzzleKind::PUZZLINK): the genre's name in URLs
/// and pzprv3 files, and its readers and writers.
pub struct Genre<K> {
    /// The genre's name (`sudoku` in `https://puzz.link/p?sudoku/...`), the one written.
    pub name: &'static str,
    /// Other names pzprjs reads for the genre (its genre list's aliases).
    pub aliases: &'static [&'static str],
    /// pzprjs's flag field (its `pflag`, before the size) in the genre's URLs: `None`
    /// when the genre has none, else the flags written for a puzzle; a reader finds the
    /// field read in [`url::Parts::flags`].
    pub(crate) url_flags: Option<fn(&K) -> &'static str>,
    pub(crate) from_url: fn(&url::Parts) -> Result<K, ParseError>,
    pub(crate) to_url: fn(&K) -> Result<UrlShape, Unsupported>,
    pub(crate) from_pzprv3: fn(&mut pzprv3::Reader) -> Result<Read<K>, ParseError>,
    /// The file, with the answer grid when given.
    pub(crate) to_pzprv3: fn(&K, Option<&AnswerGrid>) -> Result<String, Unsupported>,
}

/// A URL's columns, rows and body, as a kind's codec writes them.
pub(crate) type UrlShape = (usize, usize, String);

/// An answer's rows of cell strings, as [`Answer::grid`] gives them.
pub(crate) type AnswerGrid = [Vec<String>];

/// A puzzle read from a pzprv3 file, and its answer grid when the file has one.
pub(crate) type Read<K> = (K, Option<pzprv3::Grid>);

impl<K> Genre<K> {
    /// Whether `name` names this genre, as its name or an alias.
    pub fn reads(&self, name: &str) -> bool {
        self.name == name || self.aliases.contains(&name)
    }
}

impl<K> Genre<K> {
    /// The genre `name`, read and written by a kind's four codec functions, with no other
    /// name and no URL flags.
    pub(crate) const fn new(
        name: &'static str,
        from_url: fn(&url::Parts) -> Result<K, ParseError>,
        to_url: fn(&K) -> Result<UrlShape, Unsupported>,
        from_pzprv3: fn(&mut pzprv3::Reader) -> Result<Read<K>, ParseError>,
        to_pzprv3: fn(&K, Option<&AnswerGrid>) -> Result<String, Unsupported>,
    ) -> Self {
        Genre {
            name,
            aliases: &[],
            url_flags: None,
            from_url,
            to_url,
            from_pzprv3,
            to_pzprv3,
        }
    }

    /// The genre with the other names pzprjs reads for it.
    pub(crate) const fn aliases(self, aliases: &'static [&'static str]) -> Self {
        Genre { aliases, ..self }
    }

    /// The genre with a URL flag field, whose flags for a puzzle `flags` writes.
    pub(crate) const fn url_flags(self, flags: fn(&K) -> &'static str) -> Self {
        Genre {
            url_flags: Some(flags),
            ..self
        }
    }
}

impl<K> Clone for Genre<K> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<K> Copy for Genre<K> {}

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
    pub(crate) fn shifted(self, n: usize) -> Self {
        Place {
            column: self.column + n,
            ..self
        }
    }

    /// An input error here.
    pub(crate) fn error(self, message: impl Into<String>) -> ParseError {
        ParseError::new(self.file, self.line, Some(self.column + 1), message)
    }
}

/// The puzzle of a puzz.link URL; errors name `file`:`line` and the column of the bad
/// character within `url`.
pub fn parse_url(file: &str, line: usize, url: &str) -> Result<Puzzle, ParseError> {
    let parts = url::split(url, Place::new(file, line, 0), Puzzle::url_has_flags)?;
    Puzzle::from_url_parts(&parts).unwrap_or_else(|| {
        let genre = parts.genre;
        Err(ParseError::new(
            file,
            line,
            url.find(genre).map(|i| i + 1),
            format!(
                "the puzz.link genre `{genre}` is not read here (expected {})",
                Kind::genre_listing()
            ),
        ))
    })
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
    let (genre, flags, cols, rows, body) = puzzle
        .url_parts()
        .unwrap_or_else(|| Err(no_genre(puzzle)))?;
    let flags = if flags.is_empty() {
        String::new()
    } else {
        format!("{flags}/")
    };
    let mut url = format!("{CANONICAL_PREFIX}{genre}/{flags}{cols}/{rows}/{body}");
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
    let (puzzle, grid) = Puzzle::from_pzprv3(genre.text, &mut reader).unwrap_or_else(|| {
        Err(genre.place.error(format!(
            "the pzprv3 genre `{}` is not read here (expected {})",
            genre.text,
            Kind::genre_listing()
        )))
    })?;
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
    puzzle
        .pzprv3_text(grid.as_deref())
        .unwrap_or_else(|| Err(no_genre(puzzle)))
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
