//! `alquerque puzzles` driven through standard input as a person would, and
//! `alquerque puzzles generate` run twice to show it makes the same file.

use std::path::{Path, PathBuf};

mod common;

use common::{alquerque, Run};

use alquerque_core::puzzle::{shipped_puzzles, PuzzleSolving, PuzzleStep, PLAY_NODE_LIMIT};

/// `alquerque puzzles` at puzzle `number`, keeping progress in `progress`, fed `input`.
fn solve_at(number: usize, progress: &Path, input: &str) -> Run {
    let n = number.to_string();
    let progress = progress.to_str().expect("a text path");
    alquerque(&["puzzles", "--number", &n, "--progress", progress], input)
}

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("alquerque-puzzles-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// The person's moves that solve puzzle `number` against the engine's defence, found with the
/// core as the program will judge them.
fn solution(number: usize) -> Vec<String> {
    let mut solving = PuzzleSolving::new(shipped_puzzles()[number - 1]);
    let mut moves = Vec::new();
    loop {
        let mv = solving.winning_move().expect("a winning move");
        moves.push(mv.to_string());
        match solving.play(mv).expect("legal") {
            PuzzleStep::Solved => return moves,
            PuzzleStep::Kept { .. } => {}
            PuzzleStep::Missed => panic!("the fastest win was refused"),
        }
    }
}

#[test]
fn solving_the_first_puzzle_saves_progress_and_moves_on() {
    let dir = scratch("first");
    let progress = dir.join("sub").join("progress.txt");
    let progress_arg = progress.to_str().expect("a text path");
    let input = format!("{}\n", solution(1).join("\n"));
    let run = alquerque(&["puzzles", "--progress", progress_arg], &input);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let total = shipped_puzzles().len();
    assert!(
        run.stdout.contains(&format!("Puzzle 1 of {total}")),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Solved puzzle 1!"), "{}", run.stdout);
    let saved = std::fs::read_to_string(&progress).expect("progress saved");
    assert!(saved.lines().any(|l| l == "solved 1"), "{saved}");
    // Solved at the first try without a hint: a streak, kept in the file.
    assert!(run.stdout.contains("Streak: 1"), "{}", run.stdout);
    assert!(saved.lines().any(|l| l == "streak 1 best 1"), "{saved}");
    // The next run starts with the first puzzle not solved, and 'next' skips solved ones.
    let run = alquerque(&["puzzles", "--progress", progress_arg], "list 1\nquit\n");
    assert!(
        run.stdout.contains(&format!("1 of {total} solved")),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(&format!("Puzzle 2 of {total}")),
        "{}",
        run.stdout
    );
    // A hint, then the solution: solved, and the streak ends (the best stays).
    let input = format!("hint\n{}\n", solution(2).join("\n"));
    let run = solve_at(2, &progress, &input);
    assert!(run.stdout.contains("ends the streak"), "{}", run.stdout);
    assert!(run.stdout.contains("Streak: 0 · best: 1"), "{}", run.stdout);
    let saved = std::fs::read_to_string(&progress).expect("progress saved");
    assert!(saved.lines().any(|l| l == "streak 0 best 1"), "{saved}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_longer_puzzle_is_solved_against_the_longest_defence() {
    let set = shipped_puzzles();
    let number = set.iter().position(|p| p.moves == 3).expect("a win in 3") + 1;
    let dir = scratch("longer");
    let progress = dir.join("progress.txt");
    let moves = solution(number);
    assert_eq!(moves.len(), 3);
    let winning = set[number - 1]
        .check(PLAY_NODE_LIMIT)
        .expect("the puzzle holds");
    let input = format!("hint\n{}\n", moves.join("\n"));
    let run = solve_at(number, &progress, &input);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .contains(&format!("Hint: move the piece on {}.", winning.from())),
        "{}",
        run.stdout
    );
    assert_eq!(
        run.stdout
            .matches("keeps the win. The engine answers")
            .count(),
        2
    );
    assert!(run.stdout.contains(&format!("Solved puzzle {number}!")));
    let saved = std::fs::read_to_string(&progress).expect("progress saved");
    assert!(saved.contains(&format!("solved {number}")), "{saved}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bad_input_gets_a_clear_answer_and_changes_nothing() {
    let set = shipped_puzzles();
    let number = set
        .iter()
        .position(|p| p.moves == 2 && p.position.legal_moves().len() > 1)
        .expect("a puzzle with a choice")
        + 1;
    let puzzle = set[number - 1];
    let winning = puzzle.check(PLAY_NODE_LIMIT).expect("the puzzle holds");
    let wrong = puzzle
        .position
        .legal_moves()
        .iter()
        .find(|&&m| m != winning)
        .expect("another move")
        .to_string();
    let dir = scratch("bad");
    let progress = dir.join("progress.txt");
    let input = format!("zz\n{wrong}\npuzzle 0\npuzzle 100000\nlist 9\na1-a1\nretry\n");
    let run = solve_at(number, &progress, &input);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let out = &run.stdout;
    assert!(out.contains("Type 'help' for help."), "{out}");
    assert!(
        out.contains(&format!("{wrong} does not win within 2 moves. Try again")),
        "{out}"
    );
    assert!(
        out.contains(&format!("'0' is not a puzzle number (1 to {}).", set.len())),
        "{out}"
    );
    assert!(out.contains("'100000' is not a puzzle number"), "{out}");
    assert!(
        out.contains("'9' is not a number of moves from 1 to 5."),
        "{out}"
    );
    assert!(
        !progress.exists(),
        "nothing was solved, so nothing was saved"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_damaged_progress_file_or_a_bad_number_stops_before_anything_changes() {
    let dir = scratch("damaged");
    let progress = dir.join("progress.txt");
    std::fs::write(&progress, "solved 1 two 3\n").expect("written");
    let run = alquerque(
        &["puzzles", "--progress", progress.to_str().expect("path")],
        "",
    );
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("cannot read the progress file"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("line 1"), "{}", run.stderr);
    assert_eq!(
        std::fs::read_to_string(&progress).expect("still there"),
        "solved 1 two 3\n"
    );
    let fresh = dir.join("fresh.txt");
    let beyond = (shipped_puzzles().len() + 1).to_string();
    let run = alquerque(
        &[
            "puzzles",
            "--number",
            &beyond,
            "--progress",
            fresh.to_str().expect("path"),
        ],
        "",
    );
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains(&format!("there is no puzzle {beyond}")),
        "{}",
        run.stderr
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn generate_writes_the_same_file_every_time() {
    let dir = scratch("generate");
    let a = dir.join("a.txt");
    let b = dir.join("b.txt");
    let args = |out: &PathBuf, jobs: &str| {
        alquerque(
            &[
                "puzzles",
                "generate",
                "--count",
                "5",
                "--seed",
                "3",
                "--jobs",
                jobs,
                "--output",
                out.to_str().expect("path"),
            ],
            "",
        )
    };
    assert_eq!(args(&a, "1").code, Some(0));
    assert_eq!(args(&b, "2").code, Some(0));
    let first = std::fs::read_to_string(&a).expect("written");
    assert_eq!(first, std::fs::read_to_string(&b).expect("written"));
    assert!(first.contains("# Made with: alquerque puzzles generate --count 5 --seed 3"));
    assert_eq!(first.lines().filter(|l| !l.starts_with('#')).count(), 5);
    let run = alquerque(&["puzzles", "generate", "--count", "0"], "");
    assert_eq!(run.code, Some(2));
    let _ = std::fs::remove_dir_all(dir);
}

/// `--theme` keeps to the puzzles whose solution has the theme: the first one shown, `next`
/// and `list`; `list` names each puzzle's themes; an unknown theme is refused before anything.
#[test]
fn a_theme_keeps_to_its_puzzles() {
    use alquerque_core::puzzle::{shipped_themes, Theme};
    let dir = scratch("theme");
    let progress = dir.join("progress.txt");
    let progress_arg = progress.to_str().expect("a text path");
    let themes = shipped_themes();
    let with: Vec<usize> = (1..=themes.len())
        .filter(|&n| themes[n - 1].contains(&Theme::Sacrifice))
        .collect();
    assert!(with.len() >= 2);
    let run = alquerque(
        &[
            "puzzles",
            "--theme",
            "sacrifice",
            "--progress",
            progress_arg,
        ],
        "next\nlist\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .contains(&format!("{} puzzles with the theme sacrifice.", with.len())),
        "{}",
        run.stdout
    );
    for n in &with[..2] {
        assert!(
            run.stdout
                .contains(&format!("Puzzle {n} of {}", themes.len())),
            "puzzle {n}: {}",
            run.stdout
        );
    }
    let listed: Vec<&str> = run
        .stdout
        .lines()
        .filter(|l| l.contains("  win in "))
        .collect();
    assert_eq!(listed.len(), with.len());
    assert!(listed.iter().all(|l| l.contains("sacrifice")));
    let run = alquerque(
        &["puzzles", "--theme", "fork", "--progress", progress_arg],
        "quit\n",
    );
    assert_ne!(run.code, Some(0));
    assert!(
        run.stderr.contains("'fork' is not a theme"),
        "{}",
        run.stderr
    );
    let _ = std::fs::remove_dir_all(dir);
}
