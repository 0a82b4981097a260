//! One puzzle being solved: the person's tries judged by the exact search, the engine's
//! longest defence, the hint.

use std::fmt;

use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::square::Square;
use crate::game::{Game, PlayError};
use crate::puzzle::judge::{Judge, MoveValue};
use crate::puzzle::{Puzzle, PLAY_NODE_LIMIT};

/// What came of the person's move in a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleStep {
    /// The move won: the opponent has no move left. The puzzle is solved.
    Solved,
    /// The move keeps a forced win; the engine answered with `reply`, the longest defence,
    /// after which the person still wins in `wins_in` moves (at most the moves left).
    Kept {
        /// The move the person played.
        played: Move,
        /// The engine's answer.
        reply: Move,
        /// The person's own moves the fastest win now takes.
        wins_in: u32,
    },
    /// The move does not win within the moves left. Nothing was played: try again.
    Missed,
}

/// Why a move could not be tried in a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleMoveError {
    /// The text is not a legal move here.
    Play(PlayError),
    /// The puzzle is solved already.
    Solved,
    /// The search could not judge the move within its node limit.
    TooHard,
}

impl fmt::Display for PuzzleMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleMoveError::Play(e) => write!(f, "{e}"),
            PuzzleMoveError::Solved => f.write_str("the puzzle is solved already"),
            PuzzleMoveError::TooHard => {
                f.write_str("the search could not judge this move within its budget")
            }
        }
    }
}

impl std::error::Error for PuzzleMoveError {}

/// One puzzle being solved: the moves played so far, the moves left, and the search that
/// judges each try and finds the engine's replies.
///
/// ```
/// use alquerque_core::puzzle::{Puzzle, PuzzleSolving, PuzzleStep};
///
/// let puzzle: Puzzle = "2 standard ---b-/----w/-----/-----/---w- w e4<,d5< 3".parse().unwrap();
/// let mut solving = PuzzleSolving::new(puzzle);
/// // A try that lets the win slip is judged a miss, and nothing is played.
/// assert_eq!(solving.play_text("d1-d2"), Ok(PuzzleStep::Missed));
/// assert_eq!((solving.misses(), solving.moves_left()), (1, 2));
/// assert_eq!(solving.game().moves().len(), 0);
/// // A move that keeps the forced win: the engine answers with its longest defence.
/// match solving.play_text("e4-e5") {
///     Ok(PuzzleStep::Kept { wins_in, .. }) => assert_eq!(wins_in, 1),
///     other => panic!("{other:?}"),
/// }
/// assert_eq!(solving.game().moves().len(), 2);
/// let last = solving.winning_move().unwrap();
/// assert_eq!(solving.play(last), Ok(PuzzleStep::Solved));
/// assert!(solving.is_solved());
/// ```
pub struct PuzzleSolving {
    puzzle: Puzzle,
    game: Game,
    moves_left: u32,
    misses: u32,
    solved: bool,
    judge: Judge,
}

impl PuzzleSolving {
    /// Starts solving `puzzle` from its position.
    pub fn new(puzzle: Puzzle) -> PuzzleSolving {
        PuzzleSolving {
            puzzle,
            game: Game::from_position(puzzle.position),
            moves_left: puzzle.moves,
            misses: 0,
            solved: false,
            judge: Judge::new(PLAY_NODE_LIMIT),
        }
    }

    /// The puzzle being solved.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game so far: the puzzle's position, then the person's moves and the replies.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The person's own moves left to win in.
    pub fn moves_left(&self) -> u32 {
        self.moves_left
    }

    /// How many tries missed the win so far.
    pub fn misses(&self) -> u32 {
        self.misses
    }

    /// Whether the puzzle is solved.
    pub fn is_solved(&self) -> bool {
        self.solved
    }

    fn history(&self) -> Vec<u128> {
        let positions = self.game.positions();
        positions[..positions.len() - 1]
            .iter()
            .map(|p| p.key())
            .collect()
    }

    /// Tries the move written as text (e.g. `c2-c3`): see [`PuzzleSolving::play`].
    pub fn play_text(&mut self, text: &str) -> Result<PuzzleStep, PuzzleMoveError> {
        if self.solved {
            return Err(PuzzleMoveError::Solved);
        }
        let mv = self.game.check(text).map_err(PuzzleMoveError::Play)?;
        self.play(mv)
    }

    /// Tries `mv`: if it keeps a forced win within the moves left it is played, and unless it
    /// wins at once the engine answers with the reply that holds out longest. A move that
    /// does not keep the win changes nothing but the count of misses.
    pub fn play(&mut self, mv: Move) -> Result<PuzzleStep, PuzzleMoveError> {
        if self.solved {
            return Err(PuzzleMoveError::Solved);
        }
        if !self.game.legal_moves().contains(&mv) {
            return Err(PuzzleMoveError::Play(
                self.game
                    .check(&mv.to_string())
                    .err()
                    .unwrap_or(PlayError::GameOver(self.game.status())),
            ));
        }
        let pos = *self.game.position();
        let history = self.history();
        let value = self
            .judge
            .value(&pos, &history, mv, self.moves_left)
            .map_err(|_| PuzzleMoveError::TooHard)?;
        match value {
            MoveValue::NoWin => {
                self.misses += 1;
                Ok(PuzzleStep::Missed)
            }
            MoveValue::WinsNow => {
                self.game.play(mv).map_err(PuzzleMoveError::Play)?;
                self.solved = true;
                Ok(PuzzleStep::Solved)
            }
            MoveValue::Wins(replies) => {
                // The longest defence; among equals, the first in generation order, so the
                // engine answers the same way every time.
                let mut best = replies[0];
                for &r in &replies[1..] {
                    if r.1 > best.1 {
                        best = r;
                    }
                }
                self.game.play(mv).map_err(PuzzleMoveError::Play)?;
                self.game.play(best.0).map_err(PuzzleMoveError::Play)?;
                self.moves_left -= 1;
                Ok(PuzzleStep::Kept {
                    played: mv,
                    reply: best.0,
                    wins_in: best.1,
                })
            }
        }
    }

    /// A hint: the point of the piece that starts a winning move now (the fastest win's).
    /// `None` once solved, or if the search cannot find the win within its node limit.
    pub fn hint(&mut self) -> Option<Square> {
        self.winning_move().map(|m| m.from())
    }

    /// A move that wins within the moves left (the fastest), for showing the solution.
    pub fn winning_move(&mut self) -> Option<Move> {
        if self.solved {
            return None;
        }
        let pos = *self.game.position();
        let history = self.history();
        self.judge
            .fastest_win(&pos, &history, self.moves_left)
            .ok()
            .flatten()
            .map(|(m, _)| m)
    }
}
