//! Masyu in puzz.link URLs (pzprjs's genre `mashu`, its `decodeCircle`: each character a
//! base-27 digit, `0`-`9` then `a`-`q`, holding three cells as base-3 digits, the first
//! cell the most significant, 0 none, 1 white, 2 black) and pzprv3 files in the layout
//! pzprjs writes: the pearls (`.` none, `1` white, `2` black, `-` unknown colour), then
//! the loop: the rows x (cols - 1) links across and the (rows - 1) x cols links down, `1`
//! for a line and `0` or `-1` (a cross) for none. A URL holds no pearl of unknown colour
//! (pzprjs writes it as none): writing one is an error. pzprjs's variant where the loop
//! must pass every cell (`f`) is not Masyu here: an error.

use crate::interop::codec::{write_centre_links, filled, read_lines};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::lines::LinePuzzle;
use crate::masyu::{Masyu, MasyuAnswer, Pearl};
use crate::ParseError;

/// Masyu's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Masyu> =
    Genre::new("mashu", from_url, to_url, from_pzprv3, to_pzprv3)
    .aliases(&["masyu", "pearl"]);

/// The weights of the three cells of a URL character.
const TRIPLE: [u32; 3] = [9, 3, 1];

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Masyu, ParseError> {
    let body = &parts.body;
    let cells = parts.rows * parts.cols;
    let mut pearls = vec![None; cells];
    for (i, &byte) in body.text.iter().enumerate() {
        let digit = (byte as char)
            .to_digit(27)
            .filter(|_| !byte.is_ascii_uppercase())
            .ok_or_else(|| {
                body.error(
                    i,
                    format!(
                        "unknown character {} (expected 0-9 or a-q: three cells' pearls)",
                        body.show(i)
                    ),
                )
            })?;
        for (k, weight) in TRIPLE.into_iter().enumerate() {
            let cell = 3 * i + k;
            let pearl = Pearl::from_number((digit / weight % 3) as u8);
            match (pearl, cell < cells) {
                (_, true) => pearls[cell] = pearl,
                (Some(_), false) => return Err(body.error(i, "a pearl after the last cell")),
                (None, false) => {}
            }
        }
        if 3 * (i + 1) >= cells && i + 1 < body.text.len() {
            return Err(body.error(i + 1, "data after the last cell"));
        }
    }
    Ok(Masyu::new(parts.rows, parts.cols, pearls).expect("shape checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeCircle` writes it.
fn to_url(puzzle: &Masyu) -> Result<(usize, usize, String), Unsupported> {
    if puzzle.pearls().contains(&Some(Pearl::Unknown)) {
        return Err(Unsupported(
            "a pearl of unknown colour has no form in a Masyu URL (pzprjs's URLs hold only \
             white and black pearls): write the puzzle as a pzprv3 file instead"
                .into(),
        ));
    }
    let body = puzzle
        .pearls()
        .chunks(3)
        .map(|three| {
            let value: u32 = three
                .iter()
                .zip(TRIPLE)
                .map(|(pearl, weight)| weight * pearl.map_or(0, |p| u32::from(p.number())))
                .sum();
            char::from_digit(value, 27).expect("three base-3 digits")
        })
        .collect();
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no line is drawn.
fn from_pzprv3(reader: &mut Reader) -> Result<(Masyu, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    reader.refuse_variant("f", "the loop passes through every cell")?;
    let mut pearls = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "question")?.into_iter().flatten() {
        pearls.push(match token.text {
            "." => None,
            "1" => Some(Pearl::White),
            "2" => Some(Pearl::Black),
            "-" => Some(Pearl::Unknown),
            text => {
                return Err(token.place.error(format!(
                    "expected `.` (no pearl), `1` (white), `2` (black) or `-` (unknown colour), found `{text}`"
                )))
            }
        });
    }
    let puzzle = Masyu::new(rows, cols, pearls).expect("shape checked");
    let across = read_lines(reader, rows, cols - 1, "links across", "a link")?;
    let down = read_lines(reader, rows - 1, cols, "links down", "a link")?;
    // An empty answer section: only pzprjs's trailer may follow.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    if !across.iter().chain(&down).any(|&on| on) {
        return Ok((puzzle, None));
    }
    let drawing = MasyuAnswer::new(&puzzle, across, down).grid();
    Ok((puzzle, Some(filled(drawing))))
}

/// The pzprv3 file of a puzzle and, when given, its answer drawing.
fn to_pzprv3(puzzle: &Masyu, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("mashu", &[rows, cols]);
    out.grid(rows, cols, |row, col| match puzzle.pearl(row, col) {
        Some(Pearl::Unknown) => "-".to_owned(),
        Some(pearl) => pearl.number().to_string(),
        None => Masyu::clue_char(None).to_string(),
    });
    write_centre_links(&mut out, rows, cols, answer);
    Ok(out.finish())
}
