//! Checking a move someone proposes: the legal move a path names, or why there is none.
//!
//! Move generation only ever produces legal moves; this is the other direction, for input
//! from people and protocols. Each [`IllegalReason`] names the first rule the path breaks,
//! in words a player understands.

use std::fmt;

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::movegen::captures::can_jump_from;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::square::{Direction, Square};

impl Position {
    /// Plays `mv` if it is legal here; otherwise leaves the position unchanged.
    ///
    /// ```
    /// use alquerque_core::{IllegalReason, Position, Square};
    ///
    /// let mut pos = Position::default();
    /// let step = pos.move_along(&[Square::C2, Square::C3]).unwrap();
    /// pos.try_play(step).unwrap();
    /// // The same move again is not legal: c2 is empty now.
    /// let before = pos;
    /// let refused = pos.try_play(step).unwrap_err();
    /// assert_eq!(refused.reason, IllegalReason::NoPiece(Square::C2));
    /// assert_eq!(pos, before);
    /// ```
    pub fn try_play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            let squares: Vec<Square> = mv.path().collect();
            Err(self.diagnose(&squares))
        }
    }

    /// The legal move that takes exactly the path `squares` (start point, then every landing
    /// point), or the reason there is none, in words for a player.
    ///
    /// ```
    /// use alquerque_core::{Color, IllegalReason, Position, Square};
    ///
    /// let start = Position::default();
    /// assert!(start.move_along(&[Square::C2, Square::C3]).is_ok());
    /// let taken = start.move_along(&[Square::C2, Square::C1]).unwrap_err();
    /// assert_eq!(taken.to_string(), "illegal move c2-c1 (c1 is not empty)");
    /// let theirs = start.move_along(&[Square::C4, Square::C3]).unwrap_err();
    /// assert_eq!(theirs.reason, IllegalReason::NotYourPiece(Square::C4, Color::Black));
    /// ```
    pub fn move_along(&self, squares: &[Square]) -> Result<Move, IllegalMove> {
        let mut found = None;
        self.for_each_move(|m| {
            if found.is_none() && m.path().eq(squares.iter().copied()) {
                found = Some(m);
            }
        });
        found.ok_or_else(|| self.diagnose(squares))
    }

    /// Explains why the path `squares` is not a legal move here.
    fn diagnose(&self, squares: &[Square]) -> IllegalMove {
        let reason = self.diagnose_reason(squares);
        IllegalMove {
            path: squares.to_vec(),
            reason,
        }
    }

    fn diagnose_reason(&self, squares: &[Square]) -> IllegalReason {
        use IllegalReason as R;
        let (from, first) = match squares {
            [from, first, ..] => (*from, *first),
            _ => return R::TooShort,
        };
        if !self.has_moves() {
            return R::NoMovesLeft(self.turn());
        }
        match self.piece_at(from) {
            None => return R::NoPiece(from),
            Some(c) if c != self.turn() => return R::NotYourPiece(from, c),
            _ => {}
        }
        let (own, enemy) = self.sides();
        if let Some(dir) = from.direction_to(first) {
            // A plain step.
            if self.has_capture() {
                return R::CaptureCompulsory;
            }
            if squares.len() > 2 {
                return R::StepThenMore;
            }
            if self.occupied().contains(first) {
                return R::Occupied(first);
            }
            if !self.rules().step_directions(self.turn()).contains(&dir) {
                return R::Backwards;
            }
            if self.rules().freezes_far_row()
                && Bitboard::row(self.turn().other().base_row()).contains(from)
            {
                return R::FrozenOnFarRow(from);
            }
            if self.banned_step(from) == Some(dir) {
                return R::ReversalBan(from, dir);
            }
            // Every condition for a step holds, so the step is legal; unreachable in practice.
            return R::NotALine(from, first);
        }
        // A capture path: replay it hop by hop on a scratch board.
        let mut at = from;
        let mut enemy_left = enemy;
        let mut empty = !(own | enemy);
        for &next in &squares[1..] {
            let Some(dir) = at.jump_direction_to(next) else {
                return R::NotALine(at, next);
            };
            let over = at.neighbour(dir).unwrap_or(at);
            if !enemy_left.contains(over) {
                return R::NothingToJump(at, next);
            }
            if !empty.contains(next) {
                return R::Occupied(next);
            }
            empty = (empty | Bitboard::from_square(at) | Bitboard::from_square(over))
                - Bitboard::from_square(next);
            enemy_left = enemy_left.without(over);
            at = next;
        }
        if can_jump_from(at, enemy_left, empty) {
            R::MustKeepJumping(at)
        } else {
            // Each hop was a valid jump and the path is complete, so it is legal; a
            // mismatch here would mean the generator and this check disagree.
            R::NotALine(from, first)
        }
    }
}

/// A move that is not legal in the position it was tried in, with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The path that was tried.
    pub path: Vec<Square>,
    /// Why it is not legal.
    pub reason: IllegalReason,
}

/// Why a move is not legal. The messages are written for players; they contain no colon and
/// neither of the words the Qirkat protocol reserves for announcements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// A move needs a start point and at least one more point.
    TooShort,
    /// The game is over: the side to move has no legal move.
    NoMovesLeft(Color),
    /// There is no piece on the start point.
    NoPiece(Square),
    /// The piece on the start point belongs to the other side.
    NotYourPiece(Square, Color),
    /// The two points are not joined by a line at the right distance.
    NotALine(Square, Square),
    /// The target point is not empty.
    Occupied(Square),
    /// A plain step towards the mover's own base row.
    Backwards,
    /// The piece stands on the opponent's base row and may only capture.
    FrozenOnFarRow(Square),
    /// The piece's last step went the other way sideways and may not be reversed yet.
    ReversalBan(Square, Direction),
    /// A capture is available, so a plain step is not allowed.
    CaptureCompulsory,
    /// A step is one point only; more points are only for captures.
    StepThenMore,
    /// The jump between these points does not pass over an opposing piece.
    NothingToJump(Square, Square),
    /// The path stops while the piece on this point can still capture.
    MustKeepJumping(Square),
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalReason as R;
        match self {
            R::TooShort => f.write_str("a move needs at least two points, as in c2-c3"),
            R::NoMovesLeft(c) => write!(f, "the game is over, {c} has no legal move"),
            R::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            R::NotYourPiece(sq, c) => write!(f, "the piece on {sq} belongs to {c}"),
            R::NotALine(a, b) => write!(f, "{a} to {b} is not a step or a jump along a line"),
            R::Occupied(sq) => write!(f, "{sq} is not empty"),
            R::Backwards => f.write_str("pieces may not step back towards their own base row"),
            R::FrozenOnFarRow(sq) => write!(
                f,
                "the piece on {sq} has reached the far row and may only capture"
            ),
            R::ReversalBan(sq, dir) => write!(
                f,
                "the piece on {sq} just stepped {}, it may not step straight back {}",
                if *dir == Direction::East {
                    "west"
                } else {
                    "east"
                },
                if *dir == Direction::East {
                    "east"
                } else {
                    "west"
                },
            ),
            R::CaptureCompulsory => {
                f.write_str("a capture is possible, and capturing is compulsory")
            }
            R::StepThenMore => f.write_str("a plain step goes one point only"),
            R::NothingToJump(a, b) => {
                write!(f, "the jump {a}-{b} does not pass over an opposing piece")
            }
            R::MustKeepJumping(sq) => {
                write!(
                    f,
                    "the capture is not complete, the piece must keep jumping from {sq}"
                )
            }
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let path: Vec<String> = self.path.iter().map(|s| s.to_string()).collect();
        write!(f, "illegal move {} ({})", path.join("-"), self.reason)
    }
}

impl std::error::Error for IllegalMove {}
