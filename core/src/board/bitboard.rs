//! Sets of points as 25-bit masks.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub};

use crate::board::direction::Direction;
use crate::board::square::Square;
use crate::board::tables::TABLES;

/// A set of points, one bit per square (bit `k` is the square with index `k`).
///
/// Only the low 25 bits are ever set: every operation that could set others (`!`, shifts)
/// masks them off, so equal sets always compare equal.
///
/// ```
/// use alquerque_core::{Bitboard, Direction, Square};
///
/// let row1 = Bitboard::row(0);
/// assert_eq!(row1.count(), 5);
/// assert!(row1.contains(Square::C1) && !row1.contains(Square::C2));
/// // Every point of row 1 stepped north at once lands on row 2.
/// assert_eq!(row1.shift(Direction::North), Bitboard::row(1));
/// // Diagonals pass only through points whose coordinates add up to an even number, and
/// // e1 has no point to its north-east: only a1 and c1 go that way.
/// let north_east: Vec<Square> = row1.shift(Direction::NorthEast).collect();
/// assert_eq!(north_east, [Square::B2, Square::D2]);
/// // Sets combine as sets, and stay on the board.
/// let cross = Bitboard::row(2) | Bitboard::col(2);
/// assert_eq!(cross.count(), 9);
/// assert_eq!((cross - Bitboard::row(2)).count(), 4);
/// assert_eq!(!Bitboard::EMPTY, Bitboard::FULL);
/// ```
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(u32);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 25 points.
    pub const FULL: Bitboard = Bitboard((1 << 25) - 1);

    /// The set with the bits of `bits` that are on the board (higher bits are dropped).
    #[inline]
    pub const fn new(bits: u32) -> Bitboard {
        Bitboard(bits & Bitboard::FULL.0)
    }

    /// The raw bits, bit `k` for square index `k`.
    #[inline]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The set holding just `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// The points of one row (0 = row 1).
    #[inline]
    pub const fn row(row: u8) -> Bitboard {
        Bitboard(0b11111 << (5 * row as u32))
    }

    /// The points of one column (0 = column a).
    #[inline]
    pub const fn col(col: u8) -> Bitboard {
        Bitboard(0b00001_00001_00001_00001_00001 << col as u32)
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has at least one point.
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Number of points in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest-index point, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.trailing_zeros() as u8))
        }
    }

    /// The set with `sq` added.
    #[inline]
    #[must_use]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1 << sq.index()))
    }

    /// The set with `sq` removed.
    #[inline]
    #[must_use]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    /// Every point of the set moved one step along `dir`; points with no line that way vanish.
    ///
    /// This is the heart of move generation: all pieces are stepped at once.
    #[inline]
    pub const fn shift(self, dir: Direction) -> Bitboard {
        let from = self.0 & TABLES.step_sources[dir as usize];
        let delta = dir.index_delta();
        if delta > 0 {
            Bitboard(from << delta as u32)
        } else {
            Bitboard(from >> (-delta) as u32)
        }
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl From<Square> for Bitboard {
    fn from(sq: Square) -> Bitboard {
        Bitboard::from_square(sq)
    }
}

macro_rules! bit_op {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $atr for Bitboard {
            #[inline]
            fn $af(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}

bit_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for Bitboard {
    type Output = Bitboard;
    /// Set difference.
    #[inline]
    fn sub(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & !rhs.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement on the board.
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::FULL.0)
    }
}

impl fmt::Debug for Bitboard {
    /// Draws the set as a 5×5 grid, row 5 on top.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f)?;
        for row in (0..5).rev() {
            for col in 0..5 {
                let sq = Square::from_index_unchecked(row * 5 + col);
                f.write_str(if self.contains(sq) { "X " } else { ". " })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shift_agrees_with_neighbour_table() {
        for sq in Square::ALL {
            for d in Direction::ALL {
                let shifted = Bitboard::from_square(sq).shift(d);
                let expected: Bitboard = sq.neighbour(d).into_iter().collect();
                assert_eq!(shifted, expected, "{sq} {d:?}");
            }
        }
    }

    #[test]
    fn complement_stays_on_board() {
        assert_eq!(!Bitboard::EMPTY, Bitboard::FULL);
        assert_eq!((!Bitboard::FULL).bits(), 0);
        assert_eq!(Bitboard::FULL.count(), 25);
        assert_eq!(Bitboard::row(4).count(), 5);
        assert!(Bitboard::col(2).contains(Square::C5));
    }

    #[test]
    fn iterates_in_index_order() {
        let set: Bitboard = [Square::E5, Square::A1, Square::C3].into_iter().collect();
        assert_eq!(
            set.collect::<Vec<_>>(),
            vec![Square::A1, Square::C3, Square::E5]
        );
    }
}
