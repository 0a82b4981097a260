//! Moves entered by tapping: a tap selects a piece, puts it down, or moves it a step or a jump;
//! a capture is entered jump by jump. A tap that does not fit changes nothing and says why.

use alquerque_core::Square;

use super::search::SearchKind;
use super::{capitalise, square, State};
use crate::error::AlquerqueError;
use crate::types::MoveInfo;

/// What a tap did.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
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
    /// A whole move was completed and played.
    Played {
        /// The move.
        mv: MoveInfo,
    },
}

impl State {
    /// Takes up a capture that was being entered when the session was saved, if it is still
    /// the start of a legal capture for a human to move (anything else is dropped).
    pub(super) fn resume_entry(&mut self, pending: Vec<Square>) {
        if pending.len() >= 2 {
            self.entry = pending;
            // Targets exist exactly when the jumps made begin a longer legal path.
            if self.targets().is_empty() {
                self.entry.clear();
            }
        }
    }

    /// The points a tap may select now.
    pub(super) fn selectable(&self) -> Vec<Square> {
        if !self.human_to_move() {
            return Vec::new();
        }
        if self.entry.len() >= 2 {
            return Vec::new();
        }
        let mut from: Vec<Square> = self.legal_moves().iter().map(|m| m.from()).collect();
        from.sort();
        from.dedup();
        from
    }

    /// The points the entered piece can go to next.
    pub(super) fn targets(&self) -> Vec<Square> {
        if self.entry.is_empty() || !self.human_to_move() {
            return Vec::new();
        }
        let n = self.entry.len();
        let mut t: Vec<Square> = self
            .legal_moves()
            .iter()
            .filter_map(|m| {
                let path: Vec<Square> = m.path().collect();
                (path.len() > n && path[..n] == self.entry[..]).then(|| path[n])
            })
            .collect();
        t.sort();
        t.dedup();
        t
    }

    pub(super) fn tap(&mut self, index: i32) -> Result<TapOutcome, AlquerqueError> {
        let sq = square(index)?;
        if self.status().is_over() {
            return Err(AlquerqueError::GameOver);
        }
        if !self.human_to_move() {
            return Err(AlquerqueError::NotYourTurn);
        }
        if matches!(&self.search, Some(s) if s.kind == SearchKind::Hint) {
            // The player moves on: the hint is no longer wanted.
            self.cancel_search();
        }
        if self.entry.is_empty() {
            if self.selectable().contains(&sq) {
                self.entry.push(sq);
                return Ok(TapOutcome::Selected { point: index });
            }
            return Err(AlquerqueError::NotSelectable(self.why_not_selectable(sq)));
        }
        let targets = self.targets();
        if targets.contains(&sq) {
            self.entry.push(sq);
            let complete = self
                .legal_moves()
                .into_iter()
                .find(|m| m.path().eq(self.entry.iter().copied()));
            return match complete {
                Some(mv) => Ok(TapOutcome::Played { mv: self.play(mv)? }),
                None => Ok(TapOutcome::KeepJumping { point: index }),
            };
        }
        if self.entry.len() >= 2 {
            let at = self.entry[self.entry.len() - 1];
            let list: Vec<String> = targets.iter().map(|t| t.to_string()).collect();
            return Err(AlquerqueError::IllegalMove(format!(
                "The capture must go on from {at}: jump to {}.",
                list.join(" or ")
            )));
        }
        // One piece selected.
        if sq == self.entry[0] {
            self.entry.clear();
            return Ok(TapOutcome::Deselected);
        }
        if self.selectable().contains(&sq) {
            self.entry = vec![sq];
            return Ok(TapOutcome::Selected { point: index });
        }
        let reason = match self.game.position().move_along(&[self.entry[0], sq]) {
            Err(e) => capitalise(&e.reason.to_string()),
            Ok(_) => "That is not a move.".to_string(),
        };
        Err(AlquerqueError::IllegalMove(reason))
    }

    pub(super) fn why_not_selectable(&self, sq: Square) -> String {
        let pos = self.game.position();
        let side = pos.turn();
        match pos.piece_at(sq) {
            None => format!("{sq} is empty: select one of your pieces."),
            Some(c) if c != side => format!("That is a {c} piece: you play {side}."),
            Some(_) if pos.has_capture() => {
                "A capture is compulsory: select a piece that can capture.".to_string()
            }
            Some(_) => "That piece has no legal move.".to_string(),
        }
    }
}
