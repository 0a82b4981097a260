//! What each fuzz target checks of one input, in plain Rust that builds on the stable
//! toolchain too: the fuzz targets (`fuzz/fuzz_targets/`) call these, and so do the regression
//! tests (`core/tests/fuzz_regressions.rs`), which run every input kept under
//! `fuzz/regressions/<target>/` and the seed corpus `fuzz/corpus/<target>/` under `cargo test`.
//!
//! A check panics when the code under test breaks a promise: a decoder that panics, a text
//! that is written and does not read back the same, a generated move that is not legal, a
//! certificate accepted for a position the search shows is lost. Input a decoder refuses is
//! simply refused; what matters there is that it was refused without harm.
//!
//! The Qirkat protocol's check needs the terminal program's library and lives beside these,
//! in `qirkat.rs` (its regression test is `cli/tests/fuzz_regressions.rs`).

pub mod certificate;
pub mod link;
pub mod move_text;
pub mod movegen;
pub mod plies;
pub mod position_text;
pub mod puzzles;
pub mod record;
pub mod tables;
pub mod win_loss;

/// The targets whose checks are here, by the name of their fuzz target and folders.
pub const TARGETS: [&str; 10] = [
    "certificate",
    "link",
    "move_text",
    "movegen",
    "plies",
    "position_text",
    "puzzles",
    "record",
    "tables",
    "win_loss",
];

/// Runs the check of `target` (one of [`TARGETS`]) on `data`.
pub fn run(target: &str, data: &[u8]) {
    match target {
        "certificate" => certificate::check(data),
        "link" => link::check(data),
        "move_text" => move_text::check(data),
        "movegen" => movegen::check(data),
        "plies" => plies::check(data),
        "position_text" => position_text::check(data),
        "puzzles" => puzzles::check(data),
        "record" => record::check(data),
        "tables" => tables::check(data),
        "win_loss" => win_loss::check(data),
        other => panic!("no check is named {other}"),
    }
}

/// The three rule sets a decoded position is tried under: the default, reversal allowed, and
/// the Alfonso X variant.
pub fn rule_sets() -> [alquerque_core::Rules; 3] {
    use alquerque_core::Rules;
    [Rules::default(), Rules::with_reversal(), Rules::alfonso()]
}
