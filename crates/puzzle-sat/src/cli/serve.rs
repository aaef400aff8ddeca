//! `puzzle-sat serve`: the local web page and JSON API of `puzzle-serve`, solving with
//! this very program.

use super::{failed, CliResult, SOLVED};
use clap::Args;

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat serve                 # http://127.0.0.1:8080/
  puzzle-sat serve --port 0 --open # a free port, in the browser
  curl -H 'Content-Type: application/json' -d '{\"puzzle\": \"https://puzz.link/p?sudoku/4/4/g1k23k3g\"}' \\
       http://127.0.0.1:8080/api/solve")]
pub struct ServeArgs {
    /// The port on 127.0.0.1 (0: a free one)
    #[arg(long, default_value_t = 8080)]
    port: u16,
    /// Open the page in the default browser (xdg-open, open or start)
    #[arg(long)]
    open: bool,
}

pub fn run(args: ServeArgs) -> CliResult {
    let program = std::env::current_exe().map_err(failed)?;
    let config = puzzle_serve::Config::new(program, args.port);
    let server = puzzle_serve::start(config)
        .map_err(|e| failed(format!("cannot listen on 127.0.0.1:{}: {e}", args.port)))?;
    println!("listening on {}", server.url());
    if args.open {
        open(&server.url());
    }
    server.wait().map_err(failed)?;
    Ok(SOLVED)
}

/// Opens `url` in the desktop's browser; says so on standard error when it cannot.
fn open(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(e) = std::process::Command::new(opener).arg(url).spawn() {
        eprintln!("puzzle-sat: cannot open a browser ({opener}: {e}): open {url}");
    }
}
