//! Runs of shaded cells that clues describe: a clue lists the lengths of the maximal
//! runs of shaded cells along some cells. [`ring`] is Tapa's form: the eight
//! neighbours of a cell read around it, the runs a multiset (any order), cells off the
//! grid unshaded.

pub mod ring;
