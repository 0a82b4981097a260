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

    /// The ply's move number as a move list shows it: `3.` before White's move, `3…` before
    /// Black's, counted from the game's first move, which `first` made.
    pub fn number(&self, first: Color) -> Message {
        let slot = self.ply + usize::from(first == Color::Black);
        Message::new(match self.mover {
            Color::White => "review-number-white",
            Color::Black => "review-number-black",
        })
        .count("number", i64::try_from(slot / 2 + 1).unwrap_or(i64::MAX))
    }

    /// The heading over the ply's board: `d2-b4: mistake`. Every text a player reads about a
    /// ply is composed here, in the message files, never by gluing words in a front end: in
    /// Arabic the notation is isolated so that it keeps its order beside the punctuation.
    pub fn heading(&self) -> Message {
        Message::new("review-ply-heading")
            .notation("move", self.played)
            .message("mark", self.mark.message())
    }

    /// The ply's row in a move list: `3… d2-b4 · mistake` (`first` made the game's first move).
    pub fn row(&self, first: Color) -> Message {
        Message::new("review-ply-row")
            .message("number", self.number(first))
            .notation("move", self.played)
            .message("mark", self.mark.message())
    }

    /// The engine's better move, where it differs from the one played.
    fn better(&self) -> Option<Move> {
        (self.best != self.played).then_some(self.best)
    }

    /// The key under a board showing the ply: the move played (solid) and the better one
    /// (an arrow).
    pub fn legend(&self) -> Message {
        match self.better() {
            Some(b) => Message::new("review-legend-better").notation("better", b),
            None => Message::new("review-legend-played"),
        }
        .notation("move", self.played)
    }

    /// The mover's expected results before and after the move, in one line.
    pub fn values(&self) -> Message {
        Message::new("review-values")
            .message("before", self.before.message())
            .message("after", self.after.message())
    }

    /// What a screen reader says for a board showing the ply.
    pub fn board_description(&self) -> Message {
        match self.better() {
            Some(b) => Message::new("review-board-better").notation("better", b),
            None => Message::new("review-board-best"),
        }
        .notation("move", self.played)
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
