//! What perfect play proves reaches the apps, when the player asks for it: the line under the
//! board and the hint. Off by default, nothing is shown or worked out while a game goes on.

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{two_humans, wait_for, when_known};

use alquerque_ffi::{GameSession, Options, Variant};

fn hinted(session: &GameSession) -> String {
    session.hint();
    let s = wait_for(session, "the hint", |s| !s.thinking);
    s.board.hint.expect("a hint was expected").notation
}

/// Two people, with what perfect play proves shown.
fn proving() -> Options {
    Options {
        show_proofs: true,
        ..two_humans()
    }
}

/// What perfect play proves, once worked out (on a thread of its own).
fn known(session: &GameSession) -> String {
    when_known(session, "perfect play").known_text()
}

#[test]
fn the_start_is_known_and_the_hint_is_the_winning_move() {
    let session = GameSession::with_seed(proving(), 1);
    assert_eq!(known(&session), "White wins with perfect play");
    // Only c2-c3 wins from the start: the hint gives it, with no search.
    assert_eq!(hinted(&session), "c2-c3");
    session.play_notation("c2-c3".into()).expect("legal");
    assert_eq!(known(&session), "White wins with perfect play");
}

#[test]
fn a_move_that_gives_the_win_away_is_named() {
    // Black to move wins only with b5-c5 (the proof search says so, and the core's tests
    // check such verdicts against it); b5-b4 hands the win to White.
    let session = GameSession::with_seed(proving(), 2);
    session
        .import_record_result("[Position \"-b--w/-----/-w---/-----/----- b - 0\"]\n*".into())
        .expect("valid record");
    assert_eq!(known(&session), "Black wins with perfect play");
    assert_eq!(hinted(&session), "b5-c5");
    session.play_notation("b5-b4".into()).expect("legal");
    assert_eq!(
        known(&session),
        "Black gave the win away: White wins with perfect play"
    );
    // Undo restores what was known before.
    assert!(session.undo());
    assert_eq!(known(&session), "Black wins with perfect play");
}

#[test]
fn nothing_is_claimed_under_rules_with_draws() {
    for options in [
        Options {
            variant: Variant::Alfonso,
            ..proving()
        },
        Options {
            reversal_allowed: true,
            ..proving()
        },
    ] {
        let session = GameSession::with_seed(options, 3);
        let s = session.state();
        assert!(!session.known_pending(), "nothing is worked out");
        assert_eq!(s.known_text(), "");
    }
}

#[test]
fn what_is_shown_depends_on_the_position_not_on_the_way_there() {
    let record = "[Position \"-bb-b/b--w-/b----/-----/w---- b b5>,c5> 0\"]\n*";
    let direct = GameSession::with_seed(proving(), 4);
    direct
        .import_record_result(record.into())
        .expect("valid record");
    // The other session looks at many positions first (each worked out on the way).
    let roundabout = GameSession::with_seed(proving(), 5);
    for mv in ["c2-c3", "c4-c2", "c1-c3", "a3-c1", "c3-a3", "b4-c3"] {
        roundabout.play_notation(mv.into()).expect("legal");
        let _ = known(&roundabout);
    }
    roundabout
        .import_record_result(record.into())
        .expect("valid record");
    assert_eq!(known(&roundabout), known(&direct));
}

#[test]
fn with_the_option_off_a_game_shows_no_verdict_and_works_none_out() {
    for options in [two_humans(), alquerque_ffi::default_options()] {
        assert!(!options.show_proofs, "off by default");
        let session = GameSession::with_seed(options.clone(), 6);
        let s = session.state();
        assert!(!session.known_pending(), "nothing is worked out");
        assert_eq!(s.caption, "", "nothing under the board");
        // Turned on, the verdict comes; turned off again, it goes.
        session.set_options(Options {
            show_proofs: true,
            ..options.clone()
        });
        assert_eq!(known(&session), "White wins with perfect play");
        session.set_options(options);
        assert!(!session.state().caption.contains("perfect play proves"));
        assert!(!session.state().caption.contains("wins with perfect play"));
    }
}
