//! Battleship in puzz.link URLs (pzprjs's genre `battleship`) and pzprv3 files.
//!
//! A URL holds the counts, the givens and the fleet. The counts come column by column,
//! then row by row, in pzprjs's number format with runs of lines without a count as
//! `g`..`z`; the givens follow in the same format (`0` water, `1`..`a` the segments in
//! the order of [`Segment`], `.` some ship part); the body may stop early. After a `/`,
//! the fleet: `/c`, `/d`, `/e`, `/t`, `/p` or `/z` (no ship) for one of pzprjs's preset fleets, or the
//! number of ships and each ship as pzprjs's piece (`31s`: width and height in base 36,
//! then the cells row by row as bits, five to a base-32 digit, trailing zeros dropped;
//! or `3:111`, the width and the bits).
//!
//! A pzprv3 file holds, after the size, the fleet (a preset's letter on one line, or the
//! number of ships and a line per ship), then the board with its frame, rows + 1 lines
//! of columns + 1 tokens (the corner and the column counts; each row's count and its
//! givens: a number, `-` some ship part, `.`; any may carry pzprjs's `c`, crossed out),
//! then the answer (`#` a ship cell) and a line of the fleet's crossed-out marks.

use super::fleet::{extent, ship_of};
use super::{Battleship, Fleet, Given, Segment};
use crate::interop::codec::{read_cells, read_number, write_number, BodyWriter, Number, RUNS_FROM_G};
use crate::interop::line_counts;
use crate::interop::pzprv3::{Grid, Reader, Token, Writer};
use crate::interop::url::{Body, Parts};
use crate::interop::{Genre, Unsupported};
use crate::polyomino::Polyomino;
use crate::ParseError;

/// Battleship's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Battleship> =
    Genre::new("battleship", from_url, to_url, from_pzprv3, to_pzprv3);

/// pzprjs's preset fleets: their letter and their pieces.
const PRESETS: [(&str, &[&str]); 6] = [
    ("c", &["11g", "11g", "11g", "21o", "21o", "31s"]),
    ("d", &["11g", "11g", "11g", "11g", "21o", "21o", "21o", "31s", "31s", "41u"]),
    (
        "e",
        &[
            "11g", "11g", "11g", "11g", "11g", "21o", "21o", "21o", "21o", "31s", "31s", "31s",
            "41u", "41u", "51v",
        ],
    ),
    ("t", &["14u", "23bg", "22u", "23f", "23eg"]),
    (
        "p",
        &[
            "337k", "15v", "24as", "24bo", "23fg", "337i", "23rg", "334u", "335s", "33bk", "24bk",
            "337o",
        ],
    ),
    ("z", &[]),
];

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Battleship, ParseError> {
    let (rows, cols) = (parts.rows, parts.cols);
    let text = parts.body.text;
    let split = text.iter().position(|&b| b == b'/').ok_or_else(|| {
        parts.body.error(text.len(), "expected `/` and the fleet after the grid")
    })?;
    let board = Body {
        text: &text[..split],
        place: parts.body.place,
    };
    let (counts, next) = line_counts::read(&board, 0, rows + cols, "Battleship")?;
    let rest = Body {
        text: &board.text[next..],
        place: board.place.shifted(next),
    };
    let givens = read_cells(&rest, rows * cols, None, |i| read_given(&rest, i))?;
    let fleet = read_url_fleet(&Body {
        text: &text[split + 1..],
        place: parts.body.place.shifted(split + 1),
    })?;
    let (col_counts, row_counts) = counts.split_at(cols);
    let puzzle = Battleship::new(fleet, givens, row_counts.to_vec(), col_counts.to_vec());
    Ok(puzzle.expect("the size was checked"))
}

/// The given at `i` of the body of givens: (the given, one cell, its width).
fn read_given(body: &Body, i: usize) -> Result<(Option<Given>, usize, usize), ParseError> {
    match read_number(body, i)? {
        Some((Number::Unknown, width)) => Ok((Some(Given::Ship), 1, width)),
        Some((Number::Known(n), width)) => match given_of_code(n) {
            Some(given) => Ok((Some(given), 1, width)),
            None => Err(body.error(i, format!("the clue {n} is no segment (0 to 10)"))),
        },
        None => Err(body.error(
            i,
            format!(
                "unknown character {} (expected a number in pzprjs's format, g-z for cells without one)",
                body.show(i)
            ),
        )),
    }
}

/// The given of pzprjs's clue number: 0 water, 1..10 a segment.
fn given_of_code(code: u32) -> Option<Given> {
    match code {
        0 => Some(Given::Water),
        _ => Segment::from_code(code).map(Given::Segment),
    }
}

/// The fleet after the grid: a preset's letter after `/`, or the count and the pieces.
fn read_url_fleet(body: &Body) -> Result<Fleet, ParseError> {
    let text = std::str::from_utf8(body.text).expect("URLs are ASCII");
    if let Some(letter) = text.strip_prefix('/') {
        return preset(letter).ok_or_else(|| {
            body.error(1, format!("unknown fleet `{letter}` (pzprjs's presets: c, d, e, t, p, z)"))
        });
    }
    let mut fields = text.split('/');
    let count_field = fields.next().unwrap_or("");
    let count: usize = count_field
        .parse()
        .map_err(|_| body.error(0, format!("expected the number of ships, found `{count_field}`")))?;
    let mut at = count_field.len() + 1;
    let mut ships = Vec::with_capacity(count.min(256));
    for _ in 0..count {
        let field = fields
            .next()
            .ok_or_else(|| body.error(text.len(), format!("the fleet has fewer than {count} ships")))?;
        ships.push(read_piece(field).ok_or_else(|| body.error(at, bad_piece(field)))?);
        at += field.len() + 1;
    }
    if at < text.len() {
        return Err(body.error(at, "data after the last ship"));
    }
    Ok(Fleet::new(ships))
}

/// The message for a piece that is no ship.
fn bad_piece(field: &str) -> String {
    format!("bad ship `{field}`: expected pzprjs's piece of cells joined by their sides, filling its box")
}

/// A preset fleet by its letter.
fn preset(letter: &str) -> Option<Fleet> {
    let (_, pieces) = PRESETS.iter().find(|(key, _)| *key == letter)?;
    let ships = pieces.iter().map(|p| read_piece(p).expect("a preset piece"));
    Some(Fleet::new(ships.collect()))
}

/// A ship of pzprjs's piece text: `wh` and base-32 digits of bits, or `w:bits`.
fn read_piece(text: &str) -> Option<Polyomino> {
    let (width, height, bits) = match text.split_once(':') {
        Some((w, bits)) => {
            let width: usize = w.parse().ok().filter(|&w| w > 0)?;
            let bits: Vec<bool> = bits.chars().map(|c| c == '1').collect();
            (bits.len().is_multiple_of(width) && !bits.is_empty()).then_some(())?;
            (width, bits.len() / width, bits)
        }
        None => {
            let mut chars = text.chars();
            let width = chars.next()?.to_digit(36)? as usize;
            let height = chars.next()?.to_digit(36)? as usize;
            let mut bits = Vec::new();
            for c in chars {
                let digit = c.to_digit(32)?;
                bits.extend((0..5).rev().map(|k| digit >> k & 1 == 1));
            }
            bits.resize(width * height, false);
            (width, height, bits)
        }
    };
    (text.chars().all(|c| c.is_ascii_alphanumeric() || c == ':')).then_some(())?;
    ship_of(height, width, &bits)
}

/// A ship as pzprjs's piece text.
fn write_piece(ship: &Polyomino) -> String {
    let (height, width) = extent(ship);
    let digit = |n: usize| char::from_digit(n as u32, 36).expect("a side of at most 35");
    let bits: Vec<bool> = (0..height * width)
        .map(|i| ship.cells().contains(&(i / width, i % width)))
        .collect();
    let mut out: String = [digit(width), digit(height)].into_iter().collect();
    for chunk in bits.chunks(5) {
        let value = (0..5).fold(0, |v, k| v * 2 + u32::from(chunk.get(k) == Some(&true)));
        out.push(char::from_digit(value, 32).expect("five bits"));
    }
    while out.len() > 2 && out.ends_with('0') {
        out.pop();
    }
    out
}

/// The pieces of a fleet, and the preset's letter when it is one.
fn written_fleet(fleet: &Fleet) -> (Vec<String>, Option<&'static str>) {
    let pieces: Vec<String> = fleet.ships().iter().map(write_piece).collect();
    let letter = (PRESETS.iter())
        .find(|(_, preset)| preset.iter().eq(pieces.iter()))
        .map(|(letter, _)| *letter);
    (pieces, letter)
}

/// The URL's (columns, rows, body).
fn to_url(puzzle: &Battleship) -> Result<(usize, usize, String), Unsupported> {
    let mut body = line_counts::write(puzzle.col_counts().iter().chain(puzzle.row_counts()));
    let mut givens = BodyWriter::new(RUNS_FROM_G);
    for given in puzzle.givens() {
        match given {
            None => givens.blank(),
            Some(Given::Ship) => givens.push("."),
            Some(given) => givens.push(&write_number(code(*given))),
        }
    }
    body.push_str(&givens.finish());
    body.push('/');
    match written_fleet(puzzle.fleet()) {
        (_, Some(letter)) => body.push_str(&format!("/{letter}")),
        (pieces, None) => {
            body.push_str(&pieces.len().to_string());
            pieces.iter().for_each(|p| body.push_str(&format!("/{p}")));
        }
    }
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// pzprjs's clue number of a given that is water or a segment.
fn code(given: Given) -> u32 {
    match given {
        Given::Segment(segment) => segment.code(),
        Given::Water | Given::Ship => 0,
    }
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when the file marks no ship cell.
fn from_pzprv3(reader: &mut Reader) -> Result<(Battleship, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let fleet = read_file_fleet(reader)?;
    let board = reader.grid(rows + 1, cols + 1, "board")?;
    let col_counts = board[0][1..].iter().map(line_counts::from_frame).collect::<Result<_, _>>()?;
    let mut row_counts = Vec::with_capacity(rows);
    let mut givens = Vec::with_capacity(rows * cols);
    for line in &board[1..] {
        row_counts.push(line_counts::from_frame(&line[0])?);
        for token in &line[1..] {
            givens.push(file_given(token)?);
        }
    }
    let marked = reader.grid(rows, cols, "answer")?;
    if !fleet.ships().is_empty() {
        reader.line("the fleet's marks")?;
    }
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    let puzzle = Battleship::new(fleet, givens, row_counts, col_counts).expect("shape checked");
    let marked: Vec<bool> = marked.iter().flatten().map(|t| t.text == "#").collect();
    if !marked.contains(&true) {
        return Ok((puzzle, None));
    }
    let ships: Vec<bool> = (marked.iter().zip(puzzle.givens()))
        .map(|(&marked, given)| marked || given.is_some_and(Given::is_ship))
        .collect();
    let drawn = Segment::drawn(puzzle.shape(), &ships);
    let symbol = |s: &Option<Segment>| Some(s.map_or('.', Segment::symbol).to_string());
    let answer = drawn.chunks(cols).map(|row| row.iter().map(symbol).collect()).collect();
    Ok((puzzle, Some(answer)))
}

/// The fleet of a pzprv3 file: a preset's letter, or the count and a line per piece.
fn read_file_fleet(reader: &mut Reader) -> Result<Fleet, ParseError> {
    let head = reader.line("the fleet")?;
    let text = head.text.trim();
    let Ok(count) = text.parse::<usize>() else {
        return preset(text).ok_or_else(|| {
            head.place.error(format!("unknown fleet `{text}` (pzprjs's presets: c, d, e, t, p, z, or a number of ships)"))
        });
    };
    let mut ships = Vec::with_capacity(count.min(256));
    for _ in 0..count {
        let line = reader.line("a ship of the fleet")?;
        let piece = line.text.trim();
        ships.push(read_piece(piece).ok_or_else(|| line.place.error(bad_piece(piece)))?);
    }
    Ok(Fleet::new(ships))
}

/// A given of the pzprv3 board: a clue number, `-` some ship part or `.`, any crossed
/// out with `c`.
fn file_given(token: &Token) -> Result<Option<Given>, ParseError> {
    let text = token.text.strip_prefix('c').unwrap_or(token.text);
    let given = match text {
        "." => return Ok(None),
        "-" => Some(Given::Ship),
        _ => text.parse::<u32>().ok().and_then(given_of_code),
    };
    given.map(Some).ok_or_else(|| {
        token.place.error(format!(
            "expected a clue 0 to 10, `-` (a ship part) or `.`, found `{}`",
            token.text
        ))
    })
}

/// The pzprv3 file of a puzzle and, when given, its answer.
fn to_pzprv3(puzzle: &Battleship, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("battleship", &[rows, cols]);
    match written_fleet(puzzle.fleet()) {
        (_, Some(letter)) => out.line(letter),
        (pieces, None) => {
            out.line(&pieces.len().to_string());
            pieces.iter().for_each(|p| out.line(p));
        }
    }
    out.grid(rows + 1, cols + 1, |row, col| match (row, col) {
        (0, 0) => ".".to_owned(),
        (0, col) => line_counts::to_frame(puzzle.col_counts()[col - 1]),
        (row, 0) => line_counts::to_frame(puzzle.row_counts()[row - 1]),
        (row, col) => match puzzle.givens()[(row - 1) * cols + col - 1] {
            None => ".".to_owned(),
            Some(Given::Ship) => "-".to_owned(),
            Some(given) => code(given).to_string(),
        },
    });
    out.grid(rows, cols, |row, col| {
        let given = puzzle.givens()[row * cols + col];
        match answer.map(|a| a[row][col].as_str()) {
            Some(symbol) if symbol != "." && given.is_none() => "#".to_owned(),
            _ => ".".to_owned(),
        }
    });
    let marks: String = puzzle.fleet().ships().iter().map(|_| "0 ").collect();
    out.line(&marks);
    Ok(out.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pieces_read_and_write_back() {
        for (letter, pieces) in PRESETS {
            let fleet = preset(letter).unwrap();
            assert_eq!(written_fleet(&fleet), (pieces.iter().map(|p| p.to_string()).collect(), Some(letter)));
        }
        assert_eq!(read_piece("3:111"), Some(Polyomino::rectangle(1, 3)));
        assert_eq!(read_piece("22g"), None);
        assert_eq!(read_piece("2"), None);
    }
}
