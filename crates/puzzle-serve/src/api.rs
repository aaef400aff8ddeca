//! The routes: the page, and the API. `POST /api/solve`, `/api/count`, `/api/hint` and
//! `/api/explain` take `{"puzzle": TEXT_OR_URL, "timeout": SECONDS, "max": K}` and answer
//! the JSON record that `puzzle-sat COMMAND -f json` prints, whatever its status; an
//! input error is HTTP 400 with `{"error": MESSAGE}` as the command words it. `POST
//! /api/board` draws a puzzle (and a record's answer or marks), `POST /api/generate`
//! makes a puzzle.

use crate::guard::{json_body, json_response, same_origin, Refusal};
use crate::jobs::{Finished, Jobs, Refused, PUZZLE};
use crate::{board, page, Config};
use axum::extract::{Path, Request};
use axum::http::StatusCode;
use axum::response::Response;
use axum::routing::{get, post};
use axum::Router;
use puzzle_ir::Kind;
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
        .route("/api/generate", post(generate))
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
type Answered = Result<Response, Refusal>;

fn bad_request(message: impl std::fmt::Display) -> Refusal {
    Refusal::new(StatusCode::BAD_REQUEST, message)
}

/// Reads a JSON request body into `T`: 415, 413 or 400 when it cannot.
async fn read<T: serde::de::DeserializeOwned>(request: Request) -> Result<T, Refusal> {
    let body = json_body(request).await?;
    serde_json::from_slice(&body).map_err(|e| bad_request(format!("request body: {e}")))
}

/// A time limit in seconds: [`DEFAULT_TIMEOUT`] when none is asked for, at most
/// [`MAX_TIMEOUT`].
fn time_limit(asked: Option<f64>) -> Result<f64, Refusal> {
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
fn command_error(stderr: &str) -> String {
    let last = stderr.lines().rfind(|l| !l.trim().is_empty()).unwrap_or("");
    last.strip_prefix("puzzle-sat: ").unwrap_or(last).to_owned()
}

/// Seconds a refused client is asked to wait (`Retry-After`).
const RETRY_AFTER: u32 = 5;

/// Why a run did not finish, as an answer: 503 with `Retry-After` when busy.
fn refusal(refused: Refused) -> Refusal {
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
    Ok(json_response(
        StatusCode::OK,
        drawn.map_err(bad_request)?.to_string(),
    ))
}

/// The body of `POST /api/generate`: a kind of the registry, its size (rows and
/// columns), whether to make it minimal, a seed and a time limit.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Making {
    kind: String,
    size: u32,
    #[serde(default)]
    minimal: bool,
    #[serde(default = "first_seed")]
    seed: u64,
    timeout: Option<f64>,
}

fn first_seed() -> u64 {
    1
}

/// The largest board `generate` makes for the page.
const MAX_SIZE: u32 = 64;

/// `POST /api/generate`: `{"puzzle": TEXT}` from `puzzle-sat generate`, or `{"puzzle":
/// null}` when the time limit came first.
async fn generate(
    axum::extract::State(state): axum::extract::State<Arc<State>>,
    request: Request,
) -> Answered {
    let making: Making = read(request).await?;
    let seconds = time_limit(making.timeout)?;
    let args = generate_args(&making, seconds).map_err(bad_request)?;
    let limit = Duration::from_secs_f64(seconds);
    let finished = state.jobs.run(&args, None, limit).await.map_err(refusal)?;
    let made = match finished.code {
        Some(0) => serde_json::json!({ "puzzle": finished.stdout }),
        Some(30) => serde_json::json!({ "puzzle": null }),
        _ => return Err(bad_request(command_error(&finished.stderr))),
    };
    Ok(json_response(StatusCode::OK, made.to_string()))
}

/// The command line of `puzzle-sat generate` for `making`: `--size N`, or `--rows N
/// --cols N`, as the kind's generator takes them.
fn generate_args(making: &Making, seconds: f64) -> Result<Vec<String>, String> {
    let kind = Kind::from_name(&making.kind).ok_or_else(|| {
        let names: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
        format!("kind: expected one of {}", names.join(", "))
    })?;
    if !(1..=MAX_SIZE).contains(&making.size) {
        return Err(format!("size: expected 1 to {MAX_SIZE}"));
    }
    let takes = |name: &str| kind.generator().iter().any(|s| s.name == name);
    let mut args = vec!["generate".to_string(), kind.name().into()];
    let size = making.size.to_string();
    if takes("size") {
        args.extend(["--size".into(), size]);
    } else if takes("rows") && takes("cols") {
        args.extend(["--rows".into(), size.clone(), "--cols".into(), size]);
    }
    if making.minimal {
        args.push("--minimal".into());
    }
    args.extend(["--seed".into(), making.seed.to_string()]);
    args.extend([
        "-f".into(),
        "native".into(),
        "-t".into(),
        seconds.to_string(),
    ]);
    Ok(args)
}
