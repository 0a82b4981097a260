//! How good a move was: the marks, and the thresholds that give them.

use std::fmt;

use alquerque_text::Message;

use super::evaluation::Evaluation;
use crate::board::moves::Move;

/// How good a move was, judged against the engine's best move in the same position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mark {
    /// The engine's own choice, or an equally fast proven win.
    Best,
    /// Not the engine's choice, but costs (almost) nothing.
    Good,
    /// Gives away a little.
    Inaccuracy,
    /// Gives away a lot.
    Mistake,
    /// Gives away the game, or most of it (a forced win thrown away is always one).
    Blunder,
    /// The only legal move: nothing to judge.
    OnlyMove,
}

/// The marks by how much a move lowers the mover's expected result (before minus after, on
/// the 0..1 scale), checked from the top: the first row whose threshold the drop reaches
/// gives the mark. Why these numbers: the engine's value of a position is a mean of playouts,
/// and at the review's budget two searches of the same position with different seeds differ
/// by up to 0.08 (`docs/strength-log.md`), so a drop below 0.08 may be noise and counts as
/// good. Above that the steps double
/// (0.08, 0.15, 0.30), as chess apps grade lost win probability, and a drop of 0.30 or more
/// turns a won game into an open one or an open one into a lost one: a blunder. A forced win
/// given up for a value of 0.70 or less, or for a forced loss, is such a drop: a blunder.
const MARKS: [(f32, Mark); 4] = [
    (0.30, Mark::Blunder),
    (0.15, Mark::Mistake),
    (0.08, Mark::Inaccuracy),
    (f32::NEG_INFINITY, Mark::Good),
];

impl Mark {
    /// Every mark, best first.
    pub const ALL: [Mark; 6] = [
        Mark::Best,
        Mark::Good,
        Mark::Inaccuracy,
        Mark::Mistake,
        Mark::Blunder,
        Mark::OnlyMove,
    ];

    /// The mark in words, as records and screens write it: `best`, `only move`.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
            Mark::OnlyMove => "only move",
        }
    }

    /// The mark in a player's words (`text/locales/*/review.ftl`); the record keeps
    /// [`Mark::name`].
    pub fn message(self) -> Message {
        Message::new(match self {
            Mark::Best => "mark-best",
            Mark::Good => "mark-good",
            Mark::Inaccuracy => "mark-inaccuracy",
            Mark::Mistake => "mark-mistake",
            Mark::Blunder => "mark-blunder",
            Mark::OnlyMove => "mark-only-move",
        })
    }

    /// The mark named `name` (as [`Mark::name`] writes it).
    ///
    /// ```
    /// use alquerque_core::review::Mark;
    ///
    /// assert_eq!(Mark::from_name("only move"), Some(Mark::OnlyMove));
    /// assert!(Mark::ALL.iter().all(|m| Mark::from_name(m.name()) == Some(*m)));
    /// assert_eq!(Mark::from_name("brilliant"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Mark> {
        Mark::ALL.into_iter().find(|m| m.name() == name)
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The mark of a move from the values before and after it (the mover's view), the engine's
/// best move, and whether it was the only legal move. The thresholds are the `MARKS` table
/// in this module.
pub fn mark_of(
    only_move: bool,
    played: Move,
    best: Move,
    before: Evaluation,
    after: Evaluation,
) -> Mark {
    if only_move {
        return Mark::OnlyMove;
    }
    if played == best {
        return Mark::Best;
    }
    match (before, after) {
        // Another move that wins as fast as the engine's.
        (Evaluation::WinsIn(b), Evaluation::WinsIn(a)) if a < b => return Mark::Best,
        // A slower forced win is judged by its value, as any move.
        (Evaluation::WinsIn(_), Evaluation::WinsIn(_)) => {}
        // A forced win found where none was proved before: the best there is.
        (_, Evaluation::WinsIn(_)) => return Mark::Best,
        _ => {}
    }
    let drop = before.expected() - after.expected();
    MARKS
        .iter()
        .find(|(threshold, _)| drop >= *threshold)
        .map_or(Mark::Good, |&(_, mark)| mark)
}
