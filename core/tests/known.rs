//! What perfect play says about a game (`Known`): who wins from here, and whether the last
//! move gave a won game away. Checked against the proof-number search run to the end.

use alquerque_core::engine::Known;
use alquerque_core::internals::{Dfpn, Value};
use alquerque_core::{Color, Game, Position, Rules};
use alquerque_text::Language;
use std::sync::atomic::AtomicBool;

fn solve(dfpn: &mut Dfpn, pos: &Position) -> Value {
    dfpn.solve(pos, 2_000_000, &AtomicBool::new(false), &mut |_| {})
        .expect("default rules")
}

#[test]
fn the_start_is_a_win_for_white_and_the_winning_move_keeps_it() {
    let mut dfpn = Dfpn::new(16 << 20);
    let mut game = Game::default();
    let known = Known::of(&game, &mut dfpn, 5_000);
    assert_eq!(known.winner, Some(Color::White));
    assert_eq!(known.gave_away, None);
    assert_eq!(
        known.text().map(|m| m.render(Language::English)).as_deref(),
        Some("White wins with perfect play")
    );
    assert_eq!(
        known.winning_move.map(|m| m.to_string()).as_deref(),
        Some("c2-c3")
    );
    game.play_text("c2-c3").expect("legal");
    let known = Known::of(&game, &mut dfpn, 5_000);
    assert_eq!((known.winner, known.gave_away), (Some(Color::White), None));
    // Black, the side that is lost, has no winning move to be shown.
    assert_eq!(known.winning_move, None);
}

#[test]
fn nothing_is_claimed_under_rules_with_draws() {
    let mut dfpn = Dfpn::new(1 << 20);
    for rules in [Rules::alfonso(), Rules::new(Default::default(), true)] {
        let mut game = Game::new(rules);
        let mv = game.legal_moves()[0];
        game.play(mv).expect("legal");
        let known = Known::of(&game, &mut dfpn, 5_000);
        assert_eq!(known, Known::default(), "{rules}");
        assert_eq!(known.text(), None);
    }
}

/// Plays games with a fixed, varied choice of moves into the endgame, and at every position
/// where the side to move wins, plays each move: `Known` must say the win was given away
/// exactly when the search proves the move loses.
#[test]
fn a_move_that_turns_a_win_into_a_loss_is_named() {
    let mut dfpn = Dfpn::new(64 << 20);
    let mut kept = 0;
    let mut thrown = 0;
    for game_no in 0..4u64 {
        let mut game = Game::default();
        let mut ply = 0u64;
        while game.status().winner().is_none() && ply < 200 {
            let moves = game.legal_moves();
            let pos = *game.position();
            if pos.occupied().count() <= 8 && solve(&mut dfpn, &pos) == Value::Win {
                let known = Known::of(&game, &mut dfpn, 2_000_000);
                assert_eq!(known.winner, Some(pos.turn()));
                let win = known
                    .winning_move
                    .expect("a winner to move has a winning move");
                assert_eq!(solve(&mut dfpn, &pos.after(win)), Value::Loss, "{win}");
                for &mv in moves.iter() {
                    let mut after = game.clone();
                    after.play(mv).expect("legal");
                    let verdict = solve(&mut dfpn, after.position());
                    let known = Known::of(&after, &mut dfpn, 2_000_000);
                    match verdict {
                        Value::Win => {
                            thrown += 1;
                            assert_eq!(known.winner, Some(pos.turn().other()), "{mv}");
                            assert_eq!(known.gave_away, Some(pos.turn()), "{mv}");
                            let text = known.text().expect("known").render(Language::English);
                            assert!(text.starts_with(&format!("{} gave the win away", pos.turn())));
                        }
                        Value::Loss => {
                            kept += 1;
                            assert_eq!(known.gave_away, None, "{mv}");
                        }
                        Value::Unknown => {}
                    }
                }
            }
            let mv = moves[((game_no * 31 + ply * 7 + 3) % moves.len() as u64) as usize];
            game.play(mv).expect("legal");
            ply += 1;
        }
    }
    assert!(kept > 0 && thrown > 0, "kept {kept}, thrown {thrown}");
}

/// Whether the side to move of `pos` can force a win within `k` of its own moves: a plain
/// minimax with no table and no ordering, the simplest statement of a "win in k".
fn forced_win(pos: &Position, k: u32) -> bool {
    k >= 1
        && pos.legal_moves().iter().any(|&m| {
            let child = pos.after(m);
            let replies = child.legal_moves();
            replies.is_empty()
                || (k >= 2 && replies.iter().all(|&r| forced_win(&child.after(r), k - 1)))
        })
}

/// Wherever the analysis board names a forced win at some distance, the hint's move is a
/// fastest one: its distance is the shortest of all the moves' (the proof's cheapest move keeps
/// the win but may take twice as long; a player asking for a hint is shown the quickest way).
/// Where that distance is at most three, a plain minimax confirms it: the hint's move wins
/// within it and no move wins sooner. Positions from seeded random games.
#[test]
fn the_hint_gives_the_fastest_known_win() {
    use alquerque_core::engine::{Analysis, AnalysisBudget, MoveValue};
    use alquerque_core::internals::Rng;
    let mut rng = Rng::new(47);
    let mut checked = 0;
    let mut confirmed = 0;
    let mut longer = 0;
    for _ in 0..600 {
        let mut game = Game::default();
        let plies = 8 + rng.below(50) as usize;
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len() as u32) as usize];
            game.play(mv).expect("legal");
        }
        if game.status().is_over() {
            continue;
        }
        let stop = AtomicBool::new(false);
        let pos = *game.position();
        let analysis = Analysis::of(&pos, AnalysisBudget::PHONE, &stop).expect("ran");
        let distance = |mv| match analysis.value(mv) {
            Some(MoveValue::Wins { in_moves: Some(n) }) => Some(n),
            _ => None,
        };
        let Some((_, fastest)) = analysis.fastest_win() else {
            continue;
        };
        let hint = Known::quick(&game)
            .winning_move
            .expect("a proven win has a winning move");
        assert_eq!(
            distance(hint),
            Some(fastest),
            "{}: the hint {hint} is not a fastest win (in {fastest})",
            game.to_record()
        );
        if fastest <= 3 {
            let after = pos.after(hint);
            let replies = after.legal_moves();
            assert!(
                replies.is_empty()
                    || replies
                        .iter()
                        .all(|&r| forced_win(&after.after(r), fastest - 1)),
                "{}: {hint} does not win in {fastest}",
                game.to_record()
            );
            assert!(!forced_win(&pos, fastest - 1), "{}", game.to_record());
            confirmed += 1;
        } else {
            longer += 1;
        }
        checked += 1;
    }
    assert!(
        checked >= 40 && confirmed >= 20 && longer >= 5,
        "only {checked} positions with a known win were checked ({confirmed} within 3, {longer} longer)"
    );
}
