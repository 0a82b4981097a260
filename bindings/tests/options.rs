//! The options screen's state and its three changes, as the apps call them: every word and
//! switch from one record, each change applied at once, a stale choice refused.

mod common;
#[allow(unused_imports)]
use common::Screen;

use alquerque_ffi::{
    default_options, player_choices, variants, AiLevel, GameSession, OptionKey, OptionSection,
    OptionsAction, Outcome, Player, Side,
};

#[test]
fn the_screen_shows_every_switch_in_order_with_the_options_in_force() {
    let session = GameSession::with_seed(default_options(), 1);
    let s = session.options_state();
    assert_eq!(s.options, default_options());
    let keys: Vec<OptionKey> = s.switches.iter().map(|w| w.key).collect();
    assert_eq!(
        keys,
        [
            OptionKey::Reversal,
            OptionKey::ShowTargets,
            OptionKey::ShowNotation,
            OptionKey::ShowProofs,
            OptionKey::Sound,
            OptionKey::Haptics
        ]
    );
    let proofs = &s.switches[3];
    assert_eq!(proofs.section, OptionSection::Board);
    assert!(!proofs.on, "perfect play is not shown unless asked for");
    assert_eq!(proofs.title, "Show what perfect play proves");
    assert!(proofs
        .detail
        .as_deref()
        .is_some_and(|d| d.contains("unrated")));
    assert!(s.switches.iter().all(|w| !w.title.is_empty()));
    assert_eq!(s.players, player_choices());
    assert_eq!(s.picks.len(), 2);
    assert_eq!((s.picks[0].side, s.picks[0].selected), (Side::White, 0));
    assert_eq!(s.picks[1].side, Side::Black);
    assert_eq!(
        s.players[s.picks[1].selected as usize].player,
        Player::Ai {
            level: AiLevel::Hard
        }
    );
    assert!(s.picks[1].description.contains("Rated about"));
    assert_eq!(s.variants, variants());
    assert_eq!(s.variant_index, 0);
    assert_eq!(s.new_game, None, "the rules are the game's");
    assert_eq!(s.primary, None, "nothing to start");
    assert!(!s.players_note.contains("loss"));
}

#[test]
fn each_change_applies_at_once_and_a_stale_choice_changes_nothing() {
    let session = GameSession::with_seed(common::two_humans(), 2);
    session.set_switch(OptionKey::ShowNotation, false);
    assert!(!session.options().show_notation);
    assert!(
        !session.state().board.show_notation,
        "the board follows at once"
    );
    let s = session.options_state();
    assert!(!s
        .switches
        .iter()
        .any(|w| w.key == OptionKey::ShowNotation && w.on));

    let beginner = player_choices()
        .iter()
        .position(|c| {
            c.player
                == Player::Ai {
                    level: AiLevel::Beginner,
                }
        })
        .expect("a level") as u32;
    assert_eq!(
        session.choose_player(Side::Black, beginner),
        Outcome::Done { played: None }
    );
    assert_eq!(session.options_state().picks[1].selected, beginner);

    // A rule change on a game begun waits for a new game, which the screen offers.
    session.set_options(alquerque_ffi::Options {
        black: Player::Human,
        ..session.options()
    });
    session.play_notation("c2-c3".into()).expect("legal");
    let before = session.options();
    assert!(matches!(
        session.choose_variant(variants().len() as u32),
        Outcome::Refused { .. }
    ));
    assert!(matches!(
        session.choose_player(Side::White, player_choices().len() as u32),
        Outcome::Refused { .. }
    ));
    assert_eq!(session.options(), before, "refused: nothing changed");
    assert_eq!(session.choose_variant(1), Outcome::Done { played: None });
    let s = session.options_state();
    assert_eq!(s.variant_index, 1);
    assert_eq!(
        s.new_game.as_deref(),
        Some("Start a new game with these rules")
    );
    assert_eq!(s.primary, Some(OptionsAction::NewGame));
    session.set_switch(OptionKey::Reversal, true);
    assert!(session.options().reversal_allowed);
    session.new_game();
    assert_eq!(
        session.options_state().new_game,
        None,
        "the new game has them"
    );
    assert_eq!(session.options_state().primary, None);
}
