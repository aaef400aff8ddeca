//! Yajilin in puzz.link URLs (pzprjs's genre `yajilin`, alias `yajirin`) and pzprv3
//! files. Clues are pzprjs's arrows and numbers
//! ([`arrow_numbers`](crate::interop::arrow_numbers)). A URL's flag field may hold `b`
//! (the clue cells are drawn gray: a look, kept as [`Yajilin::gray`]); pzprjs's variant
//! `o` (shaded cells lie outside the loop), as a URL flag or a file's line after the
//! size, is not read here: an error. pzprv3 files are written under the genre name
//! `yajirin`, as pzprjs 0.10.1 writes them. A pzprv3 file then holds the answer: a grid of the
//! cells (`#` shaded, `+` or `.` not), the rows x (cols - 1) links across and the
//! (rows - 1) x cols links down, `1` for a line and `0` or `-1` (a cross) for none.

use super::Yajilin;
use crate::interop::arrow_numbers::{read_board, read_url, write_token, write_url};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::shaded_loop::pzprv3::{read_answer, write_answer};
use crate::ParseError;

/// Yajilin's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Yajilin> = Genre::new("yajilin", from_url, to_url, from_pzprv3, to_pzprv3)
    .aliases(&["yajirin"])
    .url_flags(flags);

/// The genre line of the pzprv3 files written: pzprjs 0.10.1's name (today's pzprjs
/// writes `yajilin` and reads both).
const PZPRV3_NAME: &str = "yajirin";

/// pzprjs's flag of gray clue cells.
const GRAY: &str = "b";

/// What pzprjs's variant `o` asks.
const OUTSIDE: &str = "shaded cells lie outside the loop";

/// The puzzle's URL flags.
fn flags(puzzle: &Yajilin) -> &'static str {
    if puzzle.gray() {
        GRAY
    } else {
        ""
    }
}

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Yajilin, ParseError> {
    let flags = &parts.flags;
    for (i, &flag) in flags.text.iter().enumerate() {
        match flag {
            b'b' => {}
            b'o' => return Err(flags.error(i, format!("pzprjs's variant `o` ({OUTSIDE}) is not read here"))),
            _ => return Err(flags.error(i, format!("unknown flag {} (expected `b`, gray clue cells)", flags.show(i)))),
        }
    }
    let clues = read_url(&parts.body, parts.rows * parts.cols)?;
    let puzzle = Yajilin::new(parts.rows, parts.cols, clues).expect("a URL cell's number is at most MAX_NUMBER");
    Ok(puzzle.with_gray(flags.text.contains(&b'b')))
}

/// The URL's (columns, rows, body).
fn to_url(puzzle: &Yajilin) -> Result<(usize, usize, String), Unsupported> {
    let body = write_url(puzzle.clues()).expect("numbers are at most MAX_NUMBER");
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no line is drawn and no cell shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Yajilin, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    reader.refuse_variant("o", OUTSIDE)?;
    let board = read_board(reader, rows, cols)?;
    let puzzle = Yajilin::new(rows, cols, board.clues().to_vec()).expect("shape and numbers checked");
    let answer = read_answer(reader, &puzzle)?;
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer drawing.
fn to_pzprv3(puzzle: &Yajilin, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new(PZPRV3_NAME, &[rows, cols]);
    out.grid(rows, cols, |row, col| write_token(puzzle.clue(row, col)));
    write_answer(&mut out, rows, cols, answer);
    Ok(out.finish())
}

#[cfg(test)]
mod tests {
    use crate::interop::{parse_url, to_url};
    use crate::Puzzle;

    #[test]
    fn gray_clue_cells_keep_their_flag_and_outside_is_refused() {
        let url = "https://puzz.link/p?yajilin/b/3/2/40e";
        let puzzle = parse_url("u", 1, url).unwrap();
        let Puzzle::Yajilin(yajilin) = &puzzle else { panic!("not a Yajilin") };
        assert!(yajilin.gray());
        assert_eq!(to_url(&puzzle).unwrap(), url);
        let error = parse_url("u", 1, "https://puzz.link/p?yajirin/o/3/2/40e").unwrap_err();
        assert!(error.to_string().contains("variant `o`"), "{error}");
    }
}
