//! Points of the board, and their neighbours along its lines.

use std::fmt;
use std::str::FromStr;

use crate::board::tables::{NONE, TABLES};
use crate::unknown_name::unknown_name_error;

/// Directions live in their own module (see there why); most users of squares need them too.
pub use crate::board::direction::Direction;

/// One of the 25 points of the board, a1 (index 0) to e5 (index 24).
///
/// The index is `row * 5 + col`, columns a–e left to right and rows 1–5 bottom to top, so a
/// `Square` is always on the board: there is no way to build one that is not.
///
/// ```
/// use alquerque_core::{Direction, Square};
///
/// let c3: Square = "c3".parse().unwrap();
/// assert_eq!(c3, Square::C3);
/// assert_eq!("C3".parse::<Square>(), Ok(Square::C3));
/// assert!("f1".parse::<Square>().is_err());
/// assert_eq!(c3.to_string(), "c3");
/// // Lines of the board: c3 has all eight, b3 no diagonal.
/// assert_eq!(c3.neighbour(Direction::North), Some(Square::C4));
/// assert_eq!(c3.jump_landing(Direction::NorthEast), Some(Square::E5));
/// assert!(!Square::B3.has_diagonals());
/// assert_eq!(Square::B3.neighbour(Direction::NorthEast), None);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

macro_rules! square_consts {
    ($($name:ident = $idx:expr),* $(,)?) => {
        $(
            #[doc = concat!("The point ", stringify!($name), ".")]
            pub const $name: Square = Square($idx);
        )*
    };
}

impl Square {
    /// Number of points on the board.
    pub const NUM: usize = 25;

    square_consts! {
        A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4,
        A2 = 5, B2 = 6, C2 = 7, D2 = 8, E2 = 9,
        A3 = 10, B3 = 11, C3 = 12, D3 = 13, E3 = 14,
        A4 = 15, B4 = 16, C4 = 17, D4 = 18, E4 = 19,
        A5 = 20, B5 = 21, C5 = 22, D5 = 23, E5 = 24,
    }

    /// Every square in index order a1, b1, …, e5.
    pub const ALL: [Square; 25] = {
        let mut all = [Square(0); 25];
        let mut i = 0;
        while i < 25 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square with this linear index, if it is below 25.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 25 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at column `col` (0 = a) and row `row` (0 = row 1), if both are below 5.
    #[inline]
    pub const fn from_coords(col: u8, row: u8) -> Option<Square> {
        if col < 5 && row < 5 {
            Some(Square(row * 5 + col))
        } else {
            None
        }
    }

    /// Builds a square from an index the caller knows to be below 25 (tables, bit scans).
    #[inline]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        debug_assert!(index < 25);
        Square(index)
    }

    /// The linear index 0..25.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The column, 0 (a) to 4 (e).
    #[inline]
    pub const fn col(self) -> u8 {
        self.0 % 5
    }

    /// The row, 0 (row 1) to 4 (row 5).
    #[inline]
    pub const fn row(self) -> u8 {
        self.0 / 5
    }

    /// Whether diagonal lines pass through this point (col + row even: a1, c1, e1, b2, …).
    #[inline]
    pub const fn has_diagonals(self) -> bool {
        (self.col() + self.row()).is_multiple_of(2)
    }

    /// The point a geometry table names, `None` for the tables' mark of no point.
    #[inline]
    const fn from_table(entry: u8) -> Option<Square> {
        if entry == NONE {
            None
        } else {
            Some(Square(entry))
        }
    }

    /// The neighbour along a line of the board in `dir`, if that line exists.
    #[inline]
    pub const fn neighbour(self, dir: Direction) -> Option<Square> {
        Square::from_table(TABLES.neighbour[self.0 as usize][dir as usize])
    }

    /// Where a jump in `dir` lands: two points along the same line, if both exist.
    #[inline]
    pub const fn jump_landing(self, dir: Direction) -> Option<Square> {
        Square::from_table(TABLES.landing[self.0 as usize][dir as usize])
    }

    /// The direction of the line from `self` to the adjacent `to`, if they are neighbours.
    pub fn direction_to(self, to: Square) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.neighbour(d) == Some(to))
    }

    /// The direction of a jump from `self` landing on `to`, if `to` is two points away along a line.
    pub fn jump_direction_to(self, to: Square) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.jump_landing(d) == Some(to))
    }

    /// The column letter, `a` to `e`.
    pub const fn col_char(self) -> char {
        (b'a' + self.col()) as char
    }

    /// The row digit, `1` to `5`.
    pub const fn row_char(self) -> char {
        (b'1' + self.row()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.col_char(), self.row_char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

unknown_name_error!(
    /// A text that is not a point name `a1`..`e5`.
    ParseSquareError,
    "point",
    "a1 to e5"
);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `c3` (column letter in either case, then row digit).
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError::new(s);
        let b = s.as_bytes();
        if b.len() != 2 {
            return Err(err());
        }
        let col = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let row = b[1].wrapping_sub(b'1');
        Square::from_coords(col, row).ok_or_else(err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!("C3".parse::<Square>(), Ok(Square::C3));
        for bad in ["", "f1", "a0", "a6", "c33", "3c", "é1", "a"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn diagonals_only_through_even_points() {
        assert_eq!(
            Square::B1.neighbour(Direction::NorthEast),
            None,
            "b1 has no diagonals"
        );
        assert_eq!(Square::A1.neighbour(Direction::NorthEast), Some(Square::B2));
        assert_eq!(
            Square::C3.jump_landing(Direction::SouthWest),
            Some(Square::A1)
        );
        assert_eq!(Square::D3.jump_landing(Direction::NorthEast), None);
        assert_eq!(Square::E3.neighbour(Direction::East), None);
        let with_diagonals: Vec<String> = Square::ALL
            .iter()
            .filter(|s| s.has_diagonals())
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            with_diagonals.join(" "),
            "a1 c1 e1 b2 d2 a3 c3 e3 b4 d4 a5 c5 e5"
        );
    }

    #[test]
    fn neighbour_is_symmetric() {
        for sq in Square::ALL {
            for d in Direction::ALL {
                if let Some(n) = sq.neighbour(d) {
                    assert_eq!(n.neighbour(d.opposite()), Some(sq));
                    assert_eq!(sq.direction_to(n), Some(d));
                }
            }
        }
    }
}
