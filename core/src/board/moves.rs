//! A whole turn: one step, or a complete multi-jump path.

use std::fmt;

use crate::board::bitboard::Bitboard;
use crate::board::square::{Direction, Square};

/// One complete turn of a player: a plain step to a neighbour, or a capture path of one or
/// more jumps by the same piece (the whole path is one move, as compulsory continuation
/// demands).
///
/// A `Move` is a plain value (16 bytes, `Copy`); it is only meaningful for the position it
/// was generated from. Two moves are equal when they take the same path.
///
/// ```
/// use alquerque_core::{Bitboard, PositionText, Rules, Square};
///
/// let pos = "-----/--b--/-b---/-w---/----- w - 0"
///     .parse::<PositionText>()
///     .and_then(|t| t.into_position(Rules::default()))
///     .unwrap();
/// let mv = pos.legal_moves()[0];
/// assert_eq!(mv.to_string(), "b2-b4-d4");
/// // Each jump: where the piece stands, the piece it jumps, where it lands.
/// let hops: Vec<_> = mv.hops().collect();
/// assert_eq!(hops, [(Square::B2, Square::B3, Square::B4), (Square::B4, Square::C4, Square::D4)]);
/// let taken: Bitboard = [Square::B3, Square::C4].into_iter().collect();
/// assert_eq!(mv.captured(), taken);
/// assert_eq!((mv.from(), mv.to()), (Square::B2, Square::D4));
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    to: Square,
    jumps: u8,
    captured: Bitboard,
    /// Three bits per jump (the direction of jump `i` in bits `3i..3i+3`); for a step, the
    /// step's direction.
    dirs: u64,
}

impl Move {
    /// The longest capture path possible on this board. Landing points of one path share the
    /// parity of both coordinates, and the jumped points are distinct: 12 orthogonal
    /// midpoints plus 4 diagonal crossings at most.
    pub const MAX_JUMPS: usize = 16;

    /// A plain step from `from` to its neighbour in `dir`, if that neighbour exists.
    pub fn step(from: Square, dir: Direction) -> Option<Move> {
        from.neighbour(dir).map(|to| Move {
            from,
            to,
            jumps: 0,
            captured: Bitboard::EMPTY,
            dirs: dir as u64,
        })
    }

    /// A plain step the caller knows to be along a line (`to` is `from`'s neighbour in `dir`).
    #[inline]
    pub(crate) const fn step_unchecked(from: Square, to: Square, dir: Direction) -> Move {
        Move {
            from,
            to,
            jumps: 0,
            captured: Bitboard::EMPTY,
            dirs: dir as u64,
        }
    }

    /// The path so far of a capture that starts at `from` and has made no jump yet; extend it
    /// with [`Move::then_jump`].
    pub(crate) const fn capture_start(from: Square) -> Move {
        Move {
            from,
            to: from,
            jumps: 0,
            captured: Bitboard::EMPTY,
            dirs: 0,
        }
    }

    /// This capture path extended by a jump in `dir` over `over` onto `land`.
    #[inline]
    pub(crate) fn then_jump(self, dir: Direction, over: Square, land: Square) -> Move {
        debug_assert!((self.jumps as usize) < Move::MAX_JUMPS);
        Move {
            from: self.from,
            to: land,
            jumps: self.jumps + 1,
            captured: self.captured.with(over),
            dirs: self.dirs | (dir as u64) << (3 * self.jumps as u32),
        }
    }

    /// The point the moving piece starts from.
    #[inline]
    pub const fn from(self) -> Square {
        self.from
    }

    /// The point the moving piece ends on.
    #[inline]
    pub const fn to(self) -> Square {
        self.to
    }

    /// Whether this move captures (every capture has at least one jump).
    #[inline]
    pub const fn is_capture(self) -> bool {
        self.jumps > 0
    }

    /// Number of jumps, which is the number of pieces captured; 0 for a step.
    #[inline]
    pub const fn jumps(self) -> usize {
        self.jumps as usize
    }

    /// The points of the pieces this move captures.
    #[inline]
    pub const fn captured(self) -> Bitboard {
        self.captured
    }

    /// The direction of a plain step, or `None` for a capture.
    #[inline]
    pub const fn step_direction(self) -> Option<Direction> {
        if self.jumps == 0 {
            Some(Direction::from_index(self.dirs as u8))
        } else {
            None
        }
    }

    /// The direction of jump `i` (0-based), if the move has that many jumps.
    #[inline]
    pub fn jump_direction(self, i: usize) -> Option<Direction> {
        (i < self.jumps as usize).then(|| Direction::from_index((self.dirs >> (3 * i)) as u8))
    }

    /// The landing points in order: the one target of a step, or every landing of a capture.
    pub fn landings(self) -> impl Iterator<Item = Square> {
        let mut at = self.from;
        let n = if self.jumps == 0 {
            1
        } else {
            self.jumps as usize
        };
        (0..n).map(move |i| {
            if self.jumps == 0 {
                self.to
            } else {
                let d = Direction::from_index((self.dirs >> (3 * i)) as u8);
                // A stored path only holds jumps that were on the board when generated.
                at = at.jump_landing(d).unwrap_or(at);
                at
            }
        })
    }

    /// The whole path: the start point then every landing point.
    pub fn path(self) -> impl Iterator<Item = Square> {
        std::iter::once(self.from).chain(self.landings())
    }

    /// The jumps of a capture in order, each as `(from, over, land)`: where the piece stands,
    /// the enemy piece it jumps, and where it lands. Empty for a plain step. The board's
    /// geometry answers; no caller works out a jumped point itself.
    pub fn hops(self) -> impl Iterator<Item = (Square, Square, Square)> {
        let mut at = self.from;
        (0..self.jumps as usize).filter_map(move |i| {
            let d = Direction::from_index((self.dirs >> (3 * i)) as u8);
            // A stored path only holds jumps that were on the board when generated.
            let (over, land) = (at.neighbour(d)?, at.jump_landing(d)?);
            let hop = (at, over, land);
            at = land;
            Some(hop)
        })
    }
}

impl fmt::Display for Move {
    /// The move's notation: `c2-c3` for a step, every landing for a capture (`b2-b4-d2-d4`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        for sq in self.landings() {
            write!(f, "-{sq}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_is_small() {
        assert!(std::mem::size_of::<Move>() <= 16);
        assert!(std::mem::size_of::<Option<Move>>() <= 24);
    }

    #[test]
    fn paths_format() {
        let step = Move::step(Square::C2, Direction::North).expect("on board");
        assert_eq!(step.to_string(), "c2-c3");
        assert_eq!(step.step_direction(), Some(Direction::North));
        let jump = Move::capture_start(Square::B2)
            .then_jump(Direction::North, Square::B3, Square::B4)
            .then_jump(Direction::SouthEast, Square::C3, Square::D2)
            .then_jump(Direction::North, Square::D3, Square::D4);
        assert_eq!(jump.to_string(), "b2-b4-d2-d4");
        assert_eq!(jump.jumps(), 3);
        assert_eq!(jump.captured().count(), 3);
        assert_eq!(jump.to(), Square::D4);
        assert_eq!(jump.step_direction(), None);
        assert_eq!(jump.jump_direction(1), Some(Direction::SouthEast));
        assert_eq!(jump.jump_direction(3), None);
    }

    #[test]
    fn hops_name_each_jump() {
        let jump = Move::capture_start(Square::B2)
            .then_jump(Direction::North, Square::B3, Square::B4)
            .then_jump(Direction::SouthEast, Square::C3, Square::D2);
        let hops: Vec<_> = jump.hops().collect();
        assert_eq!(
            hops,
            [
                (Square::B2, Square::B3, Square::B4),
                (Square::B4, Square::C3, Square::D2)
            ]
        );
        let step = Move::step(Square::C2, Direction::North).expect("on board");
        assert_eq!(step.hops().count(), 0);
    }
}
