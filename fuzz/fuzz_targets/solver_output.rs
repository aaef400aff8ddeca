//! Any text as a competition solver's output for a CNF of a few variables: a verdict, or
//! an error. Never a panic, whatever the `s` and `v` lines say.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&n_vars, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let _ = puzzle_solve::solver::parse_solver_output(&text, u32::from(n_vars));
});
