//! Perft: counting move paths to a depth, the standard check of a move generator.

use crate::board::moves::Move;
use crate::board::position::Position;

/// The number of distinct move paths of length `depth` from `pos` (a multi-jump counts as one
/// move). Positions without moves end their paths early and count nothing below them.
///
/// The last two plies are counted in bulk without playing the moves: the replies to each move
/// by [`Position::count_moves`], and when the moves are plain steps not even those positions are
/// built (see `Position::count_two_plies`).
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
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut out = Vec::new();
    if depth == 0 {
        return out;
    }
    pos.for_each_move(|mv| out.push((mv, perft(&pos.after(mv), depth - 1))));
    out
}
