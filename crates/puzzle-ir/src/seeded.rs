//! Seeds and grid sizes for the generators' tests: each seed its own random generator
//! and a size, so that a few runs sweep thin, square and wide grids.

use rand::rngs::SmallRng;
use rand::SeedableRng;

/// Seeds 0..`count`, each with its generator and a grid of 1 + seed % `row_cycle` rows
/// and 1 + seed / `col_step` columns.
pub(crate) fn seeded_grids(
    count: u64,
    row_cycle: usize,
    col_step: usize,
) -> impl Iterator<Item = (u64, SmallRng, usize, usize)> {
    (0..count).map(move |seed| {
        let rng = SmallRng::seed_from_u64(seed);
        let at = seed as usize;
        (seed, rng, 1 + at % row_cycle, 1 + at / col_step)
    })
}
