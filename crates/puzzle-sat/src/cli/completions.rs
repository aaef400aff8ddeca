//! `puzzle-sat completions SHELL` and `puzzle-sat man`: shell completions (clap_complete)
//! and a man page (clap_mangen), both generated from the same command definition as
//! `--help`, so they cannot drift from it.

use super::{deferred, failed, flags, CliResult, SOLVED};
use clap::Args;
use clap_complete::Shell;

#[derive(Args)]
pub struct CompletionsArgs {
    /// The shell to write completions for
    #[arg(value_enum)]
    shell: Shell,
}

#[derive(Args)]
pub struct ManArgs {}

pub fn completions(args: CompletionsArgs) -> CliResult {
    deferred::build_at_once();
    flags::show_help();
    let mut command = crate::command();
    clap_complete::generate(
        args.shell,
        &mut command,
        "puzzle-sat",
        &mut std::io::stdout(),
    );
    Ok(SOLVED)
}

pub fn man(_args: ManArgs) -> CliResult {
    deferred::build_at_once();
    flags::show_help();
    let page = clap_mangen::Man::new(crate::command());
    page.render(&mut std::io::stdout()).map_err(failed)?;
    Ok(SOLVED)
}
