//! Points of the board and the directions of its lines.

use std::fmt;
use std::str::FromStr;

/// One of the 25 points of the board, a1 (index 0) to e5 (index 24).
///
/// The index is `row * 5 + col`, columns a–e left to right and rows 1–5 bottom to top, so a
/// `Square` is always on the board: there is no way to build one that is not.
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
        (self.col() + self.row()) % 2 == 0
    }

    /// The neighbour along a line of the board in `dir`, if that line exists.
    #[inline]
    pub const fn neighbour(self, dir: Direction) -> Option<Square> {
        let to = NEIGHBOUR[self.0 as usize][dir as usize];
        if to == NONE {
            None
        } else {
            Some(Square(to))
        }
    }

    /// Where a jump in `dir` lands: two points along the same line, if both exist.
    #[inline]
    pub const fn jump_landing(self, dir: Direction) -> Option<Square> {
        let to = LANDING[self.0 as usize][dir as usize];
        if to == NONE {
            None
        } else {
            Some(Square(to))
        }
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

/// A text that is not a point name `a1`..`e5`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a point of the board (points are a1 to e5)",
            self.0
        )
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `c3` (column letter in either case, then row digit).
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.chars().take(16).collect());
        let b = s.as_bytes();
        if b.len() != 2 {
            return Err(err());
        }
        let col = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let row = b[1].wrapping_sub(b'1');
        Square::from_coords(col, row).ok_or_else(err)
    }
}

/// One of the eight directions of the board's lines.
///
/// Orthogonal lines join every pair of neighbours; diagonal lines exist only through points
/// with even col + row, so a diagonal direction leads nowhere from the other points.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Towards column e.
    East = 0,
    /// Towards column a.
    West = 1,
    /// Towards row 5 (White's forward).
    North = 2,
    /// Towards row 1 (Black's forward).
    South = 3,
    /// Up and right.
    NorthEast = 4,
    /// Up and left.
    NorthWest = 5,
    /// Down and right.
    SouthEast = 6,
    /// Down and left.
    SouthWest = 7,
}

impl Direction {
    /// All eight directions in index order.
    pub const ALL: [Direction; 8] = [
        Direction::East,
        Direction::West,
        Direction::North,
        Direction::South,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::SouthEast,
        Direction::SouthWest,
    ];

    /// The direction with this index 0..8 (used to unpack stored paths).
    #[inline]
    pub(crate) const fn from_index(i: u8) -> Direction {
        Direction::ALL[(i & 7) as usize]
    }

    /// Column and row change of one step in this direction.
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::East => (1, 0),
            Direction::West => (-1, 0),
            Direction::North => (0, 1),
            Direction::South => (0, -1),
            Direction::NorthEast => (1, 1),
            Direction::NorthWest => (-1, 1),
            Direction::SouthEast => (1, -1),
            Direction::SouthWest => (-1, -1),
        }
    }

    /// The reverse direction.
    #[inline]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::East => Direction::West,
            Direction::West => Direction::East,
            Direction::North => Direction::South,
            Direction::South => Direction::North,
            Direction::NorthEast => Direction::SouthWest,
            Direction::NorthWest => Direction::SouthEast,
            Direction::SouthEast => Direction::NorthWest,
            Direction::SouthWest => Direction::NorthEast,
        }
    }

    /// The direction whose one-step index change is `delta` (one of ±1, ±4, ±5, ±6).
    #[inline]
    pub(crate) const fn from_index_delta(delta: i8) -> Direction {
        match delta {
            1 => Direction::East,
            -1 => Direction::West,
            5 => Direction::North,
            -5 => Direction::South,
            6 => Direction::NorthEast,
            4 => Direction::NorthWest,
            -4 => Direction::SouthEast,
            _ => Direction::SouthWest,
        }
    }

    /// Whether this is one of the four diagonal directions.
    #[inline]
    pub const fn is_diagonal(self) -> bool {
        (self as u8) >= 4
    }

    /// Whether a step this way is sideways (East or West): the steps the reversal ban governs.
    #[inline]
    pub const fn is_sideways(self) -> bool {
        matches!(self, Direction::East | Direction::West)
    }

    /// The change of the linear square index for one step (+1 east, +5 north, …).
    #[inline]
    pub const fn index_delta(self) -> i8 {
        let (dc, dr) = self.delta();
        dr * 5 + dc
    }
}

const NONE: u8 = u8::MAX;

const fn target(sq: u8, dir: Direction, dist: i8) -> u8 {
    let col = (sq % 5) as i8;
    let row = (sq / 5) as i8;
    if dir.is_diagonal() && (col + row) % 2 != 0 {
        return NONE;
    }
    let (dc, dr) = dir.delta();
    let c = col + dc * dist;
    let r = row + dr * dist;
    if c < 0 || c > 4 || r < 0 || r > 4 {
        NONE
    } else {
        (r * 5 + c) as u8
    }
}

const fn table(dist: i8) -> [[u8; 8]; 25] {
    let mut t = [[NONE; 8]; 25];
    let mut sq = 0;
    while sq < 25 {
        let mut d = 0;
        while d < 8 {
            t[sq][d] = target(sq as u8, Direction::ALL[d], dist);
            d += 1;
        }
        sq += 1;
    }
    t
}

/// `NEIGHBOUR[sq][dir]`: the adjacent point along a line, or `NONE`.
static NEIGHBOUR: [[u8; 8]; 25] = table(1);
/// `LANDING[sq][dir]`: the point two steps along a line, or `NONE`.
static LANDING: [[u8; 8]; 25] = table(2);

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
