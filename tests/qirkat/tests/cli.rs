//! The `qirkat-tester` binary: its output lines, exit statuses and usage errors.

#![cfg(unix)]

mod support;

use std::process::{Command, Output};

use support::{Fakes, HELLO, INITIAL_DUMP};

fn tester(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_qirkat-tester"))
        .args(args)
        .output()
        .expect("run qirkat-tester")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A directory with a passing and a failing test, against the same fake.
fn suite(name: &str) -> Fakes {
    let fakes = Fakes::new(name);
    fakes.dialogue("main", &format!("{HELLO}{INITIAL_DUMP}"));
    let rows =
        "@<===\n@< b b b b b\n@< b b b b b\n@< b b - w w\n@< w w w w w\n@< w w w w w\n@<===\n";
    fakes.test_file(
        "a-pass.inp",
        &format!("java -ea qirkat.Main main\ndump\n{rows}"),
    );
    fakes.test_file(
        "b-fail.inp",
        &format!(
            "java -ea qirkat.Main main\ndump\n{}",
            rows.replace("- w w", "w - w")
        ),
    );
    fakes
}

#[test]
fn prints_pass_and_fail_lines_and_exits_1_when_any_fails() {
    let fakes = suite("cli_mixed");
    let pass = fakes.dir.join("a-pass.inp");
    let fail = fakes.dir.join("b-fail.inp");
    let program = fakes.program();
    let mut args = vec![pass.as_os_str(), fail.as_os_str(), "--".as_ref()];
    args.extend(program.iter().map(|a| a.as_os_str()));
    let out = tester(&args);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[0].starts_with(&format!("PASS {} (", pass.display())) && lines[0].ends_with(" s)"),
        "{stdout}"
    );
    assert_eq!(
        lines[1],
        format!("FAIL {}: line 6: output mismatch", fail.display()),
        "{stdout}"
    );
    assert_eq!(lines[2], "    expected: \" b b w - w\"", "{stdout}");
    assert_eq!(lines[3], "    got:      \" b b - w w\"", "{stdout}");
    assert_eq!(lines.last(), Some(&"1 passed, 1 failed"), "{stdout}");
}

#[test]
fn a_directory_stands_for_its_inp_files_and_program_can_be_one_option() {
    let fakes = suite("cli_directory");
    std::fs::remove_file(fakes.dir.join("b-fail.inp")).expect("remove");
    let program: Vec<String> = fakes
        .program()
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let program = program.join(" ");
    let out = tester(&[
        "--program".as_ref(),
        program.as_ref(),
        fakes.dir.as_os_str(),
    ]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(stdout.starts_with("PASS "), "{stdout}");
    assert!(stdout.ends_with("1 passed, 0 failed\n"), "{stdout}");
}

#[test]
fn usage_errors_exit_2() {
    let fakes = Fakes::new("cli_usage");
    let empty = fakes.dir.join("empty");
    std::fs::create_dir_all(&empty).expect("mkdir");
    for (args, needle) in [
        (vec![], "no program"),
        (vec!["x.inp".as_ref()], "no program"),
        (
            vec!["--bogus".as_ref(), "x.inp".as_ref()],
            "unknown option --bogus",
        ),
        (vec!["-p".as_ref(), "prog".as_ref()], "no test files"),
        (
            vec!["-p".as_ref(), "prog".as_ref(), empty.as_os_str()],
            "no .inp files",
        ),
    ] {
        let out = tester(&args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(needle), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn help_describes_both_forms_and_exits_0() {
    let out = tester(&["--help".as_ref()]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        stdout.contains("--program \"CMD [ARG...]\" FILE..."),
        "{stdout}"
    );
    assert!(stdout.contains("FILE... -- CMD [ARG...]"), "{stdout}");
}

#[test]
fn a_missing_file_is_a_failure_not_a_usage_error() {
    let out = tester(&["/no/such.inp".as_ref(), "--".as_ref(), "true".as_ref()]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.starts_with("FAIL /no/such.inp: cannot read the file:"),
        "{stdout}"
    );
}
