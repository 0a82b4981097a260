//! What perfect play says about a game, for the front ends: who wins from the current
//! position, whether the last move threw a won game away, and the winning move a hint gives.

use alquerque_text::Message;

use std::sync::atomic::AtomicBool;

use super::analysis::fastest_win_with;
use super::tunables::{ANALYSIS_BUDGET, QUICK_PROOF_EXPANSIONS, QUICK_PROOF_TABLE_BYTES};
use crate::board::color::Color;
use crate::board::moves::Move;
use crate::board::position::Position;
use crate::game::Game;
use crate::proof::perfect::{certificate_move, proven_winner};
use crate::search::dfpn::Dfpn;
use crate::tables::{winning_move, Probe};

/// What perfect play says about a game, where it is proved: who wins from the current position,
/// and whether the last move threw a won game away. Shown by the hint, the review and the apps'
/// status; always empty under rules with draws, where nothing is proved.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Known {
    /// The side that wins from the current position against any defence.
    pub winner: Option<Color>,
    /// The side whose last move turned a proven win into a proven loss.
    pub gave_away: Option<Color>,
    /// A proven winning move, when the side to move is the winner: what a hint should say.
    pub winning_move: Option<Move>,
}

impl Known {
    /// The expansions per position of the front ends' question after each move
    /// ([`Known::quick`]): a few milliseconds on a phone, enough for the shipped proof's lines
    /// and small endgames.
    pub const QUICK: u64 = QUICK_PROOF_EXPANSIONS;

    /// What is proved about `game` by the quick question the front ends ask after every move:
    /// [`Known::QUICK`] expansions per position in a table made afresh, so that the answer
    /// depends on the position (and the one before it) alone.
    ///
    /// ```
    /// use alquerque_core::engine::Known;
    /// use alquerque_core::{Color, Game, PositionText, Rules};
    ///
    /// let pos = "-----/--b--/-b---/-w---/----- w - 0"
    ///     .parse::<PositionText>()
    ///     .and_then(|t| t.into_position(Rules::default()))
    ///     .unwrap();
    /// let known = Known::quick(&Game::from_position(pos));
    /// assert_eq!(known.winner, Some(Color::White));
    /// assert_eq!(known.winning_move.unwrap().to_string(), "b2-b4-d4");
    /// let text = known.text().unwrap();
    /// assert_eq!(text.render(alquerque_text::Language::English), "White wins with perfect play");
    /// // Under rules with draws nothing is proved.
    /// assert_eq!(Known::quick(&Game::new(Rules::with_reversal())), Known::default());
    /// ```
    pub fn quick(game: &Game) -> Known {
        Known::quick_with(game, None)
    }

    /// [`Known::quick`], asking `tables` first: where they answer for a position, who wins
    /// there and the fastest winning move come from them at once, exact whatever its
    /// distance; elsewhere the proof search answers as before.
    ///
    /// ```
    /// use alquerque_core::engine::Known;
    /// use alquerque_core::tables::shipped;
    /// use alquerque_core::{Color, Game, PositionText, Rules};
    ///
    /// let pos = "--b--/-----/-----/-w---/w---b w - 0"
    ///     .parse::<PositionText>()
    ///     .and_then(|t| t.into_position(Rules::default()))
    ///     .unwrap();
    /// let tables = shipped().unwrap();
    /// let known = Known::quick_with(&Game::from_position(pos), Some(&tables));
    /// assert_eq!(known.winner, Some(Color::White));
    /// assert!(known.winning_move.is_some());
    /// ```
    pub fn quick_with(game: &Game, tables: Option<&dyn Probe>) -> Known {
        let mut dfpn = Dfpn::new(QUICK_PROOF_TABLE_BYTES);
        Known::of_with(game, &mut dfpn, Known::QUICK, tables)
    }

    /// What is proved about `game` within `max_expansions` of search per position looked at
    /// (the current one and, for [`Known::gave_away`], the one before the last move). The
    /// shipped proof answers along its lines at once; a few thousand expansions keep this
    /// quick enough to call after every move.
    ///
    /// For callers that keep the proof table between moves (the table is one of the crate's
    /// insides: `internals`); the front ends call [`Known::quick`].
    #[doc(hidden)]
    pub fn of(game: &Game, dfpn: &mut Dfpn, max_expansions: u64) -> Known {
        Known::of_with(game, dfpn, max_expansions, None)
    }

    /// [`Known::of`], asking `tables` first at each position looked at.
    #[doc(hidden)]
    pub fn of_with(
        game: &Game,
        dfpn: &mut Dfpn,
        max_expansions: u64,
        tables: Option<&dyn Probe>,
    ) -> Known {
        let mut winner_of = |pos: &Position| match tables.and_then(|t| t.wins(pos)) {
            Some(true) => Some(pos.turn()),
            Some(false) => Some(pos.turn().other()),
            None => proven_winner(pos, dfpn, max_expansions, tables, &AtomicBool::new(false)),
        };
        let winner = winner_of(game.position());
        let gave_away = match (winner, game.positions().iter().rev().nth(1)) {
            (Some(w), Some(before)) if before.turn() != w => {
                let mover = before.turn();
                (winner_of(before) == Some(mover)).then_some(mover)
            }
            _ => None,
        };
        let pos = game.position();
        // The fastest win the analysis board names, so that the hint never shows a longer way
        // than the list of moves does; else the proof's move, which keeps the win but may take
        // the long way round.
        let winning_move = (winner == Some(pos.turn()))
            .then(|| {
                fastest_win_with(pos, ANALYSIS_BUDGET, &AtomicBool::new(false), tables)
                    .map(|(mv, _)| mv)
                    .or_else(|| certificate_move(pos))
                    .or_else(|| tables.and_then(|t| winning_move(t, pos)))
                    .or_else(|| dfpn.cheapest_winning_move(pos))
            })
            .flatten();
        Known {
            winner,
            gave_away,
            winning_move,
        }
    }

    /// The sentence the front ends show, e.g. "White wins with perfect play", or "Black gave
    /// the win away: White wins with perfect play" (Black's last move did); `None` when
    /// nothing is known. Short enough for one line on a phone.
    pub fn text(&self) -> Option<Message> {
        let winner = self.winner?;
        Some(match self.gave_away {
            Some(_) => Message::new("known-gave-away").choice("winner", winner.keyword()),
            None => Message::new("known-wins").choice("winner", winner.keyword()),
        })
    }
}
