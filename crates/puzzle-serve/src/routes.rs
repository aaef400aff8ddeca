//! The router: the page ([`page`]) and the API ([`solve`], [`board`], [`generate`]), every
//! route behind the guard of [`same_origin`].

use crate::guard::same_origin;
use crate::replies::Refusal;
use crate::state::State;
use crate::{board, generate, page, solve};
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::Router;
use std::sync::Arc;

/// Every route, behind the guard of [`same_origin`].
pub fn router(state: Arc<State>) -> Router {
    Router::new()
        .route("/", get(page::index))
        .route("/{asset}", get(page::asset))
        .route("/api/board", post(board::board))
        .route("/api/generate", post(generate::generate))
        .route("/api/{command}", post(solve::command))
        .fallback(|| async { Refusal::new(StatusCode::NOT_FOUND, "no such page") })
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&state),
            same_origin,
        ))
        .with_state(state)
}
