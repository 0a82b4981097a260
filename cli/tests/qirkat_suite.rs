//! The Qirkat protocol integration suite (`tests/qirkat/cases/*.inp`), run against this
//! package's `alquerque qirkat` by the project's own runner.

use std::ffi::OsString;
use std::path::PathBuf;

fn cases() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/qirkat/cases");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the cases folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "inp"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_qirkat_case_passes() {
    let program: Vec<OsString> = vec![env!("CARGO_BIN_EXE_alquerque").into(), "qirkat".into()];
    let files = cases();
    assert!(
        files.len() >= 12,
        "the suite is there ({} files)",
        files.len()
    );
    let mut failures = Vec::new();
    for file in &files {
        match qirkat_tester::run_file(file, &program) {
            Ok(report) => eprintln!(
                "PASS {} ({:.2} s)",
                report.name,
                report.elapsed.as_secs_f64()
            ),
            Err(failure) => failures.push(failure.to_string()),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn display_mode_is_refused_with_status_2() {
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_alquerque"))
        .args(["qirkat", "--display"])
        .status()
        .expect("runs");
    assert_eq!(status.code(), Some(2));
}
