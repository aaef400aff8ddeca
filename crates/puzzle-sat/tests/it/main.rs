//! The integration tests of the `puzzle-sat` command and its library, one binary: a module
//! per area (commands, kinds, solvers, the solution space, documents), sharing `common`.
//! `tests/race.rs` stays a binary of its own: it counts its process's threads.

mod ascii_answers;
mod batch;
mod cadical_lib;
mod cli;
mod cli_kakurasu;
mod cli_kakuro;
mod cli_killer;
mod cli_pzprv3;
mod cli_rooms;
mod cli_shakashaka;
mod cli_slitherlink;
mod common;
mod conformance;
mod contract;
mod corpus;
mod count;
mod count_corpus;
mod dimacs_round_trip;
mod documents;
mod explain;
mod external_faults;
mod generate_properties;
mod generate_unique;
mod guesses;
mod hint;
mod json_schemas;
mod peers;
mod pictures;
mod proof;
mod properties;
mod pzprjs;
mod scale;
mod small_cdcl;
mod time_limits;
