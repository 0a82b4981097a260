//! Capture paths: finding them, walking them, counting them and drawing one at random.
//!
//! Capturing is compulsory and a capture goes on while the piece can jump, so one move may be
//! a long path and a position may have many. Everything here works on raw 25-bit boards
//! (`own`, `enemy`, `empty`): a jump is a pair of constant shifts, done for all pieces and all
//! eight directions at once. [`Captures`] holds a position's first jumps, from which the
//! search counts the paths (perft's last ply) or draws one (playouts) without building them
//! all; [`try_for_each_capture`] builds every path, in a fixed order, for the move list.

use std::ops::ControlFlow;

use crate::board::bitboard::Bitboard;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::square::{Direction, Square};
use crate::board::tables::TABLES;

/// All 25 points, as raw bits.
const FULL: u32 = Bitboard::FULL.bits();

/// The directions (indices into [`Direction::ALL`]) in the order of the points their jumps
/// land on from any one point: ascending index change, so walking them in this order visits
/// one piece's landings in index order, the order the random draw has always used.
const BY_LANDING: [usize; 8] = [
    Direction::SouthWest as usize,
    Direction::South as usize,
    Direction::SouthEast as usize,
    Direction::West as usize,
    Direction::East as usize,
    Direction::NorthWest as usize,
    Direction::North as usize,
    Direction::NorthEast as usize,
];

/// The landing points of the jumps in direction `D` (an index into [`Direction::ALL`]) that
/// the pieces of `own` can make over a piece of `enemy` onto `empty`. Written with constant
/// shifts so that the eight directions compile to straight-line bit operations.
#[inline(always)]
fn landings<const D: usize>(own: u32, enemy: u32, empty: u32) -> u32 {
    let k = Direction::ALL[D].index_delta();
    let src = own & TABLES.jump_sources[D];
    if k > 0 {
        (((src << k as u32) & enemy) << k as u32) & empty
    } else {
        (((src >> (-k) as u32) & enemy) >> (-k) as u32) & empty
    }
}

/// For each direction (indexed as [`Direction::ALL`]), the landing points of the first jumps
/// the pieces of `own` can make that way.
#[inline(always)]
fn first_landings(own: u32, enemy: u32, empty: u32) -> [u32; 8] {
    [
        landings::<0>(own, enemy, empty),
        landings::<1>(own, enemy, empty),
        landings::<2>(own, enemy, empty),
        landings::<3>(own, enemy, empty),
        landings::<4>(own, enemy, empty),
        landings::<5>(own, enemy, empty),
        landings::<6>(own, enemy, empty),
        landings::<7>(own, enemy, empty),
    ]
}

/// The points from which a piece standing there could jump over a piece of `enemy` onto a
/// point of `empty`, whatever stands on them now: for all points and all eight directions at
/// once, with constant shifts.
///
/// After a jump, whether the capture must go on is exactly whether its landing point is in
/// this set for the board *before* the jump: the only jump the first one changes is the one
/// straight back, over the point just emptied onto the point just left, and that one is
/// impossible on both boards (the jumped piece is gone after; the jumping piece stood on the
/// landing before). So a whole position's single-jump captures are told from the ones that
/// continue by one mask, without playing any of them.
#[inline(always)]
fn jump_origins(enemy: u32, empty: u32) -> u32 {
    origins_by_direction(enemy, empty)
        .into_iter()
        .fold(0, |a, o| a | o)
}

/// [`jump_origins`] per direction (indexed as [`Direction::ALL`]): the points from which a
/// jump that way over `enemy` onto `empty` stays on the board's lines.
#[inline(always)]
fn origins_by_direction(enemy: u32, empty: u32) -> [u32; 8] {
    #[inline(always)]
    fn dir<const D: usize>(enemy: u32, empty: u32) -> u32 {
        let k = Direction::ALL[D].index_delta();
        let back = if k > 0 {
            ((empty >> k as u32) & enemy) >> k as u32
        } else {
            ((empty << (-k) as u32) & enemy) << (-k) as u32
        };
        back & TABLES.jump_sources[D]
    }
    [
        dir::<0>(enemy, empty),
        dir::<1>(enemy, empty),
        dir::<2>(enemy, empty),
        dir::<3>(enemy, empty),
        dir::<4>(enemy, empty),
        dir::<5>(enemy, empty),
        dir::<6>(enemy, empty),
        dir::<7>(enemy, empty),
    ]
}

/// The landing points of jumps in direction `D` from the points of `from` (origins the
/// caller knows to have a jump that way).
#[inline(always)]
fn land_from<const D: usize>(from: u32) -> u32 {
    let k = Direction::ALL[D].index_delta();
    if k > 0 {
        from << (2 * k) as u32
    } else {
        from >> (-2 * k) as u32
    }
}

/// All pieces among `own` that can capture.
#[inline(always)]
fn all_jumpers(own: Bitboard, enemy: Bitboard, empty: Bitboard) -> Bitboard {
    Bitboard::new(own.bits() & jump_origins(enemy.bits(), empty.bits()))
}

impl Position {
    /// The pieces of the side to move that can capture now. Capturing is compulsory, so when
    /// this is not empty only these pieces may move, and only by capturing.
    pub fn capturers(&self) -> Bitboard {
        let (own, enemy) = self.sides();
        all_jumpers(own, enemy, !(own | enemy))
    }

    /// Whether the side to move has a capture (and so must capture).
    #[inline]
    pub fn has_capture(&self) -> bool {
        self.capturers().any()
    }

    /// The first jumps available to the side to move, for counting and sampling captures
    /// without generating them all.
    #[inline]
    pub(crate) fn captures(&self) -> Captures {
        let (own, enemy) = self.sides();
        let (own, enemy) = (own.bits(), enemy.bits());
        Captures::on(own, enemy, !(own | enemy) & FULL)
    }
}

/// Calls `f` with every capture path of the side to move, whose capturing pieces are
/// `capturers`, until `f` says to stop: by start point in index order, then by the direction
/// of each jump in the order of [`Direction::ALL`]. The order is part of the behaviour (the
/// search and the records see moves in it), so it stays fixed. Returns what stopped the walk.
#[inline]
pub(crate) fn try_for_each_capture<B>(
    pos: &Position,
    capturers: Bitboard,
    f: &mut impl FnMut(Move) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let (own, enemy) = pos.sides();
    let (enemy, empty) = (enemy.bits(), (!(own | enemy)).bits());
    // Where jumps start, per direction: each capturer's first jumps are among them, and
    // whether a first jump goes on is their union at its landing (see `jump_origins`).
    let origins = origins_by_direction(enemy, empty);
    let goes_on = origins.iter().fold(0, |a, &o| a | o);
    for from in capturers {
        let at = from.index() as u32;
        let start = Move::capture_start(from);
        for (d, &o) in origins.iter().enumerate() {
            if o & (1 << at) == 0 {
                continue;
            }
            let hop = Hop::new(at, d, enemy, empty);
            let mv = hop.extend(start);
            if goes_on & (1 << hop.land) == 0 {
                f(mv)?;
            } else {
                extend_captures(mv, hop.land, hop.enemy, hop.empty, f)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Every capture path continuing `mv` (whose piece stands on `at` and must jump on), given the
/// remaining enemy pieces and the empty points; each maximal path is passed to `f`, until it
/// says to stop.
fn extend_captures<B>(
    mv: Move,
    at: u32,
    enemy: u32,
    empty: u32,
    f: &mut impl FnMut(Move) -> ControlFlow<B>,
) -> ControlFlow<B> {
    // Most paths end here: usually no enemy piece stands where a jump from `at` could pass.
    if enemy & TABLES.jump_overs[at as usize] != 0 {
        let lands = first_landings(1 << at, enemy, empty);
        if lands.iter().fold(0, |a, &l| a | l) != 0 {
            for (d, &land) in lands.iter().enumerate() {
                if land != 0 {
                    let hop = Hop::new(at, d, enemy, empty);
                    extend_captures(hop.extend(mv), hop.land, hop.enemy, hop.empty, f)?;
                }
            }
            return ControlFlow::Continue(());
        }
    }
    f(mv)
}

/// The landing points of every single jump the piece on `at` can make.
#[inline(always)]
fn jump_landings(at: u32, enemy: u32, empty: u32) -> u32 {
    first_landings(1 << at, enemy, empty)
        .into_iter()
        .fold(0, |a, b| a | b)
}

/// Whether the piece on `at` can jump over a piece of `enemy` onto a point of `empty`: whether
/// a capture that reached `at` must go on.
pub(crate) fn can_jump_from(at: Square, enemy: Bitboard, empty: Bitboard) -> bool {
    jump_landings(at.index() as u32, enemy.bits(), empty.bits()) != 0
}

/// The first jumps of the side to move: per direction, the landing points; and the boards they
/// were computed on. Lets the search count, and draw the k-th of, the capture paths without
/// building them all.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Captures {
    landings: [u32; 8],
    /// The points from which a piece could jump (see `jump_origins`): the first jumps landing
    /// elsewhere end their paths.
    goes_on: u32,
    /// The pieces that can capture.
    capturers: u32,
    enemy: u32,
    empty: u32,
}

/// A jump found by the walkers below: where it starts, its direction, what it jumps, where it
/// lands, and the boards after it.
#[derive(Copy, Clone)]
struct Hop {
    from: u32,
    dir: usize,
    over: u32,
    land: u32,
    enemy: u32,
    empty: u32,
}

impl Hop {
    /// The jump from `from` in direction `dir` (an index into [`Direction::ALL`]), which the
    /// caller knows to be possible on the boards `enemy` and `empty`. The board's tables name
    /// the jumped point and the landing.
    #[inline(always)]
    fn new(from: u32, dir: usize, enemy: u32, empty: u32) -> Hop {
        let over = TABLES.neighbour[from as usize][dir] as u32;
        let land = TABLES.landing[from as usize][dir] as u32;
        Hop::made(from, dir, over, land, enemy, empty)
    }

    /// The jump in direction `dir` that lands on `land`, found from its landing.
    #[inline(always)]
    fn onto(land: u32, dir: usize, enemy: u32, empty: u32) -> Hop {
        let back = Direction::ALL[dir].opposite() as usize;
        let over = TABLES.neighbour[land as usize][back] as u32;
        let from = TABLES.landing[land as usize][back] as u32;
        Hop::made(from, dir, over, land, enemy, empty)
    }

    /// The jump from `from` over `over` onto `land`, and the boards after it: the piece it
    /// takes is gone, and its path is clear behind it.
    #[inline(always)]
    fn made(from: u32, dir: usize, over: u32, land: u32, enemy: u32, empty: u32) -> Hop {
        Hop {
            from,
            dir,
            over,
            land,
            enemy: enemy & !(1 << over),
            empty: (empty | (1 << from) | (1 << over)) & !(1 << land),
        }
    }

    /// `mv` with this jump added.
    #[inline(always)]
    fn extend(self, mv: Move) -> Move {
        mv.then_jump(
            Direction::ALL[self.dir],
            Square::from_index_unchecked(self.over as u8),
            Square::from_index_unchecked(self.land as u8),
        )
    }
}

impl Captures {
    /// The first jumps of the pieces `own` over `enemy` onto `empty` (raw boards).
    #[inline(always)]
    pub(crate) fn on(own: u32, enemy: u32, empty: u32) -> Captures {
        // Where jumps start, per direction, for every point; the pieces of `own` among them
        // are the first jumps, and all of them together say which landings go on.
        let o = origins_by_direction(enemy, empty);
        let goes_on = o.iter().fold(0, |a, &o| a | o);
        Captures {
            landings: [
                land_from::<0>(o[0] & own),
                land_from::<1>(o[1] & own),
                land_from::<2>(o[2] & own),
                land_from::<3>(o[3] & own),
                land_from::<4>(o[4] & own),
                land_from::<5>(o[5] & own),
                land_from::<6>(o[6] & own),
                land_from::<7>(o[7] & own),
            ],
            goes_on,
            capturers: own & goes_on,
            enemy,
            empty,
        }
    }

    /// Whether any capture exists (then capturing is compulsory).
    #[inline]
    pub(crate) fn any(&self) -> bool {
        self.capturers != 0
    }

    /// Calls `f` with every first jump: by direction in the order of [`Direction::ALL`], then
    /// by landing point.
    #[inline(always)]
    fn for_each_first_hop(&self, mut f: impl FnMut(Hop)) {
        for (d, &l) in self.landings.iter().enumerate() {
            let mut lands = l;
            while lands != 0 {
                let land = lands.trailing_zeros();
                lands &= lands - 1;
                f(Hop::onto(land, d, self.enemy, self.empty));
            }
        }
    }

    /// The number of capture paths (perft's last ply spends most of its time here). Every
    /// first jump whose landing is not a point to jump on from is one path, counted by
    /// population count without playing it; only the jumps that go on are walked.
    #[inline]
    pub(crate) fn count(&self) -> u64 {
        let goes_on = self.goes_on;
        let mut n = 0;
        let mut longer = 0;
        for &l in &self.landings {
            n += (l & !goes_on).count_ones() as u64;
            longer |= l & goes_on;
        }
        if longer != 0 {
            n += self.count_longer(goes_on);
        }
        n
    }

    /// The paths of the first jumps whose landing is in `goes_on` (those that continue).
    #[inline(never)]
    fn count_longer(&self, goes_on: u32) -> u64 {
        let mut n = 0;
        for (d, &l) in self.landings.iter().enumerate() {
            let mut lands = l & goes_on;
            while lands != 0 {
                let land = lands.trailing_zeros();
                lands &= lands - 1;
                let hop = Hop::onto(land, d, self.enemy, self.empty);
                n += count_continuations(hop.land, hop.enemy, hop.empty);
            }
        }
        n
    }

    /// A capture path drawn uniformly among all of them (with `longest_only`, among the
    /// longest ones), `pick(n)` being a uniform draw below `n`. One walk over the paths:
    /// reservoir sampling keeps the `k`-th eligible path with probability `1/k`, so nothing is
    /// counted first and the usual single path costs no draw at all.
    #[inline]
    pub(crate) fn draw(
        &self,
        longest_only: bool,
        mut pick: impl FnMut(u64) -> u64,
    ) -> Option<Move> {
        let mut walk = Draw {
            longest_only,
            best: 0,
            seen: 0,
            chosen: None,
            pick: &mut pick,
        };
        self.for_each_first_hop(|hop| {
            let start = Move::capture_start(Square::from_index_unchecked(hop.from as u8));
            walk.extend(hop.extend(start), hop);
        });
        walk.chosen
    }
}

/// The state of one [`Captures::draw`] walk.
struct Draw<'a, P: FnMut(u64) -> u64> {
    longest_only: bool,
    /// Jumps of the eligible paths seen so far.
    best: usize,
    /// How many eligible paths were seen.
    seen: u64,
    chosen: Option<Move>,
    pick: &'a mut P,
}

impl<P: FnMut(u64) -> u64> Draw<'_, P> {
    /// Walks every path that continues `mv`, whose last jump is `hop`: the next jumps in the
    /// order of their landing points.
    #[inline(always)]
    fn extend(&mut self, mv: Move, hop: Hop) {
        if further_landings(hop.land, hop.enemy, hop.empty) == 0 {
            self.finish(mv);
            return;
        }
        let lands = first_landings(1 << hop.land, hop.enemy, hop.empty);
        for d in BY_LANDING {
            if lands[d] != 0 {
                let next = Hop::new(hop.land, d, hop.enemy, hop.empty);
                self.extend_deeper(next.extend(mv), next);
            }
        }
    }

    /// [`Draw::extend`] behind a call, so the recursion has a place to stop inlining (most
    /// captures are a single jump and never get here).
    #[inline(never)]
    fn extend_deeper(&mut self, mv: Move, hop: Hop) {
        self.extend(mv, hop);
    }

    /// A complete path: the `k`-th eligible one replaces the choice with probability `1/k`.
    #[inline]
    fn finish(&mut self, mv: Move) {
        if self.longest_only && mv.jumps() != self.best {
            if mv.jumps() < self.best {
                return;
            }
            self.best = mv.jumps();
            self.seen = 0;
        }
        self.seen += 1;
        if self.seen == 1 || (self.pick)(self.seen) == 0 {
            self.chosen = Some(mv);
        }
    }
}

/// The number of capture paths continuing from `at` after a jump, counting the path that
/// stops here as 1 when no further jump exists. As in [`Captures::count`], the next jumps that
/// end the path are counted by one mask (see `jump_origins`); only the others are walked.
#[inline(always)]
fn count_continuations(at: u32, enemy: u32, empty: u32) -> u64 {
    if enemy & TABLES.jump_overs[at as usize] == 0 {
        return 1;
    }
    // Where jumps start on this board, per direction: the piece's own next jumps are among
    // them, and their union says which of those next jumps go on in turn.
    let o = origins_by_direction(enemy, empty);
    let goes_on = o.iter().fold(0, |a, &o| a | o);
    let here = 1 << at;
    if goes_on & here == 0 {
        return 1;
    }
    let lands = [
        land_from::<0>(o[0] & here),
        land_from::<1>(o[1] & here),
        land_from::<2>(o[2] & here),
        land_from::<3>(o[3] & here),
        land_from::<4>(o[4] & here),
        land_from::<5>(o[5] & here),
        land_from::<6>(o[6] & here),
        land_from::<7>(o[7] & here),
    ];
    // One piece's landings are distinct points, so their union counts them.
    let all = lands.iter().fold(0, |a, &l| a | l);
    let mut n = (all & !goes_on).count_ones() as u64;
    if all & goes_on != 0 {
        for (d, &land) in lands.iter().enumerate() {
            if land & goes_on != 0 {
                let hop = Hop::new(at, d, enemy, empty);
                n += count_deeper(hop.land, hop.enemy, hop.empty);
            }
        }
    }
    n
}

/// The landing points of the jumps the piece on `at` can make next, with a quick rejection
/// first: most of the time no enemy piece stands where a jump from `at` could pass.
#[inline(always)]
fn further_landings(at: u32, enemy: u32, empty: u32) -> u32 {
    if enemy & TABLES.jump_overs[at as usize] == 0 {
        0
    } else {
        jump_landings(at, enemy, empty)
    }
}

/// [`count_continuations`] behind a call, so the recursion has a place to stop inlining.
#[inline(never)]
fn count_deeper(at: u32, enemy: u32, empty: u32) -> u64 {
    count_continuations(at, enemy, empty)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn by_landing_orders_one_pieces_landings() {
        let deltas = BY_LANDING.map(|d| Direction::ALL[d].index_delta());
        assert!(deltas.windows(2).all(|w| w[0] < w[1]), "{deltas:?}");
        let mut seen = BY_LANDING;
        seen.sort_unstable();
        assert_eq!(seen, [0, 1, 2, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn jump_origins_agree_with_single_pieces() {
        // A board with pieces everywhere but a few points, so jumps exist in many directions.
        let empty = 0b00100_01000_00000_10001_00110;
        for enemy in [0b01010_10101_01110_01010_01001u32 & !empty, FULL & !empty] {
            let origins = jump_origins(enemy, empty);
            for at in 0..25 {
                let can = jump_landings(at, enemy, empty) != 0;
                assert_eq!(origins & (1 << at) != 0, can, "point {at}");
            }
        }
    }
}
