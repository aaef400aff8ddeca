//! A subcommand's arguments built only when clap needs them: when that subcommand is on
//! the command line, or when help, completions or the man page list them. Every
//! subcommand shares the encoding flags of every kind (hundreds of arguments, each with
//! its help and heading): a process that solves one small puzzle would otherwise spend
//! much of its start building the arguments of commands it does not run.
//!
//! The completions and the man page walk the whole tree, so they build it at once
//! ([`build_at_once`]): clap's `help` subcommand, made when the top level is built,
//! copies each subcommand as it stands then, nested subcommands included.

use clap::builder::{Resettable, StyledStr};
use clap::{ArgMatches, Args, Command, FromArgMatches};
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether [`Deferred`] adds the arguments when the subcommand is made instead.
static AT_ONCE: AtomicBool = AtomicBool::new(false);

/// Makes every command line built from now on build all its subcommands' arguments
/// when the subcommands are made.
pub fn build_at_once() {
    AT_ONCE.store(true, Ordering::Relaxed);
}

/// The arguments `T` of one subcommand, added to it by [`Command::defer`].
pub struct Deferred<T>(pub T);

impl<T: Args> Args for Deferred<T> {
    fn augment_args(cmd: Command) -> Command {
        if AT_ONCE.load(Ordering::Relaxed) {
            T::augment_args(cmd)
        } else {
            cmd.defer(with_own_about::<T>)
        }
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

/// `cmd` with the arguments of `T`, keeping the subcommand's description: the one its
/// variant gives, not the doc comment of `T`, which clap's derive would put in its place
/// once the arguments come after the description.
fn with_own_about<T: Args>(cmd: Command) -> Command {
    let kept =
        |text: Option<&StyledStr>| text.cloned().map_or(Resettable::Reset, Resettable::Value);
    let (about, long_about) = (kept(cmd.get_about()), kept(cmd.get_long_about()));
    T::augment_args(cmd).about(about).long_about(long_about)
}

impl<T: FromArgMatches> FromArgMatches for Deferred<T> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        T::from_arg_matches(matches).map(Deferred)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches(matches)
    }
}
