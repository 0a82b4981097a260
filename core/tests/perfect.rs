//! The Perfect level: as White from the start it wins every game, against every other level
//! and the original app's AI, playing only proven moves. Slow in a debug build of the tests'
//! own code; run with `cargo test --release --test perfect` (the core itself is optimised
//! in test builds).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use alquerque_core::ai::baseline::{baseline_move, BaselineParams};
use alquerque_core::ai::dfpn::Dfpn;
use alquerque_core::ai::perfect::{certificate_move, proven_winner, shipped_certificate};
use alquerque_core::ai::{Budget, Decision, Engine, Level, Rng};
use alquerque_core::{Color, Game, Position, Rules, Status};

/// An opponent: a level with a small budget (to keep the test quick), or the baseline.
enum Opponent {
    Level(Box<Engine>),
    Baseline(Rng),
}

impl Opponent {
    fn decide(&mut self, game: &Game) -> alquerque_core::Move {
        match self {
            Opponent::Level(engine) => engine
                .search(game, &AtomicBool::new(false), &mut |_| {})
                .best
                .expect("the loser still has a move"),
            Opponent::Baseline(rng) => {
                let params = BaselineParams {
                    iterations: 800,
                    time: Duration::from_secs(5),
                };
                baseline_move(game, &params, rng).0.expect("a move")
            }
        }
    }
}

/// Plays Perfect (White) against `opponent` from the start; returns the result and how many
/// of White's moves were proven wins.
fn play(mut opponent: Opponent, seed: u64) -> (Status, usize) {
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
            opponent.decide(&game)
        };
        game.play(mv).expect("legal");
    }
    (game.status(), proven)
}

#[test]
fn the_shipped_proof_covers_the_start() {
    let cert = shipped_certificate().expect("the shipped certificate reads");
    assert_eq!(cert.winner, Color::White);
    assert_eq!(cert.rules, Rules::default());
    let start = Position::default();
    let mv = certificate_move(&start).expect("the start is covered");
    assert!(start.is_legal(mv));
    // Black to move is not the winner's turn: nothing to play from the certificate.
    assert_eq!(certificate_move(&start.after(mv)), None);
    // Other rules are not covered.
    assert_eq!(certificate_move(&Position::new(Rules::alfonso())), None);
}

#[test]
fn who_wins_with_perfect_play_is_known_along_the_proof_and_off_it_by_search() {
    let mut dfpn = Dfpn::new(16 << 20);
    let mut pos = Position::default();
    assert_eq!(proven_winner(&pos, &mut dfpn, 10_000), Some(Color::White));
    // After the winning first move Black is lost: every reply is covered by the proof.
    let c2c3 = certificate_move(&pos).expect("covered");
    assert_eq!(c2c3.to_string(), "c2-c3");
    pos = pos.after(c2c3);
    assert_eq!(proven_winner(&pos, &mut dfpn, 10_000), Some(Color::White));
    // Follow the proof some plies; it stays known.
    for _ in 0..6 {
        let mv = if pos.turn() == Color::White {
            certificate_move(&pos).expect("covered")
        } else {
            pos.legal_moves()[0]
        };
        pos = pos.after(mv);
        assert_eq!(proven_winner(&pos, &mut dfpn, 10_000), Some(Color::White));
    }
    // Off the proof, the search proves small endgames: here Black wins with White to move.
    let late = "-bb--/---b-/-----/-----/-ww-- w - 0"
        .parse::<alquerque_core::PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("valid");
    assert_eq!(
        proven_winner(&late, &mut dfpn, 1_000_000),
        Some(Color::Black)
    );
    assert_eq!(
        proven_winner(&Position::new(Rules::alfonso()), &mut dfpn, 1_000),
        None
    );
}

#[test]
fn perfect_as_white_wins_against_every_level_and_the_baseline() {
    let mut opponents: Vec<(String, Opponent)> = Level::ALL
        .into_iter()
        .filter(|&l| l != Level::Perfect)
        .map(|level| {
            let mut params = level.params();
            params.budget = Budget::iterations(400);
            params.threads = 1;
            params.solver_moves = params.solver_moves.min(3);
            (
                level.name().to_string(),
                Opponent::Level(Box::new(Engine::new(params, 7))),
            )
        })
        .collect();
    opponents.push(("baseline".into(), Opponent::Baseline(Rng::new(3))));
    for (i, (name, opponent)) in opponents.into_iter().enumerate() {
        let (status, proven) = play(opponent, i as u64);
        assert_eq!(status.winner(), Some(Color::White), "against {name}");
        assert!(proven > 0);
    }
}
