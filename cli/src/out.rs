//! Standard output that a closed pipe or a full disk cannot turn into a crash: every command
//! prints through [`outln!`](crate::outln!) and [`out!`](crate::out!) instead of `println!` and `print!`, which panic when
//! the write fails (`alquerque review g.txt | head -1` ended with a backtrace, and the work
//! not yet saved was lost).
//!
//! A failed write is remembered and everything printed after it is dropped, so the command
//! goes on to the end and writes its files. A reader that went away (a closed pipe) is not an
//! error: the command ends with its own status. Any other failure (`/dev/full`) is said once on
//! standard error when the command ends, with status 1.

use std::fmt;
use std::io::{self, ErrorKind, Write};
use std::sync::Mutex;

use crate::failure::{Failure, Outcome};

/// The first write to standard output that failed, if any.
static LOST: Mutex<Option<io::Error>> = Mutex::new(None);

/// Writes `args` to standard output, unless a write to it has failed before.
pub fn print(args: fmt::Arguments) {
    let mut lost = LOST.lock().unwrap_or_else(|e| e.into_inner());
    if lost.is_some() {
        return;
    }
    let mut stdout = io::stdout().lock();
    if let Err(e) = stdout.write_fmt(args) {
        *lost = Some(e);
    }
}

/// Sends what is buffered to standard output now (a prompt, a progress line without its end).
pub fn flush() {
    let mut lost = LOST.lock().unwrap_or_else(|e| e.into_inner());
    if lost.is_some() {
        return;
    }
    if let Err(e) = io::stdout().lock().flush() {
        *lost = Some(e);
    }
}

/// The command's outcome once its output is flushed: a failure if standard output could not
/// be written for a reason other than a reader that went away.
pub fn finish(outcome: Outcome) -> Outcome {
    flush();
    let lost = LOST.lock().unwrap_or_else(|e| e.into_inner());
    match &*lost {
        Some(e) if e.kind() != ErrorKind::BrokenPipe && outcome.is_ok() => Err(Failure::Failed(
            format!("standard output could not be written ({e})"),
        )),
        _ => outcome,
    }
}

/// `print!` to standard output through [`print`](fn@print): never panics.
#[macro_export]
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::out::print(format_args!($($arg)*))
    };
}

/// `println!` to standard output through [`print`](fn@print): never panics.
#[macro_export]
macro_rules! outln {
    () => {
        $crate::out::print(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::out::print(format_args!("{}\n", format_args!($($arg)*)))
    };
}
