//! What running a test file produces: a [`Report`] when it passes, a [`Failure`] when not.

use std::fmt;
use std::time::Duration;

/// A test file that passed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The name the file was run under (its path, as given).
    pub name: String,
    /// How long the test took.
    pub elapsed: Duration,
    /// How many sections (program instances) it ran: 1 or 2.
    pub sections: usize,
    /// How many output lines were checked, over all sections: `@<` and `@?` lines, and the
    /// move and result lines of games.
    pub lines_checked: usize,
}

/// The kind of a [`Failure`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FailureKind {
    /// The test file could not be read.
    Io,
    /// The test file is malformed.
    Parse,
    /// A program could not be started.
    Spawn,
    /// An output line differs from a `@<` line, or does not match a `@?` pattern.
    Mismatch,
    /// A game went wrong: a malformed move line, moves out of turn, an impossible winner, an
    /// outcome that does not match `ENDPATN`, or two programs disagreeing on the outcome.
    Game,
    /// The `@time` limit ran out waiting for a move or line, or for the program to exit.
    Timeout,
    /// The `@total-time` limit ran out.
    TotalTimeout,
    /// The program's output ended (usually: it exited or crashed) while more was expected.
    OutputEnded,
    /// The program printed filtered output after the last line the test expected.
    ExtraOutput,
    /// The program exited with a non-zero status after its input ended.
    ExitStatus,
    /// The other section's program went away, or never sent what this section waited for.
    /// When the other section failed first, its own failure is reported instead.
    Peer,
}

/// A test file that did not pass, with what is known about why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The file, as given to the runner.
    pub file: String,
    /// The line of the test file being carried out, from 1, if any.
    pub line: Option<usize>,
    /// The section (1 or 2) whose program failed, in two-section files.
    pub section: Option<usize>,
    /// What kind of failure this is.
    pub kind: FailureKind,
    /// What went wrong, in a sentence.
    pub message: String,
    /// What was expected, where that is a line of text or a pattern (normalised as compared).
    pub expected: Option<String>,
    /// What arrived instead (normalised as compared).
    pub got: Option<String>,
    /// The last filtered output lines the test consumed before the failure, oldest first
    /// (as filtered, before normalisation; the line in `got` is the last of them).
    pub recent_output: Vec<String>,
    /// The program's last raw output lines, prompts and all, including those the filter drops
    /// (error messages, for example).
    pub raw_output: Vec<String>,
    /// The program's last standard-error lines.
    pub stderr: Vec<String>,
    /// Time from the start of the test to the failure.
    pub elapsed: Duration,
}

impl Failure {
    /// A failure not tied to a running program (reading or parsing the file, for example).
    pub fn new(file: &str, line: Option<usize>, kind: FailureKind, message: String) -> Failure {
        Failure {
            file: file.to_owned(),
            line,
            section: None,
            kind,
            message,
            expected: None,
            got: None,
            recent_output: Vec::new(),
            raw_output: Vec::new(),
            stderr: Vec::new(),
            elapsed: Duration::ZERO,
        }
    }

    /// The failure in one line, without the file name: `line 12: output mismatch`, or
    /// `line 12: section 2: ...` in two-section files.
    pub fn reason(&self) -> String {
        let mut out = String::new();
        if let Some(line) = self.line {
            out.push_str(&format!("line {line}: "));
        }
        if let Some(section) = self.section {
            out.push_str(&format!("section {section}: "));
        }
        out.push_str(&self.message);
        out
    }

    /// The details after the one-line [`reason`](Self::reason): expected and actual text, then
    /// the recent output, one item per line, unindented.
    pub fn details(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(expected) = &self.expected {
            out.push(format!("expected: {expected:?}"));
        }
        if let Some(got) = &self.got {
            out.push(format!("got:      {got:?}"));
        }
        let mut list = |title: &str, lines: &[String]| {
            if !lines.is_empty() {
                out.push(format!("{title}:"));
                out.extend(lines.iter().map(|l| format!("  {l:?}")));
            }
        };
        list(
            "last filtered output lines, oldest first",
            &self.recent_output,
        );
        list("last raw output lines", &self.raw_output);
        list("last standard-error lines", &self.stderr);
        out
    }
}

impl Failure {
    /// Sets [`expected`](Self::expected).
    pub(crate) fn with_expected(mut self, text: impl Into<String>) -> Failure {
        self.expected = Some(text.into());
        self
    }

    /// Sets [`got`](Self::got).
    pub(crate) fn with_got(mut self, text: impl Into<String>) -> Failure {
        self.got = Some(text.into());
        self
    }
}

impl fmt::Display for Failure {
    /// `file:line: reason`, then the [`details`](Self::details) indented by four spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        write!(f, ": ")?;
        if let Some(section) = self.section {
            write!(f, "section {section}: ")?;
        }
        f.write_str(&self.message)?;
        for detail in self.details() {
            write!(f, "\n    {detail}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Failure {}

/// Formats a duration in seconds the way messages use it: `10 s`, `0.5 s`.
pub(crate) fn seconds(d: Duration) -> String {
    format!("{} s", d.as_secs_f64())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_has_file_line_section_and_details() {
        let mut f = Failure::new(
            "cases/x.inp",
            Some(7),
            FailureKind::Mismatch,
            "output mismatch".into(),
        );
        f.section = Some(2);
        f.expected = Some(" b b".into());
        f.got = Some(" b w".into());
        f.recent_output = vec!["===".into(), "  b w".into()];
        f.stderr = vec!["oops".into()];
        assert_eq!(f.reason(), "line 7: section 2: output mismatch");
        assert_eq!(
            f.to_string(),
            "cases/x.inp:7: section 2: output mismatch\n    expected: \" b b\"\n    got:      \
             \" b w\"\n    last filtered output lines, oldest first:\n      \"===\"\n      \
             \"  b w\"\n    last standard-error lines:\n      \"oops\""
        );
        let bare = Failure::new("y.inp", None, FailureKind::Io, "cannot read".into());
        assert_eq!(bare.to_string(), "y.inp: cannot read");
        assert_eq!(bare.reason(), "cannot read");
    }

    #[test]
    fn seconds_format() {
        assert_eq!(seconds(Duration::from_secs(10)), "10 s");
        assert_eq!(seconds(Duration::from_millis(500)), "0.5 s");
    }
}
