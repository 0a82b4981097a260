//! The levels as the new-game and options screens offer them: each with its words and its
//! measured rating.

use alquerque_core::engine::Level;
use alquerque_text::Message;

use crate::board::records::{AiLevel, Player};
use crate::runtime::language::say;

/// A level for the options screen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LevelInfo {
    /// The level.
    pub level: AiLevel,
    /// Its title, e.g. "Hard".
    pub title: String,
    /// How it plays, in one sentence.
    pub description: String,
    /// What to expect against it, in one honest sentence (for choosing an opponent).
    pub outlook: String,
    /// Its rating on the levels' ladder (the core's measured figures), rounded to tens.
    pub rating: i32,
    /// The rating in words for the picker, next to the description: `Rated about 1500`.
    pub rating_text: String,
}

/// Every AI level, weakest first, with titles, descriptions and ratings for menus.
#[uniffi::export]
pub fn ai_levels() -> Vec<LevelInfo> {
    Level::ALL
        .iter()
        .map(|&l| {
            let (rating, rating_text) = crate::statistics::level_rating_words(l);
            LevelInfo {
                level: l,
                title: say(&l.title()),
                description: say(&l.description()),
                outlook: say(&l.outlook()),
                rating,
                rating_text,
            }
        })
        .collect()
}

/// A player the options offer for a side, with the words its picker shows.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayerChoice {
    /// The player.
    pub player: Player,
    /// Its name in the picker: `Human`, `AI: Hard`.
    pub title: String,
    /// What to expect, under the picker: how the level plays and its rating.
    pub description: String,
}

/// The players the options offer for each side, in the pickers' order: a person on this
/// device, then each AI level, weakest first. Decided once for both phones.
#[uniffi::export]
pub fn player_choices() -> Vec<PlayerChoice> {
    let person = PlayerChoice {
        player: Player::Human,
        title: say(&Message::new("player-human")),
        description: say(&Message::new("player-human-description")),
    };
    let levels = Level::ALL
        .iter()
        .zip(ai_levels())
        .map(|(&l, info)| PlayerChoice {
            player: Player::Ai { level: l },
            title: say(&Message::new("player-ai").message("level", l.title())),
            description: format!("{}\n{}", info.description, info.rating_text),
        });
    std::iter::once(person).chain(levels).collect()
}

/// The player at `index` of [`player_choices`], without their words (`None` past the list):
/// the inverse of [`player_choice_index`], for a pick made on a list the phone drew.
pub(crate) fn player_at(index: u32) -> Option<Player> {
    match index.checked_sub(1) {
        None => Some(Player::Human),
        Some(i) => Level::ALL
            .get(i as usize)
            .map(|&level| Player::Ai { level }),
    }
}

/// Where `player` stands in [`player_choices`]: a friend far away, who plays only in a game
/// with a friend (whose screen has no options), reads as the person.
#[uniffi::export]
pub fn player_choice_index(player: Player) -> u32 {
    match player {
        Player::Human | Player::Friend => 0,
        Player::Ai { level } => 1 + Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choices_are_the_person_then_every_level_and_each_player_finds_its_place() {
        let choices = player_choices();
        assert_eq!(choices.len(), 1 + Level::ALL.len());
        assert_eq!(choices[0].player, Player::Human);
        for (i, choice) in choices.iter().enumerate() {
            assert_eq!(
                player_choice_index(choice.player),
                i as u32,
                "{}",
                choice.title
            );
            assert!(!choice.title.is_empty() && !choice.description.is_empty());
            assert_eq!(player_at(i as u32), Some(choice.player), "{}", choice.title);
        }
        assert_eq!(player_at(choices.len() as u32), None);
        assert_eq!(player_at(u32::MAX), None);
        assert_eq!(player_choice_index(Player::Friend), 0);
        assert!(choices[1].title.contains(&say(&Level::ALL[0].title())));
    }
}
