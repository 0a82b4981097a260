//! What the game screen draws: the board state in one call (the shared board, plus the
//! search, the hint, the notice and which commands apply) and what perfect play proves
//! about the game, worked out on a thread of its own so that reading the state never
//! searches.

use std::sync::Arc;

use alquerque_core::engine::Known;
use alquerque_core::Game;
use alquerque_text::Message;

use super::actions::{action_bar, more_actions, ActionButton, ActionFacts};
use super::bars::{MoveChip, PlayerBar, ResultCard};
use super::search::SearchKind;
use super::{lock, player_of, Shared, State};
use crate::board::cues::Feedback;
use crate::board::picture::Board;
use crate::board::records::{
    move_rows, BoardState, FirstGameChoice, GameOverAction, GameOverOffer, GameStatus, HintCommand,
    MoveRow, Player,
};
use crate::board::words;
use crate::rules::RulesState;
use crate::runtime::language::say;
use crate::runtime::tables::endgame_tables;

/// Everything the game screen shows, computed in one call: the board, the lines around it,
/// the moves, and which commands apply.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct GameState {
    /// The board.
    pub board: BoardState,
    /// How the game stands.
    pub status: GameStatus,
    /// The status line: whose turn, thinking, or the result.
    pub status_text: String,
    /// The line under the board: what perfect play proves when the player asked for it (the
    /// option `show_proofs`), else why the game is unrated, else empty (the apps keep its
    /// room, so the board does not move). Never the engine's figures: a game in progress
    /// shows nothing of the search.
    pub caption: String,
    /// The notice slot: why the last action did nothing, that a save failed, that a record
    /// was opened, else the hint found, else nothing. A tap on it dismisses it.
    pub message: Option<String>,
    /// What the hint command offers now (its button's state and what a press does:
    /// [`GameSession::press_hint`](crate::GameSession::press_hint)).
    pub hint_command: HintCommand,
    /// A search (the AI's move or a hint) is running.
    pub thinking: bool,
    /// The moves of the game as shown: numbered turns of two moves.
    pub move_rows: Vec<MoveRow>,
    /// Whether undo would do something (take back moves, or an opened record).
    pub can_undo: bool,
    /// Whether redo would do something.
    pub can_redo: bool,
    /// Whether there is a game to review (at least one move).
    pub can_review: bool,
    /// What the game-over screen offers, side by side in this order: play again with the same
    /// sides, with the sides swapped, and the review (empty while the game goes on).
    pub game_over: Vec<GameOverOffer>,
    /// What to play and say once for the last change that moved no piece (a selection, a
    /// jump entered, a refusal): see [`CueGate`](crate::CueGate).
    pub feedback: Feedback,
    /// New game would end a game in progress: ask first.
    pub confirm_new_game: bool,
    /// What asking first says: the game in progress will end, and whether it then counts as
    /// a loss (a game against the computer that both sides have moved in).
    pub leave_text: String,
    /// The first launch's question, while it is open: the choice to offer first.
    pub first_game: Option<FirstGameChoice>,
    /// The options' rules differ from the game's: they apply from the next new game.
    pub rules_change_next_game: bool,
    /// A bar for each player, in the order drawn: above the board, then below it (see
    /// `bars.rs`).
    pub players: Vec<PlayerBar>,
    /// Whose move it is in a few words: `Your move`, `Beginner is thinking…`; the result once
    /// the game is over.
    pub turn_line: String,
    /// The moves as a strip of plies.
    pub move_strip: Vec<MoveChip>,
    /// Once the game is over: the card shown over the board (which keeps its size).
    pub result_card: Option<ResultCard>,
    /// The bar under the board, in reach of a thumb: New game, Undo, Hint (or Stop), More;
    /// each with its label and whether it does something now.
    pub actions: Vec<ActionButton>,
    /// What the bar's More holds: Redo, the review, the analysis board, the rules, the game
    /// record.
    pub more_actions: Vec<ActionButton>,
}

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
        let known = Known::quick_with(&game, endgame_tables().as_deref());
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
    /// Whether perfect play is worth asking about: only when the player asked to see it,
    /// and nothing is proved under rules with draws or once the game is over.
    pub(super) fn wants_known(&self) -> bool {
        self.options.show_proofs && !self.game.rules().has_draws() && !self.status().is_over()
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

    /// The line above the board. Once the game is over the result card over the board says
    /// the result and why (and a screen reader hears both with the last move), so the line
    /// only says that the game is over, never the card's words again.
    fn status_text(&self) -> Message {
        if self.status().is_over() {
            return Message::new("status-game-over");
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

    pub(super) fn game_state(&self) -> GameState {
        let human = self.human_to_move();
        // Only the person to move may tap: for the AI, nothing is selectable.
        let moves = if human {
            self.legal_moves()
        } else {
            Vec::new()
        };
        let options = &self.options;
        let flipped = options.white != Player::Human && options.black == Player::Human;
        let board = Board {
            game: &self.game,
            entry: &self.entry,
            moves: &moves,
            show_targets: options.show_targets,
            show_notation: options.show_notation,
            hint_piece: None,
            show_bans: false,
            hint: self.hint.clone(),
            // The person's side at the bottom when they play Black against the AI or a friend.
            flipped: options.white != Player::Human && options.black == Player::Human,
        }
        .state();
        let over = self.status().is_over();
        let searching = self.search.as_ref().map(|s| s.kind);
        let has_moves = !self.game.moves().is_empty();
        let notice = self.notice.as_ref().map(say);
        let hint_text = self
            .hint
            .as_ref()
            .map(|h| say(&Message::new("notice-hint").notation("move", &h.notation)));
        let move_list: Vec<String> = self.game.moves().iter().map(|m| m.to_string()).collect();
        let hint_command = match searching {
            Some(SearchKind::Hint) => HintCommand::Stop,
            None if human => HintCommand::Hint,
            _ => HintCommand::Unavailable,
        };
        let facts = ActionFacts {
            // Never a move already sent to a friend (see `friend.rs`).
            can_undo: (self.game.can_undo() && self.friend_may_undo()) || self.can_undo_record(),
            can_redo: self.game.can_redo(),
            can_review: has_moves,
            hint: hint_command,
        };
        GameState {
            board,
            status: self.status().into(),
            status_text: say(&self.status_text()),
            caption: self.caption(over),
            // A notice first (a refusal's reason, a save that failed), else the hint found.
            message: notice.or(hint_text),
            hint_command,
            thinking: searching.is_some(),
            move_rows: move_rows(&move_list, self.game.start().turn()),
            can_undo: facts.can_undo,
            can_redo: facts.can_redo,
            can_review: facts.can_review,
            game_over: if over {
                self.game_over_offers(has_moves)
            } else {
                Vec::new()
            },
            feedback: self.feedback.clone(),
            confirm_new_game: has_moves && !over,
            leave_text: say(&self.leave_text()),
            first_game: self
                .first_game
                .then(|| FirstGameChoice::preselected(options)),
            rules_change_next_game: self.rules_change_next_game(),
            players: self.player_bars(flipped),
            turn_line: self.turn_line(),
            move_strip: self.move_strip(),
            result_card: self.result_card(true),
            actions: action_bar(&facts),
            more_actions: more_actions(&facts),
        }
    }

    /// The options' rules differ from the game's: they apply from the next new game.
    pub(super) fn rules_change_next_game(&self) -> bool {
        let rules = self.game.rules();
        (rules.variant, rules.reversal_allowed)
            != (self.options.variant, self.options.reversal_allowed)
    }

    /// The rules screen for the game being played.
    pub(super) fn rules_state(&self) -> RulesState {
        RulesState::of(self.game.rules(), self.rules_change_next_game())
    }

    /// The line under the board: what perfect play proves if asked for, else why the game is
    /// unrated, else nothing.
    fn caption(&self, over: bool) -> String {
        let known = self.known_text(over);
        if !known.is_empty() {
            return known;
        }
        self.unrated_note().as_ref().map(say).unwrap_or_default()
    }

    /// What perfect play proves about the game in progress, in words (empty when nothing is
    /// proved, while it is being worked out, once the game is over, or when the player did
    /// not ask to see it).
    fn known_text(&self, over: bool) -> String {
        match self.known_now() {
            Some(k) if !over && self.options.show_proofs => {
                k.text().as_ref().map(say).unwrap_or_default()
            }
            _ => String::new(),
        }
    }
}
