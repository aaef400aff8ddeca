//! Koburin in puzz.link URLs (pzprjs's genre `koburin`) and pzprv3 files. A URL's body
//! is pzprjs's `decode4Cell` ([`small_number`](crate::small_number): `.` the unknown
//! number); its flag field may hold `m` (pzprjs's Minesweeper variant: a number counts
//! the eight cells around it) and `b` (the number cells are drawn gray: a look, kept as
//! [`Koburin::gray`]). A pzprv3 file says these on a line each after the size (`m`,
//! then `b`), then holds the numbers (`-` unknown, `.` none) and the answer of the
//! [shaded-loop kit](crate::shaded_loop). pzprjs's variant `o` (shaded cells lie outside
//! the loop), as a URL flag or a file's line, is not read here: an error.

use super::{Around, Koburin, MAX_NUMBER};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::shaded_loop::pzprv3::{read_answer, write_answer};
use crate::small_number::{self, Number};
use crate::ParseError;

/// Koburin's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Koburin> =
    Genre::new("koburin", from_url, to_url, from_pzprv3, to_pzprv3).url_flags(flags);

/// pzprjs's flag of the Minesweeper variant.
const MINESWEEPER: &str = "m";

/// pzprjs's flag of gray number cells.
const GRAY: &str = "b";

/// What pzprjs's variant `o` asks.
const OUTSIDE: &str = "shaded cells lie outside the loop";

/// The puzzle's URL flags, in pzprjs's order.
fn flags(puzzle: &Koburin) -> &'static str {
    match (puzzle.around(), puzzle.gray()) {
        (Around::Sides, false) => "",
        (Around::Sides, true) => GRAY,
        (Around::Minesweeper, false) => MINESWEEPER,
        (Around::Minesweeper, true) => "mb",
    }
}

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Koburin, ParseError> {
    let flags = &parts.flags;
    for (i, &flag) in flags.text.iter().enumerate() {
        match flag {
            b'm' | b'b' => {}
            b'o' => return Err(flags.error(i, format!("pzprjs's variant `o` ({OUTSIDE}) is not read here"))),
            _ => {
                let expected = "`m`, numbers counting the eight cells around, or `b`, gray number cells";
                return Err(flags.error(i, format!("unknown flag {} (expected {expected})", flags.show(i))));
            }
        }
    }
    let clues = small_number::read_url(&parts.body, parts.rows * parts.cols, MAX_NUMBER, "cell")?;
    let puzzle = Koburin::new(parts.rows, parts.cols, clues).expect("a URL's numbers are at most 4");
    let around = if flags.text.contains(&b'm') { Around::Minesweeper } else { Around::Sides };
    Ok(puzzle.with_around(around).with_gray(flags.text.contains(&b'b')))
}

/// The URL's (columns, rows, body).
fn to_url(puzzle: &Koburin) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), small_number::write_url(&puzzle.clues())))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no line is drawn and no cell shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Koburin, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    reader.refuse_variant("o", OUTSIDE)?;
    let around = if reader.variant(MINESWEEPER) { Around::Minesweeper } else { Around::Sides };
    let gray = reader.variant(GRAY);
    let mut clues = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "numbers")?.into_iter().flatten() {
        let mut chars = token.text.chars();
        let number = match (chars.next(), chars.next()) {
            (Some('-'), None) => Some(Some(Number::Unknown)),
            (Some(ch), None) if ch != '?' => Number::read(ch, MAX_NUMBER),
            _ => None,
        };
        let expected = "`.` (no number), `-` (an unknown number) or a number 0-4";
        clues.push(number.ok_or_else(|| token.place.error(format!("expected {expected}, found `{}`", token.text)))?);
    }
    let puzzle = Koburin::new(rows, cols, clues).expect("shape and numbers checked");
    let puzzle = puzzle.with_around(around).with_gray(gray);
    let answer = read_answer(reader, &puzzle)?;
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer drawing.
fn to_pzprv3(puzzle: &Koburin, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("koburin", &[rows, cols]);
    if puzzle.around() == Around::Minesweeper {
        out.line(MINESWEEPER);
    }
    if puzzle.gray() {
        out.line(GRAY);
    }
    out.grid(rows, cols, |row, col| match puzzle.clue(row, col) {
        Some(Number::Unknown) => "-".to_owned(),
        clue => Number::text(clue).to_string(),
    });
    write_answer(&mut out, rows, cols, answer);
    Ok(out.finish())
}
