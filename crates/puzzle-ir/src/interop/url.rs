//! Taking a puzz.link URL apart: the prefixes pzprjs accepts, the genre, pzprjs's flags
//! (for a genre that has them), the size (columns first) and the body, with every
//! character's position kept so that a decoder can name the column of a bad one.

use super::Place;
use crate::ParseError;

/// The hosts whose puzzle player reads these URLs.
const HOSTS: [&str; 2] = ["puzz.link", "pzv.jp"];

/// The largest number of columns or rows read from a URL: a 1,000 x 1,000 board is
/// far beyond any published puzzle and still fits in memory many times over.
pub const MAX_SIDE: usize = 1000;

/// The prefix written before every URL this crate makes.
pub const CANONICAL_PREFIX: &str = "https://puzz.link/p?";

/// Whether `text` (one line) is meant as a puzz.link URL: it names a host of the player.
pub fn looks_like_url(text: &str) -> bool {
    let text = text.trim();
    ["http://", "https://"].iter().any(|scheme| {
        text.strip_prefix(scheme)
            .is_some_and(|rest| HOSTS.iter().any(|host| rest.starts_with(host)))
    })
}

/// A URL taken apart.
#[derive(Debug)]
pub struct Parts<'a> {
    /// The puzzle genre (`sudoku`, `kakuro` ...), without `_edit` or `_play`.
    pub genre: &'a str,
    /// pzprjs's flag field before the size (empty when there is none), read only for a
    /// genre that has one.
    pub flags: Body<'a>,
    pub cols: usize,
    pub rows: usize,
    /// The cell data, without the trailing `/` that pzprjs writes after some bodies.
    pub body: Body<'a>,
}

/// The body of a URL and where it starts, for located errors.
#[derive(Debug, Clone, Copy)]
pub struct Body<'a> {
    pub text: &'a [u8],
    /// The place of the body's first character.
    pub place: Place<'a>,
}

impl Body<'_> {
    /// An error at the body's character `index` (the end of the body when past it).
    pub fn error(&self, index: usize, message: impl Into<String>) -> ParseError {
        self.place.shifted(index).error(message)
    }

    /// The character at `index`, for messages.
    pub fn show(&self, index: usize) -> String {
        match self.text.get(index) {
            Some(&byte) => format!("`{}`", byte as char),
            None => "the end".to_owned(),
        }
    }
}

/// Takes `url` apart; `place` is where its first character sits. For a genre that
/// `has_flags`, a field before the size that is not a number is the flag field, as
/// pzprjs decides.
pub fn split<'a>(
    url: &'a str,
    place: Place<'a>,
    has_flags: impl Fn(&str) -> bool,
) -> Result<Parts<'a>, ParseError> {
    if let Some(index) = url.find(|c: char| !c.is_ascii_graphic()) {
        let column = url[..index].chars().count();
        return Err(place
            .shifted(column)
            .error("a URL holds no spaces and only ASCII characters"));
    }
    let expected = || {
        place.error(format!(
            "expected a puzz.link URL such as {CANONICAL_PREFIX}sudoku/9/9/..."
        ))
    };
    let after_scheme = ["https://", "http://"]
        .iter()
        .find_map(|scheme| url.strip_prefix(scheme))
        .ok_or_else(expected)?;
    // Where a slice of `url` starts in it.
    let at = |part: &str| part.as_ptr() as usize - url.as_ptr() as usize;
    let host = HOSTS
        .iter()
        .find(|host| after_scheme.starts_with(*host))
        .ok_or_else(expected)?;
    let path = &after_scheme[host.len()..];
    let query = ["/p?", "/p.html?"]
        .iter()
        .find_map(|p| path.strip_prefix(p))
        .ok_or_else(|| {
            place
                .shifted(at(path))
                .error("expected `/p?` or `/p.html?` after the host")
        })?;
    let query = skip_parameters(query);
    let mut fields = Fields { rest: query };
    let genre_field = fields.next();
    let genre = genre_field
        .strip_suffix("_edit")
        .or_else(|| genre_field.strip_suffix("_play"))
        .unwrap_or(genre_field);
    if genre.is_empty() {
        return Err(place
            .shifted(at(genre_field))
            .error("the URL names no puzzle genre"));
    }
    let mut size_field = fields.next();
    if size_field.starts_with("v:") {
        size_field = fields.next();
    }
    let mut flags = &size_field[..0];
    let number = !size_field.is_empty() && size_field.bytes().all(|b| b.is_ascii_digit());
    if has_flags(genre) && !number {
        flags = size_field;
        size_field = fields.next();
    }
    let cols = side(size_field, "columns", place.shifted(at(size_field)))?;
    let rows_field = fields.next();
    let rows = side(rows_field, "rows", place.shifted(at(rows_field)))?;
    let rest = fields.rest;
    let text = rest.strip_suffix('/').unwrap_or(rest);
    Ok(Parts {
        genre,
        flags: Body {
            text: flags.as_bytes(),
            place: place.shifted(at(flags)),
        },
        cols,
        rows,
        body: Body {
            text: text.as_bytes(),
            place: place.shifted(at(rest)),
        },
    })
}

/// The query without leading `key=value&` parameters (`type=editor&`), as pzprjs skips
/// them.
fn skip_parameters(mut query: &str) -> &str {
    loop {
        let Some((parameter, rest)) = query.split_once('&') else {
            return query;
        };
        let word =
            |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        match parameter.split_once('=') {
            Some((key, value)) if word(key) && word(value) && !parameter.contains('/') => {
                query = rest
            }
            _ => return query,
        }
    }
}

/// The `/`-separated fields of the query, one at a time.
struct Fields<'a> {
    rest: &'a str,
}

impl<'a> Fields<'a> {
    /// The next field (empty at the end), leaving `rest` after its `/`.
    fn next(&mut self) -> &'a str {
        match self.rest.split_once('/') {
            Some((field, rest)) => {
                self.rest = rest;
                field
            }
            None => {
                let field = self.rest;
                self.rest = &self.rest[self.rest.len()..];
                field
            }
        }
    }
}

/// A number of columns or rows, 1..=[`MAX_SIDE`].
fn side(field: &str, what: &str, place: Place<'_>) -> Result<usize, ParseError> {
    let digits = !field.is_empty() && field.bytes().all(|b| b.is_ascii_digit());
    match field.parse::<usize>() {
        Ok(n) if digits && (1..=MAX_SIDE).contains(&n) => Ok(n),
        _ => Err(place.error(format!(
            "expected the number of {what} (1 to {MAX_SIDE}), found `{field}`"
        ))),
    }
}
