//! Whatever bytes arrive on standard input, `alquerque qirkat` and `alquerque play` answer,
//! go on, end with status 0 at the end of input, and stay within a memory bound: each run
//! here is under an address-space limit (`prlimit --as`), so a program that kept a whole
//! line or file in memory would fail instead of only being slow.

#![cfg(target_os = "linux")]

use std::io::Write;
use std::process::{Command, Stdio};

use alquerque_core::internals::Rng;

mod common;

/// The address-space limit of each run: the program's own needs (code, a few threads' stacks,
/// the AI's tree) are well under it; 300 MB of input kept in memory would not be.
const LIMIT_BYTES: u64 = 256 << 20;

struct Run {
    success: bool,
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs `alquerque ARGS` under the memory limit, feeding it `chunks()` on standard input.
fn run(args: &[&str], chunks: impl Iterator<Item = Vec<u8>> + Send + 'static) -> Run {
    let mut child = Command::new("prlimit")
        .arg(format!("--as={LIMIT_BYTES}"))
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_alquerque"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("prlimit (util-linux) runs the program");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        for chunk in chunks {
            if stdin.write_all(&chunk).is_err() {
                break; // the program ended early; what it printed says why
            }
        }
    });
    let out = child.wait_with_output().expect("wait");
    let _ = writer.join();
    Run {
        success: out.status.success(),
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// 300 MB of zero bytes and then a command, in 1 MB chunks.
fn zeros_then(command: &'static str) -> impl Iterator<Item = Vec<u8>> + Send {
    (0..300)
        .map(|_| vec![0u8; 1 << 20])
        .chain(std::iter::once(format!("\n{command}\n").into_bytes()))
}

/// Deterministic pseudo-random bytes with a newline about every 40 bytes.
fn noise(seed: u64, len: usize) -> Vec<u8> {
    let mut rng = Rng::new(seed);
    (0..len)
        .map(|_| {
            let x = rng.next_u64();
            match x % 40 {
                0 => b'\n',
                1..=12 => b"abcde12345- #"[(x >> 8) as usize % 13],
                _ => (x >> 16) as u8,
            }
        })
        .collect()
}

#[test]
fn qirkat_survives_an_endless_line_and_goes_on() {
    let r = run(&["qirkat"], zeros_then("dump"));
    assert!(r.success, "exit {:?}: {}", r.code, r.stderr);
    assert!(r.stdout.contains("Command not understood"), "{}", r.stdout);
    assert!(r.stdout.contains("===\n  b b b b b"), "dump ran after it");
}

#[test]
fn play_survives_an_endless_line_and_goes_on() {
    let r = run(
        &["play", "--white", "human", "--black", "human"],
        zeros_then("moves"),
    );
    assert!(r.success, "exit {:?}: {}", r.code, r.stderr);
    assert!(r.stdout.contains("over 64 KiB"), "{}", r.stdout);
    assert!(r.stdout.contains("c2-c3"), "the move list came after it");
}

#[test]
fn random_bytes_never_end_a_session_early() {
    for seed in 1..=6 {
        for args in [&["qirkat"][..], &["play", "--black", "human"][..]] {
            let input = noise(seed, 200_000);
            let r = run(args, std::iter::once(input));
            assert!(
                r.success && !r.stderr.contains("panicked"),
                "{args:?} seed {seed}: exit {:?}: {}",
                r.code,
                r.stderr
            );
        }
    }
}

#[test]
fn play_reports_a_line_that_is_not_text_and_goes_on() {
    let r = run(
        &["play", "--white", "human", "--black", "human"],
        std::iter::once(b"\xff\xfe\nc2-c3\nrecord\n".to_vec()),
    );
    assert!(r.success, "{}", r.stderr);
    assert!(r.stdout.contains("not text"), "{}", r.stdout);
    assert!(
        r.stdout.contains("1. c2-c3"),
        "the move was played after it"
    );
}

#[test]
fn bounds_of_the_arguments_are_told_not_crashed_on() {
    for args in [
        &[
            "match",
            "--white",
            "random",
            "--black",
            "random",
            "--games",
            "18446744073709551615",
        ][..],
        &[
            "match",
            "--white",
            "random",
            "--black",
            "random",
            "--games",
            "1000000000000",
        ][..],
        &[
            "match",
            "--white",
            "random",
            "--black",
            "random",
            "--opening-plies",
            "1000",
            "--balanced",
        ][..],
        &["perft", "0"][..],
        &["play", "--black", "baseline:iterations=0,time=0"][..],
        &["play", "--black", "hard:time=1e30"][..],
        &["play", "--black", "hard:iterations=1e30"][..],
        &["play", "--black", "hard:nodes=1e20"][..],
    ] {
        let r = run(args, std::iter::empty());
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains("from 1 to")
                || r.stderr.contains("in 1..=")
                || r.stderr.contains("from 0 to")
                || r.stderr.contains("from 16 to"),
            "{args:?}: {}",
            r.stderr
        );
    }
}

#[test]
fn a_saved_game_that_never_ends_is_refused_within_the_memory_bound() {
    // `/dev/zero` is a file without end: reading it whole would pass the memory limit.
    for args in [
        &["review", "/dev/zero"][..],
        &["play", "--load", "/dev/zero"][..],
        &["solve", "--record", "/dev/zero"][..],
    ] {
        let r = run(args, std::iter::empty());
        assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
        assert!(
            r.stderr.contains("cannot load /dev/zero") && r.stderr.contains("device"),
            "{args:?}: {}",
            r.stderr
        );
    }
}

/// What is not a move is not called a point: an unknown word is an unknown command with the
/// nearest ones named, a move's points with spaces are shown joined by dashes, and `board`
/// draws the board again.
#[test]
fn words_that_are_not_moves_are_named_as_such() {
    let out = common::alquerque(
        &["play", "--white", "human", "--black", "human"],
        "hnit\nhint please\nd3 c3\nzzzz\nboard\nc2xc3\nquit\n",
    );
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let said = &out.stdout;
    assert!(!said.contains("unknown point"), "{said}");
    assert!(
        said.contains("'hnit' is neither a command nor a move. Did you mean hint"),
        "{said}"
    );
    assert!(
        said.contains("'hint please' is neither a command nor a move. Did you mean hint"),
        "{said}"
    );
    assert!(said.contains("without spaces: d3-c3."), "{said}");
    assert!(
        said.contains("'zzzz' is neither a command nor a move. Type 'help'"),
        "{said}"
    );
    // The board drawn at the start and again for `board`, then after c2xc3 (c2-c3).
    assert_eq!(said.matches("a   b   c   d   e").count(), 3, "{said}");
}
