//! The review call as the apps use it: plain data per ply, progress, cancel, reproducible for
//! the session's seed, and an annotated record that every reader of the bindings loads.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

mod common;

use common::{block_on, two_humans};

use alquerque_ffi::{GameSession, Piece, ReviewMark, ReviewObserver, ReviewProgressInfo, Side};

struct Progress(AtomicUsize, Mutex<Vec<ReviewProgressInfo>>);

impl ReviewObserver for Progress {
    fn on_progress(&self, progress: ReviewProgressInfo) {
        self.0.fetch_add(1, Ordering::SeqCst);
        if let Ok(mut all) = self.1.lock() {
            all.push(progress);
        }
    }
}

fn observer() -> Arc<Progress> {
    Arc::new(Progress(AtomicUsize::new(0), Mutex::new(Vec::new())))
}

/// A session of two people who played the opening's three forced-looking moves.
fn opening(seed: u64) -> Arc<GameSession> {
    let session = GameSession::with_seed(two_humans(), seed);
    for m in ["c2-c3", "c4-c2", "c1-c3"] {
        session.play_notation(m.to_string()).expect("legal");
    }
    session
}

#[test]
fn a_review_is_plain_data_for_every_ply() {
    let session = opening(7);
    let progress = observer();
    let review = block_on(session.review(Some(progress.clone())));
    assert!(review.complete);
    assert_eq!(review.plies.len(), 3);
    let notations: Vec<&str> = review.plies.iter().map(|p| p.notation.as_str()).collect();
    assert_eq!(notations, ["c2-c3", "c4-c2", "c1-c3"]);
    let first = &review.plies[0];
    assert_eq!(first.mover, Side::White);
    assert_eq!(first.played.notation, "c2-c3");
    assert_eq!(
        first.pieces_before[12],
        Piece::Empty,
        "c3 is empty at the start"
    );
    assert_eq!(first.pieces_before.len(), 25);
    assert_eq!(first.best_value, first.before);
    assert!((0.0..=1.0).contains(&first.before) && (0.0..=1.0).contains(&first.after));
    assert_eq!(first.white_after, first.after, "White moved");
    assert_eq!(
        first.proven.as_deref(),
        Some("wins with perfect play"),
        "the solved game: c2-c3 keeps White's win"
    );
    let second = &review.plies[1];
    assert_eq!(second.mover, Side::Black);
    assert_eq!(second.mark, ReviewMark::OnlyMove);
    assert_eq!(second.mark_text, "only move");
    assert_eq!(second.best.notation, "c4-c2");
    assert!((second.white_after - (1.0 - second.after)).abs() < 1e-6);
    assert!(second.comment.starts_with("only move: "));
    // Progress: at the start and after each of the four positions.
    let seen = progress.1.lock().expect("lock").clone();
    assert_eq!(progress.0.load(Ordering::SeqCst), 5);
    assert_eq!(seen.first().map(|p| p.positions_done), Some(0));
    assert!(seen.iter().all(|p| p.positions == 4));
    assert_eq!(seen.last().map(|p| p.positions_done), Some(4));
    // The same seed gives the same review.
    let again = block_on(opening(7).review(None));
    assert_eq!(again, review);
}

#[test]
fn the_annotated_record_loads_in_every_reader() {
    let session = opening(3);
    let review = block_on(session.review(None));
    let record = review.annotated_record;
    assert_eq!(record.matches('{').count(), 3, "{record}");
    let imported = GameSession::with_seed(two_humans(), 1);
    imported.import_record(record.clone()).expect("imports");
    assert_eq!(imported.state().move_list, ["c2-c3", "c4-c2", "c1-c3"]);
    let restored = GameSession::restore(record).expect("restores as a saved game");
    assert_eq!(restored.state().move_list, ["c2-c3", "c4-c2", "c1-c3"]);
}

#[test]
fn a_review_can_be_cancelled_and_the_game_goes_on_meanwhile() {
    let session = opening(5);
    for m in ["a3-c1", "c3-a3", "b4-c4", "b1-b2", "a4-b4"] {
        session.play_notation(m.to_string()).expect("legal");
    }
    let progress = observer();
    let s2 = Arc::clone(&session);
    let p2 = progress.clone();
    let worker = thread::spawn(move || block_on(s2.review(Some(p2))));
    let mut waited = 0;
    while progress.0.load(Ordering::SeqCst) == 0 && waited < 2000 {
        thread::sleep(Duration::from_millis(5));
        waited += 1;
    }
    // The game is not blocked by the review.
    session.play_notation("d1-b1".to_string()).expect("legal");
    session.cancel_review();
    let review = worker.join().expect("the review returns");
    assert!(!review.complete);
    assert!(
        review.plies.len() < 8,
        "the review is of the game as it was asked"
    );
    // Nothing is left running: a new review runs to the end.
    let full = block_on(opening(5).review(None));
    assert!(full.complete);
}
