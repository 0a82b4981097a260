//! Every string and number the apps pass in may be anything: the session answers with a typed
//! error, never panics, and a refused input changes nothing.

mod common;
#[allow(unused_imports)]
use common::Screen;

use alquerque_ffi::GameSession;
use common::{board_of, index, triple_capture, two_humans};
use proptest::prelude::*;

/// A session a few moves into a game, with one move undone, so there is state to lose.
fn session_in_play() -> std::sync::Arc<GameSession> {
    let session = GameSession::with_seed(two_humans(), 7);
    // Three moves entered by taps: the first selectable point, then its first target, until
    // the move is played.
    for _ in 0..3 {
        let moves_before = session.state().move_list().len();
        while session.state().move_list().len() == moves_before {
            let state = session.state();
            let point = state
                .board
                .points
                .iter()
                .find(|p| p.target)
                .or_else(|| state.board.points.iter().find(|p| p.selectable))
                .expect("a move to make");
            session.tap_result(point.index).expect("a legal tap");
        }
    }
    assert!(session.undo());
    session
}

/// A saved state with a capture half entered, to mutate.
fn saved_text() -> String {
    let session = triple_capture();
    session.tap_result(index("b2")).expect("b2 is selectable");
    session.tap_result(index("b4")).expect("b4 is a target");
    session.save_state()
}

/// Cuts, duplicates or replaces characters of `text` at the given places.
fn mutate(text: &str, edits: &[(usize, u8, char)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(at, kind, c) in edits {
        if chars.is_empty() {
            break;
        }
        let i = at % chars.len();
        match kind % 3 {
            0 => {
                chars.remove(i);
            }
            1 => chars.insert(i, c),
            _ => chars[i] = c,
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #[test]
    fn refused_records_and_moves_change_nothing(text in "\\PC{0,80}") {
        let session = session_in_play();
        let before = (board_of(session.state()), session.export_record(), session.save_state());
        if session.import_record_result(text.clone()).is_err() {
            prop_assert_eq!(&before, &(board_of(session.state()), session.export_record(), session.save_state()));
        }
        // Another session: another game, with its own identifier for the statistics.
        let session = session_in_play();
        let before = (board_of(session.state()), session.export_record(), session.save_state());
        if session.play_notation(text.clone()).is_err() {
            prop_assert_eq!(&before, &(board_of(session.state()), session.export_record(), session.save_state()));
        }
        let _ = GameSession::restore(text);
    }

    #[test]
    fn refused_taps_change_nothing(points in proptest::collection::vec(any::<i32>(), 1..20)) {
        let session = session_in_play();
        for p in points {
            let before = (board_of(session.state()), session.save_state());
            if session.tap_result(p).is_err() {
                prop_assert_eq!(&before, &(board_of(session.state()), session.save_state()));
            }
        }
    }

    #[test]
    fn damaged_saves_restore_or_are_refused(
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), any::<char>()), 1..6)
    ) {
        let text = mutate(&saved_text(), &edits);
        if let Ok(session) = GameSession::restore(text) {
            // Whatever was read is a consistent session that saves and restores again.
            let state = board_of(session.state());
            let again = GameSession::restore(session.save_state()).expect("its own save");
            prop_assert_eq!(state, board_of(again.state()));
        }
    }
}

/// Every option the apps can send, in any order and combination, with any seed.
fn options_strategy() -> impl Strategy<Value = alquerque_ffi::Options> {
    use alquerque_ffi::{ai_levels, variants, Options, Player};
    let levels = ai_levels();
    let variants = variants();
    let player = (0..=levels.len()).prop_map(move |i| match levels.get(i) {
        Some(l) => Player::Ai { level: l.level },
        None => Player::Human,
    });
    (
        player.clone(),
        player,
        any::<bool>(),
        0..variants.len(),
        any::<bool>(),
        any::<bool>(),
        any::<(bool, bool, bool)>(),
    )
        .prop_map(
            move |(
                white,
                black,
                reversal_allowed,
                v,
                show_targets,
                show_notation,
                (sound, haptics, show_proofs),
            )| {
                Options {
                    white,
                    black,
                    reversal_allowed,
                    variant: variants[v].variant,
                    show_targets,
                    show_notation,
                    sound,
                    haptics,
                    show_proofs,
                }
            },
        )
}

proptest! {
    /// The lesson takes any point: a refused tap (or a try that is not what the step asks)
    /// changes nothing but the line that says why; any step can be gone to and from.
    #[test]
    fn the_lesson_takes_any_tap(
        points in proptest::collection::vec(prop_oneof![0..25i32, any::<i32>()], 1..40),
    ) {
        let lesson = alquerque_ffi::Lesson::new();
        for p in points {
            let before = lesson.state();
            match lesson.tap_result(p) {
                Err(_) => {
                    // Nothing played: the pieces as they were (a wrong try leaves its piece
                    // picked up again, at its start).
                    let after = lesson.state();
                    let pieces = |s: &alquerque_ffi::LessonState| {
                        s.board.points.iter().map(|p| p.piece).collect::<Vec<_>>()
                    };
                    let before_tap = before.board.pending_path.is_empty();
                    if before_tap {
                        prop_assert_eq!(pieces(&after), pieces(&before));
                    }
                    prop_assert!(after.board.last_move.is_none());
                    prop_assert_eq!(after.step, before.step);
                    prop_assert!(!after.status_text.is_empty());
                }
                Ok(alquerque_ffi::LessonTap::Done { .. }) => {
                    prop_assert!(lesson.state().done);
                    lesson.next();
                }
                Ok(_) => {}
            }
            prop_assert_eq!(lesson.state().board.points.len(), 25);
        }
    }

    #[test]
    fn any_options_and_seed_make_a_working_session(
        first in options_strategy(),
        then in proptest::collection::vec(options_strategy(), 0..4),
        seed in any::<u64>(),
    ) {
        let session = GameSession::with_seed(first, seed);
        for options in then {
            session.set_options(options.clone());
            prop_assert_eq!(session.options(), options);
            let state = session.state();
            prop_assert_eq!(state.board.points.len(), 25);
            let again = GameSession::restore(session.save_state()).expect("its own save");
            prop_assert_eq!(again.options(), session.options());
        }
        for variant in alquerque_ffi::variants() {
            prop_assert!(!alquerque_ffi::rules_text(variant.variant, seed % 2 == 0).is_empty());
        }
    }
}

/// Strings far longer than any record or move are refused at once, with nothing changed.
#[test]
fn huge_strings_are_refused_and_change_nothing() {
    let session = session_in_play();
    let before = (board_of(session.state()), session.save_state());
    let huge = format!("1. {}", "c2-c3 ".repeat(1 << 19));
    assert!(session.import_record_result(huge.clone()).is_err());
    assert!(session.play_notation(huge.clone()).is_err());
    assert!(GameSession::restore(huge).is_err());
    assert_eq!(before, (board_of(session.state()), session.save_state()));
}
