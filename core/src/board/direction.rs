//! The eight directions of the board's lines.
//!
//! Kept apart from [`Square`](crate::Square) so that the precomputed tables (`tables.rs`) can
//! be built from the directions alone, and squares can then read those tables: directions →
//! tables → squares, with no module needing one that needs it back.

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
