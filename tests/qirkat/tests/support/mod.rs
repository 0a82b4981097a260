//! Fake programs for the runner's tests: a POSIX `sh` script that replays a dialogue.
//!
//! A dialogue file holds one step per line, its first character saying what to do:
//!
//! - `>TEXT` print `TEXT` and a newline on standard output;
//! - `pTEXT` print `TEXT` without a newline (a prompt);
//! - `eTEXT` print `TEXT` and a newline on standard error;
//! - `<TEXT` read a line of input, which must be exactly `TEXT`: otherwise the fake complains
//!   on standard error and exits with status 3 (status 4 if the input has ended);
//! - `h` hang: sleep for a minute, reading nothing and printing nothing;
//! - `xN` exit at once with status `N`.
//!
//! After the last step the fake reads and discards the rest of its input, then exits with
//! status 0. Test files start it as `java -ea qirkat.Main NAME`, which the runner turns into
//! `sh fake.sh DIR NAME` (see `Fakes::program`), NAME choosing the dialogue `DIR/NAME.dlg`.

#![allow(dead_code)] // each test crate uses a different part of this module

use std::ffi::OsString;
use std::fs;
use std::path::PathBuf;

const FAKE_SH: &str = r#"#!/bin/sh
# A fake Qirkat program replaying the dialogue "$1/$2.dlg"; see tests/support/mod.rs.
while IFS= read -r step <&3; do
    arg=${step#?}
    op=${step%"$arg"}
    case $op in
        '>') printf '%s\n' "$arg" ;;
        p) printf '%s' "$arg" ;;
        e) printf '%s\n' "$arg" >&2 ;;
        '<')
            IFS= read -r got || { echo "fake: input ended, expected '$arg'" >&2; exit 4; }
            if [ "$got" != "$arg" ]; then
                echo "fake: expected '$arg', got '$got'" >&2
                exit 3
            fi ;;
        h) exec sleep 60 ;;
        x) exit "$arg" ;;
        *) echo "fake: bad step '$step'" >&2; exit 5 ;;
    esac
done 3< "$1/$2.dlg"
while IFS= read -r _; do :; done
exit 0
"#;

/// A directory of fake dialogues and test files for one test.
pub struct Fakes {
    pub dir: PathBuf,
}

impl Fakes {
    /// A fresh directory named after the test (and this process, so that concurrent runs do
    /// not trample on each other), under Cargo's temporary directory for tests. It is removed
    /// when the test passes, and kept for inspection when it fails.
    pub fn new(test: &str) -> Fakes {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("{test}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("create the test directory");
        fs::write(dir.join("fake.sh"), FAKE_SH).expect("write fake.sh");
        Fakes { dir }
    }

    /// Writes the dialogue `name` (see the module documentation).
    pub fn dialogue(&self, name: &str, steps: &str) -> &Self {
        fs::write(self.dir.join(format!("{name}.dlg")), steps).expect("write the dialogue");
        self
    }

    /// Writes a test file, returning its path.
    pub fn test_file(&self, name: &str, text: &str) -> PathBuf {
        let path = self.dir.join(name);
        fs::write(&path, text).expect("write the test file");
        path
    }

    /// The command that replaces `java -ea qirkat.Main` in the test files.
    pub fn program(&self) -> Vec<OsString> {
        vec![
            "sh".into(),
            self.dir.join("fake.sh").into(),
            self.dir.clone().into(),
        ]
    }
}

impl Drop for Fakes {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            let _ = fs::remove_dir_all(&self.dir);
        }
    }
}

/// The banner and the first prompt of a Qirkat program.
pub const HELLO: &str = ">CS61B Qirkat! Version 2.0\npqirkat: \n";

/// A fake's answer to `dump` with the initial board, as the protocol prints it (`docs/qirkat-protocol.md`), followed by the
/// next prompt.
pub const INITIAL_DUMP: &str = "<dump
>===
>  b b b b b
>  b b b b b
>  b b - w w
>  w w w w w
>  w w w w w
>===
pqirkat: \n";
