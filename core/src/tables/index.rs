//! Where a position's value lives in a table: the position made canonical, and its number
//! within its material class.
//!
//! # The design, and why
//!
//! **Only White to move is stored.** The half turn with the colours swapped is an exact
//! symmetry of the default rules (White's forward is Black's forward turned round, the far rows
//! swap, east and west swap and so do the reversal bans), so a position with Black to move is
//! turned round into one with White to move. This halves the tables and the build at the cost
//! of one bit reversal per probe. The left–right mirror is not used yet: it would halve them
//! again but needs a canonical choice between two boards at every probe; a later format
//! version can add it.
//!
//! **The reversal bans are in the index, exactly.** A ban forbids one piece one sideways step
//! until that piece moves, however long that is, so no bounded search can settle it, and a
//! ban-free value is wrong for some positions (about 5 % at four pieces). Each piece's ban is a
//! digit of a mixed-radix number whose radix is the number of bans that can matter for a piece
//! on its point: none, "not east" (not on column e) and "not west" (not on column a); a piece
//! on its far row makes no plain step until a capture (which ends its ban) and so has one
//! state. Bans that cannot matter are dropped before indexing ([`Canonical::of`]), so two
//! positions that play alike share an entry. The cost is about 2.3 entries per piece and
//! board, which is what the exact reference for at most six pieces can afford; the tables the
//! apps will ship (eight pieces in 8 MB) need the ban-free table with exceptions the issue
//! describes, and this index is what those exceptions will be found and checked with.
//!
//! **The number.** Within a class (w White pieces, b Black), boards are numbered by the
//! combinatorial number system (the White set among the 25 points, then the Black set among
//! the points left), and each board owns a run of numbers, one per ban state; a table of
//! where each board's run starts (`offsets`) turns a board and its ban digits into the index.

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::position::Position;
use crate::board::rules::Rules;
use crate::board::setup::Setup;

/// The points of the board.
const POINTS: usize = 25;
/// Row 1, Black's far row: a Black piece there makes no plain step.
const ROW_1: u32 = Bitboard::row(0).bits();
/// Row 5, White's far row.
const ROW_5: u32 = Bitboard::row(4).bits();
/// Column a: a piece there cannot step west, so "not west" never matters.
const COL_A: u32 = Bitboard::col(0).bits();
/// Column e: "not east" never matters.
const COL_E: u32 = Bitboard::col(4).bits();

/// `BINOMIAL[n][k]`: n choose k, for the combinatorial number system.
static BINOMIAL: [[u64; POINTS + 1]; POINTS + 1] = binomials();

const fn binomials() -> [[u64; POINTS + 1]; POINTS + 1] {
    let mut t = [[0u64; POINTS + 1]; POINTS + 1];
    let mut n = 0;
    while n <= POINTS {
        t[n][0] = 1;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
}

/// n choose k (0 when k > n).
fn choose(n: usize, k: usize) -> u64 {
    if k > n || n > POINTS {
        0
    } else {
        BINOMIAL[n][k]
    }
}

/// A position as the tables see it: White to move, and only the bans that can matter.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Canonical {
    pub white: u32,
    pub black: u32,
    pub no_east: u32,
    pub no_west: u32,
}

/// The point set turned half round: point k goes to 24 − k.
fn half_turn(bits: u32) -> u32 {
    bits.reverse_bits() >> (32 - POINTS)
}

impl Canonical {
    /// `pos` turned round if Black is to move, its idle bans dropped. Only meaningful under
    /// rules that ban reversal in the standard variant (the caller checks).
    pub fn of(pos: &Position) -> Canonical {
        let s = pos.to_setup();
        let (w, b) = (s.white.bits(), s.black.bits());
        let (ne, nw) = (s.no_east.bits(), s.no_west.bits());
        let c = match s.turn {
            Color::White => Canonical {
                white: w,
                black: b,
                no_east: ne,
                no_west: nw,
            },
            // East and west swap under the half turn, and so do the bans.
            Color::Black => Canonical {
                white: half_turn(b),
                black: half_turn(w),
                no_east: half_turn(nw),
                no_west: half_turn(ne),
            },
        };
        c.without_idle_bans()
    }

    /// The same position without the bans that cannot change a move: a piece on its far row
    /// makes no plain step, and no piece steps off the board.
    fn without_idle_bans(self) -> Canonical {
        let frozen = (self.white & ROW_5) | (self.black & ROW_1);
        Canonical {
            no_east: self.no_east & !COL_E & !frozen,
            no_west: self.no_west & !COL_A & !frozen,
            ..self
        }
    }

    /// The position itself, White to move, under the default rules.
    pub fn position(&self) -> Option<Position> {
        let setup = Setup {
            white: Bitboard::new(self.white),
            black: Bitboard::new(self.black),
            turn: Color::White,
            no_east: Bitboard::new(self.no_east),
            no_west: Bitboard::new(self.no_west),
            plies_since_capture: 0,
        };
        Position::from_setup(&setup, Rules::default()).ok()
    }
}

/// How many ban states a piece of `white`'s colour on point `k` has that can matter.
fn radix(k: usize, white: bool) -> u64 {
    let bit = 1u32 << k;
    let frozen = if white { ROW_5 } else { ROW_1 };
    if bit & frozen != 0 {
        1
    } else if bit & (COL_A | COL_E) != 0 {
        2
    } else {
        3
    }
}

/// The ban states of every piece of a board, multiplied: the length of the board's run.
fn ban_states(white: u32, black: u32) -> u64 {
    let mut n = 1;
    for k in Bitboard::new(white) {
        n *= radix(k.index(), true);
    }
    for k in Bitboard::new(black) {
        n *= radix(k.index(), false);
    }
    n
}

/// The rank of a set of `points` among the subsets of the same size of the first `len`
/// positions (colex order), where `points` is given by its positions in ascending order.
fn rank_of(positions: impl Iterator<Item = usize>) -> u64 {
    positions.enumerate().map(|(i, p)| choose(p, i + 1)).sum()
}

/// The subset of size `k` with colex rank `rank`, as a bit set of positions.
fn unrank(mut rank: u64, k: usize, len: usize) -> u32 {
    let mut bits = 0;
    let mut top = len;
    for i in (1..=k).rev() {
        let mut p = top;
        while p > 0 {
            p -= 1;
            if choose(p, i) <= rank {
                break;
            }
        }
        rank -= choose(p, i);
        bits |= 1 << p;
        top = p;
    }
    bits
}

/// The positions among the free points (not in `taken`) of the points of `set`.
fn compress(set: u32, taken: u32) -> impl Iterator<Item = usize> {
    Bitboard::new(set).map(move |sq| {
        let below = (1u32 << sq.index()) - 1;
        (!taken & below).count_ones() as usize
    })
}

/// The points of `taken`'s complement at the positions of `compact`.
fn expand(compact: u32, taken: u32) -> u32 {
    let mut out = 0;
    let mut free = !taken & Bitboard::FULL.bits();
    let mut c = compact;
    while free != 0 {
        let low = free & free.wrapping_neg();
        if c & 1 != 0 {
            out |= low;
        }
        c >>= 1;
        free ^= low;
    }
    out
}

/// The numbering of one material class: `white` White pieces and `black` Black pieces, White
/// to move.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    pub white: u8,
    pub black: u8,
    /// Where each board's run of ban states starts, and the class's size last.
    offsets: Vec<u64>,
}

impl Layout {
    /// The numbering of the class, built board by board (a pass over its boards).
    pub fn new(white: u8, black: u8) -> Layout {
        let (w, b) = (white as usize, black as usize);
        let whites = choose(POINTS, w);
        let blacks = choose(POINTS - w, b);
        let mut offsets = Vec::with_capacity((whites * blacks + 1) as usize);
        let mut at = 0u64;
        for rw in 0..whites {
            let ws = unrank(rw, w, POINTS);
            for rb in 0..blacks {
                let bs = expand(unrank(rb, b, POINTS - w), ws);
                offsets.push(at);
                at += ban_states(ws, bs);
            }
        }
        offsets.push(at);
        Layout {
            white,
            black,
            offsets,
        }
    }

    /// The number of positions of the class.
    pub fn len(&self) -> u64 {
        self.offsets.last().copied().unwrap_or(0)
    }

    /// The number of boards of the class.
    pub fn boards(&self) -> u64 {
        self.offsets.len() as u64 - 1
    }

    /// The number of `c`, which must be of this class.
    pub fn index(&self, c: &Canonical) -> u64 {
        self.offsets[board_rank(c.white, c.black) as usize] + ban_rank(c)
    }

    /// Every position of board number `board`, in index order, with its index.
    pub fn board(&self, board: u64) -> impl Iterator<Item = (u64, Canonical)> {
        let (w, b) = (self.white as usize, self.black as usize);
        let blacks = choose(POINTS - w, b);
        let white = unrank(board / blacks, w, POINTS);
        let black = expand(unrank(board % blacks, b, POINTS - w), white);
        let start = self.offsets[board as usize];
        let states = ban_states(white, black);
        (0..states).map(move |r| (start + r, with_bans(white, black, r)))
    }
}

/// The number of the board (`white`, `black`) within its class (its pieces counted): the
/// White set's rank among the 25 points, then the Black set's among the points left. The
/// ban-free win/loss files (`wdl.rs`) number their boards so.
pub(crate) fn board_rank(white: u32, black: u32) -> u64 {
    let blacks = choose(
        POINTS - white.count_ones() as usize,
        black.count_ones() as usize,
    );
    let rw = rank_of(Bitboard::new(white).map(|s| s.index()));
    let rb = rank_of(compress(black, white));
    rw * blacks + rb
}

/// The board number `rank` of class (`w`, `b`): the inverse of [`board_rank`].
pub(crate) fn board_at(w: u8, b: u8, rank: u64) -> (u32, u32) {
    let (w, b) = (w as usize, b as usize);
    let blacks = choose(POINTS - w, b);
    let white = unrank(rank / blacks, w, POINTS);
    (white, expand(unrank(rank % blacks, b, POINTS - w), white))
}

/// The boards of class (`w`, `b`) in the order of their numbers, from board number `first`
/// on, to the class's last: what [`board_at`] gives for `first`, `first + 1`, …, each found
/// from the one before rather than worked out afresh. A file's block decodes thousands of
/// boards in a row, and unranking each was nearly all of a probe's time.
pub(crate) fn boards_from(w: u8, b: u8, first: u64) -> impl Iterator<Item = (u32, u32)> {
    let free = POINTS as u32 - u32::from(w);
    let (mut white, black) = board_at(w, b, first);
    // Black's points as a subset of the points White leaves: its colex order is the order of
    // the subsets as numbers, so the next subset is the next number of as many bits.
    let mut compact = compress(black, white).fold(0u32, |set, p| set | 1 << p);
    let mut left = class_boards(w, b).saturating_sub(first);
    // The points White leaves, in order: Black's set changes with every board, White's once
    // in hundreds or thousands, so this is worked out when White's changes.
    let mut free_points = free_points_of(white);
    std::iter::from_fn(move || {
        if left == 0 {
            return None;
        }
        left -= 1;
        let black = Bitboard::new(compact).fold(0, |set, p| set | 1 << free_points[p.index()]);
        let board = (white, black);
        compact = next_subset(compact);
        // Past Black's last subset (the only one, the empty set, when Black has no piece):
        // White's next, with Black's first.
        if b == 0 || compact >= 1 << free {
            compact = (1 << b) - 1;
            white = next_subset(white);
            free_points = free_points_of(white);
        }
        Some(board)
    })
}

/// The points not in `taken`, in order (the rest of the array unused).
fn free_points_of(taken: u32) -> [u8; POINTS] {
    let mut points = [0; POINTS];
    let free = !taken & Bitboard::FULL.bits();
    for (i, sq) in Bitboard::new(free).enumerate() {
        points[i] = sq.index() as u8;
    }
    points
}

/// The next larger number with as many bits set as `set` (Gosper's hack), or `set` itself if
/// it has none.
fn next_subset(set: u32) -> u32 {
    if set == 0 {
        return 0;
    }
    let low = set & set.wrapping_neg();
    let ripple = set.wrapping_add(low);
    // The bits that carried, moved down to the bottom: the smallest completion.
    (((ripple ^ set) >> 2) / low) | ripple
}

/// The number of boards of class (`w`, `b`), White to move, without bans.
pub(crate) fn class_boards(w: u8, b: u8) -> u64 {
    choose(POINTS, w as usize) * choose(POINTS - w as usize, b as usize)
}

/// The point set mirrored left to right: column c goes to column 4 − c. An exact symmetry
/// of the default rules (with east and west bans swapped), which the win/loss files use.
pub(crate) fn mirror(bits: u32) -> u32 {
    (0..5).fold(0, |out, row| {
        out | MIRRORED_ROW[((bits >> (5 * row)) & 0b11111) as usize] << (5 * row)
    })
}

/// Each row of five points, as a number, mirrored: the decoder mirrors every board it reads.
const MIRRORED_ROW: [u32; 32] = {
    let mut table = [0; 32];
    let mut r = 0;
    while r < 32 {
        let mut col = 0;
        while col < 5 {
            if r & (1 << col) != 0 {
                table[r] |= 1 << (4 - col);
            }
            col += 1;
        }
        r += 1;
    }
    table
};

/// The pieces in the order their ban digits are read: White's by point, then Black's.
fn pieces(white: u32, black: u32) -> impl Iterator<Item = (usize, bool)> {
    let w = Bitboard::new(white).map(|s| (s.index(), true));
    w.chain(Bitboard::new(black).map(|s| (s.index(), false)))
}

/// The ban digits of `c` as one mixed-radix number, the first piece's digit lowest.
fn ban_rank(c: &Canonical) -> u64 {
    let (mut rank, mut scale) = (0, 1);
    for (k, white) in pieces(c.white, c.black) {
        let r = radix(k, white);
        let bit = 1u32 << k;
        let digit = if c.no_east & bit != 0 {
            1
        } else if c.no_west & bit != 0 {
            // "Not east" is digit 1 where it can matter, so "not west" comes after it.
            if bit & COL_E != 0 {
                1
            } else {
                2
            }
        } else {
            0
        };
        rank += digit * scale;
        scale *= r;
    }
    rank
}

/// The board with the bans of ban number `rank` (the inverse of [`ban_rank`]).
fn with_bans(white: u32, black: u32, mut rank: u64) -> Canonical {
    let (mut no_east, mut no_west) = (0, 0);
    for (k, is_white) in pieces(white, black) {
        let r = radix(k, is_white);
        let digit = rank % r;
        rank /= r;
        let bit = 1u32 << k;
        match (digit, bit & COL_E != 0) {
            (0, _) => {}
            (1, false) => no_east |= bit,
            _ => no_west |= bit,
        }
    }
    Canonical {
        white,
        black,
        no_east,
        no_west,
    }
}

/// The number of positions of class (`white`, `black`) and of its boards, without building
/// its layout: for the memory a build will need, and to check a file's header.
pub(crate) fn class_size(white: u8, black: u8) -> (u64, u64) {
    // Over the points in order, the placements of i White and j Black pieces so far: their
    // number and the sum of their ban states.
    let (w, b) = (white as usize, black as usize);
    let mut count = vec![vec![0u64; b + 1]; w + 1];
    let mut states = vec![vec![0u64; b + 1]; w + 1];
    count[0][0] = 1;
    states[0][0] = 1;
    for k in 0..POINTS {
        for i in (0..=w).rev() {
            for j in (0..=b).rev() {
                if i > 0 {
                    count[i][j] += count[i - 1][j];
                    states[i][j] += states[i - 1][j] * radix(k, true);
                }
                if j > 0 {
                    count[i][j] += count[i][j - 1];
                    states[i][j] += states[i][j - 1] * radix(k, false);
                }
            }
        }
    }
    (states[w][b], count[w][b])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_of_a_class_is_one_position_and_back() {
        for (w, b) in [(1, 1), (2, 1), (1, 2), (2, 2)] {
            let layout = Layout::new(w, b);
            let mut next = 0;
            for board in 0..layout.boards() {
                for (i, c) in layout.board(board) {
                    assert_eq!(i, next);
                    next += 1;
                    assert_eq!(layout.index(&c), i);
                    assert_eq!(c.without_idle_bans(), c);
                    assert!(c.position().is_some());
                }
            }
            assert_eq!(next, layout.len());
            assert_eq!(class_size(w, b), (layout.len(), layout.boards()));
        }
    }

    #[test]
    fn boards_are_numbered_and_back_and_mirrored() {
        for (w, b) in [(1, 1), (2, 1), (1, 3), (3, 2)] {
            for rank in (0..class_boards(w, b)).step_by(7) {
                let (white, black) = board_at(w, b, rank);
                assert_eq!(board_rank(white, black), rank);
                assert_eq!(mirror(mirror(white)), white);
                assert_eq!(mirror(white).count_ones(), u32::from(w));
            }
        }
        assert_eq!(mirror(1), 1 << 4);
        assert_eq!(mirror(COL_A), COL_E);
        assert_eq!(mirror(ROW_5), ROW_5);
    }

    #[test]
    fn boards_from_a_number_on_are_those_the_numbers_give() {
        for (w, b) in [(1, 1), (2, 1), (1, 3), (3, 2), (2, 4), (5, 3), (3, 0)] {
            let all = class_boards(w, b);
            // From the first board, a board in the middle, and the last.
            for first in [0, all / 3, all - 1] {
                let mut rank = first;
                for (white, black) in boards_from(w, b, first).take(3000) {
                    assert_eq!((white, black), board_at(w, b, rank), "({w}, {b}) {rank}");
                    rank += 1;
                }
                // Every board to the class's last, and none beyond.
                if all - first <= 3000 {
                    assert_eq!(rank, all);
                }
            }
            assert_eq!(boards_from(w, b, 0).count() as u64, all);
        }
    }

    #[test]
    fn the_half_turn_swaps_the_corners() {
        assert_eq!(half_turn(1), 1 << 24);
        assert_eq!(half_turn(ROW_1), ROW_5);
        assert_eq!(half_turn(COL_A), COL_E);
    }
}
