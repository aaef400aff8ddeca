//! How much solving this process does right now: the puzzles being solved plus the
//! racing searches. A race (`--solver auto` on a hard Sudoku) adds a search only while
//! this is below the number of cores, so that racing uses idle cores and never takes
//! one from the next puzzle of a batch.

use std::sync::atomic::{AtomicUsize, Ordering};

static BUSY: AtomicUsize = AtomicUsize::new(0);

/// One unit of work (a puzzle in a batch, a racing search), counted while it lives.
/// Whoever solves several puzzles at once holds one per puzzle, as
/// [`crate::batch::solve_in_order`] does.
#[derive(Debug)]
pub struct Busy(());

impl Busy {
    /// Counts one more unit of work until the returned guard is dropped.
    pub fn start() -> Busy {
        BUSY.fetch_add(1, Ordering::SeqCst);
        Busy(())
    }

    /// Counts one more unit of work if a core is idle (fewer units than cores), in one
    /// step, so that two searches waiting for the same core cannot both take it.
    #[cfg(feature = "cadical")]
    pub(crate) fn on_idle_core() -> Option<Busy> {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let counted = BUSY.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |busy| {
            (busy < cores).then_some(busy + 1)
        });
        counted.ok().map(|_| Busy(()))
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        BUSY.fetch_sub(1, Ordering::SeqCst);
    }
}
