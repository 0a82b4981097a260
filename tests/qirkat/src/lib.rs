//! The Alquerque project's runner for the Qirkat integration-test format.
//!
//! A test file (`.inp`, format in `cases/TESTER-FORMAT.txt`) drives one instance of a program
//! speaking the CS61B Qirkat text protocol (`docs/qirkat-protocol.md`), or two running side by side: it feeds
//! them input lines and checks their filtered output, including whole games that one program
//! plays alone (`@white...`) or that the two play against each other (`@send`/`@recv`).
//! The files name their program `java -ea qirkat.Main`; the runner substitutes the command it
//! is given (see [`substitute_command`]).
//!
//! ```no_run
//! use std::ffi::OsString;
//! use std::path::Path;
//!
//! let program: Vec<OsString> = vec!["target/release/alquerque".into(), "qirkat".into()];
//! match qirkat_tester::run_file(Path::new("tests/qirkat/cases/test01.inp"), &program) {
//!     Ok(report) => println!("PASS {} ({:.2} s)", report.name, report.elapsed.as_secs_f64()),
//!     Err(failure) => println!("FAIL {failure}"),
//! }
//! ```
//!
//! The pieces are public too: [`Script::parse`] for the file format, [`OutputFilter`] and
//! [`normalize`] for how output is filtered and compared, [`Pattern`] for `ENDPATN` and `@?`
//! patterns, and [`run_script`] to run a parsed script.

#![forbid(unsafe_code)]
#![deny(missing_docs)]
// `Failure` is large (it carries the context a reader needs: expected and actual text, recent
// output, standard error), and a test fails at most once, so boxing it would buy nothing.
#![allow(clippy::result_large_err)]

mod filter;
mod game;
mod outcome;
mod pattern;
mod run;
mod script;

use std::ffi::OsString;
use std::fs;
use std::path::Path;

pub use filter::{normalize, strip_prompts, OutputFilter};
pub use outcome::{Failure, FailureKind, Report};
pub use pattern::{Pattern, PatternError};
pub use run::{run_script, substitute_command};
pub use script::{
    Action, Color, ParseError, Role, Script, Section, Step, DEFAULT_TIME, DEFAULT_TOTAL_TIME,
};

/// Reads, parses and runs the test file at `path` against `program` (the command replacing
/// `java -ea qirkat.Main`, as arguments: see [`run_script`]).
///
/// Failures are reported against `path` as given. A file that cannot be read or parsed fails
/// with [`FailureKind::Io`] or [`FailureKind::Parse`].
pub fn run_file(path: &Path, program: &[OsString]) -> Result<Report, Failure> {
    let name = path.display().to_string();
    let text = fs::read_to_string(path).map_err(|e| {
        Failure::new(
            &name,
            None,
            FailureKind::Io,
            format!("cannot read the file: {e}"),
        )
    })?;
    let script = Script::parse(&text).map_err(|e| {
        Failure::new(
            &name,
            e.line,
            FailureKind::Parse,
            format!("bad test file: {}", e.message),
        )
    })?;
    run_script(&script, &name, program)
}
