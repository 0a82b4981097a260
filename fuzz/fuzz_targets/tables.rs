#![no_main]
//! Fuzz target `tables`: see `fuzz/checks/tables.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::checks::tables::check(data));
