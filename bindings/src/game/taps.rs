//! Moves entered by tapping on the game screen: the shared [`Entry`] decides what a tap
//! selects, moves or refuses; here a completed move is played, and taps are refused when the
//! game is over or it is the AI's turn.

use alquerque_core::Square;

use super::search::SearchKind;
use super::State;
use crate::board::entry::{square, Entry, Step};
use crate::board::records::PlayedMove;
use crate::runtime::error::AlquerqueError;

/// What a tap did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TapOutcome {
    /// A piece was selected; its targets are in the board state.
    Selected {
        /// The selected point.
        point: i32,
    },
    /// The selected piece was put down again.
    Deselected,
    /// A jump was made and the capture must go on from `point`.
    KeepJumping {
        /// Where the capturing piece now stands.
        point: i32,
    },
    /// A whole move was completed and played: the board animates it from its last hop
    /// entered.
    Played {
        /// The move.
        played: PlayedMove,
    },
}

impl TapOutcome {
    /// The move it played, for the board to animate.
    pub(crate) fn played(self) -> Option<PlayedMove> {
        match self {
            TapOutcome::Played { played } => Some(played),
            _ => None,
        }
    }
}

impl State {
    /// Takes up a capture that was being entered when the session was saved, if it is still
    /// the start of a legal capture for a human to move (anything else is dropped).
    pub(super) fn resume_entry(&mut self, pending: Vec<Square>) {
        if self.human_to_move() {
            self.entry = Entry::resume(pending, &self.legal_moves());
        }
    }

    pub(super) fn tap(&mut self, index: i32) -> Result<TapOutcome, AlquerqueError> {
        let sq = square(index)?;
        if self.status().is_over() {
            return Err(AlquerqueError::GameOver);
        }
        if !self.human_to_move() {
            return Err(self.not_your_turn());
        }
        self.friend_may_move()?;
        if matches!(&self.search, Some(s) if s.kind == SearchKind::Hint) {
            // The player moves on: the hint is no longer wanted.
            self.cancel_search();
        }
        let moves = self.legal_moves();
        // The jumps entered before this tap are on the board already.
        let shown = self.entry.path().len().saturating_sub(1);
        Ok(match self.entry.tap(sq, self.game.position(), &moves)? {
            Step::Selected(sq) => TapOutcome::Selected {
                point: sq.index() as i32,
            },
            Step::Deselected => TapOutcome::Deselected,
            Step::KeepJumping(sq) => TapOutcome::KeepJumping {
                point: sq.index() as i32,
            },
            Step::Complete(mv) => TapOutcome::Played {
                played: self.play(mv, shown)?,
            },
        })
    }
}
