#![no_main]
//! Fuzz target `plies`: see `fuzz/checks/plies.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::checks::plies::check(data));
