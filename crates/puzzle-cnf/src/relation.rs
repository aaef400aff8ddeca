//! The comparison in a linear constraint `sum relation bound`, shared by the cardinality
//! ([`crate::card`]) and pseudo-Boolean ([`crate::pb`]) encodings.

/// How the sum of a constraint compares with its bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Relation {
    /// `sum <= bound`
    AtMost,
    /// `sum >= bound`
    AtLeast,
    /// `sum == bound`
    Equal,
}

impl Relation {
    /// Every relation, for tests and comparisons.
    pub const ALL: [Relation; 3] = [Relation::AtMost, Relation::AtLeast, Relation::Equal];

    /// Whether `sum relation bound` holds (the meaning every encoding must keep).
    pub fn holds(self, sum: u64, bound: u64) -> bool {
        match self {
            Relation::AtMost => sum <= bound,
            Relation::AtLeast => sum >= bound,
            Relation::Equal => sum == bound,
        }
    }
}
