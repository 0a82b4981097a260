//! The new-game sheet decided in Rust: it opens on what the game's options stand for, one
//! choice of each kind selected, the colour only against the computer, a game in progress ended
//! only when confirmed, Start game gives the game the players and rules chosen (Random draws
//! each colour), and the choice kept reads back, a damaged line costing only its part.

use super::*;
use crate::board::records::default_options;

fn two_people() -> Options {
    Options {
        white: Player::Human,
        black: Player::Human,
        ..default_options()
    }
}

fn sheet(options: Options) -> (Arc<GameSession>, Arc<NewGame>) {
    let game = GameSession::new(options);
    let sheet = NewGame::new(game.clone());
    (game, sheet)
}

#[test]
fn the_sheet_opens_on_what_the_games_options_stand_for() {
    let playing_black = Options {
        white: Player::Ai {
            level: AiLevel::Easy,
        },
        black: Player::Human,
        ..two_people()
    };
    assert_eq!(
        choice_of(&playing_black),
        NewGameChoice {
            opponent: Opponent::Computer {
                level: AiLevel::Easy
            },
            colour: ColourChoice::Black,
            variant: CoreVariant::Standard,
            reversal_allowed: default_options().reversal_allowed,
        }
    );
    assert_eq!(choice_of(&two_people()).opponent, Opponent::Person);
    assert_eq!(
        choice_of(&default_options()).opponent,
        Opponent::Computer {
            level: AiLevel::Hard
        }
    );
}

#[test]
fn one_choice_of_each_kind_is_selected_and_the_colour_only_against_the_computer() {
    let _english = crate::runtime::language::hold_english();
    let (_game, sheet) = sheet(two_people());
    let state = sheet.state();
    assert_eq!(state.opponents.len(), 1 + Level::ALL.len());
    assert_eq!(state.opponents.iter().filter(|o| o.selected).count(), 1);
    assert!(state.opponents[0].selected && state.opponents[0].rating_text.is_empty());
    assert!(
        !state.colour_enabled,
        "two people: White moves first, whoever takes it"
    );
    assert_eq!(state.variants.iter().filter(|v| v.selected).count(), 1);
    assert_eq!(state.confirm_text, None, "nothing to lose before a move");
    sheet.set_opponent(Opponent::Computer {
        level: AiLevel::Medium,
    });
    sheet.set_colour(ColourChoice::Random);
    let state = sheet.state();
    assert!(state.colour_enabled);
    let medium = state
        .opponents
        .iter()
        .find(|o| o.selected)
        .expect("one chosen");
    assert_eq!(medium.title, "Medium");
    assert!(!medium.rating_text.is_empty() && !medium.outlook.is_empty());
    assert_eq!(
        state
            .colours
            .iter()
            .filter(|c| c.selected)
            .map(|c| c.colour)
            .collect::<Vec<_>>(),
        [ColourChoice::Random]
    );
    assert_eq!(state.start_title, "Start game");
    assert_eq!(state.primary, Some(NewGameAction::Start));
}

#[test]
fn start_game_gives_the_game_the_players_and_rules_chosen() {
    let (game, sheet) = sheet(two_people());
    let c2 = 7;
    let c3 = 12;
    game.tap_result(c2).expect("White's piece");
    game.tap_result(c3).expect("a step");
    assert!(
        sheet.state().confirm_text.is_some(),
        "a game in progress ends only when confirmed"
    );
    sheet.set_opponent(Opponent::Computer {
        level: AiLevel::Beginner,
    });
    sheet.set_colour(ColourChoice::Black);
    sheet.set_variant(CoreVariant::Alfonso);
    sheet.set_reversal(true);
    assert_eq!(sheet.start(), Outcome::Done { played: None });
    let options = game.options();
    assert_eq!(
        (options.white, options.black),
        (
            Player::Ai {
                level: AiLevel::Beginner
            },
            Player::Human
        )
    );
    assert_eq!(
        (options.variant, options.reversal_allowed),
        (CoreVariant::Alfonso, true)
    );
    // The new game is played under the rules chosen, from its start.
    let rules = game.rules();
    assert_eq!(
        (rules.variant, rules.reversal_allowed),
        (CoreVariant::Alfonso, true)
    );
    assert!(
        !game.export_record().contains("c2-c3"),
        "{}",
        game.export_record()
    );
}

#[test]
fn random_draws_each_colour() {
    let (game, sheet) = sheet(two_people());
    sheet.set_opponent(Opponent::Computer {
        level: AiLevel::Beginner,
    });
    sheet.set_colour(ColourChoice::Random);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..64 {
        let options = sheet.options_for(&sheet.choice().clone());
        seen.insert(options.white == Player::Human);
    }
    assert_eq!(seen.len(), 2, "both colours drawn");
    // The sheet still says Random: the draw is each game's, the choice is kept.
    sheet.start();
    assert_eq!(sheet.state().choice.colour, ColourChoice::Random);
    drop(game);
}

#[test]
fn the_choice_kept_reads_back_and_a_damaged_line_costs_only_its_part() {
    let choice = NewGameChoice {
        opponent: Opponent::Computer {
            level: AiLevel::Master,
        },
        colour: ColourChoice::Random,
        variant: CoreVariant::Alfonso,
        reversal_allowed: true,
    };
    let fallback = choice_of(&two_people());
    assert_eq!(from_text(&to_text(&choice), fallback.clone()), choice);
    let damaged = to_text(&choice).replace("ai:master", "ai:grandmaster");
    let read = from_text(&damaged, fallback.clone());
    assert_eq!(read.opponent, fallback.opponent);
    assert_eq!((read.colour, read.variant), (choice.colour, choice.variant));
    assert_eq!(from_text("nonsense\n\u{0}", fallback.clone()), fallback);
}
