//! `alquerque play` records a finished game once in the statistics file and `stats` prints
//! the same figures as the apps; a loaded game is never recorded, and a damaged file is left
//! as it is with a word to the player.

use std::path::{Path, PathBuf};

mod common;

use common::alquerque;

use alquerque_core::{Game, Status};

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("alquerque-stats-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// A whole game under the default rules, each side playing its first legal move, and who
/// won it.
fn a_whole_game() -> (Vec<String>, Status) {
    let mut game = Game::default();
    let mut moves = Vec::new();
    for _ in 0..2_000 {
        if game.status().is_over() {
            return (moves, game.status());
        }
        let mv = game.legal_moves().into_vec()[0];
        moves.push(mv.to_string());
        game.play(mv).expect("legal");
    }
    panic!("the game did not end");
}

fn play(stats: &Path, extra: &[&str], input: &str) -> common::Run {
    let stats = stats.to_str().expect("a text path");
    let progress = stats.replace("statistics.txt", "progress.txt");
    let mut args = vec![
        "play",
        "--white",
        "human",
        "--black",
        "human",
        "--stats",
        stats,
        "--progress",
        &progress,
    ];
    args.extend_from_slice(extra);
    alquerque(&args, input)
}

#[test]
fn a_game_between_two_people_is_recorded_once_and_stats_prints_it() {
    let dir = scratch("two");
    let stats = dir.join("statistics.txt");
    std::fs::write(dir.join("progress.txt"), "solved 1 2\n").expect("written");
    let (moves, status) = a_whole_game();
    let Status::Won { winner, .. } = status else {
        panic!("no draws under the default rules")
    };
    // The game, then undo and its last move again, then stats.
    let last = moves.last().expect("moves").clone();
    let input = format!("{}\nundo\n{last}\nstats\nquit\n", moves.join("\n"));
    let out = play(&stats, &[], &input);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let (white, black) = if winner == alquerque_core::Color::White {
        (1, 0)
    } else {
        (0, 1)
    };
    let line = format!("White won {white}, Black won {black}, drawn 0");
    assert!(out.stdout.contains(&line), "{}", out.stdout);
    assert!(out.stdout.contains("No games against the computer yet."));
    assert!(out.stdout.contains("No rating yet"));
    assert!(out.stdout.contains(": 2 of "), "the puzzles solved");
    let text = std::fs::read_to_string(&stats).expect("the file was written");
    assert!(
        text.contains(&format!("two-people {white} {black} 0")),
        "{text}"
    );

    // Another session: the figures as they were, nothing counted twice.
    let out = play(&stats, &[], "stats\nquit\n");
    assert!(out.stdout.contains(&line), "{}", out.stdout);
}

#[test]
fn a_loaded_game_is_not_recorded_and_a_damaged_file_is_left_alone() {
    let dir = scratch("loaded");
    let stats = dir.join("statistics.txt");
    let record = dir.join("near-the-end.txt");
    std::fs::write(
        &record,
        "[Position \"-----/-----/-bbb-/-w---/w---w w - 0\"]\n*\n",
    )
    .expect("written");
    let load = record.to_str().expect("a text path");
    let out = play(&stats, &["--load", load], "b2-b4-d2-d4\nquit\n");
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(!stats.exists(), "a loaded game is never recorded");

    std::fs::write(&stats, "two-people many\n").expect("written");
    let (moves, _) = a_whole_game();
    let out = play(&stats, &[], &format!("{}\nstats\nquit\n", moves.join("\n")));
    assert!(
        out.stdout.contains("Your statistics could not be saved"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("Your statistics could not be read"));
    assert_eq!(
        std::fs::read_to_string(&stats).expect("readable"),
        "two-people many\n",
        "left as it was"
    );
}

/// On a new machine the data folder does not exist: the first finished game makes it and is
/// counted, in the default place and in a folder named with --stats alike.
#[test]
fn the_first_game_on_a_new_machine_is_recorded() {
    let dir = scratch("new-machine");
    let (moves, _) = a_whole_game();
    let input = format!("{}\nquit\n", moves.join("\n"));
    // A --stats file in folders that do not exist yet.
    let stats = dir.join("not").join("yet").join("statistics.txt");
    let out = play(&stats, &[], &input);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(!out.stdout.contains("could not be saved"), "{}", out.stdout);
    assert!(
        stats.exists(),
        "the folders were made and the game recorded"
    );
    // The default file, under an empty data home.
    let home = dir.join("data-home");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_alquerque"))
        .args(["play", "--white", "human", "--black", "human"])
        .env("XDG_DATA_HOME", &home)
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C.UTF-8")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("stdin");
            stdin.write_all(input.as_bytes())?;
            drop(stdin);
            child.wait_with_output()
        })
        .expect("runs");
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(!said.contains("could not be saved"), "{said}");
    assert!(
        home.join("alquerque").join("statistics.txt").exists(),
        "{said}"
    );
}

/// A lock file left behind beside the statistics (by a session that was killed, or by an
/// older version), even one dated in the future, holds nothing: the game is recorded at once.
#[test]
fn a_lock_left_behind_blocks_nothing() {
    let dir = scratch("left-lock");
    let stats = dir.join("statistics.txt");
    let lock = std::fs::File::create(dir.join(".statistics.txt.lock")).expect("a left lock");
    let in_a_year = std::time::SystemTime::now() + std::time::Duration::from_secs(365 * 86_400);
    lock.set_modified(in_a_year).expect("dated in the future");
    drop(lock);
    let (moves, _) = a_whole_game();
    let out = play(&stats, &[], &format!("{}\nquit\n", moves.join("\n")));
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(!out.stdout.contains("could not be saved"), "{}", out.stdout);
    assert!(stats.exists(), "recorded");
}

/// Why the statistics cannot be read is said in the person's language, naming the line: no
/// English inside a translated sentence, no message's name.
#[test]
fn a_damaged_file_is_explained_in_the_persons_language() {
    let dir = scratch("damaged-es");
    let stats = dir.join("statistics.txt");
    std::fs::write(&stats, "two-people many\n").expect("written");
    let s = stats.to_str().expect("a text path");
    let out = common::alquerque_in(
        "es_ES.UTF-8",
        &["play", "--white", "human", "--black", "human", "--stats", s],
        "stats\nquit\n",
    );
    assert!(
        out.stdout
            .contains("No se pudieron leer tus estadísticas (línea 1"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("is not part of"), "{}", out.stdout);
    // A file too long for statistics names what it is, in words.
    std::fs::write(&stats, "x".repeat(2 << 20)).expect("written");
    let out = common::alquerque_in(
        "es_ES.UTF-8",
        &["play", "--white", "human", "--black", "human", "--stats", s],
        "stats\nquit\n",
    );
    assert!(
        out.stdout.contains("un archivo de estadísticas"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("file-kind"), "{}", out.stdout);
}
