//! What the program does with the files around it: it reads no more than a file of its kind
//! may hold (devices and endless pipes are refused quickly), writes only regular files (a link
//! is followed to its target, a device or a pipe is never replaced), never writes over its own
//! input, checks where it writes before the work, keeps earlier match records, keeps what a
//! review did when Ctrl-C stops it, and merges two sessions' puzzle progress.

#![cfg(target_os = "linux")]

use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use alquerque_core::puzzle::{shipped_puzzles, PuzzleSolving, PuzzleStep};

fn alquerque(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_alquerque"));
    command.args(args).env("NO_COLOR", "1");
    command
}

fn output(args: &[&str]) -> Output {
    alquerque(args)
        .stdin(Stdio::null())
        .output()
        .expect("the program runs")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("alquerque-files-t-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

fn s(path: &Path) -> &str {
    path.to_str().expect("a text path")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().expect("mkfifo");
    assert!(made.success());
}

/// The moves that solve shipped puzzle `number`.
fn solution(number: usize) -> String {
    let mut solving = PuzzleSolving::new(shipped_puzzles()[number - 1]);
    let mut moves = String::new();
    loop {
        let mv = solving.winning_move().expect("a winning move");
        moves.push_str(&format!("{mv}\n"));
        if solving.play(mv).expect("legal") == PuzzleStep::Solved {
            return moves;
        }
    }
}

const GAME: &str = "[Note \"mine\"]\n\n1. c2-c3 {my comment} c4-c2 2. c1-c3 *\n";

/// Class 4: an endless pipe and devices are refused quickly, whatever reads them.
#[test]
fn endless_input_is_refused_without_reading_it_all() {
    let dir = scratch("endless");
    let fifo = dir.join("endless.cert");
    mkfifo(&fifo);
    // A writer that never ends: zeros into the pipe until the reader goes away.
    let mut writer = Command::new("sh")
        .arg("-c")
        .arg(format!("cat /dev/zero > '{}'", s(&fifo)))
        .spawn()
        .expect("sh");
    let started = Instant::now();
    let out = Command::new("prlimit")
        .args(["--as=1073741824", "--", env!("CARGO_BIN_EXE_alquerque")])
        .args(["solve", "--check", s(&fifo)])
        .output()
        .expect("runs");
    let _ = writer.kill();
    let _ = writer.wait();
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("the most a certificate may have"),
        "{}",
        stderr(&out)
    );
    assert!(started.elapsed() < Duration::from_secs(60));
    for (args, what) in [
        (vec!["puzzles", "--progress", "/dev/urandom"], "device"),
        (vec!["solve", "--check", "/dev/random"], "device"),
        (vec!["review", "/dev/urandom"], "device"),
    ] {
        let out = output(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(what), "{args:?}: {}", stderr(&out));
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// Class 2: a link is written through to its target; a pipe or a device is never replaced.
#[test]
fn saving_writes_through_links_and_replaces_no_special_file() {
    let dir = scratch("special");
    let game = dir.join("game.txt");
    std::fs::write(&game, GAME).expect("write");
    let target = dir.join("real-progress.txt");
    std::fs::write(&target, "solved 7\n").expect("write");
    let link = dir.join("progress-link.txt");
    symlink(&target, &link).expect("symlink");
    let mut run = alquerque(&["puzzles", "--number", "3", "--progress", s(&link)])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("runs");
    run.stdin
        .take()
        .expect("stdin")
        .write_all(solution(3).as_bytes())
        .expect("input");
    assert!(run.wait().expect("ends").success());
    assert!(std::fs::symlink_metadata(&link)
        .expect("link")
        .file_type()
        .is_symlink());
    let saved = std::fs::read_to_string(&target).expect("target");
    assert!(saved.contains("solved 3 7"), "{saved}");
    // A pipe where the annotated record would go: refused before the review, left a pipe.
    let fifo = dir.join("out.fifo");
    mkfifo(&fifo);
    let out = output(&[
        "review",
        s(&game),
        "--iterations",
        "20",
        "--output",
        s(&fifo),
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("not a regular file"),
        "{}",
        stderr(&out)
    );
    assert!(out.stdout.is_empty(), "refused before the work");
    use std::os::unix::fs::FileTypeExt;
    assert!(std::fs::symlink_metadata(&fifo)
        .expect("fifo")
        .file_type()
        .is_fifo());
    let out = output(&[
        "puzzles",
        "generate",
        "--count",
        "1",
        "--output",
        "/dev/null",
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(dir);
}

/// Class 7: no command writes over a file it reads, under any of its names; a second match
/// keeps the first one's records.
#[test]
fn nothing_is_written_over_its_own_input_or_earlier_records() {
    let dir = scratch("own-input");
    let game = dir.join("game.txt");
    std::fs::write(&game, GAME).expect("write");
    let hard = dir.join("same-game.txt");
    std::fs::hard_link(&game, &hard).expect("hard link");
    let soft = dir.join("game-link.txt");
    symlink(&game, &soft).expect("symlink");
    for out_path in [&hard, &soft] {
        let out = output(&[
            "review",
            s(&game),
            "--iterations",
            "20",
            "--output",
            s(out_path),
        ]);
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        assert!(stderr(&out).contains("reads"), "{}", stderr(&out));
    }
    let out = output(&[
        "solve",
        "--record",
        s(&soft),
        "--ply",
        "1",
        "--certificate",
        s(&game),
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&game).expect("kept"), GAME);
    let records = dir.join("records");
    for _ in 0..2 {
        let out = output(&[
            "match",
            "--white",
            "random",
            "--black",
            "random",
            "--games",
            "3",
            "--jobs",
            "1",
            "--records",
            s(&records),
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
    }
    assert_eq!(std::fs::read_dir(&records).expect("records").count(), 6);
    let _ = std::fs::remove_dir_all(dir);
}

/// Class 9: where a file goes is checked before the work.
#[test]
fn a_bad_destination_is_told_before_the_work() {
    let dir = scratch("before");
    let game = dir.join("game.txt");
    std::fs::write(&game, GAME).expect("write");
    let not_a_folder = game.join("x.txt");
    for args in [
        vec![
            "puzzles",
            "generate",
            "--count",
            "3000",
            "--output",
            s(&not_a_folder),
        ],
        vec![
            "review",
            s(&game),
            "--iterations",
            "100000000",
            "--output",
            s(&not_a_folder),
        ],
        vec!["match", "--games", "1000", "--records", s(&not_a_folder)],
    ] {
        let started = Instant::now();
        let out = output(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{args:?}: after the work"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

fn interrupt(child: &Child) {
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(sent.success());
}

/// Reads what a program says on standard error up to the line saying its review has begun
/// (from then on Ctrl-C stops the review, not the program); returns what it read.
fn review_started(said: &mut impl BufRead) -> String {
    let mut text = String::new();
    loop {
        let before = text.len();
        said.read_line(&mut text).expect("text");
        assert!(text.len() > before, "the review never began: {text}");
        if text[before..].contains("Ctrl-C stops") {
            return text;
        }
    }
}

/// A game long enough that reviewing it takes a while: the longest of games whose moves are
/// picked by a few fixed strides.
fn long_game() -> String {
    let play = |stride: usize| {
        let mut game = alquerque_core::Game::default();
        for ply in 0..200 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[(ply * stride + 1) % moves.len()])
                .expect("legal");
        }
        game
    };
    let game = (1..30)
        .map(play)
        .max_by_key(|g| g.moves().len())
        .expect("games");
    assert!(game.moves().len() >= 40, "{}", game.moves().len());
    game.to_record()
}

/// Class 9: Ctrl-C during `review` writes and prints the part reviewed; in `play`, it stops
/// the review and the session goes on.
#[test]
fn ctrl_c_keeps_what_the_review_did() {
    let dir = scratch("ctrl-c");
    let game = dir.join("long.txt");
    std::fs::write(&game, long_game()).expect("write");
    let reviewed = dir.join("reviewed.txt");
    let mut child = alquerque(&[
        "review",
        s(&game),
        "--iterations",
        "2000000",
        "--output",
        s(&reviewed),
    ])
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .spawn()
    .expect("runs");
    let mut said = BufReader::new(child.stderr.take().expect("stderr"));
    let before = review_started(&mut said);
    std::thread::sleep(Duration::from_millis(300));
    interrupt(&child);
    let mut rest = before;
    said.read_to_string(&mut rest).expect("text");
    let out = child.wait_with_output().expect("ends");
    assert_eq!(out.status.code(), Some(130), "{rest}");
    assert!(rest.contains("Review stopped"), "{rest}");
    let written = std::fs::read_to_string(&reviewed).expect("the part reviewed is written");
    assert_eq!(String::from_utf8_lossy(&out.stdout), written);

    let mut play = alquerque(&[
        "play",
        "--load",
        s(&game),
        "--white",
        "human",
        "--black",
        "human",
    ])
    .stdin(Stdio::piped())
    .stdout(Stdio::piped())
    .stderr(Stdio::piped())
    .spawn()
    .expect("runs");
    let mut stdin = play.stdin.take().expect("stdin");
    stdin.write_all(b"review\n").expect("input");
    let mut said = BufReader::new(play.stderr.take().expect("stderr"));
    review_started(&mut said);
    std::thread::sleep(Duration::from_millis(300));
    interrupt(&play);
    // What else the session says on standard error is read, so it never blocks on a full pipe.
    let drain = std::thread::spawn(move || std::io::copy(&mut said, &mut std::io::sink()));
    stdin
        .write_all(b"moves\nquit\n")
        .expect("the session is still there");
    drop(stdin);
    let mut text = String::new();
    for line in BufReader::new(play.stdout.take().expect("stdout")).lines() {
        text.push_str(&line.expect("text"));
        text.push('\n');
    }
    let status = play.wait().expect("ends");
    let _ = drain.join();
    assert!(text.contains("Review stopped"), "{text}");
    assert!(status.success(), "{text}");
    let _ = std::fs::remove_dir_all(dir);
}

/// Class 8: two sessions on one progress file, both started before either saved, keep both
/// sessions' solves.
#[test]
fn two_sessions_keep_each_others_solves() {
    let dir = scratch("two");
    let progress = dir.join("progress.txt");
    std::fs::write(&progress, "solved 9\n").expect("write");
    let start = |number: &str| {
        let mut child = alquerque(&["puzzles", "--number", number, "--progress", s(&progress)])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("runs");
        // The session has read the progress once it shows its puzzle.
        let mut out = BufReader::new(child.stdout.take().expect("stdout"));
        let mut line = String::new();
        while !line.contains("Puzzle") {
            line.clear();
            assert!(
                out.read_line(&mut line).expect("text") > 0,
                "no puzzle shown"
            );
        }
        (child, out)
    };
    let (mut first, first_out) = start("4");
    let (mut second, second_out) = start("5");
    for (child, out, number) in [(&mut first, first_out, 4), (&mut second, second_out, 5)] {
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(solution(number).as_bytes()).expect("input");
        drop(stdin);
        std::io::copy(&mut out.into_inner(), &mut std::io::sink()).expect("output");
        assert!(child.wait().expect("ends").success());
    }
    let saved = std::fs::read_to_string(&progress).expect("progress");
    assert!(saved.contains("solved 4 5 9"), "{saved}");
    let _ = std::fs::remove_dir_all(dir);
}
