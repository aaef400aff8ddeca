//! Sudoku in puzz.link URLs (pzprjs's `decodeNumber16`: hex digits, escapes for larger
//! values, letters for runs of blanks) and pzprv3 files. pzprjs's Sudoku has no
//! variants and one box rule: floor(sqrt N) square boxes, and 2 rows x 3 columns for
//! N = 6; any other board has no puzz.link form.

use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::{Body, Parts};
use crate::interop::{Genre, Unsupported};
use crate::sudoku::Sudoku;
use crate::ParseError;

/// Sudoku's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Sudoku> = Genre {
    name: "sudoku",
    from_url,
    to_url,
    from_pzprv3,
    to_pzprv3,
};

/// pzprjs's boxes (rows x columns) for an N x N board, if it can have one.
pub fn boxes(n: usize) -> Option<(usize, usize)> {
    if n == 6 {
        return Some((2, 3));
    }
    let root = n.isqrt();
    (root * root == n && n >= 4).then_some((root, root))
}

/// The rule above, for messages.
const BOX_RULE: &str =
    "pzprjs's Sudoku has floor(sqrt N) square boxes (2x3 for 6x6), so N must be a square or 6";

/// The escapes of `decodeNumber16`: (marker, hex digits, offset).
const ESCAPES: [(u8, usize, u32); 7] = [
    (b'-', 2, 0),
    (b'+', 3, 0),
    (b'=', 3, 4096),
    (b'%', 3, 8192),
    (b'@', 3, 8192),
    (b'*', 4, 12240),
    (b'$', 5, 77776),
];

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Sudoku, ParseError> {
    let n = parts.cols;
    if parts.rows != n {
        return Err(parts.body.error(
            0,
            format!(
                "a Sudoku URL needs as many rows as columns, found {n}/{}",
                parts.rows
            ),
        ));
    }
    let (box_rows, box_cols) =
        boxes(n).ok_or_else(|| parts.body.error(0, format!("a {n}x{n} board: {BOX_RULE}")))?;
    let givens = decode_number16(&parts.body, n)?;
    Ok(Sudoku::new(n, box_rows, box_cols, givens).expect("shape and values checked"))
}

/// The givens of a `decodeNumber16` body for an N x N board.
fn decode_number16(body: &Body, n: usize) -> Result<Vec<Option<u32>>, ParseError> {
    let cells = n * n;
    let text = body.text;
    let mut givens = vec![None; cells];
    let (mut cell, mut i) = (0, 0);
    while i < text.len() {
        if cell == cells {
            return Err(body.error(i, "data after the last cell"));
        }
        let byte = text[i];
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
        let (value, width) = read_number16(body, i)?;
        if value == 0 || value as usize > n {
            return Err(body.error(i, format!("value {value} is outside 1..{n}")));
        }
        givens[cell] = Some(value);
        cell += 1;
        i += width;
    }
    Ok(givens)
}

/// One number at `i`: its value and how many characters it takes.
fn read_number16(body: &Body, i: usize) -> Result<(u32, usize), ParseError> {
    let byte = body.text[i];
    match byte {
        b'0'..=b'9' | b'a'..=b'f' => Ok(((byte as char).to_digit(16).unwrap_or(0), 1)),
        b'.' => Err(body.error(
            i,
            "`.` marks a given whose value is hidden (pzprjs's `?`); a Sudoku given needs its value",
        )),
        _ => {
            let Some(&(_, digits, offset)) = ESCAPES.iter().find(|e| e.0 == byte) else {
                return Err(body.error(
                    i,
                    format!(
                        "unknown character {} (expected a hex digit, an escape - + = % @ * $, or g-z for blanks)",
                        body.show(i)
                    ),
                ));
            };
            let mut value = 0u32;
            for k in 1..=digits {
                let digit = body.text.get(i + k).and_then(|&b| (b as char).to_digit(16));
                let Some(digit) = digit else {
                    return Err(body.error(
                        i + k,
                        format!(
                            "the escape `{}` needs {digits} hex digits, found {}",
                            byte as char,
                            body.show(i + k)
                        ),
                    ));
                };
                value = value * 16 + digit;
            }
            Ok((value + offset, digits + 1))
        }
    }
}

/// The URL's (columns, rows, body), when pzprjs's Sudoku can show the puzzle.
fn to_url(sudoku: &Sudoku) -> Result<(usize, usize, String), Unsupported> {
    check_representable(sudoku)?;
    let mut body = String::new();
    let mut blanks = 0;
    for given in sudoku.givens() {
        match given {
            None => blanks += 1,
            Some(value) => {
                flush_blanks(&mut body, &mut blanks);
                body.push_str(&write_number16(*value));
            }
        }
        if blanks == 20 {
            flush_blanks(&mut body, &mut blanks);
        }
    }
    flush_blanks(&mut body, &mut blanks);
    Ok((sudoku.size(), sudoku.size(), body))
}

/// Writes a pending run of 1..=20 blanks as one letter.
fn flush_blanks(body: &mut String, blanks: &mut usize) {
    if *blanks > 0 {
        body.push((b'f' + *blanks as u8) as char);
        *blanks = 0;
    }
}

/// A value as `encodeNumber16` writes it.
fn write_number16(value: u32) -> String {
    match value {
        0..=15 => format!("{value:x}"),
        16..=255 => format!("-{value:x}"),
        256..=4095 => format!("+{value:x}"),
        4096..=8191 => format!("={:03x}", value - 4096),
        8192..=12239 => format!("@{:03x}", value - 8192),
        12240..=77775 => format!("*{:04x}", value - 12240),
        _ => format!("${:05x}", value - 77776),
    }
}

/// Why pzprjs cannot show this Sudoku, if it cannot.
fn check_representable(sudoku: &Sudoku) -> Result<(), Unsupported> {
    let variants = sudoku.variant_names();
    if !variants.is_empty() {
        return Err(Unsupported(format!(
            "Sudoku variants ({}) have no puzz.link genre",
            variants.join(", ")
        )));
    }
    let n = sudoku.size();
    match boxes(n) {
        Some(shape) if shape == (sudoku.box_rows(), sudoku.box_cols()) => Ok(()),
        Some((r, c)) => Err(Unsupported(format!(
            "pzprjs's {n}x{n} Sudoku has {r}x{c} boxes; this puzzle's are {}x{}",
            sudoku.box_rows(),
            sudoku.box_cols()
        ))),
        None => Err(Unsupported(format!("a {n}x{n} Sudoku: {BOX_RULE}"))),
    }
}

/// The puzzle and answer grid of a pzprv3 file's data after the genre line.
fn from_pzprv3(reader: &mut Reader) -> Result<(Sudoku, Option<Grid>), ParseError> {
    let (n, size_place) = reader.number("the board size N")?;
    let (box_rows, box_cols) =
        boxes(n).ok_or_else(|| size_place.error(format!("a {n}x{n} board: {BOX_RULE}")))?;
    let mut givens = Vec::with_capacity(n * n);
    for token in reader.grid(n, n, "question")?.into_iter().flatten() {
        givens.push(match token.text {
            "." => None,
            "-" => {
                return Err(token.place.error(
                    "`-` marks a given whose value is hidden; a Sudoku given needs its value",
                ))
            }
            _ => Some(token.value(1, n as u32)?),
        });
    }
    let sudoku = Sudoku::new(n, box_rows, box_cols, givens).expect("shape and values checked");
    let answer = reader.answer(n, n, |row, col, token| match sudoku.given(row, col) {
        Some(given) if token.is_empty_mark() || token.text == given.to_string() => {
            Ok(Some(given.to_string()))
        }
        Some(given) => Err(token.place.error(format!(
            "the answer gives `{}` where the puzzle gives {given}",
            token.text
        ))),
        None if token.is_empty_mark() => Ok(None),
        None => token.value(1, n as u32).map(|v| Some(v.to_string())),
    })?;
    Ok((sudoku, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer grid.
fn to_pzprv3(sudoku: &Sudoku, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    check_representable(sudoku)?;
    let n = sudoku.size();
    let mut out = Writer::new("sudoku", &[n]);
    out.grid(n, n, |row, col| {
        sudoku
            .given(row, col)
            .map_or(".".to_owned(), |v| v.to_string())
    });
    out.grid(n, n, |row, col| match (sudoku.given(row, col), answer) {
        (None, Some(grid)) => grid[row][col].clone(),
        _ => ".".to_owned(),
    });
    Ok(out.finish())
}
