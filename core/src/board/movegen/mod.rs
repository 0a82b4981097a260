//! Move generation: every legal move of a position, listed, counted or tested.
//!
//! Plain steps are generated here for all pieces at once with bitboard shifts; capture paths
//! come from `captures.rs`. Capturing is compulsory, so a position's moves are either all its
//! capture paths or, when it has none, all its steps. [`Position::for_each_move`] is the one
//! walk over them; the list, the count and the legality test are built on it.

pub(crate) mod captures;
pub(crate) mod diagnose;
pub(crate) mod perft;

use std::convert::Infallible;
use std::ops::ControlFlow;

use crate::board::bitboard::Bitboard;
use crate::board::color::Color;
use crate::board::movegen::captures::{try_for_each_capture, Captures};
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::rules::Rules;
use crate::board::square::{Direction, Square};

impl Position {
    /// For each direction (indexed as [`Direction::ALL`]), the empty points the side to move
    /// can reach by a plain step that way: only the rules' step directions for this side, no
    /// piece frozen on the far row, none against its reversal ban. Computed for all eight
    /// directions at once with constant shifts, so it has no branches.
    #[inline(always)]
    pub(crate) fn step_targets(&self) -> [u32; 8] {
        self.step_reach(self.turn(), self.sides().0, (!self.occupied()).bits())
    }

    /// [`Position::step_targets`] for `pieces` of `side`, onto the points of `empty`.
    #[inline(always)]
    fn step_reach(&self, side: Color, pieces: Bitboard, empty: u32) -> [u32; 8] {
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
        let mut movers = pieces;
        if self.rules().freezes_far_row() {
            movers = movers - Bitboard::row(side.other().base_row());
        }
        let m = movers.bits();
        let [no_east, no_west] = self.no_step();
        let (ne, nw) = (no_east.bits(), no_west.bits());
        // One specialised copy per set of step directions, so no direction the rules forbid
        // costs anything.
        match self.rules().step_mask(side) {
            Rules::WHITE_STEPS => all::<{ Rules::WHITE_STEPS }>(m, ne, nw, empty),
            Rules::BLACK_STEPS => all::<{ Rules::BLACK_STEPS }>(m, ne, nw, empty),
            _ => all::<{ Rules::ALL_STEPS }>(m, ne, nw, empty),
        }
    }

    /// Calls `f` with every legal move, without allocating: all capture paths if any capture
    /// exists (capturing is compulsory), otherwise every plain step.
    ///
    /// ```
    /// use alquerque_core::Game;
    ///
    /// let mut game = Game::default();
    /// game.play_text("c2-c3").unwrap();
    /// // Black must capture: count the moves and the pieces they take, without a list.
    /// let (mut moves, mut taken) = (0, 0);
    /// game.position().for_each_move(|mv| {
    ///     moves += 1;
    ///     taken += mv.jumps();
    /// });
    /// assert_eq!((moves, taken), (1, 1));
    /// ```
    #[inline]
    pub fn for_each_move(&self, mut f: impl FnMut(Move)) {
        let ControlFlow::Continue(()) = self.try_for_each_move(|mv| {
            f(mv);
            ControlFlow::<Infallible>::Continue(())
        });
    }

    /// Calls `f` with every legal move, in the order of [`Position::for_each_move`], until it
    /// returns [`ControlFlow::Break`]; returns that break, or `Continue` when every move was
    /// seen. For questions answered by the first move that fits (is this move legal?), which
    /// then cost no more moves than they need.
    #[inline]
    pub fn try_for_each_move<B>(
        &self,
        mut f: impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let capturers = self.capturers();
        if capturers.any() {
            return try_for_each_capture(self, capturers, &mut f);
        }
        for (targets, dir) in self.step_targets().into_iter().zip(Direction::ALL) {
            let delta = dir.index_delta();
            for to in Bitboard::new(targets) {
                // `to` was reached by one step in `dir`, so this is its origin.
                let from = Square::from_index_unchecked((to.index() as i8 - delta) as u8);
                f(Move::step_unchecked(from, to, dir))?;
            }
        }
        ControlFlow::Continue(())
    }

    /// All legal moves, in generation order.
    ///
    /// ```
    /// use alquerque_core::Position;
    ///
    /// let start = Position::default();
    /// let mut moves: Vec<String> = start.legal_moves().iter().map(|m| m.to_string()).collect();
    /// moves.sort();
    /// // Only c3 is empty: the White pieces joined to it by a line may step there (d3
    /// // sideways; b2 and d2 along the diagonals through c3).
    /// assert_eq!(moves, ["b2-c3", "c2-c3", "d2-c3", "d3-c3"]);
    /// ```
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

    /// The number of two-move paths from here: for every move, the number of replies
    /// ([`Position::count_moves`] after it). Perft's last two plies.
    ///
    /// When the side to move can only step, no position is built for the replies: a step
    /// moves one of our pieces and leaves the opponent's pieces and bans as they are, so the
    /// opponent's possible steps on an empty board are worked out once, and each of our steps
    /// only changes which points are empty.
    pub(crate) fn count_two_plies(&self) -> u64 {
        let (own, enemy) = self.sides();
        let capturers = self.capturers();
        let other = self.turn().other();
        if capturers.any() {
            // The replies see our piece moved and the pieces it took gone; nothing else the
            // count needs changes (the bans of the pieces taken go with them).
            let mut total = 0;
            let ControlFlow::Continue(()) = try_for_each_capture(self, capturers, &mut |mv| {
                let own = (own - Bitboard::from_square(mv.from())).with(mv.to());
                let enemy = enemy - mv.captured();
                let empty = (!(own | enemy)).bits();
                let captures = Captures::on(enemy.bits(), own.bits(), empty);
                total += if captures.any() {
                    captures.count()
                } else {
                    let steps = self.step_reach(other, enemy, empty);
                    steps.iter().map(|t| t.count_ones() as u64).sum()
                };
                ControlFlow::<Infallible>::Continue(())
            });
            return total;
        }
        let (own, enemy) = (own.bits(), enemy.bits());
        let empty = !(own | enemy) & Bitboard::FULL.bits();
        let replies = self.step_reach(other, self.pieces(other), Bitboard::FULL.bits());
        let mut total = 0;
        for (targets, dir) in self.step_targets().into_iter().zip(Direction::ALL) {
            let delta = dir.index_delta() as i32;
            let mut targets = targets;
            while targets != 0 {
                let to = targets.trailing_zeros();
                targets &= targets - 1;
                // `to` was reached by one step in `dir`, so this is its origin.
                let moved = (1 << to) | (1 << (to as i32 - delta));
                let (own, empty) = (own ^ moved, empty ^ moved);
                let captures = Captures::on(enemy, own, empty);
                total += if captures.any() {
                    captures.count()
                } else {
                    replies
                        .iter()
                        .map(|&r| (r & empty).count_ones() as u64)
                        .sum()
                };
            }
        }
        total
    }

    /// Whether the side to move has any legal move. When it has none, it has lost.
    #[inline]
    pub fn has_moves(&self) -> bool {
        if self.has_capture() {
            return true;
        }
        self.step_targets().iter().any(|&t| t != 0)
    }

    /// Whether `mv` is legal here. The walk stops at the first move equal to it.
    ///
    /// ```
    /// use alquerque_core::{Direction, Move, Position, Square};
    ///
    /// let start = Position::default();
    /// let north = Move::step(Square::C2, Direction::North).unwrap();
    /// assert!(start.is_legal(north));
    /// // c2-d2: d2 holds a White piece.
    /// let east = Move::step(Square::C2, Direction::East).unwrap();
    /// assert!(!start.is_legal(east));
    /// ```
    pub fn is_legal(&self, mv: Move) -> bool {
        self.try_for_each_move(|m| {
            if m == mv {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .is_break()
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
