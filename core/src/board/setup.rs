//! The raw [`Setup`] anyone can write down, and why one is not a valid position.
//!
//! A setup is plain data with no rules attached: what a position text or a Qirkat `set`
//! command describes. [`Position::from_setup`](crate::Position::from_setup) checks it under a
//! set of rules; the checks' verdicts are the [`SetupError`]s here.

use std::fmt;

use alquerque_text::Message;

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::square::Square;

/// A position as written down, not necessarily valid under any rules: the input to
/// [`Position::from_setup`](crate::Position::from_setup) and the output of
/// [`Position::to_setup`](crate::Position::to_setup).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The points holding White pieces.
    pub white: Bitboard,
    /// The points holding Black pieces.
    pub black: Bitboard,
    /// The side to move.
    pub turn: Color,
    /// Pieces whose last plain step went west and so may not step east next (reversal ban).
    pub no_east: Bitboard,
    /// Pieces whose last plain step went east and so may not step west next (reversal ban).
    pub no_west: Bitboard,
    /// Plies played since the last capture (for the no-capture draw, where it applies).
    pub plies_since_capture: u16,
}

impl Setup {
    /// The start position: White on rows 1–2 plus d3, e3; Black on rows 4–5 plus a3, b3; White
    /// to move.
    pub const fn start() -> Setup {
        Setup {
            white: Bitboard::new(0b00000_00000_11000_11111_11111),
            black: Bitboard::new(0b11111_11111_00011_00000_00000),
            turn: Color::White,
            no_east: Bitboard::EMPTY,
            no_west: Bitboard::EMPTY,
            plies_since_capture: 0,
        }
    }

    /// An empty board with `turn` to move.
    pub const fn empty(turn: Color) -> Setup {
        Setup {
            white: Bitboard::EMPTY,
            black: Bitboard::EMPTY,
            turn,
            no_east: Bitboard::EMPTY,
            no_west: Bitboard::EMPTY,
            plies_since_capture: 0,
        }
    }

    /// The colour of the piece on `sq`, if any (White wins ties in an invalid setup).
    pub fn piece_at(&self, sq: Square) -> Option<Color> {
        if self.white.contains(sq) {
            Some(Color::White)
        } else if self.black.contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::start()
    }
}

/// Why a [`Setup`] is not a valid position under the given rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A point holds both a White and a Black piece.
    Overlap(Square),
    /// A reversal ban is recorded on a point with no piece.
    BanWithoutPiece(Square),
    /// A piece is banned from stepping both east and west, which no step can cause.
    BanBothWays(Square),
    /// Reversal bans are given but the rules have none.
    BansNotInRules,
}

impl SetupError {
    /// Why, for a player: a phrase to put in a sentence, in the player's language.
    pub fn message(&self) -> Message {
        match self {
            SetupError::Overlap(sq) => Message::new("setup-overlap").notation("point", sq),
            SetupError::BanWithoutPiece(sq) => {
                Message::new("setup-ban-without-piece").notation("point", sq)
            }
            SetupError::BanBothWays(sq) => {
                Message::new("setup-ban-both-ways").notation("point", sq)
            }
            SetupError::BansNotInRules => Message::new("setup-bans-not-in-rules"),
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Overlap(sq) => write!(f, "point {sq} holds both a white and a black piece"),
            SetupError::BanWithoutPiece(sq) => {
                write!(
                    f,
                    "a reversal ban is given for {sq}, where there is no piece"
                )
            }
            SetupError::BanBothWays(sq) => {
                write!(
                    f,
                    "the piece on {sq} is banned from stepping both east and west"
                )
            }
            SetupError::BansNotInRules => {
                f.write_str("reversal bans are given but these rules allow reversal")
            }
        }
    }
}

impl std::error::Error for SetupError {}
