//! Learn from your mistakes, as the apps show it: the core's drill (`alquerque_core::review::
//! Drill`) through the person's own mistakes and blunders of a reviewed game. Each item's
//! board is the position before the mistaken move, entered tap by tap as on the game screen;
//! a completed try is judged by the core on a thread of its own (a search at the review's
//! budget), and the observer is told when the verdict is in. Every decision and word is the
//! core's or the message files'; this file turns them into a state to draw.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

use alquerque_core::review::{Drill, DrillError, Review, ReviewParams, Trial, TryVerdict};
use alquerque_core::{Color, Game, Move};
use alquerque_text::Message;

use crate::board::cues::{Feedback, TapKind};
use crate::board::entry::{square, Entry, Step};
use crate::board::outcome::Outcome;
use crate::board::picture::{picture_points, Board};
use crate::board::records::{BoardState, MoveInfo, PointState, StateObserver};
use crate::runtime::error::AlquerqueError;
use crate::runtime::language::say;
use crate::runtime::tables::endgame_tables;
use crate::runtime::tell::Teller;

/// What the person's try came to (the words are the state's `status_text`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DrillVerdict {
    /// A good move: found.
    Good,
    /// The move played in the game: never the better one.
    Played,
    /// Itself a mistake or a blunder: try again.
    NotBetter,
}

impl From<TryVerdict> for DrillVerdict {
    fn from(v: TryVerdict) -> DrillVerdict {
        match v {
            TryVerdict::Good(_) => DrillVerdict::Good,
            TryVerdict::Played => DrillVerdict::Played,
            TryVerdict::NotBetter(..) => DrillVerdict::NotBetter,
        }
    }
}

/// What a tap on the drill's board did. A tap that does not fit is an error saying why (also
/// the state's notice), and changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrillTap {
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
    /// A whole move was entered: the core judges it on a thread of its own (the state says
    /// `busy`) and the observer is told when the verdict is in.
    Judging {
        /// The move tried, in notation.
        notation: String,
    },
}

/// Everything the drill screen shows.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct DrillState {
    /// The screen's title: `Learn from your mistakes`.
    pub title: String,
    /// The game had no mistakes or blunders of the person's: `summary_text` says so, and the
    /// screen offers only the way back.
    pub empty: bool,
    /// The item on screen, from 0.
    pub index: u32,
    /// How many items there are.
    pub total: u32,
    /// Where the drill stands: `Mistake 2 of 3` (empty when there are none).
    pub progress_text: String,
    /// The item's heading: `4. You played d2-b4: blunder`.
    pub heading: String,
    /// The line under the board: `Find a better move.`, the verdict on the last try, the
    /// better move and its line once shown, or that a try is being judged.
    pub status_text: String,
    /// Why the last tap did nothing, until the next action.
    pub notice: Option<String>,
    /// The board: the position before the mistaken move, taps as on the game screen (none
    /// while judging or once the item is closed); turned round when the mover played Black.
    pub board: BoardState,
    /// What to play and say once for the last change that moved no piece (a selection, a
    /// jump entered, a refusal): see [`CueGate`](crate::CueGate).
    pub feedback: Feedback,
    /// The same position as a picture (for drawing `played` and `better` on it once closed).
    pub points_before: Vec<PointState>,
    /// The move played in the game, for drawing.
    pub played: Option<MoveInfo>,
    /// The better move to draw once the item is closed: the person's find, or the review's
    /// best move once shown.
    pub better: Option<MoveInfo>,
    /// The line shown with the better move (the better move first), in notation.
    pub line: Vec<String>,
    /// The person found a good move here.
    pub found: bool,
    /// The better move is shown (asked for with Show solution, or after two wrong tries).
    pub revealed: bool,
    /// The item was skipped: closed, its better move not shown.
    pub skipped: bool,
    /// One line of why the move played was a mistake, from what the review and the solved
    /// game know: `After d2-c3, Black wins by force in 3 moves.` (empty without an item).
    pub why_text: String,
    /// A try is being judged, or the solution's line worked out: taps wait.
    pub busy: bool,
    /// Whether Show solution applies: the item still takes tries and nothing is being worked
    /// out.
    pub can_show_solution: bool,
    /// Whether Skip applies: the same.
    pub can_skip: bool,
    /// The button's words: `Show solution`.
    pub show_solution_label: String,
    /// The button's words: `Skip`.
    pub skip_label: String,
    /// Wrong tries at this item so far.
    pub misses: u32,
    /// There is an item before this one.
    pub can_previous: bool,
    /// There is an item after this one.
    pub can_next: bool,
    /// Every item is closed (found or shown): the summary is final.
    pub finished: bool,
    /// `Better moves found: 1 of 3`, or that there was nothing to practise.
    pub summary_text: String,
    /// The buttons' words.
    pub next_label: String,
    /// The buttons' words.
    pub previous_label: String,
    /// The way back to the review.
    pub back_label: String,
    /// The screen's next step, drawn as the filled button: Back to the review once every
    /// item is closed (or there is none), Next after a closed item, Show solution after a
    /// wrong try; none while the board is the next step.
    pub primary: Option<DrillAction>,
}

/// The drill's buttons, for [`DrillState::primary`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum DrillAction {
    /// The better move shown, the item closed.
    ShowSolution,
    /// The item closed without it.
    Skip,
    /// The item before.
    Previous,
    /// The item after.
    Next,
    /// Back to the review.
    Back,
}

/// Which button is the next step of `state` (see [`DrillState::primary`]).
fn primary(state: &DrillState) -> Option<DrillAction> {
    let closed = state.found || state.revealed || state.skipped;
    if state.empty || state.finished {
        Some(DrillAction::Back)
    } else if closed && state.can_next {
        Some(DrillAction::Next)
    } else if state.can_show_solution && state.misses > 0 {
        Some(DrillAction::ShowSolution)
    } else {
        None
    }
}

struct Learn {
    drill: Drill,
    entry: Entry,
    /// The try being judged, and the flag that stops its search; its token tells a stale
    /// judging thread apart from the current one.
    judging: Option<(Move, Arc<AtomicBool>, u64)>,
    /// The solution's line being worked out, the flag that stops it, and its token.
    revealing: Option<(Arc<AtomicBool>, u64)>,
    tokens: u64,
    notice: Option<Message>,
    feedback: Feedback,
    teller: Teller<dyn StateObserver>,
    me: Weak<Mutex<Learn>>,
}

fn lock(learn: &Mutex<Learn>) -> MutexGuard<'_, Learn> {
    // Every change is made whole before anything that could fail: carry on after a panic.
    learn.lock().unwrap_or_else(PoisonError::into_inner)
}

/// A refusal as the apps show it: the core's message is a whole sentence already.
fn drill_error(e: DrillError) -> AlquerqueError {
    AlquerqueError::IllegalMove(e.message())
}

/// A judging thread's work; dropped unrun (no thread) or run, it frees the drill for taps.
struct Job {
    learn: Weak<Mutex<Learn>>,
    trial: Trial,
    stop: Arc<AtomicBool>,
    token: u64,
}

impl Job {
    fn run(self) {
        let judged = self.trial.judge(&self.stop);
        let Some(learn) = self.learn.upgrade() else {
            return;
        };
        let mut l = lock(&learn);
        if let Some(judged) = judged {
            if l.current(self.token) {
                // Stale only if the drill moved on, which also ended this judging.
                let _ = l.drill.record(&self.trial, judged);
            }
        }
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        let Some(learn) = self.learn.upgrade() else {
            return;
        };
        let mut l = lock(&learn);
        if l.current(self.token) {
            l.judging = None;
            l.teller.tell(None);
        }
    }
}

impl Learn {
    fn current(&self, token: u64) -> bool {
        self.judging.as_ref().is_some_and(|j| j.2 == token)
    }

    /// Stops the try being judged and the solution being worked out, if any (the drill moves
    /// on or the screen goes).
    fn stop_judging(&mut self) {
        if let Some((_, stop, _)) = self.judging.take() {
            stop.store(true, Ordering::Relaxed);
        }
        if let Some((stop, _)) = self.revealing.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// Whether a try is judged or the solution worked out: taps and commands wait.
    fn busy(&self) -> bool {
        self.judging.is_some() || self.revealing.is_some()
    }

    /// The moves a tap may complete: `before`'s (the item's [`Drill::game_before`]) while the
    /// item takes tries and none is being judged.
    fn moves(&self, before: Option<&Game>) -> Vec<Move> {
        match (self.drill.item(), self.busy(), before) {
            (Some(item), false, Some(before)) if !item.is_closed() => {
                before.legal_moves().iter().copied().collect()
            }
            _ => Vec::new(),
        }
    }

    fn state(&self) -> DrillState {
        let drill = &self.drill;
        let total = drill.items().len();
        let item = drill.item();
        let game = drill.game();
        let first = game.start().turn();
        let status_text = match (&self.judging, item) {
            (Some((mv, _, _)), _) => say(&Message::new("drill-judging").notation("move", *mv)),
            (None, Some(_)) if self.revealing.is_some() => say(&Message::new("drill-revealing")),
            (None, Some(_)) if self.entry.is_jumping() => {
                crate::board::words::lesson_keep_jumping()
            }
            (None, Some(item)) => say(&item.status()),
            (None, None) => say(&drill.summary()),
        };
        let before = drill.game_before();
        let shown: &Game = before.as_ref().unwrap_or(game);
        let moves = self.moves(before.as_ref());
        let mover = item.map(|i| i.ply.mover);
        let board = Board {
            game: shown,
            entry: &self.entry,
            moves: &moves,
            show_targets: true,
            show_notation: true,
            hint_piece: None,
            show_bans: false,
            flipped: mover == Some(Color::Black),
            hint: None,
        }
        .state();
        let open = item.is_some_and(|i| !i.is_closed()) && !self.busy();
        let better = item.and_then(|i| {
            i.found()
                .or(i.revealed().then_some(i.ply.best))
                .map(|m| MoveInfo::new(m, i.ply.mover))
        });
        let state = DrillState {
            title: say(&Message::new("drill-title")),
            empty: total == 0,
            index: drill.index() as u32,
            total: total as u32,
            progress_text: if total == 0 {
                String::new()
            } else {
                say(&Message::new("drill-progress")
                    .count("index", drill.index() as i64 + 1)
                    .count("total", total as i64))
            },
            heading: item.map(|i| say(&i.heading(first))).unwrap_or_default(),
            status_text,
            notice: self.notice.as_ref().map(say),
            board,
            feedback: self.feedback.clone(),
            points_before: picture_points(shown.position()),
            played: item.map(|i| MoveInfo::new(i.ply.played, i.ply.mover)),
            better,
            line: item
                .filter(|i| i.revealed())
                .map(|i| i.line.iter().map(Move::to_string).collect())
                .unwrap_or_default(),
            found: item.is_some_and(|i| i.found().is_some()),
            revealed: item.is_some_and(|i| i.revealed()),
            skipped: item.is_some_and(|i| i.skipped),
            why_text: item.map(|i| say(&i.why())).unwrap_or_default(),
            busy: self.busy(),
            can_show_solution: open,
            can_skip: open,
            show_solution_label: say(&Message::new("drill-show-solution")),
            skip_label: say(&Message::new("drill-skip")),
            misses: item.map_or(0, |i| i.misses()),
            can_previous: drill.index() > 0,
            can_next: drill.index() + 1 < total,
            finished: drill.is_finished(),
            summary_text: say(&drill.summary()),
            next_label: say(&Message::new("drill-next")),
            previous_label: say(&Message::new("drill-previous")),
            back_label: say(&Message::new("drill-back")),
            primary: None,
        };
        DrillState {
            primary: primary(&state),
            ..state
        }
    }

    fn tap(&mut self, point: i32) -> Result<DrillTap, AlquerqueError> {
        let sq = square(point)?;
        if self.busy() {
            return Err(AlquerqueError::IllegalMove(Message::new("puzzle-busy")));
        }
        let before = self
            .drill
            .game_before()
            .ok_or_else(|| drill_error(DrillError::Empty))?;
        if self.drill.item().is_some_and(|i| i.is_closed()) {
            return Err(drill_error(DrillError::Closed));
        }
        let moves = self.moves(Some(&before));
        Ok(match self.entry.tap(sq, before.position(), &moves)? {
            Step::Selected(sq) => DrillTap::Selected {
                point: sq.index() as i32,
            },
            Step::Deselected => DrillTap::Deselected,
            Step::KeepJumping(sq) => DrillTap::KeepJumping {
                point: sq.index() as i32,
            },
            Step::Complete(mv) => {
                let trial = self.drill.trial(mv).map_err(drill_error)?;
                self.tokens += 1;
                let stop = Arc::new(AtomicBool::new(false));
                self.judging = Some((mv, Arc::clone(&stop), self.tokens));
                let job = Job {
                    learn: self.me.clone(),
                    trial,
                    stop,
                    token: self.tokens,
                };
                crate::runtime::threads::spawn("alquerque-drill", move || job.run());
                DrillTap::Judging {
                    notation: mv.to_string(),
                }
            }
        })
    }

    fn tap_feedback(&mut self, result: &Result<DrillTap, AlquerqueError>) {
        self.feedback.tap(match result {
            Ok(DrillTap::Selected { .. }) => TapKind::Selected,
            Ok(DrillTap::KeepJumping { .. }) => {
                TapKind::Jumped(self.entry.path().len().saturating_sub(2))
            }
            Ok(DrillTap::Deselected | DrillTap::Judging { .. }) => TapKind::Silent,
            Err(e) => TapKind::Refused(e),
        });
    }

    /// Leaves the item on screen: its selection, notice and any try being judged.
    fn moved(&mut self) {
        self.stop_judging();
        self.entry.clear();
        self.notice = None;
    }
}

/// The drill through the person's mistakes and blunders of a reviewed game. All methods are
/// safe to call from any thread and return at once, except `try_move` (the tests' own, with
/// the `testing` feature), which judges on the caller's thread.
#[derive(uniffi::Object)]
pub struct MistakeDrill {
    learn: Arc<Mutex<Learn>>,
}

impl MistakeDrill {
    /// The drill through `review`'s faults of `game` by the sides in `people`, judged at the
    /// review's budget with an engine seeded from `seed`.
    pub(crate) fn new(game: &Game, review: &Review, people: &[Color], seed: u64) -> MistakeDrill {
        let drill = Drill::new(game, review, people, ReviewParams::default(), seed);
        let drill = match endgame_tables() {
            Some(tables) => drill.with_tables(tables),
            None => drill,
        };
        let learn = Arc::new_cyclic(|me| {
            Mutex::new(Learn {
                drill,
                entry: Entry::default(),
                judging: None,
                revealing: None,
                tokens: 0,
                notice: None,
                feedback: Feedback::default(),
                teller: Teller::default(),
                me: me.clone(),
            })
        });
        MistakeDrill { learn }
    }

    fn lock(&self) -> MutexGuard<'_, Learn> {
        lock(&self.learn)
    }

    fn step(
        &self,
        go: impl FnOnce(&mut Drill) -> Result<(), DrillError>,
    ) -> Result<(), AlquerqueError> {
        let mut l = self.lock();
        let before = l.drill.index();
        go(&mut l.drill).map_err(drill_error)?;
        if l.drill.index() != before {
            l.moved();
        }
        Ok(())
    }
}

#[uniffi::export]
impl MistakeDrill {
    /// Tells `observer` when a try has been judged (`None` stops it).
    pub fn set_observer(&self, observer: Option<Arc<dyn StateObserver>>) {
        self.lock().teller.set(observer);
    }

    /// The state to draw.
    pub fn state(&self) -> DrillState {
        self.lock().state()
    }

    /// Taps a point (0 = a1 … 24 = e5), as on the game screen; a capture is entered jump by
    /// jump. A completed move is judged on a thread of its own ([`DrillTap::Judging`]).
    pub fn tap(&self, point: i32) -> Outcome {
        Outcome::of(self.tap_result(point), |_| None)
    }

    /// Drops the selection or the capture being entered.
    pub fn clear_selection(&self) {
        let mut l = self.lock();
        l.entry.clear();
        l.notice = None;
    }

    /// Goes to the next item; `false` (nothing changes) at the last.
    pub fn next(&self) -> bool {
        self.step(|d| {
            if d.next_item() {
                Ok(())
            } else {
                Err(DrillError::Stale)
            }
        })
        .is_ok()
    }

    /// Goes to the item before; `false` (nothing changes) at the first.
    pub fn previous(&self) -> bool {
        self.step(|d| {
            if d.previous_item() {
                Ok(())
            } else {
                Err(DrillError::Stale)
            }
        })
        .is_ok()
    }

    /// Opens item `index` (from 0); past the last it is refused and changes nothing.
    /// What came of it is the [`Outcome`]: done, or refused with the words to show.
    pub fn go_to(&self, index: u32) -> Outcome {
        self.go_to_result(index).into()
    }

    /// Stops a try being judged (the screen is closing); the try is not counted.
    pub fn cancel(&self) {
        self.lock().stop_judging();
    }

    /// Show solution, at any time: the better move and the line that follows it, worked out
    /// on a thread of its own (the state says `busy`; the observer is told once it is shown).
    /// A try being judged is dropped. A closed item is refused and changes nothing.
    /// What came of it is the [`Outcome`]: done, or refused with the words to show.
    pub fn show_solution(&self) -> Outcome {
        self.show_solution_result().into()
    }

    /// Skip: closes the item without the solution and goes on to the next, at any time. A
    /// closed item is refused and changes nothing.
    /// What came of it is the [`Outcome`]: done, or refused with the words to show.
    pub fn skip(&self) -> Outcome {
        self.skip_result().into()
    }
}

impl MistakeDrill {
    /// Show solution, at any time: the better move and the line that follows it, worked out
    /// on a thread of its own.
    ///
    /// The Rust API, with what the action did in full: the apps read the [`Outcome`] of
    /// [`MistakeDrill::show_solution`].
    pub fn show_solution_result(&self) -> Result<(), AlquerqueError> {
        let mut l = self.lock();
        if l.revealing.is_some() {
            return Ok(()); // asked already: on its way
        }
        l.notice = None;
        if let Some((_, stop, _)) = l.judging.take() {
            stop.store(true, Ordering::Relaxed);
        }
        let reveal = match l.drill.reveal() {
            Ok(reveal) => reveal,
            Err(e) => {
                let e = drill_error(e);
                l.notice = Some(e.message());
                return Err(e);
            }
        };
        l.entry.clear();
        l.tokens += 1;
        let token = l.tokens;
        let stop = Arc::new(AtomicBool::new(false));
        l.revealing = Some((Arc::clone(&stop), token));
        let me = l.me.clone();
        drop(l);
        crate::runtime::threads::spawn("alquerque-drill-solution", move || {
            let line = reveal.line(&stop);
            let Some(learn) = me.upgrade() else { return };
            let mut l = lock(&learn);
            if l.revealing.as_ref().is_none_or(|r| r.1 != token) {
                return; // stopped: the drill moved on
            }
            l.revealing = None;
            if let Some(line) = line {
                // Stale only if the drill moved on, which also stopped this search.
                let _ = l.drill.record_reveal(&reveal, line);
            }
            l.teller.tell(None);
        });
        Ok(())
    }

    /// Skip: closes the item without the solution and goes on to the next.
    ///
    /// The Rust API, with what the action did in full: the apps read the [`Outcome`] of
    /// [`MistakeDrill::skip`].
    pub fn skip_result(&self) -> Result<(), AlquerqueError> {
        let mut l = self.lock();
        l.stop_judging();
        l.entry.clear();
        l.notice = None;
        let result = l.drill.skip().map_err(drill_error);
        l.notice = result.as_ref().err().map(AlquerqueError::message);
        result
    }
}

/// What only the tests of the bindings (Rust, Kotlin on the JVM, Swift) call: left out of the
/// phones' library, whose screens enter a try by taps.
#[cfg(feature = "testing")]
#[uniffi::export]
impl MistakeDrill {
    /// Tries the move written `notation` (`c2-c3`, `a1xa3xc3`), judged on the caller's thread
    /// (a fraction of a second): for tests and tools. Text that is not a legal move here, a
    /// closed item or a try already being judged is refused and changes nothing.
    /// `None` when refused: the state's notice says why.
    pub fn try_move(&self, notation: String) -> Option<DrillVerdict> {
        let result = self.try_move_result(notation);
        self.lock().notice = result.as_ref().err().map(AlquerqueError::message);
        result.ok()
    }
}

impl MistakeDrill {
    /// Taps a point (0 = a1 … 24 = e5), as on the game screen; a capture is entered jump by
    /// jump. A completed move is judged on a thread of its own ([`DrillTap::Judging`]).
    ///
    /// The Rust API, with what the action did in full: the apps read the [`Outcome`] of
    /// [`MistakeDrill::tap`].
    pub fn tap_result(&self, point: i32) -> Result<DrillTap, AlquerqueError> {
        let mut l = self.lock();
        let result = l.tap(point);
        l.notice = result.as_ref().err().map(AlquerqueError::message);
        l.tap_feedback(&result);
        result
    }
}

impl MistakeDrill {
    /// Opens item `index` (from 0); past the last it is refused and changes nothing.
    ///
    /// The Rust API, with what the action did in full: the apps read the [`Outcome`] of
    /// [`MistakeDrill::go_to`].
    pub fn go_to_result(&self, index: u32) -> Result<(), AlquerqueError> {
        self.step(|d| d.go_to(index as usize))
    }
}

impl MistakeDrill {
    /// Tries the move written `notation` (`c2-c3`, `a1xa3xc3`), judged on the caller's thread
    /// (a fraction of a second): for tests and tools. Text that is not a legal move here, a
    /// closed item or a try already being judged is refused and changes nothing.
    ///
    /// The Rust API, with the reason of a refusal: the apps read the answer of
    /// [`MistakeDrill::try_move`].
    pub fn try_move_result(&self, notation: String) -> Result<DrillVerdict, AlquerqueError> {
        let trial = {
            let l = self.lock();
            if l.busy() {
                return Err(AlquerqueError::IllegalMove(Message::new("puzzle-busy")));
            }
            l.drill.trial_text(&notation).map_err(drill_error)?
        };
        let judged = trial
            .judge(&AtomicBool::new(false))
            .ok_or_else(|| drill_error(DrillError::Stale))?;
        let mut l = self.lock();
        let verdict = l.drill.record(&trial, judged).map_err(drill_error)?;
        l.entry.clear();
        l.notice = None;
        Ok(verdict.into())
    }
}
