//! The endgame trainer as the apps show it (issue 47): the core's trainer
//! (`alquerque_core::endgame`) on the game's own board, against the shipped tables' perfect
//! defence. A won position of the level is drawn from the tables; each move the person enters
//! by taps is judged by the tables at once (a probe, not a search: no thread is needed):
//! still winning in N, more slowly, won, or the win let slip, in which case the move is taken
//! back and the fastest win is drawn on the board as an arrow. The defence's reply is played
//! at once and handed back for the board to animate.
//!
//! The levels offered are those of the core's [`ENDGAME_LEVELS`] whose positions the shipped
//! tables hold (fewer pieces and shorter wins first); Easier and Harder step through them,
//! Next position draws another of the same level.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

use alquerque_core::endgame::{
    welcome, EndgameTrainer as CoreTrainer, Judgement, TrainerError, Verdict, ENDGAME_LEVELS,
};
use alquerque_core::tables::{Probe, SHIPPED_PIECES};
use alquerque_core::{Color, Game, Move};
use alquerque_text::Message;

use crate::board::cues::{moment, Ending, Feedback, Haptic, Sound, TapKind};
use crate::board::entry::{square, Entry, Step};
use crate::board::outcome::Outcome;
use crate::board::picture::Board;
use crate::board::records::{BoardState, MoveInfo, PlayedMove};
use crate::board::words::joined;
use crate::runtime::error::AlquerqueError;
use crate::runtime::language::say;
use crate::runtime::tables::endgame_tables;

/// Everything the endgame trainer's screen shows.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct EndgameState {
    /// The screen's title: `Endgame trainer`.
    pub title: String,
    /// The level on screen, from 1.
    pub level: u32,
    /// How many levels the tables hold.
    pub levels: u32,
    /// `Level 2 of 4`.
    pub level_text: String,
    /// The task: `White to move and win in 7 moves.`, or once won, in how many moves and the
    /// slips on the way.
    pub heading: String,
    /// The line under the board: what the trainer is before the first move, then the verdict
    /// on the last move ("Still winning, in 6 more moves. Black replies d4-d3.", or that it
    /// let the win slip and the fastest win instead).
    pub status_text: String,
    /// Why the last tap did nothing, until the next action.
    pub notice: Option<String>,
    /// The last move let the win slip: it was taken back, and `fastest` is drawn.
    pub slipped: bool,
    /// After a slip, a move of the fastest win from the position on the board (also the
    /// board's hint arrow).
    pub fastest: Option<MoveInfo>,
    /// The position is won: Next position, Easier or Harder go on.
    pub won: bool,
    /// The board: the person's side to move, taps as on the game screen (none once won);
    /// turned round when the person plays Black.
    pub board: BoardState,
    /// What to play and say once for the last change that moved no piece (a selection, a
    /// jump entered, a refusal, a slip): see [`CueGate`](crate::CueGate).
    pub feedback: Feedback,
    /// There is an easier level.
    pub can_easier: bool,
    /// There is a harder level the tables hold.
    pub can_harder: bool,
    /// The buttons' words: `Next position`.
    pub next_label: String,
    /// `Easier`.
    pub easier_label: String,
    /// `Harder`.
    pub harder_label: String,
    /// The screen's next step, drawn as the filled button: Next position once won; none while
    /// the board is the next step.
    pub primary: Option<EndgameAction>,
}

/// The endgame trainer's buttons, for [`EndgameState::primary`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum EndgameAction {
    /// A level down.
    Easier,
    /// Another position of the level.
    Next,
    /// A level up.
    Harder,
}

/// What a tap on the trainer's board did. A tap that does not fit is an error saying why
/// (also the state's notice), and changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndgameTap {
    /// A piece was selected; its targets are in the state.
    Selected {
        /// The selected point.
        point: i32,
    },
    /// The selected piece was put down again.
    Deselected,
    /// A jump was made and the capture must go on from `point`.
    KeepJumping {
        /// Where the capturing piece now stands.
        point: i32,
    },
    /// The move keeps the win; the defence replied at once: the board animates the reply.
    Kept {
        /// The person's move.
        played: Move,
        /// The defence's reply, already played, with its cues and words.
        reply: PlayedMove,
    },
    /// The move wins the game: the board animates it.
    Won {
        /// The winning move, with its cues.
        played: PlayedMove,
    },
    /// The move lets the win slip: it is taken back (nothing moves), and the state shows
    /// the fastest win.
    Slipped {
        /// The move taken back.
        played: Move,
        /// A move of the fastest win.
        fastest: Move,
    },
}

impl EndgameTap {
    /// The move to animate, if any.
    fn played(self) -> Option<PlayedMove> {
        match self {
            EndgameTap::Kept { reply, .. } => Some(reply),
            EndgameTap::Won { played } => Some(played),
            _ => None,
        }
    }
}

/// The levels the shipped tables hold, from the first: their positions have at most
/// [`SHIPPED_PIECES`] pieces.
fn levels_held() -> usize {
    ENDGAME_LEVELS
        .iter()
        .take_while(|l| l.pieces <= SHIPPED_PIECES)
        .count()
}

/// Seeds tried in turn for a level's position before giving up (each draws many positions).
const SEEDS_TRIED: u64 = 8;

struct Training {
    tables: Option<Arc<dyn Probe>>,
    /// The exercise; `None` only when no tables could be read or no position was found.
    trainer: Option<CoreTrainer>,
    /// The game on the board: the exercise's start and the moves kept since.
    game: Game,
    level: usize,
    seed: u64,
    entry: Entry,
    /// The words of the last judgement.
    judged: Vec<Message>,
    /// The fastest win after a slip.
    fastest: Option<Move>,
    notice: Option<Message>,
    feedback: Feedback,
}

impl Training {
    /// A fresh position of the level on screen, from the next seed.
    fn draw(&mut self) {
        self.entry.clear();
        self.judged.clear();
        self.fastest = None;
        self.notice = None;
        self.trainer = None;
        let Some(tables) = self.tables.clone() else {
            self.notice = Some(Message::new("endgame-unavailable"));
            return;
        };
        for _ in 0..SEEDS_TRIED {
            self.seed = self.seed.wrapping_add(1);
            if let Ok(t) = CoreTrainer::exercise(tables.clone(), self.level, self.seed) {
                self.game = Game::from_position(*t.start());
                self.trainer = Some(t);
                return;
            }
        }
        self.notice = Some(Message::new("endgame-unavailable"));
    }

    /// The moves the person may enter now: none once won or without an exercise.
    fn moves(&self) -> Vec<Move> {
        match &self.trainer {
            Some(t) if !t.is_won() => t.position().legal_moves().to_vec(),
            _ => Vec::new(),
        }
    }

    fn state(&self) -> EndgameState {
        let levels = levels_held();
        let moves = self.moves();
        let player = self
            .trainer
            .as_ref()
            .map_or(Color::White, CoreTrainer::player);
        let fastest = self.fastest.map(|m| MoveInfo::new(m, player));
        let board = Board {
            game: &self.game,
            entry: &self.entry,
            moves: &moves,
            show_targets: true,
            show_notation: true,
            hint_piece: self.fastest.map(|m| m.from()),
            show_bans: false,
            hint: fastest.clone(),
            flipped: player == Color::Black,
        }
        .state();
        let won = self.trainer.as_ref().is_some_and(CoreTrainer::is_won);
        let heading = match &self.trainer {
            Some(t) if t.is_won() => say(&t.summary()),
            Some(t) => say(&t.heading()),
            None => String::new(),
        };
        let status_text = if self.judged.is_empty() {
            if self.trainer.is_some() {
                say(&welcome())
            } else {
                String::new()
            }
        } else {
            let said: Vec<String> = self.judged.iter().map(say).collect();
            let parts: Vec<&str> = said.iter().map(String::as_str).collect();
            joined(&parts).unwrap_or_default()
        };
        EndgameState {
            title: say(&Message::new("endgame-title")),
            level: self.level as u32,
            levels: levels as u32,
            level_text: say(&Message::new("endgame-level")
                .count("level", self.level as i64)
                .count("levels", levels as i64)),
            heading,
            status_text,
            notice: self.notice.as_ref().map(say),
            slipped: self.fastest.is_some(),
            fastest,
            won,
            board,
            feedback: self.feedback.clone(),
            can_easier: self.level > 1,
            can_harder: self.level < levels,
            next_label: say(&Message::new("endgame-next-position")),
            easier_label: say(&Message::new("endgame-easier")),
            harder_label: say(&Message::new("endgame-harder")),
            primary: won.then_some(EndgameAction::Next),
        }
    }

    fn tap(&mut self, point: i32) -> Result<EndgameTap, AlquerqueError> {
        let sq = square(point)?;
        let moves = self.moves();
        let trainer = self
            .trainer
            .as_mut()
            .ok_or_else(|| AlquerqueError::IllegalMove(Message::new("endgame-unavailable")))?;
        if trainer.is_won() {
            return Err(AlquerqueError::GameOver);
        }
        let pos = *trainer.position();
        let person = trainer.player();
        // The jumps entered before this tap are on the board already.
        let shown = self.entry.path().len().saturating_sub(1);
        let mv = match self.entry.tap(sq, &pos, &moves)? {
            Step::Selected(sq) => {
                return Ok(EndgameTap::Selected {
                    point: sq.index() as i32,
                })
            }
            Step::Deselected => return Ok(EndgameTap::Deselected),
            Step::KeepJumping(sq) => {
                return Ok(EndgameTap::KeepJumping {
                    point: sq.index() as i32,
                })
            }
            Step::Complete(mv) => mv,
        };
        self.entry.clear();
        // The move is legal (the entry offers only legal moves) and the tables hold the
        // position: a refusal here would be the tables' fault, said as a refused move.
        let judgement = trainer.play(mv).map_err(refusal)?;
        self.judged = judgement.messages(person);
        self.fastest = None;
        let said: Vec<String> = self.judged.iter().map(say).collect();
        let parts: Vec<&str> = said.iter().map(String::as_str).collect();
        let words = joined(&parts);
        Ok(match judgement {
            Judgement {
                verdict: Verdict::Slipped { fastest, .. },
                ..
            } => {
                self.fastest = Some(fastest);
                self.feedback
                    .give(moment(Some(Sound::Refused), Some(Haptic::Refused)), words);
                EndgameTap::Slipped {
                    played: mv,
                    fastest,
                }
            }
            Judgement {
                verdict: Verdict::Won,
                ..
            } => {
                keep(&mut self.game, mv)?;
                let summary = say(&trainer.summary());
                EndgameTap::Won {
                    played: PlayedMove::new(mv, person, shown)
                        .ending(Some(Ending::Won))
                        .announced(Some(summary)),
                }
            }
            Judgement {
                reply: Some(reply), ..
            } => {
                keep(&mut self.game, mv)?;
                keep(&mut self.game, reply)?;
                EndgameTap::Kept {
                    played: mv,
                    reply: PlayedMove::new(reply, person.other(), 0).announced(words),
                }
            }
            Judgement { reply: None, .. } => {
                // Every verdict but a slip or a win comes with the defence's reply.
                keep(&mut self.game, mv)?;
                EndgameTap::Won {
                    played: PlayedMove::new(mv, person, shown),
                }
            }
        })
    }

    /// The feedback of a tap that moved no piece (a move carries its own, a slip gave its own).
    fn tap_feedback(&mut self, result: &Result<EndgameTap, AlquerqueError>) {
        self.feedback.tap(match result {
            Ok(EndgameTap::Selected { .. }) => TapKind::Selected,
            Ok(EndgameTap::KeepJumping { .. }) => {
                TapKind::Jumped(self.entry.path().len().saturating_sub(2))
            }
            Ok(_) => TapKind::Silent,
            Err(e) => TapKind::Refused(e),
        });
    }
}

/// Why the core's trainer refused a move the board offered: the game won, else the tables
/// not answering (neither happens with the shipped tables, whose positions the entry offers).
fn refusal(e: TrainerError) -> AlquerqueError {
    match e {
        TrainerError::Finished => AlquerqueError::GameOver,
        _ => AlquerqueError::IllegalMove(Message::new("endgame-unavailable")),
    }
}

/// Plays `mv` on the board's game, as the trainer played it.
fn keep(game: &mut Game, mv: Move) -> Result<(), AlquerqueError> {
    game.play(mv)
        .map_err(|e| AlquerqueError::IllegalMove(e.message()))
}

/// The endgame trainer on screen. All methods are safe to call from any thread and return at
/// once: judging a move is a probe of the tables, not a search.
#[derive(uniffi::Object)]
pub struct EndgameTrainer {
    training: Mutex<Training>,
}

impl EndgameTrainer {
    fn lock(&self) -> MutexGuard<'_, Training> {
        // Every change is made whole before anything that could fail: carry on after a panic.
        self.training.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn build(level: u32, seed: u64) -> Arc<EndgameTrainer> {
        crate::runtime::init_logging();
        let held = levels_held().max(1);
        let mut training = Training {
            tables: endgame_tables(),
            trainer: None,
            game: Game::default(),
            level: (level as usize).clamp(1, held),
            seed,
            entry: Entry::default(),
            judged: Vec::new(),
            fastest: None,
            notice: None,
            feedback: Feedback::default(),
        };
        training.draw();
        Arc::new(EndgameTrainer {
            training: Mutex::new(training),
        })
    }

    /// Taps a point; the Rust API, with what the tap did in full: the apps read the
    /// [`Outcome`] of [`EndgameTrainer::tap`].
    pub fn tap_result(&self, point: i32) -> Result<EndgameTap, AlquerqueError> {
        let mut t = self.lock();
        let result = t.tap(point);
        t.notice = result.as_ref().err().map(AlquerqueError::message);
        t.tap_feedback(&result);
        result
    }
}

#[uniffi::export]
impl EndgameTrainer {
    /// The trainer at `level` (from 1; outside the levels held, the nearest), a position drawn
    /// afresh.
    #[uniffi::constructor]
    pub fn new(level: u32) -> Arc<EndgameTrainer> {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        EndgameTrainer::build(level, seed)
    }

    /// The state to draw.
    pub fn state(&self) -> EndgameState {
        self.lock().state()
    }

    /// Taps a point (0 = a1 … 24 = e5), as on the game screen: select a piece, put it down,
    /// or move it a step or a jump; a capture is entered jump by jump. A completed move is
    /// judged by the tables at once: kept (the defence's reply is the [`Outcome`]'s move to
    /// animate), won (the winning move is), or let slip (taken back, nothing to animate, the
    /// state shows the fastest win). A tap that does not fit is refused with its reason.
    pub fn tap(&self, point: i32) -> Outcome {
        Outcome::of(self.tap_result(point), EndgameTap::played)
    }

    /// Drops the selection or the capture being entered.
    pub fn clear_selection(&self) {
        let mut t = self.lock();
        t.entry.clear();
        t.notice = None;
    }

    /// Another position of the same level.
    pub fn next_position(&self) {
        self.lock().draw();
    }

    /// One level easier, with a new position; `false` (nothing changes) at the first.
    pub fn easier(&self) -> bool {
        let mut t = self.lock();
        if t.level <= 1 {
            return false;
        }
        t.level -= 1;
        t.draw();
        true
    }

    /// One level harder, with a new position; `false` (nothing changes) at the last the
    /// tables hold.
    pub fn harder(&self) -> bool {
        let mut t = self.lock();
        if t.level >= levels_held() {
            return false;
        }
        t.level += 1;
        t.draw();
        true
    }
}

#[cfg(feature = "testing")]
#[uniffi::export]
impl EndgameTrainer {
    /// The trainer at `level` with its positions drawn from `seed`: the same positions every
    /// time, for tests.
    #[uniffi::constructor]
    pub fn with_seed(level: u32, seed: u64) -> Arc<EndgameTrainer> {
        EndgameTrainer::build(level, seed)
    }

    /// The position on the board, as position text (for tests that look it up in the
    /// tables).
    pub fn position_text(&self) -> String {
        let t = self.lock();
        alquerque_core::PositionText::from(t.game.position()).to_string()
    }
}
