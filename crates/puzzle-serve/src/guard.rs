//! What a request must be to be served. A page on another site can make the browser
//! send requests here: one under its own name resolving to 127.0.0.1 (DNS rebinding)
//! carries that name in `Host`, and one from a page of another origin carries that
//! `Origin`, so both are refused. A request without `Origin` (curl, scripts) is served.
//! The API reads only `application/json` bodies, which a cross-site form cannot send,
//! of at most [`BODY_LIMIT`] bytes, and gives every run a time limit of at most
//! [`MAX_TIMEOUT`].

use crate::replies::{bad_request, Refusal};
use crate::state::State;
use axum::body::{to_bytes, Bytes};
use axum::extract::Request;
use axum::http::header::{CONTENT_TYPE, HOST, ORIGIN};
use axum::http::{HeaderMap, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// The largest request body read: 4 MB.
pub const BODY_LIMIT: usize = 4 << 20;

/// The time limit of a solve when none is asked for, in seconds.
pub const DEFAULT_TIMEOUT: f64 = 30.0;
/// The longest time limit a request may ask for, in seconds.
pub const MAX_TIMEOUT: f64 = 300.0;

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

/// Reads a JSON request body into `T`: 415, 413 or 400 when it cannot.
pub async fn read<T: serde::de::DeserializeOwned>(request: Request) -> Result<T, Refusal> {
    let body = json_body(request).await?;
    serde_json::from_slice(&body).map_err(|e| bad_request(format!("request body: {e}")))
}

/// A time limit in seconds: [`DEFAULT_TIMEOUT`] when none is asked for, at most
/// [`MAX_TIMEOUT`].
pub fn time_limit(asked: Option<f64>) -> Result<f64, Refusal> {
    match asked.unwrap_or(DEFAULT_TIMEOUT) {
        s if s.is_finite() && s > 0.0 && s <= MAX_TIMEOUT => Ok(s),
        s => Err(bad_request(format!(
            "timeout: expected seconds above 0 and at most {MAX_TIMEOUT}, got {s}"
        ))),
    }
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

    #[test]
    fn time_limits_default_to_30_s_and_stop_at_300_s() {
        assert_eq!(time_limit(None).unwrap(), 30.0);
        assert_eq!(time_limit(Some(300.0)).unwrap(), 300.0);
        for wrong in [0.0, -1.0, 300.5, f64::NAN, f64::INFINITY] {
            assert!(time_limit(Some(wrong)).is_err(), "{wrong}");
        }
    }
}
