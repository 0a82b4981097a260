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

/// Where a forced win within three of the mover's own moves exists, the hint's move is a
/// fastest one: the analysis board's exact distance for it is the shortest of all the moves'.
/// (The proof's cheapest move keeps the win but may take twice as long; a player asking for a
/// hint is shown the quickest way.) Positions from seeded random games.
#[test]
fn the_hint_gives_the_fastest_short_win() {
    use alquerque_core::engine::{Analysis, AnalysisBudget, MoveValue};
    use alquerque_core::internals::Rng;
    let mut rng = Rng::new(47);
    let mut checked = 0;
    for _ in 0..400 {
        let mut game = Game::default();
        let plies = 8 + rng.below(40) as usize;
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
        let analysis = Analysis::of(game.position(), AnalysisBudget::PHONE, &stop).expect("ran");
        let distance = |mv| match analysis.value(mv) {
            Some(MoveValue::Wins { in_moves: Some(n) }) => Some(n),
            _ => None,
        };
        let Some(fastest) = analysis.moves.iter().filter_map(|m| distance(m.mv)).min() else {
            continue;
        };
        if fastest > 3 {
            continue;
        }
        let hint = Known::quick(&game)
            .winning_move
            .expect("a proven win has a winning move");
        assert_eq!(
            distance(hint),
            Some(fastest),
            "{}: the hint {hint} is not a fastest win (in {fastest})",
            game.to_record()
        );
        checked += 1;
    }
    assert!(
        checked >= 20,
        "only {checked} positions with a short win were checked"
    );
}
