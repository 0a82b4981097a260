#![no_main]
//! Fuzz target `puzzles`: see `fuzz/checks/puzzles.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::checks::puzzles::check(data));
