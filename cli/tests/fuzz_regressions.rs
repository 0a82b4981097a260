//! The Qirkat protocol fuzz target's check (`fuzz/checks/qirkat.rs`) on the stable toolchain:
//! every input kept under `fuzz/regressions/qirkat/` and every seed of `fuzz/corpus/qirkat/`
//! (the protocol suite's inputs), fed to the interpreter as `alquerque qirkat` reads them.

#[path = "../../fuzz/checks/qirkat.rs"]
mod qirkat;

use std::path::{Path, PathBuf};

fn inputs(kind: &str) -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz")
        .join(kind)
        .join("qirkat");
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.sort();
    files
}

#[test]
fn every_seed_and_kept_input_passes_the_protocol_check() {
    let seeds = inputs("corpus");
    assert!(!seeds.is_empty(), "fuzz/corpus/qirkat has seeds");
    for file in seeds.iter().chain(&inputs("regressions")) {
        let data = std::fs::read(file).expect("readable");
        let outcome = std::panic::catch_unwind(|| qirkat::check(&data));
        assert!(outcome.is_ok(), "{} fails its check", file.display());
    }
}
