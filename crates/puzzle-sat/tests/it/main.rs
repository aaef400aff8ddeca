//! The integration tests of the `puzzle-sat` command and its library, one binary: a module
//! per area (commands, kinds, solvers, the solution space, documents), sharing `common`.
//! `tests/race.rs` and `tests/external_faults.rs` stay binaries of their own: they count
//! their process's threads and its children's peak memory.

mod ascii_answers;
mod batch;
mod cadical_lib;
mod cli;
mod cli_akari;
mod cli_creek;
mod cli_hitori;
mod cli_kakurasu;
mod cli_kakuro;
mod cli_killer;
mod cli_lines;
mod cli_masyu;
mod cli_norinori;
mod cli_nurikabe;
mod cli_pzprv3;
mod cli_ripple_effect;
mod cli_rooms;
mod cli_shakashaka;
mod cli_shimaguni;
mod cli_slant;
mod cli_slitherlink;
mod cli_star_battle;
mod cli_tents;
mod common;
mod conformance;
mod connectivity_kinds;
mod contract;
mod corpus;
mod count;
mod count_corpus;
mod dimacs_round_trip;
mod documents;
mod explain;
mod family;
mod generate_properties;
mod generate_unique;
mod guesses;
mod hint;
mod json_schemas;
mod nurikabe_unknown;
mod peers;
mod pictures;
mod proof;
mod properties;
mod pzprjs;
mod pzprjs_boards;
mod pzprjs_judge;
mod pzprjs_round_trip;
mod scale;
mod serve;
mod serve_browser;
mod small_cdcl;
mod time_limits;
