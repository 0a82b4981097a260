//! The puzzles as the app holds them: the progress, the puzzle on screen (lent to a thread of
//! its own while a move is judged or a hint looked for), what is kept in the store, and what
//! the observer is told.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::Instant;

use alquerque_core::puzzle::PuzzleProgress;
use alquerque_core::Move;
use alquerque_text::Message;

use super::solving::{set, Solving};
use super::{PuzzleMoveOutcome, PuzzleState, CURRENT_KEY, PROGRESS_KEY};
use crate::board::cues::{ending_now, moment, Ending, Feedback, Haptic, Sound, TapKind};
use crate::board::entry::Step;
use crate::board::records::StateObserver;
use crate::runtime::error::AlquerqueError;
use crate::runtime::language::say;
use crate::runtime::store::{Disk, Store, StoredDocument};
use crate::runtime::tell::Teller;

/// The puzzles as the app holds them.
pub(super) struct Shelf {
    /// The puzzle on screen; `None` while a thread judges a move or looks for a hint in it.
    pub(super) solving: Option<Solving>,
    /// What to show while `solving` is away.
    pub(super) shown: Option<PuzzleState>,
    /// Bumped when another puzzle is opened: work on the old one is then dropped.
    pub(super) generation: u64,
    pub(super) progress: PuzzleProgress,
    pub(super) notice: Option<Message>,
    /// What to play and say once for the last change that moved no piece.
    pub(super) feedback: Feedback,
    pub(super) store: Option<Arc<Store>>,
    pub(super) teller: Teller<dyn StateObserver>,
    pub(super) me: Weak<Mutex<Shelf>>,
    /// A hint was asked for in the puzzle on screen (it then breaks the streak).
    pub(super) hinted: bool,
    /// How the list groups the puzzles.
    pub(super) grouping: super::list::PuzzleGrouping,
    /// Whether the list shows only the puzzles not solved yet.
    pub(super) unsolved_only: bool,
}

pub(super) fn lock(shelf: &Mutex<Shelf>) -> MutexGuard<'_, Shelf> {
    // Every change is made whole before anything that could fail: carry on after a panic.
    shelf.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The work a thread does on the puzzle on screen.
pub(super) enum Work {
    Judge(Move, usize),
    Hint,
}

impl Shelf {
    pub(super) fn state(&self) -> PuzzleState {
        let base = match (&self.solving, &self.shown) {
            (Some(s), _) => s.state(),
            (None, Some(shown)) => PuzzleState {
                busy: true,
                can_hint: false,
                ..shown.clone()
            },
            // Never: a puzzle is always on screen or being worked on.
            (None, None) => Solving::new(1).map(|s| s.state()).expect("puzzle 1 exists"),
        };
        let total = set().len();
        let solved_count = self.progress.solved_count(total) as u32;
        let number = base.number;
        let state = PuzzleState {
            notice: self.notice.as_ref().map(say),
            feedback: self.feedback.clone(),
            solved_count,
            streak: self.progress.streak(),
            streak_text: say(&self.progress.streak_message()),
            // Previous goes down the set, wrapping round to the last.
            previous: if number > 1 { number - 1 } else { total as u32 },
            progress_text: say(&Message::new("puzzle-progress")
                .count("solved", solved_count)
                .count("total", total as i64)),
            ..base
        };
        PuzzleState {
            primary: super::primary(&state),
            ..state
        }
    }

    /// Opens `solving`, dropping work on the puzzle before.
    pub(super) fn show(&mut self, solving: Solving) {
        self.generation += 1;
        self.hinted = false;
        self.solving = Some(solving);
        self.shown = None;
        self.notice = None;
        self.keep_current();
    }

    pub(super) fn keep_current(&self) {
        if let (Some(store), Some(s)) = (&self.store, &self.solving) {
            store.write_then(CURRENT_KEY, s.text(), None);
        }
    }

    pub(super) fn keep_progress(&self) {
        let Some(store) = &self.store else { return };
        let me = self.me.clone();
        store.write_then(
            PROGRESS_KEY,
            self.progress.to_text(),
            Some(Box::new(move |result: &Result<(), Message>| {
                let (Err(reason), Some(shelf)) = (result, me.upgrade()) else {
                    return;
                };
                let mut s = lock(&shelf);
                s.notice = Some(
                    Message::new("puzzle-progress-not-saved").message("reason", reason.clone()),
                );
                s.teller.tell(None);
            })),
        );
    }

    /// A judged move's outcome: a solved puzzle is kept as solved; a miss is refused aloud.
    pub(super) fn judged(&mut self, outcome: &PuzzleMoveOutcome) {
        if let Some(s) = &self.solving {
            match outcome {
                PuzzleMoveOutcome::Solved { .. } => {
                    // Solved at the first try and unaided: the streak goes on.
                    let clean = s.state().misses == 0 && !self.hinted;
                    self.progress.record_solved(s.number as usize, clean);
                    self.keep_progress();
                }
                PuzzleMoveOutcome::Missed => {
                    // The streak is kept with the progress: its end too.
                    if self.progress.streak() > 0 {
                        self.progress.break_streak();
                        self.keep_progress();
                    }
                    self.feedback.give(
                        moment(Some(Sound::Refused), Some(Haptic::Refused)),
                        Some(say(&s.status_text())),
                    )
                }
                PuzzleMoveOutcome::Kept { .. } => {}
            }
        }
        self.keep_current();
    }

    /// The feedback of a tap that moved no piece (a completed move carries its own cues): a
    /// touch for a piece picked up, the hop's sound for jump `jump` entered, a refusal's
    /// sound and words.
    pub(super) fn tap_feedback(&mut self, step: Result<&Step, &AlquerqueError>, jump: usize) {
        self.feedback.tap(match step {
            Ok(Step::Selected(_)) => TapKind::Selected,
            Ok(Step::KeepJumping(_)) => TapKind::Jumped(jump),
            Ok(Step::Deselected | Step::Complete(_)) => TapKind::Silent,
            Err(e) => TapKind::Refused(e),
        });
    }

    /// Hands the puzzle to a thread for `work`; the observer is told when it is done, and no
    /// sooner than `heard` (when the person's move has been animated and heard). While the
    /// thread works, the board shows the move being judged.
    pub(super) fn start(&mut self, work: Work, heard: Instant) {
        let Some(solving) = self.solving.take() else {
            return;
        };
        self.shown = Some(match work {
            Work::Judge(mv, _) => solving.state_after(mv),
            Work::Hint => solving.state(),
        });
        let generation = self.generation;
        let me = self.me.clone();
        let lent = Lent {
            solving: Some(solving),
            shelf: self.me.clone(),
            generation,
        };
        crate::runtime::threads::spawn("alquerque-puzzle", move || {
            let mut lent = lent;
            if let (Some(solving), Some(shelf)) = (lent.solving.take(), me.upgrade()) {
                work_on(&shelf, generation, solving, work, heard);
            }
        });
    }
}

/// The puzzle lent to a thread: if the thread never runs, it comes back to the shelf.
pub(super) struct Lent {
    solving: Option<Solving>,
    shelf: Weak<Mutex<Shelf>>,
    generation: u64,
}

impl Drop for Lent {
    fn drop(&mut self) {
        let (Some(solving), Some(shelf)) = (self.solving.take(), self.shelf.upgrade()) else {
            return;
        };
        let mut s = lock(&shelf);
        if s.generation == self.generation {
            s.solving = Some(solving);
            s.shown = None;
            s.notice = Some(Message::new("puzzle-try-again"));
            s.teller.tell(None);
        }
    }
}

/// Does `work` on the puzzle `solving` (on a thread of its own), waits until `heard` (the
/// person's move animated and heard), puts the puzzle back on the shelf unless another was
/// opened meanwhile, and tells the observer: with the engine's reply to animate, or with the
/// feedback of a solved puzzle or a miss.
pub(super) fn work_on(
    shelf: &Mutex<Shelf>,
    generation: u64,
    mut solving: Solving,
    work: Work,
    heard: Instant,
) {
    let result = match work {
        Work::Judge(mv, shown) => solving.judge(mv, shown).map(Some),
        Work::Hint => {
            solving.hint = solving.solving.hint();
            solving.entry.clear();
            Ok(None)
        }
    };
    let wait = heard.saturating_duration_since(Instant::now());
    if !wait.is_zero() {
        std::thread::sleep(wait);
    }
    let mut s = lock(shelf);
    if s.generation != generation {
        return;
    }
    let hinted = solving.hint.is_some();
    let status = solving.status_text();
    s.solving = Some(solving);
    s.shown = None;
    let played = match result {
        Ok(Some(outcome)) => {
            s.judged(&outcome);
            match outcome {
                PuzzleMoveOutcome::Kept { reply, .. } => Some(reply),
                PuzzleMoveOutcome::Solved { played } => {
                    // The move itself was animated as it was entered: only its ending now.
                    s.feedback
                        .give(ending_now(Ending::Solved), played.announcement);
                    None
                }
                PuzzleMoveOutcome::Missed => None,
            }
        }
        Ok(None) => {
            if hinted {
                s.feedback.give(Vec::new(), Some(say(&status)));
            }
            None
        }
        Err(e) => {
            s.notice = Some(e.message());
            None
        }
    };
    s.teller.tell(played);
}

/// What the store's thread read at launch.
pub(super) fn read_puzzles(disk: &mut Disk) -> (PuzzleProgress, Option<Solving>, Option<Message>) {
    let (progress, notice) = match disk.read(PROGRESS_KEY) {
        StoredDocument::Missing => (PuzzleProgress::default(), None),
        StoredDocument::Found { text } => match PuzzleProgress::from_text(&text) {
            Ok(p) => (p, None),
            Err(e) => {
                // The line at fault is for the log, in the developers' words.
                log::warn!("the puzzle progress is damaged: {e}");
                let _ = disk.set_aside(PROGRESS_KEY);
                (
                    PuzzleProgress::default(),
                    Some(Message::new("puzzle-progress-unreadable")),
                )
            }
        },
        StoredDocument::Unreadable { reason, .. } => (
            PuzzleProgress::default(),
            Some(Message::new("puzzle-progress-set-aside").text("reason", reason)),
        ),
    };
    let current = match disk.read(CURRENT_KEY) {
        StoredDocument::Found { text } => Solving::from_text(&text),
        _ => None,
    };
    (progress, current, notice)
}
