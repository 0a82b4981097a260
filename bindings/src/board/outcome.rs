//! What came of an action a screen forwarded, one type for every screen: done (with the move
//! it played, for the board to animate), or refused with the words to show. The apps never
//! catch an error from an action: a refusal is an answer like any other, and the screen's
//! state says it too (its notice, and its feedback plays the refusal's sound).

use crate::board::records::PlayedMove;
use crate::runtime::error::AlquerqueError;

/// What came of an action.
#[derive(Clone, Debug, PartialEq, uniffi::Enum)]
pub enum Outcome {
    /// Done. `played` is the move it played, if any, for the board to animate.
    Done {
        /// The move played, to animate.
        played: Option<PlayedMove>,
    },
    /// Refused: nothing changed but the notice, which says the same words.
    Refused {
        /// Why, in a sentence for the player.
        reason: String,
    },
}

impl Outcome {
    /// The outcome of `result`, the move it played read by `played`.
    pub(crate) fn of<T>(
        result: Result<T, AlquerqueError>,
        played: impl FnOnce(T) -> Option<PlayedMove>,
    ) -> Outcome {
        match result {
            Ok(value) => Outcome::Done {
                played: played(value),
            },
            Err(e) => Outcome::Refused {
                reason: e.to_string(),
            },
        }
    }
}

impl From<Result<(), AlquerqueError>> for Outcome {
    fn from(result: Result<(), AlquerqueError>) -> Outcome {
        Outcome::of(result, |()| None)
    }
}
