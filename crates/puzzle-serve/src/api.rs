//! The routes: the page, and the API. `POST /api/solve`, `/api/count`, `/api/hint` and
//! `/api/explain` take `{"puzzle": TEXT_OR_URL, "timeout": SECONDS, "max": K}` and answer
//! the JSON record that `puzzle-sat COMMAND -f json` prints, whatever its status; an
//! input error is HTTP 400 with `{"error": MESSAGE}` as the command words it. `POST
//! /api/board` draws a puzzle (and a record's answer or marks, [`board`]), `POST
//! /api/generate` makes a puzzle ([`generate`]).

use crate::guard::{json_body, json_response, same_origin, to_json, Refusal};
use crate::jobs::{Finished, Jobs, Refused, PUZZLE};
use crate::{board, generate, page, Config};
use axum::extract::{Path, Request};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use serde::Deserialize;
use std::sync::Arc;
use std::time::Duration;

/// The time limit of a solve when none is asked for, in seconds.
pub const DEFAULT_TIMEOUT: f64 = 30.0;
/// The longest time limit a request may ask for, in seconds.
pub const MAX_TIMEOUT: f64 = 300.0;

/// What every request shares.
pub struct State {
    /// The port listened on, which `Host` must name.
    pub port: u16,
    pub jobs: Jobs,
}

impl State {
    pub fn new(config: &Config, port: u16) -> State {
        State {
            port,
            jobs: Jobs::new(&config.program, config.workers, config.queue),
        }
    }
}

/// Every route, behind the guard of [`same_origin`].
pub fn router(state: Arc<State>) -> Router {
    Router::new()
        .route("/", get(page::index))
        .route("/{asset}", get(page::asset))
        .route("/api/board", post(draw))
        .route("/api/generate", post(generate::generate))
        .route("/api/{command}", post(command))
        .fallback(|| async { Refusal::new(StatusCode::NOT_FOUND, "no such page") })
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&state),
            same_origin,
        ))
        .with_state(state)
}

/// The body of the solving requests.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Ask {
    puzzle: String,
    timeout: Option<f64>,
    max: Option<u64>,
}

/// What a route answers: a response, or why the request is refused.
pub(crate) type Answered = Result<Response, Refusal>;

pub(crate) fn bad_request(message: impl std::fmt::Display) -> Refusal {
    Refusal::new(StatusCode::BAD_REQUEST, message)
}

/// Reads a JSON request body into `T`: 415, 413 or 400 when it cannot.
pub(crate) async fn read<T: serde::de::DeserializeOwned>(request: Request) -> Result<T, Refusal> {
    let body = json_body(request).await?;
    serde_json::from_slice(&body).map_err(|e| bad_request(format!("request body: {e}")))
}

/// A time limit in seconds: [`DEFAULT_TIMEOUT`] when none is asked for, at most
/// [`MAX_TIMEOUT`].
pub(crate) fn time_limit(asked: Option<f64>) -> Result<f64, Refusal> {
    match asked.unwrap_or(DEFAULT_TIMEOUT) {
        s if s.is_finite() && s > 0.0 && s <= MAX_TIMEOUT => Ok(s),
        s => Err(bad_request(format!(
            "timeout: expected seconds above 0 and at most {MAX_TIMEOUT}, got {s}"
        ))),
    }
}

/// `POST /api/solve|count|hint|explain`.
async fn command(
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

/// The error the command wrote last, without its `puzzle-sat: ` prefix.
pub(crate) fn command_error(stderr: &str) -> String {
    let last = stderr.lines().rfind(|l| !l.trim().is_empty()).unwrap_or("");
    last.strip_prefix("puzzle-sat: ").unwrap_or(last).to_owned()
}

/// Seconds a refused client is asked to wait (`Retry-After`).
const RETRY_AFTER: u32 = 5;

/// Why a run did not finish, as an answer: 503 with `Retry-After` when busy.
pub(crate) fn refusal(refused: Refused) -> Refusal {
    match refused {
        Refused::Busy => Refusal {
            retry_after: Some(RETRY_AFTER),
            ..Refusal::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "every worker is busy and the queue is full: try again shortly",
            )
        },
        Refused::Overran => Refusal::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "puzzle-sat did not stop at its time limit and was ended",
        ),
        Refused::Io(e) => Refusal::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("cannot run puzzle-sat: {e}"),
        ),
    }
}

/// `POST /api/board` (see [`board`]).
async fn draw(request: Request) -> Answered {
    let asked: board::Ask = read(request).await?;
    let drawn = tokio::task::spawn_blocking(move || board::draw(&asked))
        .await
        .map_err(|_| Refusal::new(StatusCode::INTERNAL_SERVER_ERROR, "drawing failed"))?;
    let board = drawn.map_err(bad_request)?;
    Ok(json_response(StatusCode::OK, to_json(&board)))
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

    #[test]
    fn time_limits_default_to_30_s_and_stop_at_300_s() {
        assert_eq!(time_limit(None).unwrap(), 30.0);
        assert_eq!(time_limit(Some(300.0)).unwrap(), 300.0);
        for wrong in [0.0, -1.0, 300.5, f64::NAN, f64::INFINITY] {
            assert!(time_limit(Some(wrong)).is_err(), "{wrong}");
        }
    }
}
