//! Perft: counting move paths to a depth, the standard check of a move generator.

use crate::board::moves::Move;
use crate::board::position::Position;

/// The number of distinct move paths of length `depth` from `pos` (a multi-jump counts as one
/// move). Positions without moves end their paths early and count nothing below them.
///
/// The last two plies are counted in bulk without playing the moves: the replies to each move
/// by [`Position::count_moves`], and when the moves are plain steps not even those positions are
/// built (see `Position::count_two_plies`).
///
/// ```
/// use alquerque_core::{perft, Position};
///
/// // The figures of docs/rules.md §4: one empty point makes a slow start.
/// let start = Position::default();
/// let counts: Vec<u64> = (1..=6).map(|depth| perft(&start, depth)).collect();
/// assert_eq!(counts, [4, 5, 6, 12, 27, 97]);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(),
        2 => pos.count_two_plies(),
        _ => {
            let mut total = 0;
            pos.for_each_move(|mv| total += perft(&pos.after(mv), depth - 1));
            total
        }
    }
}

/// Perft split by first move, for locating a disagreement between two generators.
///
/// ```
/// use alquerque_core::{perft, perft_divide, Position};
///
/// let start = Position::default();
/// let divided = perft_divide(&start, 4);
/// assert_eq!(divided.len(), 4);
/// let total: u64 = divided.iter().map(|(_, n)| n).sum();
/// assert_eq!(total, perft(&start, 4));
/// ```
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out = Vec::new();
    if depth == 0 {
        return out;
    }
    pos.for_each_move(|mv| out.push((mv, perft(&pos.after(mv), depth - 1))));
    out
}
