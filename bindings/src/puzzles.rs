//! "Find the forced win" puzzles for the apps: the shipped set, one puzzle being solved, and
//! the next puzzle to offer. The core judges every move and plays the defence; progress (which
//! puzzles are solved) is plain data the app stores where it keeps its settings.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use alquerque_core::ai::{shipped_puzzles, Puzzle, PuzzleProgress, PuzzleSolving, PuzzleStep};
use alquerque_core::Move;

use crate::error::AlquerqueError;
use crate::types::{MoveInfo, Piece, Side};

/// One puzzle of the shipped set, for the list screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleInfo {
    /// Its number, from 1: what the app stores as progress.
    pub number: u32,
    /// The side to move wins by force in this many of its own moves.
    pub moves: u32,
    /// The side to move: the person plays it.
    pub side_to_move: Side,
    /// The 25 points, a1 to e5, of the puzzle's position (for a thumbnail).
    pub pieces: Vec<Piece>,
}

fn info(number: usize, p: &Puzzle) -> PuzzleInfo {
    PuzzleInfo {
        number: number as u32,
        moves: p.moves,
        side_to_move: p.position.turn(),
        pieces: Piece::all(&p.position),
    }
}

/// Every shipped puzzle, numbered from 1, fewest moves first.
#[uniffi::export]
pub fn puzzles() -> Vec<PuzzleInfo> {
    shipped_puzzles()
        .iter()
        .enumerate()
        .map(|(i, p)| info(i + 1, p))
        .collect()
}

/// The puzzle to offer next: the first not in `solved` after puzzle `after` (0: from the
/// start), wrapping round; `None` when every puzzle is solved. `solved` is the app's stored
/// progress: the numbers of the puzzles solved.
#[uniffi::export]
pub fn next_unsolved_puzzle(solved: Vec<u32>, after: u32) -> Option<u32> {
    let progress = PuzzleProgress::from_solved(solved.into_iter().map(|n| n as usize));
    progress
        .next_unsolved(shipped_puzzles().len(), after as usize)
        .map(|n| n as u32)
}

/// What came of the person's move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleMoveOutcome {
    /// The move won: the puzzle is solved. The app adds the puzzle's number to its progress.
    Solved {
        /// The winning move.
        played: MoveInfo,
    },
    /// The move keeps the forced win; the engine answered with the longest defence.
    Kept {
        /// The person's move.
        played: MoveInfo,
        /// The engine's reply, already played.
        reply: MoveInfo,
        /// The person's own moves the fastest win now takes.
        wins_in: u32,
    },
    /// The move does not win within the moves left; nothing was played. Try again.
    Missed,
}

/// Everything the puzzle screen shows.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleState {
    /// The puzzle's number.
    pub number: u32,
    /// The puzzle's length: wins by force in this many moves from its start.
    pub moves: u32,
    /// The person's own moves left to win in.
    pub moves_left: u32,
    /// The side the person plays.
    pub person: Side,
    /// The 25 points, a1 to e5, now.
    pub pieces: Vec<Piece>,
    /// The moves the person may play now (empty once solved).
    pub legal_moves: Vec<MoveInfo>,
    /// The moves played so far: the person's and the engine's replies, in order.
    pub played: Vec<MoveInfo>,
    /// Tries that missed the win so far.
    pub misses: u32,
    /// Whether the puzzle is solved.
    pub solved: bool,
}

/// One puzzle being solved. Judging a move runs the exact search: milliseconds for the shipped
/// puzzles (at most about 5 ms for any first move of a five-move puzzle on a desktop core),
/// bounded by the core's node limit; still, call `play_move` and `hint` off the UI thread.
#[derive(uniffi::Object)]
pub struct PuzzleSession {
    number: u32,
    solving: Mutex<PuzzleSolving>,
}

/// Starts puzzle `number` of the shipped set (from 1); `None` if there is no such puzzle.
#[uniffi::export]
pub fn start_puzzle(number: u32) -> Option<Arc<PuzzleSession>> {
    let puzzle = *shipped_puzzles().get((number as usize).checked_sub(1)?)?;
    crate::init_logging();
    Some(Arc::new(PuzzleSession {
        number,
        solving: Mutex::new(PuzzleSolving::new(puzzle)),
    }))
}

impl PuzzleSession {
    fn lock(&self) -> MutexGuard<'_, PuzzleSolving> {
        // A panic elsewhere cannot leave the solving half-changed: every change is one call.
        self.solving.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl PuzzleSession {
    /// The state to draw.
    pub fn state(&self) -> PuzzleState {
        let s = self.lock();
        let puzzle = *s.puzzle();
        let game = s.game();
        let person = puzzle.position.turn();
        let played = game
            .moves()
            .iter()
            .zip(game.positions())
            .map(|(&m, p)| MoveInfo::new(m, p.turn()))
            .collect();
        let legal_moves = if s.is_solved() {
            Vec::new()
        } else {
            game.legal_moves()
                .iter()
                .map(|&m| MoveInfo::new(m, person))
                .collect()
        };
        PuzzleState {
            number: self.number,
            moves: puzzle.moves,
            moves_left: s.moves_left(),
            person,
            pieces: Piece::all(s.position()),
            legal_moves,
            played,
            misses: s.misses(),
            solved: s.is_solved(),
        }
    }

    /// Tries the move whose path is `path` (the start point, then every landing point, as in
    /// [`MoveInfo::path`]; one of the state's `legal_moves`).
    pub fn play_move(&self, path: Vec<i32>) -> Result<PuzzleMoveOutcome, AlquerqueError> {
        let mut s = self.lock();
        let person = s.puzzle().position.turn();
        let mv: Move = s
            .game()
            .legal_moves()
            .iter()
            .copied()
            .find(|m| {
                m.path()
                    .map(|sq| sq.index() as i32)
                    .eq(path.iter().copied())
            })
            .ok_or_else(|| {
                if s.is_solved() {
                    AlquerqueError::IllegalMove("The puzzle is solved already.".to_string())
                } else {
                    AlquerqueError::IllegalMove("That is not a legal move here.".to_string())
                }
            })?;
        let step = s
            .play(mv)
            .map_err(|e| AlquerqueError::IllegalMove(format!("{e}.")))?;
        Ok(match step {
            PuzzleStep::Solved => PuzzleMoveOutcome::Solved {
                played: MoveInfo::new(mv, person),
            },
            PuzzleStep::Kept {
                played,
                reply,
                wins_in,
            } => PuzzleMoveOutcome::Kept {
                played: MoveInfo::new(played, person),
                reply: MoveInfo::new(reply, person.other()),
                wins_in,
            },
            PuzzleStep::Missed => PuzzleMoveOutcome::Missed,
        })
    }

    /// The point of the piece to move (index 0 for a1 to 24 for e5); `None` once solved.
    pub fn hint(&self) -> Option<i32> {
        self.lock().hint().map(|sq| sq.index() as i32)
    }

    /// Starts this puzzle again from its position (the count of misses starts again too).
    pub fn restart(&self) {
        let mut s = self.lock();
        let puzzle = *s.puzzle();
        *s = PuzzleSolving::new(puzzle);
    }
}
