//! A ring of up to eight cells around a clue cell (its neighbours read clockwise from
//! the upper left, cells off the grid unshaded and breaking the ring) whose runs of
//! shaded cells are, in any order, exactly a clue's numbers (Tapa).
//!
//! A clue is a list of numbers, `None` for pzprjs's unknown `?`: `[0]` says no cell of
//! the ring is shaded; a `?` among several numbers is a run of any length; a lone `?`
//! is one number 0..8, so at most one run. A ring holds at most 2^8 patterns, so the
//! rule is a table over its cells, lowered one of two ways ([`RingLowering`]):
//!
//! * **Primes** (forbid): for every pattern the clue rules out, a clause forbids it;
//!   the forbidden patterns are first merged into their prime implicants (cubes that
//!   leave some cells free), each one clause, so the clauses are every prime implicate
//!   of the rule: unit propagation then finds every cell the rule forces. No variable.
//! * **Support**: a variable per allowed pattern, true when the ring shows it; the
//!   pattern's variable implies each cell's value, some pattern holds, and each value
//!   of each cell implies one of the patterns that show it. Unit propagation again
//!   finds every forced cell (through the patterns' variables).
//!
//! ```
//! use puzzle_cnf::runs::ring::{Ring, RingLowering};
//! use puzzle_cnf::CnfBuilder;
//! use puzzle_ir::grid::Grid;
//!
//! let mut cnf = CnfBuilder::new();
//! let cells: Vec<_> = (0..9).map(|_| cnf.new_var().pos_lit()).collect();
//! let ring = Ring::around(Grid::new(3, 3), &cells, 4);
//! assert_eq!(ring.allowed(&[Some(3), Some(1)]).len(), 24);
//! ring.encode(&[Some(8)], RingLowering::Primes, &mut cnf);
//! ```

use crate::{CnfBuilder, Lit};
use puzzle_ir::grid::Grid;
use puzzle_ir::settings::Setting;
use std::str::FromStr;

/// The setting that picks a [`RingLowering`].
pub const SETTING: Setting = Setting::choice(
    "ring",
    "How each clue's ring of neighbours becomes clauses: primes (a clause for each prime implicant of the patterns it forbids) or support (a variable for each pattern it allows)",
    &["primes", "support"],
    "support",
);

/// How a ring's rule becomes clauses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RingLowering {
    /// A clause per prime implicant of the forbidden patterns.
    Primes,
    /// A variable per allowed pattern: the default, as the primes cost more to find than
    /// the solver saves (docs/ENCODINGS.md, "Tapa").
    #[default]
    Support,
}

impl RingLowering {
    /// The name [`FromStr`] reads.
    pub fn name(self) -> &'static str {
        match self {
            RingLowering::Primes => "primes",
            RingLowering::Support => "support",
        }
    }
}

impl FromStr for RingLowering {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "primes" => Ok(RingLowering::Primes),
            "support" => Ok(RingLowering::Support),
            other => Err(format!(
                "unknown ring lowering `{other}` (expected primes or support)"
            )),
        }
    }
}

/// The eight neighbours around a cell, clockwise from the upper left, as offsets.
const AROUND: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
];

/// A clue cell's ring: per place around it, the literal of the cell there (true when
/// shaded), `None` off the grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ring {
    places: [Option<Lit>; 8],
}

/// A set of patterns with some places fixed: bit `i` of `fixed` says place `i` is
/// fixed, to bit `i` of `value`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Cube {
    fixed: u8,
    value: u8,
}

impl Ring {
    /// The ring of `cell` of `grid`, whose cells' literals are `cells` (row-major).
    pub fn around(grid: Grid, cells: &[Lit], cell: usize) -> Ring {
        let (row, col) = grid.position(cell);
        let places = AROUND.map(|(dr, dc)| {
            let (r, c) = (row.wrapping_add_signed(dr), col.wrapping_add_signed(dc));
            (r < grid.rows && c < grid.cols).then(|| cells[grid.index(r, c)])
        });
        Ring { places }
    }

    /// The ring of the given places (`None` off the grid).
    pub fn new(places: [Option<Lit>; 8]) -> Ring {
        Ring { places }
    }

    /// The places on the grid, as bits.
    fn present(&self) -> u8 {
        (0..8)
            .filter(|&i| self.places[i].is_some())
            .fold(0, |bits, i| bits | 1 << i)
    }

    /// Every pattern of shaded places (bit `i` for place `i`, none off the grid) whose
    /// runs fit `clue`.
    pub fn allowed(&self, clue: &[Option<u8>]) -> Vec<u8> {
        let present = self.present();
        (0..=255u8)
            .filter(|&pattern| {
                pattern & !present == 0 && fits(clue, &RUN_LENGTHS[usize::from(pattern)])
            })
            .collect()
    }

    /// Adds the clauses that make the ring's runs fit `clue`, lowered by `lowering`.
    pub fn encode(&self, clue: &[Option<u8>], lowering: RingLowering, cnf: &mut CnfBuilder) {
        let allowed = self.allowed(clue);
        match lowering {
            RingLowering::Primes => {
                let mut forbidden = [true; 256];
                allowed
                    .iter()
                    .for_each(|&pattern| forbidden[usize::from(pattern)] = false);
                for cube in primes(&forbidden, self.present()) {
                    cnf.add_clause(self.literals(cube).map(|lit| !lit));
                }
            }
            RingLowering::Support => {
                let present = self.present();
                let cube = |value| Cube {
                    fixed: present,
                    value,
                };
                let shows: Vec<(u8, Lit)> = (allowed.into_iter())
                    .map(|pattern| (pattern, cnf.new_var().pos_lit()))
                    .collect();
                for &(pattern, shown) in &shows {
                    for lit in self.literals(cube(pattern)) {
                        cnf.add_clause([!shown, lit]);
                    }
                }
                cnf.add_clause(shows.iter().map(|&(_, shown)| shown));
                for (place, lit) in self.places.iter().enumerate() {
                    let Some(lit) = *lit else { continue };
                    for shaded in [false, true] {
                        let showing = (shows.iter())
                            .filter(|&&(pattern, _)| (pattern >> place & 1 == 1) == shaded)
                            .map(|&(_, shown)| shown);
                        let value = if shaded { lit } else { !lit };
                        cnf.add_clause(std::iter::once(!value).chain(showing));
                    }
                }
            }
        }
    }

    /// The literals that hold where `cube` fixes a place (the cell shaded or not).
    fn literals(&self, cube: Cube) -> impl Iterator<Item = Lit> + '_ {
        (0..8)
            .filter(move |&i| cube.fixed >> i & 1 == 1)
            .map(move |i| {
                let lit = self.places[i].expect("fixed places are on the grid");
                if cube.value >> i & 1 == 1 {
                    lit
                } else {
                    !lit
                }
            })
    }
}

/// The prime implicants of the patterns `forbidden` holds (indexed by pattern, over the
/// places of `present`): the cubes whose every pattern is forbidden, and that fix no
/// place they could leave free. Whether a cube holds only forbidden patterns is known
/// from the two cubes that fix one more place, so the cubes are visited from the most
/// fixed places down.
fn primes(forbidden: &[bool; 256], present: u8) -> Vec<Cube> {
    let index = |cube: Cube| usize::from(cube.fixed) << 8 | usize::from(cube.value);
    let cubes = |fixed: u8| {
        (0..=255u8)
            .filter(move |&value| value & !fixed == 0)
            .map(move |value| Cube { fixed, value })
    };
    let fixings = (0..=255u8).rev().filter(|&fixed| fixed & !present == 0);
    let mut implicant = vec![false; 1 << 16];
    for fixed in fixings.clone() {
        for cube in cubes(fixed) {
            let free = present & !fixed;
            implicant[index(cube)] = match free.trailing_zeros() {
                8 => forbidden[usize::from(cube.value)],
                bit => {
                    let more = Cube {
                        fixed: fixed | 1 << bit,
                        ..cube
                    };
                    let twin = Cube {
                        value: cube.value | 1 << bit,
                        ..more
                    };
                    implicant[index(more)] && implicant[index(twin)]
                }
            };
        }
    }
    let widens = |cube: Cube| {
        (0..8).filter(|&i| cube.fixed >> i & 1 == 1).any(|i| {
            let wider = Cube {
                fixed: cube.fixed & !(1 << i),
                value: cube.value & !(1 << i),
            };
            implicant[index(wider)]
        })
    };
    let mut primes: Vec<Cube> = (fixings.flat_map(cubes))
        .filter(|&cube| implicant[index(cube)] && !widens(cube))
        .collect();
    primes.sort_by_key(|cube| (cube.fixed, cube.value));
    primes
}

/// How many runs of shaded places a pattern has of each length (`[0]` unused), going
/// round the ring (a run may pass from place 7 to place 0).
type RunLengths = [u8; 9];

/// The [`RunLengths`] of every pattern, indexed by the pattern.
const RUN_LENGTHS: [RunLengths; 256] = {
    let mut table = [[0; 9]; 256];
    let mut pattern = 0;
    while pattern < 256 {
        table[pattern] = run_lengths(pattern as u8);
        pattern += 1;
    }
    table
};

/// The [`RunLengths`] of `pattern`: walking once round the ring from an unshaded place,
/// each run counted where it ends.
const fn run_lengths(pattern: u8) -> RunLengths {
    let mut lengths = [0; 9];
    if pattern == u8::MAX {
        lengths[8] = 1;
        return lengths;
    }
    let start = pattern.trailing_ones();
    let mut run = 0;
    let mut step = 1;
    while step <= 8 {
        if pattern >> ((start + step) % 8) & 1 == 1 {
            run += 1;
        } else if run > 0 {
            lengths[run] += 1;
            run = 0;
        }
        step += 1;
    }
    lengths
}

/// Whether runs of these `lengths` are `clue`'s numbers in some order (see the module's
/// doc for `0` and `?`).
fn fits(clue: &[Option<u8>], lengths: &RunLengths) -> bool {
    let runs: usize = lengths.iter().map(|&n| usize::from(n)).sum();
    match clue {
        [Some(0)] => runs == 0,
        [None] => runs <= 1,
        _ if clue.len() != runs => false,
        _ => {
            let mut left = *lengths;
            clue.iter().flatten().all(|&number| {
                let count = &mut left[usize::from(number)];
                count.checked_sub(1).map(|fewer| *count = fewer).is_some()
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lengths of `pattern`'s runs, as a [`RunLengths`].
    fn lengths(runs: &[usize]) -> RunLengths {
        let mut lengths = [0; 9];
        runs.iter().for_each(|&run| lengths[run] += 1);
        lengths
    }

    #[test]
    fn runs_wrap_round_the_ring() {
        assert_eq!(RUN_LENGTHS[0], lengths(&[]));
        assert_eq!(RUN_LENGTHS[0b1000_0001], lengths(&[2]));
        assert_eq!(RUN_LENGTHS[0b0101_0110], lengths(&[2, 1, 1]));
        assert_eq!(RUN_LENGTHS[0xff], lengths(&[8]));
        assert_eq!(RUN_LENGTHS[0b0111_1111], lengths(&[7]));
    }

    #[test]
    fn clues_match_as_multisets() {
        assert!(fits(&[Some(1), Some(3)], &lengths(&[3, 1])));
        assert!(!fits(&[Some(1), Some(3)], &lengths(&[3, 3])));
        assert!(fits(&[None, Some(3)], &lengths(&[3, 3])));
        assert!(fits(&[None], &lengths(&[])) && fits(&[None], &lengths(&[4])));
        assert!(!fits(&[None], &lengths(&[1, 1])));
        assert!(fits(&[Some(0)], &lengths(&[])) && !fits(&[Some(0)], &lengths(&[1])));
    }

    #[test]
    fn primes_merge_cubes() {
        let mut forbidden = [false; 256];
        (0..4).for_each(|pattern| forbidden[pattern] = true);
        assert_eq!(primes(&forbidden, 0b11), vec![Cube { fixed: 0, value: 0 }]);
        forbidden[2..4].fill(false);
        assert_eq!(
            primes(&forbidden, 0b11),
            vec![Cube {
                fixed: 0b10,
                value: 0
            }]
        );
    }
}
