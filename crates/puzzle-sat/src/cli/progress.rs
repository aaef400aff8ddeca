//! The batch progress bar (indicatif), drawn on standard error only when it is a
//! terminal, so redirected runs and pipes stay clean. The library reports progress
//! through a callback; drawing it is the command line's business.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;

/// A bar for `len` puzzles when there are several and standard error is a terminal; a
/// hidden bar (every call a no-op) otherwise.
pub fn bar(len: usize) -> ProgressBar {
    if len < 2 || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len as u64);
    let style = ProgressStyle::with_template(
        "{elapsed_precise} [{bar:40}] {pos}/{len} puzzles ({per_sec}, {eta} left)",
    )
    .expect("the template is valid")
    .progress_chars("=> ");
    bar.set_style(style);
    bar
}
