//! Shakashaka in puzz.link URLs (pzprjs's `decode4Cell`: a number 0..4 may carry one or
//! two white cells after it, letters are runs of white cells, `.` a black square without
//! a number) and pzprv3 files (answer triangles `2`..`5`, named by their right-angle
//! corner as pzprjs draws them: bottom-left, bottom-right, top-right, top-left).

use crate::interop::codec::{folded_blanks, read_cells, BodyWriter, RUNS_FROM_G};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::shakashaka::{Corner, Shade, Shakashaka, Square};
use crate::ParseError;

/// Shakashaka's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Shakashaka> =
    Genre::new("shakashaka", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Shakashaka, ParseError> {
    let body = &parts.body;
    // (what this character puts in the current cell, how many cells it covers)
    let squares = read_cells(body, parts.rows * parts.cols, Square::White, |i| {
        let byte = body.text[i];
        match byte {
            b'0'..=b'4' => Ok((Square::Number(byte - b'0'), 1, 1)),
            b'5'..=b'9' => Ok((Square::Number(byte - b'5'), 2, 1)),
            b'a'..=b'e' => Ok((Square::Number(byte - b'a'), 3, 1)),
            b'.' => Ok((Square::Black, 1, 1)),
            _ => Err(body.error(
                i,
                format!(
                    "unknown character {} (expected 0-9 or a-e for a number, `.` for a black square, g-z for white cells)",
                    body.show(i)
                ),
            )),
        }
    })?;
    Ok(Shakashaka::new(parts.rows, parts.cols, squares).expect("shape checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encode4Cell` writes it.
fn to_url(puzzle: &Shakashaka) -> Result<(usize, usize, String), Unsupported> {
    let squares = puzzle.squares();
    let mut body = BodyWriter::new(RUNS_FROM_G);
    let mut i = 0;
    while i < squares.len() {
        match squares[i] {
            Square::Number(n) => {
                let white = |k: usize| squares[k] == Square::White;
                let (base, skip) = folded_blanks(i, squares.len(), white);
                i += skip;
                body.push(&char::from(base + n).to_string());
            }
            Square::Black => body.push("."),
            Square::White => body.blank(),
        }
        i += 1;
    }
    Ok((puzzle.cols(), puzzle.rows(), body.finish()))
}

/// pzprv3's answer numbers for the triangles, by right-angle corner.
const TRIANGLES: [(Corner, &str); 4] = [
    (Corner::BottomLeft, "2"),
    (Corner::BottomRight, "3"),
    (Corner::TopRight, "4"),
    (Corner::TopLeft, "5"),
];

/// The puzzle and answer grid of a pzprv3 file's data after the genre line.
fn from_pzprv3(reader: &mut Reader) -> Result<(Shakashaka, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let mut squares = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "question")?.into_iter().flatten() {
        squares.push(match token.text {
            "." => Square::White,
            "5" => Square::Black,
            _ => Square::Number(token.value(0, 4).map_err(|_| {
                token.place.error(format!(
                    "expected `.` (white), 0-4 (a number) or `5` (black), found `{}`",
                    token.text
                ))
            })? as u8),
        });
    }
    let puzzle = Shakashaka::new(rows, cols, squares).expect("shape checked");
    let answer = reader.answer(rows, cols, |row, col, token| {
        let square = puzzle.square(row, col);
        if square.is_black() {
            return if token.is_empty_mark() {
                Ok(Some(Shade::Black(square).symbol().to_string()))
            } else {
                Err(token.place.error("a triangle on a black square"))
            };
        }
        if token.is_empty_mark() {
            return Ok(None);
        }
        let corner = TRIANGLES
            .iter()
            .find(|(_, t)| *t == token.text)
            .map(|(c, _)| *c);
        corner
            .map(|c| Some(Shade::Triangle(c).symbol().to_string()))
            .ok_or_else(|| {
                token.place.error(format!(
                    "expected a triangle 2-5, `.` or a mark `+ -`, found `{}`",
                    token.text
                ))
            })
    })?;
    // White squares the file leaves empty are white: a Shakashaka answer is complete.
    let answer = answer.map(|grid| {
        grid.into_iter()
            .map(|row| {
                row.into_iter()
                    .map(|c| Some(c.unwrap_or_else(|| ".".into())))
                    .collect()
            })
            .collect()
    });
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer grid.
fn to_pzprv3(puzzle: &Shakashaka, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("shakashaka", &[rows, cols]);
    out.grid(rows, cols, |row, col| match puzzle.square(row, col) {
        Square::White => ".".into(),
        Square::Black => "5".into(),
        Square::Number(n) => n.to_string(),
    });
    out.grid(rows, cols, |row, col| {
        let symbol = answer.map_or(".", |grid| grid[row][col].as_str());
        let triangle = TRIANGLES
            .iter()
            .find(|(c, _)| Shade::Triangle(*c).symbol().to_string() == symbol);
        triangle.map_or(".", |(_, t)| t).to_owned()
    });
    Ok(out.finish())
}
