//! Divisions of a grid into regions: every cell lies in one connected region, and a
//! border runs between two neighbouring cells exactly when they lie in different
//! regions. Each shape of the family says what a region must be besides connected:
//!
//! * [`sized`]: each cell holds a number, and the region of a cell holding k is the
//!   maximal connected group of cells holding k, of exactly k cells (Fillomino).
//! * [`symmetric`]: one region per centre (a cell, an edge or a vertex), symmetric under
//!   the half-turn about it (Galaxies).
//! * [`congruent`]: each region one white and one grey half of the same shape, on a
//!   grid of given colours (Double Choco).
//!
//! Each shape has static lowerings, plain CNF for DIMACS, external solvers and proofs,
//! and a lazy one, cuts added while solving in this process, as
//! [`connect`](crate::connect) has; each is exact against a brute force on small grids.

pub mod congruent;
pub mod sized;
pub mod symmetric;
