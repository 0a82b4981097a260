//! Running a parsed [`Script`]: the programs, their pipes, the threads and the deadlines.
//!
//! Each section's program is a child process with piped standard streams. Three detached
//! threads serve it: one writes its input lines (so a program that stops reading can never
//! block the runner), one reads and filters its standard output into a channel, one keeps the
//! tail of its standard error for failure messages. Each section is then driven by a thread
//! of its own, which works through the section's steps waiting on that channel with a
//! deadline: the `@time` limit from the moment it starts waiting, capped by the test's
//! `@total-time` limit. In a two-section test the two drivers relay moves and results to each
//! other over a pair of channels.
//!
//! The calling thread collects the drivers' results. When one fails, the other programs are
//! killed at once (so their drivers end promptly, their own failures being consequences) and
//! that first failure is the test's. One exception: a driver that fails only because the
//! other section did not send it something ([`FailureKind::Peer`]) does not stop the test,
//! since the other section's own failure, if any, says more.

use std::collections::VecDeque;
use std::ffi::OsString;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

use crate::filter::{normalize, OutputFilter};
use crate::game::{parse_game_line, GameLine};
use crate::outcome::{seconds, Failure, FailureKind, Report};
use crate::pattern::Pattern;
use crate::script::{Action, Color, Role, Script, Section, DEFAULT_TIME};

/// How many lines of each kind of recent output a failure shows.
const RECENT: usize = 6;
/// Extra time allowed when waiting for the other section's program, beyond this section's
/// `@time`, so that when the other program is too slow its own driver reports it first.
const RELAY_GRACE: Duration = Duration::from_secs(1);
/// How long to wait for the drivers to wind up after the test has failed or overrun.
const CLEANUP: Duration = Duration::from_secs(2);
/// How long to wait for a program that closed its output to exit, and for the last of its
/// standard error, before describing a failure.
const SETTLE: Duration = Duration::from_millis(300);
/// Polling interval while waiting for a process to exit.
const POLL: Duration = Duration::from_millis(5);
/// Longest total time honoured (a script's fields are public): keeps `Instant` in range.
const MAX_TOTAL: Duration = Duration::from_secs(366 * 86_400);

/// The command line that starts a section's program, as arguments.
///
/// Test files name their program `java -ea qirkat.Main`. When the command's first word is
/// `java` (or a path ending in `/java`) and a later word is `qirkat.Main`, everything up to
/// and including that word is replaced by `program`, and any words after it are appended as
/// further arguments (so `java -ea qirkat.Main white` runs `program... white`). Any other
/// command is run as it stands, split into words at blanks (there is no shell, so no
/// quoting).
pub fn substitute_command(command: &str, program: &[OsString]) -> Vec<OsString> {
    let words: Vec<&str> = command.split_whitespace().collect();
    let is_java = words
        .first()
        .is_some_and(|w| *w == "java" || w.ends_with("/java"));
    match words.iter().position(|w| *w == "qirkat.Main") {
        Some(main) if is_java => program
            .iter()
            .cloned()
            .chain(words[main + 1..].iter().map(OsString::from))
            .collect(),
        _ => words.iter().map(OsString::from).collect(),
    }
}

/// Runs a parsed test, reporting failures against the file name `name`.
///
/// `program` is the command that replaces `java -ea qirkat.Main` (see
/// [`substitute_command`]): the program and its arguments, such as
/// `["target/release/alquerque", "qirkat"]`. The programs inherit the current directory and
/// environment.
///
/// Time limits: each wait for a filtered output line (for a `@<` or `@?` line, or a move or
/// result line of a game) may take the section's current `@time` (10 s unless set). In
/// `@send`/`@recv` games, waiting for the other program's move may take 1 s more, so that
/// when that program is too slow its own section reports it. After its last step a section
/// closes its program's input, and the program then has `@time` to end its output, without
/// printing any further filtered line, and to exit with status 0. All of it must fit in the
/// `@total-time` (60 s unless set), counted from the start. On any failure the programs are
/// killed.
pub fn run_script(script: &Script, name: &str, program: &[OsString]) -> Result<Report, Failure> {
    let start = Instant::now();
    let count = script.sections.len();
    if program.is_empty() {
        return Err(Failure::new(
            name,
            None,
            FailureKind::Spawn,
            "no program to test was given".to_owned(),
        ));
    }
    if !(1..=2).contains(&count) {
        return Err(Failure::new(
            name,
            None,
            FailureKind::Parse,
            format!("a test has one or two sections, not {count}"),
        ));
    }
    let total_time = script.total_time.min(MAX_TOTAL);
    let ctx = Ctx {
        file: name,
        two_sections: count == 2,
        start,
        total_time,
        total_deadline: start + total_time,
    };

    let mut instances = Vec::with_capacity(count);
    for (index, section) in script.sections.iter().enumerate() {
        let argv = substitute_command(&section.command, program);
        match Instance::spawn(&argv) {
            Ok(instance) => instances.push(instance),
            Err(e) => {
                // Dropping `instances` kills the programs already started.
                let mut failure = Failure::new(
                    name,
                    Some(section.command_line),
                    FailureKind::Spawn,
                    format!("cannot start `{}`: {e}", show_argv(&argv)),
                );
                failure.section = ctx.section_number(index);
                failure.elapsed = start.elapsed();
                return Err(failure);
            }
        }
    }
    let killers: Vec<Arc<Mutex<Child>>> = instances.iter().map(|i| Arc::clone(&i.child)).collect();
    let links: Vec<Option<Link>> = if count == 2 {
        let (to_second, from_first) = mpsc::channel();
        let (to_first, from_second) = mpsc::channel();
        vec![
            Some(Link {
                to_other: to_second,
                from_other: from_second,
            }),
            Some(Link {
                to_other: to_first,
                from_other: from_first,
            }),
        ]
    } else {
        vec![None]
    };

    let (done_tx, done_rx) = mpsc::channel();
    let result = thread::scope(|scope| {
        let mut first_failure = None;
        for (index, ((section, instance), link)) in
            script.sections.iter().zip(instances).zip(links).enumerate()
        {
            let done = done_tx.clone();
            let ctx = &ctx;
            let spawned = thread::Builder::new()
                .name(format!("qirkat-section-{}", index + 1))
                .spawn_scoped(scope, move || {
                    let mut driver = Driver::new(ctx, index, instance, link);
                    let result = driver.run(section);
                    // Sent before `driver` (and with it the relay channels) is dropped, so
                    // this failure reaches the collector before the other section's driver
                    // can notice that this one is gone.
                    let _ = done.send(result);
                });
            if let Err(e) = spawned {
                first_failure = Some(Failure::new(
                    name,
                    None,
                    FailureKind::Spawn,
                    format!("cannot start a thread: {e}"),
                ));
                break;
            }
        }
        drop(done_tx);
        collect(&ctx, &done_rx, &killers, first_failure)
    });
    result.map(|lines_checked| Report {
        name: name.to_owned(),
        elapsed: start.elapsed(),
        sections: count,
        lines_checked,
    })
}

/// Waits for every driver's result and chooses the test's (see the module documentation).
fn collect(
    ctx: &Ctx<'_>,
    done: &Receiver<Result<usize, Failure>>,
    killers: &[Arc<Mutex<Child>>],
    mut primary: Option<Failure>,
) -> Result<usize, Failure> {
    let mut checked = 0;
    let mut aborted = primary.is_some();
    if aborted {
        kill_all(killers);
    }
    // Every wait of a driver ends by the total deadline, so this is only a safety net.
    let mut deadline = ctx.total_deadline + CLEANUP;
    loop {
        match done.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(Ok(lines)) => checked += lines,
            Ok(Err(failure)) => {
                if aborted {
                    continue; // most likely a consequence of the killing
                }
                let better = match &primary {
                    None => true,
                    Some(p) => p.kind == FailureKind::Peer && failure.kind != FailureKind::Peer,
                };
                if better {
                    primary = Some(failure);
                }
                if primary
                    .as_ref()
                    .is_some_and(|p| p.kind != FailureKind::Peer)
                {
                    aborted = true;
                    kill_all(killers);
                }
            }
            Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => {
                kill_all(killers);
                if aborted {
                    break; // a driver is stuck even with its program killed; give up on it
                }
                aborted = true;
                deadline = Instant::now() + CLEANUP;
                if primary.is_none() {
                    let mut failure = Failure::new(
                        ctx.file,
                        None,
                        FailureKind::TotalTimeout,
                        format!(
                            "the test's total time limit of {} ran out",
                            seconds(ctx.total_time)
                        ),
                    );
                    failure.elapsed = ctx.start.elapsed();
                    primary = Some(failure);
                }
            }
        }
    }
    match primary {
        Some(failure) => Err(failure),
        None => Ok(checked),
    }
}

fn kill_all(children: &[Arc<Mutex<Child>>]) {
    for child in children {
        let mut child = lock(child);
        if matches!(child.try_wait(), Ok(None)) {
            let _ = child.kill();
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn show_argv(argv: &[OsString]) -> String {
    argv.iter()
        .map(|a| a.to_string_lossy())
        .collect::<Vec<_>>()
        .join(" ")
}

fn describe_status(status: ExitStatus) -> String {
    match status.code() {
        Some(code) => format!("exited with status {code}"),
        None => format!("ended with {status}"),
    }
}

/// What every driver of one test shares.
struct Ctx<'a> {
    file: &'a str,
    two_sections: bool,
    start: Instant,
    total_time: Duration,
    total_deadline: Instant,
}

impl Ctx<'_> {
    /// The section number failures carry: only in two-section tests, from 1.
    fn section_number(&self, index: usize) -> Option<usize> {
        self.two_sections.then_some(index + 1)
    }
}

/// The last few lines of something.
#[derive(Debug, Default)]
struct Tail {
    lines: VecDeque<String>,
}

impl Tail {
    fn push(&mut self, line: String) {
        if self.lines.len() == RECENT {
            self.lines.pop_front();
        }
        self.lines.push_back(line);
    }

    fn to_vec(&self) -> Vec<String> {
        self.lines.iter().cloned().collect()
    }
}

/// A filtered line of standard output, or its end.
enum Out {
    Line(String),
    End,
}

/// One running program.
struct Instance {
    child: Arc<Mutex<Child>>,
    /// Lines for its standard input; dropping it closes the input.
    input: Option<Sender<String>>,
    output: Receiver<Out>,
    raw: Arc<Mutex<Tail>>,
    stderr: Arc<Mutex<Tail>>,
    stderr_done: Arc<AtomicBool>,
    reaped: bool,
}

impl Instance {
    fn spawn(argv: &[OsString]) -> io::Result<Instance> {
        let (program, args) = argv
            .split_first()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "empty command"))?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let (stdin, stdout, stderr) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take());
        let (input_tx, input_rx) = mpsc::channel();
        let (output_tx, output_rx) = mpsc::channel();
        let instance = Instance {
            child: Arc::new(Mutex::new(child)),
            input: Some(input_tx),
            output: output_rx,
            raw: Arc::default(),
            stderr: Arc::default(),
            stderr_done: Arc::default(),
            reaped: false,
        };
        // From here on, an error drops `instance`, which kills the program.
        let (Some(stdin), Some(stdout), Some(stderr)) = (stdin, stdout, stderr) else {
            return Err(io::Error::other("the program's pipes are missing"));
        };
        thread::Builder::new()
            .name("qirkat-stdin".into())
            .spawn(move || write_input(stdin, input_rx))?;
        let raw = Arc::clone(&instance.raw);
        thread::Builder::new()
            .name("qirkat-stdout".into())
            .spawn(move || read_output(stdout, output_tx, raw))?;
        let (tail, done) = (
            Arc::clone(&instance.stderr),
            Arc::clone(&instance.stderr_done),
        );
        thread::Builder::new()
            .name("qirkat-stderr".into())
            .spawn(move || read_stderr(stderr, tail, done))?;
        Ok(instance)
    }

    /// Queues a line for the program's input. If the program no longer reads, the line is
    /// lost; the test then fails on what the program does or does not print.
    fn send(&self, line: &str) {
        if let Some(input) = &self.input {
            let _ = input.send(line.to_owned());
        }
    }

    fn close_input(&mut self) {
        self.input = None;
    }

    fn status(&self) -> Option<ExitStatus> {
        lock(&self.child).try_wait().ok().flatten()
    }

    fn wait_until(&self, deadline: Instant) -> Option<ExitStatus> {
        loop {
            if let Some(status) = self.status() {
                return Some(status);
            }
            let now = Instant::now();
            if now >= deadline {
                return None;
            }
            thread::sleep(POLL.min(deadline - now));
        }
    }

    fn kill(&mut self) {
        let mut child = lock(&self.child);
        if matches!(child.try_wait(), Ok(None)) {
            let _ = child.kill();
        }
        let _ = child.wait();
        self.reaped = true;
    }

    fn raw_tail(&self) -> Vec<String> {
        lock(&self.raw).to_vec()
    }

    /// The tail of standard error; if `settle`, after giving the reader a moment to reach the
    /// end of a program that has exited.
    fn stderr_tail(&self, settle: bool) -> Vec<String> {
        if settle {
            let deadline = Instant::now() + SETTLE;
            while !self.stderr_done.load(Ordering::Acquire) && Instant::now() < deadline {
                thread::sleep(POLL);
            }
        }
        lock(&self.stderr).to_vec()
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        if !self.reaped {
            self.kill();
        }
    }
}

fn write_input(mut stdin: ChildStdin, lines: Receiver<String>) {
    for line in lines {
        let line = line + "\n";
        if stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.flush())
            .is_err()
        {
            return; // the program has closed its input; the test finds out otherwise
        }
    }
    // The sender is gone: dropping `stdin` closes the program's input.
}

/// Splits a stream into lines (the last may lack its newline), lossily decoded.
fn for_each_line(stream: impl Read, mut each: impl FnMut(&str)) {
    let mut reader = BufReader::new(stream);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match reader.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => return,
            Ok(_) => {
                let text = String::from_utf8_lossy(&buf);
                each(text.trim_end_matches(['\n', '\r']));
            }
        }
    }
}

fn read_output(stdout: impl Read, lines: Sender<Out>, raw: Arc<Mutex<Tail>>) {
    let mut filter = OutputFilter::new();
    let mut listening = true;
    for_each_line(stdout, |line| {
        lock(&raw).push(line.to_owned());
        if let Some(kept) = filter.filter(line) {
            // Once nobody listens, keep reading anyway so the program never blocks on output.
            listening = listening && lines.send(Out::Line(kept)).is_ok();
        }
    });
    let _ = lines.send(Out::End);
}

fn read_stderr(stderr: impl Read, tail: Arc<Mutex<Tail>>, done: Arc<AtomicBool>) {
    for_each_line(stderr, |line| lock(&tail).push(line.to_owned()));
    done.store(true, Ordering::Release);
}

/// A message from one section's driver to the other's, during `@send`/`@recv`.
enum Relay {
    /// A move made by the sender's program, as the path (`c2-c3`).
    Move { color: Color, path: String },
    /// The sender's program's final line (normalised), normally `... wins.`.
    Outcome(String),
}

struct Link {
    to_other: Sender<Relay>,
    from_other: Receiver<Relay>,
}

/// Carries out one section's steps against its program.
struct Driver<'a> {
    ctx: &'a Ctx<'a>,
    index: usize,
    instance: Instance,
    link: Option<Link>,
    /// The current `@time` limit.
    time: Duration,
    /// The line of the test file being carried out.
    line: Option<usize>,
    /// Filtered lines consumed so far (the last few).
    recent: Tail,
    checked: usize,
}

impl<'a> Driver<'a> {
    fn new(ctx: &'a Ctx<'a>, index: usize, instance: Instance, link: Option<Link>) -> Self {
        Driver {
            ctx,
            index,
            instance,
            link,
            time: DEFAULT_TIME,
            line: None,
            recent: Tail::default(),
            checked: 0,
        }
    }

    /// Runs the section; on failure kills the program. Returns the number of lines checked.
    fn run(&mut self, section: &Section) -> Result<usize, Failure> {
        let result = self.steps(section);
        if result.is_err() {
            self.instance.kill();
        }
        result.map(|()| self.checked)
    }

    fn steps(&mut self, section: &Section) -> Result<(), Failure> {
        self.line = Some(section.command_line);
        for step in &section.steps {
            self.line = Some(step.line);
            match &step.action {
                Action::Input(text) => self.instance.send(text),
                Action::SetTime(limit) => self.time = *limit,
                Action::Expect(text) => self.expect_line(text)?,
                Action::ExpectMatch(pattern) => self.expect_match(pattern)?,
                Action::Play { first, end } => self.play(*first, end.as_ref())?,
                Action::Exchange { role, first, end } => {
                    self.exchange(*role, *first, end.as_ref())?
                }
            }
        }
        self.line = Some(section.last_line);
        self.finish()
    }

    fn fail(&self, kind: FailureKind, message: String) -> Failure {
        let settle = matches!(kind, FailureKind::OutputEnded | FailureKind::ExitStatus);
        Failure {
            file: self.ctx.file.to_owned(),
            line: self.line,
            section: self.ctx.section_number(self.index),
            kind,
            message,
            expected: None,
            got: None,
            recent_output: self.recent.to_vec(),
            raw_output: self.instance.raw_tail(),
            stderr: self.instance.stderr_tail(settle),
            elapsed: self.ctx.start.elapsed(),
        }
    }

    /// The deadline `limit` from now, capped by the total deadline; and whether the cap
    /// applied.
    fn deadline(&self, limit: Duration) -> (Instant, bool) {
        match Instant::now().checked_add(limit) {
            Some(deadline) if deadline < self.ctx.total_deadline => (deadline, false),
            _ => (self.ctx.total_deadline, true),
        }
    }

    fn timed_out(&self, total: bool, limit: Duration, what: &str) -> Failure {
        if total {
            self.fail(
                FailureKind::TotalTimeout,
                format!(
                    "the test's total time limit of {} ran out waiting for {what}",
                    seconds(self.ctx.total_time)
                ),
            )
        } else {
            self.fail(
                FailureKind::Timeout,
                format!("timed out after {} waiting for {what}", seconds(limit)),
            )
        }
    }

    /// The next filtered line of output, within the `@time` limit.
    fn next_output(&mut self, what: &str) -> Result<String, Failure> {
        let (deadline, total) = self.deadline(self.time);
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.instance.output.recv_timeout(wait) {
            Ok(Out::Line(line)) => {
                self.recent.push(line.clone());
                self.checked += 1;
                Ok(line)
            }
            Ok(Out::End) | Err(RecvTimeoutError::Disconnected) => {
                let how = match self.instance.wait_until(Instant::now() + SETTLE) {
                    Some(status) => format!("it {}", describe_status(status)),
                    None => "it closed its standard output".to_owned(),
                };
                Err(self.fail(
                    FailureKind::OutputEnded,
                    format!("the program's output ended ({how}) while waiting for {what}"),
                ))
            }
            Err(RecvTimeoutError::Timeout) => Err(self.timed_out(total, self.time, what)),
        }
    }

    fn expect_line(&mut self, text: &str) -> Result<(), Failure> {
        let want = normalize(text);
        let line = self.next_output(&format!("the line {want:?}"))?;
        let got = normalize(&line);
        if got == want {
            Ok(())
        } else {
            Err(self
                .fail(FailureKind::Mismatch, "output mismatch".to_owned())
                .with_expected(want)
                .with_got(got))
        }
    }

    fn expect_match(&mut self, pattern: &Pattern) -> Result<(), Failure> {
        let line = self.next_output(&format!(
            "a line matching the pattern {:?}",
            pattern.as_str()
        ))?;
        let got = normalize(&line);
        if pattern.matches_start(&got) {
            Ok(())
        } else {
            Err(self
                .fail(
                    FailureKind::Mismatch,
                    "output does not match the @? pattern".to_owned(),
                )
                .with_expected(pattern.as_str())
                .with_got(got))
        }
    }

    /// Reads the next move or result line, `to_move` being the side to move; checks its form,
    /// that a move is by `to_move` and that a result names the other side (the side to move
    /// loses when it has no legal move). Returns it with its normalised text.
    fn next_game_line(&mut self, to_move: Color) -> Result<(GameLine, String), Failure> {
        let winner = to_move.opposite();
        let line = self.next_output(&format!("a {to_move} move or \"{winner} wins.\""))?;
        let text = normalize(&line);
        let expected = format!("{to_move} moves <square>-<square>[-...]. or {winner} wins.");
        match parse_game_line(&text) {
            Some(GameLine::Move { color, path }) if color == to_move => {
                Ok((GameLine::Move { color, path }, text))
            }
            Some(GameLine::Win(color)) if color == winner => Ok((GameLine::Win(color), text)),
            Some(GameLine::Move { color, .. }) => Err(self
                .fail(
                    FailureKind::Game,
                    format!("{color} moved out of turn: {to_move} was to move"),
                )
                .with_expected(expected)
                .with_got(text)),
            Some(GameLine::Win(_)) => Err(self
                .fail(
                    FailureKind::Game,
                    format!(
                        "wrong winner: {to_move} was to move, and the side to move loses when \
                         it has no legal move"
                    ),
                )
                .with_expected(expected)
                .with_got(text)),
            None => Err(self
                .fail(
                    FailureKind::Game,
                    "not a move or result line, or a malformed one".to_owned(),
                )
                .with_expected(expected)
                .with_got(text)),
        }
    }

    fn check_end(&self, end: Option<&Pattern>, result: &str) -> Result<(), Failure> {
        match end {
            Some(pattern) if !pattern.matches_start(result) => Err(self
                .fail(
                    FailureKind::Game,
                    "the game's result does not match the end pattern".to_owned(),
                )
                .with_expected(pattern.as_str())
                .with_got(result)),
            _ => Ok(()),
        }
    }

    /// `@white...` / `@black...`: the program plays both sides.
    fn play(&mut self, first: Color, end: Option<&Pattern>) -> Result<(), Failure> {
        let mut to_move = first;
        loop {
            match self.next_game_line(to_move)? {
                (GameLine::Move { .. }, _) => to_move = to_move.opposite(),
                (GameLine::Win(_), result) => return self.check_end(end, &result),
            }
        }
    }

    fn link(&self) -> Result<&Link, Failure> {
        self.link.as_ref().ok_or_else(|| {
            self.fail(
                FailureKind::Parse,
                "@send and @recv need a second section".to_owned(),
            )
        })
    }

    fn relay(&self, message: Relay) -> Result<(), Failure> {
        self.link()?.to_other.send(message).map_err(|_| {
            self.fail(
                FailureKind::Peer,
                "the other section stopped before this game ended".to_owned(),
            )
        })
    }

    fn receive(&self, what: &str) -> Result<Relay, Failure> {
        let link = self.link()?;
        let limit = self.time + RELAY_GRACE;
        let (deadline, total) = self.deadline(limit);
        match link
            .from_other
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            Ok(message) => Ok(message),
            Err(RecvTimeoutError::Disconnected) => Err(self.fail(
                FailureKind::Peer,
                format!("the other section stopped before sending {what}"),
            )),
            Err(RecvTimeoutError::Timeout) if total => Err(self.timed_out(true, limit, what)),
            Err(RecvTimeoutError::Timeout) => Err(self.fail(
                FailureKind::Peer,
                format!("timed out after {} waiting for {what}", seconds(limit)),
            )),
        }
    }

    fn same_result(&self, ours: &str, theirs: &str) -> Result<(), Failure> {
        if ours == theirs {
            Ok(())
        } else {
            Err(self
                .fail(
                    FailureKind::Game,
                    "the two programs disagree on the result (expected: the other program's \
                     last line; got: this program's)"
                        .to_owned(),
                )
                .with_expected(theirs)
                .with_got(ours))
        }
    }

    /// `@send C...` / `@recv C...`: a game against the other section's program, each
    /// program's moves fed to the other as input lines.
    fn exchange(&mut self, role: Role, first: Color, end: Option<&Pattern>) -> Result<(), Failure> {
        let mut to_move = first;
        let mut ours_next = role == Role::Send;
        let result = loop {
            if ours_next {
                match self.next_game_line(to_move)? {
                    (GameLine::Move { path, .. }, _) => {
                        self.relay(Relay::Move {
                            color: to_move,
                            path,
                        })?;
                        to_move = to_move.opposite();
                        ours_next = false;
                    }
                    (GameLine::Win(_), ours) => {
                        self.relay(Relay::Outcome(ours.clone()))?;
                        match self.receive("the other program's result")? {
                            Relay::Outcome(theirs) => {
                                self.same_result(&ours, &theirs)?;
                                break ours;
                            }
                            Relay::Move { color, path } => {
                                return Err(self
                                    .fail(
                                        FailureKind::Game,
                                        format!(
                                            "this program announced the result, but the other \
                                             then played {color} move {path}"
                                        ),
                                    )
                                    .with_got(ours))
                            }
                        }
                    }
                }
            } else {
                match self.receive(&format!("the other program's {to_move} move"))? {
                    Relay::Move { path, .. } => {
                        self.instance.send(&path);
                        to_move = to_move.opposite();
                        ours_next = true;
                    }
                    Relay::Outcome(theirs) => {
                        // On failure here nothing is relayed: the other driver then sees this
                        // one go away, a failure that ranks below this one's.
                        let (line, ours) = self.next_game_line(to_move)?;
                        if let GameLine::Move { .. } = line {
                            return Err(self
                                .fail(
                                    FailureKind::Game,
                                    "the other program announced the result, but this one \
                                     moved"
                                        .to_owned(),
                                )
                                .with_expected(theirs)
                                .with_got(ours));
                        }
                        self.relay(Relay::Outcome(ours.clone()))?;
                        self.same_result(&ours, &theirs)?;
                        break ours;
                    }
                }
            }
        };
        self.check_end(end, &result)
    }

    /// The end of the section: closes the program's input, then requires no further filtered
    /// output and a zero exit status, within the `@time` limit.
    fn finish(&mut self) -> Result<(), Failure> {
        self.instance.close_input();
        let what = "the program to exit after its input ended";
        let (deadline, total) = self.deadline(self.time);
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.instance.output.recv_timeout(wait) {
            Ok(Out::Line(line)) => {
                let got = normalize(&line);
                self.recent.push(line);
                return Err(self
                    .fail(
                        FailureKind::ExtraOutput,
                        "unexpected output after the last line the test expects".to_owned(),
                    )
                    .with_got(got));
            }
            Ok(Out::End) | Err(RecvTimeoutError::Disconnected) => {}
            Err(RecvTimeoutError::Timeout) => return Err(self.timed_out(total, self.time, what)),
        }
        match self.instance.wait_until(deadline) {
            Some(status) if status.success() => {
                self.instance.reaped = true;
                Ok(())
            }
            Some(status) => Err(self.fail(
                FailureKind::ExitStatus,
                format!(
                    "the program {} after its input ended (expected status 0)",
                    describe_status(status)
                ),
            )),
            None => Err(self.timed_out(total, self.time, what)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    #[test]
    fn java_qirkat_main_is_replaced_by_the_program() {
        let program = argv(&["/bin/alquerque", "qirkat"]);
        assert_eq!(
            substitute_command("java -ea qirkat.Main", &program),
            program
        );
        assert_eq!(
            substitute_command("  java   -ea\tqirkat.Main  ", &program),
            program
        );
        assert_eq!(
            substitute_command("/usr/bin/java -cp classes qirkat.Main white --x", &program),
            argv(&["/bin/alquerque", "qirkat", "white", "--x"])
        );
    }

    #[test]
    fn other_commands_run_as_written() {
        let program = argv(&["/bin/alquerque", "qirkat"]);
        assert_eq!(
            substitute_command("python3 fake.py qirkat.Main", &program),
            argv(&["python3", "fake.py", "qirkat.Main"])
        );
        assert_eq!(
            substitute_command("java -ea other.Main", &program),
            argv(&["java", "-ea", "other.Main"])
        );
    }

    #[test]
    fn tails_keep_the_last_lines() {
        let mut tail = Tail::default();
        for i in 0..10 {
            tail.push(i.to_string());
        }
        assert_eq!(tail.to_vec(), ["4", "5", "6", "7", "8", "9"]);
    }
}
