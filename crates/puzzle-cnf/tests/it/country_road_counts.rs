//! Country Road against a brute force: on every grid shape up to 3x4 cells, every loop is
//! found by trying every set of links on the independent checker (one room); for random
//! rooms and numbers on those grids, the CNF of each connectivity lowering, way of
//! counting a room's crossings and of counting its number has exactly the answers the
//! checker accepts, counted on the link variables.

use crate::lines::{all_loops, assert_cnf_has_the_checkers_answers};
use puzzle_cnf::card::CardEncoding;
use puzzle_cnf::connect::Choice;
use puzzle_cnf::country_road::{self, Border, CountryRoadOptions};
use puzzle_cnf::Options;
use puzzle_ir::country_road::{check, CountryRoad};
use puzzle_ir::numbered_rooms::{NumberedRooms, RoomNumber};
use puzzle_ir::rooms::Rooms;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const SHAPES: [(usize, usize); 7] = [(1, 3), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3), (3, 4)];

/// Random rooms (cells of one of three ids, split where they are not connected) and a
/// number, `?` or nothing in each.
fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> CountryRoad {
    let ids: Vec<u8> = (0..rows * cols).map(|_| rng.random_range(0..3)).collect();
    let rooms = Rooms::from_ids(rows, cols, &ids);
    let numbers = (0..rooms.len())
        .map(|_| match rng.random_range(0..4) {
            0 => Some(RoomNumber::Unknown),
            1 => None,
            _ => Some(RoomNumber::Known(rng.random_range(1..=4))),
        })
        .collect();
    CountryRoad::new(NumberedRooms::new(rooms, numbers))
}

#[test]
fn every_lowering_and_count_has_the_checkers_answers() {
    let mut rng = SmallRng::seed_from_u64(43);
    let mut solvable = 0;
    for (rows, cols) in SHAPES {
        let one_room = Rooms::from_ids(rows, cols, &vec![0; rows * cols]);
        let blank = CountryRoad::new(NumberedRooms::new(one_room, vec![None]));
        let loops = all_loops(&blank, |answer| check(&blank, answer).is_ok());
        for _ in 0..12 {
            let puzzle = random_puzzle(rows, cols, &mut rng);
            let accepts = |answer: &_| check(&puzzle, answer).is_ok();
            for border in Border::ALL {
                for numbers in CardEncoding::ALL {
                    let encode = |lowering| {
                        let options = Options {
                            country_road: CountryRoadOptions {
                                connectivity: Choice::Given(lowering),
                                border,
                                numbers,
                            },
                            ..Options::default()
                        };
                        country_road::encode(&puzzle, &options)
                    };
                    let answers =
                        assert_cnf_has_the_checkers_answers(&puzzle, &loops, accepts, encode);
                    solvable += usize::from(answers > 0);
                }
            }
        }
    }
    assert!(
        solvable >= 40,
        "only {solvable} random puzzles and settings have an answer"
    );
}
