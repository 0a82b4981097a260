//! `alquerque endgame` driven through standard input as a person would: a slip taken back with
//! the fastest win shown, then the fastest line to the win, judged in the core's words; levels
//! beyond the tables refused.

mod common;

use std::sync::Arc;

use common::{alquerque, unwrapped};

use alquerque_core::endgame::{EndgameTrainer, Verdict};
use alquerque_core::tables::{best_moves, shipped, value_after, Probe};
use alquerque_text::Language;

fn endgame(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let run = alquerque(&[&["endgame"], args].concat(), input);
    (run.code, run.stdout, run.stderr)
}

/// Plays level `level`, seed `seed` in the core as the terminal will, each move the fastest,
/// after a losing move first wherever there is one: the lines to type and the sentences the
/// terminal must say, in order.
fn script(level: usize, seed: u64) -> (String, Vec<String>) {
    let tables: Arc<dyn Probe> = Arc::new(shipped().expect("the shipped tables"));
    let mut trainer = EndgameTrainer::exercise(tables.clone(), level, seed).expect("a position");
    let mut input = String::new();
    let mut said = vec![trainer.heading().render(Language::English)];
    while !trainer.is_won() {
        let pos = *trainer.position();
        let losing = pos
            .legal_moves()
            .iter()
            .copied()
            .find(|&m| value_after(&*tables, &pos, m).is_some_and(|v| !v.wins));
        let fastest = best_moves(&*tables, &pos).expect("in the tables").moves[0];
        for mv in losing.into_iter().chain([fastest]) {
            input.push_str(&format!("{mv}\n"));
            let judged = trainer.play(mv).expect("legal");
            let player = trainer.player();
            said.extend(
                judged
                    .messages(player)
                    .iter()
                    .map(|m| m.render(Language::English)),
            );
            if judged.verdict == Verdict::Won {
                said.push(trainer.summary().render(Language::English));
            }
        }
    }
    input.push_str("quit\n");
    (input, said)
}

#[test]
fn a_slip_is_shown_its_fastest_win_and_the_fastest_line_wins() {
    let mut slipped = false;
    for (level, seed) in [(1, 1), (2, 4), (3, 2)] {
        let (input, expected) = script(level, seed);
        slipped |= expected.iter().any(|s| s.contains("lets the win slip"));
        let (code, out, err) = endgame(
            &["--level", &level.to_string(), "--seed", &seed.to_string()],
            &input,
        );
        assert_eq!(code, Some(0), "{err}");
        let said = unwrapped(&out);
        let mut at = 0;
        for line in &expected {
            let line = unwrapped(line);
            let found = said[at..]
                .find(line.as_str())
                .unwrap_or_else(|| panic!("missing, in order: {line}\n--- stdout:\n{out}"));
            at += found + line.len();
        }
        assert!(out.contains("Won, in "), "{out}");
    }
    assert!(slipped, "no slip was tried");
}

#[test]
fn levels_beyond_the_tables_and_bad_moves_are_refused_in_words() {
    let (code, _, err) = endgame(&["--level", "6"], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("the tables hold at most 4"), "{err}");
    let (code, out, _) = endgame(&["--level", "1"], "a1-a9\nnext\nquit\n");
    assert_eq!(code, Some(0));
    assert!(
        out.contains("(points are a1 to e5) Type 'help' for help."),
        "{out}"
    );
    assert_eq!(out.matches("to move and win in").count(), 2, "{out}");
}
