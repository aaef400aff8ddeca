//! The integration tests of puzzle-serve, one binary; the API and the page themselves
//! are tested through the command, in puzzle-sat's `serve` and `serve_browser`.

mod layers;
