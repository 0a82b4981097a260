//! Opening the review of the game on screen: one run per game, handed out again while it
//! serves the same record, so leaving the review screen and coming back loses nothing.

use std::sync::Arc;

use alquerque_core::Color;

use super::{player_of, GameSession};
use crate::board::records::Player;
use crate::review::ReviewRun;

#[uniffi::export]
impl GameSession {
    /// The review of the game played so far (moves taken back are not part of it): the one
    /// this session started for the same game if it is running or finished, else a new one,
    /// started now off the caller's thread at the core's fixed budget (about ten seconds for
    /// a 60-ply game on one phone core). The game may go on meanwhile: the review is of the
    /// game as it was.
    pub fn review(&self) -> Arc<ReviewRun> {
        let mut st = self.lock();
        let record = st.game.to_record();
        if let Some(run) = st.review.as_ref().filter(|r| r.serves(&record)) {
            return Arc::clone(run);
        }
        let people = [Color::White, Color::Black]
            .into_iter()
            .filter(|&side| player_of(&st.options, side) == Player::Human)
            .collect();
        let run = ReviewRun::start(st.game.clone(), people);
        st.review = Some(Arc::clone(&run));
        run
    }
}
