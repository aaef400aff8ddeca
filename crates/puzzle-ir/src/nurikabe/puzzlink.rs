//! Nurikabe in puzz.link URLs (pzprjs's genre `nurikabe`, its `decodeNumber16`) and
//! pzprv3 files.
//!
//! URLs hold the numbers row by row: 1..15 as one hex digit, 16..255 as `-` and two hex
//! digits, `g`..`z` a run of 1..20 cells without a number. pzprjs's unknown number (`.`)
//! and numbers of 256 and more (`+` and three digits) are not Nurikabe numbers here.
//!
//! pzprv3 files hold puzzle and answer in one grid: a number, `#` shaded, `+` (a cell
//! marked unshaded) or `.` not shaded.

use super::{Nurikabe, MAX_NUMBER};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::{Body, Parts};
use crate::interop::{Genre, Unsupported};
use crate::shading::number_text;
use crate::ParseError;

/// Nurikabe's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Nurikabe> = Genre {
    name: "nurikabe",
    from_url,
    to_url,
    from_pzprv3,
    to_pzprv3,
};

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Nurikabe, ParseError> {
    let body = &parts.body;
    let cells = parts.rows * parts.cols;
    let mut numbers = vec![None; cells];
    let (mut cell, mut i) = (0, 0);
    while i < body.text.len() {
        if cell == cells {
            return Err(body.error(i, "data after the last cell"));
        }
        let byte = body.text[i];
        if let b'g'..=b'z' = byte {
            let blanks = (byte - b'f') as usize;
            if cell + blanks > cells {
                return Err(body.error(
                    i,
                    format!(
                        "`{}` skips {blanks} cells, but only {} remain",
                        byte as char,
                        cells - cell
                    ),
                ));
            }
            cell += blanks;
            i += 1;
            continue;
        }
        let (number, width) = read_number(body, i)?;
        if !(1..=MAX_NUMBER).contains(&number) {
            return Err(body.error(i, format!("the number {number} is outside 1..{MAX_NUMBER}")));
        }
        numbers[cell] = Some(number);
        cell += 1;
        i += width;
    }
    Ok(Nurikabe::new(parts.rows, parts.cols, numbers).expect("shape and numbers checked"))
}

/// The number at `i` (one hex digit, or `-` and two) and how many characters it takes.
fn read_number(body: &Body, i: usize) -> Result<(u32, usize), ParseError> {
    let hex = |k: usize| body.text.get(k).and_then(|&b| char::from(b).to_digit(16));
    match body.text[i] {
        b'-' => match (hex(i + 1), hex(i + 2)) {
            (Some(high), Some(low)) => Ok((high * 16 + low, 3)),
            _ => Err(body.error(i, "`-` must be followed by two hex digits")),
        },
        _ => hex(i).map(|n| (n, 1)).ok_or_else(|| {
            body.error(
                i,
                format!(
                    "unknown character {} (expected a hex digit or `-` and two for a number, g-z for cells without one; pzprjs's unknown number `.` is no Nurikabe clue here)",
                    body.show(i)
                ),
            )
        }),
    }
}

/// The URL's (columns, rows, body), as pzprjs's `encodeNumber16` writes it.
fn to_url(puzzle: &Nurikabe) -> Result<(usize, usize, String), Unsupported> {
    let mut body = String::new();
    let mut blanks = 0u8;
    for number in puzzle.numbers() {
        match number {
            None => blanks += 1,
            Some(n) => {
                flush_blanks(&mut body, &mut blanks);
                body.push_str(&match n {
                    0..=15 => format!("{n:x}"),
                    _ => format!("-{n:02x}"),
                });
            }
        }
        if blanks == 20 {
            flush_blanks(&mut body, &mut blanks);
        }
    }
    flush_blanks(&mut body, &mut blanks);
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// Writes a pending run of 1..=20 cells without a number as one letter.
fn flush_blanks(body: &mut String, blanks: &mut u8) {
    if *blanks > 0 {
        body.push((b'f' + *blanks) as char);
        *blanks = 0;
    }
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Nurikabe, Option<Grid>), ParseError> {
    let (rows, _) = reader.number("the number of rows")?;
    let (cols, _) = reader.number("the number of columns")?;
    let mut numbers = Vec::with_capacity(rows * cols);
    let mut shaded = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "board")?.into_iter().flatten() {
        let (number, shade) = match token.text {
            "#" => (None, true),
            "." | "+" => (None, false),
            _ => (
                Some(token.value(1, MAX_NUMBER).map_err(|_| {
                    token.place.error(format!(
                        "expected a number 1-{MAX_NUMBER}, `#` (shaded), `+` or `.` (not shaded), found `{}`",
                        token.text
                    ))
                })?),
                false,
            ),
        };
        numbers.push(number);
        shaded.push(shade);
    }
    // Nothing may follow the board but pzprjs's trailer.
    reader.answer(0, 0, |_, _, _| Ok(None))?;
    let puzzle = Nurikabe::new(rows, cols, numbers).expect("shape checked");
    if !shaded.contains(&true) {
        return Ok((puzzle, None));
    }
    let grid = super::NurikabeAnswer::new(&puzzle, &shaded)
        .grid()
        .into_iter()
        .map(|row| row.into_iter().map(Some).collect())
        .collect();
    Ok((puzzle, Some(grid)))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells as `+`).
fn to_pzprv3(puzzle: &Nurikabe, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("nurikabe", &[rows, cols]);
    out.grid(rows, cols, |row, col| {
        match (puzzle.number(row, col), answer) {
            (Some(n), _) => number_text(Some(n)),
            (None, Some(grid)) if grid[row][col] == "#" => "#".to_owned(),
            (None, Some(_)) => "+".to_owned(),
            (None, None) => ".".to_owned(),
        }
    });
    Ok(out.finish())
}
