//! The game screen's actions, decided once for both phones: the bar under the board, in reach
//! of a thumb (New game, Undo, Hint, More), and what More holds. Each comes with its words and
//! whether it does something now, so a shell draws a real disabled state and never works out
//! on its own which action applies.

use alquerque_text::Message;

use crate::board::records::HintCommand;
use crate::runtime::language::say;

/// What an action of the game screen does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameAction {
    /// A new game (asking first when one is in progress: `GameState::confirm_new_game`).
    NewGame,
    /// Take back the last move (or an opened record).
    Undo,
    /// The hint command: its words say whether a press asks for a hint or stops one
    /// ([`HintCommand`]); a press is `GameSession::press_hint` either way.
    Hint,
    /// Opens the menu of the rest ([`GameState::more_actions`](super::GameState::more_actions)).
    More,
    /// Play again a move taken back.
    Redo,
    /// The review of the game.
    Review,
    /// The analysis board at the game's position.
    Analysis,
    /// The rules of the game being played.
    Rules,
    /// The game record: share it, open one, paste one (each phone's own way of moving text).
    GameRecord,
}

/// One action as a button or a menu item.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ActionButton {
    /// What a press does.
    pub action: GameAction,
    /// Its short label: `Undo`, `Hint`, `Stop`.
    pub title: String,
    /// Whether a press does something now; a disabled action is drawn dimmed, not hidden, so
    /// the bar never moves.
    pub enabled: bool,
}

/// What the actions depend on, as the game state has it.
pub(super) struct ActionFacts {
    pub can_undo: bool,
    pub can_redo: bool,
    pub can_review: bool,
    pub hint: HintCommand,
}

fn button(action: GameAction, id: &'static str, enabled: bool) -> ActionButton {
    ActionButton {
        action,
        title: say(&Message::new(id)),
        enabled,
    }
}

/// The bar under the board, in its order: New game, Undo, Hint (or Stop while a hint is
/// searched for), More.
pub(super) fn action_bar(facts: &ActionFacts) -> Vec<ActionButton> {
    let hint_words = match facts.hint {
        HintCommand::Stop => "action-stop",
        HintCommand::Hint | HintCommand::Unavailable => "action-hint",
    };
    vec![
        button(GameAction::NewGame, "action-new-game", true),
        button(GameAction::Undo, "action-undo", facts.can_undo),
        button(
            GameAction::Hint,
            hint_words,
            facts.hint != HintCommand::Unavailable,
        ),
        button(GameAction::More, "action-more", true),
    ]
}

/// What More holds, in its order: Redo, the review, the analysis board, the rules, the game
/// record.
pub(super) fn more_actions(facts: &ActionFacts) -> Vec<ActionButton> {
    vec![
        button(GameAction::Redo, "action-redo", facts.can_redo),
        button(GameAction::Review, "action-review", facts.can_review),
        button(GameAction::Analysis, "action-analysis", true),
        button(GameAction::Rules, "action-rules", true),
        button(GameAction::GameRecord, "action-game-record", true),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(can_undo: bool, can_redo: bool, can_review: bool, hint: HintCommand) -> ActionFacts {
        ActionFacts {
            can_undo,
            can_redo,
            can_review,
            hint,
        }
    }

    fn shown(buttons: &[ActionButton]) -> Vec<(GameAction, &str, bool)> {
        buttons
            .iter()
            .map(|b| (b.action, b.title.as_str(), b.enabled))
            .collect()
    }

    #[test]
    fn the_bar_holds_new_undo_hint_and_more_each_enabled_when_it_does_something() {
        let _english = crate::runtime::language::hold_english();
        let start = facts(false, false, false, HintCommand::Hint);
        assert_eq!(
            shown(&action_bar(&start)),
            [
                (GameAction::NewGame, "New game", true),
                (GameAction::Undo, "Undo", false),
                (GameAction::Hint, "Hint", true),
                (GameAction::More, "More", true),
            ]
        );
        // While a hint is searched for, the same place stops it; on the computer's turn it
        // stays in place, disabled.
        let searching = facts(true, false, true, HintCommand::Stop);
        let bar = action_bar(&searching);
        assert_eq!(
            shown(&bar)[1..3],
            [
                (GameAction::Undo, "Undo", true),
                (GameAction::Hint, "Stop", true)
            ]
        );
        let waiting = facts(true, false, true, HintCommand::Unavailable);
        let bar = action_bar(&waiting);
        assert_eq!(shown(&bar)[2], (GameAction::Hint, "Hint", false));
    }

    #[test]
    fn more_holds_the_rest_and_disables_what_does_nothing_yet() {
        let _english = crate::runtime::language::hold_english();
        let start = facts(false, false, false, HintCommand::Hint);
        assert_eq!(
            shown(&more_actions(&start)),
            [
                (GameAction::Redo, "Redo", false),
                (GameAction::Review, "Review game", false),
                (GameAction::Analysis, "Analysis board", true),
                (GameAction::Rules, "Rules", true),
                (GameAction::GameRecord, "Game record", true),
            ]
        );
        let taken_back = facts(true, true, true, HintCommand::Hint);
        let buttons = more_actions(&taken_back);
        let more = shown(&buttons);
        assert_eq!(more[0], (GameAction::Redo, "Redo", true));
        assert_eq!(more[1], (GameAction::Review, "Review game", true));
    }
}
