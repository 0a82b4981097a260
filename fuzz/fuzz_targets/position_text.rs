#![no_main]
//! Fuzz target `position_text`: see `fuzz/checks/position_text.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::checks::position_text::check(data));
