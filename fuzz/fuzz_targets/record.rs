#![no_main]
//! Fuzz target `record`: see `fuzz/checks/record.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::checks::record::check(data));
