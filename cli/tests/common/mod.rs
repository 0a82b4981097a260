//! What the terminal program's tests share: running `alquerque` with arguments and typed
//! input, as a person at a terminal would, and reading back what it said.

use std::io::Write;
use std::process::{Command, Stdio};

/// How a run of the program ended and what it printed.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `alquerque` with `args`, typing `input` on its standard input, without colours, in
/// English whatever the machine's locale.
pub fn alquerque(args: &[&str], input: &str) -> Run {
    alquerque_in("C.UTF-8", args, input)
}

/// Runs `alquerque` as [`alquerque`] does, in the POSIX locale `locale` (`es_ES.UTF-8`).
pub fn alquerque_in(locale: &str, args: &[&str], input: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_alquerque"))
        .args(args)
        .env("NO_COLOR", "1")
        // Never the tester's own data: `play` records finished games and `puzzles` keeps
        // progress there by default.
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("alquerque-cli-tests-data"),
        )
        .env("LC_ALL", locale)
        .env_remove("LANGUAGE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program runs");
    let mut stdin = child.stdin.take().expect("stdin");
    // A program that ends before it reads its input (a refused argument) closes the pipe: the
    // input it did not want is no failure, what it printed says the rest.
    if let Err(e) = stdin.write_all(input.as_bytes()) {
        assert_eq!(
            e.kind(),
            std::io::ErrorKind::BrokenPipe,
            "input written: {e}"
        );
    }
    drop(stdin);
    let out = child.wait_with_output().expect("wait");
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// `text` with the line breaks of its wrapping undone (every run of white space one space): the
/// terminal wraps sentences at its width, so a sentence is looked for in this form.
#[allow(
    dead_code,
    reason = "every test binary includes this module; only some look for sentences"
)]
pub fn unwrapped(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
