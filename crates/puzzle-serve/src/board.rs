//! `POST /api/board`: the picture of a puzzle by `puzzle-draw`, with what a record of
//! the API shows on it (an answer's grid, a hint's forced cells, an explanation's core
//! of clues), and the downloads beside it: the puzz.link URL and the pzprv3 file (with
//! the answer). An answer drawn is one that passes the puzzle's checker.

use crate::guard::read;
use crate::jobs::PUZZLE;
use crate::replies::{bad_request, json_response, to_json, Answered, Refusal};
use axum::extract::Request;
use axum::http::StatusCode;
use puzzle_draw::Marks;
use puzzle_ir::{interop, Answer, Kind, ParseError, Puzzle};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// The body of `POST /api/board`: a puzzle as the solving requests take it, and the
/// record of one of them.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ask {
    pub puzzle: String,
    #[serde(default)]
    pub record: Value,
}

/// The answer of `POST /api/board`.
#[derive(Debug, Serialize)]
pub struct Board {
    pub kind: &'static str,
    /// The picture, with the record's answer or marks.
    pub svg: String,
    /// The downloads, `null` where the kind has no puzz.link genre.
    pub url: Option<String>,
    pub pzprv3: Option<String>,
}

/// `POST /api/board`: the board drawn on a thread that may block, or the error in the
/// input as HTTP 400.
pub async fn board(request: Request) -> Answered {
    let asked: Ask = read(request).await?;
    let drawn = tokio::task::spawn_blocking(move || draw(&asked))
        .await
        .map_err(|_| Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, "drawing failed"))?;
    let board = drawn.map_err(bad_request)?;
    Ok(json_response(StatusCode::OK, to_json(&board)))
}

/// The board of the asked puzzle and record, or the error in the input.
pub fn draw(asked: &Ask) -> Result<Board, String> {
    let puzzle = parse(&asked.puzzle).map_err(|e| e.to_string())?;
    let answer = answer(&puzzle, &asked.record)?;
    let marks = marks(&puzzle, &asked.record);
    Ok(Board {
        kind: puzzle.kind().name(),
        svg: puzzle_draw::svg(&puzzle, answer.as_ref(), &marks),
        url: interop::to_url(&puzzle).ok(),
        pzprv3: interop::to_pzprv3(&puzzle, answer.as_ref()).ok(),
    })
}

/// The puzzle as the command reads a file named `puzzle` holding `text`: a kind's
/// batch format (of one puzzle) or a puzzle file (native, URL, pzprv3).
fn parse(text: &str) -> Result<Puzzle, ParseError> {
    let Some(kind) = Kind::of_batch_text(text) else {
        return Puzzle::parse(PUZZLE, text.as_bytes());
    };
    let mut puzzles = kind.parse_batch(PUZZLE, text)?;
    match puzzles.len() {
        1 => Ok(puzzles.remove(0).1),
        n => Err(ParseError::new(
            PUZZLE,
            0,
            None,
            format!("expected one puzzle, found {n}"),
        )),
    }
}

/// The record's answer (`grid`), checked against the puzzle's rules.
fn answer(puzzle: &Puzzle, record: &Value) -> Result<Option<Answer>, String> {
    let Some(grid) = record.get("grid") else {
        return Ok(None);
    };
    let text = json!({ "grid": grid }).to_string();
    let answer = puzzle
        .parse_answer("record", &text)
        .map_err(|e| e.to_string())?;
    puzzle
        .check(&answer)
        .map_err(|e| format!("record: the answer breaks a rule: {e}"))?;
    Ok(Some(answer))
}

/// The record's forced cells (`hints`) and clues (`core`, matched to the puzzle's own
/// clues by their JSON).
fn marks(puzzle: &Puzzle, record: &Value) -> Marks {
    let cell = |hint: &Value| {
        let row = hint.get("row")?.as_u64()? as usize;
        let col = hint.get("col")?.as_u64()? as usize;
        Some((row, col, hint.get("value")?.as_str()?.to_owned()))
    };
    let listed = |key| record.get(key).and_then(Value::as_array).cloned();
    let forced = listed("hints").unwrap_or_default();
    let core = listed("core").unwrap_or_default();
    Marks {
        forced: forced.iter().filter_map(cell).collect(),
        highlighted: puzzle
            .clues()
            .into_iter()
            .filter(|clue| {
                let record = serde_json::to_value(puzzle.clue_record(clue));
                core.contains(&record.expect("a clue record serializes"))
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const URL: &str = "https://puzz.link/p?sudoku/4/4/g1k23k3g";

    fn ask(record: Value) -> Ask {
        Ask {
            puzzle: URL.into(),
            record,
        }
    }

    #[test]
    fn an_answer_that_breaks_a_rule_is_not_drawn() {
        let good = json!({"grid": [["2","1","4","3"],["4","3","1","2"],["3","4","2","1"],["1","2","3","4"]]});
        let bad = json!({"grid": [["1","1","4","3"],["4","3","1","2"],["3","4","2","1"],["1","2","3","4"]]});
        assert!(draw(&ask(good)).is_ok());
        assert!(draw(&ask(bad)).unwrap_err().contains("breaks a rule"));
    }

    #[test]
    fn hints_and_core_are_marked() {
        let hinted = json!({"hints": [{"row": 0, "col": 0, "value": "2"}]});
        let svg = draw(&ask(hinted)).unwrap().svg;
        assert!(svg.contains(puzzle_draw::FORCED));
        let cored = json!({"core": [{"clue": "given", "row": 0, "col": 1, "value": 1}]});
        let picture = draw(&ask(cored)).unwrap();
        assert!(picture.svg.contains(puzzle_draw::HIGHLIGHT));
        assert_eq!(picture.url.as_deref(), Some(URL));
    }

    #[test]
    fn errors_name_the_input_puzzle() {
        let error = parse("kind: sudoku\nbox: 2x2\nx\n")
            .unwrap_err()
            .to_string();
        assert!(error.starts_with("puzzle:3:"), "{error}");
    }
}
