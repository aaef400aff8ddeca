//! The counts outside a grid (Tents, Snake: pzprjs's excells of `hasexcell: 1`) in URLs
//! and pzprv3 files. A URL lists them column by column (those above the grid), then row
//! by row (those beside it), in pzprjs's number format with runs of lines without a
//! count as `g`..`z`. A pzprv3 file writes them in the frame of its board: a number, a
//! number crossed out (`c2`, pzprjs's mark of a count done with) or `.`.

use crate::interop::codec::{read_number, write_number, BodyWriter, Number, RUNS_FROM_G};
use crate::interop::pzprv3::Token;
use crate::interop::url::Body;
use crate::ParseError;

/// The `lines` counts of the body from its index `from`, and the index after them;
/// pzprjs's unknown count `.` is refused as no clue of `kind`.
pub(crate) fn read(
    body: &Body,
    from: usize,
    lines: usize,
    kind: &str,
) -> Result<(Vec<Option<u32>>, usize), ParseError> {
    let mut counts = vec![None; lines];
    let (mut line, mut i) = (0, from);
    while line < lines && i < body.text.len() {
        if let Some(run) = RUNS_FROM_G.read(body, i, line, lines, "count")? {
            line += run;
            i += 1;
            continue;
        }
        match read_number(body, i)? {
            Some((Number::Known(n), width)) => {
                counts[line] = Some(n);
                line += 1;
                i += width;
            }
            Some((Number::Unknown, _)) => {
                return Err(body.error(i, format!("pzprjs's unknown count `.` is no {kind} clue")))
            }
            None => {
                return Err(body.error(
                    i,
                    format!("unknown character {} in the counts (expected a number in pzprjs's format, or g-z for lines without one)", body.show(i)),
                ))
            }
        }
    }
    Ok((counts, i))
}

/// The counts of the columns, then of the rows, as a URL writes them.
pub(crate) fn write<'a>(counts: impl IntoIterator<Item = &'a Option<u32>>) -> String {
    let mut body = BodyWriter::new(RUNS_FROM_G);
    for count in counts {
        match count {
            Some(n) => body.push(&write_number(*n)),
            None => body.blank(),
        }
    }
    body.finish()
}

/// A count of a pzprv3 frame: `.` none, a number, or a number crossed out (`c2`).
pub(crate) fn from_frame(token: &Token) -> Result<Option<u32>, ParseError> {
    let text = token.text.strip_prefix('c').unwrap_or(token.text);
    match text {
        "." => Ok(None),
        _ => text.parse::<u32>().map(Some).map_err(|_| {
            token.place.error(format!(
                "expected a count (a number, `c` and a number) or `.`, found `{}`",
                token.text
            ))
        }),
    }
}

/// A count as a pzprv3 frame writes it: the number, or `.` for none.
pub(crate) fn to_frame(count: Option<u32>) -> String {
    count.map_or_else(|| ".".to_owned(), |n| n.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_without_counts_are_runs() {
        let counts = [None, Some(1), None, None, Some(17), None];
        assert_eq!(write(&counts), "g1h-11g");
        assert_eq!(to_frame(counts[0]), ".");
        assert_eq!(to_frame(counts[4]), "17");
    }
}
