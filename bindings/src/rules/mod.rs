//! The rules screen: the rules of the game being played, in the core's words, titled by its
//! variant, with the starting position drawn and a note when the options' rules differ.

use alquerque_core::{Position, Rules};
use alquerque_text::Message;

use crate::board::picture::picture_points;
use crate::board::records::{PointState, Variant};
use crate::runtime::language::say;

/// Everything the rules screen shows.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RulesState {
    /// The rules the page explains: the game's variant.
    pub variant: Variant,
    /// And whether the game allows reversal.
    pub reversal_allowed: bool,
    /// The heading: the variant, e.g. `Standard, reversal allowed`.
    pub title: String,
    /// The rules, one paragraph per entry.
    pub paragraphs: Vec<String>,
    /// The starting position under these rules, a1 to e5, drawn as a picture.
    pub start: Vec<PointState>,
    /// Said when the options' rules differ from the game's: they apply from the next game.
    pub next_game_note: Option<String>,
}

impl RulesState {
    /// The rules screen for a game played under `rules`; `next_game_differs`: the options'
    /// rules are not these, and apply from the next new game.
    pub(crate) fn of(rules: Rules, next_game_differs: bool) -> RulesState {
        let variant = rules.variant.title();
        RulesState {
            variant: rules.variant,
            reversal_allowed: rules.reversal_allowed,
            title: say(&if rules.reversal_allowed {
                Message::new("rules-title-with-reversal").message("variant", variant)
            } else {
                variant
            }),
            paragraphs: rules.description().iter().map(say).collect(),
            start: picture_points(&Position::new(rules)),
            next_game_note: next_game_differs.then(|| say(&Message::new("rules-next-game"))),
        }
    }
}

/// The rules in words for the given options, one paragraph per entry (the apps read them
/// from [`RulesState`]).
#[cfg(feature = "testing")]
#[uniffi::export]
pub fn rules_text(variant: crate::board::records::Variant, reversal_allowed: bool) -> Vec<String> {
    RulesState::of(Rules::new(variant, reversal_allowed), false).paragraphs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_title_names_the_variant_and_reversal_and_the_note_shows_a_difference() {
        let _english = crate::runtime::language::hold_english();
        let plain = RulesState::of(Rules::default(), false);
        assert_eq!(plain.next_game_note, None);
        assert_eq!(plain.start.len(), 25);
        assert!(!plain.paragraphs.is_empty());
        let with = RulesState::of(Rules::new(Variant::Standard, true), true);
        assert!(with.title.starts_with(&plain.title) && with.title.len() > plain.title.len());
        assert!(with.next_game_note.is_some(), "the options differ");
        assert_ne!(
            with.paragraphs, plain.paragraphs,
            "reversal changes what is said"
        );
    }

    #[test]
    fn the_paragraphs_follow_the_rules() {
        let _english = crate::runtime::language::hold_english();
        let text = |variant, reversal| {
            RulesState::of(Rules::new(variant, reversal), false)
                .paragraphs
                .join(" ")
        };
        assert!(text(Variant::Standard, false).contains("may not step straight back"));
        assert!(text(Variant::Standard, true).contains("draw"));
        assert!(text(Variant::Alfonso, false).contains("any direction"));
    }
}
