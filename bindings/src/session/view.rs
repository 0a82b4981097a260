//! What the apps draw: the board state in one call (points, selection, targets, last move,
//! status line, buttons) and what perfect play proves about the game.

use alquerque_core::engine::Known;
use alquerque_core::Move;

use super::search::SearchKind;
use super::{player_of, State};
use crate::types::{BoardState, MoveInfo, Player};

impl State {
    /// Works out what perfect play proves about the current position, unless it is known.
    /// Nothing is proved under rules with draws, so no search is made there. Each position
    /// gets a fresh search, so what is shown depends on the position (and the one before it)
    /// alone, never on the way the session went.
    pub(super) fn refresh_known(&mut self) {
        let keys = |i: usize| {
            self.game
                .positions()
                .iter()
                .rev()
                .nth(i)
                .map_or(0, |p| p.key())
        };
        let now = (keys(1), keys(0));
        if self.known.is_some_and(|(k, _)| k == now) {
            return;
        }
        let known = if self.game.rules().has_draws() {
            Known::default()
        } else {
            Known::quick(&self.game)
        };
        self.known = Some((now, known));
    }

    /// The line under the board when nothing is searched: what perfect play proves, if
    /// anything (empty otherwise).
    pub(super) fn known_text(&self) -> String {
        match self.known {
            Some((_, known)) if !self.status().is_over() => known.text().unwrap_or_default(),
            _ => String::new(),
        }
    }

    pub(super) fn status_text(&self) -> String {
        let status = self.status();
        if status.is_over() {
            return status.to_string();
        }
        let side = self.game.turn();
        let ai = player_of(&self.options, side) != Player::Human;
        if let Some(s) = &self.search {
            return match s.kind {
                SearchKind::Move => format!("{side} (AI) is thinking…"),
                SearchKind::Hint => "Looking for a good move…".to_string(),
            };
        }
        if ai {
            return format!("{side} (AI) to move");
        }
        if self.entry.is_jumping() {
            return format!("{side} to move: keep jumping");
        }
        if self.game.position().has_capture() {
            format!("{side} to move: a capture is compulsory")
        } else {
            format!("{side} to move")
        }
    }

    pub(super) fn board_state(&self) -> BoardState {
        let last = self.game.moves().last().map(|&m| {
            let mover = self.game.positions()[self.game.moves().len() - 1].turn();
            MoveInfo::new(m, mover)
        });
        // Only the person to move may tap: for the AI, nothing is selectable.
        let moves = if self.human_to_move() {
            self.legal_moves()
        } else {
            Vec::new()
        };
        let points = self.entry.point_states(
            self.game.position(),
            &moves,
            last.as_ref(),
            self.options.show_targets,
            None,
        );
        let rules = self.game.rules();
        BoardState {
            points,
            side_to_move: self.game.turn(),
            status: self.status().into(),
            status_text: self.status_text(),
            known_text: self.known_text(),
            human_to_move: self.human_to_move(),
            ai_to_move: self.ai_to_move(),
            thinking: self.search.is_some(),
            must_capture: !self.status().is_over() && self.game.position().has_capture(),
            keep_jumping: self.entry.is_jumping(),
            pending_path: if self.entry.is_jumping() {
                self.entry.path().iter().map(|s| s.index() as i32).collect()
            } else {
                Vec::new()
            },
            last_move: last,
            move_list: self.game.moves().iter().map(Move::to_string).collect(),
            first_to_move: self.game.start().turn(),
            can_undo: self.game.can_undo(),
            can_redo: self.game.can_redo(),
            variant: rules.variant,
            reversal_allowed: rules.reversal_allowed,
        }
    }
}
