//! The fuzz targets' checks (`fuzz/checks/`) on the stable toolchain: every input a fuzzer
//! found that broke something, kept under `fuzz/regressions/<target>/` (named for what it
//! broke), and every seed of `fuzz/corpus/<target>/`, run through the same check the fuzz
//! target runs. The fuzzers themselves need the nightly toolchain: `tests/fuzz/run`.

#[path = "../../fuzz/checks/mod.rs"]
#[allow(dead_code)]
mod checks;

use std::path::{Path, PathBuf};

fn fuzz_folder(kind: &str, target: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../fuzz")
        .join(kind)
        .join(target)
}

/// The files of a folder (none if it does not exist), in name order.
fn inputs(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.sort();
    files
}

fn run_all(target: &str, files: &[PathBuf]) {
    for file in files {
        let data = std::fs::read(file).expect("readable");
        let outcome = std::panic::catch_unwind(|| checks::run(target, &data));
        assert!(
            outcome.is_ok(),
            "{target}: {} fails its check",
            file.display()
        );
    }
}

#[test]
fn every_kept_crash_passes_its_check() {
    let mut kept = 0;
    for target in checks::TARGETS {
        let files = inputs(&fuzz_folder("regressions", target));
        kept += files.len();
        run_all(target, &files);
    }
    assert!(
        kept > 0,
        "the regressions are where this test looks for them"
    );
}

#[test]
fn every_seed_passes_its_check() {
    for target in checks::TARGETS {
        let files = inputs(&fuzz_folder("corpus", target));
        assert!(!files.is_empty(), "fuzz/corpus/{target} has seeds");
        run_all(target, &files);
    }
}
