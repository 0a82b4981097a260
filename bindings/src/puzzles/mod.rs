//! "Find the forced win" puzzles for the apps: the shipped set, the player's progress (the
//! core's [`PuzzleProgress`], the one format of it), and the puzzle being solved, its moves
//! entered tap by tap as on the game screen. The core judges every move and plays the
//! defence, on a thread of its own; the words on screen are made here; the progress and the
//! puzzle in progress are kept in the app's [`Store`], so neither closing the screen nor the
//! process dying loses them.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use alquerque_core::puzzle::PuzzleProgress;
use alquerque_text::Message;

use crate::board::cues::Feedback;
use crate::board::entry::{square, Step};
use crate::board::outcome::Outcome;
use crate::board::records::{BoardState, MoveInfo, Piece, PlayedMove, Side, StateObserver};
use crate::runtime::error::AlquerqueError;
use crate::runtime::store::Store;
use crate::runtime::tell::Teller;

mod list;
mod shelf;
mod solving;

pub use list::{
    PuzzleGrouping, PuzzleGroupingChoice, PuzzleListRow, PuzzleListSection, PuzzleListState,
};

use shelf::{lock, read_puzzles, Shelf, Work};
use solving::{set, Solving};

/// The document of the progress: the core's text form (`solved 1 4 7`), as the terminal
/// program keeps it.
pub(crate) const PROGRESS_KEY: &str = "puzzles";
/// The document of the puzzle on screen: its number, then the person's moves so far.
pub(crate) const CURRENT_KEY: &str = "puzzle-in-progress";

/// One puzzle of the shipped set, for the list screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PuzzleInfo {
    /// Its number, from 1.
    pub number: u32,
    /// The side to move wins by force in this many of its own moves.
    pub moves: u32,
    /// The side to move: the person plays it.
    pub side_to_move: Side,
    /// The 25 points, a1 to e5, of the puzzle's position (for a thumbnail).
    pub pieces: Vec<Piece>,
    /// Whether the player has solved it.
    pub solved: bool,
}

/// What came of the person's move.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PuzzleMoveOutcome {
    /// The move won: the puzzle is solved (and kept as solved).
    Solved {
        /// The winning move.
        played: PlayedMove,
    },
    /// The move keeps the forced win; the engine answered with the longest defence.
    Kept {
        /// The person's move.
        played: PlayedMove,
        /// The engine's reply, already played: the board animates it.
        reply: PlayedMove,
        /// The person's own moves the fastest win now takes.
        wins_in: u32,
    },
    /// The move does not win within the moves left; nothing was played. Try again.
    Missed,
}

/// What a tap on the puzzle's board did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleTap {
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
    /// A whole move was entered: the board animates it now, and the core judges it on a
    /// thread of its own (the state says `busy`); once the animation is over, the observer is
    /// told what came of it, with the engine's reply to animate.
    Played {
        /// The person's move, shown on the board while it is judged.
        played: PlayedMove,
    },
    /// A move or a hint is being worked out: the tap changes nothing.
    Judging,
}

impl PuzzleTap {
    /// The move it played, for the board to animate.
    pub(crate) fn played(self) -> Option<PlayedMove> {
        match self {
            PuzzleTap::Played { played } => Some(played),
            _ => None,
        }
    }
}

/// Everything the puzzle screen shows.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct PuzzleState {
    /// The puzzle's number.
    pub number: u32,
    /// The puzzle's length: wins by force in this many moves from its start.
    pub moves: u32,
    /// The person's own moves left to win in.
    pub moves_left: u32,
    /// The side the person plays.
    pub person: Side,
    /// The heading, e.g. `Puzzle 12: win in 3 moves` (the line under the board says who
    /// moves).
    pub title: String,
    /// The line under the board: what to do now, or what came of the last try
    /// (`c2-c3 does not win in 2 moves: try again.`).
    pub status_text: String,
    /// Why the last tap did nothing, in a sentence for the player (until the next action).
    pub notice: Option<String>,
    /// The board to draw, as on the game screen (turned round when the person plays Black):
    /// the points with what a tap on each would do, the last move (the engine's reply) and
    /// the status line. Nothing can be undone and nobody thinks.
    pub board: BoardState,
    /// What to play and say once for the last change that moved no piece (a selection, a
    /// jump entered, a refusal): see [`CueGate`](crate::CueGate).
    pub feedback: Feedback,
    /// The 25 points, a1 to e5, now (with the jumps entered so far made).
    pub pieces: Vec<Piece>,
    /// The points a tap may select now.
    pub selectable: Vec<i32>,
    /// The move being entered: the selected piece, then each landing point (empty if none).
    pub entered: Vec<i32>,
    /// The points the entered piece may go to next.
    pub targets: Vec<i32>,
    /// The point of the piece the last hint named, until a move is tried (that point of the
    /// board is `hinted`).
    pub hint: Option<i32>,
    /// The moves the person may play now (empty once solved).
    pub legal_moves: Vec<MoveInfo>,
    /// The moves played so far: the person's and the engine's replies, in order.
    pub played: Vec<MoveInfo>,
    /// Tries that missed the win so far.
    pub misses: u32,
    /// Whether the puzzle is solved.
    pub solved: bool,
    /// A move or a hint is being worked out: taps wait.
    pub busy: bool,
    /// Whether Hint would do something now: the puzzle unsolved, nothing being worked out,
    /// and no hint shown yet.
    pub can_hint: bool,
    /// How many puzzles of the set the player has solved.
    pub solved_count: u32,
    /// How many puzzles the set has.
    pub total: u32,
    /// The progress in words: `3 of 300 puzzles solved`.
    pub progress_text: String,
    /// Puzzles solved in a row at the first try without a hint (kept with the progress, so
    /// a run goes on from one day to the next).
    pub streak: u32,
    /// The streak in words: `Streak: 3`, or `Streak: 0 · best: 4` after a longer run.
    pub streak_text: String,
    /// The puzzle Previous opens: the one before in the set, wrapping round to the last.
    pub previous: u32,
    /// The screen's next step, drawn as the filled button: Next once solved, Hint after a
    /// miss (while a hint may be asked), none while the board is the next step.
    pub primary: Option<PuzzleAction>,
}

/// The puzzle screen's buttons, for [`PuzzleState::primary`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum PuzzleAction {
    /// A hint: the piece to move.
    Hint,
    /// The puzzle from its start again.
    Restart,
    /// The puzzle before in the set.
    Previous,
    /// The puzzle after in the set.
    Next,
}

/// Which button is the next step of `state`: Next once the puzzle is solved; Hint after a
/// try that missed, if one may be asked; otherwise none, the board being the next step.
fn primary(state: &PuzzleState) -> Option<PuzzleAction> {
    if state.solved {
        Some(PuzzleAction::Next)
    } else if state.misses > 0 && state.can_hint {
        Some(PuzzleAction::Hint)
    } else {
        None
    }
}

/// The player's puzzles: the shipped set, their progress, and the one on screen. All methods
/// are safe to call from any thread and return at once: judging a move and finding a hint
/// run on a thread of their own.
#[derive(uniffi::Object)]
pub struct Puzzles {
    shelf: Arc<Mutex<Shelf>>,
}

impl Puzzles {
    fn build(
        progress: PuzzleProgress,
        current: Option<Solving>,
        notice: Option<Message>,
        store: Option<Arc<Store>>,
    ) -> Arc<Puzzles> {
        crate::runtime::init_logging();
        let total = set().len();
        let solving = current.unwrap_or_else(|| {
            let number = progress.next_unsolved(total, 0).unwrap_or(1) as u32;
            Solving::new(number).expect("the shipped set is never empty")
        });
        let shelf = Arc::new_cyclic(|me| {
            Mutex::new(Shelf {
                solving: Some(solving),
                shown: None,
                generation: 0,
                progress,
                notice,
                feedback: Feedback::default(),
                store,
                teller: Teller::default(),
                me: me.clone(),
                hinted: false,
                grouping: list::PuzzleGrouping::ByLength,
                unsolved_only: false,
            })
        });
        Arc::new(Puzzles { shelf })
    }

    fn lock(&self) -> MutexGuard<'_, Shelf> {
        lock(&self.shelf)
    }
}

/// The player's puzzles from `store`: the progress, and the puzzle they were solving with its
/// moves (else the first not solved yet). Reads, and replays the moves, on the store's
/// thread. A progress that cannot be read is set aside (the notice says so).
#[uniffi::export]
pub async fn open_puzzles(store: Arc<Store>) -> Arc<Puzzles> {
    let (progress, current, notice) = store
        .run(|disk| {
            // The list's themes are worked out from each puzzle's solution once (about a
            // second): here, off the phone's main thread, not at the first look at the list.
            alquerque_core::puzzle::shipped_themes();
            read_puzzles(disk)
        })
        .await;
    Puzzles::build(progress, current, notice, Some(store))
}

#[uniffi::export]
impl Puzzles {
    /// The puzzles with the numbers in `solved` solved, kept nowhere (for tests and
    /// previews), opened at the first one not solved.
    #[uniffi::constructor]
    pub fn new(solved: Vec<u32>) -> Arc<Puzzles> {
        let progress = PuzzleProgress::from_solved(solved.into_iter().map(|n| n as usize));
        Puzzles::build(progress, None, None, None)
    }

    /// Tells `observer` when a move was judged or a hint found (`None` stops it).
    pub fn set_observer(&self, observer: Option<Arc<dyn StateObserver>>) {
        self.lock().teller.set(observer);
    }

    /// The state to draw.
    pub fn state(&self) -> PuzzleState {
        self.lock().state()
    }

    /// Every shipped puzzle, numbered from 1, fewest moves first, each marked if solved.
    pub fn list(&self) -> Vec<PuzzleInfo> {
        let shelf = self.lock();
        set()
            .iter()
            .enumerate()
            .map(|(i, p)| PuzzleInfo {
                number: i as u32 + 1,
                moves: p.moves,
                side_to_move: p.position.turn(),
                pieces: Piece::all(&p.position),
                solved: shelf.progress.is_solved(i + 1),
            })
            .collect()
    }

    /// The list screen: every shipped puzzle (or those not solved yet), grouped by length
    /// (fewest moves first) or by theme (the core's, worked out from each solution), each
    /// marked if solved, under the progress in words.
    pub fn list_state(&self) -> PuzzleListState {
        let state = self.state();
        let (grouping, unsolved_only) = {
            let shelf = self.lock();
            (shelf.grouping, shelf.unsolved_only)
        };
        list::list_state(
            &self.list(),
            alquerque_core::puzzle::shipped_themes(),
            list::ListView {
                title: state.progress_text,
                streak_text: state.streak_text,
                grouping,
                unsolved_only,
            },
        )
    }

    /// How the list groups the puzzles: by length or by theme.
    pub fn set_list_grouping(&self, grouping: list::PuzzleGrouping) {
        self.lock().grouping = grouping;
    }

    /// Whether the list shows only the puzzles not solved yet.
    pub fn set_unsolved_only(&self, unsolved_only: bool) {
        self.lock().unsolved_only = unsolved_only;
    }

    /// Opens the puzzle before the one on screen in the set (wrapping round to the last).
    pub fn previous(&self) {
        let mut shelf = self.lock();
        let previous = shelf.state().previous;
        if let Some(solving) = Solving::new(previous) {
            shelf.show(solving);
        }
    }

    /// Taps a point (0 = a1 … 24 = e5), as on the game screen: select a piece, put it down,
    /// or move it a step or a jump; a capture is entered jump by jump. A completed move is
    /// judged on a thread of its own (see [`PuzzleTap::Judging`]). A tap that does not fit
    /// is refused with the reason (also the state's notice), and changes nothing.
    pub fn tap(&self, point: i32) -> Outcome {
        Outcome::of(self.tap_result(point), PuzzleTap::played)
    }

    /// Drops the selection or the capture being entered.
    pub fn clear_selection(&self) {
        let mut shelf = self.lock();
        shelf.notice = None;
        if let Some(s) = shelf.solving.as_mut() {
            s.entry.clear();
        }
    }

    /// Looks for the piece that starts the win, on a thread of its own: the state names it
    /// and rings it on the board until a move is tried. Does nothing once solved.
    pub fn hint(&self) {
        let mut shelf = self.lock();
        shelf.notice = None;
        if shelf
            .solving
            .as_ref()
            .is_some_and(|s| !s.solving.is_solved())
        {
            shelf.hinted = true;
            shelf.start(Work::Hint, Instant::now());
        }
    }

    /// Starts the puzzle on screen again from its position (the count of misses too).
    pub fn restart(&self) {
        let mut shelf = self.lock();
        let number = match (&shelf.solving, &shelf.shown) {
            (Some(s), _) => s.number,
            (None, Some(shown)) => shown.number,
            (None, None) => 1,
        };
        if let Some(solving) = Solving::new(number) {
            shelf.show(solving);
        }
    }

    /// Opens the next puzzle not solved yet after the one on screen, wrapping round to the
    /// first; when every puzzle is solved, simply the next one.
    pub fn next(&self) {
        let mut shelf = self.lock();
        let total = set().len();
        let current = shelf.state().number as usize;
        let next = shelf
            .progress
            .next_unsolved(total, current)
            .unwrap_or(current % total + 1);
        if let Some(solving) = Solving::new(next as u32) {
            shelf.show(solving);
        }
    }

    /// Opens puzzle `number` (from 1); a number outside the set changes nothing. Returns
    /// whether it is open.
    pub fn open(&self, number: u32) -> bool {
        let Some(solving) = Solving::new(number) else {
            return false;
        };
        self.lock().show(solving);
        true
    }
}

/// What only the tests of the bindings (Rust, Kotlin on the JVM, Swift) call: left out of the phones' library.
#[cfg(feature = "testing")]
#[uniffi::export]
impl Puzzles {
    /// Tries the move whose path is `path` (the start point, then every landing point, as in
    /// [`MoveInfo::path`]; one of the state's `legal_moves`), judged on the caller's thread
    /// (milliseconds for the shipped puzzles): for tests and tools.
    pub fn play_move(&self, path: Vec<i32>) -> Result<PuzzleMoveOutcome, AlquerqueError> {
        let mut shelf = self.lock();
        let Some(s) = shelf.solving.as_mut() else {
            return Err(AlquerqueError::IllegalMove(Message::new("puzzle-busy")));
        };
        let mv = s
            .moves()
            .into_iter()
            .find(|m| {
                m.path()
                    .map(|sq| sq.index() as i32)
                    .eq(path.iter().copied())
            })
            .ok_or_else(|| {
                AlquerqueError::IllegalMove(if s.solving.is_solved() {
                    Message::sentence(Message::new("puzzle-solved-already"))
                } else {
                    Message::new("puzzle-not-legal")
                })
            })?;
        let outcome = s.judge(mv, 0)?;
        shelf.judged(&outcome);
        Ok(outcome)
    }
}

impl Puzzles {
    /// Taps a point (0 = a1 … 24 = e5), as on the game screen: select a piece, put it down,
    /// or move it a step or a jump; a capture is entered jump by jump. A completed move is
    /// judged on a thread of its own (see [`PuzzleTap::Judging`]). A tap that does not fit
    /// gets an error saying why (also the state's notice), and changes nothing.
    ///
    /// The Rust API, with what the action did in full: the apps read the [`Outcome`] of
    /// [`Puzzles::tap`].
    pub fn tap_result(&self, point: i32) -> Result<PuzzleTap, AlquerqueError> {
        let mut shelf = self.lock();
        let Some(s) = shelf.solving.as_mut() else {
            return Ok(PuzzleTap::Judging);
        };
        let result = square(point).and_then(|sq| {
            if s.solving.is_solved() {
                return Err(AlquerqueError::IllegalMove(Message::sentence(
                    Message::new("puzzle-solved-already"),
                )));
            }
            let moves = s.moves();
            let pos = *s.solving.position();
            let shown = s.entry.path().len().saturating_sub(1);
            s.entry.tap(sq, &pos, &moves).map(|step| (step, shown))
        });
        let jumps = s.entry.path().len().saturating_sub(2);
        let person = s.person();
        shelf.notice = result.as_ref().err().map(AlquerqueError::message);
        shelf.tap_feedback(result.as_ref().map(|(step, _)| step), jumps);
        Ok(match result? {
            (Step::Selected(sq), _) => PuzzleTap::Selected {
                point: sq.index() as i32,
            },
            (Step::Deselected, _) => PuzzleTap::Deselected,
            (Step::KeepJumping(sq), _) => PuzzleTap::KeepJumping {
                point: sq.index() as i32,
            },
            (Step::Complete(mv), shown) => {
                let played = PlayedMove::new(mv, person, shown);
                let heard = Instant::now() + Duration::from_millis(played.cues_end_ms().into());
                shelf.start(Work::Judge(mv, shown), heard);
                PuzzleTap::Played { played }
            }
        })
    }
}
