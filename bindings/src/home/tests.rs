//! The home decided from what it sums up: the Continue card only for a game in progress, one
//! primary action (the lesson on a new player's first launch, else New game), the progress,
//! the friend games waiting and the rating in words.

use super::*;
use crate::board::records::{default_options, AiLevel, Options};
use crate::runtime::language::set_languages;

fn start_pieces() -> Vec<Piece> {
    Piece::all(alquerque_core::Game::new(alquerque_core::Rules::default()).position())
}

fn inputs(options: Options, moves: usize, over: bool, first_launch: bool) -> HomeInputs {
    HomeInputs {
        game: GameSummary {
            pieces: start_pieces(),
            flipped: options.white != Player::Human && options.black == Player::Human,
            options,
            to_move: if moves.is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            },
            moves,
            over,
            first_launch,
        },
        puzzles_solved: 3,
        puzzles_total: 300,
        lesson_step: 0,
        lesson_steps: 6,
        lesson_finished: false,
        friends_waiting: 0,
        rating: None,
    }
}

fn against(level: AiLevel, person: Color) -> Options {
    let ai = Player::Ai { level };
    let (white, black) = match person {
        Color::White => (Player::Human, ai),
        Color::Black => (ai, Player::Human),
    };
    Options {
        white,
        black,
        ..default_options()
    }
}

fn primaries(state: &HomeState) -> Vec<HomeAction> {
    state
        .entries
        .iter()
        .chain(&state.more)
        .filter(|e| e.primary)
        .map(|e| e.action)
        .collect()
}

/// The language is the process's: held in English, by the one lock every unit test that reads
/// words takes.
fn english() -> std::sync::MutexGuard<'static, ()> {
    crate::runtime::language::hold_english()
}

#[test]
fn a_new_players_first_launch_offers_the_lesson_first_and_then_new_game_is_primary() {
    let _english = english();
    let first = home_state(&inputs(
        against(AiLevel::Beginner, Color::White),
        0,
        false,
        true,
    ));
    assert_eq!(primaries(&first), [HomeAction::Learn]);
    assert_eq!(first.entries[0].action, HomeAction::Learn);
    assert_eq!(first.entries[0].detail, "6 short steps on the board");
    let again = home_state(&inputs(
        against(AiLevel::Beginner, Color::White),
        0,
        false,
        false,
    ));
    assert_eq!(primaries(&again), [HomeAction::NewGame]);
    assert_eq!(
        again.entries.iter().map(|e| e.action).collect::<Vec<_>>(),
        [
            HomeAction::NewGame,
            HomeAction::Learn,
            HomeAction::Puzzles,
            HomeAction::Endgame,
            HomeAction::Friends,
            HomeAction::Statistics,
            HomeAction::Analysis
        ]
    );
    assert_eq!(
        again.more.iter().map(|e| e.action).collect::<Vec<_>>(),
        [HomeAction::Options, HomeAction::Rules, HomeAction::About]
    );
    // A player who finished the lesson is no new player, first launch or not.
    let mut done = inputs(against(AiLevel::Beginner, Color::White), 0, false, true);
    done.lesson_finished = true;
    let done = home_state(&done);
    assert_eq!(primaries(&done), [HomeAction::NewGame]);
    let learn = done.entries.iter().find(|e| e.action == HomeAction::Learn);
    assert_eq!(
        learn.map(|e| e.detail.as_str()),
        Some("Done: go over the rules again at any time")
    );
}

#[test]
fn the_continue_card_shows_only_a_game_in_progress_with_who_plays_and_whose_turn() {
    let _english = english();
    let hard = against(AiLevel::Hard, Color::White);
    assert_eq!(
        home_state(&inputs(hard.clone(), 0, false, false)).continue_game,
        None
    );
    assert_eq!(
        home_state(&inputs(hard.clone(), 9, true, false)).continue_game,
        None
    );
    let (rating, _) = crate::statistics::level_rating_words(AiLevel::Hard);
    let yours = home_state(&inputs(hard.clone(), 4, false, false))
        .continue_game
        .expect("a game in progress");
    assert_eq!(yours.opponent, format!("Against Hard (rated {rating})"));
    assert_eq!(yours.turn, "Your move");
    assert!(yours.your_move && !yours.flipped);
    assert_eq!(yours.moves, "4 moves played");
    assert_eq!(yours.pieces.len(), 25);
    assert_eq!(yours.to_move, Color::White);
    let theirs = home_state(&inputs(hard, 5, false, false))
        .continue_game
        .expect("a game in progress");
    assert_eq!(theirs.turn, "Hard to move");
    assert!(!theirs.your_move);
    // Playing Black, the picture is turned round as the game screen's board is.
    let black = home_state(&inputs(
        against(AiLevel::Easy, Color::Black),
        1,
        false,
        false,
    ))
    .continue_game
    .expect("a game in progress");
    assert!(black.flipped && black.your_move);
    let two = Options {
        white: Player::Human,
        black: Player::Human,
        ..default_options()
    };
    let two = home_state(&inputs(two, 3, false, false))
        .continue_game
        .expect("a game in progress");
    assert_eq!(two.opponent, "Two players on this device");
    assert_eq!(two.turn, "Black to move");
    assert!(two.your_move);
}

#[test]
fn the_entries_say_the_progress_the_games_waiting_and_the_rating() {
    let _english = english();
    let mut i = inputs(against(AiLevel::Medium, Color::White), 0, false, false);
    let detail = |state: &HomeState, action: HomeAction| {
        let e = state.entries.iter().find(|e| e.action == action);
        e.map(|e| (e.detail.clone(), e.badge))
    };
    let state = home_state(&i);
    assert_eq!(
        detail(&state, HomeAction::Puzzles),
        Some(("3 of 300 solved".into(), None))
    );
    assert_eq!(
        detail(&state, HomeAction::Friends),
        Some(("Play a friend far away by sending your moves".into(), None))
    );
    assert_eq!(
        detail(&state, HomeAction::Statistics),
        Some(("No rating yet".into(), None))
    );
    i.friends_waiting = 2;
    i.lesson_step = 2;
    i.rating = Some(RatingInfo {
        rating: 1150,
        low: 900,
        high: 1400,
        precise: false,
        games: 3,
    });
    let state = home_state(&i);
    assert_eq!(
        detail(&state, HomeAction::Friends),
        Some(("2 games wait for your move".into(), Some(2)))
    );
    assert_eq!(
        detail(&state, HomeAction::Learn),
        Some(("Step 3 of 6".into(), None))
    );
    let rating = detail(&state, HomeAction::Statistics).map(|d| d.0);
    assert!(
        rating
            .as_deref()
            .is_some_and(|r| r.starts_with("Rating about") && r.contains("150")),
        "{rating:?}"
    );
}

#[test]
fn every_word_of_the_home_is_said_in_every_language() {
    let _held = english();
    let i = {
        let mut i = inputs(against(AiLevel::Hard, Color::Black), 6, false, true);
        i.friends_waiting = 1;
        i
    };
    for tag in ["ar", "de", "en", "es", "fr", "it", "nl", "pt", "ru", "tr"] {
        set_languages(vec![tag.into()]);
        let state = home_state(&i);
        let card = state.continue_game.clone().expect("a game in progress");
        let words = [
            &card.title,
            &card.opponent,
            &card.turn,
            &card.moves,
            &state.more_title,
        ]
        .into_iter()
        .chain(state.entries.iter().flat_map(|e| [&e.title, &e.detail]))
        .chain(state.more.iter().map(|e| &e.title));
        for w in words {
            assert!(
                !w.is_empty() && !w.contains("home") && !w.contains('{'),
                "{tag}: {w:?}"
            );
        }
    }
    set_languages(vec!["en".into()]);
}
