//! Paths through the centres of a grid's cells, joining ends of equal labels (the
//! [family's](super) shape on a grid): a [`GridLoop`] of link variables, and per cell a
//! `used` variable (constant where the cell is an end, or every cell must be used) and
//! its label's variables ([`Labels`]: in binary, or one-hot).
//!
//! # Clauses
//!
//! * **Degree.** At an end, exactly one of its links. Elsewhere a drawn link makes the
//!   cell used, a used cell has a link, no link is drawn alone (each drawn link has
//!   another one beside it), and no three are drawn.
//! * **Labels.** An end with a label has it, and across a drawn link both cells have
//!   the same label. In binary ([`Labels::Binary`]): ⌈log2 labels⌉ bits per cell, two
//!   clauses per link and bit. One-hot ([`Labels::OneHot`]): a used cell has one label
//!   (at least one, and at most one by [`AmoEncoding::Auto`]), an unused one none, two
//!   clauses per link and label.
//! * **No stray loop.** [`connect::encode`] with [`Property::Connected`] over the
//!   cells (active when used), their links, and a root vertex linked to every end.
//! * **Some line.** At least one link is drawn: a board without ends has no answer.
//!
//! An end whose label is unknown ([`Cell::AnyEnd`]) takes any label: in binary, any
//! code; one-hot, one more label per such end, beyond the given ones, lets two of them
//! join each other.

use crate::amo::AmoEncoding;
use crate::connect::{self, Empty, Graph, GridLoop, Lowering, Presence, Property};
use crate::{CnfBuilder, Lit};

/// How a cell's label becomes variables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Labels {
    /// The label's number in binary: fewer variables and clauses, and faster on Janko's
    /// Numberlinks (docs/ENCODINGS.md, "Paths").
    #[default]
    Binary,
    /// A variable per label.
    OneHot,
}

/// What a cell is to the paths.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// A cell a path may pass through.
    Free,
    /// An end with this label (below the labels given to [`encode`]).
    End(usize),
    /// An end whose label is any.
    AnyEnd,
    /// An end with this label when the literal is true, a free cell when it is false (a
    /// clue behind its selector, for explanations).
    EndWhen(usize, Lit),
}

/// Adds the paths on a `rows` x `cols` grid whose cells (row-major) are `cells`, with
/// `labels` labels for the ends; with `every_cell`, every cell lies on a path. Returns
/// the link variables.
pub fn encode(
    (rows, cols): (usize, usize),
    cells: &[Cell],
    labels: usize,
    every_cell: bool,
    (lowering, label_lowering): (Lowering, Labels),
    cnf: &mut CnfBuilder,
) -> GridLoop {
    assert_eq!(cells.len(), rows * cols, "a cell per place of the grid");
    let links = GridLoop::new(rows, cols, cnf);
    let used: Vec<Option<Lit>> = (0..cells.len())
        .map(|cell| match cells[cell] {
            Cell::Free | Cell::EndWhen(..) if !every_cell => Some(
                cnf.new_named_var(|| format!("used {}", point(cell, cols)))
                    .pos_lit(),
            ),
            _ => None,
        })
        .collect();
    let incident = incident(&links, (rows, cols));
    for (cell, around) in incident.iter().enumerate() {
        match cells[cell] {
            Cell::Free => degree_zero_or_two(around, used[cell], cnf),
            Cell::End(_) | Cell::AnyEnd => degree_one(around, cnf),
            Cell::EndWhen(_, when) => {
                cnf.guarded(when, |cnf| {
                    degree_one(around, cnf);
                    used[cell].into_iter().for_each(|u| cnf.add_clause([u]));
                });
                cnf.guarded(!when, |cnf| degree_zero_or_two(around, used[cell], cnf));
            }
        }
    }
    match label_lowering {
        Labels::OneHot => one_hot((cells, labels), &used, (&links, (rows, cols)), cnf),
        Labels::Binary => binary((cells, labels), (&links, (rows, cols)), cnf),
    }
    let mut graph = Graph::new();
    let root = graph.add_vertex(Presence::Always);
    for &u in &used {
        graph.add_vertex(u.map_or(Presence::Always, Presence::When));
    }
    for (a, b, link) in link_ends(&links, (rows, cols)) {
        graph.add_edge(a + 1, b + 1, Presence::When(link));
    }
    for (cell, &kind) in cells.iter().enumerate() {
        let end = match kind {
            Cell::Free => continue,
            Cell::End(_) | Cell::AnyEnd => Presence::Always,
            Cell::EndWhen(_, when) => Presence::When(when),
        };
        graph.add_edge(root, cell + 1, end);
    }
    connect::encode(&graph, Property::Connected, Empty::Allowed, lowering, cnf);
    cnf.add_clause(incident.iter().flatten().copied());
    links
}

/// One-hot labels: a variable per cell and label; a used cell has one label, an unused
/// one none, an end its own; across a drawn link each label is on both cells or neither.
/// An end of any label gets one more label, so that two of them can meet.
fn one_hot(
    (cells, labels): (&[Cell], usize),
    used: &[Option<Lit>],
    (links, size): (&GridLoop, (usize, usize)),
    cnf: &mut CnfBuilder,
) {
    let all_labels = labels + cells.iter().filter(|&&c| c == Cell::AnyEnd).count();
    let cols = size.1;
    let label: Vec<Vec<Lit>> = (0..cells.len())
        .map(|cell| {
            (0..all_labels)
                .map(|k| {
                    cnf.new_named_var(|| format!("label {k} {}", point(cell, cols)))
                        .pos_lit()
                })
                .collect()
        })
        .collect();
    for (cell, lits) in label.iter().enumerate() {
        match cells[cell] {
            Cell::End(k) => cnf.add_clause([lits[k]]),
            Cell::EndWhen(k, when) => cnf.guarded(when, |cnf| cnf.add_clause([lits[k]])),
            Cell::Free | Cell::AnyEnd => {}
        }
        cnf.add_clause(lits.iter().copied().chain(used[cell].map(|u| !u)));
        if let Some(u) = used[cell] {
            lits.iter().for_each(|&x| cnf.add_clause([!x, u]));
        }
        AmoEncoding::Auto.at_most_one(lits, cnf);
    }
    for (a, b, link) in link_ends(links, size) {
        for (&x, &y) in label[a].iter().zip(&label[b]) {
            equal_across(link, x, y, cnf);
        }
    }
}

/// Binary labels: ⌈log2 labels⌉ bits per cell, an end's bits its label's, each bit equal
/// across a drawn link. A free cell's bits are free: a path carries its ends' label, and
/// an end of any label takes the label of the other end.
fn binary(
    (cells, labels): (&[Cell], usize),
    (links, size): (&GridLoop, (usize, usize)),
    cnf: &mut CnfBuilder,
) {
    let width = usize::BITS - labels.saturating_sub(1).leading_zeros();
    let cols = size.1;
    let bits: Vec<Vec<Lit>> = (0..cells.len())
        .map(|cell| {
            (0..width)
                .map(|b| {
                    cnf.new_named_var(|| format!("bit {b} {}", point(cell, cols)))
                        .pos_lit()
                })
                .collect()
        })
        .collect();
    let code = |k: usize, bits: &[Lit]| -> Vec<Lit> {
        (bits.iter().enumerate())
            .map(|(b, &bit)| if k >> b & 1 == 1 { bit } else { !bit })
            .collect()
    };
    for (cell, bits) in bits.iter().enumerate() {
        match cells[cell] {
            Cell::End(k) => code(k, bits).into_iter().for_each(|l| cnf.add_clause([l])),
            Cell::EndWhen(k, when) => cnf.guarded(when, |cnf| {
                code(k, bits).into_iter().for_each(|l| cnf.add_clause([l]))
            }),
            Cell::Free | Cell::AnyEnd => {}
        }
    }
    for (a, b, link) in link_ends(links, size) {
        for (&x, &y) in bits[a].iter().zip(&bits[b]) {
            equal_across(link, x, y, cnf);
        }
    }
}

/// Where `link` is drawn, `x` and `y` are equal.
fn equal_across(link: Lit, x: Lit, y: Lit, cnf: &mut CnfBuilder) {
    cnf.add_clause([!link, !x, y]);
    cnf.add_clause([!link, !y, x]);
}

/// A cell's name in the CNF: `r1c1` for the top-left one.
fn point(cell: usize, cols: usize) -> String {
    format!("r{}c{}", cell / cols + 1, cell % cols + 1)
}

/// At an end: exactly one link.
fn degree_one(around: &[Lit], cnf: &mut CnfBuilder) {
    cnf.add_clause(around.iter().copied());
    AmoEncoding::Pairwise.at_most_one(around, cnf);
}

/// At a cell that is no end: used exactly when a link is drawn, and never one link
/// alone nor three.
fn degree_zero_or_two(around: &[Lit], used: Option<Lit>, cnf: &mut CnfBuilder) {
    for &link in around {
        if let Some(u) = used {
            cnf.add_clause([!link, u]);
        }
        let others = around.iter().copied().filter(|&l| l != link);
        cnf.add_clause(others.chain([!link]));
    }
    cnf.add_clause(around.iter().copied().chain(used.map(|u| !u)));
    for (i, &a) in around.iter().enumerate() {
        for (j, &b) in around.iter().enumerate().skip(i + 1) {
            for &c in &around[j + 1..] {
                cnf.add_clause([!a, !b, !c]);
            }
        }
    }
}

/// The links of each cell, row-major.
fn incident(links: &GridLoop, size: (usize, usize)) -> Vec<Vec<Lit>> {
    let mut incident = vec![Vec::new(); size.0 * size.1];
    for (a, b, link) in link_ends(links, size) {
        incident[a].push(link);
        incident[b].push(link);
    }
    incident
}

/// Each link with its two cells: the upper or left one first, row by row.
fn link_ends(links: &GridLoop, (rows, cols): (usize, usize)) -> Vec<(usize, usize, Lit)> {
    let mut out = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            let cell = r * cols + c;
            if let Some(link) = links.across(r, c) {
                out.push((cell, cell + 1, link.pos_lit()));
            }
            if let Some(link) = links.down(r, c) {
                out.push((cell, cell + cols, link.pos_lit()));
            }
        }
    }
    out
}
