//! Easy as ABC in puzz.link URLs (pzprjs's genre `easyasabc`: the letter count and a
//! `/`, the letters outside the grid in pzprjs's number format, 1 for `A`, top, bottom,
//! left and right, then the givens the same way when there are any, `.` the unknown
//! mark) and pzprv3 files (the letter count on a line after the size, then the grid with
//! its frame: outside letters as numbers, givens as `q` and their number, `q-2` the
//! unknown mark, and the answer's letters as numbers, `+` `-` `.` for the rest).

use super::{letter_text, letter_value, EasyAsAbc, Framed, Side, MAX_LETTERS, UNKNOWN};
use crate::interop::codec::{read_number, read_numbers, write_numbers, Number, RUNS_FROM_G};
use crate::interop::pzprv3::{Grid, Reader, Token, Writer};
use crate::interop::url::{Body, Parts};
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Easy as ABC's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<EasyAsAbc> =
    Genre::new("easyasabc", from_url, to_url, from_pzprv3, to_pzprv3);

fn from_url(parts: &Parts) -> Result<EasyAsAbc, ParseError> {
    let (rows, cols) = (parts.rows, parts.cols);
    let body = &parts.body;
    let end = (body.text.iter().position(|&b| b == b'/')).unwrap_or(body.text.len());
    let letters = (std::str::from_utf8(&body.text[..end]).ok())
        .filter(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|k| k.parse::<u32>().ok())
        .filter(|k| (1..=MAX_LETTERS).contains(k))
        .ok_or_else(|| {
            body.error(0, format!("expected the letter count (1 to {MAX_LETTERS}) and a `/`"))
        })?;
    let rest = Body {
        text: body.text.get(end + 1..).unwrap_or(&[]),
        place: body.place.shifted(end + 1),
    };
    let (outside, used) = read_outside(&rest, 2 * (rows + cols), letters)?;
    let cells = Body {
        text: &rest.text[used..],
        place: rest.place.shifted(used),
    };
    let givens = read_numbers(&cells, rows * cols, letters)?;
    let mut sides = outside.into_iter();
    let mut side = |n: usize| sides.by_ref().take(n).collect::<Vec<_>>();
    let outside = [side(cols), side(cols), side(rows), side(rows)];
    Ok(EasyAsAbc::new(rows, cols, letters, outside, givens))
}

/// The `count` letters outside the grid at the start of `body` (`decodeNumber16ExCell`,
/// which stops after the last of them) and how many characters they take.
fn read_outside(body: &Body, count: usize, letters: u32) -> Result<(Vec<Option<u32>>, usize), ParseError> {
    let mut out = vec![None; count];
    let (mut done, mut i) = (0, 0);
    while done < count && i < body.text.len() {
        if let Some(run) = RUNS_FROM_G.read(body, i, done, count, "letter outside the grid")? {
            done += run;
            i += 1;
            continue;
        }
        match read_number(body, i)? {
            Some((Number::Known(n), width)) if (1..=letters).contains(&n) => {
                out[done] = Some(n);
                done += 1;
                i += width;
            }
            _ => {
                let message = format!(
                    "expected a letter outside the grid (1 to {letters}) or g-z, found {}",
                    body.show(i)
                );
                return Err(body.error(i, message));
            }
        }
    }
    Ok((out, i))
}

fn to_url(puzzle: &EasyAsAbc) -> Result<(usize, usize, String), Unsupported> {
    let outside: Vec<Option<u32>> = Side::ALL.iter().flat_map(|&s| puzzle.side(s).to_vec()).collect();
    let mut body = format!("{}/{}", puzzle.letters(), write_numbers(&outside));
    if puzzle.givens().iter().any(Option::is_some) {
        body += &write_numbers(puzzle.givens());
    }
    Ok((puzzle.cols(), puzzle.rows(), body))
}

fn from_pzprv3(reader: &mut Reader) -> Result<(EasyAsAbc, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let (letters, place) = reader.number("the letter count")?;
    if letters > MAX_LETTERS as usize {
        return Err(place.error(format!("the letter count {letters} is above {MAX_LETTERS}")));
    }
    let letters = letters as u32;
    let mut puzzle = EasyAsAbc::new(
        rows,
        cols,
        letters,
        [vec![None; cols], vec![None; cols], vec![None; rows], vec![None; rows]],
        vec![None; rows * cols],
    );
    let mut answer = vec![vec![None; cols]; rows];
    let mut filled = false;
    reader.allow_sub_numbers();
    reader.answer(rows + 2, cols + 2, |r, c, token| {
        let place = Framed::of(r, c, rows, cols);
        match place {
            Framed::Corner if token.text == "." => {}
            Framed::Corner => {
                let message = format!("expected `.` in a corner, found `{}`", token.text);
                return Err(token.place.error(message));
            }
            Framed::Outside(..) => {
                let letter = token.clue()?.map(|_| token.value(1, letters)).transpose()?;
                puzzle = puzzle.with_at(place, letter);
            }
            Framed::Cell(row, col) => {
                let (given, cell) = match token.text.strip_prefix('q') {
                    Some("-2") => (Some(UNKNOWN), Some(UNKNOWN)),
                    Some(given) => {
                        let given = Token { text: given, ..*token }.value(1, letters)?;
                        (Some(given), Some(given))
                    }
                    None if token.is_empty_mark() => (None, None),
                    None => {
                        filled = true;
                        (None, Some(token.value(1, letters)?))
                    }
                };
                puzzle = puzzle.with_at(place, given);
                answer[row][col] = Some(cell.map_or(".".to_owned(), letter_text));
            }
        }
        Ok(None)
    })?;
    Ok((puzzle, filled.then_some(answer)))
}

fn to_pzprv3(puzzle: &EasyAsAbc, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("easyasabc", &[rows, cols, puzzle.letters() as usize]);
    out.grid(rows + 2, cols + 2, |r, c| {
        let place = Framed::of(r, c, rows, cols);
        match (place, puzzle.at(place), answer) {
            (Framed::Cell(..), Some(UNKNOWN), _) => "q-2".to_owned(),
            (Framed::Cell(..), Some(given), _) => format!("q{given}"),
            (Framed::Cell(row, col), None, Some(grid)) => {
                letter_value(&grid[row][col]).map_or("-".to_owned(), |n| n.to_string())
            }
            (_, letter, _) => letter.map_or(".".to_owned(), |n| n.to_string()),
        }
    });
    Ok(out.finish())
}
