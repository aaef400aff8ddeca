//! The integration tests of puzzle-ir, one binary: a module per area (parsers, checkers,
//! generators, interop), each reading the bundled puzzles through the public API.

mod akari_check;
mod country_road_check;
mod creek_check;
mod examples;
mod heyawake_check;
mod hitori_check;
mod interop;
mod kakurasu_corpus;
mod kakurasu_parse;
mod kakurasu_properties;
mod kakuro_corpus;
mod kakuro_generate;
mod kakuro_parse;
mod killer_parse;
mod kurodoko_check;
mod lines;
mod lits_check;
mod masyu_check;
mod norinori_check;
mod nurikabe_check;
mod pzprjs;
mod ripple_effect_check;
mod shakashaka_check;
mod shakashaka_generate;
mod shakashaka_parse;
mod shimaguni_check;
mod slant_check;
mod slitherlink_check;
mod star_battle_check;
mod sudoku_check;
mod sudoku_parse_errors;
mod sudoku_properties;
mod tents_check;
mod yajilin_check;
mod yajisan_kazusan_check;
