//! Positions: the raw [`Setup`] anyone can write, and the validated [`Position`] that plays.

use std::fmt;

use crate::bitboard::Bitboard;
use crate::color::Color;
use crate::moves::Move;
use crate::rules::Rules;
use crate::square::{Direction, Square};

/// A position as written down, not necessarily valid under any rules: the input to
/// [`Position::from_setup`] and the output of [`Position::to_setup`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The points holding White pieces.
    pub white: Bitboard,
    /// The points holding Black pieces.
    pub black: Bitboard,
    /// The side to move.
    pub turn: Color,
    /// Pieces whose last plain step went west and so may not step east next (reversal ban).
    pub no_east: Bitboard,
    /// Pieces whose last plain step went east and so may not step west next (reversal ban).
    pub no_west: Bitboard,
    /// Plies played since the last capture (for the no-capture draw, where it applies).
    pub plies_since_capture: u16,
}

impl Setup {
    /// The start position: White on rows 1–2 plus d3, e3; Black on rows 4–5 plus a3, b3; White
    /// to move.
    pub const fn start() -> Setup {
        Setup {
            white: Bitboard::new(0b00000_00000_11000_11111_11111),
            black: Bitboard::new(0b11111_11111_00011_00000_00000),
            turn: Color::White,
            no_east: Bitboard::EMPTY,
            no_west: Bitboard::EMPTY,
            plies_since_capture: 0,
        }
    }

    /// An empty board with `turn` to move.
    pub const fn empty(turn: Color) -> Setup {
        Setup {
            white: Bitboard::EMPTY,
            black: Bitboard::EMPTY,
            turn,
            no_east: Bitboard::EMPTY,
            no_west: Bitboard::EMPTY,
            plies_since_capture: 0,
        }
    }

    /// The colour of the piece on `sq`, if any (White wins ties in an invalid setup).
    pub fn piece_at(&self, sq: Square) -> Option<Color> {
        if self.white.contains(sq) {
            Some(Color::White)
        } else if self.black.contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::start()
    }
}

/// Why a [`Setup`] is not a valid position under the given rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A point holds both a White and a Black piece.
    Overlap(Square),
    /// A reversal ban is recorded on a point with no piece.
    BanWithoutPiece(Square),
    /// A piece is banned from stepping both east and west, which no step can cause.
    BanBothWays(Square),
    /// Reversal bans are given but the rules have none.
    BansNotInRules,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Overlap(sq) => write!(f, "point {sq} holds both a white and a black piece"),
            SetupError::BanWithoutPiece(sq) => {
                write!(
                    f,
                    "a reversal ban is given for {sq}, where there is no piece"
                )
            }
            SetupError::BanBothWays(sq) => {
                write!(
                    f,
                    "the piece on {sq} is banned from stepping both east and west"
                )
            }
            SetupError::BansNotInRules => {
                f.write_str("reversal bans are given but these rules allow reversal")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// A valid position under a set of [`Rules`]: pieces, side to move, reversal bans and the
/// no-capture count. It knows its rules, so every method answers for the game being played.
///
/// Only [`Position::from_setup`] (which validates) and playing legal moves create one.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pieces: [Bitboard; 2],
    /// `no_step[0]`: pieces that may not step east; `no_step[1]`: may not step west.
    no_step: [Bitboard; 2],
    turn: Color,
    plies_since_capture: u16,
    rules: Rules,
}

/// One jump that can start from a point: its direction, the jumped point and the landing
/// point, with their bits precomputed for the search's inner loop.
#[derive(Copy, Clone)]
struct Jump {
    dir: Direction,
    over: Square,
    land: Square,
    over_bit: u32,
    land_bit: u32,
}

/// Per square, the jumps that can start there.
struct JumpTable {
    len: [u8; 25],
    jumps: [[Jump; 8]; 25],
}

static JUMPS: JumpTable = {
    let none = Jump {
        dir: Direction::East,
        over: Square::A1,
        land: Square::A1,
        over_bit: 0,
        land_bit: 0,
    };
    let mut t = JumpTable {
        len: [0; 25],
        jumps: [[none; 8]; 25],
    };
    let mut s = 0;
    while s < 25 {
        let mut d = 0;
        while d < 8 {
            let dir = Direction::ALL[d];
            let sq = Square::ALL[s];
            if let (Some(over), Some(land)) = (sq.neighbour(dir), sq.jump_landing(dir)) {
                t.jumps[s][t.len[s] as usize] = Jump {
                    dir,
                    over,
                    land,
                    over_bit: 1 << over.index(),
                    land_bit: 1 << land.index(),
                };
                t.len[s] += 1;
            }
            d += 1;
        }
        s += 1;
    }
    t
};

#[inline]
fn jumps_from(sq: Square) -> &'static [Jump] {
    &JUMPS.jumps[sq.index()][..JUMPS.len[sq.index()] as usize]
}

/// `JUMP_SOURCES[dir]`: the points from which a jump in `dir` stays on the board's lines.
static JUMP_SOURCES: [u32; 8] = {
    let mut masks = [0u32; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 25 {
            if Square::ALL[sq].jump_landing(Direction::ALL[d]).is_some() {
                masks[d] |= 1 << sq;
            }
            sq += 1;
        }
        d += 1;
    }
    masks
};

/// The pieces among `own` that can jump in direction `D` (an index into [`Direction::ALL`])
/// over a piece of `enemy` onto `empty`. Written with constant shifts so that the eight
/// directions compile to straight-line bit operations.
#[inline(always)]
fn jumpers<const D: usize>(own: u32, enemy: u32, empty: u32) -> u32 {
    let k = Direction::ALL[D].index_delta();
    let src = own & JUMP_SOURCES[D];
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
        let src = own & JUMP_SOURCES[D];
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
    /// The start position under `rules`.
    pub fn new(rules: Rules) -> Position {
        let s = Setup::start();
        Position {
            pieces: [s.white, s.black],
            no_step: [Bitboard::EMPTY; 2],
            turn: s.turn,
            plies_since_capture: 0,
            rules,
        }
    }

    /// Validates `setup` under `rules`.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, SetupError> {
        if let Some(sq) = (setup.white & setup.black).first() {
            return Err(SetupError::Overlap(sq));
        }
        let occupied = setup.white | setup.black;
        let bans = setup.no_east | setup.no_west;
        if let Some(sq) = (bans - occupied).first() {
            return Err(SetupError::BanWithoutPiece(sq));
        }
        if let Some(sq) = (setup.no_east & setup.no_west).first() {
            return Err(SetupError::BanBothWays(sq));
        }
        if bans.any() && !rules.bans_reversal() {
            return Err(SetupError::BansNotInRules);
        }
        Ok(Position {
            pieces: [setup.white, setup.black],
            no_step: [setup.no_east, setup.no_west],
            turn: setup.turn,
            plies_since_capture: setup.plies_since_capture,
            rules,
        })
    }

    /// The position written down as a [`Setup`].
    pub fn to_setup(&self) -> Setup {
        Setup {
            white: self.pieces[0],
            black: self.pieces[1],
            turn: self.turn,
            no_east: self.no_step[0],
            no_west: self.no_step[1],
            plies_since_capture: self.plies_since_capture,
        }
    }

    /// The rules this position is played under.
    #[inline]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The side to move.
    #[inline]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// The points holding pieces of `color`.
    #[inline]
    pub const fn pieces(&self, color: Color) -> Bitboard {
        self.pieces[color.index()]
    }

    /// The points holding any piece.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.pieces[0] | self.pieces[1]
    }

    /// The colour of the piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Color> {
        if self.pieces[0].contains(sq) {
            Some(Color::White)
        } else if self.pieces[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The sideways direction the piece on `sq` may not step next (the reversal ban), if any.
    pub fn banned_step(&self, sq: Square) -> Option<Direction> {
        if self.no_step[0].contains(sq) {
            Some(Direction::East)
        } else if self.no_step[1].contains(sq) {
            Some(Direction::West)
        } else {
            None
        }
    }

    /// Plies played since the last capture.
    #[inline]
    pub const fn plies_since_capture(&self) -> u16 {
        self.plies_since_capture
    }

    /// An exact identity of the position for repetition (pieces, bans and side to move; not the
    /// no-capture count).
    #[inline]
    pub fn key(&self) -> u128 {
        self.pieces[0].bits() as u128
            | (self.pieces[1].bits() as u128) << 25
            | (self.no_step[0].bits() as u128) << 50
            | (self.no_step[1].bits() as u128) << 75
            | (self.turn as u128) << 100
    }

    /// A well-mixed 64-bit hash of [`Position::key`], for transposition tables.
    #[inline]
    pub fn hash64(&self) -> u64 {
        let k = self.key();
        let mix = |mut z: u64| {
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        mix(k as u64 ^ mix((k >> 64) as u64 ^ 0x9e37_79b9_7f4a_7c15))
    }

    /// The pieces of the side to move and of the other side. Chosen by value rather than by
    /// indexing with the turn, so a position in a hot loop can live in registers.
    #[inline(always)]
    fn sides(&self) -> (Bitboard, Bitboard) {
        let [white, black] = self.pieces;
        match self.turn {
            Color::White => (white, black),
            Color::Black => (black, white),
        }
    }

    /// Stores the pieces of the side to move and of the other side (see [`Position::sides`]).
    #[inline(always)]
    fn set_sides(&mut self, own: Bitboard, enemy: Bitboard) {
        self.pieces = match self.turn {
            Color::White => [own, enemy],
            Color::Black => [enemy, own],
        };
    }

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

    /// For each direction (indexed as [`Direction::ALL`]), the empty points the side to move
    /// can reach by a plain step that way: only the rules' step directions for this side, no
    /// piece frozen on the far row, none against its reversal ban. Computed for all eight
    /// directions at once with constant shifts, so it has no branches.
    #[inline(always)]
    pub(crate) fn step_targets(&self) -> [u32; 8] {
        #[inline(always)]
        fn go<const D: usize, const ALLOWED: u8>(movers: u32, empty: u32) -> u32 {
            if (ALLOWED >> D) & 1 == 0 {
                return 0;
            }
            Bitboard::new(movers).shift(Direction::ALL[D]).bits() & empty
        }
        #[inline(always)]
        fn all<const ALLOWED: u8>(m: u32, no_east: u32, no_west: u32, empty: u32) -> [u32; 8] {
            [
                go::<0, ALLOWED>(m & !no_east, empty),
                go::<1, ALLOWED>(m & !no_west, empty),
                go::<2, ALLOWED>(m, empty),
                go::<3, ALLOWED>(m, empty),
                go::<4, ALLOWED>(m, empty),
                go::<5, ALLOWED>(m, empty),
                go::<6, ALLOWED>(m, empty),
                go::<7, ALLOWED>(m, empty),
            ]
        }
        let mut movers = self.sides().0;
        if self.rules.freezes_far_row() {
            movers = movers - Bitboard::row(self.turn.other().base_row());
        }
        let m = movers.bits();
        let (ne, nw) = (self.no_step[0].bits(), self.no_step[1].bits());
        let empty = (!self.occupied()).bits();
        // One specialised copy per set of step directions, so no direction the rules forbid
        // costs anything.
        match self.rules.step_mask(self.turn) {
            Rules::WHITE_STEPS => all::<{ Rules::WHITE_STEPS }>(m, ne, nw, empty),
            Rules::BLACK_STEPS => all::<{ Rules::BLACK_STEPS }>(m, ne, nw, empty),
            _ => all::<{ Rules::ALL_STEPS }>(m, ne, nw, empty),
        }
    }

    /// Calls `f` with every legal move, without allocating: all capture paths if any capture
    /// exists (capturing is compulsory), otherwise every plain step.
    #[inline]
    pub fn for_each_move(&self, mut f: impl FnMut(Move)) {
        let capturers = self.capturers();
        if capturers.any() {
            let (own, enemy) = self.sides();
            let empty = !(own | enemy);
            for from in capturers {
                extend_captures(Move::capture_start(from), from, enemy, empty, &mut f);
            }
        } else {
            for (targets, dir) in self.step_targets().into_iter().zip(Direction::ALL) {
                let delta = dir.index_delta();
                for to in Bitboard::new(targets) {
                    // `to` was reached by one step in `dir`, so this is its origin.
                    let from = Square::from_index_unchecked((to.index() as i8 - delta) as u8);
                    f(Move::step_unchecked(from, to, dir));
                }
            }
        }
    }

    /// All legal moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::default();
        self.for_each_move(|m| list.0.push(m));
        list
    }

    /// The number of legal moves, counted without building them (perft's last ply).
    #[inline]
    pub fn count_moves(&self) -> u64 {
        let captures = self.captures();
        if captures.any() {
            captures.count()
        } else {
            self.step_targets()
                .iter()
                .map(|t| t.count_ones() as u64)
                .sum()
        }
    }

    /// The first jumps available to the side to move, for counting and sampling captures
    /// without generating them all.
    #[inline]
    pub(crate) fn captures(&self) -> Captures {
        let (own, enemy) = self.sides();
        let (own, enemy) = (own.bits(), enemy.bits());
        let empty = !(own | enemy) & Bitboard::FULL.bits();
        Captures {
            landings: first_landings(own, enemy, empty),
            enemy,
            empty,
        }
    }

    /// Whether the side to move has any legal move. When it has none, it has lost.
    #[inline]
    pub fn has_moves(&self) -> bool {
        if self.has_capture() {
            return true;
        }
        self.step_targets().iter().any(|&t| t != 0)
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        let mut found = false;
        self.for_each_move(|m| found |= m == mv);
        found
    }

    /// Plays `mv`, which must be legal here (from [`Position::for_each_move`] or checked);
    /// otherwise the result is unspecified but memory-safe.
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        let from = Bitboard::from_square(mv.from());
        let to = Bitboard::from_square(mv.to());
        let captured = mv.captured();
        let (own, enemy) = self.sides();
        self.set_sides((own - from) | to, enemy - captured);
        let cleared = from | captured;
        self.no_step[0] = self.no_step[0] - cleared;
        self.no_step[1] = self.no_step[1] - cleared;
        if mv.is_capture() {
            self.plies_since_capture = 0;
        } else {
            self.plies_since_capture = self.plies_since_capture.saturating_add(1);
            if self.rules.bans_reversal() {
                match mv.step_direction() {
                    Some(Direction::East) => self.no_step[1] |= to,
                    Some(Direction::West) => self.no_step[0] |= to,
                    _ => {}
                }
            }
        }
        self.turn = self.turn.other();
    }

    /// Plays `mv` if it is legal here; otherwise leaves the position unchanged.
    pub fn try_play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            let squares: Vec<Square> = mv.path().collect();
            Err(self.diagnose(&squares))
        }
    }

    /// The position after `mv` (which must be legal here), leaving `self` as it is.
    #[inline]
    #[must_use]
    pub fn after(&self, mv: Move) -> Position {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }

    /// The legal move that takes exactly the path `squares` (start point, then every landing
    /// point), or the reason there is none.
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
            return R::NoMovesLeft(self.turn);
        }
        match self.piece_at(from) {
            None => return R::NoPiece(from),
            Some(c) if c != self.turn => return R::NotYourPiece(from, c),
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
            if !self.rules.step_directions(self.turn).contains(&dir) {
                return R::Backwards;
            }
            if self.rules.freezes_far_row()
                && Bitboard::row(self.turn.other().base_row()).contains(from)
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
        let can_continue = jumps_from(at)
            .iter()
            .any(|j| enemy_left.contains(j.over) && empty.contains(j.land));
        if can_continue {
            R::MustKeepJumping(at)
        } else {
            // Each hop was a valid jump and the path is complete, so it is legal; a
            // mismatch here would mean the generator and this check disagree.
            R::NotALine(from, first)
        }
    }
}

/// Every capture path continuing `mv` (whose piece stands on `at`), given the remaining enemy
/// pieces and the empty points; each maximal path is passed to `f`.
fn extend_captures(
    mv: Move,
    at: Square,
    enemy: Bitboard,
    empty: Bitboard,
    f: &mut impl FnMut(Move),
) {
    let mut extended = false;
    for j in jumps_from(at) {
        if enemy.bits() & j.over_bit != 0 && empty.bits() & j.land_bit != 0 {
            extended = true;
            let empty_after =
                Bitboard::new((empty.bits() | (1 << at.index()) | j.over_bit) & !j.land_bit);
            extend_captures(
                mv.then_jump(j.dir, j.over, j.land),
                j.land,
                Bitboard::new(enemy.bits() & !j.over_bit),
                empty_after,
                f,
            );
        }
    }
    if !extended && mv.is_capture() {
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

    /// The number of capture paths.
    #[inline]
    pub(crate) fn count(&self) -> u64 {
        let mut n = 0;
        self.find_first_hop(|hop| {
            n += count_continuations(hop.land, hop.enemy, hop.empty);
            false
        });
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

/// `JUMP_OVERS[sq]`: the points a jump from `sq` can pass over, for a quick rejection.
static JUMP_OVERS: [u32; 25] = {
    let mut masks = [0u32; 25];
    let mut s = 0;
    while s < 25 {
        let mut d = 0;
        while d < 8 {
            let sq = Square::ALL[s];
            let dir = Direction::ALL[d];
            if let (Some(over), Some(_)) = (sq.neighbour(dir), sq.jump_landing(dir)) {
                masks[s] |= 1 << over.index();
            }
            d += 1;
        }
        s += 1;
    }
    masks
};

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
    if enemy & JUMP_OVERS[at as usize] == 0 {
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

impl Default for Position {
    /// The start position under the default rules.
    fn default() -> Position {
        Position::new(Rules::default())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", crate::notation::position_text(self))
    }
}

/// The legal moves of a position, in generation order.
///
/// A growable list rather than a fixed-capacity one: the number of distinct capture paths in a
/// position has no small proven bound, and callers that must not allocate (the search) use
/// [`Position::for_each_move`] instead.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveList(Vec<Move>);

impl MoveList {
    /// The moves as a vector.
    pub fn into_vec(self) -> Vec<Move> {
        self.0
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.0
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = std::vec::IntoIter<Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
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
