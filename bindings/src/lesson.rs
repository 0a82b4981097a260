//! Learn to play, as the apps show it: the core's lesson (its steps, positions, words and
//! judging, `alquerque_core::lesson`), on the game's own board. Taps are decided by the same
//! [`Entry`] as on the game and puzzle screens and the board is built by the one builder;
//! a completed move is judged by the core: done, it is played and animated with its cues; not
//! what the step asks, it is refused with the core's reason and nothing changes.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use alquerque_core::lesson::{Lesson as CoreLesson, Verdict};
use alquerque_core::Color;

use crate::board::Board;
use crate::cues::{Ending, Feedback, TapKind};
use crate::entry::{square, Entry, Step};
use crate::error::AlquerqueError;
use crate::types::{BoardState, PlayedMove};
use crate::words;

/// Everything the lesson screen shows.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct LessonState {
    /// The step on screen, from 0.
    pub step: u32,
    /// How many steps the lesson has.
    pub steps: u32,
    /// Where the lesson stands, e.g. `Step 2 of 6`.
    pub progress_text: String,
    /// The step's heading, e.g. `The far row`.
    pub title: String,
    /// The rule, and what to do.
    pub task: String,
    /// The line under the board: why the last try was wrong, what the step taught once done,
    /// or that a capture must go on; empty before the first try.
    pub status_text: String,
    /// The step is done: the app offers the next one.
    pub done: bool,
    /// The last step is done: the lesson is over.
    pub finished: bool,
    /// There is a step before this one.
    pub can_previous: bool,
    /// The step is done and there is a step after it.
    pub can_next: bool,
    /// The board, as the game screen draws it (the move that did the step is its last move).
    pub board: BoardState,
}

/// What a tap on the lesson's board did. A tap that does not fit, or a move that is not what
/// the step asks, is an error saying why (also the state's line), and changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum LessonTap {
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
    /// The move does what the step asks: it is played, and the board animates it.
    Done {
        /// The move, with its cues and what screen readers say.
        played: PlayedMove,
    },
}

struct Walk {
    lesson: CoreLesson,
    entry: Entry,
    /// Why the last try was wrong, until the next tap.
    wrong: Option<String>,
    feedback: Feedback,
}

impl Walk {
    fn state(&self) -> LessonState {
        let lesson = &self.lesson;
        let step = lesson.step();
        let index = lesson.index();
        let steps = CoreLesson::steps().len();
        let done = lesson.is_done();
        let status_text = if done {
            words::lesson_done(step.done_text(), lesson.is_finished())
        } else if self.entry.is_jumping() {
            words::lesson_keep_jumping().to_string()
        } else {
            self.wrong.clone().unwrap_or_default()
        };
        let moves = lesson.moves();
        let board = Board {
            game: lesson.game(),
            entry: &self.entry,
            moves: &moves,
            show_targets: true,
            show_notation: true,
            hint_piece: None,
            flipped: false,
            status_text: status_text.clone(),
        }
        .state();
        LessonState {
            step: index as u32,
            steps: steps as u32,
            progress_text: words::lesson_progress(index, steps),
            title: step.title().to_string(),
            task: step.task().to_string(),
            status_text,
            done,
            finished: lesson.is_finished(),
            can_previous: index > 0,
            can_next: done && index + 1 < steps,
            board: BoardState {
                feedback: self.feedback.clone(),
                ..board
            },
        }
    }

    fn tap(&mut self, point: i32) -> Result<LessonTap, AlquerqueError> {
        let sq = square(point)?;
        if self.lesson.is_done() {
            return Err(AlquerqueError::IllegalMove(
                Verdict::Wrong(alquerque_core::lesson::Wrong::StepDone).to_string(),
            ));
        }
        let moves = self.lesson.moves();
        let pos = *self.lesson.position();
        // The jumps entered before this tap are on the board already.
        let shown = self.entry.path().len().saturating_sub(1);
        Ok(match self.entry.tap(sq, &pos, &moves)? {
            Step::Selected(sq) => LessonTap::Selected {
                point: sq.index() as i32,
            },
            Step::Deselected => LessonTap::Deselected,
            Step::KeepJumping(sq) => LessonTap::KeepJumping {
                point: sq.index() as i32,
            },
            Step::Complete(mv) => match self.lesson.try_move(mv) {
                Verdict::Done => {
                    let ending = if self.lesson.is_finished() {
                        Ending::Won
                    } else {
                        Ending::Solved
                    };
                    let taught = words::lesson_done(
                        self.lesson.step().done_text(),
                        self.lesson.is_finished(),
                    );
                    LessonTap::Done {
                        played: PlayedMove::new(mv, Color::White, shown)
                            .ending(Some(ending))
                            .announced(Some(taught)),
                    }
                }
                wrong => {
                    // Nothing is played: the piece is picked up again at its start, for
                    // another try.
                    self.entry = Entry::default();
                    self.entry.tap(mv.from(), &pos, &moves)?;
                    return Err(AlquerqueError::IllegalMove(wrong.to_string()));
                }
            },
        })
    }

    /// The feedback of a tap that did not complete the step (a step done carries its own).
    fn tap_feedback(&mut self, result: &Result<LessonTap, AlquerqueError>) {
        self.feedback.tap(match result {
            Ok(LessonTap::Selected { .. }) => TapKind::Selected,
            Ok(LessonTap::KeepJumping { .. }) => {
                TapKind::Jumped(self.entry.path().len().saturating_sub(2))
            }
            Ok(LessonTap::Deselected | LessonTap::Done { .. }) => TapKind::Silent,
            Err(e) => TapKind::Refused(e),
        });
    }

    /// Opens `lesson` (a step moved to), forgetting the entry and the last wrong try.
    fn open(&mut self, moved: bool) -> bool {
        if moved {
            self.entry.clear();
            self.wrong = None;
        }
        moved
    }
}

/// The lesson being walked. All methods are safe to call from any thread and return at once:
/// judging a try is the rules' work, not a search.
#[derive(uniffi::Object)]
pub struct Lesson {
    walk: Mutex<Walk>,
}

impl Lesson {
    fn lock(&self) -> MutexGuard<'_, Walk> {
        // Every change is made whole before anything that could fail: carry on after a panic.
        self.walk.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[uniffi::export]
impl Lesson {
    /// The lesson at its first step.
    #[uniffi::constructor]
    pub fn new() -> Arc<Lesson> {
        crate::init_logging();
        Arc::new(Lesson {
            walk: Mutex::new(Walk {
                lesson: CoreLesson::new(),
                entry: Entry::default(),
                wrong: None,
                feedback: Feedback::default(),
            }),
        })
    }

    /// The state to draw.
    pub fn state(&self) -> LessonState {
        self.lock().state()
    }

    /// Taps a point (0 = a1 … 24 = e5), as on the game screen: select a piece, put it down,
    /// or move it a step or a jump; a capture is entered jump by jump. A completed move is
    /// judged: done, it is played ([`LessonTap::Done`]); otherwise the error (also the state's
    /// line) says why, and nothing is played.
    pub fn tap(&self, point: i32) -> Result<LessonTap, AlquerqueError> {
        let mut walk = self.lock();
        let result = walk.tap(point);
        walk.wrong = result.as_ref().err().map(ToString::to_string);
        walk.tap_feedback(&result);
        result
    }

    /// Drops the selection or the capture being entered.
    pub fn clear_selection(&self) {
        let mut walk = self.lock();
        walk.entry.clear();
        walk.wrong = None;
    }

    /// Goes on to the next step; `false` (nothing changes) after the last.
    pub fn next(&self) -> bool {
        let mut walk = self.lock();
        let moved = walk.lesson.next_step();
        walk.open(moved)
    }

    /// Goes back to the step before; `false` (nothing changes) at the first.
    pub fn previous(&self) -> bool {
        let mut walk = self.lock();
        let moved = walk.lesson.previous_step();
        walk.open(moved)
    }

    /// Opens step `step` (from 0) at its start, whether or not the steps before it are done: a
    /// person may skip what they know. `false` (nothing changes) past the last.
    pub fn go_to(&self, step: u32) -> bool {
        let mut walk = self.lock();
        let moved = walk.lesson.go_to(step as usize);
        walk.open(moved)
    }

    /// Starts the step on screen again.
    pub fn restart(&self) {
        let mut walk = self.lock();
        walk.lesson.restart();
        walk.open(true);
    }

    /// The lesson opened again (from the menu): where it was left, or from the first step
    /// once it was finished.
    pub fn reopen(&self) {
        let mut walk = self.lock();
        if walk.lesson.is_finished() {
            let moved = walk.lesson.go_to(0);
            walk.open(moved);
        }
    }
}
