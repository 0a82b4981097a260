//! `alquerque review --learn FILE` driven through standard input as a person would: the
//! person's mistakes one by one, a refused line, the move played refused, the better move and
//! its line shown after two wrong tries, a better move found, and the summary at the end; the
//! same words and verdicts as the core's drill of the same review.

mod common;

use std::sync::atomic::AtomicBool;

use common::alquerque;

use alquerque_core::review::{review_game, Drill, ReviewParams};
use alquerque_core::{Color, Game};
use alquerque_text::{Language, Message};

/// A game of two random players, White winning, with faults on both sides.
const GAME: &str = "[Game \"Alquerque\"]\n\n1. d3-c3 b3-d3 2. e3-c3 b4-b3 3. b2-b4 d4-b2 \
4. b4-d4 e5-c3 5. d2-b4 b2-d2 6. c1-e3-e5 a5-c3 7. d1-c1 b5-b4 8. c1-b2 a3-c1 9. b1-d1 c3-b3 \
10. d1-d2 d5-d4 11. e5-c3-a5-a3-c3 c5-d5 12. d2-d3 d5-e5 13. c3-c4 e5-d4 14. c4-e4 1-0\n";

const ITERATIONS: u64 = 2_000;

fn english(message: &Message) -> String {
    message.render(Language::English)
}

fn temp_file(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("alquerque-drill-{}-{name}", std::process::id()))
}

/// The core's drill of the review `alquerque review --iterations 2000` makes (seed 1).
fn core_drill(people: &[Color]) -> Drill {
    let game = Game::from_record(GAME).expect("the test's game");
    let params = ReviewParams {
        iterations: ITERATIONS,
        ..ReviewParams::default()
    };
    let review = review_game(&game, &params, 1, &AtomicBool::new(false), &mut |_| {});
    Drill::new(&game, &review, people, params, 1)
}

#[test]
fn review_learn_walks_the_persons_mistakes_through_stdin() {
    let file = temp_file("game.txt");
    std::fs::write(&file, GAME).expect("write");
    let mut drill = core_drill(&[Color::White]);
    let total = drill.items().len();
    assert!(total >= 2, "the game has White mistakes to drill");
    let first = drill.game().start().turn();
    let stop = AtomicBool::new(false);
    // The first item: a line that is not a move, then the move played twice (refused the
    // second time), then another wrong move (the better one shown after two wrong tries);
    // every other item: the review's best move, found at once.
    let mut input = String::from("not a move\n");
    let mut expected = vec![english(&Message::new("drill-title"))];
    for i in 0..total {
        let item = drill.item().expect("an item").clone();
        expected.push(english(&item.heading(first)));
        if i == 0 {
            let played = item.ply.played.to_string();
            drill.try_text(&played, &stop).expect("judged");
            expected.push(english(&drill.item().expect("item").status()));
            // The same try again is refused, not counted.
            let again = drill.try_text(&played, &stop).expect_err("refused");
            expected.push(english(&again.message()));
            // A second wrong try: the first other move the core's drill judges no better.
            let wrong = drill.game().positions()[item.ply.ply]
                .legal_moves()
                .iter()
                .copied()
                .filter(|&m| m != item.ply.played && m != item.ply.best)
                .find(|&m| {
                    let mut trying = drill.clone();
                    trying.try_move(m, &stop).is_ok_and(|v| !v.is_good())
                })
                .expect("the test's game has a second wrong move at its first fault");
            input.push_str(&format!("{played}\n{played}\n{wrong}\n"));
            drill.try_move(wrong, &stop).expect("judged");
            let revealed = english(&drill.item().expect("item").status());
            assert!(revealed.starts_with("The better move was "));
            expected.push(revealed);
        } else {
            let best = item.ply.best.to_string();
            input.push_str(&format!("{best}\n"));
            drill.try_text(&best, &stop).expect("judged");
            let found = english(&drill.item().expect("item").status());
            assert!(found.starts_with("Well found: "), "{found}");
            expected.push(found);
        }
        input.push('\n');
        drill.next_item();
    }
    expected.push(format!("Better moves found: {} of {total}", total - 1));
    let run = alquerque(
        &[
            "review",
            "--iterations",
            &ITERATIONS.to_string(),
            "--learn=white",
            file.to_str().expect("utf-8"),
        ],
        &input,
    );
    assert_eq!(run.code, Some(0), "{}\n{}", run.stdout, run.stderr);
    let mut rest = run.stdout.as_str();
    for line in &expected {
        let at = rest
            .find(line.as_str())
            .unwrap_or_else(|| panic!("{line:?} not in order in:\n{}", run.stdout));
        rest = &rest[at + line.len()..];
    }
    assert!(
        run.stdout.contains("That move cannot be played here"),
        "the line that is not a move is refused:\n{}",
        run.stdout
    );
    // Nothing was lost: the record is as it was.
    assert_eq!(std::fs::read_to_string(&file).expect("read"), GAME);
    let _ = std::fs::remove_file(&file);
}

#[test]
fn review_learn_refuses_what_it_cannot_use() {
    let file = temp_file("refused.txt");
    std::fs::write(&file, GAME).expect("write");
    let path = file.to_str().expect("utf-8");
    // A side that is not one: a usage error, before any work.
    let run = alquerque(&["review", "--learn=purple", path], "");
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("purple"), "{}", run.stderr);
    // Hostile lines: refused each, then the end of the input ends the drill with its summary.
    let bytes = "\u{0}\u{1b}[2J\n".to_string() + &"a1-".repeat(3_000) + "\nzz-zz\n";
    let run = alquerque(&["review", "--iterations", "2000", "--learn", path], &bytes);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let total = core_drill(&[Color::White, Color::Black]).items().len();
    assert!(run
        .stdout
        .contains(&format!("Better moves found: 0 of {total}")));
    assert!(
        run.stdout.matches("cannot be played here").count() >= 2,
        "{}",
        run.stdout
    );
    // A record that is not one: a clear error.
    std::fs::write(&file, "1. c2-c9 *").expect("write");
    let run = alquerque(&["review", "--learn", path], "");
    assert_ne!(run.code, Some(0));
    assert!(!run.stderr.is_empty());
    let _ = std::fs::remove_file(&file);
}

#[test]
fn play_learns_from_the_last_review() {
    // Two people play three moves; `learn` before a review asks for one, after it drills.
    let run = alquerque(
        &["play", "--white", "human", "--black", "human"],
        "learn\nd3-c3\nb3-d3\ne3-c3\nreview\nlearn\nquit\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout.contains("Review the game first"),
        "{}",
        run.stdout
    );
    let game = Game::from_record("1. d3-c3 b3-d3 2. e3-c3 *").expect("game");
    let review = review_game(
        &game,
        &ReviewParams::default(),
        1,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    let drill = Drill::new(&game, &review, &Color::ALL, ReviewParams::default(), 1);
    let said = english(&drill.summary());
    assert!(run.stdout.contains(&said), "{said:?} in:\n{}", run.stdout);
}

/// `solution` shows the better move and its line at once, before any try; `skip` leaves a
/// mistake unsolved; each mistake's heading is followed by its one line of why; the summary
/// counts neither as found. The same words as the core's drill of the same review.
#[test]
fn review_learn_shows_the_solution_and_skips_on_request() {
    let file = temp_file("solution.txt");
    std::fs::write(&file, GAME).expect("write");
    let mut drill = core_drill(&[Color::White]);
    let total = drill.items().len();
    assert!(total >= 2, "the game has White mistakes to drill");
    let first = drill.game().start().turn();
    let stop = AtomicBool::new(false);
    let item = drill.item().expect("an item").clone();
    let mut expected = vec![english(&item.heading(first)), english(&item.why())];
    drill.show_solution(&stop).expect("shown");
    let shown = english(&drill.item().expect("item").status());
    assert!(shown.starts_with("The better move was "), "{shown}");
    expected.push(shown);
    drill.next_item();
    let second = drill.item().expect("a second item").clone();
    expected.push(english(&second.heading(first)));
    expected.push(english(&second.why()));
    expected.push("Skipped, without the solution.".to_string());
    expected.push(format!("Better moves found: 0 of {total}"));
    let run = alquerque(
        &[
            "review",
            "--iterations",
            &ITERATIONS.to_string(),
            "--learn=white",
            file.to_str().expect("utf-8"),
        ],
        "solution\n\nskip\nquit\n",
    );
    assert_eq!(run.code, Some(0), "{}\n{}", run.stdout, run.stderr);
    let mut rest = run.stdout.as_str();
    for line in &expected {
        let at = rest
            .find(line.as_str())
            .unwrap_or_else(|| panic!("{line:?} not in order in:\n{}", run.stdout));
        rest = &rest[at + line.len()..];
    }
    let _ = std::fs::remove_file(&file);
}
