//! The page: HTML, script, style sheet and the bundled examples, compiled into the
//! binary. Nothing is read from the file system and nothing is fetched from elsewhere:
//! the Content-Security-Policy lets the page load only its own assets.

use crate::guard::Refusal;
use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use puzzle_ir::Kind;

/// The assets by name, with their media type.
const ASSETS: &[(&str, &str, &str)] = &[
    (
        "index.html",
        "text/html; charset=utf-8",
        include_str!("../assets/index.html"),
    ),
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_str!("../assets/app.js"),
    ),
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("../assets/style.css"),
    ),
    (
        "examples.json",
        "application/json",
        include_str!("../assets/examples.json"),
    ),
];

/// Only this page's own assets; no frames (no clickjacking), no plug-ins.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' data: blob:; connect-src 'self'; base-uri 'none'; form-action 'none'; \
     frame-ancestors 'none'";

/// `GET /`.
pub async fn index() -> Response {
    asset(Path("index.html".to_owned())).await
}

/// `GET /NAME`, for an asset's name, and `GET /kinds.json`, the kinds of the registry.
pub async fn asset(Path(name): Path<String>) -> Response {
    if name == "kinds.json" {
        let kinds: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
        let text = serde_json::to_string(&kinds).expect("names serialise");
        return with_headers("application/json", text);
    }
    match ASSETS.iter().find(|(n, _, _)| *n == name) {
        Some(&(_, media, text)) => with_headers(media, text.to_owned()),
        None => Refusal::new(StatusCode::NOT_FOUND, "no such page").into_response(),
    }
}

/// `text` as `media`, under the page's policy.
fn with_headers(media: &'static str, text: String) -> Response {
    let headers = [
        (header::CONTENT_TYPE, media),
        (header::CONTENT_SECURITY_POLICY, POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::CACHE_CONTROL, "no-store"),
    ];
    (headers, text).into_response()
}
