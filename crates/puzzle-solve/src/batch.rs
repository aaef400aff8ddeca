//! Solving many puzzles on every core while printing the reports in input order.
//!
//! Puzzles are independent, so a batch is a parallel map (rayon's work-stealing pool,
//! one thread per core) followed by an in-order emit: workers send `(index, result)` to
//! the calling thread, which keeps early finishers in a reorder buffer and hands reports
//! to the caller strictly in input order. Output therefore starts as soon as the first
//! puzzle is done, and is byte for byte what a sequential run prints. A single puzzle is
//! solved on the calling thread: starting a pool would cost more than a small puzzle's
//! whole solve.
//!
//! ```
//! use puzzle_solve::batch::solve_in_order;
//! use puzzle_solve::input::read_items;
//! use puzzle_solve::pipeline::{Settings, Status};
//! use puzzle_solve::solver::Backend;
//!
//! let dir = tempfile::tempdir().unwrap();
//! let path = dir.path().join("two.lines");
//! let puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
//! std::fs::write(&path, format!("{puzzle}\n{puzzle}\n")).unwrap();
//! let items = read_items(&[path.display().to_string()]).unwrap();
//! let settings = Settings { backend: Backend::Varisat, timeout: None, options: Default::default(), shuffle: None };
//! let mut statuses = Vec::new();
//! solve_in_order(&items, &settings, &|_done| {}, |_item, result| {
//!     statuses.push(result.unwrap().status);
//!     Ok::<(), std::io::Error>(())
//! })
//! .unwrap();
//! assert_eq!(statuses, [Status::Sat, Status::Sat]);
//! ```

use crate::input::Item;
use crate::pipeline::{self, Report, Settings, SolveError};
use crate::solver::Busy;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

/// Solves every item on all cores and calls `emit` once per item, in input order.
///
/// `progress` is called on the calling thread with the number of puzzles finished so far,
/// each time one finishes (a front end draws a bar with it). When `emit` fails (a closed
/// pipe, say) no further puzzles are started and the error is returned.
pub fn solve_in_order<E>(
    items: &[Item],
    settings: &Settings,
    progress: &dyn Fn(usize),
    mut emit: impl FnMut(&Item, Result<Report, SolveError>) -> Result<(), E>,
) -> Result<(), E> {
    if let [item] = items {
        let result = solve_counted(item, settings);
        progress(1);
        return emit(item, result);
    }
    let stop = AtomicBool::new(false);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        let stop = &stop;
        scope.spawn(move || {
            items
                .par_iter()
                .enumerate()
                .for_each_with(sender, |sender, (index, item)| {
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    let result = solve_counted(item, settings);
                    // The receiver is gone only after `emit` failed; the result is unwanted.
                    let _ = sender.send((index, result));
                });
        });
        let emitted = emit_in_order(items, receiver, progress, &mut emit);
        stop.store(true, Ordering::Relaxed);
        emitted
    })
}

/// Solves one item, counted as busy while it is solved: a race starts only on an idle
/// core.
fn solve_counted(item: &Item, settings: &Settings) -> Result<Report, SolveError> {
    let _busy = Busy::start();
    pipeline::solve(&item.puzzle, settings)
}

/// Receives `(index, result)` pairs in any order and emits them in index order.
fn emit_in_order<E>(
    items: &[Item],
    receiver: mpsc::Receiver<(usize, Result<Report, SolveError>)>,
    progress: &dyn Fn(usize),
    emit: &mut impl FnMut(&Item, Result<Report, SolveError>) -> Result<(), E>,
) -> Result<(), E> {
    let mut waiting = BTreeMap::new();
    let mut next = 0;
    for (done, (index, result)) in receiver.into_iter().enumerate() {
        progress(done + 1);
        waiting.insert(index, result);
        while let Some(result) = waiting.remove(&next) {
            emit(&items[next], result)?;
            next += 1;
        }
    }
    Ok(())
}
