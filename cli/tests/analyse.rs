//! `analyse` in `alquerque play`: every legal move with what it does under perfect play, best
//! first, or "not known" with the reason and the computer's estimate; nothing claimed under
//! rules with draws; in the person's language.

mod common;

use common::{alquerque, alquerque_in};

const PEOPLE: [&str; 5] = ["play", "--white", "human", "--black", "human"];

/// The lines of the move list `analyse` printed: two spaces, the move, its value.
fn listed(stdout: &str) -> Vec<(String, String)> {
    stdout
        .lines()
        .filter_map(|l| {
            let l = l.split("> ").last()?;
            let rest = l.strip_prefix("  ")?;
            let (mv, value) = rest.split_once("  ")?;
            mv.contains('-')
                .then(|| (mv.trim().to_string(), value.trim().to_string()))
        })
        .collect()
}

/// Whether `value` is one of the words a listed move may have: a proved value, or "not known"
/// with its reason and the computer's estimate.
fn is_a_value(value: &str) -> bool {
    value == "wins"
        || value == "loses"
        || value.starts_with("wins in ")
        || value.starts_with("loses in ")
        || (value.starts_with("not known (") && value.contains("estimate: "))
}

#[test]
fn every_legal_move_is_listed_with_its_value_best_first() {
    let run = alquerque(&PEOPLE, "analyse\nc2-c3\nanalyse\nquit\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines = listed(&run.stdout);
    let moves: Vec<&str> = lines.iter().map(|(m, _)| m.as_str()).collect();
    // The start's four moves, the winning one first, then Black's one capture after c2-c3.
    assert_eq!(moves.len(), 5, "{}", run.stdout);
    assert_eq!((moves[0], moves[4]), ("c2-c3", "c4-c2"), "{}", run.stdout);
    let mut others = moves[1..4].to_vec();
    others.sort_unstable();
    assert_eq!(others, ["b2-c3", "d2-c3", "d3-c3"], "{}", run.stdout);
    // The shipped proofs: c2-c3 wins, the three other first moves lose, and Black's only
    // reply to c2-c3 loses.
    assert_eq!(lines[0].1, "wins");
    assert!(
        lines[1..].iter().all(|(_, v)| v == "loses"),
        "{}",
        run.stdout
    );
    for (_, value) in &lines {
        assert!(is_a_value(value), "{value}");
    }
}

#[test]
fn a_short_win_is_named_with_its_distance() {
    let dir = std::env::temp_dir().join(format!("alquerque-analyse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("endgame.txt");
    let record = "[Game \"Alquerque\"]\n[Variant \"standard\"]\n[Reversal \"banned\"]\n\
                  [Position \"-----/--b--/-b---/-w---/----- w - 0\"]\n[Result \"*\"]\n\n*\n";
    std::fs::write(&file, record).expect("written");
    let path = file.to_str().expect("utf-8 path");
    let run = alquerque(
        &[
            "play", "--white", "human", "--black", "human", "--load", path,
        ],
        "analyse\nquit\n",
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines = listed(&run.stdout);
    assert!(
        lines.contains(&("b2-b4-d4".to_string(), "wins in 1 move".to_string())),
        "{}",
        run.stdout
    );
}

#[test]
fn nothing_is_claimed_under_rules_with_draws() {
    let args = ["play", "--white", "human", "--black", "human", "--reversal"];
    let run = alquerque(&args, "analyse\nquit\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines = listed(&run.stdout);
    assert_eq!(lines.len(), 4, "{}", run.stdout);
    assert!(
        lines.iter().all(|(_, v)| v
            .starts_with("not known (the rules allow draws; the computer’s estimate: ")
            && v.ends_with("% to win)")),
        "{}",
        run.stdout
    );
    assert!(run
        .stdout
        .contains("can end in a draw, so nothing is proved"));
}

#[test]
fn analyse_speaks_the_persons_language() {
    let run = alquerque_in("es_ES.UTF-8", &PEOPLE, "help\nanalyse\nquit\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("  analyse "), "{}", run.stdout);
    assert!(run.stdout.contains("c2-c3  gana"), "{}", run.stdout);
    assert!(run.stdout.contains("d3-c3  pierde"), "{}", run.stdout);
}

/// A folder of the test `name`'s own, so that tests running at once never share a file.
fn test_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("alquerque-analyse-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// A game record starting from `position`, written to `dir`.
fn record_file(dir: &std::path::Path, position: &str) -> std::path::PathBuf {
    let file = dir.join("game.txt");
    let record = format!(
        "[Game \"Alquerque\"]\n[Variant \"standard\"]\n[Reversal \"banned\"]\n\
         [Position \"{position}\"]\n[Result \"*\"]\n\n*\n"
    );
    std::fs::write(&file, record).expect("written");
    file
}

/// A four-piece win of 7 plies where df-pn alone names no distance for b2-a2 (15 plies).
const FOUR: &str = "--b--/-----/-----/-w---/w---b w - 0";

#[test]
fn with_the_tables_every_move_of_four_pieces_has_its_exact_distance() {
    // The tables built into the program, as the apps use them: each move's words are what
    // `alquerque tables probe` reads from the committed file, in the mover's own moves.
    let dir = test_dir("shipped");
    let file = record_file(&dir, FOUR);
    let path = file.to_str().expect("utf-8 path");
    let args = [
        "play", "--white", "human", "--black", "human", "--load", path,
    ];
    let run = alquerque(&args, "analyse\nquit\n");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let listed = listed(&run.stdout);
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/../core/data/endgame-4.alqtbl");
    let probe = alquerque(&["tables", "probe", shipped, "--position", FOUR], "");
    assert_eq!(probe.code, Some(0), "{}", probe.stderr);
    let mut expected: Vec<(String, String)> = probe
        .stdout
        .lines()
        .skip(1)
        .map(|l| {
            let (mv, value) = l.split_once(": ").expect("move: value");
            let plies: u32 = value
                .split(' ')
                .nth(2)
                .and_then(|n| n.parse().ok())
                .expect("a distance");
            let words = if value.starts_with("win") {
                format!("wins in {} moves", plies.div_ceil(2))
            } else {
                format!("loses in {} moves", plies / 2)
            };
            (mv.to_string(), words)
        })
        .collect();
    let mut got = listed.clone();
    got.sort();
    expected.sort();
    assert_eq!(got.len(), 7, "{}", run.stdout);
    assert_eq!(got, expected, "{}", run.stdout);
    assert_eq!(listed[0].1, "wins in 4 moves", "the fastest win first");
    assert!(got.contains(&("b2-a2".to_string(), "wins in 8 moves".to_string())));
}

#[test]
fn the_tables_named_by_tables_are_the_ones_asked() {
    // Tables of at most three pieces hold none of the positions after a step of four pieces:
    // the shipped distance file beneath them answers there, as in the apps (b2-a2 wins in 8
    // moves, the value the exact tables of four give in the test above).
    let dir = test_dir("three");
    let three = dir.join("three.alqtbl");
    let three_s = three.to_str().expect("utf-8 path");
    let built = alquerque(
        &["tables", "build", "--pieces", "3", "--output", three_s],
        "",
    );
    assert_eq!(built.code, Some(0), "{}", built.stderr);
    let file = record_file(&dir, FOUR);
    let path = file.to_str().expect("utf-8 path");
    let mut args = vec![
        "play", "--white", "human", "--black", "human", "--load", path,
    ];
    args.extend(["--tables", three_s]);
    let run = alquerque(&args, "analyse\nquit\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines = listed(&run.stdout);
    assert!(
        lines.contains(&("b2-a2".to_string(), "wins in 8 moves".to_string())),
        "{}",
        run.stdout
    );
    // The trainer needs tables complete for its level's pieces, bans included: the named
    // three-piece tables, not the built-in four, decide that a level of four is refused.
    let level = ["endgame", "--level", "3", "--seed", "1"];
    let run = alquerque(&level, "quit\n");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let run = alquerque(&[&level[..], &["--tables", three_s]].concat(), "quit\n");
    assert_eq!(run.code, Some(2), "{}", run.stdout);
    assert!(
        run.stderr
            .contains("4 pieces and the tables hold at most 3"),
        "{}",
        run.stderr
    );
    // A damaged file is refused before the game starts, with its reason.
    let mut bytes = std::fs::read(&three).expect("written");
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(&three, bytes).expect("written");
    let run = alquerque(&args, "analyse\nquit\n");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(run.code, Some(2), "{}", run.stdout);
    assert!(run.stderr.contains("is damaged"), "{}", run.stderr);
}
