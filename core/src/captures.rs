//! Capture paths: finding them, walking them, counting them and drawing one at random.
//!
//! Capturing is compulsory and a capture goes on while the piece can jump, so one move may be
//! a long path and a position may have many. Everything here works on raw 25-bit boards
//! (`own`, `enemy`, `empty`): a jump is a pair of constant shifts, done for all pieces and all
//! eight directions at once. [`Captures`] holds a position's first jumps, from which the
//! search counts the paths (perft's last ply) or draws one (playouts) without building them
//! all; [`for_each_capture`] builds every path, in a fixed order, for the move list.

use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::position::Position;
use crate::square::{Direction, Square};
use crate::tables::TABLES;

/// All 25 points, as raw bits.
const FULL: u32 = Bitboard::FULL.bits();

/// The pieces among `own` that can jump in direction `D` (an index into [`Direction::ALL`])
/// over a piece of `enemy` onto `empty`. Written with constant shifts so that the eight
/// directions compile to straight-line bit operations.
#[inline(always)]
fn jumpers<const D: usize>(own: u32, enemy: u32, empty: u32) -> u32 {
    let k = Direction::ALL[D].index_delta();
    let src = own & TABLES.jump_sources[D];
    if k > 0 {
        let k = k as u32;
        ((((src << k) & enemy) << k) & empty) >> (2 * k)
    } else {
        let k = (-k) as u32;
        ((((src >> k) & enemy) >> k) & empty) << (2 * k)
    }
}

/// For each direction (indexed as [`Direction::ALL`]), the landing points of the first jumps
/// the pieces of `own` can make that way.
#[inline(always)]
fn first_landings(own: u32, enemy: u32, empty: u32) -> [u32; 8] {
    #[inline(always)]
    fn dir<const D: usize>(own: u32, enemy: u32, empty: u32) -> u32 {
        let k = Direction::ALL[D].index_delta();
        let src = own & TABLES.jump_sources[D];
        if k > 0 {
            (((src << k as u32) & enemy) << k as u32) & empty
        } else {
            (((src >> (-k) as u32) & enemy) >> (-k) as u32) & empty
        }
    }
    [
        dir::<0>(own, enemy, empty),
        dir::<1>(own, enemy, empty),
        dir::<2>(own, enemy, empty),
        dir::<3>(own, enemy, empty),
        dir::<4>(own, enemy, empty),
        dir::<5>(own, enemy, empty),
        dir::<6>(own, enemy, empty),
        dir::<7>(own, enemy, empty),
    ]
}

/// All pieces among `own` that can capture.
#[inline(always)]
fn all_jumpers(own: Bitboard, enemy: Bitboard, empty: Bitboard) -> Bitboard {
    let (o, e, m) = (own.bits(), enemy.bits(), empty.bits());
    Bitboard::new(
        jumpers::<0>(o, e, m)
            | jumpers::<1>(o, e, m)
            | jumpers::<2>(o, e, m)
            | jumpers::<3>(o, e, m)
            | jumpers::<4>(o, e, m)
            | jumpers::<5>(o, e, m)
            | jumpers::<6>(o, e, m)
            | jumpers::<7>(o, e, m),
    )
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
/// `capturers`: by start point in index order, then by the direction of each jump in the
/// order of [`Direction::ALL`]. The order is part of the behaviour (the search and the
/// records see moves in it), so it stays fixed.
#[inline]
pub(crate) fn for_each_capture(pos: &Position, capturers: Bitboard, f: &mut impl FnMut(Move)) {
    let (own, enemy) = pos.sides();
    let empty = !(own | enemy);
    for from in capturers {
        extend_captures(
            Move::capture_start(from),
            from.index() as u32,
            enemy.bits(),
            empty.bits(),
            f,
        );
    }
}

/// Every capture path continuing `mv` (whose piece stands on `at`), given the remaining enemy
/// pieces and the empty points; each maximal path is passed to `f`.
fn extend_captures(mv: Move, at: u32, enemy: u32, empty: u32, f: &mut impl FnMut(Move)) {
    /// The paths that go on with the jump in direction `D`, if `land` (its landing, one bit
    /// at most: there is one piece) holds one.
    #[inline(always)]
    fn go<const D: usize>(
        mv: Move,
        at: u32,
        land: u32,
        (enemy, empty): (u32, u32),
        f: &mut impl FnMut(Move),
    ) {
        if land != 0 {
            let hop = Hop::new(at, land.trailing_zeros(), enemy, empty);
            let mv = mv.then_jump(
                Direction::ALL[D],
                Square::from_index_unchecked(hop.over as u8),
                Square::from_index_unchecked(hop.land as u8),
            );
            extend_captures(mv, hop.land, hop.enemy, hop.empty, f);
        }
    }
    if enemy & TABLES.jump_overs[at as usize] != 0 {
        let l = first_landings(1 << at, enemy, empty);
        if l.iter().fold(0, |a, &b| a | b) != 0 {
            let board = (enemy, empty);
            go::<0>(mv, at, l[0], board, f);
            go::<1>(mv, at, l[1], board, f);
            go::<2>(mv, at, l[2], board, f);
            go::<3>(mv, at, l[3], board, f);
            go::<4>(mv, at, l[4], board, f);
            go::<5>(mv, at, l[5], board, f);
            go::<6>(mv, at, l[6], board, f);
            go::<7>(mv, at, l[7], board, f);
            return;
        }
    }
    if mv.is_capture() {
        f(mv);
    }
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
    enemy: u32,
    empty: u32,
}

/// A jump found by the walkers below: where it starts, what it jumps, where it lands, and the
/// boards after it.
#[derive(Copy, Clone)]
struct Hop {
    from: u32,
    over: u32,
    land: u32,
    enemy: u32,
    empty: u32,
}

impl Hop {
    #[inline]
    fn new(from: u32, land: u32, enemy: u32, empty: u32) -> Hop {
        // A jump's landing is two equal steps away, so the jumped point is the midpoint.
        let over = (from + land) / 2;
        Hop {
            from,
            over,
            land,
            enemy: enemy & !(1 << over),
            empty: (empty | (1 << from) | (1 << over)) & !(1 << land),
        }
    }

    fn extend(self, mv: Move) -> Move {
        let dir = Direction::from_index_delta(((self.land as i32 - self.from as i32) / 2) as i8);
        mv.then_jump(
            dir,
            Square::from_index_unchecked(self.over as u8),
            Square::from_index_unchecked(self.land as u8),
        )
    }
}

impl Captures {
    /// The first jumps of the pieces `own` over `enemy` onto `empty` (raw boards).
    #[inline(always)]
    pub(crate) fn on(own: u32, enemy: u32, empty: u32) -> Captures {
        Captures {
            landings: first_landings(own, enemy, empty),
            enemy,
            empty,
        }
    }

    /// Whether any capture exists (then capturing is compulsory).
    #[inline]
    pub(crate) fn any(&self) -> bool {
        self.landings.iter().any(|&l| l != 0)
    }

    /// Calls `f` with every first jump, in a fixed order, until it returns `true`; returns the
    /// jump that stopped it.
    #[inline(always)]
    fn find_first_hop(&self, mut f: impl FnMut(Hop) -> bool) -> Option<Hop> {
        for (d, &l) in self.landings.iter().enumerate() {
            let mut lands = l;
            let k = Direction::ALL[d].index_delta() as i32;
            while lands != 0 {
                let land = lands.trailing_zeros();
                lands &= lands - 1;
                let from = (land as i32 - 2 * k) as u32;
                let hop = Hop::new(from, land, self.enemy, self.empty);
                if f(hop) {
                    return Some(hop);
                }
            }
        }
        None
    }

    /// The number of capture paths. Written out per direction, so that each direction's
    /// offset is a constant and an empty direction costs one test (perft's last ply spends
    /// most of its time here).
    #[inline]
    pub(crate) fn count(&self) -> u64 {
        #[inline(always)]
        fn from<const D: usize>(lands: u32, enemy: u32, empty: u32) -> u64 {
            let k = Direction::ALL[D].index_delta() as i32;
            let (mut lands, mut n) = (lands, 0);
            while lands != 0 {
                let land = lands.trailing_zeros();
                lands &= lands - 1;
                let hop = Hop::new((land as i32 - 2 * k) as u32, land, enemy, empty);
                n += count_continuations(hop.land, hop.enemy, hop.empty);
            }
            n
        }
        let (l, enemy, empty) = (&self.landings, self.enemy, self.empty);
        from::<0>(l[0], enemy, empty)
            + from::<1>(l[1], enemy, empty)
            + from::<2>(l[2], enemy, empty)
            + from::<3>(l[3], enemy, empty)
            + from::<4>(l[4], enemy, empty)
            + from::<5>(l[5], enemy, empty)
            + from::<6>(l[6], enemy, empty)
            + from::<7>(l[7], enemy, empty)
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
        self.find_first_hop(|hop| {
            let start = Move::capture_start(Square::from_index_unchecked(hop.from as u8));
            walk.extend(hop.extend(start), hop);
            false
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
    /// Walks every path that continues `mv`, whose last jump is `hop`.
    #[inline(always)]
    fn extend(&mut self, mv: Move, hop: Hop) {
        let mut lands = further_landings(hop.land, hop.enemy, hop.empty);
        if lands == 0 {
            self.finish(mv);
            return;
        }
        while lands != 0 {
            let land = lands.trailing_zeros();
            lands &= lands - 1;
            let next = Hop::new(hop.land, land, hop.enemy, hop.empty);
            self.extend_deeper(next.extend(mv), next);
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
/// stops here as 1 when no further jump exists.
#[inline(always)]
fn count_continuations(at: u32, enemy: u32, empty: u32) -> u64 {
    let mut lands = further_landings(at, enemy, empty);
    if lands == 0 {
        return 1;
    }
    let mut n = 0;
    while lands != 0 {
        let land = lands.trailing_zeros();
        lands &= lands - 1;
        let hop = Hop::new(at, land, enemy, empty);
        n += count_deeper(land, hop.enemy, hop.empty);
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
