//! Game review for the apps: the core reviews the session's game in the background (progress,
//! cancel, like `think`) and the result comes back as plain data the review screen draws: per
//! ply the move, who made it, the board before it, the expected result before and after, the
//! engine's better move, the mark and what is proven. Nothing is judged here: every number
//! and word is the core's (`alquerque_core::review`).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use alquerque_core::review::{
    annotated_record, start_review, Mark, PlyReview, Review, ReviewParams, ReviewProgress,
};
use alquerque_core::{Color, Game};
use futures_channel::oneshot;

use super::{CancelOnDrop, GameSession, State};
use crate::types::{MoveInfo, Piece, Side};

/// How good a move was: the core's mark, called `ReviewMark` in Kotlin and Swift.
pub type ReviewMark = Mark;

#[uniffi::remote(Enum)]
pub enum ReviewMark {
    /// The engine's own choice, or an equally fast proven win.
    Best,
    /// Not the engine's choice, but costs (almost) nothing.
    Good,
    /// Gives away a little.
    Inaccuracy,
    /// Gives away a lot.
    Mistake,
    /// Gives away the game, or most of it.
    Blunder,
    /// The only legal move: nothing to judge.
    OnlyMove,
}

/// Receives a review's progress. Implemented by the apps; called on the review's thread at
/// the start and after each position, so implementations hand the value to their UI thread.
#[uniffi::export(with_foreign)]
pub trait ReviewObserver: Send + Sync {
    /// How far the review has got.
    fn on_progress(&self, progress: ReviewProgressInfo);
}

/// How far a review has got, for a progress bar.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewProgressInfo {
    /// Positions searched so far.
    pub positions_done: u32,
    /// Positions to search in all (one more than the moves).
    pub positions: u32,
    /// Milliseconds since the review began.
    pub elapsed_ms: u64,
}

/// One ply of a review, everything its row and its board show.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct PlyReviewInfo {
    /// The ply's index, 0 for the first move.
    pub ply: u32,
    /// The move played, e.g. `c2-c3`.
    pub notation: String,
    /// Who played it.
    pub mover: Side,
    /// The move played, for drawing on the board.
    pub played: MoveInfo,
    /// The 25 points before the move, a1 to e5: the position to show when the ply is tapped.
    pub pieces_before: Vec<Piece>,
    /// The mover's expected result before the move, 0 (loss) to 1 (win).
    pub before: f32,
    /// The same in words: `62.4%`, `wins in 3`, `loses in 2`.
    pub before_text: String,
    /// The mover's expected result after the move.
    pub after: f32,
    /// The same in words.
    pub after_text: String,
    /// White's expected result before the move: the review graph's value left of this ply.
    pub white_before: f32,
    /// White's expected result after the move: the graph's value at this ply.
    pub white_after: f32,
    /// The engine's best move in the position before (the same as `played` when it was
    /// played), for drawing on the board.
    pub best: MoveInfo,
    /// The best move's value for the mover (equal to `before`).
    pub best_value: f32,
    /// How good the move was.
    pub mark: ReviewMark,
    /// The mark in words: `best`, `only move`.
    pub mark_text: String,
    /// What is proven, in words (`wins in 3 -> loses in 1; gives the win away`), or nothing.
    pub proven: Option<String>,
    /// The whole annotation in one line, as the game record carries it.
    pub comment: String,
}

/// A finished (or cancelled) review of the session's game.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct GameReview {
    /// The plies reviewed, from the first.
    pub plies: Vec<PlyReviewInfo>,
    /// Whether every ply was reviewed (false when cancelled, or when another review or a
    /// cancel cut it short).
    pub complete: bool,
    /// The game record with every reviewed ply's annotation as a comment: for sharing or
    /// saving; every record reader loads it.
    pub annotated_record: String,
}

/// The review running for a session, to cancel it.
pub(super) struct Running {
    id: u64,
    handle: alquerque_core::review::ReviewHandle,
}

impl Running {
    pub(super) fn cancel(&self) {
        self.handle.cancel();
    }
}

fn for_white(mover: Color, value: f32) -> f32 {
    match mover {
        Color::White => value,
        Color::Black => 1.0 - value,
    }
}

fn ply_info(game: &Game, p: &PlyReview) -> PlyReviewInfo {
    PlyReviewInfo {
        ply: p.ply as u32,
        notation: p.played.to_string(),
        mover: p.mover,
        played: MoveInfo::new(p.played, p.mover),
        pieces_before: Piece::all(&game.positions()[p.ply]),
        before: p.before.expected(),
        before_text: p.before.to_string(),
        after: p.after.expected(),
        after_text: p.after.to_string(),
        white_before: for_white(p.mover, p.before.expected()),
        white_after: for_white(p.mover, p.after.expected()),
        best: MoveInfo::new(p.best, p.mover),
        best_value: p.before.expected(),
        mark: p.mark,
        mark_text: p.mark.name().to_string(),
        proven: p.proven_text(),
        comment: p.comment(),
    }
}

fn game_review(game: &Game, review: &Review) -> GameReview {
    GameReview {
        plies: review.plies.iter().map(|p| ply_info(game, p)).collect(),
        complete: review.complete,
        annotated_record: annotated_record(game, review),
    }
}

fn progress_info(p: &ReviewProgress) -> ReviewProgressInfo {
    ReviewProgressInfo {
        positions_done: p.positions_done.min(u32::MAX as usize) as u32,
        positions: p.positions.min(u32::MAX as usize) as u32,
        elapsed_ms: p.elapsed.as_millis().min(u64::MAX as u128) as u64,
    }
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

#[uniffi::export]
impl GameSession {
    /// Reviews the game played so far (moves taken back are not part of it) off the caller's
    /// thread, at the core's fixed budget (about ten seconds for a 60-ply game on one phone
    /// core): reproducible for the session's seed. Progress goes to `observer`. A review
    /// started while another runs cancels the other; the game may go on meanwhile (the
    /// review is of the game as it was). Returns the review; `complete` is false if it was
    /// cancelled.
    pub async fn review(&self, observer: Option<Arc<dyn ReviewObserver>>) -> GameReview {
        let (rx, id, game) = {
            let mut st = self.lock();
            if let Some(old) = st.review.take() {
                old.cancel();
            }
            let game = st.game.clone();
            let (tx, rx) = oneshot::channel();
            let on_progress = observer.map(|o| {
                Box::new(move |p: &ReviewProgress| o.on_progress(progress_info(p)))
                    as alquerque_core::review::ReviewProgressCallback
            });
            let handle = start_review(
                game.clone(),
                ReviewParams::default(),
                st.seed,
                on_progress,
                Some(Box::new(move |r: &Review| {
                    // The receiver is gone only if the caller dropped the future.
                    let _ = tx.send(r.clone());
                })),
            );
            let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
            st.review = Some(Running { id, handle });
            (rx, id, game)
        };
        let guard = CancelOnDrop::new(&self.state, |st: &mut State| {
            if st.review.as_ref().is_some_and(|r| r.id == id) {
                if let Some(r) = st.review.take() {
                    r.cancel();
                }
            }
        });
        let review = rx.await.unwrap_or_default();
        guard.disarm();
        let mut st = self.lock();
        if st.review.as_ref().is_some_and(|r| r.id == id) {
            st.review = None;
        }
        drop(st);
        game_review(&game, &review)
    }

    /// Stops the running review, if any: it returns at once with the plies finished so far.
    pub fn cancel_review(&self) {
        if let Some(r) = self.lock().review.take() {
            r.cancel();
        }
    }
}
