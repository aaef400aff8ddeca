//! The lines kit: pzprjs's names of the rules on lines alone, for the loop kinds'
//! checker tests, and the random loops of the generators.

use puzzle_ir::lines::{LineFault, Region};
use rand::SeedableRng;

/// pzprjs's name of the rule a [`LineFault`] breaks.
pub fn line_reason(fault: &LineFault) -> &'static str {
    match fault {
        LineFault::NoLine => "brNoLine",
        LineFault::Branch { .. } => "lnBranch",
        LineFault::Crossing { .. } => "lnCross",
        LineFault::DeadEnd { .. } => "lnDeadEnd",
        LineFault::SeveralPieces { .. } => "lnPlLoop",
        LineFault::WrongSize { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn a_grown_region_is_the_inside_of_its_border() {
    for seed in 0..20 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let points = (2 + seed as usize % 4, 2 + seed as usize % 5);
        let region = Region::grow(points, &mut rng, |_| true);
        let border = region.border();
        assert_eq!((border.rows(), border.cols()), points);
        assert!(!border.is_empty(), "seed {seed}");
        assert_eq!(Region::inside(&border), region, "seed {seed}");
    }
}

#[test]
fn a_loop_moved_at_an_edge_gains_or_loses_one_face_beside_it() {
    for seed in 0..20 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let region = Region::grow((4, 5), &mut rng, |_| true);
        let border = region.border();
        // The edge right of point (1, 1), between faces (0, 1) and (1, 1).
        let moved = Region::moved(&border, 2, 3, &mut rng, |_| true).expect("an edge");
        let after = Region::inside(&moved);
        let flipped: Vec<(isize, isize)> = [(0, 1), (1, 1)]
            .into_iter()
            .filter(|&(r, c)| after.contains(r, c) != region.contains(r, c))
            .collect();
        assert_eq!(flipped.len(), 1, "seed {seed}");
        assert!(Region::moved(&border, 1, 1, &mut rng, |_| true).is_none());
        assert!(Region::moved(&border, 2, 3, &mut rng, |_| false).is_none());
    }
}
