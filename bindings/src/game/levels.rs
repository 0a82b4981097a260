//! The levels as the new-game and options screens offer them: each with its words and its
//! measured rating.

use alquerque_core::engine::Level;

use crate::board::records::AiLevel;
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
