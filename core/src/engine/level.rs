//! Strength levels: their names and words for players, and their engine parameters (the
//! values are in `tunables.rs`, with every other tunable).

use alquerque_text::Message;

use crate::unknown_name::names_parse;

/// A named strength of the AI, from one a beginner can beat to the strongest.
///
/// ```
/// use alquerque_core::engine::Level;
///
/// let level: Level = "hard".parse().unwrap();
/// assert_eq!(level, Level::default());
/// // Its words come in the person's language.
/// use alquerque_text::Language;
/// assert_eq!(level.title().render(Language::English), "Hard");
/// assert_eq!(level.title().render(Language::Spanish), "Difícil");
/// // Every level reads back from its name; the levels grow in strength.
/// assert!(Level::ALL.iter().all(|l| l.name().parse() == Ok(*l)));
/// assert!(Level::Beginner < Level::Master);
/// assert!("grandmaster".parse::<Level>().is_err());
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Thinks briefly and picks among its ideas with a loose hand: plausible moves, real
    /// mistakes. Sees immediate wins only.
    Beginner,
    /// Thinks a little longer and errs less; takes a win that is there now.
    Easy,
    /// A solid club player: a fixed, larger search and three moves of forced-win search.
    Medium,
    /// The default: a quick search, five moves of forced-win search and a short proof
    /// search: a strong, brisk opponent.
    #[default]
    Hard,
    /// Hard's searches, deeper: nine moves of forced-win search, a long proof search and a
    /// larger tree search.
    Master,
    /// Perfect play where the solved game allows it: a proven winning move from the shipped
    /// proof or its own proof search, the longest of all; otherwise (and as the lost side, to
    /// resist longest) Master's search. Handed endgame tables
    /// ([`Engine::with_tables`](crate::engine::Engine::with_tables)), it plays their fastest
    /// win and longest defence wherever they answer.
    Perfect,
}

/// One row of the level table: a level, its name and the ids of its words in the message
/// files (`text/locales/*/levels.ftl`). Its parameters ([`Level::params`]) are in
/// `tunables.rs`, with every other tunable.
struct Row {
    level: Level,
    name: &'static str,
    title: &'static str,
    description: &'static str,
    outlook: &'static str,
}

/// The level table: every level's words, in one place.
const TABLE: [Row; 6] = [
    Row {
        level: Level::Beginner,
        name: "beginner",
        title: "level-beginner",
        description: "level-beginner-description",
        outlook: "level-beginner-outlook",
    },
    Row {
        level: Level::Easy,
        name: "easy",
        title: "level-easy",
        description: "level-easy-description",
        outlook: "level-easy-outlook",
    },
    Row {
        level: Level::Medium,
        name: "medium",
        title: "level-medium",
        description: "level-medium-description",
        outlook: "level-medium-outlook",
    },
    Row {
        level: Level::Hard,
        name: "hard",
        title: "level-hard",
        description: "level-hard-description",
        outlook: "level-hard-outlook",
    },
    Row {
        level: Level::Master,
        name: "master",
        title: "level-master",
        description: "level-master-description",
        outlook: "level-master-outlook",
    },
    Row {
        level: Level::Perfect,
        name: "perfect",
        title: "level-perfect",
        description: "level-perfect-description",
        outlook: "level-perfect-outlook",
    },
];

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
        Level::Perfect,
    ];

    fn row(self) -> &'static Row {
        let row = &TABLE[self as usize];
        debug_assert_eq!(row.level, self, "the table is in Level::ALL order");
        row
    }

    /// The name used on the command line and in saved settings, e.g. `hard`.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The title for menus, e.g. `Hard`.
    pub fn title(self) -> Message {
        Message::new(self.row().title)
    }

    /// One sentence for players about how this level plays.
    pub fn description(self) -> Message {
        Message::new(self.row().description)
    }

    /// One honest sentence about what to expect against this level, for someone choosing
    /// an opponent (a newcomer first of all).
    pub fn outlook(self) -> Message {
        Message::new(self.row().outlook)
    }
}

names_parse!(
    Level,
    /// A level name that is not known.
    ParseLevelError,
    "level"
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::rules::{ParseVariantError, Variant};
    use crate::board::square::{ParseSquareError, Square};

    #[test]
    fn table_is_in_order() {
        for (i, l) in Level::ALL.iter().enumerate() {
            assert_eq!(TABLE[i].level, *l);
            assert_eq!(l.name().parse::<Level>(), Ok(*l));
        }
        assert!("grandmaster".parse::<Level>().is_err());
        assert_eq!(Level::default(), Level::Hard);
    }

    /// The three "unknown name" errors share one shape (`crate::unknown_name`); tested here,
    /// the one module that sees all three types without an import pointing up.
    #[test]
    fn the_three_errors_say_the_same_things_the_same_way() {
        let level = "grandmaster".parse::<Level>().expect_err("unknown");
        assert_eq!(level, ParseLevelError("grandmaster".into()));
        assert_eq!(
            level.to_string(),
            "unknown level 'grandmaster' (levels are beginner, easy, medium, hard, master, perfect)"
        );
        let variant = "chess".parse::<Variant>().expect_err("unknown");
        assert_eq!(
            variant.to_string(),
            "unknown variant 'chess' (variants are standard, alfonso)"
        );
        let square = "z9".parse::<Square>().expect_err("unknown");
        assert_eq!(
            square.to_string(),
            "unknown point 'z9' (points are a1 to e5)"
        );
        // A long text is cut to its start in all three.
        let long = "x".repeat(10_000);
        assert_eq!(long.parse::<Level>().expect_err("unknown").0.len(), 24);
        assert_eq!(long.parse::<Variant>().expect_err("unknown").0.len(), 24);
        assert_eq!(
            long.parse::<Square>().expect_err("unknown"),
            ParseSquareError("x".repeat(24))
        );
        assert_eq!(
            ParseVariantError::new(" hard "),
            ParseVariantError(" hard ".into())
        );
        // Names are read ignoring case and blanks around them.
        assert_eq!(" Hard ".parse::<Level>(), Ok(Level::Hard));
        assert_eq!("ALFONSO".parse::<Variant>(), Ok(Variant::Alfonso));
    }
}
