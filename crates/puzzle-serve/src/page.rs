//! The page: HTML, script and style sheet compiled into the binary, and the kinds and
//! examples of the registry. Nothing is read from the file system and nothing is
//! fetched from elsewhere: the Content-Security-Policy lets the page load only its own
//! assets.

use crate::replies::{to_json, Refusal};
use axum::extract::Path;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use puzzle_ir::{Example, Kind};

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
];

/// The examples beside the kinds' own: the smallest Sudoku, and two puzzles without an
/// answer for Explain.
const EXTRAS: &[Example] = &[
    Example {
        name: "Sudoku 4x4 (puzz.link)",
        puzzle: "https://puzz.link/p?sudoku/4/4/g1k23k3g",
        from: "docs/SERVE.md",
    },
    Example {
        name: "Kakuro without an answer (one sum changed)",
        puzzle: "https://puzz.link/p?kakuro/11/9/D8l-glg-.a4o4Dm46regn.lb7mO3lg-.-3lh7mh3lh-.aclhDmE3l4JngOr-Em-Do..-hl-al.gfAh63Dgd63",
        from: "puzzles/kakuro/unsolvable/kakuro_janko_001_10x12_changed.txt",
    },
    Example {
        name: "Sudoku without an answer (one given changed)",
        puzzle: "https://puzz.link/p?sudoku/9/9/2114i368m5h53g98h6g49g71l3l75g46g2h62g35h5m993i5g27",
        from: "puzzles/sudoku/unsolvable/sudoku_janko_0001_9x9_changed.txt",
    },
];

/// Only this page's own assets; no frames (no clickjacking), no plug-ins.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' data: blob:; connect-src 'self'; base-uri 'none'; form-action 'none'; \
     frame-ancestors 'none'";

/// `GET /`.
pub async fn index() -> Response {
    asset(Path("index.html".to_owned())).await
}

/// `GET /NAME`, for an asset's name, `kinds.json` or `examples.json`.
pub async fn asset(Path(name): Path<String>) -> Response {
    if let Some(json) = registry_json(&name) {
        return with_headers("application/json", json);
    }
    match ASSETS.iter().find(|(n, _, _)| *n == name) {
        Some(&(_, media, text)) => with_headers(media, text.to_owned()),
        None => Refusal::new(StatusCode::NOT_FOUND, "no such page").into_response(),
    }
}

/// `kinds.json`, the names of the kinds, and `examples.json`, the page's [`examples`].
fn registry_json(name: &str) -> Option<String> {
    match name {
        "kinds.json" => Some(to_json(
            &Kind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>(),
        )),
        "examples.json" => Some(to_json(&examples())),
        _ => None,
    }
}

/// Every kind's example, in the registry's order, then the [`EXTRAS`].
fn examples() -> Vec<Example> {
    let own = Kind::ALL.iter().map(|k| k.example());
    own.chain(EXTRAS.iter().copied()).collect()
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

#[cfg(test)]
mod tests {
    use super::*;
    use puzzle_ir::Puzzle;
    use std::path::Path;

    #[test]
    fn every_example_is_a_puzzle_from_a_file_of_the_repository() {
        let repository = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        for example in examples() {
            let puzzle = Puzzle::parse(example.name, example.puzzle.as_bytes());
            assert!(puzzle.is_ok(), "{}: {:?}", example.name, puzzle.err());
            let from = repository.join(example.from);
            assert!(from.is_file(), "{}: no file {}", example.name, example.from);
        }
    }
}
