//! Standard output closed before the program writes (a reader that went away, as `| head -1`
//! or `| true` leave it) or full (`/dev/full`): every command still does its work, writes its
//! files, and ends without a panic; a full output is said on standard error with status 1.

#![cfg(target_os = "linux")]

use std::fs::File;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use alquerque_core::puzzle::{shipped_puzzles, PuzzleSolving, PuzzleStep};

/// Where standard output goes.
#[derive(Copy, Clone, Debug)]
enum Sink {
    /// A pipe whose reading end is closed before the program starts writing.
    ClosedPipe,
    /// `/dev/full`: every write fails with "no space left on device".
    Full,
}

struct Run {
    code: Option<i32>,
    stderr: String,
}

/// Runs `alquerque ARGS` with standard output going to `sink`, fed `input`.
fn run(args: &[String], sink: Sink, input: &str) -> Run {
    let stdout = match sink {
        Sink::ClosedPipe => Stdio::piped(),
        Sink::Full => Stdio::from(File::options().write(true).open("/dev/full").expect("full")),
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_alquerque"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program runs");
    // Closing the reading end at once: every write the program makes fails with EPIPE.
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin");
    let _ = stdin.write_all(input.as_bytes());
    drop(stdin);
    let out = child.wait_with_output().expect("it ends");
    Run {
        code: out.status.code(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A fresh folder of this test's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("alquerque-closed-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

fn text(path: &std::path::Path) -> String {
    path.to_str().expect("a text path").to_string()
}

/// The run ended without a panic, with `code`, and said nothing but, for a full output, that
/// standard output could not be written.
fn assert_quiet(run: &Run, sink: Sink, what: &str) {
    assert!(
        !run.stderr.contains("panicked"),
        "{what} {sink:?}: {}",
        run.stderr
    );
    assert_ne!(run.code, Some(101), "{what} {sink:?}: {}", run.stderr);
    match sink {
        Sink::ClosedPipe => assert!(!run.stderr.contains("standard output"), "{}", run.stderr),
        Sink::Full => {
            assert_eq!(run.code, Some(1), "{what}: {}", run.stderr);
            assert!(
                run.stderr.contains("standard output could not be written"),
                "{what}: {}",
                run.stderr
            );
        }
    }
}

const SINKS: [Sink; 2] = [Sink::ClosedPipe, Sink::Full];

#[test]
fn review_writes_its_file_whatever_happens_to_the_output() {
    for sink in SINKS {
        let dir = scratch(&format!("review-{sink:?}"));
        let game = dir.join("game.txt");
        let output = dir.join("reviewed.txt");
        std::fs::write(&game, "1. c2-c3 c4-c2 2. c1-c3 *\n").expect("write");
        let args = [
            "review",
            &text(&game),
            "--iterations",
            "50",
            "--output",
            &text(&output),
        ];
        let run = run(&args.map(String::from), sink, "");
        assert_quiet(&run, sink, "review");
        let written = std::fs::read_to_string(&output).expect("the reviewed record is written");
        assert!(written.contains("c1-c3"), "{written}");
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn solve_writes_its_certificate_whatever_happens_to_the_output() {
    for sink in SINKS {
        let dir = scratch(&format!("solve-{sink:?}"));
        let cert = dir.join("small.cert");
        let args = [
            "solve",
            "--position",
            "b----/-----/--b--/-w-w-/----- w - 0",
            "--memory",
            "16",
            "--certificate",
            &text(&cert),
        ];
        let run = run(&args.map(String::from), sink, "");
        assert_quiet(&run, sink, "solve");
        assert!(std::fs::metadata(&cert).expect("written").len() > 0);
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn a_match_writes_its_records_whatever_happens_to_the_output() {
    for sink in SINKS {
        let dir = scratch(&format!("match-{sink:?}"));
        let args = [
            "match",
            "--white",
            "random",
            "--black",
            "random",
            "--games",
            "2",
            "--jobs",
            "1",
            "--records",
        ];
        let mut args: Vec<String> = args.map(String::from).to_vec();
        args.push(text(&dir));
        let run = run(&args, sink, "");
        assert_quiet(&run, sink, "match");
        let records = std::fs::read_dir(&dir).expect("the folder").count();
        assert_eq!(records, 2, "a record per game");
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn a_solved_puzzle_is_kept_whatever_happens_to_the_output() {
    let mut solving = PuzzleSolving::new(shipped_puzzles()[1]);
    let mut moves = Vec::new();
    loop {
        let mv = solving.winning_move().expect("a winning move");
        moves.push(mv.to_string());
        if solving.play(mv).expect("legal") == PuzzleStep::Solved {
            break;
        }
    }
    for sink in SINKS {
        let dir = scratch(&format!("puzzles-{sink:?}"));
        let progress = dir.join("progress.txt");
        let args = ["puzzles", "--number", "2", "--progress", &text(&progress)];
        let run = run(
            &args.map(String::from),
            sink,
            &format!("{}\n", moves.join("\n")),
        );
        assert_quiet(&run, sink, "puzzles");
        let saved = std::fs::read_to_string(&progress).expect("progress saved");
        assert!(saved.lines().any(|l| l == "solved 2"), "{saved}");
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn perft_and_bench_end_quietly() {
    for sink in SINKS {
        let run_perft = run(&["perft".into(), "4".into()], sink, "");
        assert_quiet(&run_perft, sink, "perft");
        let generate = ["puzzles", "generate", "--count", "1", "--jobs", "1"];
        let run_generate = run(&generate.map(String::from), sink, "");
        assert_quiet(&run_generate, sink, "puzzles generate");
    }
}
