#![no_main]
//! Fuzz target `certificate`: see `fuzz/checks/certificate.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::checks::certificate::check(data));
