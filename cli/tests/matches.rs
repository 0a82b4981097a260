//! `alquerque match`: the report counts every game and the pairs lost both, and `--records`
//! writes each game's record, which reads back as the game that was played.

use std::path::PathBuf;
use std::process::Command;

use alquerque_core::{Game, Status};

/// A folder of this test's own in the system's temporary directory, empty.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("alquerque-match-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn a_match_reports_pairs_and_writes_every_record() {
    let dir = temp_dir("records");
    let out = Command::new(env!("CARGO_BIN_EXE_alquerque"))
        .args([
            "match", "--white", "random", "--black", "random", "--games", "6",
        ])
        .args([
            "--opening-plies",
            "2",
            "--jobs",
            "2",
            "--seed",
            "5",
            "--records",
        ])
        .arg(&dir)
        .output()
        .expect("the program runs");
    assert!(out.status.success(), "{out:?}");
    let report = String::from_utf8(out.stdout).expect("text");
    assert!(report.contains("games 6"), "{report}");
    let line = report
        .lines()
        .find(|l| l.starts_with("pairs lost both: A "))
        .unwrap_or_else(|| panic!("no pairs line in {report}"));
    let counts: Vec<usize> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .collect();
    assert_eq!(counts.len(), 2, "{line}");
    assert!(counts[0] + counts[1] <= 3, "three pairs: {line}");

    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the folder is made")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let expected: Vec<String> = (1..=6).map(|i| format!("game-{i:04}.txt")).collect();
    assert_eq!(names, expected);
    for (i, name) in names.iter().enumerate() {
        let text = std::fs::read_to_string(dir.join(name)).expect("read");
        let (game, tags) = Game::from_record_with_tags(&text).expect("the record reads back");
        assert_ne!(
            game.status(),
            Status::Ongoing,
            "{name} is played to the end"
        );
        let tag = |t: &str| tags.iter().find(|(n, _)| n == t).map(|(_, v)| v.as_str());
        assert_eq!(
            (tag("White"), tag("Black")),
            (Some("random"), Some("random"))
        );
        // The opening is the same for both games of a pair.
        if i % 2 == 1 {
            let first = std::fs::read_to_string(dir.join(&names[i - 1])).expect("read");
            let first = Game::from_record(&first).expect("reads");
            assert_eq!(first.moves()[..2], game.moves()[..2], "{name}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
