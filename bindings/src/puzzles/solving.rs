//! One puzzle being solved: the core's solving, the move being entered tap by tap, the words
//! the screen shows, and its state; kept as the number and the person's moves.

use alquerque_core::puzzle::{shipped_puzzles, Puzzle, PuzzleSolving, PuzzleStep};
use alquerque_core::{Color, Game, Move, Square};
use alquerque_text::Message;

use super::{PuzzleMoveOutcome, PuzzleState};
use crate::board::cues::{Ending, Feedback};
use crate::board::entry::Entry;
use crate::board::picture::Board;
use crate::board::records::{MoveInfo, PlayedMove, PointState};
use crate::board::words;
use crate::runtime::error::AlquerqueError;
use crate::runtime::language::say;

/// What came of the last try, for the line under the board.
#[derive(Clone, Copy)]
pub(super) enum Last {
    /// This move did not win within this many moves.
    Missed(Move, u32),
    /// This move kept the win; the engine answered.
    Kept { played: Move, reply: Move },
}

/// One puzzle being solved: the core's solving, the move being entered, what to say.
pub(super) struct Solving {
    pub(super) number: u32,
    pub(super) solving: PuzzleSolving,
    pub(super) entry: Entry,
    pub(super) last: Option<Last>,
    pub(super) hint: Option<Square>,
}

pub(super) fn set() -> &'static [Puzzle] {
    shipped_puzzles()
}

impl Solving {
    /// Puzzle `number` of the shipped set from its start (`None` if there is no such puzzle).
    pub(super) fn new(number: u32) -> Option<Solving> {
        let puzzle = *set().get((number as usize).checked_sub(1)?)?;
        Some(Solving {
            number,
            solving: PuzzleSolving::new(puzzle),
            entry: Entry::default(),
            last: None,
            hint: None,
        })
    }

    /// The moves the person may enter now: none once solved.
    pub(super) fn moves(&self) -> Vec<Move> {
        if self.solving.is_solved() {
            Vec::new()
        } else {
            self.solving.game().legal_moves().into_vec()
        }
    }

    pub(super) fn person(&self) -> Color {
        self.solving.puzzle().position.turn()
    }

    /// The person's own moves so far, in notation.
    pub(super) fn own_moves(&self) -> Vec<String> {
        let game = self.solving.game();
        game.moves()
            .iter()
            .zip(game.positions())
            .filter(|(_, p)| p.turn() == self.person())
            .map(|(m, _)| m.to_string())
            .collect()
    }

    /// Judges `mv` (one of the legal moves), of which the board shows `shown` hops already:
    /// played with the engine's answer if it keeps the win, nothing played if not.
    pub(super) fn judge(
        &mut self,
        mv: Move,
        shown: usize,
    ) -> Result<PuzzleMoveOutcome, AlquerqueError> {
        let person = self.person();
        let left = self.solving.moves_left();
        let step = self
            .solving
            .play(mv)
            .map_err(|e| AlquerqueError::IllegalMove(Message::sentence(e.message())))?;
        self.entry.clear();
        self.hint = None;
        Ok(match step {
            PuzzleStep::Solved => {
                self.last = None;
                PuzzleMoveOutcome::Solved {
                    played: PlayedMove::new(mv, person, shown)
                        .ending(Some(Ending::Solved))
                        .announced(Some(say(&self.status_text()))),
                }
            }
            PuzzleStep::Kept {
                played,
                reply,
                wins_in,
            } => {
                self.last = Some(Last::Kept { played, reply });
                let reply = PlayedMove::new(reply, person.other(), 0);
                let said = words::puzzle_reply(&reply.info, self.solving.moves_left());
                PuzzleMoveOutcome::Kept {
                    played: PlayedMove::new(played, person, shown),
                    reply: reply.announced(Some(said)),
                    wins_in,
                }
            }
            PuzzleStep::Missed => {
                self.last = Some(Last::Missed(mv, left));
                PuzzleMoveOutcome::Missed
            }
        })
    }

    pub(super) fn status_text(&self) -> Message {
        let person = self.person().keyword();
        let left = self.solving.moves_left();
        if self.solving.is_solved() {
            return Message::new("puzzle-solved").count("misses", self.solving.misses());
        }
        if self.entry.is_jumping() {
            return Message::new("puzzle-keep-jumping").choice("side", person);
        }
        if let Some(sq) = self.hint {
            return Message::new("puzzle-hint").notation("point", sq);
        }
        match self.last {
            None => Message::new("puzzle-to-move")
                .choice("side", person)
                .count("moves", left),
            Some(Last::Missed(mv, within)) => Message::new("puzzle-missed")
                .notation("move", mv)
                .count("moves", within),
            Some(Last::Kept { played, reply }) => Message::new("puzzle-kept")
                .notation("move", played)
                .choice("side", self.person().other().keyword())
                .notation("reply", reply)
                .count("moves", left),
        }
    }

    /// What the screen shows while `mv` is judged: the board with the move made, nothing to
    /// tap.
    pub(super) fn state_after(&self, mv: Move) -> PuzzleState {
        let mut game = self.solving.game().clone();
        // `mv` is one of the legal moves (the entry made it from them).
        let _ = game.play(mv);
        let status = words::checking(&mv.to_string());
        self.state_of(&game, &Entry::default(), Vec::new(), status)
    }

    pub(super) fn state(&self) -> PuzzleState {
        self.state_of(
            self.solving.game(),
            &self.entry,
            self.moves(),
            self.status_text(),
        )
    }

    /// The state of the puzzle with `game` on the board, `entry` being entered, `moves` to
    /// enter and `status_text` under the board.
    fn state_of(
        &self,
        game: &Game,
        entry: &Entry,
        moves: Vec<Move>,
        status_text: Message,
    ) -> PuzzleState {
        let puzzle = *self.solving.puzzle();
        let person = self.person();
        let played: Vec<MoveInfo> = game
            .moves()
            .iter()
            .zip(game.positions())
            .map(|(&m, p)| MoveInfo::new(m, p.turn()))
            .collect();
        let status_text = say(&status_text);
        let board = Board {
            game,
            entry,
            moves: &moves,
            show_targets: true,
            show_notation: true,
            hint_piece: self.hint,
            show_bans: false,
            flipped: person == Color::Black,
            hint: None,
        }
        .state();
        // The plain lists are read off the board's points, so they always agree with it.
        let marked = |mark: fn(&PointState) -> bool| {
            board
                .points
                .iter()
                .filter(|p| mark(p))
                .map(|p| p.index)
                .collect::<Vec<_>>()
        };
        let number = self.number;
        PuzzleState {
            number,
            moves: puzzle.moves,
            moves_left: self.solving.moves_left(),
            person,
            title: say(&Message::new("puzzle-title")
                .count("number", number)
                .count("moves", puzzle.moves)),
            status_text,
            notice: None,
            pieces: board.points.iter().map(|p| p.piece).collect(),
            selectable: marked(|p| p.selectable),
            entered: entry.path().iter().map(|s| s.index() as i32).collect(),
            targets: marked(|p| p.target),
            hint: self.hint.map(|sq| sq.index() as i32),
            legal_moves: moves.iter().map(|&m| MoveInfo::new(m, person)).collect(),
            board,
            feedback: Feedback::default(),
            played,
            misses: self.solving.misses(),
            solved: self.solving.is_solved(),
            busy: false,
            can_hint: !self.solving.is_solved() && self.hint.is_none(),
            solved_count: 0,
            total: set().len() as u32,
            progress_text: String::new(),
            streak: 0,
            streak_text: String::new(),
            previous: 0,
            primary: None,
        }
    }

    /// The document of this puzzle in progress: `NUMBER MOVE MOVE …` (the person's moves).
    pub(super) fn text(&self) -> String {
        let mut words = vec![self.number.to_string()];
        words.extend(self.own_moves());
        words.join(" ")
    }

    /// The puzzle of a document written by [`Solving::text`], its moves played again (and
    /// judged again); `None` if it does not read or a move no longer fits.
    pub(super) fn from_text(text: &str) -> Option<Solving> {
        let mut words = text.split_whitespace();
        let mut solving = Solving::new(words.next()?.parse().ok()?)?;
        for word in words {
            let mv = solving.solving.game().check(word).ok()?;
            match solving.judge(mv, 0).ok()? {
                PuzzleMoveOutcome::Missed => return None,
                _ => solving.last = None,
            }
        }
        Some(solving)
    }
}
