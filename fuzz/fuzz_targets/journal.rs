#![no_main]
//! Fuzz target `journal`: see `fuzz/checks/journal.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::journal::check(data));
