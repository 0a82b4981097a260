//! The game in progress as other screens sum it up (the home's Continue card): the pieces,
//! who plays whom, whose turn, how far it went. Read from the session; nothing changes.

use alquerque_core::Color;

use super::{player_of, GameSession};
use crate::board::records::{Options, Piece, Player};

/// The app's game as it stands, for a screen that shows it small.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct GameSummary {
    /// The 25 points, a1 to e5.
    pub pieces: Vec<Piece>,
    /// The players and the rules.
    pub options: Options,
    /// The side to move.
    pub to_move: Color,
    /// The moves played.
    pub moves: usize,
    /// The game is over.
    pub over: bool,
    /// The first launch's question is still open: nobody has played here before.
    pub first_launch: bool,
    /// Whether the person's side is drawn at the bottom (as the game screen turns the board).
    pub flipped: bool,
}

impl GameSummary {
    /// Who plays the side to move.
    pub fn player_to_move(&self) -> Player {
        player_of(&self.options, self.to_move)
    }
}

impl GameSession {
    /// The game as it stands, summed up.
    pub(crate) fn summary(&self) -> GameSummary {
        let st = self.lock();
        let position = st.game.position();
        let options = st.options.clone();
        GameSummary {
            pieces: Piece::all(position),
            flipped: options.white != Player::Human && options.black == Player::Human,
            options,
            to_move: st.game.turn(),
            moves: st.game.moves().len(),
            over: st.status().is_over(),
            first_launch: st.first_game,
        }
    }
}
