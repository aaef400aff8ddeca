//! Snake in puzz.link URLs (pzprjs's genre `snake`) and pzprv3 files.
//!
//! A URL holds the circles, then the counts. The circles come as pzprjs's
//! `encodeCircle` writes them: each character a base-27 digit, `0`-`9` then `a`-`q`,
//! three cells as base-3 digits, the first cell the most significant, 0 none, 1 white
//! (the body), 2 black (an end). The counts follow column by column, then row by row
//! (the [outside counts](crate::interop::line_counts)); the body may stop once they are
//! read. pzprjs places no unknown circle or count on this board.
//!
//! A pzprv3 file holds the board with its frame, rows + 1 lines of columns + 1 tokens:
//! the first line the corner and the column counts, each next line a row's count and its
//! cells. A cell is a number: its two low bits the circle (0, 1 white, 2 black), 4 added
//! when the cell is shaded and 8 when it is marked unshaded.

use super::{Circle, Snake};
use crate::interop::line_counts;
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::{plural, ParseError};

/// Snake's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Snake> = Genre::new("snake", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Snake, ParseError> {
    let (rows, cols) = (parts.rows, parts.cols);
    let body = &parts.body;
    let cells = rows * cols;
    let mut circles = vec![None; cells];
    let characters = cells.div_ceil(3).min(body.text.len());
    for (i, &byte) in body.text[..characters].iter().enumerate() {
        let digit = (byte as char).to_digit(27).filter(|_| !byte.is_ascii_uppercase());
        let Some(digit) = digit else {
            return Err(body.error(
                i,
                format!("unknown character {} (expected 0-9 or a-q: three cells' circles)", body.show(i)),
            ));
        };
        for (k, place) in (3 * i..3 * i + 3).enumerate() {
            let circle = Circle::from_number(digit / 3u32.pow(2 - k as u32) % 3);
            match circles.get_mut(place) {
                Some(cell) => *cell = circle,
                None if circle.is_some() => {
                    return Err(body.error(i, "a circle after the last cell"))
                }
                None => {}
            }
        }
    }
    let (counts, end) = line_counts::read(body, characters, rows + cols, "Snake")?;
    if end < body.text.len() {
        return Err(body.error(end, "data after the last count"));
    }
    if let Some(message) = too_large(&counts, rows, cols) {
        return Err(body.error(characters, message));
    }
    let (col_counts, row_counts) = counts.split_at(cols);
    let puzzle = Snake::new(circles, row_counts.to_vec(), col_counts.to_vec());
    Ok(puzzle.expect("the size was checked"))
}

/// What is wrong with the first of `counts` (the columns', then the rows') that exceeds
/// the cells of its line, which the native format could not hold.
fn too_large(counts: &[Option<u32>], rows: usize, cols: usize) -> Option<String> {
    let (k, n) = (counts.iter().enumerate())
        .find_map(|(k, n)| n.filter(|&n| n as usize > if k < cols { rows } else { cols }).map(|n| (k, n)))?;
    let (line, index, cells) = match k < cols {
        true => ("column", k + 1, rows),
        false => ("row", k - cols + 1, cols),
    };
    let cells = plural::count(cells, "cell");
    Some(format!("the count {n} of {line} {index} exceeds its {cells}"))
}

/// The URL's (columns, rows, body).
fn to_url(puzzle: &Snake) -> Result<(usize, usize, String), Unsupported> {
    let mut body: String = (puzzle.circles().chunks(3))
        .map(|three| {
            let value = (three.iter().chain([&None; 2]).take(3))
                .fold(0, |value, circle| 3 * value + circle.map_or(0, Circle::number));
            char::from_digit(value, 27).expect("three base-3 digits")
        })
        .collect();
    body.push_str(&line_counts::write(puzzle.col_counts().iter().chain(puzzle.row_counts())));
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Snake, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let board = reader.grid(rows + 1, cols + 1, "board")?;
    let col_counts: Vec<Option<u32>> =
        board[0][1..].iter().map(line_counts::from_frame).collect::<Result<_, _>>()?;
    let mut row_counts = Vec::with_capacity(rows);
    let (mut circles, mut shaded) = (Vec::new(), Vec::new());
    for line in &board[1..] {
        row_counts.push(line_counts::from_frame(&line[0])?);
        for token in &line[1..] {
            let value = match token.text {
                "." => 0,
                _ => token.value(0, 15)?,
            };
            let circle = Circle::from_number(value & 3);
            if circle.is_none() && value & 3 != 0 {
                return Err(token.place.error(format!(
                    "the circle {} is neither white (1) nor black (2)",
                    value & 3
                )));
            }
            circles.push(circle);
            shaded.push(value & 4 != 0);
        }
    }
    let counts: Vec<Option<u32>> = col_counts.iter().chain(&row_counts).copied().collect();
    if let Some(message) = too_large(&counts, rows, cols) {
        return Err(board[0][0].place.error(message));
    }
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    let puzzle = Snake::new(circles, row_counts, col_counts).expect("shape checked");
    let answer = shaded.contains(&true).then(|| {
        (shaded.chunks(cols))
            .map(|row| row.iter().map(|&s| Some(if s { "#" } else { "." }.to_owned())).collect())
            .collect()
    });
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells unmarked).
fn to_pzprv3(puzzle: &Snake, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("snake", &[rows, cols]);
    out.grid(rows + 1, cols + 1, |row, col| match (row, col) {
        (0, 0) => ".".to_owned(),
        (0, col) => line_counts::to_frame(puzzle.col_counts()[col - 1]),
        (row, 0) => line_counts::to_frame(puzzle.row_counts()[row - 1]),
        (row, col) => {
            let circle = puzzle.circles()[(row - 1) * cols + col - 1];
            let shaded = answer.is_some_and(|a| a[row - 1][col - 1] == "#");
            (circle.map_or(0, Circle::number) + if shaded { 4 } else { 0 }).to_string()
        }
    });
    Ok(out.finish())
}
