//! What the game screen says about the game around its board: a bar for each player (who,
//! pieces left, whose turn), one short line of whose move it is ("Your move", "Beginner is
//! thinking…"), the moves as a strip of plies, and once the game is over a result card (the
//! result for the person, why, and what to do next, Review first). Additions to the
//! [`GameState`](super::GameState) the apps draw.

use alquerque_core::{Color, Status};
use alquerque_text::Message;

use super::search::SearchKind;
use super::{player_of, State};
use crate::board::records::{Player, Side};
use crate::runtime::language::say;

/// One player's bar, above or below the board.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayerBar {
    /// The side they play.
    pub side: Side,
    /// `You`, `Beginner`, `White`, `Your friend`.
    pub name: String,
    /// `Rated about 800` for a level; empty otherwise.
    pub detail: String,
    /// Their pieces on the board.
    pub pieces_left: u32,
    /// `12 pieces`.
    pub pieces_text: String,
    /// It is their turn (the bar stands out).
    pub to_move: bool,
    /// The computer is thinking for them (a quiet indicator, nothing else).
    pub thinking: bool,
}

/// One ply of the moves strip.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MoveChip {
    /// The ply, from 0.
    pub ply: u32,
    /// The turn's number before White's move (`1.`), else `None`.
    pub number: Option<String>,
    /// The move, e.g. `c2-c3`.
    pub text: String,
    /// Who played it.
    pub side: Side,
    /// The last move played (the strip shows it, scrolled into view).
    pub last: bool,
}

/// What the result card offers.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ResultAction {
    /// The review of the game (the primary action).
    Review,
    /// The same players again.
    PlayAgain,
    /// The sides swapped.
    SwapSides,
    /// The new-game sheet, to choose another level.
    ChangeLevel,
}

/// One button of the result card.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ResultButton {
    /// What it does.
    pub action: ResultAction,
    /// `Review`.
    pub title: String,
    /// The card's next step, drawn filled (Review when there is a move to review).
    pub primary: bool,
}

/// The end of the game, shown as a card over the board (the board keeps its size).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ResultCard {
    /// `You won`, `Beginner won`, `White won`, `Draw`.
    pub title: String,
    /// Why: `White wins: Black has no pieces left.`
    pub reason: String,
    /// The rating's change, `Rating 1760 → 1790, +30`, or `Unrated game: you took a hint.`; `None`
    /// for a game the rating does not count, or until the change is known.
    pub rating_text: Option<String>,
    /// The buttons, in order, the primary one first.
    pub buttons: Vec<ResultButton>,
}

fn side_name(side: Color) -> Message {
    Message::new("bar-side").choice("side", side.keyword())
}

impl State {
    /// What to call the player of `side`, and the line under the name.
    fn player_words(&self, side: Color) -> (Message, String) {
        let other = player_of(&self.options, side.other());
        match player_of(&self.options, side) {
            Player::Ai { level } => (
                level.title(),
                crate::statistics::level_rating_words(level).1,
            ),
            Player::Friend => (Message::new("bar-your-friend"), String::new()),
            // A person against the computer or a friend is "You"; two people, their colours.
            Player::Human if other != Player::Human => (Message::new("bar-you"), String::new()),
            Player::Human => (side_name(side), String::new()),
        }
    }

    /// The two bars, in the order drawn: the top one, then the bottom one (the person's side
    /// when the board is turned for them, else White).
    pub(super) fn player_bars(&self, flipped: bool) -> Vec<PlayerBar> {
        let over = self.status().is_over();
        let thinking = matches!(self.search.as_ref().map(|s| s.kind), Some(SearchKind::Move));
        let bottom = if flipped { Color::Black } else { Color::White };
        [bottom.other(), bottom]
            .into_iter()
            .map(|side| {
                let (name, detail) = self.player_words(side);
                let pieces = self.game.position().pieces(side).count();
                let to_move = !over && self.game.turn() == side;
                PlayerBar {
                    side,
                    name: say(&name),
                    detail,
                    pieces_left: pieces,
                    pieces_text: say(&Message::new("bar-pieces").count("count", pieces as i64)),
                    to_move,
                    thinking: to_move && thinking,
                }
            })
            .collect()
    }

    /// The one line of whose move it is: `Your move`, `Beginner is thinking…`, `White to
    /// move`; the result once the game is over.
    pub(super) fn turn_line(&self) -> String {
        if let Some(card) = self.result_card(false) {
            return card.title;
        }
        let side = self.game.turn();
        let message = match (
            self.search.as_ref().map(|s| s.kind),
            player_of(&self.options, side),
        ) {
            (Some(SearchKind::Hint), _) => Message::new("status-hint-searching"),
            (_, Player::Ai { .. }) => {
                Message::new("turn-thinking").message("player", self.player_words(side).0)
            }
            (_, Player::Friend) => Message::new("turn-friend"),
            (_, Player::Human) if player_of(&self.options, side.other()) == Player::Human => {
                Message::new("status-to-move").choice("side", side.keyword())
            }
            (_, Player::Human) => Message::new("turn-yours"),
        };
        say(&message)
    }

    /// The moves as a strip of plies, numbered before each White move.
    pub(super) fn move_strip(&self) -> Vec<MoveChip> {
        let moves = self.game.moves();
        let mut side = self.game.start().turn();
        let mut turn = 1;
        moves
            .iter()
            .enumerate()
            .map(|(ply, mv)| {
                let chip = MoveChip {
                    ply: ply as u32,
                    number: (side == Color::White || ply == 0).then(|| {
                        if side == Color::White {
                            format!("{turn}.")
                        } else {
                            format!("{turn}…")
                        }
                    }),
                    text: mv.to_string(),
                    side,
                    last: ply + 1 == moves.len(),
                };
                if side == Color::Black {
                    turn += 1;
                }
                side = side.other();
                chip
            })
            .collect()
    }

    /// The result card once the game is over (`None` while it goes on): the result as the
    /// person sees it, why, and Review (primary when there is a move to review), Play again,
    /// Swap sides and Change level where they apply (a game with a friend is played again
    /// from the list of such games).
    pub(super) fn result_card(&self, with_buttons: bool) -> Option<ResultCard> {
        let status = self.status();
        let title = match status {
            Status::Ongoing => return None,
            Status::Drawn(_) => Message::new("result-draw"),
            Status::Won { winner, .. } => {
                let (w, l) = (
                    player_of(&self.options, winner),
                    player_of(&self.options, winner.other()),
                );
                match (w, l) {
                    (Player::Human, Player::Human) => {
                        Message::new("result-side-won").choice("side", winner.keyword())
                    }
                    (Player::Human, _) => Message::new("result-you-won"),
                    (_, Player::Human) => Message::new("result-you-lost"),
                    _ => Message::new("result-player-won")
                        .message("player", self.player_words(winner).0),
                }
            }
        };
        let mut buttons = Vec::new();
        if with_buttons {
            let has_moves = !self.game.moves().is_empty();
            let again = self.friend.is_none();
            let swap = again && self.options.white != self.options.black;
            let against_computer = again
                && [self.options.white, self.options.black]
                    .iter()
                    .any(|p| matches!(p, Player::Ai { .. }));
            for (action, offered, id) in [
                (ResultAction::Review, has_moves, "game-over-review"),
                (ResultAction::PlayAgain, again, "game-over-play-again"),
                (ResultAction::SwapSides, swap, "game-over-swap-sides"),
                (
                    ResultAction::ChangeLevel,
                    against_computer,
                    "result-change-level",
                ),
            ] {
                if offered {
                    buttons.push(ResultButton {
                        action,
                        title: say(&Message::new(id)),
                        primary: false,
                    });
                }
            }
            if let Some(first) = buttons.first_mut() {
                first.primary = true;
            }
        }
        Some(ResultCard {
            title: say(&title),
            reason: say(&status.message()),
            rating_text: self.rating_line().as_ref().map(say),
            buttons,
        })
    }
}
