//! `alquerque review FILE` and `review` in `alquerque play`: the annotated record is printed,
//! written with `--output`, reads back with its annotations, and loads in `play --load`.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use alquerque_core::review::{read_annotated_record, Mark};
use alquerque_core::Game;

fn alquerque(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_alquerque"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("input");
    child.wait_with_output().expect("it ends")
}

/// A file of this test's own in the system's temporary directory.
fn temp_file(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("alquerque-review-{}-{name}", std::process::id()))
}

const GAME: &str = "[Game \"Alquerque\"]\n\n1. c2-c3 c4-c2 2. c1-c3 a3-c1 3. c3-a3 b4-c4 *\n";

#[test]
fn review_prints_and_writes_the_annotated_record() {
    let input = temp_file("game.txt");
    let output = temp_file("annotated.txt");
    std::fs::write(&input, GAME).expect("write");
    let args = [
        "review",
        input.to_str().expect("utf-8"),
        "--iterations",
        "300",
        "--output",
        output.to_str().expect("utf-8"),
    ];
    let out = alquerque(&args, "");
    assert!(out.status.success(), "{out:?}");
    let printed = String::from_utf8(out.stdout).expect("text");
    let written = std::fs::read_to_string(&output).expect("written");
    assert_eq!(printed, written, "stdout is the record alone");
    let (game, annotations) = read_annotated_record(&written).expect("reads back");
    assert_eq!(Ok(game.clone()), Game::from_record(GAME));
    assert_eq!(annotations.len(), 6);
    let annotations: Vec<_> = annotations.into_iter().flatten().collect();
    assert_eq!(annotations.len(), 6, "every ply annotated:\n{written}");
    assert_eq!(annotations[1].mark, Mark::OnlyMove, "c4-c2 is forced");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("White: ") && stderr.contains("Black: "),
        "{stderr}"
    );
    // Each side's summary: its inaccuracies, mistakes and blunders, and its accuracy, as the
    // core counts them from the annotations.
    let reviewed = alquerque_core::review::Review {
        plies: annotations.clone(),
        complete: true,
    };
    for side in [alquerque_core::Color::White, alquerque_core::Color::Black] {
        let line = reviewed
            .summary(side)
            .message()
            .render(alquerque_text::Language::English);
        assert!(stderr.contains(&line), "{line}\n{stderr}");
    }
    assert!(stderr.contains("; accuracy "), "{stderr}");

    // The same seed gives the same review.
    let again = alquerque(&args[..4], "");
    assert_eq!(String::from_utf8_lossy(&again.stdout), written);

    // The annotated record loads in `play`.
    let out = alquerque(
        &[
            "play",
            "--white",
            "human",
            "--black",
            "human",
            "--load",
            output.to_str().expect("utf-8"),
        ],
        "record\nquit\n",
    );
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("3. c3-a3 b4-c4 *"), "{text}");
    let _ = std::fs::remove_file(&input);
    let _ = std::fs::remove_file(&output);
}

#[test]
fn review_refuses_what_it_cannot_read() {
    let missing = temp_file("missing.txt");
    let out = alquerque(&["review", missing.to_str().expect("utf-8")], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot load"));
    let bad = temp_file("unclosed.txt");
    std::fs::write(&bad, "1. c2-c3 {never closed\n").expect("write");
    let out = alquerque(&["review", bad.to_str().expect("utf-8")], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not closed"), "{err}");
    assert!(out.stdout.is_empty());
    let _ = std::fs::remove_file(&bad);
}

#[test]
fn review_in_play_marks_the_moves_so_far() {
    let out = alquerque(
        &["play", "--white", "human", "--black", "human"],
        "review\nc2-c3\nc4-c2\nreview\nquit\n",
    );
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Nothing to review"), "{text}");
    // Each move with its mark and values in the player's words, then each side's summary,
    // once: what went wrong and the accuracy (the marks are on the moves above).
    assert!(text.contains("1… c4-c2 · only move"), "{text}");
    assert!(text.contains(" before, "), "{text}");
    assert!(
        text.contains("Black: inaccuracies 0, mistakes 0, blunders 0; "),
        "{text}"
    );
    assert_eq!(text.matches("Black: ").count(), 1, "{text}");
}
