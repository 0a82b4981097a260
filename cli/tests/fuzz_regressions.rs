//! The fuzz checks that need the terminal program's library, on the stable toolchain: every
//! input kept under `fuzz/regressions/<target>/` and every seed of `fuzz/corpus/<target>/`.
//! The Qirkat protocol's (`fuzz/checks/qirkat.rs`, its seeds the protocol suite's inputs) feeds
//! the interpreter as `alquerque qirkat` reads them; the ladder journal's
//! (`fuzz/checks/journal.rs`) reads journals as `alquerque ladder --journal` does.

#[path = "../../fuzz/checks/journal.rs"]
mod journal;
#[path = "../../fuzz/checks/qirkat.rs"]
mod qirkat;

use std::path::{Path, PathBuf};

fn inputs(kind: &str, target: &str) -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz")
        .join(kind)
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.sort();
    files
}

/// Runs `check` on every seed of `target` (there must be some) and every kept input.
fn every_input_passes(target: &str, check: fn(&[u8])) {
    let seeds = inputs("corpus", target);
    assert!(!seeds.is_empty(), "fuzz/corpus/{target} has seeds");
    for file in seeds.iter().chain(&inputs("regressions", target)) {
        let data = std::fs::read(file).expect("readable");
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(outcome.is_ok(), "{} fails its check", file.display());
    }
}

#[test]
fn every_seed_and_kept_input_passes_the_protocol_check() {
    every_input_passes("qirkat", qirkat::check);
}

#[test]
fn every_seed_and_kept_input_passes_the_journal_check() {
    every_input_passes("journal", journal::check);
}
