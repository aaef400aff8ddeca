//! The paths family: lines that join pairs of ends without meeting. Each path runs from
//! one end to another with the same label, through cells no other path uses; a path
//! enters an end only where it starts or stops; no line is a loop apart from every end
//! (Numberlink).
//!
//! The shape is the same on every board: a variable per link between neighbouring
//! cells; the local rule at each cell (degree 1 at an end, 0 or 2 elsewhere, a cell
//! used exactly where lines meet it); a label per used cell, one-hot over the labels,
//! equal across every drawn link, fixed at the ends; and loop-freedom as connectivity:
//! every used cell is joined to some end, through [`connect`](crate::connect)'s
//! [`Property::Connected`](crate::connect::Property) on the cells and one extra vertex
//! linked to every end. Since every component of such a drawing is a path between two
//! ends or a loop, and a loop reaches no end, that is exactly "no stray loop". The
//! connectivity's lowering is chosen as everywhere (`--connectivity`): lazy cuts in
//! process, a static lowering for DIMACS and proofs.
//!
//! * [`grid`]: paths through the centres of a grid's cells.

pub mod grid;
