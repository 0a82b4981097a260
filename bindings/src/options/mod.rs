//! The options screen: one record with every word, choice and switch it shows, and the three
//! changes it makes (a player, the variant, a switch), each applied at once by the session.
//! Both phones lay the same sections out in the same order; which words, which switches, what
//! a change does and when "Start a new game with these rules" is offered are decided here.

use alquerque_core::{Color, Variant as CoreVariant};
use alquerque_text::Message;

use crate::board::outcome::Outcome;
use crate::board::records::{variants, Options, Player, Side, VariantInfo};
use crate::game::levels::{player_at, player_choice_index, player_choices, PlayerChoice};
use crate::game::GameSession;
use crate::runtime::error::AlquerqueError;
use crate::runtime::language::say;

/// An on/off option.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum OptionKey {
    /// A piece may reverse its own last sideways step (a rule: from the next new game).
    Reversal,
    /// The points the selected piece can reach are marked.
    ShowTargets,
    /// The coordinates around the board and the move list.
    ShowNotation,
    /// What perfect play proves, under the board (a game played with it on is unrated).
    ShowProofs,
    /// The game's sounds.
    Sound,
    /// Touch feedback.
    Haptics,
}

impl OptionKey {
    /// Every switch, in the order the screen shows them.
    pub const ALL: [OptionKey; 6] = [
        OptionKey::Reversal,
        OptionKey::ShowTargets,
        OptionKey::ShowNotation,
        OptionKey::ShowProofs,
        OptionKey::Sound,
        OptionKey::Haptics,
    ];

    fn section(self) -> OptionSection {
        match self {
            OptionKey::Reversal => OptionSection::Rules,
            OptionKey::ShowTargets | OptionKey::ShowNotation | OptionKey::ShowProofs => {
                OptionSection::Board
            }
            OptionKey::Sound | OptionKey::Haptics => OptionSection::SoundAndTouch,
        }
    }

    /// The message of its title.
    fn id(self) -> &'static str {
        match self {
            OptionKey::Reversal => "options-reversal",
            OptionKey::ShowTargets => "options-targets",
            OptionKey::ShowNotation => "options-notation",
            OptionKey::ShowProofs => "options-proofs",
            OptionKey::Sound => "options-sound",
            OptionKey::Haptics => "options-haptics",
        }
    }

    /// The message of the line under it, for the switches that need one.
    fn detail_id(self) -> Option<&'static str> {
        match self {
            OptionKey::Reversal => Some("options-reversal-detail"),
            OptionKey::ShowProofs => Some("options-proofs-detail"),
            _ => None,
        }
    }

    /// Its value in `options`.
    pub fn get(self, options: &Options) -> bool {
        match self {
            OptionKey::Reversal => options.reversal_allowed,
            OptionKey::ShowTargets => options.show_targets,
            OptionKey::ShowNotation => options.show_notation,
            OptionKey::ShowProofs => options.show_proofs,
            OptionKey::Sound => options.sound,
            OptionKey::Haptics => options.haptics,
        }
    }

    /// `options` with this switch set to `on`.
    pub fn set(self, options: &Options, on: bool) -> Options {
        let mut o = options.clone();
        let slot = match self {
            OptionKey::Reversal => &mut o.reversal_allowed,
            OptionKey::ShowTargets => &mut o.show_targets,
            OptionKey::ShowNotation => &mut o.show_notation,
            OptionKey::ShowProofs => &mut o.show_proofs,
            OptionKey::Sound => &mut o.sound,
            OptionKey::Haptics => &mut o.haptics,
        };
        *slot = on;
        o
    }
}

/// The part of the screen a switch sits in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum OptionSection {
    /// Under the variant, with the rules' note.
    Rules,
    /// What the board shows.
    Board,
    /// Sounds and touch feedback.
    SoundAndTouch,
}

/// One switch as shown.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OptionSwitch {
    /// Which option.
    pub key: OptionKey,
    /// The part of the screen it sits in.
    pub section: OptionSection,
    /// Its words.
    pub title: String,
    /// A line under it, if it needs one.
    pub detail: Option<String>,
    /// On or off now.
    pub on: bool,
}

/// Who plays one side, as the screen shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayerPick {
    /// The side.
    pub side: Side,
    /// `White is played by`.
    pub label: String,
    /// The index of the player chosen in [`OptionsState::players`].
    pub selected: u32,
    /// How the player chosen plays (and its rating, for a level).
    pub description: String,
}

/// Everything the options screen shows.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct OptionsState {
    /// `Options`.
    pub title: String,
    /// The options in force.
    pub options: Options,
    /// `Players`.
    pub players_heading: String,
    /// Who may play a side: a person, then every level, weakest first.
    pub players: Vec<PlayerChoice>,
    /// White's player, then Black's.
    pub picks: Vec<PlayerPick>,
    /// Under the players: how two people play on one device, and, while changing who plays
    /// would end the game in progress as a loss, that it would.
    pub players_note: String,
    /// `Rules`.
    pub rules_heading: String,
    /// `Variant`.
    pub variant_label: String,
    /// Every variant, the default first.
    pub variants: Vec<VariantInfo>,
    /// The index of the variant chosen in `variants`.
    pub variant_index: u32,
    /// Under the rules: they apply from the next new game.
    pub rules_note: String,
    /// The button that starts a new game with the rules chosen, while they differ from the
    /// game's: its words; `None` when there is nothing to start.
    pub new_game: Option<String>,
    /// `Board`.
    pub board_heading: String,
    /// `Sound and touch`.
    pub sound_heading: String,
    /// Every switch, in screen order, each with its section.
    pub switches: Vec<OptionSwitch>,
    /// The screen's next step, drawn as the filled button: a new game with the rules chosen
    /// while they differ from the game's; none otherwise (each switch applies at once).
    pub primary: Option<OptionsAction>,
}

/// The options screen's buttons, for [`OptionsState::primary`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum OptionsAction {
    /// A new game with the rules chosen ([`OptionsState::new_game`]).
    NewGame,
}

impl OptionsState {
    /// The screen for `options`; `rules_differ`: the rules chosen differ from the game's;
    /// `leaving_loses`: changing who plays would end the game in progress as a loss.
    pub(crate) fn of(options: &Options, rules_differ: bool, leaving_loses: bool) -> OptionsState {
        let players = player_choices();
        let pick = |side: Side, id: &'static str| {
            let player = match side {
                Color::White => options.white,
                Color::Black => options.black,
            };
            let selected = player_choice_index(player);
            PlayerPick {
                side,
                label: say(&Message::new(id)),
                selected,
                description: players
                    .get(selected as usize)
                    .map(|c| c.description.clone())
                    .unwrap_or_default(),
            }
        };
        let picks = vec![
            pick(Color::White, "options-white"),
            pick(Color::Black, "options-black"),
        ];
        let mut players_note = say(&Message::new("options-players-note"));
        if leaving_loses {
            players_note = format!(
                "{players_note} {}",
                say(&Message::new("options-players-leave"))
            );
        }
        let variants = variants();
        let variant_index = variants
            .iter()
            .position(|v| v.variant == options.variant)
            .unwrap_or(0) as u32;
        let switches = OptionKey::ALL
            .iter()
            .map(|&key| OptionSwitch {
                key,
                section: key.section(),
                title: say(&Message::new(key.id())),
                detail: key.detail_id().map(|id| say(&Message::new(id))),
                on: key.get(options),
            })
            .collect();
        OptionsState {
            title: say(&Message::new("options-title")),
            options: options.clone(),
            players_heading: say(&Message::new("options-players")),
            players,
            picks,
            players_note,
            rules_heading: say(&Message::new("options-rules")),
            variant_label: say(&Message::new("options-variant")),
            variants,
            variant_index,
            rules_note: say(&Message::new("options-rules-note")),
            new_game: rules_differ.then(|| say(&Message::new("options-new-game"))),
            board_heading: say(&Message::new("options-board")),
            sound_heading: say(&Message::new("options-sound-touch")),
            switches,
            primary: rules_differ.then_some(OptionsAction::NewGame),
        }
    }
}

/// Why a choice the screen made does not exist: a stale index after the list changed.
fn no_such_choice(index: u32) -> Outcome {
    Err(AlquerqueError::NoSuchChoice(index)).into()
}

#[uniffi::export]
impl GameSession {
    /// What the options screen shows now.
    pub fn options_state(&self) -> OptionsState {
        let (options, rules_differ, leaving_loses) = self.options_facts();
        OptionsState::of(&options, rules_differ, leaving_loses)
    }

    /// Sets one switch (at once: see [`GameSession::set_options`]).
    pub fn set_switch(&self, key: OptionKey, on: bool) {
        let options = key.set(&self.options(), on);
        self.set_options(options);
    }

    /// Chooses who plays `side`: the player at `index` of [`OptionsState::players`]. An index
    /// past the list is refused and changes nothing.
    pub fn choose_player(&self, side: Side, index: u32) -> Outcome {
        let Some(player) = player_at(index) else {
            return no_such_choice(index);
        };
        let mut options = self.options();
        let slot: &mut Player = match side {
            Color::White => &mut options.white,
            Color::Black => &mut options.black,
        };
        *slot = player;
        self.set_options(options);
        Ok(()).into()
    }

    /// Chooses the variant at `index` of [`OptionsState::variants`] (from the next new game).
    /// An index past the list is refused and changes nothing.
    pub fn choose_variant(&self, index: u32) -> Outcome {
        let Some(&variant) = CoreVariant::ALL.get(index as usize) else {
            return no_such_choice(index);
        };
        let options = Options {
            variant,
            ..self.options()
        };
        self.set_options(options);
        Ok(()).into()
    }
}
