#![no_main]
//! Fuzz target `qirkat`: see `fuzz/checks/qirkat.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::qirkat::check(data));
