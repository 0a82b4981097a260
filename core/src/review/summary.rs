//! A side's summary of a review: how many inaccuracies, mistakes and blunders it played, and
//! its accuracy, defined here once ([`move_accuracy`]) for every front end.

use alquerque_text::Message;

use super::evaluation::Evaluation;
use super::mark::Mark;
use super::Review;
use crate::board::color::Color;

/// The accuracy of one move, 0 to 100: how much of the mover's expected result it kept. With
/// `d` the expected result it gave up (the value before the move less the value after it, both
/// the mover's, on the 0..1 scale of [`Evaluation::expected`], a proven win 1 and a proven loss
/// 0; at least 0), the accuracy is `100 × (1 − d)²`: a move that keeps everything scores 100,
/// an inaccuracy's drop of 0.08 about 85, a mistake's 0.15 about 72, a blunder's 0.30 about 49,
/// a proven win thrown into a proven loss 0. Squared so that a large loss weighs more than
/// several small ones.
///
/// ```
/// use alquerque_core::review::{move_accuracy, Evaluation};
///
/// assert_eq!(move_accuracy(Evaluation::Expected(0.6), Evaluation::Expected(0.7)), 100.0);
/// assert_eq!(move_accuracy(Evaluation::Expected(0.6), Evaluation::Expected(0.3)), 49.0);
/// assert_eq!(move_accuracy(Evaluation::WinsIn(2), Evaluation::LosesIn(3)), 0.0);
/// ```
pub fn move_accuracy(before: Evaluation, after: Evaluation) -> f32 {
    let kept = 1.0 - (before.expected() - after.expected()).clamp(0.0, 1.0);
    // Rounded to the tenth, so that figures read back the same everywhere.
    (1000.0 * kept * kept).round() / 10.0
}

/// What a side played in a reviewed game, in numbers.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SideSummary {
    /// The side.
    pub side: Color,
    /// Its moves with a choice (a move that was the only one is not counted anywhere here).
    pub moves: u32,
    /// Of those, the moves marked best.
    pub best: u32,
    /// The moves marked inaccuracies.
    pub inaccuracies: u32,
    /// The moves marked mistakes.
    pub mistakes: u32,
    /// The moves marked blunders.
    pub blunders: u32,
    /// The mean [`move_accuracy`] of its moves with a choice, to a tenth; `None` without any.
    pub accuracy: Option<f32>,
}

impl SideSummary {
    /// The summary in a player's words: "White: inaccuracies 2, mistakes 1, blunders 0;
    /// accuracy 87.3%".
    pub fn message(&self) -> Message {
        let accuracy = match self.accuracy {
            Some(a) => Message::new("review-accuracy")
                .message("percent", Evaluation::expected_of(a / 100.0).message()),
            None => Message::new("review-accuracy-none"),
        };
        Message::new("review-side-summary")
            .choice("side", self.side.keyword())
            .count("inaccuracies", i64::from(self.inaccuracies))
            .count("mistakes", i64::from(self.mistakes))
            .count("blunders", i64::from(self.blunders))
            .message("accuracy", accuracy)
    }
}

impl Review {
    /// The summary of `side`'s moves in this review.
    pub fn summary(&self, side: Color) -> SideSummary {
        let moves: Vec<_> = self
            .plies
            .iter()
            .filter(|p| p.mover == side && p.mark != Mark::OnlyMove)
            .collect();
        let count = |mark: Mark| moves.iter().filter(|p| p.mark == mark).count() as u32;
        let accuracy = (!moves.is_empty()).then(|| {
            let total: f32 = moves.iter().map(|p| move_accuracy(p.before, p.after)).sum();
            (10.0 * total / moves.len() as f32).round() / 10.0
        });
        SideSummary {
            side,
            moves: moves.len() as u32,
            best: count(Mark::Best),
            inaccuracies: count(Mark::Inaccuracy),
            mistakes: count(Mark::Mistake),
            blunders: count(Mark::Blunder),
            accuracy,
        }
    }
}
