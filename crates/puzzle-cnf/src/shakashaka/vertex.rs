//! The rectangle rule at one grid vertex, generated from the geometry and compressed into
//! short clauses over the one-hot state literals of the (up to) four squares around it.
//!
//! Nothing here is written by hand: [`sectors`] reads the colour of the eight 45-degree
//! sectors around a vertex off the shapes (which half of a square a triangle blackens),
//! [`sector_rule_allows`] and [`thin_strip`] judge a combination, and [`clauses`] turns
//! the forbidden combinations of each vertex pattern into clauses.
//!
//! ```
//! use puzzle_cnf::shakashaka::vertex::{self, AROUND};
//! use puzzle_cnf::VertexRule;
//!
//! // A vertex with four white squares around it (inside the grid, no black square).
//! let clauses = vertex::clauses(VertexRule::Sectors, [true; 4]);
//! assert!(clauses.len() < 40);
//! assert_eq!(AROUND, ["NW", "NE", "SW", "SE"]);
//! ```

use super::VertexRule;
use super::STATES;
use puzzle_ir::shakashaka::{Corner, Shade};
use std::collections::{BTreeSet, HashSet};
use std::fmt;
use std::sync::OnceLock;

/// Names of the squares around a vertex, in the order of every `[_; 4]` here: above left,
/// above right, below left, below right (row-major). Vertex (i, j) is the top-left corner
/// of square (i, j), so these are squares (i-1, j-1), (i-1, j), (i, j-1) and (i, j).
pub const AROUND: [&str; 4] = ["NW", "NE", "SW", "SE"];

/// Row and column offsets of the squares of [`AROUND`] from the vertex.
pub const OFFSETS: [(isize, isize); 4] = [(-1, -1), (-1, 0), (0, -1), (0, 0)];

/// Local state index of a black square or the outside; 0..5 index [`STATES`].
const BLACK: u8 = 5;

/// A set of local states (bit `s` for state `s`, 0..=5).
type Set = u8;

/// The square holding sectors 2q and 2q+1 (sectors count counter-clockwise from east, so
/// quadrant 0 is above right, 1 above left, 2 below left, 3 below right).
const SQUARE_OF_QUADRANT: [usize; 4] = [1, 0, 2, 3];

/// A direction inside each sector, as (right, down): sector k spans the angles
/// 45k..45(k+1) degrees counter-clockwise from east (up is minus down).
const SECTOR_DIRECTION: [(i32, i32); 8] = [
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
    (1, 2),
    (2, 1),
];

fn local(shade: Shade) -> u8 {
    match shade {
        Shade::Black(_) => BLACK,
        other => STATES
            .iter()
            .position(|&s| s == other)
            .expect("a white square's shade is one of STATES") as u8,
    }
}

/// Whether sector `k` (see [`sectors`]) is white when the square in position `square`
/// ([`AROUND`]) is in local state `state`.
fn sector_white(square: usize, state: u8, k: usize) -> bool {
    let corner = match STATES.get(state as usize) {
        None => return false,
        Some(Shade::Triangle(corner)) => *corner,
        Some(_) => return true,
    };
    // Coordinates inside the square, scaled by 10: right and down from its top-left corner.
    let (dr, dc) = OFFSETS[square];
    let vertex = (-dc as i32 * 10, -dr as i32 * 10);
    let (x, y) = SECTOR_DIRECTION[k];
    let point = (vertex.0 + x, vertex.1 + y);
    let black = match corner {
        Corner::BottomRight => (10, 10),
        Corner::BottomLeft => (0, 10),
        Corner::TopLeft => (0, 0),
        Corner::TopRight => (10, 0),
    };
    let white = (10 - black.0, 10 - black.1);
    let dist = |c: (i32, i32)| (point.0 - c.0).pow(2) + (point.1 - c.1).pow(2);
    // The diagonal that cuts the square is the perpendicular bisector of the black corner
    // and the opposite one: the point is black when it is nearer the black corner.
    dist(black) > dist(white)
}

fn sectors_local(states: [u8; 4]) -> [bool; 8] {
    std::array::from_fn(|k| {
        let square = SQUARE_OF_QUADRANT[k / 2];
        sector_white(square, states[square], k)
    })
}

/// The colour (white = `true`) of the eight 45-degree sectors around a vertex, counter-
/// clockwise from east: 0 and 1 belong to NE, 2 and 3 to NW, 4 and 5 to SW, 6 and 7 to SE.
/// A white square gives two white sectors, a black one two black; a triangle two black at
/// its black right angle, two white at the opposite corner, and one of each at the two
/// ends of its hypotenuse.
///
/// ```
/// use puzzle_cnf::shakashaka::vertex::sectors;
/// use puzzle_ir::shakashaka::{Corner, Shade, Square};
///
/// let black = Shade::Black(Square::Black);
/// // ◤ above right of the vertex: its hypotenuse leaves the vertex at 45 degrees, black
/// // above it (sector 1), white below (sector 0).
/// let s = sectors([black, Shade::Triangle(Corner::TopLeft), black, black]);
/// assert_eq!(s, [true, false, false, false, false, false, false, false]);
/// ```
pub fn sectors(around: [Shade; 4]) -> [bool; 8] {
    sectors_local(around.map(local))
}

/// The sector rule on the colours of [`sectors`]: every maximal cyclic run of white
/// sectors has length 2, 4 or 8 (a white angle of 90, 180 or 360 degrees).
fn runs_ok(white: [bool; 8]) -> bool {
    let Some(start) = white.iter().position(|&w| !w) else {
        return true;
    };
    let mut run = 0;
    for k in 1..=8 {
        if white[(start + k) % 8] {
            run += 1;
        } else {
            if !matches!(run, 0 | 2 | 4) {
                return false;
            }
            run = 0;
        }
    }
    true
}

/// Whether the combination keeps the sector rule (black squares and the outside are
/// [`Shade::Black`]).
pub fn sector_rule_allows(around: [Shade; 4]) -> bool {
    runs_ok(sectors(around))
}

fn thin_strip_local(states: [u8; 4]) -> bool {
    let s = sectors_local(states);
    (0..4).any(|d| {
        let at = |i: usize| s[(i + 2 * d) % 8];
        let square = SQUARE_OF_QUADRANT[(3 + d) % 4];
        let triangle = (1..=4).contains(&states[square]);
        at(0) && !at(1) && !at(4) && at(5) && at(6) && at(7) && triangle
    })
}

/// A "thin strip" through the vertex: two opposite squares whose hypotenuses meet at the
/// vertex in one straight diagonal line (each square white on the same side of it), and on
/// the white side a triangle whose white right angle is at the vertex. The white area
/// there has two parallel sides, the line and that triangle's hypotenuse, 1/√2 apart. A
/// 45-degree rectangle with corners on grid points has no such width: its corners on the
/// line y = x + a and on y = x + a + 1 would be half a step apart along the other
/// diagonal. So no answer contains a thin strip, though the sector rule allows 16 of
/// them per vertex (4 lines and sides, times 4 states of the fourth square).
pub fn thin_strip(around: [Shade; 4]) -> bool {
    thin_strip_local(around.map(local))
}

/// One clause at a vertex, forbidding every combination in a box: "not (NW in S0 and NE in
/// S1 and SW in S2 and SE in S3)". A square whose set is its whole domain is not in the
/// clause. Written over the one-hot literals of a white square, "not in S" is the single
/// literal "not s" when S = {s}, and otherwise the positive literals of the states outside
/// S (equivalent given exactly one state).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VertexClause {
    /// The box's state set per square, bits over local states (5 = black).
    sets: [Set; 4],
    /// The domain of each square: all five states (white square) or black.
    domains: [Set; 4],
}

/// A literal of a [`VertexClause`]: the square (index into [`AROUND`]), the state (index
/// into [`STATES`]) and its sign.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocalLit {
    pub square: usize,
    pub state: usize,
    pub positive: bool,
}

impl VertexClause {
    /// The literals of the clause, square by square.
    pub fn literals(&self) -> Vec<LocalLit> {
        let mut lits = Vec::new();
        for square in 0..4 {
            let (set, domain) = (self.sets[square], self.domains[square]);
            if set == domain {
                continue;
            }
            if set.count_ones() == 1 {
                let state = set.trailing_zeros() as usize;
                lits.push(LocalLit {
                    square,
                    state,
                    positive: false,
                });
            } else {
                lits.extend(
                    (0..5)
                        .filter(|s| domain & !set & (1 << s) != 0)
                        .map(|state| LocalLit {
                            square,
                            state,
                            positive: true,
                        }),
                );
            }
        }
        lits
    }

    /// Whether the clause is false for this combination.
    pub fn forbids(&self, around: [Shade; 4]) -> bool {
        let states = around.map(local);
        (0..4).all(|i| self.sets[i] & (1 << states[i]) != 0)
    }
}

impl fmt::Display for VertexClause {
    /// `NE≠◤ ∨ SE∈{.◣}`: "≠" is a negative literal, "∈" the positive literals listed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lits = self.literals();
        let parts: Vec<String> = AROUND
            .iter()
            .enumerate()
            .filter_map(|(square, name)| {
                let mine: Vec<&LocalLit> = lits.iter().filter(|l| l.square == square).collect();
                match mine[..] {
                    [] => None,
                    [l] if !l.positive => Some(format!("{name}≠{}", STATES[l.state].symbol())),
                    _ => {
                        let states: String =
                            mine.iter().map(|l| STATES[l.state].symbol()).collect();
                        Some(format!("{name}∈{{{states}}}"))
                    }
                }
            })
            .collect();
        f.write_str(&parts.join(" ∨ "))
    }
}

/// The clauses of `rule` at a vertex whose squares [`AROUND`] are white (`true`) or black
/// or outside (`false`). Computed once per process for all 16 patterns.
pub fn clauses(rule: VertexRule, white: [bool; 4]) -> &'static [VertexClause] {
    static TABLES: [OnceLock<Vec<Vec<VertexClause>>>; 2] = [OnceLock::new(), OnceLock::new()];
    let slot = match rule {
        VertexRule::Sectors => 0,
        VertexRule::NoThinStrips => 1,
    };
    let table = TABLES[slot].get_or_init(|| {
        (0..16)
            .map(|pattern| generate(rule, std::array::from_fn(|i| pattern >> i & 1 == 1)))
            .collect()
    });
    let pattern: usize = (0..4).map(|i| usize::from(white[i]) << i).sum();
    &table[pattern]
}

/// Combinations are numbered in base 6, NW the lowest digit.
fn index(states: [u8; 4]) -> usize {
    states.iter().rev().fold(0, |n, &s| n * 6 + s as usize)
}

/// Every combination in the box `sets`.
fn points(sets: [Set; 4]) -> Vec<[u8; 4]> {
    let mut out = Vec::new();
    for a in bits(sets[0]) {
        for b in bits(sets[1]) {
            for c in bits(sets[2]) {
                out.extend(bits(sets[3]).map(|d| [a, b, c, d].map(|s| s as u8)));
            }
        }
    }
    out
}

/// The members of a set, in increasing order.
fn bits(mut set: Set) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let bit = set.trailing_zeros() as usize;
            set &= set - 1;
            bit
        })
    })
}

/// The forbidden combinations of [`index`] as one mask per pair of states of SW and SE
/// (entry `6 * SE + SW`), over the pairs of NW and NE (bit `6 * NE + NW`).
fn masks_by_lower_pair(forbidden: &[bool]) -> [u64; 36] {
    let mut masks = [0; 36];
    for (i, _) in forbidden.iter().enumerate().filter(|(_, &f)| f) {
        masks[i / 36] |= 1 << (i % 36);
    }
    masks
}

/// Whether every combination in the box `sets` is forbidden, given the forbidden
/// combinations as [`masks_by_lower_pair`] (the hot loop of the box growth: the upper
/// pair is tested in one mask operation per lower pair).
fn all_forbidden(sets: [Set; 4], masks: &[u64; 36]) -> bool {
    let upper = bits(sets[1]).fold(0u64, |m, ne| m | u64::from(sets[0]) << (6 * ne));
    bits(sets[3]).all(|se| bits(sets[2]).all(|sw| masks[6 * se + sw] & upper == upper))
}

/// The number of literals of the clause of a box.
fn cost(sets: [Set; 4], domains: [Set; 4]) -> u32 {
    (0..4)
        .map(|i| match (sets[i] == domains[i], sets[i].count_ones()) {
            (true, _) => 0,
            (false, 1) => 1,
            (false, n) => domains[i].count_ones() - n,
        })
        .sum()
}

/// The maximal boxes inside the forbidden set that grow from `sets` when the squares not
/// in `grown` (a bit per square) are grown in every order, one square at a time: a
/// square's set takes each state of its domain whose slice (the box with that square's
/// set replaced by the state alone) is all forbidden. Growths of different points and
/// orders meet in the same partial boxes, so a partial box already grown is passed over.
fn grow_boxes(
    sets: [Set; 4],
    grown: u8,
    grow: &impl Fn([Set; 4], usize) -> [Set; 4],
    seen: &mut HashSet<([Set; 4], u8)>,
    primes: &mut BTreeSet<[Set; 4]>,
) {
    if grown == 0b1111 {
        primes.insert(sets);
        return;
    }
    if !seen.insert((sets, grown)) {
        return;
    }
    for square in (0..4).filter(|square| grown & 1 << square == 0) {
        grow_boxes(grow(sets, square), grown | 1 << square, grow, seen, primes);
    }
}

/// Prime clauses of at most this many literals are all kept: they are cheap and carry most
/// of the propagation (measured on the janko corpus and on random 40x40 puzzles: keeping
/// those of at most 2 literals, or only a minimal cover, solved 1.5 to 3 times slower,
/// and proving uniqueness up to 15 times slower; at most 4 or 5 only added clauses).
pub const SHORT_CLAUSE: u32 = 3;

/// The compressed clauses of one vertex pattern:
/// 1. list the forbidden combinations (black squares fixed);
/// 2. from each one and each order of the squares, grow the box greedily: add a state to a
///    square's set whenever the box stays inside the forbidden set. This gives maximal
///    boxes (prime clauses: no literal can be dropped);
/// 3. keep every prime clause of at most [`SHORT_CLAUSE`] literals;
/// 4. cover the forbidden combinations left with few more primes (greedy set cover: most
///    newly covered combinations first, then fewer literals), and drop those of them that
///    the other chosen boxes make redundant;
/// 5. a box that restricts a single square becomes unit clauses, one per state.
fn generate(rule: VertexRule, white: [bool; 4]) -> Vec<VertexClause> {
    let domains: [Set; 4] = white.map(|w| if w { 0b1_1111 } else { 1 << BLACK });
    let forbidden_local = |s: [u8; 4]| {
        !runs_ok(sectors_local(s)) || (rule == VertexRule::NoThinStrips && thin_strip_local(s))
    };
    let mut forbidden = vec![false; 6usize.pow(4)];
    let all: Vec<[u8; 4]> = points(domains);
    for &s in &all {
        forbidden[index(s)] = forbidden_local(s);
    }
    let bad: Vec<[u8; 4]> = all
        .iter()
        .copied()
        .filter(|&s| forbidden[index(s)])
        .collect();

    // 2. Maximal boxes.
    let masks = masks_by_lower_pair(&forbidden);
    let grow = |mut sets: [Set; 4], square: usize| {
        for bit in (0..6).map(|state| 1 << state) {
            let mut slice = sets;
            slice[square] = bit;
            if domains[square] & !sets[square] & bit != 0 && all_forbidden(slice, &masks) {
                sets[square] |= bit;
            }
        }
        sets
    };
    let mut primes: BTreeSet<[Set; 4]> = BTreeSet::new();
    let mut seen = HashSet::new();
    for &point in &bad {
        grow_boxes(point.map(|s| 1 << s), 0, &grow, &mut seen, &mut primes);
    }

    // 3. Short primes.
    let primes: Vec<[Set; 4]> = primes.into_iter().collect();
    let covers: Vec<Vec<usize>> = primes
        .iter()
        .map(|&sets| points(sets).into_iter().map(index).collect())
        .collect();
    let mut covered = vec![false; forbidden.len()];
    let short: Vec<usize> = (0..primes.len())
        .filter(|&p| cost(primes[p], domains) <= SHORT_CLAUSE)
        .collect();
    for &p in &short {
        covers[p].iter().for_each(|&i| covered[i] = true);
    }

    // 4. Greedy set cover of the rest.
    let mut chosen: Vec<usize> = Vec::new();
    while bad.iter().any(|&s| !covered[index(s)]) {
        let gain = |p: usize| covers[p].iter().filter(|&&i| !covered[i]).count();
        let best = (0..primes.len())
            .max_by_key(|&p| {
                (
                    gain(p),
                    std::cmp::Reverse(cost(primes[p], domains)),
                    std::cmp::Reverse(p),
                )
            })
            .expect("a forbidden combination lies in its own box");
        covers[best].iter().for_each(|&i| covered[i] = true);
        chosen.push(best);
    }
    let mut b = chosen.len();
    while b > 0 {
        b -= 1;
        let mut others = vec![false; forbidden.len()];
        for &p in short.iter().chain(&chosen).filter(|&&p| p != chosen[b]) {
            covers[p].iter().for_each(|&i| others[i] = true);
        }
        if covers[chosen[b]].iter().all(|&i| others[i]) {
            chosen.remove(b);
        }
    }
    let boxes = short.iter().chain(&chosen).map(|&p| primes[p]);

    // 5. A box that restricts one square only forbids states outright: one unit clause
    //    per state (the solver then never has to learn them).
    let mut clauses: Vec<VertexClause> = Vec::new();
    for sets in boxes {
        let restricted: Vec<usize> = (0..4).filter(|&i| sets[i] != domains[i]).collect();
        match restricted[..] {
            [square] => clauses.extend((0..6).filter(|s| sets[square] & (1 << s) != 0).map(|s| {
                let mut unit = sets;
                unit[square] = 1 << s;
                VertexClause {
                    sets: unit,
                    domains,
                }
            })),
            _ => clauses.push(VertexClause { sets, domains }),
        }
    }
    clauses.sort_by_key(|c| (c.literals().len(), *c));
    clauses.dedup();
    debug_assert!(all.iter().all(|&s| forbidden[index(s)]
        == clauses
            .iter()
            .any(|c| (0..4).all(|i| c.sets[i] & (1 << s[i]) != 0))));
    clauses
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzle_ir::shakashaka::Square;

    const B: Shade = Shade::Black(Square::Black);

    fn all_states() -> Vec<Shade> {
        STATES.iter().copied().chain([B]).collect()
    }

    fn combinations() -> Vec<[Shade; 4]> {
        let s = all_states();
        let mut out = Vec::new();
        for a in &s {
            for b in &s {
                for c in &s {
                    for d in &s {
                        out.push([*a, *b, *c, *d]);
                    }
                }
            }
        }
        out
    }

    #[test]
    fn sector_colours_follow_the_glyphs() {
        use Corner::*;
        // Each triangle seen from each corner of its square: black right angle, white
        // right angle, or a hypotenuse end.
        let t = |c| Shade::Triangle(c);
        // Square above left of the vertex: the vertex is its bottom-right corner.
        assert_eq!(sectors([t(BottomRight), B, B, B])[2..4], [false, false]);
        assert_eq!(sectors([t(TopLeft), B, B, B])[2..4], [true, true]);
        // ◣ above left: hypotenuse from its top-left to its bottom-right corner (the
        // vertex); black below it, so the sector next to west (3) is black.
        assert_eq!(sectors([t(BottomLeft), B, B, B])[2..4], [true, false]);
        assert_eq!(sectors([t(TopRight), B, B, B])[2..4], [false, true]);
        // Below right of the vertex (its top-left corner): ◥ blackens the half above its
        // hypotenuse, so the sector next to east (7) is black, the one next to south white.
        assert_eq!(sectors([B, B, B, t(TopRight)])[6..8], [true, false]);
        assert_eq!(sectors([B, B, B, Shade::White])[6..8], [true, true]);
    }

    #[test]
    fn counts_of_the_notes() {
        let combos = combinations();
        let allowed = combos.iter().filter(|&&c| sector_rule_allows(c)).count();
        let free: Vec<_> = combos
            .iter()
            .filter(|c| c.iter().all(|s| !matches!(s, Shade::Black(_))))
            .collect();
        let allowed_free = free.iter().filter(|&&&c| sector_rule_allows(c)).count();
        let thin = combos
            .iter()
            .filter(|&&c| sector_rule_allows(c) && thin_strip(c))
            .count();
        assert_eq!(
            (combos.len(), allowed, free.len(), allowed_free),
            (1296, 290, 625, 111)
        );
        assert_eq!(thin, 16);
    }

    #[test]
    fn clauses_forbid_exactly_the_forbidden() {
        for rule in [VertexRule::Sectors, VertexRule::NoThinStrips] {
            for c in combinations() {
                let white = c.map(|s| !matches!(s, Shade::Black(_)));
                let allowed =
                    sector_rule_allows(c) && !(rule == VertexRule::NoThinStrips && thin_strip(c));
                let forbidden = clauses(rule, white).iter().any(|cl| cl.forbids(c));
                assert_eq!(allowed, !forbidden, "{rule:?} {c:?}");
                // The same through the one-hot literals (black squares have none).
                let state = c.map(|s| STATES.iter().position(|&t| t == s));
                let satisfied = clauses(rule, white).iter().all(|cl| {
                    cl.literals()
                        .iter()
                        .any(|l| (state[l.square] == Some(l.state)) == l.positive)
                });
                assert_eq!(allowed, satisfied, "{rule:?} {c:?} (literals)");
            }
        }
    }
}
