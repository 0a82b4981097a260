//! The review's swipe in a right-to-left language: a binary of its own, since the language is
//! the process's and the other review tests read English words.

mod common;

use common::{block_on, two_humans};

use alquerque_ffi::{set_languages, GameSession, Swipe};

#[test]
fn in_arabic_the_swipes_turn_round_with_the_mirrored_buttons() {
    let session = GameSession::with_seed(two_humans(), 3);
    for mv in ["c2-c3", "c4-c2", "c1-c3"] {
        session.play_notation(mv.into()).expect("legal");
    }
    let run = session.review();
    block_on(run.finished());
    assert!(run.select(0));
    // English: Next stands on the right, so a swipe to the left shows the next ply.
    set_languages(vec!["en".into()]);
    assert!(!run.swipe(Swipe::Right), "nothing before the first ply");
    assert!(run.swipe(Swipe::Left));
    assert_eq!(run.state().selected, Some(1));
    // Arabic: the screen mirrors and Next stands on the left; the board does not mirror, but
    // the page turns the way the buttons read.
    set_languages(vec!["ar".into()]);
    assert!(run.swipe(Swipe::Right));
    assert_eq!(run.state().selected, Some(2));
    assert!(!run.swipe(Swipe::Right), "nothing after the last ply");
    assert!(run.swipe(Swipe::Left));
    assert_eq!(run.state().selected, Some(1));
    set_languages(vec!["en".into()]);
}
