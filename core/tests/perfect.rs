//! The Perfect level: as White from the start it wins every game against every other level,
//! playing only proven moves (against the original app's AI: the cli's `baseline` tests).
//! Slow in a debug build of the tests' own code; run with `cargo test --release --test
//! perfect` (the core itself is optimised in test builds).

use std::sync::atomic::AtomicBool;

use alquerque_core::engine::{Budget, Decision, Engine, Level};
use alquerque_core::{Color, Game, Rules, Status};

/// Plays Perfect (White) against `opponent` from the start; returns the result and how many
/// of White's moves were proven wins.
fn play(opponent: &mut Engine, seed: u64) -> (Status, usize) {
    let mut perfect = Engine::new(Level::Perfect.params(), seed);
    let mut game = Game::new(Rules::default());
    let mut proven = 0;
    while !game.status().is_over() {
        let mv = if game.turn() == Color::White {
            let r = perfect.search(&game, &AtomicBool::new(false), &mut |_| {});
            assert!(
                matches!(
                    r.decision,
                    Decision::Proven | Decision::ForcedWin(_) | Decision::OnlyMove
                ),
                "White played {:?} by {:?} after {}",
                r.best,
                r.decision,
                game.moves()
                    .iter()
                    .map(|m| m.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            proven += 1;
            r.best.expect("White has a move")
        } else {
            opponent
                .search(&game, &AtomicBool::new(false), &mut |_| {})
                .best
                .expect("the loser still has a move")
        };
        game.play(mv).expect("legal");
    }
    (game.status(), proven)
}

#[test]
fn perfect_as_white_wins_against_every_level() {
    let opponents = Level::ALL.into_iter().filter(|&l| l != Level::Perfect);
    for (i, level) in opponents.enumerate() {
        let mut params = level.params();
        params.budget = Budget::iterations(400);
        params.resources.threads = 1;
        params.solver_moves = params.solver_moves.min(3);
        let (status, proven) = play(&mut Engine::new(params, 7), i as u64);
        assert_eq!(status.winner(), Some(Color::White), "against {level}");
        assert!(proven > 0);
    }
}
