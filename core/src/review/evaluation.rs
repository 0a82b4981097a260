//! A position's value for one side, as a review reports it and a game record carries it.

use std::fmt;

use alquerque_text::Message;

use crate::engine::{Decision, SearchResult};

/// The value of a position for one side: an expected result, or a result the exact search
/// proved.
///
/// The one value a review reports and a game record carries, made from a search's
/// [`Decision`] and win rate by [`Evaluation::of_search`]. Apart from them because it must
/// read back from a record exactly as it was written (steps of 0.1%, `wins in 3`), and because
/// it is the mover's value before and after a move, which a search does not give.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Evaluation {
    /// The engine's expected result, 0 (loss) to 1 (win), in steps of 0.001 (so that it
    /// reads back from a record exactly as it was written).
    Expected(f32),
    /// A forced win in this many of the side's own moves (0: the game is already won).
    WinsIn(u32),
    /// A forced loss after this many of the opponent's moves (0: already lost).
    LosesIn(u32),
}

impl Evaluation {
    /// The expected result on the 0..1 scale (a proven win is 1, a proven loss 0): what the
    /// graph of a review draws and the marks compare.
    pub fn expected(self) -> f32 {
        match self {
            Evaluation::Expected(v) => v,
            Evaluation::WinsIn(_) => 1.0,
            Evaluation::LosesIn(_) => 0.0,
        }
    }

    /// Whether the exact search proved the result.
    pub fn is_proven(self) -> bool {
        !matches!(self, Evaluation::Expected(_))
    }

    /// The value a search gives its side to move: a forced win or loss the exact search found,
    /// as its distance; otherwise the expected result, rounded to the step records keep.
    ///
    /// ```
    /// use alquerque_core::engine::{Decision, SearchResult};
    /// use alquerque_core::review::Evaluation;
    ///
    /// let mut result = SearchResult::empty();
    /// result.decision = Decision::ForcedWin(3);
    /// assert_eq!(Evaluation::of_search(&result), Evaluation::WinsIn(3));
    /// result.decision = Decision::Search;
    /// result.win_rate = 0.6244;
    /// assert_eq!(Evaluation::of_search(&result).to_string(), "62.4%");
    /// ```
    pub fn of_search(result: &SearchResult) -> Evaluation {
        match result.decision {
            Decision::ForcedWin(n) => Evaluation::WinsIn(n),
            Decision::ForcedLoss(n) => Evaluation::LosesIn(n),
            _ => Evaluation::expected_of(result.win_rate),
        }
    }

    /// An expected result rounded to the step records keep.
    pub(super) fn expected_of(rate: f32) -> Evaluation {
        Evaluation::Expected(from_permille(permille(rate)))
    }

    /// The same position's value for the other side.
    pub(super) fn for_other_side(self) -> Evaluation {
        match self {
            Evaluation::Expected(v) => Evaluation::expected_of(1.0 - v),
            Evaluation::WinsIn(n) => Evaluation::LosesIn(n),
            Evaluation::LosesIn(n) => Evaluation::WinsIn(n),
        }
    }

    /// The value before the side's own move, given its value after that move (for a position
    /// with only one legal move): a win is one own move further away.
    pub(super) fn before_own_move(self) -> Evaluation {
        match self {
            Evaluation::WinsIn(n) => Evaluation::WinsIn(n + 1),
            e => e,
        }
    }

    pub(super) fn parse(text: &str) -> Option<Evaluation> {
        let text = text.trim();
        match text {
            "won" => return Some(Evaluation::WinsIn(0)),
            "lost" => return Some(Evaluation::LosesIn(0)),
            _ => {}
        }
        if let Some(n) = text.strip_prefix("wins in ") {
            return n.parse().ok().filter(|&n| n > 0).map(Evaluation::WinsIn);
        }
        if let Some(n) = text.strip_prefix("loses in ") {
            return n.parse().ok().filter(|&n| n > 0).map(Evaluation::LosesIn);
        }
        let (whole, tenth) = text.strip_suffix('%')?.split_once('.')?;
        if whole.is_empty()
            || tenth.len() != 1
            || !(whole.bytes().chain(tenth.bytes())).all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let p: u32 = whole.parse::<u32>().ok()? * 10 + tenth.parse::<u32>().ok()?;
        (p <= 1000).then(|| Evaluation::Expected(from_permille(p)))
    }
}

impl Evaluation {
    /// The value in a player's words (`text/locales/*/review.ftl`): `62.4%`, `wins in 3`,
    /// `loses in 2`, `won`, `lost`. (The record keeps the English of [`fmt::Display`].)
    pub fn message(&self) -> Message {
        match *self {
            Evaluation::Expected(v) => {
                Message::new("eval-expected").decimal("percent", f64::from(permille(v)) / 10.0, 1)
            }
            Evaluation::WinsIn(0) => Message::new("eval-won"),
            Evaluation::WinsIn(n) => Message::new("eval-wins-in").count("moves", n),
            Evaluation::LosesIn(0) => Message::new("eval-lost"),
            Evaluation::LosesIn(n) => Message::new("eval-loses-in").count("moves", n),
        }
    }
}

impl fmt::Display for Evaluation {
    /// `62.4%`, `wins in 3`, `loses in 2`, `won`, `lost`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Evaluation::Expected(v) => {
                let p = permille(v);
                write!(f, "{}.{}%", p / 10, p % 10)
            }
            Evaluation::WinsIn(0) => f.write_str("won"),
            Evaluation::WinsIn(n) => write!(f, "wins in {n}"),
            Evaluation::LosesIn(0) => f.write_str("lost"),
            Evaluation::LosesIn(n) => write!(f, "loses in {n}"),
        }
    }
}

fn permille(rate: f32) -> u32 {
    (rate.clamp(0.0, 1.0) * 1000.0).round() as u32
}

fn from_permille(p: u32) -> f32 {
    p as f32 / 1000.0
}
