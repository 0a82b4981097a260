//! Learn to play, as the apps show it: the core's lesson (its steps, positions, words and
//! judging, `alquerque_core::lesson`), on the game's own board. Taps are decided by the same
//! [`Entry`] as on the game and puzzle screens and the board is built by the one builder;
//! a completed move is judged by the core: done, it is played and animated with its cues; not
//! what the step asks, it is refused with the core's reason and nothing changes.
//!
//! Opened from the app's [`Store`] ([`open_lesson`]), the lesson keeps where a person is to come
//! back to ([`CoreLesson::resume_at`]) in the document `lesson`, so that the next launch opens
//! at the step they were on, or at the next once it was done.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use alquerque_core::lesson::{Lesson as CoreLesson, Verdict};
use alquerque_core::Color;
use alquerque_text::Message;

use crate::board::cues::{Ending, Feedback, TapKind};
use crate::board::entry::{square, Entry, Step};
use crate::board::outcome::Outcome;
use crate::board::picture::Board;
use crate::board::records::{BoardState, PlayedMove};
use crate::board::words;
use crate::runtime::error::AlquerqueError;
use crate::runtime::language::say;
use crate::runtime::store::{Disk, Store, StoredDocument};

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
    /// What the forward button offers: the next step, or, the lesson over, to play (which
    /// closes the lesson). Press it through [`Lesson::forward`].
    pub forward: LessonForward,
    /// Whether the forward button does something now.
    pub forward_enabled: bool,
    /// The screen's next step, drawn as the filled button: forward once the step is done
    /// (or the lesson over); none while the board is the next step.
    pub primary: Option<LessonAction>,
    /// The board, as the game screen draws it (the move that did the step is its last move).
    pub board: BoardState,
    /// What to play and say once for the last change that moved no piece (a selection, a
    /// jump entered, a refusal): see [`CueGate`](crate::CueGate).
    pub feedback: Feedback,
}

/// What the lesson's forward button offers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum LessonForward {
    /// The next step (enabled once this one is done).
    Next,
    /// The lesson is over: off to play (the screen closes).
    Play,
}

/// The lesson screen's buttons, for [`LessonState::primary`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum LessonAction {
    /// The step before.
    Previous,
    /// This step from its start again.
    Restart,
    /// What [`LessonState::forward`] offers: the next step, or off to play.
    Forward,
}

/// What a tap on the lesson's board did. A tap that does not fit, or a move that is not what
/// the step asks, is an error saying why (also the state's line), and changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl LessonTap {
    /// The move it played, for the board to animate.
    pub(crate) fn played(self) -> Option<PlayedMove> {
        match self {
            LessonTap::Done { played } => Some(played),
            _ => None,
        }
    }
}

struct Walk {
    lesson: CoreLesson,
    entry: Entry,
    /// Why the last try was wrong, until the next tap.
    wrong: Option<Message>,
    feedback: Feedback,
    /// Where the lesson is kept, and the step last written there (none for a lesson kept
    /// nowhere).
    store: Option<(Arc<Store>, usize)>,
}

/// The store's document holding where the lesson is to be opened again.
const LESSON_KEY: &str = "lesson";

/// The document's first line, naming what it is and the version of its form.
const LESSON_HEADER: &str = "alquerque-lesson 1";

/// The document: `alquerque-lesson 1`, then `step N` (from 0).
fn lesson_text(step: usize) -> String {
    format!("{LESSON_HEADER}\nstep {step}\n")
}

/// The step a document holds; `None` for anything not of [`lesson_text`]'s form or a step past
/// the last.
fn read_step(text: &str) -> Option<usize> {
    let mut lines = text.lines();
    if lines.next()? != LESSON_HEADER {
        return None;
    }
    let number = lines.next()?.strip_prefix("step ")?;
    if lines.next().is_some() || number.len() > 3 || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let step: usize = number.parse().ok()?;
    (step < CoreLesson::steps().len()).then_some(step)
}

/// What the store's thread reads at launch: the step to open at (the first when nothing is
/// kept; a document that cannot be read is set aside, so the next write does not lose it).
fn read_lesson(disk: &mut Disk) -> usize {
    match disk.read(LESSON_KEY) {
        StoredDocument::Found { text } => read_step(&text).unwrap_or_else(|| {
            log::warn!("the lesson's document cannot be read: set aside");
            let _ = disk.set_aside(LESSON_KEY);
            0
        }),
        StoredDocument::Missing | StoredDocument::Unreadable { .. } => 0,
    }
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
            words::lesson_keep_jumping()
        } else {
            self.wrong.as_ref().map(say).unwrap_or_default()
        };
        let moves = lesson.moves();
        let board = Board {
            game: lesson.game(),
            entry: &self.entry,
            moves: &moves,
            show_targets: true,
            show_notation: true,
            hint_piece: None,
            show_bans: true,
            flipped: false,
            hint: None,
        }
        .state();
        LessonState {
            step: index as u32,
            steps: steps as u32,
            progress_text: words::lesson_progress(index, steps),
            title: say(&step.title()),
            task: say(&step.task()),
            status_text,
            done,
            finished: lesson.is_finished(),
            can_previous: index > 0,
            can_next: done && index + 1 < steps,
            forward: if lesson.is_finished() {
                LessonForward::Play
            } else {
                LessonForward::Next
            },
            forward_enabled: lesson.is_finished() || (done && index + 1 < steps),
            // Forward is the next step exactly when it does something; before, the board is.
            primary: (lesson.is_finished() || (done && index + 1 < steps))
                .then_some(LessonAction::Forward),
            board,
            feedback: self.feedback.clone(),
        }
    }

    fn tap(&mut self, point: i32) -> Result<LessonTap, AlquerqueError> {
        let sq = square(point)?;
        if self.lesson.is_done() {
            return Err(AlquerqueError::IllegalMove(
                Verdict::Wrong(alquerque_core::lesson::Wrong::StepDone).message(),
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
                    return Err(AlquerqueError::IllegalMove(wrong.message()));
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
            self.keep();
        }
        moved
    }

    /// Writes where the person is to come back to, when that changed.
    fn keep(&mut self) {
        let resume = self.lesson.resume_at();
        if let Some((store, kept)) = &mut self.store {
            if *kept != resume {
                *kept = resume;
                store.write_then(LESSON_KEY, lesson_text(resume), None);
            }
        }
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

    fn build(step: usize, store: Option<(Arc<Store>, usize)>) -> Arc<Lesson> {
        crate::runtime::init_logging();
        Arc::new(Lesson {
            walk: Mutex::new(Walk {
                lesson: CoreLesson::at(step).unwrap_or_default(),
                entry: Entry::default(),
                wrong: None,
                feedback: Feedback::default(),
                store,
            }),
        })
    }
}

/// What the lesson is, in one line for the first launch's question under "Learn to play
/// first" (both phones show it): its number of steps, counted from the lesson itself, then the
/// game against the computer.
#[uniffi::export]
pub fn lesson_intro() -> String {
    let steps = CoreLesson::steps().len();
    say(&Message::new("lesson-intro").count("steps", steps as i64))
}

/// The lesson kept in `store`, opened at the step the person was on when they left it (the
/// next one if they had done it, the first once the lesson was finished). Reads on the
/// store's thread.
#[uniffi::export]
pub async fn open_lesson(store: Arc<Store>) -> Arc<Lesson> {
    let step = store.run(read_lesson).await;
    Lesson::build(step, Some((store, step)))
}

#[uniffi::export]
impl Lesson {
    /// The lesson at its first step, kept nowhere (for tests and previews).
    #[uniffi::constructor]
    pub fn new() -> Arc<Lesson> {
        Lesson::build(0, None)
    }

    /// The state to draw.
    pub fn state(&self) -> LessonState {
        self.lock().state()
    }

    /// Taps a point (0 = a1 … 24 = e5), as on the game screen: select a piece, put it down,
    /// or move it a step or a jump; a capture is entered jump by jump. A completed move is
    /// judged: done, it is played (the [`Outcome`] carries it); otherwise it is refused with
    /// the reason (also the state's line), and nothing is played.
    pub fn tap(&self, point: i32) -> Outcome {
        Outcome::of(self.tap_result(point), LessonTap::played)
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

    /// The forward button pressed: the next step once this one is done, or, the lesson over,
    /// `true`: the screen closes and the player goes to play. The apps call this one method,
    /// so what the button does is decided here.
    pub fn forward(&self) -> bool {
        let finished = self.lock().lesson.is_finished();
        if !finished {
            self.next();
        }
        finished
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

impl Lesson {
    /// Taps a point (0 = a1 … 24 = e5), as on the game screen: select a piece, put it down,
    /// or move it a step or a jump; a capture is entered jump by jump. A completed move is
    /// judged: done, it is played ([`LessonTap::Done`]); otherwise the error (also the state's
    /// line) says why, and nothing is played.
    ///
    /// The Rust API, with what the action did in full: the apps read the [`Outcome`] of
    /// [`Lesson::tap`].
    pub fn tap_result(&self, point: i32) -> Result<LessonTap, AlquerqueError> {
        let mut walk = self.lock();
        let result = walk.tap(point);
        walk.wrong = result.as_ref().err().map(AlquerqueError::message);
        walk.tap_feedback(&result);
        if matches!(result, Ok(LessonTap::Done { .. })) {
            walk.keep();
        }
        result
    }
}
