//! The session is the apps' logic: tested as such, through its public API only.

use std::sync::{Arc, Weak};
use std::thread;
use std::time::{Duration, Instant};

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{
    board_of, index, person_to_move, triple_capture, two_humans, wait_for, when_known, Recorder,
};

use alquerque_ffi::{
    rules_text, variant_title, AiLevel, AlquerqueError, FirstGameChoice, GameSession, GameState,
    GameStatus, HintCommand, Options, Piece, PlayedMove, Player, Side, StateObserver, TapOutcome,
    Variant, WinReason,
};

fn vs_ai(level: AiLevel) -> Options {
    Options {
        white: Player::Human,
        black: Player::Ai { level },
        ..Options::default()
    }
}

fn selectable(s: &GameState) -> Vec<i32> {
    s.board
        .points
        .iter()
        .filter(|p| p.selectable)
        .map(|p| p.index)
        .collect()
}

fn targets(s: &GameState) -> Vec<i32> {
    s.board
        .points
        .iter()
        .filter(|p| p.target)
        .map(|p| p.index)
        .collect()
}

/// Taps a whole move given in notation, point by point.
fn tap_move(session: &GameSession, notation: &str) -> TapOutcome {
    let mut last = TapOutcome::Deselected;
    for name in notation.split('-') {
        last = session.tap_result(index(name)).expect("each tap fits");
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
        assert!(session.human_to_move() && !session.ai_to_move());
        let sel = selectable(&s);
        assert!(
            !sel.is_empty(),
            "a side to move in an ongoing game has a piece to select"
        );
        choice = choice.wrapping_mul(31).wrapping_add(17);
        let from = sel[choice % sel.len()];
        assert_eq!(
            session.tap_result(from),
            Ok(TapOutcome::Selected { point: from })
        );
        // Follow targets until the move is complete.
        loop {
            let s = session.state();
            let t = targets(&s);
            assert!(!t.is_empty(), "a selected piece has somewhere to go");
            choice = choice.wrapping_mul(31).wrapping_add(17);
            match session.tap_result(t[choice % t.len()]).expect("a target") {
                TapOutcome::KeepJumping { point } => {
                    jumps_entered += 1;
                    let s = session.state();
                    assert!(s.board.keep_jumping);
                    assert_eq!(s.board.pending_path.last(), Some(&point));
                    assert!(s.status_text.contains("keep jumping"), "{}", s.status_text);
                    assert!(selectable(&s).is_empty(), "no other piece mid-capture");
                }
                TapOutcome::Played { played } => {
                    assert_eq!(
                        session.state().move_list().last(),
                        Some(&played.info.notation)
                    );
                    // The board animates what is not on it yet: the last jump entered.
                    assert_eq!(played.first_hop as usize, played.hops.len() - 1);
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
    // The result and why are the card's; the line above the board does not say them again.
    let card = s
        .result_card
        .as_ref()
        .expect("a result card once the game is over");
    assert!(card.reason.contains("wins"), "{}", card.reason);
    assert_eq!(s.status_text, "Game over");
    assert!(!s.status_text.contains(&card.reason) && !card.reason.contains(&s.status_text));
    assert_eq!(s.move_list().len(), plies);
    assert!(selectable(&s).is_empty());
    assert_eq!(session.tap_result(0), Err(AlquerqueError::GameOver));
    // Each capture of n jumps was entered as n taps, the first n - 1 answered KeepJumping.
    let multi: usize = s
        .move_list()
        .iter()
        .map(|m| m.split('-').count().saturating_sub(2))
        .sum();
    assert!(multi > 0, "the game had a multi-jump: {:?}", s.move_list());
    assert_eq!(jumps_entered, multi, "{:?}", s.move_list());
}

#[test]
fn wrong_taps_explain_and_change_nothing() {
    let session = GameSession::with_seed(two_humans(), 2);
    let before = board_of(session.state());
    assert_eq!(
        selectable(&before),
        vec![index("b2"), index("c2"), index("d2"), index("d3")]
    );
    for (point, what) in [
        ("c3", "empty"),
        ("a5", "Black piece"),
        ("a1", "no legal move"),
    ] {
        match session.tap_result(index(point)) {
            Err(e @ AlquerqueError::NotSelectable(_)) => {
                let m = e.to_string();
                assert!(m.contains(what), "{point}: {m}");
                // The reason is the notice, for the app to show.
                assert_eq!(session.state().notice(), Some(m));
            }
            other => panic!("{point}: {other:?}"),
        }
        assert_eq!(
            board_of(session.state()),
            before,
            "a wrong tap changes nothing"
        );
    }
    assert_eq!(session.tap_result(25), Err(AlquerqueError::NoSuchPoint(25)));
    session.tap_result(index("c2")).expect("selectable");
    assert_eq!(
        session.state().notice(),
        None,
        "an action that works clears the notice"
    );
    let selected = board_of(session.state());
    assert_eq!(targets(&selected), vec![index("c3")]);
    assert!(matches!(
        session.tap_result(index("c4")),
        Err(AlquerqueError::IllegalMove(_))
    ));
    assert_eq!(board_of(session.state()), selected);
    // Another piece that can move takes over the selection; the same piece puts it down.
    assert_eq!(
        session.tap_result(index("d3")),
        Ok(TapOutcome::Selected { point: index("d3") })
    );
    assert_eq!(session.tap_result(index("d3")), Ok(TapOutcome::Deselected));
    assert_eq!(board_of(session.state()), before);
}

#[test]
fn captures_are_compulsory_and_entered_jump_by_jump() {
    let session = triple_capture();
    let s = session.state();
    assert!(s.status_text.contains("capture is compulsory"));
    assert_eq!(selectable(&s), vec![index("b2")]);
    session.tap_result(index("b2")).expect("capturer");
    assert_eq!(
        session.tap_result(index("b4")),
        Ok(TapOutcome::KeepJumping { point: index("b4") })
    );
    let mid = board_of(session.state());
    // The board shows the capture so far: b2 left, b3 jumped, the piece on b4.
    assert_eq!(mid.board.points[index("b2") as usize].piece, Piece::Empty);
    assert_eq!(mid.board.points[index("b3") as usize].piece, Piece::Empty);
    assert_eq!(mid.board.points[index("b4") as usize].piece, Piece::White);
    assert_eq!(mid.board.pending_path, vec![index("b2"), index("b4")]);
    match session.tap_result(index("a1")) {
        Err(e @ AlquerqueError::IllegalMove(_)) => {
            assert!(e.to_string().contains("must go on from b4"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(board_of(session.state()), mid);
    let TapOutcome::Played { played } = tap_move_rest(&session, &["d2", "d4"]) else {
        panic!("the capture is played");
    };
    // Two of its three jumps were on the board already: the last one is animated.
    assert_eq!(played.first_hop, 2);
    assert_eq!(played.mover, Piece::White);
    assert_eq!(played.captured_piece, Piece::Black);
    let hops: Vec<(i32, i32, Option<i32>)> = played
        .hops
        .iter()
        .map(|h| (h.from, h.to, h.captured))
        .collect();
    assert_eq!(
        hops,
        vec![
            (index("b2"), index("b4"), Some(index("b3"))),
            (index("b4"), index("d2"), Some(index("c3"))),
            (index("d2"), index("d4"), Some(index("d3"))),
        ]
    );
    let end = session.state();
    assert_eq!(
        end.status,
        GameStatus::Won {
            winner: Side::White,
            reason: WinReason::NoPiecesLeft
        }
    );
    assert!(
        end.can_review && !end.confirm_new_game && end.hint_command == HintCommand::Unavailable
    );
    assert_eq!(end.move_rows[0].number, 1);
    let last = end.board.last_move.expect("a move");
    assert_eq!(last.notation, "b2-b4-d2-d4");
    assert_eq!(last.captured, vec![index("b3"), index("c3"), index("d3")]);
}

fn tap_move_rest(session: &GameSession, points: &[&str]) -> TapOutcome {
    let mut last = TapOutcome::Deselected;
    for p in points {
        last = session.tap_result(index(p)).expect("a target");
    }
    last
}

#[test]
fn the_ai_moves_by_itself_and_undo_returns_to_the_human() {
    let session = GameSession::with_seed(vs_ai(AiLevel::Beginner), 4);
    let recorder = Recorder::new();
    session.set_observer(Some(recorder.clone()));
    let s = session.state();
    assert!(session.human_to_move() && !s.thinking);
    assert!(matches!(
        tap_move(&session, "c2-c3"),
        TapOutcome::Played { .. }
    ));
    let s = wait_for(&session, "the AI's reply", person_to_move);
    assert_eq!(
        s.move_list(),
        vec!["c2-c3", "c4-c2"],
        "the only legal reply"
    );
    assert!(!s.thinking);
    // The observer was told of the AI's move, with everything to animate it (told after the
    // state changed: wait for the telling).
    let played = common::wait_until("the observer told", || {
        Some(recorder.played()).filter(|p| !p.is_empty())
    });
    assert_eq!(played.len(), 1, "the person's own tap is not reported");
    assert_eq!(played[0].info.notation, "c4-c2");
    assert_eq!(played[0].info.side, Side::Black);
    assert_eq!((played[0].first_hop, played[0].mover), (0, Piece::Black));
    assert!(session.undo());
    let s = session.state();
    assert!(
        s.move_list().is_empty(),
        "undo goes back past the AI's move to the human's turn"
    );
    assert!(s.can_redo);
    assert!(session.redo());
    assert_eq!(session.state().move_list(), vec!["c2-c3", "c4-c2"]);
    assert!(!session.redo());
}

#[test]
fn while_the_ai_thinks_the_board_waits() {
    // After 1. d3-c3 b3-d3 White must capture e3-c3; then Black, the Master level, has a
    // real choice and searches for seconds.
    let session =
        GameSession::restore("[White \"human\"]\n[Black \"ai:master\"]\n\n1. d3-c3 b3-d3 *".into())
            .expect("valid");
    tap_move(&session, "e3-c3");
    let s = wait_for(&session, "the search", |s| s.thinking);
    assert!(session.ai_to_move() && !session.human_to_move() && !s.can_hint());
    assert!(s.can_undo, "undo stays: it cancels the search");
    assert!(
        s.status_text.contains("(AI) is thinking"),
        "{}",
        s.status_text
    );
    assert_eq!(
        session.tap_result(index("a5")),
        Err(AlquerqueError::NotYourTurn)
    );
    session.pause();
    let s = session.state();
    assert!(!s.thinking && session.ai_to_move());
    assert_eq!(s.status_text, "Black (AI) to move");
}

/// Keeps the line under the board of every state the session shows while the AI searches,
/// read from its state when told of a change, and the moves it is told of.
struct Watcher {
    session: std::sync::Mutex<Weak<GameSession>>,
    while_thinking: std::sync::Mutex<Vec<String>>,
    played: std::sync::Mutex<Vec<PlayedMove>>,
}

impl StateObserver for Watcher {
    fn on_change(&self, played: Option<PlayedMove>) {
        // The observer may read the state at once: no lock is held while it is told.
        let session = self.session.lock().expect("lock").upgrade();
        let shown = session.map(|s| s.state());
        if let Some(s) = shown.filter(|s| s.thinking) {
            self.while_thinking.lock().expect("lock").push(s.caption);
        }
        self.played.lock().expect("lock").extend(played);
    }
}

/// A balanced opening, White to move, off the shipped proof: a level with a proof search
/// searches here (from the start it plays the proof's move at once).
const OFF_THE_PROOF: &str = "1. d3-c3 b3-d3 2. e3-c3 d4-e3 *";

fn ai_vs_ai(level: AiLevel) -> Options {
    Options {
        white: Player::Ai { level },
        black: Player::Ai { level },
        ..Options::default()
    }
}

#[test]
fn the_ai_plays_on_and_shows_nothing_of_its_search() {
    // Reversal allowed: nothing is proved, so every move with a choice is searched.
    let session = GameSession::with_seed(
        Options {
            reversal_allowed: true,
            ..ai_vs_ai(AiLevel::Master)
        },
        5,
    );
    let watcher = Arc::new(Watcher {
        session: std::sync::Mutex::new(Arc::downgrade(&session)),
        while_thinking: std::sync::Mutex::new(Vec::new()),
        played: std::sync::Mutex::new(Vec::new()),
    });
    session.set_observer(Some(watcher.clone()));
    // The session started the AI's search when it was made: White is the AI's.
    let s = wait_for(&session, "five plies", |s| s.move_list().len() >= 5);
    session.pause();
    let s2 = session.state();
    assert!(!s2.thinking, "in the background nothing is searched");
    // The news of the last move may still be on its way.
    let last = s2.move_list().last().cloned();
    common::wait_until("the last move's news", || {
        let told = watcher.played.lock().expect("lock");
        (told.last().map(|p| &p.info.notation) == last.as_ref()).then_some(())
    });
    let played: Vec<String> = watcher
        .played
        .lock()
        .expect("lock")
        .iter()
        .map(|p| p.info.notation.clone())
        .collect();
    assert!(
        s2.move_list().ends_with(&played),
        "every move since was reported once, in order: {played:?} of {:?}",
        s2.move_list()
    );
    assert!(played.len() >= 4, "{played:?} of {:?}", s.move_list());
    // Every move but a proved one told the observer of a search starting: the screen said the
    // computer was thinking, and not one figure of its search.
    let captions = watcher.while_thinking.lock().expect("lock").clone();
    assert!(
        !captions.is_empty(),
        "a state while the computer thought was seen"
    );
    assert!(captions.iter().all(String::is_empty), "{captions:?}");
    // Back in front, the AI goes on.
    let n = s2.move_list().len();
    session.resume();
    wait_for(&session, "the game to go on", |s| s.move_list().len() > n);
}

#[test]
fn a_stale_search_never_plays() {
    let recorder = Recorder::new();
    for change in 0..4 {
        // Master searches for a second or more from an opening the shipped proof does not
        // cover (from the start it would play the proof's move at once): each change comes
        // in the middle of its search.
        let session = GameSession::with_seed(two_humans(), 6 + change);
        session.set_observer(Some(recorder.clone()));
        session
            .import_record_result(OFF_THE_PROOF.into())
            .expect("valid");
        session.set_options(ai_vs_ai(AiLevel::Master));
        wait_for(&session, "the search", |s| s.thinking);
        match change {
            0 => session.new_game(),
            1 => session
                .import_record_result("1. c2-c3 c4-c2 *".into())
                .expect("valid"),
            2 => session.set_options(two_humans()),
            _ => {}
        }
        // The AI of a new game would start again: keep it in the background.
        session.pause();
        let snapshot = session.state();
        assert!(!snapshot.thinking, "change {change}");
        // Cancelled searches stop within a millisecond; give them far more.
        thread::sleep(Duration::from_millis(300));
        assert_eq!(
            board_of(session.state()),
            board_of(snapshot),
            "the stale move was not played (change {change})"
        );
    }
    assert!(recorder.played().is_empty());
}

#[test]
fn the_ai_waits_for_the_move_before_to_be_followed() {
    // A session as the apps make it (not seeded): the AI's move waits for AI_PAUSE.
    let session = GameSession::new(vs_ai(AiLevel::Beginner));
    let start = Instant::now();
    tap_move(&session, "c2-c3");
    wait_for(&session, "the reply", |s| s.move_list().len() == 2);
    assert!(
        start.elapsed() >= Duration::from_millis(700),
        "the reply came after {:?}",
        start.elapsed()
    );
}

#[test]
fn a_hint_suggests_without_playing() {
    let session = GameSession::with_seed(vs_ai(AiLevel::Hard), 10);
    assert!(session.state().can_hint());
    session.hint();
    let s = wait_for(&session, "the hint", |s| !s.thinking);
    let hint = s.board.hint.clone().expect("a hint");
    assert_eq!(hint.side, Side::White);
    assert!(["b2-c3", "c2-c3", "d2-c3", "d3-c3"].contains(&hint.notation.as_str()));
    assert!(s.move_list().is_empty(), "not played");
    tap_move(&session, "c2-c3");
    assert_eq!(
        session.state().board.hint,
        None,
        "gone once the game moves on"
    );
    // The AI's turn (paced, so it is still the AI's while this runs): no hint.
    let paced = GameSession::new(vs_ai(AiLevel::Hard));
    tap_move(&paced, "c2-c3");
    paced.hint();
    let s = paced.state();
    assert!(paced.ai_to_move() && !s.can_hint());
    assert!(s.board.hint.is_none() && !s.hinting());
}

#[test]
fn a_hint_search_can_be_stopped() {
    // Reversal allowed: nothing is proved, so the hint needs its search.
    let session = GameSession::with_seed(
        Options {
            reversal_allowed: true,
            ..two_humans()
        },
        21,
    );
    session.hint();
    let s = session.state();
    assert!(s.hinting() && s.thinking && !s.can_hint());
    assert_eq!(s.status_text, "Looking for a good move…");
    session.cancel_hint();
    let s = session.state();
    assert!(!s.hinting() && !s.thinking && s.board.hint.is_none());
    thread::sleep(Duration::from_millis(300));
    assert_eq!(
        session.state().board.hint,
        None,
        "a stopped hint shows nothing"
    );
}

#[test]
fn the_hint_command_says_what_a_press_does_and_press_hint_does_it() {
    // Reversal allowed: nothing is proved, so the hint needs its search.
    let session = GameSession::with_seed(
        Options {
            reversal_allowed: true,
            ..two_humans()
        },
        21,
    );
    assert_eq!(session.state().hint_command, HintCommand::Hint);
    session.press_hint();
    let s = session.state();
    assert!(s.hinting(), "the first press asks for a hint");
    assert_eq!(s.hint_command, HintCommand::Stop);
    session.press_hint();
    let s = session.state();
    assert!(
        !s.hinting() && s.board.hint.is_none(),
        "the second press stops it"
    );
    assert_eq!(s.hint_command, HintCommand::Hint);
    // Once found, the hint is the message under the board, until a notice comes first.
    session.press_hint();
    let s = wait_for(&session, "the hint", |s| s.board.hint.is_some());
    let hint = s.board.hint.clone().expect("found").notation;
    assert!(
        s.message.as_ref().is_some_and(|m| m.contains(&hint)),
        "{:?}",
        s.message
    );
    assert!(
        s.feedback
            .announcement
            .as_ref()
            .is_some_and(|m| m.contains(&hint)),
        "said once to screen readers: {:?}",
        s.feedback
    );
    assert_eq!(s.hint_command, HintCommand::Hint);
    assert!(session.tap_result(index("c3")).is_err(), "an empty point");
    let s = session.state();
    assert!(s.notice().is_some());
    assert_eq!(s.message, s.notice(), "a notice before the hint");
    session.dismiss_notice();
    assert!(session.state().message.is_some_and(|m| m.contains(&hint)));
}

#[test]
fn the_caption_is_what_perfect_play_proves_when_asked_and_never_the_search() {
    let proving = Options {
        show_proofs: true,
        ..two_humans()
    };
    let session = GameSession::with_seed(proving.clone(), 5);
    let s = when_known(&session, "perfect play");
    assert_eq!(s.known_text(), "White wins with perfect play");
    assert_eq!(s.caption, s.known_text());
    assert_eq!(s.message, None);
    // The computer's turn: nothing to offer, and nothing of its search under the board (under
    // rules with draws nothing is proved either).
    let session = GameSession::with_seed(
        Options {
            white: Player::Ai {
                level: AiLevel::Master,
            },
            reversal_allowed: true,
            ..proving
        },
        5,
    );
    let s = wait_for(&session, "the computer thinking", |s| s.thinking);
    assert_eq!(s.hint_command, HintCommand::Unavailable);
    assert_eq!(s.caption, "");
    assert_eq!(s.status_text, "White (AI) is thinking…");
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
        sound: false,
        haptics: false,
        show_proofs: true,
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
    assert_eq!(board_of(restored.state()), board_of(session.state()));
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
    assert!(mid.board.keep_jumping);
    let saved = session.save_state();
    let restored = GameSession::restore(saved.clone()).expect("valid");
    assert_eq!(
        board_of(restored.state()),
        board_of(mid),
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
    assert!(!fresh.state().board.keep_jumping);
    assert!(fresh.state().board.pending_path.is_empty());
    // A selection without a jump is not worth keeping.
    let session = GameSession::with_seed(two_humans(), 3);
    session.tap_result(index("c2")).expect("selectable");
    assert!(!session.save_state().contains("PendingJumps"));
}

#[test]
fn a_bad_record_changes_nothing() {
    let session = GameSession::with_seed(two_humans(), 12);
    tap_move(&session, "c2-c3");
    let before = board_of(session.state());
    for bad in ["1. c2-c3 e5-e4", "[Variant \"chess\"]", "[Position \"x\"]"] {
        match session.import_record_result(bad.into()) {
            Err(e @ AlquerqueError::InvalidRecord(_)) => {
                let m = e.to_string();
                assert!(!m.is_empty());
                assert_eq!(session.state().notice(), Some(m), "and says why");
            }
            other => panic!("{bad}: {other:?}"),
        }
        assert_eq!(board_of(session.state()), before);
    }
    assert!(session.play_notation("zz-top".into()).is_err());
    assert_eq!(board_of(session.state()), before);
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
        session.rules().title,
        variant_title(Variant::Standard),
        "the game in progress keeps its rules"
    );
    assert!(session.rules().next_game_note.is_some(), "and says so");
    session.new_game();
    assert_eq!(session.rules().title, variant_title(Variant::Alfonso));
    assert_eq!(session.rules().next_game_note, None);
    // Before any move, options apply at once.
    session.set_options(Options {
        reversal_allowed: true,
        ..two_humans()
    });
    let rules = session.rules();
    assert!(rules.title.starts_with(&variant_title(Variant::Standard)));
    assert_ne!(
        rules.title,
        variant_title(Variant::Standard),
        "reversal is named"
    );
    assert_eq!(rules.paragraphs, rules_text(Variant::Standard, true));
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
    session.tap_result(index("c2")).expect("selectable");
    assert!(targets(&session.state()).is_empty());
    assert!(matches!(
        session.tap_result(index("c3")),
        Ok(TapOutcome::Played { .. })
    ));
    let labels: Vec<String> = session
        .state()
        .board
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
    let start = GameSession::with_seed(two_humans(), 1).rules().start;
    assert_eq!(start.len(), 25);
    assert_eq!(start[index("c3") as usize].piece, Piece::Empty);
    assert_eq!(start[index("d3") as usize].piece, Piece::White);
    assert_eq!(start[index("a3") as usize].piece, Piece::Black);
    assert!(start.iter().all(|p| !p.selectable && !p.target));
    assert_eq!(
        start[index("d3") as usize].accessibility_label,
        "d3, White piece"
    );
    let session = GameSession::with_seed(two_humans(), 16);
    session
        .import_record_result(
            "[Position \"-----/--b--/-----/-w---/----- b - 0\"]\n1... c4-c3 *".into(),
        )
        .expect("valid");
    assert_eq!(
        session.state().move_rows.first().map(|r| r.first.as_str()),
        Some("…"),
        "Black began: White's half of the first row is left empty"
    );
}

#[test]
fn many_threads_at_once() {
    let session = GameSession::with_seed(two_humans(), 15);
    let handles: Vec<_> = (0..100)
        .map(|i| {
            let s = Arc::clone(&session);
            thread::spawn(move || {
                let state = s.state();
                let _ = s.tap_result(i % 25);
                let _ = s.save_state();
                state.board.points.len()
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
    for mv in &state.move_list() {
        assert!(
            matches!(tap_move(&replay, mv), TapOutcome::Played { .. }),
            "{mv} of {:?} replays",
            state.move_list()
        );
    }
    if !state.board.pending_path.is_empty() {
        for &point in &state.board.pending_path {
            replay
                .tap_result(point)
                .expect("the capture in progress replays");
        }
    } else if let Some(p) = state.board.points.iter().find(|p| p.selected) {
        replay.tap_result(p.index).expect("the selection replays");
    }
    assert_eq!(
        board_of(replay.state()),
        board_of(state.clone()),
        "the record replays to the state"
    );
    let restored = GameSession::restore(session.save_state()).expect("restores");
    assert_eq!(restored.state().move_list(), state.move_list());
    let imported = GameSession::with_seed(session.options(), 0);
    imported
        .import_record_result(session.export_record())
        .expect("its own record");
    // The record holds the moves played; a capture being entered is shown on the board too.
    for &point in &state.board.pending_path {
        imported
            .tap_result(point)
            .expect("the capture in progress replays");
    }
    let pieces = |s: &GameState| s.board.points.iter().map(|p| p.piece).collect::<Vec<_>>();
    assert_eq!(pieces(&imported.state()), pieces(&state));
    assert_eq!(imported.state().move_list(), state.move_list());
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
        session
            .import_record_result(record.into())
            .expect("valid record");
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

#[test]
fn the_board_turns_for_a_person_playing_black_and_the_commands_say_what_applies() {
    let session = GameSession::with_seed(two_humans(), 17);
    let s = session.state();
    assert!(!s.board.flipped, "two people: White at the bottom");
    assert!(s.can_hint() && !s.can_undo && !s.can_review && s.game_over.is_empty());
    assert!(!s.confirm_new_game, "nothing to lose yet");
    tap_move(&session, "c2-c3");
    let s = session.state();
    assert!(s.can_undo && s.can_review && s.confirm_new_game && s.game_over.is_empty());
    // A person playing Black against the AI sees Black's pieces at the bottom.
    session.set_options(Options {
        white: Player::Ai {
            level: AiLevel::Beginner,
        },
        ..two_humans()
    });
    assert!(session.state().board.flipped);
    session.set_options(vs_ai(AiLevel::Beginner));
    assert!(!session.state().board.flipped);
}

#[test]
fn the_move_list_is_numbered_from_whoever_began() {
    let session = GameSession::with_seed(two_humans(), 18);
    for m in ["c2-c3", "c4-c2", "c1-c3"] {
        session.play_notation(m.into()).expect("legal");
    }
    let rows: Vec<String> = session
        .state()
        .move_rows
        .iter()
        .map(|r| r.text.clone())
        .collect();
    assert_eq!(rows, ["1. c2-c3 c4-c2", "2. c1-c3"]);
    // A game set up with Black to move: Black's first move is the second of turn 1.
    session
        .import_record_result(
            "[Position \"-----/--b--/-----/-w---/----- b - 0\"]\n1... c4-c3 *".into(),
        )
        .expect("valid");
    let s = session.state();
    assert_eq!(s.move_rows.len(), 1);
    let row = &s.move_rows[0];
    assert_eq!((row.number, row.first.as_str()), (1, "…"));
    assert_eq!(row.second.as_deref(), Some("c4-c3"));
    assert_eq!(row.text, "1. … c4-c3");
}

#[test]
fn an_opened_record_never_loses_the_game_it_replaces() {
    let session = GameSession::with_seed(two_humans(), 19);
    tap_move(&session, "c2-c3");
    tap_move(&session, "c4-c2");
    let played = session.export_record();
    session
        .import_record_result("1. d3-c3 b3-d3 2. e3-c3 *".into())
        .expect("valid");
    let s = session.state();
    assert_eq!(s.move_list(), ["d3-c3", "b3-d3", "e3-c3"]);
    assert!(
        s.notice().as_deref().is_some_and(|n| n.contains("Undo")),
        "{:?}",
        s.notice()
    );
    assert!(s.can_undo);
    // Another record opened over it: undo still goes back to the game played.
    session
        .import_record_result("[Variant \"alfonso\"]\n1. c2-c3 *".into())
        .expect("valid");
    assert_eq!(session.options().variant, Variant::Alfonso);
    // A move played and taken back leaves the record's game as it was opened.
    let before = session.state().move_list();
    let black = session
        .state()
        .board
        .points
        .iter()
        .find(|p| p.selectable)
        .map(|p| p.index);
    session
        .tap_result(black.expect("a piece to move"))
        .expect("selectable");
    let target = session
        .state()
        .board
        .points
        .iter()
        .find(|p| p.target)
        .map(|p| p.index);
    session
        .tap_result(target.expect("a target"))
        .expect("a move");
    assert!(session.undo(), "the move");
    assert_eq!(session.state().move_list(), before);
    assert!(session.undo(), "the records");
    assert_eq!(session.export_record(), played, "the game played is back");
    assert_eq!(
        session.options().variant,
        Variant::Standard,
        "with its rules"
    );
    assert!(session.undo(), "and its own moves");
    assert!(session.state().move_list().len() < 2);
}

#[test]
fn the_first_launch_choice_sets_the_players() {
    let session = GameSession::with_seed(two_humans(), 20);
    session.choose_first_game(Some(FirstGameChoice::Computer {
        level: AiLevel::Beginner,
        person: Side::Black,
    }));
    let options = session.options();
    assert_eq!(
        (options.white, options.black),
        (
            Player::Ai {
                level: AiLevel::Beginner
            },
            Player::Human
        )
    );
    assert!(session.state().board.flipped);
    let s = wait_for(&session, "the AI to open", person_to_move);
    assert_eq!(s.move_list().len(), 1);
    assert_eq!(
        s.first_game, None,
        "a session not opened from a store asks nothing"
    );
}

#[test]
fn perfect_play_is_worked_out_off_the_callers_thread() {
    let session = GameSession::with_seed(
        Options {
            show_proofs: true,
            ..two_humans()
        },
        22,
    );
    let recorder = Recorder::new();
    session.set_observer(Some(recorder.clone()));
    tap_move(&session, "c2-c3");
    // Whatever the state says now, it says it without searching; once known, it shows.
    let s = when_known(&session, "perfect play");
    assert_eq!(s.known_text(), "White wins with perfect play");
    // The app is told to draw it (after the state changed: wait for the telling).
    common::wait_until("the app told to draw it", || {
        (recorder.count() >= 1).then_some(())
    });
    let over = triple_capture();
    tap_move_rest(&over, &["b2", "b4", "d2", "d4"]);
    let s = over.state();
    assert!(
        !over.known_pending() && s.known_text().is_empty(),
        "nothing once over"
    );
}
