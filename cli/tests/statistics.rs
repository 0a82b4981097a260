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
