//! Every precomputed table, in one place, built at compile time by one function.
//!
//! The board is small and fixed, so what move generation asks about its lines (a point's
//! neighbours and jump landings, which points a step or a jump can start from, which points a
//! jump can pass over) is worked out once, from the coordinates, by [`build`]: a single walk
//! over every point and direction. The rest of the crate reads [`TABLES`] and never repeats
//! that walk, so a change to the board's geometry has exactly one place to go.
//!
//! Tables hold raw indices and bit masks rather than [`Square`](crate::Square)s and
//! [`Bitboard`](crate::Bitboard)s, because those types read these tables themselves.

use crate::board::direction::Direction;

/// In the point tables: no point there (the line ends first).
pub(crate) const NONE: u8 = u8::MAX;

/// The board's lines, precomputed. Indexed by square index (0 = a1 … 24 = e5) and by
/// direction index (the order of [`Direction::ALL`]).
pub(crate) struct Tables {
    /// `neighbour[sq][dir]`: the adjacent point along a line, or [`NONE`].
    pub(crate) neighbour: [[u8; 8]; 25],
    /// `landing[sq][dir]`: the point two steps along a line, where a jump lands, or [`NONE`].
    pub(crate) landing: [[u8; 8]; 25],
    /// `step_sources[dir]`: the points from which a line leads one step in `dir`.
    pub(crate) step_sources: [u32; 8],
    /// `jump_sources[dir]`: the points from which a jump in `dir` stays on the board's lines.
    pub(crate) jump_sources: [u32; 8],
    /// `jump_overs[sq]`: the points a jump from `sq` can pass over, for a quick rejection.
    pub(crate) jump_overs: [u32; 25],
    /// `select[b][k]`: the position of the `k`-th lowest set bit of the byte `b`, so that a
    /// playout finds its randomly chosen step a byte at a time.
    pub(crate) select: [[u8; 8]; 256],
}

/// The tables, computed by the compiler.
pub(crate) static TABLES: Tables = build();

/// The point `dist` steps from square index `sq` along `dir`, or [`NONE`]. Orthogonal lines
/// join every pair of neighbours; diagonal lines pass only through points with even
/// col + row.
const fn along(sq: usize, dir: Direction, dist: i8) -> u8 {
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

/// Builds every table: one walk over the points and directions for the board's lines, one
/// over the bytes for `select`.
const fn build() -> Tables {
    let mut t = Tables {
        neighbour: [[NONE; 8]; 25],
        landing: [[NONE; 8]; 25],
        step_sources: [0; 8],
        jump_sources: [0; 8],
        jump_overs: [0; 25],
        select: [[0; 8]; 256],
    };
    let mut sq = 0;
    while sq < 25 {
        let mut d = 0;
        while d < 8 {
            let dir = Direction::ALL[d];
            let next = along(sq, dir, 1);
            let land = along(sq, dir, 2);
            t.neighbour[sq][d] = next;
            t.landing[sq][d] = land;
            if next != NONE {
                t.step_sources[d] |= 1 << sq;
            }
            if land != NONE {
                t.jump_sources[d] |= 1 << sq;
                t.jump_overs[sq] |= 1 << next;
            }
            d += 1;
        }
        sq += 1;
    }
    let mut byte = 0;
    while byte < 256 {
        let (mut k, mut bit) = (0, 0);
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                t.select[byte][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_each_other() {
        for sq in 0..25 {
            for (d, dir) in Direction::ALL.into_iter().enumerate() {
                let next = TABLES.neighbour[sq][d];
                let land = TABLES.landing[sq][d];
                assert_eq!(next != NONE, TABLES.step_sources[d] & (1 << sq) != 0);
                assert_eq!(land != NONE, TABLES.jump_sources[d] & (1 << sq) != 0);
                if land != NONE {
                    // A jump lands one more step along the same line.
                    assert_eq!(TABLES.neighbour[next as usize][d], land);
                    assert_ne!(TABLES.jump_overs[sq] & (1 << next), 0);
                }
                if next != NONE {
                    let back = dir.opposite() as usize;
                    assert_eq!(TABLES.neighbour[next as usize][back], sq as u8);
                }
            }
        }
        // The centre reaches the whole board in one jump: eight directions, eight points over.
        assert_eq!(TABLES.jump_overs[12].count_ones(), 8);
        // b1 has no diagonals and only the line up and the line east lead two points away.
        assert_eq!(TABLES.jump_overs[1].count_ones(), 2);
        for byte in 0..256usize {
            for k in 0..byte.count_ones() as usize {
                let mut rest = byte;
                for _ in 0..k {
                    rest &= rest - 1;
                }
                assert_eq!(TABLES.select[byte][k] as u32, rest.trailing_zeros());
            }
        }
    }
}
