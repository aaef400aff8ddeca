//! The integration tests of puzzle-cnf, one binary: a module per encoding family and
//! kind (exhaustive semantics, counts, snapshots, corpora), sharing `common`.

mod amo_exhaustive;
mod answer_lits;
mod card_semantics;
mod card_snapshots;
mod common;
mod connect_exact;
mod kakurasu_contradictions;
mod kakurasu_corpus;
mod kakurasu_counts;
mod kakurasu_guided;
mod kakurasu_properties;
mod kakurasu_snapshots;
mod kakuro_corpus;
mod kakuro_counts;
mod kakuro_properties;
mod kakuro_runs;
mod kakuro_snapshots;
mod killer_counts;
mod killer_snapshots;
mod pb_complement;
mod pb_semantics;
mod pb_snapshots;
mod shakashaka_cases;
mod shakashaka_corpus;
mod shakashaka_exact;
mod shakashaka_random;
mod shakashaka_vertex;
mod slitherlink_counts;
mod slitherlink_snapshots;
mod sudoku_contradictions;
mod sudoku_counts;
mod sudoku_snapshots;
