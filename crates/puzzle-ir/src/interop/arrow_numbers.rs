//! pzprjs's cells of an arrow and a number ([`ArrowClue`]), in URLs (its
//! `decodeArrowNumber16`) and pzprv3 tokens (its `decodeCellDirecQnum`). pzprjs numbers
//! the arrows 0 (none), 1 up, 2 down, 3 left, 4 right.
//!
//! A URL cell is the arrow's digit and one hex digit of the number (or `.` for the
//! unknown number); the arrow's digit plus 5 and two hex digits; or `-`, the arrow's
//! digit and three hex digits. Runs of 1..26 cells without a clue are `a`..`z`. A
//! pzprv3 token is `ARROW,NUMBER` (`-` the unknown number) or `.` for no clue.
//!
//! ```text
//! >2 . . ^?   4 . 0      (native)
//! 42 b   1.   04a 00     (URL: 42b1.04a00)
//! ```

use super::codec::{BodyWriter, RUNS_FROM_A};
use super::pzprv3::{Reader, Token};
use super::url::Body;
use crate::arrow::{Arrow, ArrowClue};
use crate::arrow_grid::ArrowGrid;
use crate::ParseError;

/// The largest number a URL cell can carry.
pub(crate) const MAX_NUMBER: u32 = 0xfff;

/// pzprjs's digit of an arrow (0 for none).
fn digit(arrow: Option<Arrow>) -> u32 {
    arrow.map_or(0, |a| {
        1 + Arrow::ALL.iter().position(|&b| b == a).expect("an arrow") as u32
    })
}

/// The arrow of pzprjs's digit 0..=4.
fn arrow(digit: u32) -> Option<Arrow> {
    digit.checked_sub(1).map(|d| Arrow::ALL[d as usize])
}

/// The clues of a URL body of `cells` cells (`None`: no clue).
pub(crate) fn read_url(body: &Body, cells: usize) -> Result<Vec<Option<ArrowClue>>, ParseError> {
    let mut clues = vec![None; cells];
    let (mut cell, mut i) = (0, 0);
    while i < body.text.len() {
        if cell >= cells {
            return Err(body.error(i, "data after the last cell"));
        }
        if let Some(run) = RUNS_FROM_A.read(body, i, cell, cells, "cell")? {
            cell += run;
            i += 1;
            continue;
        }
        let (clue, width) = read_clue(body, i)?;
        clues[cell] = Some(clue);
        cell += 1;
        i += width;
    }
    Ok(clues)
}

/// The clue at `i` of a URL body and how many characters it takes.
fn read_clue(body: &Body, i: usize) -> Result<(ArrowClue, usize), ParseError> {
    let hex = |at: usize, count: usize| -> Result<u32, ParseError> {
        (at..at + count).try_fold(0, |value, k| {
            let digit = body.text.get(k).and_then(|&b| char::from(b).to_digit(16));
            let digit = digit.filter(|_| !body.text[k].is_ascii_uppercase());
            let digit = digit.ok_or_else(|| {
                body.error(
                    k,
                    format!("expected a hex digit of a number, found {}", body.show(k)),
                )
            })?;
            Ok(value * 16 + digit)
        })
    };
    let known = |arrow, number| ArrowClue {
        arrow,
        number: Some(number),
    };
    match body.text[i] {
        byte @ b'0'..=b'4' => {
            let arrow = arrow(u32::from(byte - b'0'));
            match body.text.get(i + 1) {
                Some(b'.') => Ok((ArrowClue { arrow, number: None }, 2)),
                _ => Ok((known(arrow, hex(i + 1, 1)?), 2)),
            }
        }
        byte @ b'5'..=b'9' => Ok((known(arrow(u32::from(byte - b'5')), hex(i + 1, 2)?), 3)),
        b'-' => {
            let direction = hex(i + 1, 1)?;
            if direction > 4 {
                return Err(body.error(i + 1, format!("the arrow `{direction}` is not 0-4")));
            }
            Ok((known(arrow(direction), hex(i + 2, 3)?), 5))
        }
        _ => Err(body.error(
            i,
            format!(
                "unknown character {} (expected 0-9 or `-` for an arrow and a number, a-z for cells without one)",
                body.show(i)
            ),
        )),
    }
}

/// The URL body of `clues` as pzprjs's `encodeArrowNumber16` writes it; `None` when a
/// number is above [`MAX_NUMBER`].
pub(crate) fn write_url(clues: &[Option<ArrowClue>]) -> Option<String> {
    let mut body = BodyWriter::new(RUNS_FROM_A);
    for clue in clues {
        let Some(clue) = clue else {
            body.blank();
            continue;
        };
        let d = digit(clue.arrow);
        body.push(&match clue.number {
            None => format!("{d}."),
            Some(n @ 0..=15) => format!("{d}{n:x}"),
            Some(n @ 16..=255) => format!("{}{n:02x}", d + 5),
            Some(n @ 256..=MAX_NUMBER) => format!("-{d}{n:03x}"),
            Some(_) => return None,
        });
    }
    Some(body.finish())
}

/// The board of a pzprv3 file's question grid: `rows` x `cols` tokens of
/// [`read_token`], each number at most [`MAX_NUMBER`].
pub(crate) fn read_board(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
) -> Result<ArrowGrid, ParseError> {
    let mut clues = Vec::with_capacity(rows * cols);
    for token in reader.grid(rows, cols, "question")?.iter().flatten() {
        let clue = read_token(token)?;
        if let Some(n) = clue.and_then(|c| c.number).filter(|&n| n > MAX_NUMBER) {
            return Err(token
                .place
                .error(format!("number {n} is above {MAX_NUMBER}")));
        }
        clues.push(clue);
    }
    Ok(ArrowGrid::new(rows, cols, clues).expect("shape and numbers checked"))
}

/// The clue of a pzprv3 token: `.` none, else `ARROW,NUMBER`.
fn read_token(token: &Token) -> Result<Option<ArrowClue>, ParseError> {
    if token.text == "." {
        return Ok(None);
    }
    let bad = || {
        token.place.error(format!(
            "expected `.` or an arrow 0-4, a comma and a number or `-`, found `{}`",
            token.text
        ))
    };
    let (direction, number) = token.text.split_once(',').ok_or_else(bad)?;
    let direction = match direction.as_bytes() {
        [d @ b'0'..=b'4'] => arrow(u32::from(d - b'0')),
        _ => return Err(bad()),
    };
    let number = match number {
        "-" => None,
        digits if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
            Some(digits.parse().map_err(|_| bad())?)
        }
        _ => return Err(bad()),
    };
    Ok(Some(ArrowClue {
        arrow: direction,
        number,
    }))
}

/// The pzprv3 token of a clue, as pzprjs's `encodeCellDirecQnum` writes it.
pub(crate) fn write_token(clue: Option<ArrowClue>) -> String {
    match clue {
        None => ".".to_owned(),
        Some(clue) => {
            let number = clue.number.map_or("-".to_owned(), |n| n.to_string());
            format!("{},{number}", digit(clue.arrow))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interop::Place;

    fn body(text: &str) -> Body<'_> {
        Body {
            text: text.as_bytes(),
            place: Place::new("u", 1, 0),
        }
    }

    fn clue(arrow: Option<Arrow>, number: Option<u32>) -> Option<ArrowClue> {
        Some(ArrowClue { arrow, number })
    }

    #[test]
    fn every_width_of_number_reads_back() {
        let clues = vec![
            clue(Some(Arrow::Right), Some(2)),
            None,
            None,
            clue(Some(Arrow::Up), None),
            clue(None, Some(4)),
            None,
            clue(Some(Arrow::Down), Some(26)),
            clue(Some(Arrow::Left), Some(999)),
            clue(None, None),
        ];
        let text = write_url(&clues).unwrap();
        assert_eq!(text, "42b1.04a71a-33e70.");
        assert_eq!(read_url(&body(&text), clues.len()).unwrap(), clues);
        assert_eq!(write_url(&[clue(None, Some(4096))]), None);
    }

    #[test]
    fn runs_are_cut_at_z_and_bad_cells_are_located() {
        let mut clues = vec![None; 30];
        clues[27] = clue(None, Some(0));
        assert_eq!(write_url(&clues).unwrap(), "za00b");
        let error = |text: &str, cells| read_url(&body(text), cells).unwrap_err().column;
        assert_eq!(error("4x", 1), Some(2));
        assert_eq!(error("-5123", 1), Some(2));
        assert_eq!(error("+", 1), Some(1));
        assert_eq!(error("c", 2), Some(1));
        assert_eq!(error("00a", 1), Some(3));
    }

    #[test]
    fn pzprv3_tokens_read_back_and_bad_ones_are_located() {
        let token = |text| Token {
            text,
            place: Place::new("f", 1, 4),
        };
        for text in [".", "4,0", "1,-", "0,10", "0,-", "2,999"] {
            assert_eq!(write_token(read_token(&token(text)).unwrap()), text);
        }
        for bad in ["5,1", "1,", "1", "#", "1,x", "-1,2"] {
            assert_eq!(
                read_token(&token(bad)).unwrap_err().column,
                Some(5),
                "{bad}"
            );
        }
    }
}
