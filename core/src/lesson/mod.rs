//! Learn to play: a lesson of a few short steps on real positions. Each step asks for a move;
//! a try is judged with the game's own rules (an illegal one gets the rules' reason, a legal
//! one that is not what the step asks gets a sentence saying what it did instead), and a step
//! done shows what it taught. The apps and the terminal walk the same steps.
//!
//! ```
//! use alquerque_core::lesson::{Lesson, Verdict};
//!
//! let mut lesson = Lesson::new();
//! assert_eq!(lesson.step().id(), "step");
//! // Backwards is never a step: the rules say why, and nothing is played.
//! let back = lesson.try_text("c2-c1").unwrap();
//! assert!(matches!(back, Verdict::Wrong(_)));
//! assert_eq!(back.to_string(), "Pieces may not step back towards their own base row.");
//! // Forward is what the step asks.
//! assert_eq!(lesson.try_text("c2-c3"), Ok(Verdict::Done));
//! assert!(lesson.is_done());
//! assert!(lesson.next_step());
//! assert_eq!(lesson.step().id(), "sideways");
//! ```

mod steps;

use std::fmt;

use alquerque_text::{Language, Message};

use crate::board::color::Color;
use crate::board::movegen::diagnose::IllegalReason;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::board::rules::Rules;
use crate::board::square::{Direction, Square};
use crate::game::notation::{MoveText, ParseMoveError};
use crate::game::position_text::PositionText;
use crate::game::{Game, Status};

/// What a step asks for. Every goal is a property of the move alone (and of the position it
/// leads to), so any move that has it counts, not one stored answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// A plain step forward, straight or along a diagonal: towards the opponent.
    StepForward,
    /// A plain step sideways, along the row.
    StepSideways,
    /// A capture that takes at least this many pieces.
    Capture {
        /// The fewest pieces the capture must take.
        at_least: usize,
    },
    /// A move that ends on the far row (the opponent's base row).
    ReachFarRow,
    /// A move that wins the game at once.
    Win,
}

/// One step of the lesson: a position, what to do there, and what it teaches.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LessonStep {
    id: &'static str,
    title: &'static str,
    task: &'static str,
    done: &'static str,
    position: &'static str,
    goal: Goal,
}

impl LessonStep {
    /// A short name that stays the same while the words change, e.g. `far-row`.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The step's heading, e.g. `The far row`.
    pub fn title(&self) -> Message {
        Message::new(self.title)
    }

    /// What the rule is and what the player is asked to do.
    pub fn task(&self) -> Message {
        Message::new(self.task)
    }

    /// What to add once the step is done.
    pub fn done_text(&self) -> Message {
        Message::new(self.done)
    }

    /// What the step asks for.
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The step's position, under the default rules.
    pub fn position(&self) -> Position {
        self.position
            .parse::<PositionText>()
            .and_then(|t| t.into_position(Rules::default()))
            .expect("the lesson's positions are checked by its tests")
    }

    /// Judges `mv`, a legal move of the step's position: whether it does what the step asks,
    /// and if not, why not.
    pub fn judge(&self, mv: Move) -> Verdict {
        let pos = self.position();
        let mover = pos.turn();
        let wrong = |w| Verdict::Wrong(w);
        match self.goal {
            Goal::StepForward => match step_kind(mv) {
                Some(StepKind::Forward) => Verdict::Done,
                Some(StepKind::Sideways) => wrong(Wrong::Sideways(mv)),
                None => wrong(Wrong::NotAStep(mv)),
            },
            Goal::StepSideways => match step_kind(mv) {
                Some(StepKind::Sideways) => Verdict::Done,
                Some(StepKind::Forward) => wrong(Wrong::Forward(mv)),
                None => wrong(Wrong::NotAStep(mv)),
            },
            Goal::Capture { at_least } => {
                if mv.jumps() >= at_least.max(1) {
                    Verdict::Done
                } else {
                    wrong(Wrong::TooFewTaken {
                        taken: mv.jumps(),
                        wanted: at_least,
                    })
                }
            }
            Goal::ReachFarRow => {
                if mv.to().row() == mover.other().base_row() {
                    Verdict::Done
                } else {
                    wrong(Wrong::ShortOfFarRow(mv))
                }
            }
            Goal::Win => {
                let after = pos.after(mv);
                match after.legal_moves().first() {
                    None => Verdict::Done,
                    Some(&reply) => wrong(Wrong::OpponentCanMove {
                        opponent: mover.other(),
                        reply,
                    }),
                }
            }
        }
    }
}

enum StepKind {
    Forward,
    Sideways,
}

/// Whether `mv`, a legal move, is a plain step forward or sideways (`None` for a capture).
/// A legal step never goes back, so any step that changes row goes forward.
fn step_kind(mv: Move) -> Option<StepKind> {
    let dir = mv.step_direction()?;
    Some(if matches!(dir, Direction::East | Direction::West) {
        StepKind::Sideways
    } else {
        StepKind::Forward
    })
}

/// Why a try is not what the step asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// Not a legal move: the rules' reason.
    Illegal(IllegalReason),
    /// The text is not a move.
    Unreadable(ParseMoveError),
    /// A legal step sideways, where the step asks for a step forward.
    Sideways(Move),
    /// A legal step forward, where the step asks for a step sideways.
    Forward(Move),
    /// A capture (or anything but a plain step), where the step asks for a step.
    NotAStep(Move),
    /// A capture taking fewer pieces than the step asks for.
    TooFewTaken {
        /// The pieces it takes.
        taken: usize,
        /// The pieces the step asks for.
        wanted: usize,
    },
    /// A legal move that does not end on the far row.
    ShortOfFarRow(Move),
    /// After the move the opponent can still move, for instance `reply`.
    OpponentCanMove {
        /// The side that can still move.
        opponent: Color,
        /// One move it has.
        reply: Move,
    },
    /// The step is done already.
    StepDone,
}

impl Wrong {
    /// A sentence for the player.
    pub fn message(&self) -> Message {
        match self {
            Wrong::Illegal(reason) => Message::sentence(reason.message()),
            Wrong::Unreadable(e) => Message::sentence(e.message()),
            Wrong::Sideways(mv) => Message::new("lesson-wrong-sideways").notation("move", mv),
            Wrong::Forward(mv) => Message::new("lesson-wrong-forward").notation("move", mv),
            Wrong::NotAStep(mv) => Message::new("lesson-wrong-not-a-step").notation("move", mv),
            Wrong::TooFewTaken { taken, wanted } => Message::new("lesson-wrong-too-few")
                .count("taken", *taken as i64)
                .count("wanted", *wanted as i64),
            Wrong::ShortOfFarRow(mv) => Message::new("lesson-wrong-short").notation("move", mv),
            Wrong::OpponentCanMove { opponent, reply } => {
                Message::new("lesson-wrong-opponent-can-move")
                    .choice("side", opponent.keyword())
                    .notation("reply", reply)
            }
            Wrong::StepDone => Message::new("lesson-wrong-step-done"),
        }
    }
}

impl fmt::Display for Wrong {
    /// The sentence for the player, in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().render(Language::English))
    }
}

/// What came of a try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move does what the step asks: it is played, and the step is done.
    Done,
    /// It does not: nothing is played.
    Wrong(Wrong),
}

impl Verdict {
    /// What to tell the player: why a try is wrong, or that it was right.
    pub fn message(&self) -> Message {
        match self {
            Verdict::Done => Message::new("lesson-well-done"),
            Verdict::Wrong(w) => w.message(),
        }
    }
}

impl fmt::Display for Verdict {
    /// What to tell the player, in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().render(Language::English))
    }
}

/// The lesson being walked: the step on screen, its position, and whether it is done.
#[derive(Clone, Debug)]
pub struct Lesson {
    index: usize,
    /// The step's position, then the move that did it once done.
    game: Game,
}

impl Default for Lesson {
    fn default() -> Lesson {
        Lesson::new()
    }
}

impl Lesson {
    /// Every step of the lesson, in order.
    pub fn steps() -> &'static [LessonStep] {
        &steps::STEPS
    }

    /// The lesson at its first step.
    pub fn new() -> Lesson {
        Lesson::at(0).expect("the lesson has steps")
    }

    /// The lesson at step `index` (from 0), from its start; `None` past the last step.
    pub fn at(index: usize) -> Option<Lesson> {
        let step = Lesson::steps().get(index)?;
        Some(Lesson {
            index,
            game: Game::from_position(step.position()),
        })
    }

    /// The step on screen, counted from 0.
    pub fn index(&self) -> usize {
        self.index
    }

    /// The step on screen.
    pub fn step(&self) -> &'static LessonStep {
        &Lesson::steps()[self.index]
    }

    /// The step's position, and the move that did it once done.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The position on the board now.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// Whether the step on screen is done.
    pub fn is_done(&self) -> bool {
        !self.game.moves().is_empty()
    }

    /// Whether this is the last step and it is done: the lesson is over.
    pub fn is_finished(&self) -> bool {
        self.is_done() && self.index + 1 == Lesson::steps().len()
    }

    /// The step a person coming back to the lesson starts at: this one while it is not done,
    /// the next once it is, and the first again once the lesson is finished.
    ///
    /// ```
    /// use alquerque_core::lesson::Lesson;
    ///
    /// let mut lesson = Lesson::new();
    /// assert_eq!(lesson.resume_at(), 0);
    /// lesson.go_to(2);
    /// assert_eq!(lesson.resume_at(), 2);
    /// ```
    pub fn resume_at(&self) -> usize {
        match (self.is_finished(), self.is_done()) {
            (true, _) => 0,
            (false, true) => self.index + 1,
            (false, false) => self.index,
        }
    }

    /// The moves a try may be now: the step's legal moves, none once it is done.
    pub fn moves(&self) -> Vec<Move> {
        if self.is_done() {
            Vec::new()
        } else {
            self.game.legal_moves().into_vec()
        }
    }

    /// Tries `mv`, a legal move of the position: played if it does what the step asks.
    pub fn try_move(&mut self, mv: Move) -> Verdict {
        if self.is_done() {
            return Verdict::Wrong(Wrong::StepDone);
        }
        if !self.game.legal_moves().contains(&mv) {
            let path: Vec<Square> = mv.path().collect();
            return self.try_path(&path);
        }
        let verdict = self.step().judge(mv);
        if verdict == Verdict::Done {
            // Legal, checked above.
            let _ = self.game.play(mv);
        }
        verdict
    }

    /// Tries the move along `path` (the start point, then every landing point): an illegal
    /// path gets the rules' reason.
    pub fn try_path(&mut self, path: &[Square]) -> Verdict {
        if self.is_done() {
            return Verdict::Wrong(Wrong::StepDone);
        }
        match self.position().move_along(path) {
            Ok(mv) => self.try_move(mv),
            Err(e) => Verdict::Wrong(Wrong::Illegal(e.reason)),
        }
    }

    /// Tries a move written in notation (`c2-c3`, `b2-b4-d2-d4`); `Err` when the text is not
    /// a move at all.
    pub fn try_text(&mut self, text: &str) -> Result<Verdict, Wrong> {
        let parsed = text.parse::<MoveText>().map_err(Wrong::Unreadable)?;
        Ok(self.try_path(parsed.squares()))
    }

    /// Goes on to the next step once this one is done; `false` (and nothing changes) before
    /// it is done, or after the last.
    pub fn next_step(&mut self) -> bool {
        self.is_done() && self.go_to(self.index + 1)
    }

    /// Goes back to the step before; `false` (and nothing changes) at the first.
    pub fn previous_step(&mut self) -> bool {
        self.index.checked_sub(1).is_some_and(|i| self.go_to(i))
    }

    /// Starts the step on screen again.
    pub fn restart(&mut self) {
        self.go_to(self.index);
    }

    /// Opens step `index` from its start; `false` (and nothing changes) past the last.
    pub fn go_to(&mut self, index: usize) -> bool {
        match Lesson::at(index) {
            Some(l) => {
                *self = l;
                true
            }
            None => false,
        }
    }

    /// Whether the game on the board is won by the mover of the step (the last step's end).
    pub fn won(&self) -> bool {
        matches!(self.game.status(), Status::Won { winner, .. } if winner == self.game.start().turn())
    }
}
