//! The AI through its public API: single moves at once, the original's missed double jump,
//! determinism, tree reuse, background thinking with progress and cancel, and play under
//! every rule set. (The forced-win search against exhaustive search is tested inside the
//! crate, in `ai/exhaustive_tests.rs`.)

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use alquerque_core::engine::{think, Budget, Decision, Engine, Level};
use alquerque_core::PositionText;
use alquerque_core::{Color, Game, Rules, Status};

#[test]
fn finds_the_double_jump_the_original_missed() {
    // b1-b3-b5 takes two pieces where b1-d1 takes one; the original app searched each jump
    // alone and scored the continuation from the wrong side.
    let pos = "-----/-b---/-----/-b---/-wb-- w - 0"
        .parse::<PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("valid");
    let game = Game::from_position(pos);
    let mut params = Level::Beginner.params();
    params.temperature = 0.0;
    let r = Engine::new(params, 5).search(&game, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(r.best.expect("moves").to_string(), "b1-b3-b5");
}

#[test]
fn a_single_legal_move_is_played_at_once() {
    let mut game = Game::default();
    game.play_text("c2-c3").expect("legal");
    let r =
        Engine::new(Level::Master.params(), 1).search(&game, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(r.decision, Decision::OnlyMove);
    assert_eq!(r.best.map(|m| m.to_string()).as_deref(), Some("c4-c2"));
    assert_eq!(r.iterations, 0);
}

#[test]
fn deterministic_for_a_seed_and_an_iteration_budget() {
    let mut game = Game::default();
    for m in ["d3-c3", "b3-d3", "e3-c3"] {
        game.play_text(m).expect("legal");
    }
    let run = |seed: u64, threads: usize| {
        let mut params = Level::Hard.params();
        params.budget = Budget::iterations(20_000);
        params.resources.threads = threads;
        let r = Engine::new(params, seed).search(&game, &AtomicBool::new(false), &mut |_| {});
        (r.best, r.root_moves)
    };
    assert_eq!(run(11, 1), run(11, 1));
    assert_eq!(
        run(11, 2),
        run(11, 2),
        "threads split the budget deterministically"
    );
}

#[test]
fn tree_reuse_carries_visits_between_moves() {
    let mut params = Level::Hard.params();
    params.budget = Budget::iterations(20_000);
    params.solver_moves = 0;
    // The tree, not perfect play: after d3-c3 the shipped proof of Black's win would answer.
    params.proof_expansions = 0;
    let mut engine = Engine::new(params, 3);
    let mut game = Game::default();
    for m in ["d3-c3", "b3-d3", "e3-c3"] {
        game.play_text(m).expect("legal");
    }
    let stop = AtomicBool::new(false);
    let first = engine.search(&game, &stop, &mut |_| {});
    game.play(first.best.expect("move")).expect("legal");
    let reply = game.legal_moves()[0];
    game.play(reply).expect("legal");
    let second = engine.search(&game, &stop, &mut |_| {});
    let visits: u32 = second.root_moves.iter().map(|m| m.visits).sum();
    assert!(
        visits as u64 > second.iterations,
        "visits {visits} include the reused subtree beyond {} new iterations",
        second.iterations
    );
}

#[test]
fn thinking_in_the_background_reports_and_cancels() {
    let mut params = Level::Hard.params();
    params.budget = Budget::millis(60_000);
    // The tree, not perfect play: after d3-c3 the shipped proof of Black's win would answer.
    params.proof_expansions = 0;
    let engine = Arc::new(Mutex::new(Engine::new(params, 9)));
    let mut game = Game::default();
    for m in ["d3-c3", "b3-d3", "e3-c3"] {
        game.play_text(m).expect("legal");
    }
    let seen = Arc::new(Mutex::new(0usize));
    let counter = Arc::clone(&seen);
    let (reports, reported) = std::sync::mpsc::channel();
    let handle = think(
        Arc::clone(&engine),
        game.clone(),
        Some(Box::new(move |p| {
            if let Ok(mut n) = counter.lock() {
                *n += 1;
            }
            let _ = reports.send(p.clone());
        })),
    );
    assert!(!handle.is_finished(), "a 60 s search is not over at once");
    // Wait for the first report that counts iterations (generously: the machine may be busy).
    let deadline = Instant::now() + Duration::from_secs(30);
    let progress = loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let p = reported
            .recv_timeout(left)
            .expect("progress is reported while thinking");
        if p.iterations > 0 {
            break p;
        }
    };
    assert!(progress.best.is_some_and(|m| game.position().is_legal(m)));
    let latest = handle.progress().expect("the handle has the progress too");
    assert!(latest.iterations >= progress.iterations);
    handle.cancel();
    let result = handle
        .wait_timeout(Duration::from_secs(5))
        .expect("a cancelled search finishes");
    assert!(result.cancelled);
    assert!(result.best.is_some_and(|m| game.position().is_legal(m)));
    assert!(*seen.lock().expect("lock") >= 1);

    // Dropping the handle cancels too, and the engine is free for the next search.
    let handle = think(Arc::clone(&engine), game.clone(), None);
    drop(handle);
    let again = think(engine, game.clone(), None);
    again.cancel();
    assert!(again.wait_timeout(Duration::from_secs(5)).is_some());
}

#[test]
fn plays_whole_games_under_every_rule_set() {
    for rules in [Rules::default(), Rules::with_reversal(), Rules::alfonso()] {
        let mut params = Level::Easy.params();
        params.budget = Budget::iterations(300);
        let mut white = Engine::new(params, 1);
        let mut black = Engine::new(params, 2);
        let mut game = Game::new(rules);
        let stop = AtomicBool::new(false);
        while game.status() == Status::Ongoing && game.moves().len() < 600 {
            let engine = if game.turn() == Color::White {
                &mut white
            } else {
                &mut black
            };
            let mv = engine
                .search(&game, &stop, &mut |_| {})
                .best
                .expect("a move");
            game.play(mv).expect("legal");
        }
        assert!(
            game.status().is_over(),
            "{rules}: the game ends by the rules"
        );
    }
}

#[test]
fn levels_are_ordered_and_complete() {
    let mut last_budget = 0u64;
    for level in Level::ALL {
        let p = level.params();
        let english = |m: alquerque_text::Message| m.render(alquerque_text::Language::English);
        assert!(!english(level.title()).is_empty() && !english(level.description()).is_empty());
        // A rough cost: iterations, or 600k iterations per second of time.
        let cost = p.budget.iterations.unwrap_or(0).max(
            p.budget
                .time
                .map_or(0, |t| (t.as_secs_f64() * 600_000.0) as u64),
        );
        assert!(
            cost > last_budget,
            "{level} thinks more than the level below"
        );
        last_budget = cost;
    }
}
