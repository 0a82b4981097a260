//! The new-game sheet: who to play (a person on this device, or a level with its rating and
//! its one line of what to expect), the colour (White, Black, or drawn by lot), the rules
//! (variant and reversal), and Start game. The choice is kept in the app's store (`new-game`),
//! so the sheet opens on the last one; a player who never used it finds the game's players and
//! rules. Start game begins the game on the app's [`GameSession`]; the sheet only chooses.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use alquerque_core::engine::Level;
use alquerque_core::Variant as CoreVariant;
use alquerque_text::Message;

use crate::board::outcome::Outcome;
use crate::board::records::{AiLevel, Options, Player, Variant};
use crate::game::GameSession;
use crate::runtime::language::say;
use crate::runtime::store::{Store, StoredDocument};

/// The document the last choice is kept in.
const NEW_GAME_KEY: &str = "new-game";

/// Who the person plays against.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Opponent {
    /// Another person, on this device.
    Person,
    /// The computer at a level.
    Computer {
        /// How strong it plays.
        level: AiLevel,
    },
}

/// The colour the person takes against the computer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum ColourChoice {
    /// White, who moves first.
    White,
    /// Black.
    Black,
    /// Drawn by lot at each new game.
    Random,
}

/// What the sheet has chosen.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NewGameChoice {
    /// Who to play.
    pub opponent: Opponent,
    /// The person's colour (against the computer).
    pub colour: ColourChoice,
    /// The rules' variant.
    pub variant: Variant,
    /// Whether a piece may step straight back after a sideways step.
    pub reversal_allowed: bool,
}

/// One opponent of the list.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OpponentRow {
    /// The opponent.
    pub opponent: Opponent,
    /// `Hard`, `A person on this device`.
    pub title: String,
    /// `Rated about 1840`; empty for a person.
    pub rating_text: String,
    /// What to expect, in one line.
    pub outlook: String,
    /// It is the one chosen.
    pub selected: bool,
}

/// One choice of a row of choices (a colour, a variant).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColourRow {
    /// The colour.
    pub colour: ColourChoice,
    /// `White`, `Black`, `Random`.
    pub title: String,
    /// It is the one chosen.
    pub selected: bool,
}

/// A variant of the rules, for the sheet.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct VariantRow {
    /// The variant.
    pub variant: Variant,
    /// Its title.
    pub title: String,
    /// It is the one chosen.
    pub selected: bool,
}

/// Everything the new-game sheet shows.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct NewGameState {
    /// `New game`.
    pub title: String,
    /// `Opponent`.
    pub opponent_heading: String,
    /// A person, then each level, weakest first.
    pub opponents: Vec<OpponentRow>,
    /// `You play`.
    pub colour_heading: String,
    /// White, Black, Random.
    pub colours: Vec<ColourRow>,
    /// Whether the colour can be chosen (not between two people on one device: White moves
    /// first, whoever takes it).
    pub colour_enabled: bool,
    /// `Rules`.
    pub rules_heading: String,
    /// The variants, the default first.
    pub variants: Vec<VariantRow>,
    /// The reversal rule's switch, in words.
    pub reversal_title: String,
    /// Whether reversal is allowed in the choice.
    pub reversal_allowed: bool,
    /// `Start game`: the sheet's primary button.
    pub start_title: String,
    /// Asked before Start game ends the game in progress; `None` when nothing is lost.
    pub confirm_text: Option<String>,
    /// The choice as it stands.
    pub choice: NewGameChoice,
    /// The sheet's next step, drawn as the filled button: always Start game (every choice
    /// has a value selected, so the sheet is never waiting for one).
    pub primary: Option<NewGameAction>,
}

/// The new-game sheet's buttons, for [`NewGameState::primary`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum NewGameAction {
    /// The game with the choice, begun.
    Start,
}

/// The new-game sheet over the app's game.
#[derive(uniffi::Object)]
pub struct NewGame {
    game: Arc<GameSession>,
    store: Option<Arc<Store>>,
    choice: Mutex<NewGameChoice>,
    /// Draws the colour when the choice is Random: a new draw at each start.
    draws: Mutex<u64>,
}

/// The choice the game's options stand for: the computer's level and the person's colour, or
/// two people; the rules the next game gets.
fn choice_of(options: &Options) -> NewGameChoice {
    let (opponent, colour) = match (options.white, options.black) {
        (Player::Human, Player::Ai { level }) => {
            (Opponent::Computer { level }, ColourChoice::White)
        }
        (Player::Ai { level }, _) => (Opponent::Computer { level }, ColourChoice::Black),
        _ => (Opponent::Person, ColourChoice::White),
    };
    NewGameChoice {
        opponent,
        colour,
        variant: options.variant,
        reversal_allowed: options.reversal_allowed,
    }
}

/// The kept form of a choice.
fn to_text(choice: &NewGameChoice) -> String {
    let opponent = match choice.opponent {
        Opponent::Person => "person".to_string(),
        Opponent::Computer { level } => format!("ai:{}", level.name()),
    };
    let colour = match choice.colour {
        ColourChoice::White => "white",
        ColourChoice::Black => "black",
        ColourChoice::Random => "random",
    };
    let reversal = if choice.reversal_allowed {
        "allowed"
    } else {
        "banned"
    };
    format!(
        "opponent {opponent}\ncolour {colour}\nvariant {}\nreversal {reversal}\n",
        choice.variant.name()
    )
}

/// A kept choice read back over `fallback`: each line that reads replaces its part, so a
/// damaged line costs only that part.
fn from_text(text: &str, fallback: NewGameChoice) -> NewGameChoice {
    let mut choice = fallback;
    for line in text.lines() {
        let Some((name, value)) = line.split_once(' ') else {
            continue;
        };
        match (name, value.trim()) {
            ("opponent", "person") => choice.opponent = Opponent::Person,
            ("opponent", v) => {
                if let Some(level) = v.strip_prefix("ai:").and_then(|l| l.parse::<Level>().ok()) {
                    choice.opponent = Opponent::Computer { level };
                }
            }
            ("colour", "white") => choice.colour = ColourChoice::White,
            ("colour", "black") => choice.colour = ColourChoice::Black,
            ("colour", "random") => choice.colour = ColourChoice::Random,
            ("variant", v) => {
                if let Some(&variant) = CoreVariant::ALL.iter().find(|x| x.name() == v) {
                    choice.variant = variant;
                }
            }
            ("reversal", v) => choice.reversal_allowed = v == "allowed",
            _ => {}
        }
    }
    choice
}

/// The sheet over `game`, on the choice kept in `store` (read on the store's thread), else the
/// one the game's options stand for.
#[uniffi::export]
pub async fn open_new_game(store: Arc<Store>, game: Arc<GameSession>) -> Arc<NewGame> {
    let fallback = choice_of(&game.options());
    let kept = store.run(|disk| disk.read(NEW_GAME_KEY)).await;
    let choice = match kept {
        StoredDocument::Found { text } => from_text(&text, fallback),
        _ => fallback,
    };
    NewGame::build(game, Some(store), choice)
}

impl NewGame {
    fn build(
        game: Arc<GameSession>,
        store: Option<Arc<Store>>,
        choice: NewGameChoice,
    ) -> Arc<NewGame> {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Arc::new(NewGame {
            game,
            store,
            choice: Mutex::new(choice),
            draws: Mutex::new(seed),
        })
    }

    fn choice(&self) -> MutexGuard<'_, NewGameChoice> {
        self.choice.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The options a new game of `choice` is played with, the colour drawn if it is Random.
    fn options_for(&self, choice: &NewGameChoice) -> Options {
        let current = self.game.options();
        let (white, black) = match choice.opponent {
            Opponent::Person => (Player::Human, Player::Human),
            Opponent::Computer { level } => {
                let ai = Player::Ai { level };
                let white = match choice.colour {
                    ColourChoice::White => true,
                    ColourChoice::Black => false,
                    ColourChoice::Random => {
                        let mut draws = self.draws.lock().unwrap_or_else(PoisonError::into_inner);
                        // splitmix64: each start draws anew.
                        *draws = draws.wrapping_add(0x9E37_79B9_7F4A_7C15);
                        let mut z = *draws;
                        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                        (z ^ (z >> 31)) & 1 == 0
                    }
                };
                if white {
                    (Player::Human, ai)
                } else {
                    (ai, Player::Human)
                }
            }
        };
        Options {
            white,
            black,
            variant: choice.variant,
            reversal_allowed: choice.reversal_allowed,
            ..current
        }
    }

    fn change(&self, f: impl FnOnce(&mut NewGameChoice)) {
        f(&mut self.choice());
    }
}

#[uniffi::export]
impl NewGame {
    /// The sheet over `game` on the choice its options stand for, kept nowhere (for tests and
    /// previews).
    #[uniffi::constructor]
    pub fn new(game: Arc<GameSession>) -> Arc<NewGame> {
        let choice = choice_of(&game.options());
        NewGame::build(game, None, choice)
    }

    /// Everything the sheet shows.
    pub fn state(&self) -> NewGameState {
        let choice = self.choice().clone();
        let person = OpponentRow {
            opponent: Opponent::Person,
            title: say(&Message::new("new-game-person")),
            rating_text: String::new(),
            outlook: say(&Message::new("new-game-person-outlook")),
            selected: choice.opponent == Opponent::Person,
        };
        let levels = crate::game::levels::ai_levels()
            .into_iter()
            .map(|l| OpponentRow {
                opponent: Opponent::Computer { level: l.level },
                selected: choice.opponent == Opponent::Computer { level: l.level },
                title: l.title,
                rating_text: l.rating_text,
                outlook: l.outlook,
            });
        let colours = [
            (ColourChoice::White, "new-game-white"),
            (ColourChoice::Black, "new-game-black"),
            (ColourChoice::Random, "new-game-random"),
        ]
        .into_iter()
        .map(|(colour, id)| ColourRow {
            colour,
            title: say(&Message::new(id)),
            selected: choice.colour == colour,
        })
        .collect();
        let variants = CoreVariant::ALL
            .iter()
            .map(|&variant| VariantRow {
                variant,
                title: say(&variant.title()),
                selected: choice.variant == variant,
            })
            .collect();
        NewGameState {
            title: say(&Message::new("new-game-title")),
            opponent_heading: say(&Message::new("new-game-opponent")),
            opponents: std::iter::once(person).chain(levels).collect(),
            colour_heading: say(&Message::new("new-game-colour")),
            colours,
            colour_enabled: choice.opponent != Opponent::Person,
            rules_heading: say(&Message::new("new-game-rules")),
            variants,
            reversal_title: say(&Message::new("new-game-reversal")),
            reversal_allowed: choice.reversal_allowed,
            start_title: say(&Message::new("new-game-start")),
            // The game's own words for leaving it: whether it then counts as a loss.
            confirm_text: {
                let game = self.game.state();
                game.confirm_new_game.then_some(game.leave_text)
            },
            choice,
            primary: Some(NewGameAction::Start),
        }
    }

    /// Chooses who to play.
    pub fn set_opponent(&self, opponent: Opponent) {
        self.change(|c| c.opponent = opponent);
    }

    /// Chooses the person's colour (against the computer).
    pub fn set_colour(&self, colour: ColourChoice) {
        self.change(|c| c.colour = colour);
    }

    /// Chooses the rules' variant.
    pub fn set_variant(&self, variant: Variant) {
        self.change(|c| c.variant = variant);
    }

    /// Allows or bans reversal.
    pub fn set_reversal(&self, allowed: bool) {
        self.change(|c| c.reversal_allowed = allowed);
    }

    /// Begins the game chosen on the app's game (the sheet asked `confirm_text` first, if
    /// any), the colour drawn if it is Random, and keeps the choice for the next time.
    pub fn start(&self) -> Outcome {
        let choice = self.choice().clone();
        let options = self.options_for(&choice);
        self.game.set_options(options);
        self.game.new_game();
        if let Some(store) = &self.store {
            if let Err(e) = store.write(NEW_GAME_KEY.into(), to_text(&choice)) {
                return Outcome::Refused {
                    reason: e.to_string(),
                };
            }
        }
        Outcome::Done { played: None }
    }
}

#[cfg(test)]
mod tests;
