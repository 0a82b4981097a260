//! The one error type of the API. Every message is a sentence a player can read.

/// Why a call could not be carried out. The call changed nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
#[uniffi(flat_error)]
pub enum AlquerqueError {
    /// A move or a tap is not legal now; the message says why.
    #[error("{0}")]
    IllegalMove(String),
    /// The point cannot be selected now; the message says what can.
    #[error("{0}")]
    NotSelectable(String),
    /// It is the AI's turn, not a human's.
    #[error("It is not your turn: the AI is to move.")]
    NotYourTurn,
    /// The game is over.
    #[error("The game is over. Start a new game.")]
    GameOver,
    /// A saved game or game record could not be read; the message says where and why.
    #[error("{0}")]
    InvalidRecord(String),
    /// Something the app keeps could not be read or written; the message says why.
    #[error("{0}")]
    Storage(String),
    /// A point index outside 0..25.
    #[error("There is no point {0} on the board.")]
    NoSuchPoint(i32),
}
