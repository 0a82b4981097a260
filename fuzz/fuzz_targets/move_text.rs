#![no_main]
//! Fuzz target `move_text`: see `fuzz/checks/move_text.rs` for what it checks.

libfuzzer_sys::fuzz_target!(|data: &[u8]| alquerque_fuzz::checks::move_text::check(data));
