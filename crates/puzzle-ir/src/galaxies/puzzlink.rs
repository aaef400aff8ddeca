//! Galaxies in puzz.link URLs (pzprjs's genre `tentaisho`) and pzprv3 files.
//!
//! Both number the dots' positions row by row over the doubled grid (see the module
//! [`galaxies`](super)). A URL holds the dots as pzprjs's `encodeDot` writes them: a hex
//! digit `v` is a dot, white when `v` is even and black when odd, and the next position
//! read is `v / 2 + 1` further on; a letter `g`..`z` skips 1..20 positions. pzprjs today
//! follows the dots with a bitmap of empty cells (cells outside the board) when the
//! board has some; the bitmap of none (all `0`) is read, and empty cells are refused.
//!
//! pzprv3 files hold the dots, one line of characters per row of the doubled grid (`1`
//! white, `2` black, `.` none; `X`, an empty cell, is refused), then the answer's
//! borders (the rows x (cols - 1) down, then the (rows - 1) x cols across; `1` or `2` a
//! border, `0` or `-1` none), then a grid of cell colours, which the solver paints and
//! the rules ignore.

use super::{Dot, Galaxies, GalaxiesAnswer};
use crate::border_drawing::pzprv3::{self as borders, Wording};
use crate::border_drawing::Borders;
use crate::interop::codec::filled;
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::{KindAnswer, ParseError};

/// Galaxies' puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Galaxies> = Genre::new("tentaisho", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Galaxies, ParseError> {
    let body = &parts.body;
    let (rows, cols) = (parts.rows, parts.cols);
    let positions = (2 * rows - 1) * (2 * cols - 1);
    let mut dots = vec![None; positions];
    let (mut at, mut i) = (0, 0);
    while at < positions && i < body.text.len() {
        let ch = char::from(body.text[i]);
        match ch.to_digit(36) {
            Some(v @ 0..=15) => {
                dots[at] = Some(if v % 2 == 0 { Dot::White } else { Dot::Black });
                at += v as usize / 2 + 1;
            }
            Some(v) => at += v as usize - 15,
            None => {
                let message = format!("unknown character {} (expected 0-9 or a-f for a dot, g-z to skip)", body.show(i));
                return Err(body.error(i, message));
            }
        }
        i += 1;
    }
    let empty = &body.text[i..];
    let bitmap = (rows * cols).div_ceil(5);
    if !empty.is_empty() && (empty.len() != bitmap || empty.iter().any(|&b| b != b'0')) {
        let message = "data after the dots that is no bitmap of empty cells, or empty cells (not supported)";
        return Err(body.error(i, message));
    }
    Ok(Galaxies::new(rows, cols, dots).expect("shape checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeDot` writes it.
fn to_url(puzzle: &Galaxies) -> Result<(usize, usize, String), Unsupported> {
    let dots = puzzle.all_dots();
    let mut body = String::new();
    let mut blanks = 0;
    let mut at = 0;
    let flush = |body: &mut String, blanks: &mut u32| {
        if *blanks > 0 {
            body.push(char::from_digit(*blanks + 15, 36).expect("a letter"));
            *blanks = 0;
        }
    };
    while at < dots.len() {
        match dots[at] {
            Some(dot) => {
                flush(&mut body, &mut blanks);
                let gap = (1..8).find(|&i| dots.get(at + i).is_some_and(Option::is_some)).unwrap_or(8);
                let colour = dot.number() - 1;
                body.push(char::from_digit(2 * (gap as u32 - 1) + colour, 16).expect("a hex digit"));
                at += gap;
            }
            None => {
                blanks += 1;
                if blanks == 20 {
                    flush(&mut body, &mut blanks);
                }
                at += 1;
            }
        }
    }
    flush(&mut body, &mut blanks);
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The puzzle and the answer drawing of a pzprv3 file's data after the genre line; no
/// answer when no border is drawn.
fn from_pzprv3(reader: &mut Reader) -> Result<(Galaxies, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let (height, width) = super::doubled(rows, cols);
    let mut dots = Vec::with_capacity(height * width);
    let lines = if reader.is_bare() { 0 } else { height };
    dots.resize((height - lines) * width, None);
    for y in 0..lines {
        let line = reader.line(&format!("row {} of the dots", y + 1))?;
        let text = line.text.trim_end();
        if text.chars().count() != width {
            let message = format!("row {} of the dots has {} characters, expected {width}", y + 1, text.chars().count());
            return Err(line.place.error(message));
        }
        for (x, ch) in text.chars().enumerate() {
            dots.push(match ch {
                '.' => None,
                '1' => Some(Dot::White),
                '2' => Some(Dot::Black),
                _ => {
                    let message = format!("expected `.`, `1` (a white dot) or `2` (a black dot), found `{ch}` (empty cells are not supported)");
                    return Err(line.place.shifted(x).error(message));
                }
            });
        }
    }
    let puzzle = Galaxies::new(rows, cols, dots).expect("shape checked");
    let drawn = borders::read_worded(reader, rows, cols, &WORDING)?;
    for token in reader.line_grid(rows, cols, "cell colours")?.iter().flatten() {
        if !matches!(token.text, "0" | "1" | "2" | "3") {
            let message = format!("expected a cell colour 0-3, found `{}`", token.text);
            return Err(token.place.error(message));
        }
    }
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    if drawn == Borders::none(rows, cols) {
        return Ok((puzzle, None));
    }
    let drawing = GalaxiesAnswer::of_borders(&puzzle, &drawn).grid();
    Ok((puzzle, Some(filled(drawing))))
}

/// What the messages call the borders of a pzprv3 file's answer.
const WORDING: Wording = Wording {
    right: "borders down",
    below: "borders across",
    tokens: "a border `1` or `2`, or none `0` or `-1`",
};

/// The pzprv3 file of a puzzle and, when given, its answer drawing.
fn to_pzprv3(puzzle: &Galaxies, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let (height, width) = puzzle.doubled();
    let mut out = Writer::new("tentaisho", &[rows, cols]);
    for y in 0..height {
        let line: String = (0..width)
            .map(|x| puzzle.dot(y, x).map_or('.', |dot| char::from_digit(dot.number(), 10).expect("1 or 2")))
            .collect();
        out.line(&line);
    }
    borders::write(&mut out, rows, cols, answer);
    out.grid(rows, cols, |_, _| "0".to_owned());
    Ok(out.finish())
}
