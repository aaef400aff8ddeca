//! The pzprv3 files of the kinds whose puzzle is a grid of numbers and whose answer is a
//! second grid of shaded cells (pzprjs's `decodeCellQnum` then `decodeCellAns`): the
//! numbers' grid holds a number, `-` (pzprjs's unknown number, or a circle without one)
//! or `.` (none); the answer's `#` (shaded), `+` (a cell marked unshaded) or `.`.

use super::codec::{read_shading, shading_token};
use super::number_cells::{read_number_cells, write_number_cells};
use super::pzprv3::{Reader, Writer};
use crate::shading::NumberGrid;
use crate::ParseError;

/// What such a file holds: its size, its row-major numbers and, when some cell is
/// shaded, its row-major shading.
pub(crate) struct NumbersThenShading {
    pub rows: usize,
    pub cols: usize,
    pub numbers: Vec<Option<u32>>,
    pub shaded: Option<Vec<bool>>,
}

/// The size, the numbers (1..=`max`) and the answer of a file's data after the genre
/// line.
pub(crate) fn read(reader: &mut Reader, max: u32) -> Result<NumbersThenShading, ParseError> {
    let (rows, cols) = reader.size()?;
    let numbers = read_number_cells(reader, rows, cols, max)?;
    let shaded = read_shading(reader, rows, cols)?.map(|grid| {
        (grid.iter().flatten())
            .map(|c| c.as_deref() == Some("#"))
            .collect()
    });
    Ok(NumbersThenShading {
        rows,
        cols,
        numbers,
        shaded,
    })
}

/// The file of `genre` for `numbers` and, when given, an answer's drawing (unshaded
/// cells written `+`).
pub(crate) fn write(genre: &str, numbers: &NumberGrid, answer: Option<&[Vec<String>]>) -> String {
    let (rows, cols) = (numbers.rows(), numbers.cols());
    let mut out = Writer::new(genre, &[rows, cols]);
    write_number_cells(&mut out, numbers);
    out.grid(rows, cols, |row, col| shading_token(answer, row, col));
    out.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shading::{Allowed, UNKNOWN};

    #[test]
    fn numbers_and_shading_read_back() {
        let allowed = Allowed {
            max: 20,
            unknown: true,
        };
        let numbers = NumberGrid::new(1, 3, vec![Some(UNKNOWN), None, Some(17)], allowed).unwrap();
        let answer = vec![vec!["?".to_owned(), "#".to_owned(), "17".to_owned()]];
        let file = write("kurodoko", &numbers, Some(&answer));
        assert_eq!(file, "pzprv3\nkurodoko\n1\n3\n- . 17 \n+ # + \n");
        let (mut reader, genre) = Reader::new("f", &file).unwrap();
        assert_eq!(genre.text, "kurodoko");
        let read_back = read(&mut reader, 20).unwrap();
        assert_eq!((read_back.rows, read_back.cols), (1, 3));
        assert_eq!(read_back.numbers, numbers.numbers());
        assert_eq!(read_back.shaded, Some(vec![false, true, false]));
        let unsolved = write("kurodoko", &numbers, None);
        let (mut reader, _) = Reader::new("f", &unsolved).unwrap();
        assert_eq!(read(&mut reader, 20).unwrap().shaded, None);
    }
}
