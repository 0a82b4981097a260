//! Endgame puzzles (issue 47): positions of a few pieces drawn at random and kept where the
//! exact endgame tables show a puzzle, a win in N of the mover's moves with one first move
//! alone winning that fast. The tables name N and the move; the puzzle's own check (the exact
//! forced-win search) must agree before one is kept, so each is proved twice by searches that
//! share nothing but the move generator.
//!
//! ```
//! use alquerque_core::puzzle::{endgame_puzzle, Theme};
//! use alquerque_core::tables::shipped;
//! use alquerque_core::{PositionText, Rules};
//!
//! // White wins in 4 of its moves, and only one first move wins that fast.
//! let pos = "--b--/-----/-----/-w---/w---b w - 0"
//!     .parse::<PositionText>()
//!     .and_then(|t| t.into_position(Rules::default()))
//!     .unwrap();
//! let puzzle = endgame_puzzle(&shipped().unwrap(), &pos);
//! assert_eq!(puzzle.map(|p| p.moves), Some(4));
//! assert!(puzzle.unwrap().themes(100_000).unwrap().contains(&Theme::Endgame));
//! ```

use std::sync::OnceLock;

use super::{Puzzle, GENERATE_NODE_LIMIT, MAX_PUZZLE_MOVES};
use crate::board::position::Position;
use crate::search::rng::Rng;
use crate::tables::{best_moves, shipped, Probe, TableFile, SHIPPED_PIECES};

/// The most pieces of an endgame puzzle: those of the shipped exact tables, so that the apps
/// can check any of them.
pub const ENDGAME_PUZZLE_PIECES: u8 = SHIPPED_PIECES;
/// The fewest pieces of an endgame puzzle: one against one is too bare to teach anything.
const FEWEST_PIECES: u32 = 3;
/// The positions drawn for each puzzle wanted before the generator gives up on a length:
/// a bound, so a request the tables cannot meet ends.
const DRAWS_PER_PUZZLE: usize = 20_000;

/// The shipped exact tables, read once; `None` if their bytes were refused (a broken build,
/// which the tables' tests rule out: then no puzzle is called an endgame one).
fn shipped_tables() -> Option<&'static TableFile<'static>> {
    static TABLES: OnceLock<Option<TableFile<'static>>> = OnceLock::new();
    TABLES.get_or_init(|| shipped().ok()).as_ref()
}

/// The puzzle the exact `tables` show in `pos`: the side to move wins in N of its moves (N
/// from 1 to [`MAX_PUZZLE_MOVES`]) and one first move alone wins in N, among two legal moves
/// or more. `None` anywhere else, and where the tables do not answer.
pub fn endgame_puzzle(tables: &dyn Probe, pos: &Position) -> Option<Puzzle> {
    if pos.legal_moves().len() < 2 {
        return None;
    }
    let best = best_moves(tables, pos)?;
    let moves = u32::from(best.value.plies).div_ceil(2);
    (best.value.wins && best.moves.len() == 1 && moves <= MAX_PUZZLE_MOVES).then_some(Puzzle {
        position: *pos,
        moves,
    })
}

impl Puzzle {
    /// Whether this is an endgame puzzle the shipped tables check: they answer after each of
    /// its moves (at most [`ENDGAME_PUZZLE_PIECES`] pieces after it, so a compulsory capture
    /// from one more counts) and show this very puzzle in it.
    pub fn is_endgame(&self) -> bool {
        shipped_tables().is_some_and(|t| endgame_puzzle(t, &self.position) == Some(*self))
    }
}

/// Endgame puzzles from `tables`: `per_length` wins in each number of moves from 1 to
/// [`MAX_PUZZLE_MOVES`], in positions of 3 to [`ENDGAME_PUZZLE_PIECES`] pieces without bans
/// drawn from `seed`, each kept only where the puzzle's own check agrees with the tables.
/// Ordered by moves, then in the order drawn; the same tables, count and seed give the same
/// puzzles. A length the draws do not fill within a bound has fewer.
pub fn generate_endgame_puzzles(tables: &dyn Probe, per_length: usize, seed: u64) -> Vec<Puzzle> {
    let lengths = MAX_PUZZLE_MOVES as usize;
    let mut found: Vec<Vec<Puzzle>> = vec![Vec::new(); lengths];
    let mut rng = Rng::new(seed);
    for _ in 0..per_length * lengths * DRAWS_PER_PUZZLE {
        if found.iter().all(|f| f.len() >= per_length) {
            break;
        }
        let Some(pos) = draw(&mut rng) else {
            continue;
        };
        let Some(puzzle) = endgame_puzzle(tables, &pos) else {
            continue;
        };
        let Some(kept) = found.get_mut(puzzle.moves as usize - 1) else {
            continue;
        };
        if kept.len() >= per_length || kept.iter().any(|p| p.position == pos) {
            continue;
        }
        let first = best_moves(tables, &pos).and_then(|b| b.moves.first().copied());
        if puzzle.check(GENERATE_NODE_LIMIT).ok() == first {
            kept.push(puzzle);
        }
    }
    found.into_iter().flatten().collect()
}

/// A random position of 3 to [`ENDGAME_PUZZLE_PIECES`] pieces, both sides present, either to
/// move, no bans.
fn draw(rng: &mut Rng) -> Option<Position> {
    let span = u32::from(ENDGAME_PUZZLE_PIECES) - FEWEST_PIECES + 1;
    let pieces = FEWEST_PIECES + rng.below(span);
    rng.position(pieces, false)
}

/// The header of an endgame puzzle file: what it holds, how it was checked and made.
pub fn endgame_puzzle_header(per_length: usize, seed: u64, puzzles: &[Puzzle]) -> Vec<String> {
    let mut per = [0usize; MAX_PUZZLE_MOVES as usize];
    for p in puzzles {
        per[p.moves as usize - 1] += 1;
    }
    let counts: Vec<String> = per
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{}: {n}", i + 1))
        .collect();
    vec![
        "Alquerque endgame puzzles: find the fastest win.".to_string(),
        "One puzzle a line, as in puzzles.txt. Positions of 3 to 4 pieces without bans, drawn"
            .to_string(),
        "at random, kept where the exact endgame tables show a win in N of the mover's moves"
            .to_string(),
        "with one first move alone winning that fast, and the exact forced-win search agrees."
            .to_string(),
        format!("Made with: alquerque puzzles endgame --count {per_length} --seed {seed}"),
        format!("Puzzles per number of moves: {}", counts.join(", ")),
    ]
}
