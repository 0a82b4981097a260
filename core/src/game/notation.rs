//! Text forms: move paths (`c2-c3`, `b2-b4-d2-d4`). (The Qirkat protocol's board text belongs
//! to the protocol, in the terminal program.) Every parser returns a typed error with a message
//! a person understands. The position text
//! has its own module and type, [`PositionText`], re-exported here with the other text forms.

use std::fmt;
use std::str::FromStr;

use alquerque_text::{Language, Message};

use crate::board::movegen::diagnose::IllegalMove;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::square::{ParseSquareError, Square};

/// A move as written: a start point and the landing points, joined by `-` (also read: `x`, as
/// draughts players write a capture, `b2xb4xd4`). It is only a path; [`MoveText::to_move`]
/// finds the legal move that takes it in a given position. It is always written with `-`.
///
/// ```
/// use alquerque_core::{IllegalReason, MoveText, PositionText, Rules, Square};
///
/// let text: MoveText = "b2-b4-d4".parse().unwrap();
/// assert_eq!(text.squares(), [Square::B2, Square::B4, Square::D4]);
/// assert_eq!(text.to_string(), "b2-b4-d4");
/// assert_eq!("b2xb4xd4".parse::<MoveText>().unwrap(), text);
/// assert!("b2".parse::<MoveText>().is_err());
///
/// let pos = "-----/--b--/-b---/-w---/----- w - 0"
///     .parse::<PositionText>()
///     .and_then(|t| t.into_position(Rules::default()))
///     .unwrap();
/// let mv = text.to_move(&pos).unwrap();
/// assert_eq!(mv.jumps(), 2);
/// // Half the path is not a move: the piece must go on jumping.
/// let half: MoveText = "b2-b4".parse().unwrap();
/// let refused = half.to_move(&pos).unwrap_err();
/// assert_eq!(refused.reason, IllegalReason::MustKeepJumping(Square::B4));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    squares: Vec<Square>,
}

/// Why a text is not a move path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// The text is empty.
    Empty,
    /// A part between dashes is not a point name.
    BadSquare(ParseSquareError),
    /// A dash without a point on one side of it (`c2-c3-`, `c2--c3`, `-c3`).
    MissingPoint,
    /// A path needs a start point and at least one landing point.
    TooShort,
    /// More points than any capture on this board can have.
    TooLong,
}

impl ParseMoveError {
    /// Why, for a player: a phrase to put in a sentence.
    pub fn message(&self) -> Message {
        match self {
            ParseMoveError::Empty => Message::new("move-text-empty"),
            ParseMoveError::BadSquare(e) => e.message(),
            ParseMoveError::MissingPoint => Message::new("move-text-missing-point"),
            ParseMoveError::TooShort => Message::new("move-text-too-short"),
            ParseMoveError::TooLong => {
                Message::new("move-text-too-long").count("jumps", Move::MAX_JUMPS as i64)
            }
        }
    }
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().render(Language::English))
    }
}

impl std::error::Error for ParseMoveError {}

impl MoveText {
    /// The points of the path, start first.
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// The legal move in `pos` that takes this path, or why there is none.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalMove> {
        pos.move_along(&self.squares)
    }
}

impl From<Move> for MoveText {
    fn from(mv: Move) -> MoveText {
        MoveText {
            squares: mv.path().collect(),
        }
    }
}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    /// Parses `c2-c3` or `b2-b4-d2-d4`, or with `x` between the points (`b2xb4xd2xd4`), points
    /// in either case, no spaces inside. (No point's name holds an `x`, so it is read only as a
    /// separator.)
    fn from_str(s: &str) -> Result<MoveText, ParseMoveError> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let mut squares = Vec::new();
        for part in s.split(['-', 'x', 'X']) {
            if squares.len() > Move::MAX_JUMPS {
                return Err(ParseMoveError::TooLong);
            }
            if part.is_empty() {
                return Err(ParseMoveError::MissingPoint);
            }
            squares.push(part.parse::<Square>().map_err(ParseMoveError::BadSquare)?);
        }
        if squares.len() < 2 {
            return Err(ParseMoveError::TooShort);
        }
        Ok(MoveText { squares })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, sq) in self.squares.iter().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_text() {
        let t: MoveText = "b2-b4-d2-d4".parse().expect("valid");
        assert_eq!(t.to_string(), "b2-b4-d2-d4");
        assert_eq!(t.squares().len(), 4);
        assert_eq!("c2".parse::<MoveText>(), Err(ParseMoveError::TooShort));
        for dangling in ["c2-", "c2-c3-", "c2--c3", "-c3", "-", "b2-b4-d2-"] {
            assert_eq!(
                dangling.parse::<MoveText>(),
                Err(ParseMoveError::MissingPoint),
                "{dangling}"
            );
        }
        assert!("".parse::<MoveText>().is_err());
    }
}
