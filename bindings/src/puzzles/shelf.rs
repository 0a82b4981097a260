//! The puzzles as the app holds them: the progress, the puzzle on screen (lent to a thread of
//! its own while a move is judged or a hint looked for), what is kept in the store, and what
//! the observer is told.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

use alquerque_core::puzzle::PuzzleProgress;
use alquerque_core::Move;

use super::solving::{set, Solving};
use super::{PuzzleMoveOutcome, PuzzleState, CURRENT_KEY, PROGRESS_KEY};
use crate::store::{Disk, Store, StoredDocument};
use crate::tell::Teller;
use crate::types::BoardState;

/// The puzzles as the app holds them.
pub(super) struct Shelf {
    /// The puzzle on screen; `None` while a thread judges a move or looks for a hint in it.
    pub(super) solving: Option<Solving>,
    /// What to show while `solving` is away.
    pub(super) shown: Option<PuzzleState>,
    /// Bumped when another puzzle is opened: work on the old one is then dropped.
    pub(super) generation: u64,
    pub(super) progress: PuzzleProgress,
    pub(super) notice: Option<String>,
    pub(super) store: Option<Arc<Store>>,
    pub(super) teller: Teller,
    pub(super) me: Weak<Mutex<Shelf>>,
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
                ..shown.clone()
            },
            // Never: a puzzle is always on screen or being worked on.
            (None, None) => Solving::new(1).map(|s| s.state()).expect("puzzle 1 exists"),
        };
        let total = set().len();
        let solved_count = self.progress.solved_count(total) as u32;
        PuzzleState {
            notice: self.notice.clone(),
            board: BoardState {
                notice: self.notice.clone(),
                ..base.board.clone()
            },
            solved_count,
            progress_text: format!("{solved_count} of {total} puzzles solved"),
            ..base
        }
    }

    /// Opens `solving`, dropping work on the puzzle before.
    pub(super) fn show(&mut self, solving: Solving) {
        self.generation += 1;
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
            Some(Box::new(move |result: &Result<(), String>| {
                let (Err(reason), Some(shelf)) = (result, me.upgrade()) else {
                    return;
                };
                let mut s = lock(&shelf);
                s.notice = Some(format!("Your progress could not be saved ({reason})."));
                s.teller.tell(None);
            })),
        );
    }

    /// A judged move's outcome: a solved puzzle is kept as solved.
    pub(super) fn judged(&mut self, outcome: &PuzzleMoveOutcome) {
        if let Some(s) = &self.solving {
            if matches!(outcome, PuzzleMoveOutcome::Solved { .. }) {
                self.progress.mark_solved(s.number as usize);
                self.keep_progress();
            }
        }
        self.keep_current();
    }

    /// Hands the puzzle to a thread for `work`; the observer is told when it is done.
    pub(super) fn start(&mut self, work: Work) {
        let Some(solving) = self.solving.take() else {
            return;
        };
        self.shown = Some(solving.state());
        let generation = self.generation;
        let me = self.me.clone();
        let lent = Lent {
            solving: Some(solving),
            shelf: self.me.clone(),
            generation,
        };
        crate::threads::spawn("alquerque-puzzle", move || {
            let mut lent = lent;
            if let (Some(solving), Some(shelf)) = (lent.solving.take(), me.upgrade()) {
                work_on(&shelf, generation, solving, work);
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
            s.notice = Some("That could not be worked out now: try again.".to_string());
            s.teller.tell(None);
        }
    }
}

/// Does `work` on the puzzle `solving` (on a thread of its own), puts it back on the shelf
/// unless another puzzle was opened meanwhile, and tells the observer, with the move to
/// animate: the engine's reply, or the winning move.
pub(super) fn work_on(shelf: &Mutex<Shelf>, generation: u64, mut solving: Solving, work: Work) {
    let result = match work {
        Work::Judge(mv, shown) => solving.judge(mv, shown).map(Some),
        Work::Hint => {
            solving.hint = solving.solving.hint();
            solving.entry.clear();
            Ok(None)
        }
    };
    let mut s = lock(shelf);
    if s.generation != generation {
        return;
    }
    s.solving = Some(solving);
    s.shown = None;
    let played = match result {
        Ok(Some(outcome)) => {
            s.judged(&outcome);
            match outcome {
                PuzzleMoveOutcome::Kept { reply, .. } => Some(reply),
                PuzzleMoveOutcome::Solved { played } => Some(played),
                PuzzleMoveOutcome::Missed => None,
            }
        }
        Ok(None) => None,
        Err(e) => {
            s.notice = Some(e.to_string());
            None
        }
    };
    s.teller.tell(played);
}

/// What the store's thread read at launch.
pub(super) fn read_puzzles(disk: &mut Disk) -> (PuzzleProgress, Option<Solving>, Option<String>) {
    let (progress, notice) = match disk.read(PROGRESS_KEY) {
        StoredDocument::Missing => (PuzzleProgress::default(), None),
        StoredDocument::Found { text } => match PuzzleProgress::from_text(&text) {
            Ok(p) => (p, None),
            Err(e) => {
                let _ = disk.set_aside(PROGRESS_KEY);
                (PuzzleProgress::default(), Some(e.to_string()))
            }
        },
        StoredDocument::Unreadable { reason, .. } => (PuzzleProgress::default(), Some(reason)),
    };
    let notice = notice.map(|reason| {
        format!("Your puzzle progress could not be read ({reason}). It has been kept aside.")
    });
    let current = match disk.read(CURRENT_KEY) {
        StoredDocument::Found { text } => Solving::from_text(&text),
        _ => None,
    };
    (progress, current, notice)
}
