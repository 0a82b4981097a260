#![no_main]
//! Fuzz target `win_loss`: see `fuzz/checks/win_loss.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::checks::win_loss::check(data));
