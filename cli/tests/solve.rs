//! `alquerque solve` (and `perft`) on a position chosen from a saved game (`--record FILE
//! --ply N`) or written as position text (`--position TEXT`): the position is the game's own,
//! reversal bans and all, and a wrong file or ply is told, not crashed on.

use std::path::PathBuf;
use std::process::{Command, Output};

use alquerque_core::{Game, PositionText};

fn alquerque(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_alquerque"))
        .args(args)
        .output()
        .expect("the program runs")
}

/// A file of this test's own in the system's temporary directory.
fn temp_file(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("alquerque-solve-{}-{name}", std::process::id()))
}

/// A game of `plies` plies, each move the `(ply * 7 + 3)`-th legal one (mod their number), so
/// that pieces step sideways and reversal bans appear.
fn game(plies: usize) -> Game {
    let mut game = Game::new(Default::default());
    for ply in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[(ply * 7 + 3) % moves.len()])
            .expect("a legal move");
    }
    game
}

/// Runs a short `alquerque solve` with `args` choosing the position, and returns the position
/// it says it solved.
fn solved_position(args: &[&str]) -> String {
    let mut all = vec!["solve"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--max-expansions", "2000", "--memory", "16"]);
    let out = alquerque(&all);
    // 0 when proved, 1 when not within the expansions: never 2, a refused position.
    assert!(
        matches!(out.status.code(), Some(0 | 1)),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    stdout
        .lines()
        .find_map(|l| l.strip_prefix("position: "))
        .unwrap_or_else(|| panic!("a position line in {stdout}"))
        .to_string()
}

#[test]
fn a_ply_of_a_saved_game_is_solved_with_its_reversal_bans() {
    let game = game(30);
    let file = temp_file("game.txt");
    std::fs::write(&file, game.to_record()).expect("written");
    let path = file.to_str().expect("a UTF-8 path");
    let positions = game.positions();
    let banned = (0..positions.len())
        .find(|&i| {
            PositionText::from(&positions[i])
                .to_string()
                .contains(['<', '>'])
        })
        .expect("a position with a reversal ban in the game");
    for ply in [0, banned, positions.len() - 1] {
        let text = PositionText::from(&positions[ply]).to_string();
        let ply_arg = ply.to_string();
        assert_eq!(
            solved_position(&["--record", path, "--ply", &ply_arg]),
            text,
            "ply {ply}"
        );
        // The same position given as text.
        assert_eq!(
            solved_position(&["--position", &text]),
            text,
            "ply {ply} as text"
        );
    }
    // Without --ply: where the game stands.
    assert_eq!(
        solved_position(&["--record", path]),
        PositionText::from(game.position()).to_string()
    );
    // perft takes the same options.
    let out = alquerque(&["perft", "1", "--record", path, "--ply", &banned.to_string()]);
    let moves = positions[banned].legal_moves().len();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("1 {moves}")
    );
    let _ = std::fs::remove_file(&file);
}

#[test]
fn a_wrong_ply_file_or_text_is_told_and_nothing_is_solved() {
    let game = game(10);
    let file = temp_file("short.txt");
    std::fs::write(&file, game.to_record()).expect("written");
    let path = file.to_str().expect("a UTF-8 path");
    let plies = game.moves().len();
    let missing = temp_file("missing.txt");
    let not_text = temp_file("not-text.txt");
    std::fs::write(&not_text, b"[Variant \"standard\"]\n\xff\xfe 1. c2-c3").expect("written");
    for (args, says) in [
        (
            vec!["solve", "--record", path, "--ply", &(plies + 1).to_string()][..].to_vec(),
            format!("--ply goes from 0 to {plies}"),
        ),
        (
            vec!["solve", "--record", missing.to_str().expect("path")],
            "cannot load".to_string(),
        ),
        (
            vec!["solve", "--record", not_text.to_str().expect("path")],
            "not UTF-8 text".to_string(),
        ),
        (
            vec!["solve", "--position", "bbbbb/bbbbb/bb-ww/wwwww w - 0"],
            "--position".to_string(),
        ),
        // Deeper leaves than a certificate may ask of the checker: it would not be read.
        (
            vec!["solve", "--leaf-moves", "5"],
            "--leaf-moves".to_string(),
        ),
    ] {
        let out = alquerque(&args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(&says), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing solved");
    }
    // A saved game brings its own rules: --variant and --reversal do not go with it.
    let out = alquerque(&["solve", "--record", path, "--reversal"]);
    assert_eq!(out.status.code(), Some(2));
    for f in [&file, &not_text] {
        let _ = std::fs::remove_file(f);
    }
}
