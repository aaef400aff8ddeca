//! `POST /api/generate`: a puzzle with exactly one answer from `puzzle-sat generate`,
//! for the page's Generate button.

use crate::guard::{read, time_limit};
use crate::replies::{bad_request, command_error, json_response, refusal, to_json, Answered};
use crate::state::State;
use axum::extract::Request;
use axum::http::StatusCode;
use puzzle_ir::Kind;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Duration;

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
pub async fn generate(
    axum::extract::State(state): axum::extract::State<Arc<State>>,
    request: Request,
) -> Answered {
    let making: Making = read(request).await?;
    let seconds = time_limit(making.timeout)?;
    let args = generate_args(&making, seconds).map_err(bad_request)?;
    let limit = Duration::from_secs_f64(seconds);
    let finished = state.jobs.run(&args, None, limit).await.map_err(refusal)?;
    let puzzle = match finished.code {
        Some(0) => Some(finished.stdout),
        Some(30) => None,
        _ => return Err(bad_request(command_error(&finished.stderr))),
    };
    Ok(json_response(StatusCode::OK, to_json(&Made { puzzle })))
}

/// The answer of `POST /api/generate`: the puzzle's text, `null` when the time limit
/// came first.
#[derive(Serialize)]
struct Made {
    puzzle: Option<String>,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn making(kind: &str, size: u32) -> Making {
        Making {
            kind: kind.into(),
            size,
            minimal: true,
            seed: 7,
            timeout: None,
        }
    }

    #[test]
    fn the_size_is_given_as_each_generator_takes_it() {
        let sudoku = generate_args(&making("sudoku", 9), 30.0).unwrap();
        assert_eq!(sudoku[..4], ["generate", "sudoku", "--size", "9"]);
        let kakuro = generate_args(&making("kakuro", 8), 30.0).unwrap();
        assert_eq!(
            kakuro[..6],
            ["generate", "kakuro", "--rows", "8", "--cols", "8"]
        );
        assert!(kakuro.contains(&"--minimal".to_owned()));
    }

    #[test]
    fn unknown_kinds_and_sizes_are_refused() {
        assert!(generate_args(&making("chess", 8), 30.0).is_err());
        assert!(generate_args(&making("sudoku", 0), 30.0).is_err());
        assert!(generate_args(&making("sudoku", MAX_SIZE + 1), 30.0).is_err());
    }
}
