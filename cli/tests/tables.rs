//! `alquerque tables`: a build says what it needs and refuses beyond `--memory`, resumes from
//! the file of a build with fewer pieces to the same bytes as a build from scratch, and a
//! probe answers from the file or refuses a damaged one with its reason.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn alquerque(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_alquerque"))
        .args(args)
        .output()
        .expect("the program runs")
}

/// A file of this test's own in the system's temporary directory.
fn temp_file(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("alquerque-tables-{}-{name}", std::process::id()))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_build_resumes_to_the_same_file_and_probes_answer_from_it() {
    let (whole, resumed) = (temp_file("whole"), temp_file("resumed"));
    let (whole_s, resumed_s) = (whole.to_string_lossy(), resumed.to_string_lossy());
    let out = alquerque(&["tables", "build", "--pieces", "3", "--output", &whole_s]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("MiB of memory"),
        "{}",
        text(&out.stderr)
    );
    let two = alquerque(&["tables", "build", "--pieces", "2", "--output", &resumed_s]);
    assert!(two.status.success());
    let three = [
        "tables", "build", "--pieces", "3", "--resume", "--output", &resumed_s,
    ];
    let out = alquerque(&three);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("resuming from 2 pieces"));
    let bytes = std::fs::read(&whole).expect("written");
    assert_eq!(bytes, std::fs::read(&resumed).expect("written"));

    let position = "-----/--b--/-b---/-w---/----- w - 0";
    let out = alquerque(&["tables", "probe", &whole_s, "--position", position]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "win in 1 ply for the side to move\nb2-b4-d4: win in 1 ply\n"
    );

    let mut damaged = bytes;
    let middle = damaged.len() / 2;
    damaged[middle] ^= 4;
    std::fs::write(&resumed, &damaged).expect("written");
    let out = alquerque(&["tables", "probe", &resumed_s, "--position", position]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("is damaged"),
        "{}",
        text(&out.stderr)
    );
    let _ = std::fs::remove_file(&whole);
    let _ = std::fs::remove_file(&resumed);
}

#[test]
fn a_build_beyond_its_memory_is_refused_before_it_starts() {
    let file = temp_file("refused");
    let out = alquerque(&[
        "tables",
        "build",
        "--pieces",
        "6",
        "--memory",
        "100",
        "--output",
        &file.to_string_lossy(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("more than --memory 100 allows"));
    assert!(!file.exists());
}

/// `bench --tables-only` prints the tables' figures: every number of pieces of the shipped
/// file with its size, the probe and build times, and the analysis board's share of "not
/// known" marks over endgames of self-played games, never more with the tables than without.
#[test]
fn the_bench_prints_the_tables_figures() {
    let out = alquerque(&["bench", "--tables-only", "--quick"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    let value = |name: &str| -> f64 {
        said.lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(' '))
            .unwrap_or_else(|| panic!("no {name} line in:\n{said}"))
            .parse()
            .unwrap_or_else(|_| panic!("{name} is not a number"))
    };
    assert_eq!(value("tables_max_pieces"), 4.0);
    let sizes: f64 = (2..=4)
        .map(|n| value(&format!("tables_{n}_pieces_bytes")))
        .sum();
    assert!(sizes > 0.9 * value("tables_file_bytes") && sizes < value("tables_file_bytes"));
    assert_eq!(value("tables_4_pieces_positions"), 4_721_617.0);
    assert!(value("tables_build_seconds") > 0.0 && value("tables_probe_file_ns") > 0.0);
    assert!(value("tables_analysis_marks") > 0.0);
    let (without, with) = (
        value("tables_analysis_not_known_without_tables"),
        value("tables_analysis_not_known_with_tables"),
    );
    assert!(with <= without, "{with} > {without}");
}

/// Builds the exact tables of three pieces into `exact`, makes the file of ban-free boards of
/// `command` (`win-loss` or `plies`) from them into `made`, and checks what it says: the
/// boards of three pieces, every board's `what` (its "winner", its "distance") compared with
/// none differing, and 2,000 random positions with bans of which none worked out differ.
fn made_and_checked(command: &str, what: &str, exact: &Path, made: &Path) -> String {
    let (exact_s, made_s) = (exact.to_string_lossy(), made.to_string_lossy());
    let out = alquerque(&["tables", "build", "--pieces", "3", "--output", &exact_s]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let args = [
        "tables",
        command,
        "--from",
        &exact_s,
        "--output",
        &made_s,
        "--check-bans",
        "2000",
    ];
    let out = alquerque(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("  3 pieces: 13800 boards, "), "{said}");
    assert!(
        said.contains(&format!("every ban-free board's {what}: 14400 compared ("))
            && said.contains(", 0 differ"),
        "{said}"
    );
    assert!(
        said.contains("  3 pieces: 2000 random positions (") && said.contains("settled, 0 differ"),
        "{said}"
    );
    said
}

/// `tables probe` of `file` with its last bit flipped: refused, saying the file is damaged.
fn damaged_is_refused(file: &Path, position: &str) {
    let mut damaged = std::fs::read(file).expect("written");
    let last = damaged.len() - 1;
    damaged[last] ^= 1;
    std::fs::write(file, &damaged).expect("written");
    let path = file.to_string_lossy();
    let out = alquerque(&["tables", "probe", &path, "--position", position]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("is damaged"),
        "{}",
        text(&out.stderr)
    );
}

/// `tables win-loss` makes the ban-free win/loss file of an exact file, says its size by
/// number of pieces and that no board differs from the exact tables; `tables probe` reads it
/// (who wins, not in how many plies), and a damaged one is refused.
#[test]
fn a_win_loss_file_is_made_checked_and_probed() {
    let (exact, wdl) = (temp_file("exact-3"), temp_file("win-loss-3"));
    let said = made_and_checked("win-loss", "winner", &exact, &wdl);
    // Every position with bans of three pieces is settled by the search.
    assert!(said.contains("2000 settled, 0 differ"), "{said}");
    let position = "-----/--b--/-b---/-w---/----- w - 0";
    let wdl_s = wdl.to_string_lossy();
    let out = alquerque(&["tables", "probe", &wdl_s, "--position", position]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "win for the side to move\nb2-b4-d4: win\n"
    );
    damaged_is_refused(&wdl, position);
    let _ = std::fs::remove_file(&exact);
    let _ = std::fs::remove_file(&wdl);
}

/// `tables plies` makes the ban-free distance file of an exact file and checks every board's
/// distance and random positions with bans against the exact tables; `tables probe` reads it
/// (the distance, as from the exact file), and a damaged one is refused.
#[test]
fn a_distance_file_is_made_checked_and_probed() {
    let (exact, plies) = (temp_file("exact-3-plies"), temp_file("plies-3"));
    made_and_checked("plies", "distance", &exact, &plies);
    let (exact_s, plies_s) = (exact.to_string_lossy(), plies.to_string_lossy());
    let position = "-----/--b--/-b---/-w---/----- w - 0";
    let out = alquerque(&["tables", "probe", &plies_s, "--position", position]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "win in 1 ply for the side to move\nb2-b4-d4: win in 1 ply\n"
    );
    // The exact file says the same of a position with more moves.
    let longer = "-----/-b---/-----/---w-/w---- w - 0";
    let from_plies = alquerque(&["tables", "probe", &plies_s, "--position", longer]);
    let from_exact = alquerque(&["tables", "probe", &exact_s, "--position", longer]);
    assert!(from_plies.status.success(), "{}", text(&from_plies.stderr));
    assert_eq!(text(&from_plies.stdout), text(&from_exact.stdout));
    damaged_is_refused(&plies, position);
    let _ = std::fs::remove_file(&exact);
    let _ = std::fs::remove_file(&plies);
}

/// `tables winners` works the win/loss file out from the rules alone: the same bytes as `tables
/// win-loss` makes from the exact tables of as many pieces, said by `--also-check`; a build
/// beyond its memory is refused before it starts, and nothing is written.
#[test]
fn the_winners_from_the_rules_are_the_win_loss_file_of_the_exact_tables() {
    let (exact, wdl, winners) = (
        temp_file("exact-3-winners"),
        temp_file("win-loss-3-winners"),
        temp_file("winners-3"),
    );
    made_and_checked("win-loss", "winner", &exact, &wdl);
    let (wdl_s, winners_s) = (wdl.to_string_lossy(), winners.to_string_lossy());
    let out = alquerque(&[
        "tables",
        "winners",
        "--pieces",
        "3",
        "--output",
        &winners_s,
        "--also-check",
        &wdl_s,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("  3 pieces: 13800 boards, "), "{said}");
    assert!(
        said.contains(": 14400 ban-free boards compared, 0 differ (the same bytes)"),
        "{said}"
    );
    assert_eq!(std::fs::read(&winners).ok(), std::fs::read(&wdl).ok());
    let refused = temp_file("winners-refused");
    let out = alquerque(&[
        "tables",
        "winners",
        "--pieces",
        "8",
        "--memory",
        "100",
        "--output",
        &refused.to_string_lossy(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("more than --memory 100 allows"),
        "{}",
        text(&out.stderr)
    );
    assert!(!refused.exists());
    for file in [exact, wdl, winners] {
        let _ = std::fs::remove_file(file);
    }
}
