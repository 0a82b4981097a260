//! The exact search behind every puzzle judgement: how soon a move wins, whether a puzzle holds
//! (one winning first move, a win in exactly its number of moves), and the defence.

use std::sync::atomic::AtomicBool;

use crate::board::moves::Move;
use crate::board::position::Position;
use crate::game::{position_status, Status};
use crate::puzzle::{Puzzle, PuzzleError, MAX_PUZZLE_MOVES};
use crate::search::solver::Solver;

/// Table size (log2 of entries) of the search behind a puzzle: 4 MiB.
const TABLE_LOG2: u32 = 18;

/// What the exact search says about one move: how soon it wins, judged with one solver so
/// that what it learns carries over between the moves of a check or a puzzle.
pub(super) struct Judge {
    solver: Solver,
    node_limit: u64,
}

/// What a move leads to within the moves searched.
pub(super) enum MoveValue {
    /// The opponent is left without a move at once.
    WinsNow,
    /// Every reply loses within the moves left; the replies with the number of the mover's
    /// moves each still needs.
    Wins(Vec<(Move, u32)>),
    /// No forced win within the moves left.
    NoWin,
}

impl Judge {
    pub(super) fn new(node_limit: u64) -> Judge {
        Judge {
            solver: Solver::new(TABLE_LOG2),
            node_limit,
        }
    }

    /// Forgets what the search learned, so that what follows does not depend on what came
    /// before (node limits then cut at the same place every time).
    pub(super) fn clear(&mut self) {
        self.solver.clear();
    }

    /// The puzzle in `position` if it has one whose number of moves is `wanted` (index 0:
    /// one move): the fastest forced win within [`MAX_PUZZLE_MOVES`] moves, kept when the side
    /// to move has a choice (two legal moves or more), one first move alone wins that fast and
    /// the search decides it within the node limit; with its winning first move.
    pub(super) fn find(&mut self, position: &Position, wanted: &[bool]) -> Option<(Puzzle, Move)> {
        if position_status(position) != Status::Ongoing || position.legal_moves().len() < 2 {
            return None;
        }
        let (_, n) = self.fastest_win(position, &[], MAX_PUZZLE_MOVES).ok()??;
        if !wanted.get(n as usize - 1).copied().unwrap_or(false) {
            return None;
        }
        let winning = check_with(self, position, n).ok()?;
        Some((Puzzle::new(*position, n), winning))
    }

    /// The fastest forced win of the side to move within `moves` of its own moves: the move
    /// and the number of moves. `Err` when the node limit stopped the search.
    pub(super) fn fastest_win(
        &mut self,
        pos: &Position,
        history: &[u128],
        moves: u32,
    ) -> Result<Option<(Move, u32)>, PuzzleError> {
        let report = self.solver.analyse(
            pos,
            history,
            moves,
            self.node_limit,
            None,
            &AtomicBool::new(false),
        );
        if report.win.is_none() && report.depth_done < moves {
            return Err(PuzzleError::TooHard);
        }
        Ok(report.win)
    }

    /// What `mv` leads to: whether it wins by force within `moves` of the mover's own moves
    /// (counting `mv`). `history` holds the keys of the positions before `pos`.
    pub(super) fn value(
        &mut self,
        pos: &Position,
        history: &[u128],
        mv: Move,
        moves: u32,
    ) -> Result<MoveValue, PuzzleError> {
        let child = pos.after(mv);
        match position_status(&child) {
            Status::Won { .. } => return Ok(MoveValue::WinsNow),
            Status::Drawn(_) => return Ok(MoveValue::NoWin),
            Status::Ongoing => {}
        }
        if moves <= 1 {
            return Ok(MoveValue::NoWin);
        }
        let mut child_history = history.to_vec();
        child_history.push(pos.key());
        let report = self.solver.analyse(
            &child,
            &child_history,
            moves - 1,
            self.node_limit,
            None,
            &AtomicBool::new(false),
        );
        if report.win.is_some() {
            // The opponent wins by force: the move certainly does not.
            return Ok(MoveValue::NoWin);
        }
        if report.depth_done < moves - 1 {
            return Err(PuzzleError::TooHard);
        }
        if report.losing.len() == child.legal_moves().len() {
            Ok(MoveValue::Wins(report.losing))
        } else {
            Ok(MoveValue::NoWin)
        }
    }
}

pub(super) fn check_with(
    judge: &mut Judge,
    pos: &Position,
    moves: u32,
) -> Result<Move, PuzzleError> {
    if position_status(pos) != Status::Ongoing {
        return Err(PuzzleError::GameOver);
    }
    // A position with one legal move leaves nothing to find.
    if pos.legal_moves().len() < 2 {
        return Err(PuzzleError::OneMove);
    }
    let (winning, n) = judge
        .fastest_win(pos, &[], moves)?
        .ok_or(PuzzleError::NoWin)?;
    if n < moves {
        return Err(PuzzleError::WinsSooner(n));
    }
    for mv in pos.legal_moves().iter().copied() {
        if mv == winning {
            continue;
        }
        match judge.value(pos, &[], mv, moves)? {
            MoveValue::NoWin => {}
            MoveValue::WinsNow | MoveValue::Wins(_) => {
                return Err(PuzzleError::SeveralWins(winning, mv))
            }
        }
    }
    Ok(winning)
}

impl Puzzle {
    /// Proves the puzzle with the exact search: the side to move wins by force in exactly
    /// [`Puzzle::moves`] of its own moves (not fewer), and exactly one first move wins within
    /// that many. Returns that move. The search visits at most `node_limit` positions per
    /// question it answers; beyond that the answer is [`PuzzleError::TooHard`].
    ///
    /// ```
    /// use alquerque_core::puzzle::{Puzzle, PuzzleError};
    ///
    /// let position = "---b-/----w/-----/-----/---w- w e4<,d5< 3";
    /// let puzzle: Puzzle = format!("2 standard {position}").parse().unwrap();
    /// assert_eq!(puzzle.check(100_000).unwrap().to_string(), "e4-e5");
    /// // The same position claimed as a win in one, or in three, does not hold.
    /// let in_one: Puzzle = format!("1 standard {position}").parse().unwrap();
    /// assert_eq!(in_one.check(100_000), Err(PuzzleError::NoWin));
    /// let in_three: Puzzle = format!("3 standard {position}").parse().unwrap();
    /// assert_eq!(in_three.check(100_000), Err(PuzzleError::WinsSooner(2)));
    /// ```
    pub fn check(&self, node_limit: u64) -> Result<Move, PuzzleError> {
        let mut judge = Judge::new(node_limit);
        check_with(&mut judge, &self.position, self.moves)
    }

    /// Finds the puzzle in `position` if it has one: the fastest forced win within
    /// [`MAX_PUZZLE_MOVES`] moves, kept only when there are two legal moves or more and one
    /// first move alone wins that fast.
    /// `None` when there is no such win, several first moves win, or the search would need
    /// more than `node_limit` positions for a question.
    pub fn find(position: &Position, node_limit: u64) -> Option<Puzzle> {
        let mut judge = Judge::new(node_limit);
        if position_status(position) != Status::Ongoing {
            return None;
        }
        let (_, n) = judge.fastest_win(position, &[], MAX_PUZZLE_MOVES).ok()??;
        check_with(&mut judge, position, n).ok()?;
        Some(Puzzle::new(*position, n))
    }
}

/// The legal moves of `pos` other than `winning` that take at least as many pieces as it does,
/// where it takes any.
pub(super) fn tempting_beside(pos: &Position, winning: Move) -> Vec<Move> {
    let takes = winning.captured().count();
    if takes == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .copied()
        .filter(|&m| m != winning && m.captured().count() >= takes)
        .collect()
}
