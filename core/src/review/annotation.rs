//! What a review says of one ply, and its text in a game record: a comment after the move that
//! every record reader loads and this module reads back ([`PlyReview::comment`],
//! [`PlyReview::from_comment`]).

use alquerque_text::Message;

use super::evaluation::Evaluation;
use super::mark::Mark;
use crate::board::color::Color;
use crate::board::moves::Move;
use crate::game::notation::MoveText;
use crate::game::Game;

/// What the solved game says about a ply (default rules only, where it is proved).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Solved {
    /// The mover had a proven win before the move and the opponent has one after it.
    GivesWinAway,
    /// After the move the mover wins with perfect play.
    Wins,
    /// After the move the opponent wins with perfect play (and the mover had no proven win
    /// before it).
    Loses,
}

impl Solved {
    /// The words records and screens use: `gives the win away`.
    pub fn text(self) -> &'static str {
        match self {
            Solved::GivesWinAway => "gives the win away",
            Solved::Wins => "wins with perfect play",
            Solved::Loses => "loses with perfect play",
        }
    }

    /// The same in a player's words (`text/locales/*/review.ftl`).
    pub fn message(self) -> Message {
        Message::new(match self {
            Solved::GivesWinAway => "solved-gives-win-away",
            Solved::Wins => "solved-wins",
            Solved::Loses => "solved-loses",
        })
    }

    fn from_text(text: &str) -> Option<Solved> {
        [Solved::GivesWinAway, Solved::Wins, Solved::Loses]
            .into_iter()
            .find(|s| s.text() == text)
    }

    pub(super) fn of(mover: Color, before: Option<Color>, after: Option<Color>) -> Option<Solved> {
        match (before, after) {
            (Some(b), Some(a)) if b == mover && a != mover => Some(Solved::GivesWinAway),
            (_, Some(a)) if a == mover => Some(Solved::Wins),
            (_, Some(_)) => Some(Solved::Loses),
            _ => None,
        }
    }
}

/// The review of one ply.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct PlyReview {
    /// The ply's index in the game, 0 for the first move.
    pub ply: usize,
    /// Who played it.
    pub mover: Color,
    /// The move played.
    pub played: Move,
    /// The mover's value of the position before the move: the value of the engine's best
    /// move there.
    pub before: Evaluation,
    /// The mover's value of the position after the move.
    pub after: Evaluation,
    /// The best move in the position before (its value is `before`): the engine's choice,
    /// or the move played when that is as good (marked best), so that a screen never shows a
    /// "better" move beside a best one.
    pub best: Move,
    /// How good the move was.
    pub mark: Mark,
    /// What the solved game says, where it is proved.
    pub solved: Option<Solved>,
}

impl PlyReview {
    /// The annotation as one line, the comment a record carries after the move:
    /// `mistake: 55.0% -> 38.2%, best b4-b3; loses with perfect play`. The best move is left
    /// out when it is the move played.
    pub fn comment(&self) -> String {
        let mut text = format!("{}: {} -> {}", self.mark, self.before, self.after);
        if self.best != self.played {
            text.push_str(&format!(", best {}", self.best));
        }
        if let Some(s) = self.solved {
            text.push_str("; ");
            text.push_str(s.text());
        }
        text
    }

    /// The proven results in words, for a screen: `wins in 3 -> loses in 2; gives the win
    /// away`; `None` when nothing about the ply is proved.
    pub fn proven_text(&self) -> Option<Message> {
        let values = (self.before.is_proven() || self.after.is_proven()).then(|| {
            Message::new("review-change")
                .message("before", self.before.message())
                .message("after", self.after.message())
        });
        match (values, self.solved) {
            (Some(v), Some(s)) => Some(
                Message::new("review-proven-both")
                    .message("values", v)
                    .message("solved", s.message()),
            ),
            (Some(v), None) => Some(v),
            (None, Some(s)) => Some(s.message()),
            (None, None) => None,
        }
    }

    /// Reads back [`PlyReview::comment`]'s text for ply `ply` of `game`; `None` if the text
    /// is not such an annotation (a person's own comment) or does not fit the game.
    pub fn from_comment(text: &str, game: &Game, ply: usize) -> Option<PlyReview> {
        let played = *game.moves().get(ply)?;
        let pos = game.positions()[ply];
        let (mark, rest) = text.trim().split_once(": ")?;
        let mark = Mark::from_name(mark)?;
        let (rest, solved) = match rest.split_once("; ") {
            Some((r, s)) => (r, Some(Solved::from_text(s.trim())?)),
            None => (rest, None),
        };
        let (values, best) = match rest.split_once(", best ") {
            Some((v, b)) => {
                let text: MoveText = b.trim().parse().ok()?;
                (v, text.to_move(&pos).ok()?)
            }
            None => (rest, played),
        };
        let (before, after) = values.split_once(" -> ")?;
        Some(PlyReview {
            ply,
            mover: pos.turn(),
            played,
            before: Evaluation::parse(before)?,
            after: Evaluation::parse(after)?,
            best,
            mark,
            solved,
        })
    }
}
