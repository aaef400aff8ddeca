//! What the server answers: JSON documents, and [`Refusal`]s, the requests not served,
//! answered as `{"error": MESSAGE}` with their HTTP status.

use crate::jobs::Refused;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// A request not served: its HTTP status and why, answered as `{"error": MESSAGE}`.
#[derive(Debug)]
pub struct Refusal {
    pub status: StatusCode,
    pub message: String,
    /// Seconds for `Retry-After`.
    pub retry_after: Option<u32>,
}

impl Refusal {
    pub fn new(status: StatusCode, message: impl std::fmt::Display) -> Refusal {
        Refusal {
            status,
            message: message.to_string(),
            retry_after: None,
        }
    }
}

/// The body of every answer but 200: what went wrong, in words.
#[derive(Serialize)]
struct Failure {
    error: String,
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let body = to_json(&Failure {
            error: self.message,
        });
        let mut response = json_response(self.status, body);
        if let Some(seconds) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, seconds.into());
        }
        response
    }
}

/// What a route answers: a response, or why the request is refused.
pub type Answered = Result<Response, Refusal>;

/// A value of one of the API's answer types as JSON.
pub fn to_json(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("the API's answer types serialize")
}

/// A JSON document as it is.
pub fn json_response(status: StatusCode, body: String) -> Response {
    (status, [(header::CONTENT_TYPE, "application/json")], body).into_response()
}

/// HTTP 400 with `message`.
pub fn bad_request(message: impl std::fmt::Display) -> Refusal {
    Refusal::new(StatusCode::BAD_REQUEST, message)
}

/// The error the command wrote last, without its `puzzle-sat: ` prefix.
pub fn command_error(stderr: &str) -> String {
    let last = stderr.lines().rfind(|l| !l.trim().is_empty()).unwrap_or("");
    last.strip_prefix("puzzle-sat: ").unwrap_or(last).to_owned()
}

/// Seconds a refused client is asked to wait (`Retry-After`).
const RETRY_AFTER: u32 = 5;

/// Why a run did not finish, as an answer: 503 with `Retry-After` when busy.
pub fn refusal(refused: Refused) -> Refusal {
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
