//! `qirkat-tester`: runs Qirkat integration-test files against a program. See `--help`.

use std::ffi::OsString;
use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

const HELP: &str = "\
Runs Qirkat integration-test files (.inp) against a program speaking the CS61B Qirkat
text protocol, and prints one line per file: `PASS name (1.23 s)` or `FAIL name: reason`,
the latter followed by indented details (expected and actual output, recent output).

Usage:
  qirkat-tester --program \"CMD [ARG...]\" FILE...
  qirkat-tester FILE... -- CMD [ARG...]

The test files name their program `java -ea qirkat.Main`; CMD [ARG...] replaces those
words (words after `qirkat.Main` in a file are passed on as further arguments; any
other command in a file is run as written, split at blanks). With
--program the command is split at blanks, without any quoting; use the `--` form for
arguments containing blanks. A FILE that is a directory stands for the .inp files in it,
in name order. Programs run in the current directory.

Options:
  -p, --program \"CMD [ARG...]\"  the program to test
  -h, --help                    print this help

Example:
  qirkat-tester tests/qirkat/cases -- target/release/alquerque qirkat

Exit status: 0 if every file passes, 1 if any fails, 2 on a usage error.
";

/// What the command line asks for.
#[derive(Debug, PartialEq)]
enum Request {
    Help,
    Run {
        program: Vec<OsString>,
        files: Vec<PathBuf>,
    },
}

fn parse_args(args: Vec<OsString>) -> Result<Request, String> {
    let mut program: Option<Vec<OsString>> = None;
    let mut files = Vec::new();
    let mut args = args.into_iter();
    let set = |program: &mut Option<Vec<OsString>>, words: Vec<OsString>| {
        if program.is_some() {
            return Err("the program is given twice".to_owned());
        }
        if words.is_empty() {
            return Err("the program is empty".to_owned());
        }
        *program = Some(words);
        Ok(())
    };
    let split =
        |value: &str| -> Vec<OsString> { value.split_whitespace().map(OsString::from).collect() };
    while let Some(arg) = args.next() {
        let Some(text) = arg.to_str() else {
            files.push(PathBuf::from(arg));
            continue;
        };
        match text {
            "-h" | "--help" => return Ok(Request::Help),
            "--" => set(&mut program, args.by_ref().collect())?,
            "-p" | "--program" => {
                let value = args
                    .next()
                    .ok_or_else(|| format!("{text} needs a value"))?
                    .into_string()
                    .map_err(|_| "the --program value is not valid Unicode".to_owned())?;
                set(&mut program, split(&value))?;
            }
            _ => {
                if let Some(value) = text.strip_prefix("--program=") {
                    set(&mut program, split(value))?;
                } else if text.starts_with('-') && text != "-" {
                    return Err(format!("unknown option {text}"));
                } else {
                    files.push(PathBuf::from(arg));
                }
            }
        }
    }
    let program = program.ok_or("no program given (use --program or --)")?;
    if files.is_empty() {
        return Err("no test files given".to_owned());
    }
    Ok(Request::Run { program, files })
}

/// Replaces directories by the `.inp` files in them, sorted.
fn expand(files: Vec<PathBuf>) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for path in files {
        if !path.is_dir() {
            out.push(path);
            continue;
        }
        let entries = fs::read_dir(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut found: Vec<PathBuf> = entries
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|ext| ext == "inp") && p.is_file())
            .collect();
        if found.is_empty() {
            return Err(format!(
                "{}: no .inp files in this directory",
                path.display()
            ));
        }
        found.sort();
        out.extend(found);
    }
    Ok(out)
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("qirkat-tester: {message}\nTry `qirkat-tester --help`.");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let (program, files) = match parse_args(std::env::args_os().skip(1).collect()) {
        Ok(Request::Help) => {
            print!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Ok(Request::Run { program, files }) => (program, files),
        Err(message) => return usage_error(&message),
    };
    let files = match expand(files) {
        Ok(files) => files,
        Err(message) => return usage_error(&message),
    };
    let mut failed = 0;
    let stdout = io::stdout();
    for file in &files {
        let result = qirkat_tester::run_file(file, &program);
        let mut out = stdout.lock();
        // A closed stdout (say, piped into `head`) must not stop the tests or panic.
        let _ = match result {
            Ok(report) => writeln!(
                out,
                "PASS {} ({:.2} s)",
                report.name,
                report.elapsed.as_secs_f64()
            ),
            Err(failure) => {
                failed += 1;
                let mut text = format!("FAIL {}: {}", failure.file, failure.reason());
                for detail in failure.details() {
                    text.push_str("\n    ");
                    text.push_str(&detail);
                }
                writeln!(out, "{text}")
            }
        };
        let _ = out.flush();
    }
    let mut out = stdout.lock();
    let _ = writeln!(out, "{} passed, {failed} failed", files.len() - failed);
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    fn run(words: &[&str], program: &[&str], files: &[&str]) {
        assert_eq!(
            parse_args(args(words)),
            Ok(Request::Run {
                program: args(program),
                files: files.iter().map(PathBuf::from).collect()
            }),
            "{words:?}"
        );
    }

    #[test]
    fn both_ways_of_giving_the_program() {
        run(
            &["--program", "bin/alq  qirkat", "a.inp", "b.inp"],
            &["bin/alq", "qirkat"],
            &["a.inp", "b.inp"],
        );
        run(&["-p", "x", "a.inp"], &["x"], &["a.inp"]);
        run(&["a.inp", "--program=x y"], &["x", "y"], &["a.inp"]);
        run(
            &["a.inp", "--", "bin/alq", "--flag", "a b"],
            &["bin/alq", "--flag", "a b"],
            &["a.inp"],
        );
        run(&["-", "--", "x"], &["x"], &["-"]);
    }

    #[test]
    fn help_wins() {
        assert_eq!(parse_args(args(&["a", "--help"])), Ok(Request::Help));
        assert_eq!(parse_args(args(&["-h"])), Ok(Request::Help));
    }

    #[test]
    fn usage_errors() {
        for (words, needle) in [
            (&[][..], "no program"),
            (&["a.inp"][..], "no program"),
            (&["--program", "x"][..], "no test files"),
            (&["--program"][..], "needs a value"),
            (&["--program", "  "][..], "empty"),
            (&["a.inp", "--"][..], "empty"),
            (&["-p", "x", "a.inp", "--", "y"][..], "twice"),
            (&["-x", "a.inp"][..], "unknown option -x"),
        ] {
            let err = parse_args(args(words)).expect_err("usage error");
            assert!(err.contains(needle), "{words:?}: {err}");
        }
    }
}
