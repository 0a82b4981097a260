//! The session is the apps' logic: tested as such, through its public API only.

use std::future::Future;
use std::pin::pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Waker};
use std::thread;
use std::time::Duration;

mod common;

use common::{block_on, index, triple_capture, two_humans};

use alquerque_ffi::{
    AiLevel, AlquerqueError, BoardState, GameSession, GameStatus, MoveInfo, Options, Piece, Player,
    SearchOutcome, Side, TapOutcome, ThinkingObserver, ThinkingProgress, Variant,
};

/// The move of a search that is expected to give one.
fn played(outcome: SearchOutcome) -> MoveInfo {
    match outcome {
        SearchOutcome::Move { info } => info,
        SearchOutcome::Stale => panic!("the search was expected to give a move"),
    }
}

fn vs_ai(level: AiLevel) -> Options {
    Options {
        white: Player::Human,
        black: Player::Ai { level },
        ..Options::default()
    }
}

fn selectable(s: &BoardState) -> Vec<i32> {
    s.points
        .iter()
        .filter(|p| p.selectable)
        .map(|p| p.index)
        .collect()
}

fn targets(s: &BoardState) -> Vec<i32> {
    s.points
        .iter()
        .filter(|p| p.target)
        .map(|p| p.index)
        .collect()
}

/// Taps a whole move given in notation, point by point.
fn tap_move(session: &GameSession, notation: &str) -> TapOutcome {
    let mut last = TapOutcome::Deselected;
    for name in notation.split('-') {
        last = session.tap(index(name)).expect("each tap fits");
    }
    last
}

#[test]
fn a_whole_game_driven_only_by_taps() {
    let session = GameSession::with_seed(two_humans(), 1);
    let mut plies = 0;
    let mut jumps_entered = 0;
    let mut choice = 7usize;
    loop {
        let s = session.state();
        if s.status != GameStatus::Ongoing {
            break;
        }
        assert!(s.human_to_move && !s.ai_to_move);
        let sel = selectable(&s);
        assert!(
            !sel.is_empty(),
            "a side to move in an ongoing game has a piece to select"
        );
        choice = choice.wrapping_mul(31).wrapping_add(17);
        let from = sel[choice % sel.len()];
        assert_eq!(session.tap(from), Ok(TapOutcome::Selected { point: from }));
        // Follow targets until the move is complete.
        loop {
            let s = session.state();
            let t = targets(&s);
            assert!(!t.is_empty(), "a selected piece has somewhere to go");
            choice = choice.wrapping_mul(31).wrapping_add(17);
            match session.tap(t[choice % t.len()]).expect("a target") {
                TapOutcome::KeepJumping { point } => {
                    jumps_entered += 1;
                    let s = session.state();
                    assert!(s.keep_jumping);
                    assert_eq!(s.pending_path.last(), Some(&point));
                    assert!(s.status_text.contains("keep jumping"), "{}", s.status_text);
                    assert!(selectable(&s).is_empty(), "no other piece mid-capture");
                }
                TapOutcome::Played { mv } => {
                    assert_eq!(session.state().move_list.last(), Some(&mv.notation));
                    break;
                }
                other => panic!("unexpected {other:?}"),
            }
        }
        plies += 1;
        assert!(plies < 400, "games end");
    }
    let s = session.state();
    assert!(matches!(s.status, GameStatus::Won { .. }));
    assert!(s.status_text.contains("wins"), "{}", s.status_text);
    assert_eq!(s.move_list.len(), plies);
    assert!(selectable(&s).is_empty());
    assert_eq!(session.tap(0), Err(AlquerqueError::GameOver));
    // Each capture of n jumps was entered as n taps, the first n - 1 answered KeepJumping.
    let multi: usize = s
        .move_list
        .iter()
        .map(|m| m.split('-').count().saturating_sub(2))
        .sum();
    assert!(multi > 0, "the game had a multi-jump: {:?}", s.move_list);
    assert_eq!(jumps_entered, multi, "{:?}", s.move_list);
}

#[test]
fn wrong_taps_explain_and_change_nothing() {
    let session = GameSession::with_seed(two_humans(), 2);
    let before = session.state();
    assert_eq!(
        selectable(&before),
        vec![index("b2"), index("c2"), index("d2"), index("d3")]
    );
    for (point, what) in [
        ("c3", "empty"),
        ("a5", "Black piece"),
        ("a1", "no legal move"),
    ] {
        match session.tap(index(point)) {
            Err(AlquerqueError::NotSelectable(m)) => assert!(m.contains(what), "{point}: {m}"),
            other => panic!("{point}: {other:?}"),
        }
        assert_eq!(session.state(), before, "a wrong tap changes nothing");
    }
    assert_eq!(session.tap(25), Err(AlquerqueError::NoSuchPoint(25)));
    session.tap(index("c2")).expect("selectable");
    let selected = session.state();
    assert_eq!(targets(&selected), vec![index("c3")]);
    assert!(matches!(
        session.tap(index("c4")),
        Err(AlquerqueError::IllegalMove(_))
    ));
    assert_eq!(session.state(), selected);
    // Another piece that can move takes over the selection; the same piece puts it down.
    assert_eq!(
        session.tap(index("d3")),
        Ok(TapOutcome::Selected { point: index("d3") })
    );
    assert_eq!(session.tap(index("d3")), Ok(TapOutcome::Deselected));
    assert_eq!(session.state(), before);
}

#[test]
fn captures_are_compulsory_and_entered_jump_by_jump() {
    let session = triple_capture();
    let s = session.state();
    assert!(s.must_capture);
    assert!(s.status_text.contains("capture is compulsory"));
    assert_eq!(selectable(&s), vec![index("b2")]);
    session.tap(index("b2")).expect("capturer");
    assert_eq!(
        session.tap(index("b4")),
        Ok(TapOutcome::KeepJumping { point: index("b4") })
    );
    let mid = session.state();
    // The board shows the capture so far: b2 left, b3 jumped, the piece on b4.
    assert_eq!(mid.points[index("b2") as usize].piece, Piece::Empty);
    assert_eq!(mid.points[index("b3") as usize].piece, Piece::Empty);
    assert_eq!(mid.points[index("b4") as usize].piece, Piece::White);
    assert_eq!(mid.pending_path, vec![index("b2"), index("b4")]);
    match session.tap(index("a1")) {
        Err(AlquerqueError::IllegalMove(m)) => assert!(m.contains("must go on from b4"), "{m}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(session.state(), mid);
    assert!(matches!(
        tap_move_rest(&session, &["d2", "d4"]),
        TapOutcome::Played { .. }
    ));
    let end = session.state();
    assert_eq!(
        end.status,
        GameStatus::Won {
            winner: Side::White,
            no_pieces_left: true
        }
    );
    assert_eq!(end.first_to_move, Side::White);
    let last = end.last_move.expect("a move");
    assert_eq!(last.notation, "b2-b4-d2-d4");
    assert_eq!(last.captured, vec![index("b3"), index("c3"), index("d3")]);
}

fn tap_move_rest(session: &GameSession, points: &[&str]) -> TapOutcome {
    let mut last = TapOutcome::Deselected;
    for p in points {
        last = session.tap(index(p)).expect("a target");
    }
    last
}

#[test]
fn the_ai_moves_when_asked_and_undo_returns_to_the_human() {
    let session = GameSession::with_seed(vs_ai(AiLevel::Beginner), 4);
    assert!(session.state().human_to_move);
    assert!(matches!(
        block_on(session.think(None)),
        SearchOutcome::Stale
    ));
    assert!(matches!(
        tap_move(&session, "c2-c3"),
        TapOutcome::Played { .. }
    ));
    let s = session.state();
    assert!(s.ai_to_move && !s.human_to_move);
    assert!(s.status_text.contains("(AI)"), "{}", s.status_text);
    assert_eq!(session.tap(index("a5")), Err(AlquerqueError::NotYourTurn));
    let mv = played(block_on(session.think(None)));
    assert_eq!(mv.notation, "c4-c2", "the only legal reply");
    assert_eq!(mv.side, Side::Black);
    assert!(session.state().human_to_move);
    assert!(session.undo());
    let s = session.state();
    assert!(
        s.move_list.is_empty(),
        "undo goes back past the AI's move to the human's turn"
    );
    assert!(s.can_redo);
    assert!(session.redo());
    assert_eq!(session.state().move_list, vec!["c2-c3", "c4-c2"]);
    assert!(!session.redo());
}

struct Counter(AtomicUsize, Mutex<Option<ThinkingProgress>>);

impl ThinkingObserver for Counter {
    fn on_progress(&self, progress: ThinkingProgress) {
        self.0.fetch_add(1, Ordering::SeqCst);
        if let Ok(mut last) = self.1.lock() {
            *last = Some(progress);
        }
    }
}

fn ai_vs_ai(level: AiLevel) -> Options {
    Options {
        white: Player::Ai { level },
        black: Player::Ai { level },
        ..Options::default()
    }
}

#[test]
fn thinking_reports_progress_and_plays() {
    let session = GameSession::with_seed(ai_vs_ai(AiLevel::Medium), 5);
    let observer = Arc::new(Counter(AtomicUsize::new(0), Mutex::new(None)));
    // Three plies in: the opening moves are forced, so search a real position.
    for _ in 0..3 {
        played(block_on(session.think(Some(observer.clone()))));
    }
    let before = session.state().move_list.len();
    played(block_on(session.think(Some(observer.clone()))));
    assert_eq!(session.state().move_list.len(), before + 1);
    assert!(
        observer.0.load(Ordering::SeqCst) >= 1,
        "progress was reported"
    );
    let last = observer.1.lock().expect("lock").clone().expect("progress");
    assert!(last.best_move.is_some());
}

#[test]
fn changes_while_thinking_cancel_and_a_stale_move_is_never_played() {
    for change in 0..4 {
        let session = GameSession::with_seed(ai_vs_ai(AiLevel::Master), 6 + change);
        let s2 = Arc::clone(&session);
        let worker = thread::spawn(move || block_on(s2.think(None)));
        // Let the search start.
        let mut waited = 0;
        while !session.state().thinking && waited < 200 {
            thread::sleep(Duration::from_millis(5));
            waited += 1;
        }
        assert!(session.state().thinking);
        assert!(matches!(
            block_on(session.think(None)),
            SearchOutcome::Stale
        ));
        match change {
            0 => session.new_game(),
            1 => session.cancel_thinking(),
            2 => session
                .import_record("1. c2-c3 c4-c2 *".into())
                .expect("valid"),
            _ => session.set_options(two_humans()),
        }
        let snapshot = session.state();
        assert!(!snapshot.thinking);
        let result = worker.join().expect("no panic");
        assert_eq!(result, SearchOutcome::Stale, "change {change}");
        assert_eq!(session.state(), snapshot, "the stale move was not played");
    }
}

#[test]
fn dropping_the_think_future_cancels_the_search() {
    let session = GameSession::with_seed(ai_vs_ai(AiLevel::Master), 9);
    {
        let fut = session.think(None);
        let mut fut = pin!(fut);
        let waker = Waker::noop();
        let mut cx = Context::from_waker(waker);
        assert!(fut.as_mut().poll(&mut cx).is_pending());
        assert!(session.state().thinking);
    }
    assert!(!session.state().thinking, "dropped: cancelled");
    assert!(session.state().move_list.is_empty());
    // And the session thinks again normally.
    session.set_options(ai_vs_ai(AiLevel::Beginner));
    played(block_on(session.think(None)));
}

#[test]
fn a_hint_suggests_without_playing() {
    let session = GameSession::with_seed(vs_ai(AiLevel::Hard), 10);
    let hint = played(block_on(session.hint(None)));
    assert_eq!(hint.side, Side::White);
    assert!(["b2-c3", "c2-c3", "d2-c3", "d3-c3"].contains(&hint.notation.as_str()));
    assert!(session.state().move_list.is_empty(), "not played");
    tap_move(&session, "c2-c3");
    assert!(matches!(block_on(session.hint(None)), SearchOutcome::Stale));
}

#[test]
fn saved_state_restores_everything() {
    let options = Options {
        white: Player::Human,
        black: Player::Ai {
            level: AiLevel::Easy,
        },
        reversal_allowed: false,
        variant: Variant::Standard,
        show_targets: false,
        show_notation: false,
    };
    let session = GameSession::with_seed(options.clone(), 11);
    session.set_options(Options {
        black: Player::Human,
        ..options.clone()
    });
    tap_move(&session, "d3-c3");
    tap_move(&session, "b3-d3");
    tap_move(&session, "e3-c3");
    session.undo();
    let saved = session.save_state();
    let restored = GameSession::restore(saved).expect("valid");
    assert_eq!(restored.options(), session.options());
    assert_eq!(restored.state(), session.state());
    assert!(restored.redo(), "undone moves survive");
    assert!(matches!(
        GameSession::restore("1. e5-e4".into()),
        Err(AlquerqueError::InvalidRecord(_))
    ));
}

#[test]
fn a_capture_half_entered_survives_a_save() {
    let session = triple_capture();
    tap_move_rest(&session, &["b2", "b4"]);
    let mid = session.state();
    assert!(mid.keep_jumping);
    let saved = session.save_state();
    let restored = GameSession::restore(saved.clone()).expect("valid");
    assert_eq!(
        restored.state(),
        mid,
        "the jump already made is still shown"
    );
    assert!(matches!(
        tap_move_rest(&restored, &["d2", "d4"]),
        TapOutcome::Played { .. }
    ));
    // A pending capture that does not fit the game is dropped, and the game still loads.
    let bad = saved.replace("[PendingJumps \"b2-b4\"]", "[PendingJumps \"b2-b3\"]");
    assert_ne!(bad, saved);
    let fresh = GameSession::restore(bad).expect("the game itself is valid");
    assert!(!fresh.state().keep_jumping);
    assert!(fresh.state().pending_path.is_empty());
    // A selection without a jump is not worth keeping.
    let session = GameSession::with_seed(two_humans(), 3);
    session.tap(index("c2")).expect("selectable");
    assert!(!session.save_state().contains("PendingJumps"));
}

#[test]
fn a_bad_record_changes_nothing() {
    let session = GameSession::with_seed(two_humans(), 12);
    tap_move(&session, "c2-c3");
    let before = session.state();
    for bad in ["1. c2-c3 e5-e4", "[Variant \"chess\"]", "[Position \"x\"]"] {
        match session.import_record(bad.into()) {
            Err(AlquerqueError::InvalidRecord(m)) => assert!(!m.is_empty()),
            other => panic!("{bad}: {other:?}"),
        }
        assert_eq!(session.state(), before);
    }
    assert!(session.play_notation("zz-top".into()).is_err());
    assert_eq!(session.state(), before);
}

#[test]
fn rule_options_apply_to_the_next_game() {
    let session = GameSession::with_seed(two_humans(), 13);
    tap_move(&session, "c2-c3");
    session.set_options(Options {
        variant: Variant::Alfonso,
        ..two_humans()
    });
    assert_eq!(
        session.state().variant,
        Variant::Standard,
        "the game in progress keeps its rules"
    );
    session.new_game();
    assert_eq!(session.state().variant, Variant::Alfonso);
    // Before any move, options apply at once.
    session.set_options(Options {
        reversal_allowed: true,
        ..two_humans()
    });
    let s = session.state();
    assert_eq!((s.variant, s.reversal_allowed), (Variant::Standard, true));
}

#[test]
fn targets_follow_the_show_targets_option_but_taps_work_either_way() {
    let session = GameSession::with_seed(
        Options {
            show_targets: false,
            ..two_humans()
        },
        14,
    );
    session.tap(index("c2")).expect("selectable");
    assert!(targets(&session.state()).is_empty());
    assert!(matches!(
        session.tap(index("c3")),
        Ok(TapOutcome::Played { .. })
    ));
    let labels: Vec<String> = session
        .state()
        .points
        .iter()
        .map(|p| p.accessibility_label.clone())
        .collect();
    assert!(labels[index("c3") as usize].starts_with("c3, White piece"));
    assert!(labels.iter().all(|l| !l.is_empty()));
}

#[test]
fn static_data_for_menus_and_the_rules_page() {
    let v = alquerque_ffi::variants();
    assert_eq!(v.len(), 2);
    assert_eq!(v[0].variant, Variant::Standard);
    let start = alquerque_ffi::start_pieces();
    assert_eq!(start.len(), 25);
    assert_eq!(start[index("c3") as usize], Piece::Empty);
    assert_eq!(start[index("d3") as usize], Piece::White);
    assert_eq!(start[index("a3") as usize], Piece::Black);
    let session = GameSession::with_seed(two_humans(), 16);
    session
        .import_record("[Position \"-----/--b--/-----/-w---/----- b - 0\"]\n1... c4-c3 *".into())
        .expect("valid");
    assert_eq!(session.state().first_to_move, Side::Black);
}

#[test]
fn many_threads_at_once() {
    let session = GameSession::with_seed(two_humans(), 15);
    let handles: Vec<_> = (0..100)
        .map(|i| {
            let s = Arc::clone(&session);
            thread::spawn(move || {
                let state = s.state();
                let _ = s.tap(i % 25);
                let _ = s.save_state();
                state.points.len()
            })
        })
        .collect();
    for h in handles {
        assert_eq!(h.join().expect("no panic"), 25);
    }
    assert_consistent(&session);
}

/// The session is consistent after concurrent calls: its moves, replayed by taps on a fresh
/// session (with any selection or capture in progress tapped again), give exactly its state,
/// and its saved state and its record restore the same game.
fn assert_consistent(session: &GameSession) {
    let state = session.state();
    let replay = GameSession::with_seed(session.options(), 0);
    for mv in &state.move_list {
        assert!(
            matches!(tap_move(&replay, mv), TapOutcome::Played { .. }),
            "{mv} of {:?} replays",
            state.move_list
        );
    }
    if !state.pending_path.is_empty() {
        for &point in &state.pending_path {
            replay.tap(point).expect("the capture in progress replays");
        }
    } else if let Some(p) = state.points.iter().find(|p| p.selected) {
        replay.tap(p.index).expect("the selection replays");
    }
    assert_eq!(replay.state(), state, "the record replays to the state");
    let restored = GameSession::restore(session.save_state()).expect("restores");
    assert_eq!(restored.state().move_list, state.move_list);
    let imported = GameSession::with_seed(session.options(), 0);
    imported
        .import_record(session.export_record())
        .expect("its own record");
    // The record holds the moves played; a capture being entered is shown on the board too.
    for &point in &state.pending_path {
        imported
            .tap(point)
            .expect("the capture in progress replays");
    }
    let pieces = |s: &BoardState| s.points.iter().map(|p| p.piece).collect::<Vec<_>>();
    assert_eq!(pieces(&imported.state()), pieces(&state));
    assert_eq!(imported.state().move_list, state.move_list);
}

/// Display options, and the same options set again, never replace the game; neither does a
/// change of rules once the game is not an untouched start (it waits for the next new game).
#[test]
fn set_options_keeps_imported_and_restored_games() {
    let records = [
        // A set-up position with no move yet.
        "[Position \"-----/--b--/-----/-w---/----- w - 0\"]\n*",
        // A record with its own no-capture limit (reversal allowed), no move yet.
        "[Reversal \"allowed\"]\n[NoCaptureDraw \"30\"]\n*",
        // A game with moves.
        "1. c2-c3 *",
    ];
    for record in records {
        let session = GameSession::with_seed(two_humans(), 5);
        session.import_record(record.into()).expect("valid record");
        let before = session.export_record();
        let saved = GameSession::restore(session.save_state()).expect("restores");
        for s in [&session, &saved] {
            let mut options = s.options();
            s.set_options(options.clone());
            assert_eq!(s.export_record(), before, "same options again: {record}");
            options.show_targets = !options.show_targets;
            options.show_notation = !options.show_notation;
            s.set_options(options.clone());
            assert_eq!(s.export_record(), before, "display options: {record}");
            options.variant = match options.variant {
                Variant::Standard => Variant::Alfonso,
                _ => Variant::Standard,
            };
            s.set_options(options.clone());
            assert_eq!(
                s.export_record(),
                before,
                "rules wait for a new game: {record}"
            );
            s.new_game();
            assert!(s.export_record().contains(&format!(
                "[Variant \"{}\"]",
                if options.variant == Variant::Alfonso {
                    "alfonso"
                } else {
                    "standard"
                }
            )));
        }
    }
    // An untouched start takes new rules at once: nothing is lost.
    let session = GameSession::with_seed(two_humans(), 5);
    let mut options = session.options();
    options.reversal_allowed = true;
    session.set_options(options);
    assert!(session.export_record().contains("[Reversal \"allowed\"]"));
}
