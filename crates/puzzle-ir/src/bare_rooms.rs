//! Puzzles that are their rooms alone, with no clue in any cell (Norinori): the native
//! file is a `rooms:` block of labels, the puzz.link URL the room borders and nothing
//! after them, and the pzprv3 file the rooms followed by the answer's shading (`#`
//! shaded, `+` or `.` unshaded).
//!
//! A kind states [`BareRooms`] and gets its reader, printer and puzz.link genre from
//! the functions here.

use crate::error::ParseError;
use crate::interop::codec::{read_shading, shading_token};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::rooms::{rooms_from_pzprv3, rooms_from_url, rooms_to_pzprv3, rooms_to_url};
use crate::interop::url::Parts;
use crate::interop::{AnswerGrid, Genre, Read, Unsupported, UrlShape};
use crate::rooms::Rooms;
use crate::text::Document;
use crate::PuzzleKind;

/// A kind whose puzzle is a [`Rooms`] and nothing more.
pub trait BareRooms: PuzzleKind {
    /// The genre's name in puzz.link URLs and pzprv3 files.
    const GENRE: &'static str;

    /// The puzzle of these rooms.
    fn from_rooms(rooms: Rooms) -> Self;

    /// The puzzle's rooms.
    fn rooms(&self) -> &Rooms;
}

/// The puzzle of a native document: the header `kind: NAME` and a `rooms:` block.
pub fn from_document<K: BareRooms>(doc: &Document) -> Result<K, ParseError> {
    doc.allow_only(K::NAME, &["kind"], &["rooms"])?;
    let block = doc
        .block("rooms")
        .ok_or_else(|| doc.missing("missing `rooms:` block"))?;
    Ok(K::from_rooms(Rooms::from_block(doc.file, block)?.0))
}

/// The native file of `puzzle`, preceded by `comments` as `#` lines.
pub fn to_native<K: BareRooms>(puzzle: &K, comments: &[String]) -> String {
    let header: String = comments.iter().map(|c| format!("# {c}\n")).collect();
    let rooms = puzzle.rooms().to_block();
    format!("{header}kind: {}\nrooms:\n{rooms}", K::NAME)
}

/// The puzz.link genre [`BareRooms::GENRE`] of kind `K`.
pub(crate) const fn genre<K: BareRooms>() -> Genre<K> {
    Genre::new(
        K::GENRE,
        from_url::<K>,
        to_url::<K>,
        from_pzprv3::<K>,
        to_pzprv3::<K>,
    )
}

fn from_url<K: BareRooms>(parts: &Parts) -> Result<K, ParseError> {
    let (rooms, used) = rooms_from_url(&parts.body, parts.rows, parts.cols)?;
    if used < parts.body.text.len() {
        return Err(parts.body.error(used, "data after the room borders"));
    }
    Ok(K::from_rooms(rooms))
}

fn to_url<K: BareRooms>(puzzle: &K) -> Result<UrlShape, Unsupported> {
    let rooms = puzzle.rooms();
    Ok((rooms.cols(), rooms.rows(), rooms_to_url(rooms)))
}

fn from_pzprv3<K: BareRooms>(reader: &mut Reader) -> Result<Read<K>, ParseError> {
    let (rows, cols) = reader.size()?;
    let rooms = rooms_from_pzprv3(reader, rows, cols)?;
    let shading: Option<Grid> = read_shading(reader, rows, cols)?;
    Ok((K::from_rooms(rooms), shading))
}

fn to_pzprv3<K: BareRooms>(puzzle: &K, answer: Option<&AnswerGrid>) -> Result<String, Unsupported> {
    let rooms = puzzle.rooms();
    let (rows, cols) = (rooms.rows(), rooms.cols());
    let mut out = Writer::new(K::GENRE, &[rows, cols]);
    rooms_to_pzprv3(&mut out, rooms);
    out.grid(rows, cols, |r, c| shading_token(answer, r, c));
    Ok(out.finish())
}
