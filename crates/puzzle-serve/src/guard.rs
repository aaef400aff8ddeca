//! What a request must be to be served. A page on another site can make the browser
//! send requests here: one under its own name resolving to 127.0.0.1 (DNS rebinding)
//! carries that name in `Host`, and one from a page of another origin carries that
//! `Origin`, so both are refused. A request without `Origin` (curl, scripts) is served.
//! The API reads only `application/json` bodies, which a cross-site form cannot send,
//! of at most [`BODY_LIMIT`] bytes.

use crate::api::State;
use axum::body::{to_bytes, Bytes};
use axum::extract::Request;
use axum::http::header::{CONTENT_TYPE, HOST, ORIGIN, RETRY_AFTER};
use axum::http::{HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::sync::Arc;

/// The largest request body read: 4 MB.
pub const BODY_LIMIT: usize = 4 << 20;

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
            response.headers_mut().insert(RETRY_AFTER, seconds.into());
        }
        response
    }
}

/// A value of one of the API's answer types as JSON.
pub fn to_json(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).expect("the API's answer types serialize")
}

/// A JSON document as it is.
pub fn json_response(status: StatusCode, body: String) -> Response {
    (status, [(CONTENT_TYPE, "application/json")], body).into_response()
}

/// Serves a request whose `Host` names this server and whose `Origin`, if any, is this
/// page's; refuses any other with HTTP 403.
pub async fn same_origin(
    axum::extract::State(state): axum::extract::State<Arc<State>>,
    request: Request,
    next: Next,
) -> Response {
    match foreign(request.headers(), state.port) {
        Some(why) => Refusal::new(StatusCode::FORBIDDEN, why).into_response(),
        None => next.run(request).await,
    }
}

/// Why the headers show a request from elsewhere, if they do.
fn foreign(headers: &HeaderMap, port: u16) -> Option<String> {
    let host = headers.get(HOST).map(|h| h.to_str().unwrap_or("?"));
    let ours = [format!("127.0.0.1:{port}"), format!("localhost:{port}")];
    let Some(host) = host.filter(|h| ours.iter().any(|o| o == h)) else {
        return Some(format!(
            "Host {} is not this server: use http://127.0.0.1:{port}/ or http://localhost:{port}/",
            host.unwrap_or("(missing)")
        ));
    };
    let origin = headers.get(ORIGIN)?;
    if origin.as_bytes() == format!("http://{host}").as_bytes() {
        return None;
    }
    Some(format!(
        "Origin {} is not this page's (http://{host})",
        origin.to_str().unwrap_or("?")
    ))
}

/// The body of a JSON request: HTTP 415 without `Content-Type: application/json`
/// (parameters such as `charset` allowed), 413 above [`BODY_LIMIT`].
pub async fn json_body(request: Request) -> Result<Bytes, Refusal> {
    let kind = request.headers().get(CONTENT_TYPE).map(|t| t.to_str());
    let essence = match kind {
        Some(Ok(kind)) => kind.split(';').next().unwrap_or("").trim(),
        _ => "",
    };
    if !essence.eq_ignore_ascii_case("application/json") {
        return Err(Refusal::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "the API takes Content-Type: application/json",
        ));
    }
    to_bytes(request.into_body(), BODY_LIMIT)
        .await
        .map_err(|_| {
            Refusal::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("request bodies are limited to {BODY_LIMIT} bytes"),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, value.parse().unwrap());
        }
        map
    }

    #[test]
    fn our_host_with_our_origin_or_none_is_served() {
        assert_eq!(foreign(&headers(&[("host", "127.0.0.1:80")]), 80), None);
        let page = [("host", "localhost:80"), ("origin", "http://localhost:80")];
        assert_eq!(foreign(&headers(&page), 80), None);
    }

    #[test]
    fn another_host_port_or_origin_is_refused() {
        for pairs in [
            &[("host", "evil.example:80")][..],
            &[("host", "127.0.0.1:81")],
            &[],
            &[("host", "127.0.0.1:80"), ("origin", "http://evil.example")],
            &[("host", "127.0.0.1:80"), ("origin", "http://localhost:80")],
            &[("host", "127.0.0.1:80"), ("origin", "null")],
        ] {
            assert!(foreign(&headers(pairs), 80).is_some(), "{pairs:?}");
        }
    }
}
