#![no_main]
//! Fuzz target `movegen`: see `fuzz/checks/movegen.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::checks::movegen::check(data));
