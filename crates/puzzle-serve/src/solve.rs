//! `POST /api/solve`, `/api/count`, `/api/hint` and `/api/explain` take `{"puzzle":
//! TEXT_OR_URL, "timeout": SECONDS, "max": K}` and answer the JSON record that
//! `puzzle-sat COMMAND -f json` prints, whatever its status; an input error is HTTP 400
//! with `{"error": MESSAGE}` as the command words it.

use crate::guard::{read, time_limit};
use crate::jobs::{Finished, PUZZLE};
use crate::replies::{bad_request, command_error, json_response, refusal, Answered, Refusal};
use crate::state::State;
use axum::extract::{Path, Request};
use axum::http::StatusCode;
use serde::Deserialize;
use std::sync::Arc;
use std::time::Duration;

/// The body of the solving requests.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Ask {
    puzzle: String,
    timeout: Option<f64>,
    max: Option<u64>,
}

/// `POST /api/solve|count|hint|explain`.
pub async fn command(
    axum::extract::State(state): axum::extract::State<Arc<State>>,
    Path(command): Path<String>,
    request: Request,
) -> Answered {
    if !["solve", "count", "hint", "explain"].contains(&command.as_str()) {
        let message = format!("no command /api/{command}");
        return Err(Refusal::new(StatusCode::NOT_FOUND, message));
    }
    let ask: Ask = read(request).await?;
    let seconds = time_limit(ask.timeout)?;
    let mut args = vec![command.clone(), "-f".into(), "json".into()];
    args.extend(["-t".into(), seconds.to_string()]);
    match (ask.max, command.as_str()) {
        (Some(0), _) => return Err(bad_request("max: expected 1 or more")),
        (Some(max), "count") => args.extend(["--max".into(), max.to_string()]),
        (Some(_), _) => return Err(bad_request("max is a setting of count")),
        (None, _) => {}
    }
    let limit = Duration::from_secs_f64(seconds);
    let finished = state.jobs.run(&args, Some(&ask.puzzle), limit).await;
    record(finished.map_err(refusal)?)
}

/// The command's record (status 0, 20 or 30), or its error: HTTP 400 for an error in
/// the input (its message names the input), 500 for any other.
fn record(finished: Finished) -> Answered {
    let lines: Vec<&str> = finished.stdout.lines().collect();
    match (finished.code, &lines[..]) {
        (Some(0 | 20 | 30), [line]) => Ok(json_response(StatusCode::OK, line.to_string())),
        (Some(0 | 20 | 30), lines) => Err(bad_request(format!(
            "{PUZZLE}: expected one puzzle, found {}",
            lines.len()
        ))),
        (Some(code @ (1 | 2)), _) => {
            let message = command_error(&finished.stderr);
            let input = message.starts_with(&format!("{PUZZLE}:"));
            let status = if input || code == 2 {
                StatusCode::BAD_REQUEST
            } else {
                StatusCode::INTERNAL_SERVER_ERROR
            };
            Err(Refusal::new(status, message))
        }
        (code, _) => Err(Refusal::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("puzzle-sat ended without an answer (exit {code:?})"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finished(code: Option<i32>, stdout: &str, stderr: &str) -> Finished {
        Finished {
            code,
            stdout: stdout.into(),
            stderr: stderr.into(),
        }
    }

    fn status(answered: Answered) -> StatusCode {
        match answered {
            Ok(response) => response.status(),
            Err(refusal) => refusal.status,
        }
    }

    #[test]
    fn a_record_is_200_whatever_its_status() {
        for code in [0, 20, 30] {
            let run = finished(Some(code), "{\"status\":\"x\"}\n", "");
            assert_eq!(status(record(run)), StatusCode::OK);
        }
    }

    #[test]
    fn an_error_in_the_input_is_400_and_any_other_500() {
        let input = finished(Some(1), "", "puzzle-sat: puzzle:3:5: bad digit\n");
        let refused = record(input).unwrap_err();
        assert_eq!(refused.status, StatusCode::BAD_REQUEST);
        assert_eq!(refused.message, "puzzle:3:5: bad digit");
        let solver = finished(Some(1), "", "puzzle-sat: cadical: crashed\n");
        assert_eq!(status(record(solver)), StatusCode::INTERNAL_SERVER_ERROR);
        let killed = finished(None, "", "");
        assert_eq!(status(record(killed)), StatusCode::INTERNAL_SERVER_ERROR);
        let batch = finished(Some(0), "{}\n{}\n", "");
        assert_eq!(status(record(batch)), StatusCode::BAD_REQUEST);
    }
}
