//! The AI: the forced-win search against plain exhaustive search, the engine's guarantees
//! (forced wins played, forced losses avoided, single moves at once), determinism, background
//! thinking with progress and cancel, and play under every rule set.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use alquerque_core::ai::solver::{Solver, Verdict};
use alquerque_core::ai::{think, Budget, Decision, Engine, Level, Rng};
use alquerque_core::PositionText;
use alquerque_core::{
    position_status, Bitboard, Color, Game, Position, Rules, Setup, Square, Status,
};
use proptest::prelude::*;

/// Whether the side to move can force the opponent out of moves within `plies` plies
/// (exhaustive AND/OR search, short-circuiting only). A position drawn by the no-capture count
/// (where the rules have it) is no win, as in a game; repetition needs no rule here, as a
/// shortest forced win never repeats a position.
fn wins_within(p: &Position, plies: u32) -> bool {
    if plies == 0 || position_status(p) != Status::Ongoing {
        return false;
    }
    let mut win = false;
    p.for_each_move(|m| {
        if !win {
            let child = p.after(m);
            win = loses_within(&child, plies - 1);
        }
    });
    win
}

/// Whether the side to move loses by force within `plies` plies (no move now, or every move
/// lets the opponent win within the rest). A position drawn by the no-capture count is no loss.
fn loses_within(p: &Position, plies: u32) -> bool {
    match position_status(p) {
        Status::Won { .. } => return true,
        Status::Drawn(_) => return false,
        Status::Ongoing => {}
    }
    if plies == 0 {
        return false;
    }
    let mut all = true;
    p.for_each_move(|m| {
        if all {
            all = wins_within(&p.after(m), plies - 1);
        }
    });
    all
}

/// A position reached by `plies` random moves under `rules`, stopping early rather than
/// playing a move that ends the game (so the side to move always has a move, and the
/// no-capture count has not reached its limit).
fn random_position(rules: Rules, plies: usize, seed: u64) -> Position {
    let mut rng = Rng::new(seed);
    let mut pos = Position::new(rules);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        let m = moves[rng.below(moves.len() as u32) as usize];
        let next = pos.after(m);
        if position_status(&next) != Status::Ongoing {
            break;
        }
        pos = next;
    }
    pos
}

/// `pos` turned half a turn with the colours swapped: the same game seen from the other side.
/// East and west swap, so the reversal bans do too.
fn mirrored(pos: &Position) -> Position {
    let turn = |b: Bitboard| {
        b.into_iter()
            .map(mirror_square)
            .fold(Bitboard::EMPTY, Bitboard::with)
    };
    let s = pos.to_setup();
    let m = Setup {
        white: turn(s.black),
        black: turn(s.white),
        turn: s.turn.other(),
        no_east: turn(s.no_west),
        no_west: turn(s.no_east),
        plies_since_capture: s.plies_since_capture,
    };
    Position::from_setup(&m, pos.rules()).expect("a mirrored position is valid")
}

fn mirror_square(sq: Square) -> Square {
    Square::from_coords(4 - sq.col(), 4 - sq.row()).expect("on the board")
}

fn mirror_move_text(m: &str) -> String {
    m.split('-')
        .map(|t| mirror_square(t.parse().expect("a square")).to_string())
        .collect::<Vec<_>>()
        .join("-")
}

/// Every rule set, and the two with draws also with a no-capture limit short enough to fall
/// inside the searches below (so that the solver's handling of it is compared too).
fn rules_strategy() -> impl Strategy<Value = Rules> {
    prop_oneof![
        Just(Rules::default()),
        Just(Rules::with_reversal()),
        Just(Rules::alfonso()),
        Just(Rules {
            no_capture_draw_plies: 4,
            ..Rules::with_reversal()
        }),
        Just(Rules {
            no_capture_draw_plies: 5,
            ..Rules::alfonso()
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Wins and losing moves within three own moves agree with exhaustive search.
    #[test]
    fn solver_agrees_with_exhaustive_search(rules in rules_strategy(), plies in 8usize..60, seed in any::<u64>()) {
        let pos = random_position(rules, plies, seed);
        let k = 3;
        let report = Solver::new(14).analyse(&pos, &[], k, u64::MAX, None, &AtomicBool::new(false));
        prop_assert!(report.win.is_some() || report.depth_done == k);
        prop_assert_eq!(report.win.is_some(), wins_within(&pos, 2 * k - 1), "{:?}", pos);
        if let Some((m, n)) = report.win {
            prop_assert!(loses_within(&pos.after(m), 2 * n - 2), "{:?} {}", pos, m);
        } else {
            for m in pos.legal_moves() {
                let loses = wins_within(&pos.after(m), 2 * k - 1);
                prop_assert_eq!(report.verdict(m).is_loss(), loses, "{:?} {}", pos, m);
            }
        }
    }

    /// The rules and the AI treat both colours alike: a position and its mirror image have
    /// mirrored legal moves, and the forced-win search proves the same things about them (a
    /// colour-dependent slip would show here, and in play as one side winning too often).
    #[test]
    fn both_colours_are_treated_alike(rules in rules_strategy(), plies in 0usize..60, seed in any::<u64>()) {
        let pos = random_position(rules, plies, seed);
        let mirror = mirrored(&pos);
        prop_assert_eq!(mirrored(&mirror), pos);
        let mut moves: Vec<String> = pos.legal_moves().iter().map(|m| mirror_move_text(&m.to_string())).collect();
        let mut theirs: Vec<String> = mirror.legal_moves().iter().map(|m| m.to_string()).collect();
        moves.sort();
        theirs.sort();
        prop_assert_eq!(&moves, &theirs);
        let stop = AtomicBool::new(false);
        let a = Solver::new(14).analyse(&pos, &[], 3, u64::MAX, None, &stop);
        let b = Solver::new(14).analyse(&mirror, &[], 3, u64::MAX, None, &stop);
        prop_assert_eq!(a.win.map(|w| w.1), b.win.map(|w| w.1));
        let mut lost: Vec<(String, u32)> = a.losing.iter().map(|(m, n)| (mirror_move_text(&m.to_string()), *n)).collect();
        let mut theirs: Vec<(String, u32)> = b.losing.iter().map(|(m, n)| (m.to_string(), *n)).collect();
        lost.sort();
        theirs.sort();
        prop_assert_eq!(lost, theirs);
    }
}

/// Endgames where exhaustive search to the full depth of five own moves is affordable.
fn sparse_positions() -> Vec<Position> {
    let mut out = Vec::new();
    let mut seed = 1u64;
    while out.len() < 25 {
        seed += 1;
        let pos = random_position(Rules::default(), 30 + (seed % 30) as usize, seed);
        if pos.has_moves() && pos.occupied().count() <= 8 {
            out.push(pos);
        }
    }
    out
}

#[test]
fn never_misses_a_forced_win_within_five_moves() {
    let mut wins = 0;
    for pos in sparse_positions() {
        let forced = wins_within(&pos, 9);
        let mut params = Level::Hard.params();
        params.budget = Budget::iterations(2_000);
        let game = Game::from_position(pos);
        let r = Engine::new(params, 1).search(&game, &AtomicBool::new(false), &mut |_| {});
        let mv = r.best.expect("has moves");
        if forced {
            wins += 1;
            assert!(
                loses_within(&pos.after(mv), 8),
                "{pos:?}: played {mv}, which does not keep the forced win"
            );
        }
        // Never walk into a forced loss within five opponent moves when avoidable.
        let avoidable = pos
            .legal_moves()
            .iter()
            .any(|&m| !wins_within(&pos.after(m), 9));
        if avoidable {
            assert!(
                !wins_within(&pos.after(mv), 9),
                "{pos:?}: played {mv}, a forced loss that could be avoided"
            );
        }
    }
    assert!(wins >= 3, "the sample must contain forced wins ({wins})");
}

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
        params.threads = threads;
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
        assert!(!level.title().is_empty() && !level.description().is_empty());
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
    assert!(Verdict::Loses(1).is_loss());
    assert!(!Verdict::Wins(1).is_loss());
    assert!(!Verdict::Unknown.is_loss());
}
