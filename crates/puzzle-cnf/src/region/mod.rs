//! Regions: a division of the grid into connected regions, with a border between two
//! cells exactly when they are in different regions. Each file says what fixes the
//! regions: [`symmetric`], one region per centre, symmetric under the half-turn about it
//! (Galaxies).

pub mod symmetric;
