//! The one error type of the API. Every message is a sentence a player can read, in the
//! language in force when it is read (see `language.rs`).

use std::fmt;

use alquerque_text::Message;

use crate::runtime::language::say;

/// Why a call could not be carried out. The call changed nothing.
#[derive(Debug, Clone, PartialEq, uniffi::Error)]
#[uniffi(flat_error)]
pub enum AlquerqueError {
    /// A move or a tap is not legal now; the message says why.
    IllegalMove(Message),
    /// The point cannot be selected now; the message says what can.
    NotSelectable(Message),
    /// It is the AI's turn, not a human's.
    NotYourTurn,
    /// The game is over.
    GameOver,
    /// A saved game or game record could not be read; the message says where and why.
    InvalidRecord(Message),
    /// Something the app keeps could not be read or written; the message says why.
    Storage(Message),
    /// A point index outside 0..25.
    NoSuchPoint(i32),
    /// A choice past the end of the list offered (a player, a variant).
    NoSuchChoice(u32),
}

impl AlquerqueError {
    /// What the player is told, as a message of the message files.
    pub(crate) fn message(&self) -> Message {
        match self {
            AlquerqueError::IllegalMove(m)
            | AlquerqueError::NotSelectable(m)
            | AlquerqueError::InvalidRecord(m)
            | AlquerqueError::Storage(m) => m.clone(),
            AlquerqueError::NotYourTurn => Message::new("error-not-your-turn"),
            AlquerqueError::GameOver => Message::new("error-game-over"),
            AlquerqueError::NoSuchPoint(i) => {
                Message::new("error-no-such-point").count("index", *i)
            }
            AlquerqueError::NoSuchChoice(i) => {
                Message::new("error-no-such-choice").count("index", *i)
            }
        }
    }
}

impl fmt::Display for AlquerqueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&say(&self.message()))
    }
}

impl std::error::Error for AlquerqueError {}
