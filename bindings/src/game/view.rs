//! What the game screen draws: the board state in one call (the shared board, plus the
//! search, the hint, the notice and which commands apply) and what perfect play proves
//! about the game, worked out on a thread of its own so that reading the state never
//! searches.

use std::sync::Arc;

use alquerque_core::engine::Known;
use alquerque_core::Game;
use alquerque_text::Message;

use super::search::SearchKind;
use super::{lock, player_of, Shared, State};
use crate::board::picture::Board;
use crate::board::records::{
    BoardState, FirstGameChoice, GameOverAction, GameOverOffer, HintCommand, Player,
};
use crate::board::words;
use crate::runtime::language::say;

/// What perfect play proves about the position on screen, worked out once per position.
#[derive(Default)]
pub(super) struct KnownSlot {
    /// The keys of the position before the last move and the current one: what is proved
    /// depends on both (a move can give a win away).
    keys: Option<(u128, u128)>,
    /// What is proved about the position of `keys`, once known.
    value: Option<Known>,
    /// A thread is working it out.
    running: bool,
}

fn keys_of(game: &Game) -> (u128, u128) {
    let key = |i: usize| game.positions().iter().rev().nth(i).map_or(0, |p| p.key());
    (key(1), key(0))
}

/// Works out what is proved for the session's position until it stops changing, then tells
/// the observer.
fn work_out_known(shared: Arc<Shared>) {
    loop {
        let (keys, game) = {
            let mut st = lock(&shared);
            let keys = keys_of(&st.game);
            if (st.known.keys == Some(keys) && st.known.value.is_some()) || !st.wants_known() {
                st.known.running = false;
                return;
            }
            (keys, st.game.clone())
        };
        // Each position gets a fresh search, so what is shown depends on the position (and
        // the one before it) alone, never on the way the session went.
        let known = Known::quick(&game);
        let mut st = lock(&shared);
        if keys_of(&st.game) == keys {
            st.known = KnownSlot {
                keys: Some(keys),
                value: Some(known),
                running: true,
            };
            st.teller.tell(None);
        }
    }
}

impl State {
    /// Whether perfect play is worth asking about: nothing is proved under rules with draws
    /// or once the game is over.
    pub(super) fn wants_known(&self) -> bool {
        !self.game.rules().has_draws() && !self.status().is_over()
    }

    /// What is proved about the current position, if it is known yet.
    pub(super) fn known_now(&self) -> Option<Known> {
        self.known
            .value
            .filter(|_| self.known.keys == Some(keys_of(&self.game)))
    }

    /// Starts working out what perfect play proves about the current position, unless it is
    /// known or being worked out.
    pub(super) fn ensure_known(&mut self) {
        if !self.wants_known() || self.known_now().is_some() || self.known.running {
            return;
        }
        let Some(shared) = self.me.upgrade() else {
            return;
        };
        self.known.running = true;
        crate::runtime::threads::spawn("alquerque-known", move || work_out_known(shared));
    }

    fn status_text(&self) -> Message {
        let status = self.status();
        if status.is_over() {
            return status.message();
        }
        let side = self.game.turn().keyword();
        let id = if let Some(s) = &self.search {
            match s.kind {
                SearchKind::Move => "status-ai-thinking",
                SearchKind::Hint => "status-hint-searching",
            }
        } else if player_of(&self.options, self.game.turn()) == Player::Friend {
            "status-friend-to-move"
        } else if player_of(&self.options, self.game.turn()) != Player::Human {
            "status-ai-to-move"
        } else if self.entry.is_jumping() {
            "status-keep-jumping"
        } else if self.game.position().has_capture() {
            "status-must-capture"
        } else {
            "status-to-move"
        };
        Message::new(id).choice("side", side)
    }

    /// What the game-over screen offers, in order: Play again; Swap sides where the two sides
    /// are played differently (a person against the computer, or two levels); Review when
    /// there is a move to review.
    fn game_over_offers(&self, has_moves: bool) -> Vec<GameOverOffer> {
        let swap = self.options.white != self.options.black;
        // A game with a friend is played again from the list of such games, not over itself.
        let again = self.friend.is_none();
        [
            (GameOverAction::PlayAgain, again),
            (GameOverAction::SwapSides, swap && again),
            (GameOverAction::Review, has_moves),
        ]
        .into_iter()
        .filter(|&(_, offered)| offered)
        .map(|(action, _)| GameOverOffer {
            action,
            title: words::game_over_title(action).to_string(),
        })
        .collect()
    }

    pub(super) fn board_state(&self) -> BoardState {
        let human = self.human_to_move();
        // Only the person to move may tap: for the AI, nothing is selectable.
        let moves = if human {
            self.legal_moves()
        } else {
            Vec::new()
        };
        let options = &self.options;
        let board = Board {
            game: &self.game,
            entry: &self.entry,
            moves: &moves,
            show_targets: options.show_targets,
            show_notation: options.show_notation,
            hint_piece: None,
            // The person's side at the bottom when they play Black against the AI or a friend.
            flipped: options.white != Player::Human && options.black == Player::Human,
            status_text: say(&self.status_text()),
        }
        .state();
        let over = self.status().is_over();
        let searching = self.search.as_ref().map(|s| s.kind);
        let rules = self.game.rules();
        let has_moves = !self.game.moves().is_empty();
        let known = self.known_now();
        let known_text = match known {
            Some(k) if !over => k.text().as_ref().map(say).unwrap_or_default(),
            _ => String::new(),
        };
        let progress = self.progress.clone().filter(|_| searching.is_some());
        let hint_text = self
            .hint
            .as_ref()
            .map(|h| say(&Message::new("notice-hint").notation("move", &h.notation)));
        let notice = self.notice.as_ref().map(say);
        BoardState {
            // The search's progress while one runs, else what perfect play proves.
            caption: progress
                .as_ref()
                .map_or_else(|| known_text.clone(), |p| p.summary.clone()),
            // A notice first (a refusal's reason, a save that failed), else the hint found.
            message: notice.clone().or_else(|| hint_text.clone()),
            hint_command: match searching {
                Some(SearchKind::Hint) => HintCommand::Stop,
                None if human => HintCommand::Hint,
                _ => HintCommand::Unavailable,
            },
            known_text,
            thinking: searching.is_some(),
            hinting: searching == Some(SearchKind::Hint),
            progress,
            hint: self.hint.clone(),
            hint_text,
            notice,
            // Never a move already sent to a friend (see `friend.rs`).
            can_undo: (self.game.can_undo() && self.friend_may_undo()) || self.can_undo_record(),
            can_redo: self.game.can_redo(),
            can_hint: human && searching.is_none(),
            can_review: has_moves,
            game_over: if over {
                self.game_over_offers(has_moves)
            } else {
                Vec::new()
            },
            feedback: self.feedback.clone(),
            confirm_new_game: has_moves && !over,
            first_game: self
                .first_game
                .then(|| FirstGameChoice::preselected(options)),
            rules_change_next_game: (rules.variant, rules.reversal_allowed)
                != (options.variant, options.reversal_allowed),
            ..board
        }
    }
}
