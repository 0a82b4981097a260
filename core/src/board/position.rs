//! The validated [`Position`] that plays: what it holds, and how a move changes it.
//!
//! What a position can do lives next door, one concern per module: `movegen.rs` lists and
//! counts its moves, `captures.rs` counts and samples capture paths for the search,
//! `diagnose.rs` explains why a proposed move is not legal, and `position_text.rs` reads and
//! writes it as text (its `Debug` form too). The raw, unchecked form is `setup.rs`'s [`Setup`].

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::moves::Move;
use crate::board::rules::Rules;
use crate::board::setup::{Setup, SetupError};
use crate::board::square::{Direction, Square};
use crate::mix::{mix64, GOLDEN_GAMMA};

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

    /// Validates `setup` under `rules`: the only way, besides playing legal moves, to make a
    /// position, so that every `Position` is one the rules can reach the checks of.
    ///
    /// ```
    /// use alquerque_core::{Bitboard, Color, Direction, Position, Rules, Setup, SetupError, Square};
    ///
    /// // One White piece on c3 whose last step went west: it may not step straight back east.
    /// let mut setup = Setup::empty(Color::White);
    /// setup.white = Bitboard::from_square(Square::C3);
    /// setup.no_east = setup.white;
    /// let pos = Position::from_setup(&setup, Rules::default()).unwrap();
    /// assert_eq!(pos.banned_step(Square::C3), Some(Direction::East));
    /// assert_eq!(pos.to_setup(), setup);
    ///
    /// // Where reversal is allowed there is no ban to record.
    /// let refused = Position::from_setup(&setup, Rules::with_reversal());
    /// assert_eq!(refused, Err(SetupError::BansNotInRules));
    /// // Two pieces on one point is no position under any rules.
    /// setup.black = setup.white;
    /// let refused = Position::from_setup(&setup, Rules::default());
    /// assert_eq!(refused, Err(SetupError::Overlap(Square::C3)));
    /// ```
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
        pick(self.pieces, sq, [Color::White, Color::Black])
    }

    /// The sideways direction the piece on `sq` may not step next (the reversal ban), if any.
    pub fn banned_step(&self, sq: Square) -> Option<Direction> {
        pick(self.no_step, sq, [Direction::East, Direction::West])
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
        Position::hash_of_key(self.key())
    }

    /// [`Position::hash64`] of the position whose [`Position::key`] is `k`, for tables that
    /// store keys and must find their entries' places again (a growing table).
    #[inline]
    pub(crate) fn hash_of_key(k: u128) -> u64 {
        mix64(k as u64 ^ mix64((k >> 64) as u64 ^ GOLDEN_GAMMA))
    }

    /// The pieces of the side to move and of the other side. Chosen by value rather than by
    /// indexing with the turn, so a position in a hot loop can live in registers.
    #[inline(always)]
    pub(crate) fn sides(&self) -> (Bitboard, Bitboard) {
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

    /// The reversal bans: `[no step east, no step west]`, for move generation.
    #[inline(always)]
    pub(crate) const fn no_step(&self) -> [Bitboard; 2] {
        self.no_step
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

    /// The position after `mv` (which must be legal here), leaving `self` as it is.
    #[inline]
    #[must_use]
    pub fn after(&self, mv: Move) -> Position {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }
}

impl Default for Position {
    /// The start position under the default rules.
    fn default() -> Position {
        Position::new(Rules::default())
    }
}

/// What a pair of boards says about `sq`: the value of the first board holding it (the pairs
/// kept here, pieces and reversal bans, never both hold a point).
#[inline]
fn pick<T: Copy>(boards: [Bitboard; 2], sq: Square, values: [T; 2]) -> Option<T> {
    if boards[0].contains(sq) {
        Some(values[0])
    } else if boards[1].contains(sq) {
        Some(values[1])
    } else {
        None
    }
}
