//! Every action the apps forward answers with one [`Outcome`]: done (with the move to
//! animate), or refused with the words the screen's state also shows. Nothing is thrown for a
//! shell to catch and drop. And the board's animation rule: a move animates only while the
//! board shows the position it led to.

mod common;

use alquerque_ffi::{
    keeps_animation, AnalysisBoard, GameSession, Lesson, Outcome, Puzzles, Variant,
};
use common::{index, two_humans, Screen};

fn refused(outcome: Outcome) -> String {
    match outcome {
        Outcome::Refused { reason } => reason,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn a_refused_tap_answers_with_the_words_the_state_shows() {
    let session = GameSession::with_seed(two_humans(), 3);
    let reason = refused(session.tap(index("c3")));
    assert!(reason.contains("empty"), "{reason}");
    assert_eq!(session.state().notice(), Some(reason.clone()));
    assert!(refused(session.tap(25)).contains("25"), "no such point");

    let puzzles = Puzzles::new(Vec::new());
    let empty = puzzles
        .state()
        .board
        .points
        .iter()
        .find(|p| p.piece == alquerque_ffi::Piece::Empty)
        .map(|p| p.index)
        .expect("an empty point");
    let reason = refused(puzzles.tap(empty));
    assert_eq!(puzzles.state().notice, Some(reason));

    let lesson = Lesson::new();
    let reason = refused(lesson.tap(99));
    assert!(!reason.is_empty());

    let board = AnalysisBoard::from_text(
        "-----/--b--/-b---/-w---/----- w - 0".into(),
        Variant::Standard,
        false,
    )
    .expect("a position");
    let reason = refused(board.set_position_text("not a position".into()));
    assert_eq!(board.state().notice, Some(reason));
}

#[test]
fn a_move_is_done_with_the_move_to_animate_and_the_animation_follows_the_board() {
    let session = GameSession::with_seed(two_humans(), 3);
    assert_eq!(session.tap(index("c2")), Outcome::Done { played: None });
    let selected = session.state().board;
    let Outcome::Done {
        played: Some(played),
    } = session.tap(index("c3"))
    else {
        panic!("c2-c3 is played");
    };
    assert_eq!(played.info.notation, "c2-c3");
    let after = session.state().board;
    assert!(
        !keeps_animation(&selected, &after),
        "a move changes the board shown"
    );
    assert!(
        keeps_animation(&after, &session.state().board),
        "reading again does not"
    );
    // Taking it back drops it; a selection on the board before does not change it.
    session.undo();
    assert!(
        !keeps_animation(&after, &session.state().board),
        "an undo drops it"
    );
    assert_eq!(session.tap(index("c2")), Outcome::Done { played: None });
    assert!(
        keeps_animation(&selected, &session.state().board),
        "a selection keeps it"
    );
}
