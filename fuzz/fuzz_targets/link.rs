#![no_main]
//! Fuzz target `link`: see `fuzz/checks/link.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::checks::link::check(data));
