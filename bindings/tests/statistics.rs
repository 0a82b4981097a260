//! The statistics as the apps keep them: a finished game recorded once (not again after an
//! undo, a relaunch or a reset, never when merely loaded or opened from a record), two
//! people's games apart from the computer's, the puzzles by length, a damaged document set
//! aside with a notice, and the levels' ratings in the pickers.

use std::fs;
use std::sync::Arc;

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{block_on, index, wait_for, TempDir};

use alquerque_core::engine::Level;
use alquerque_core::rating::{level_rating, rounded};
use alquerque_ffi::{
    ai_levels, open_game, open_statistics, reset_statistics, AiLevel, GameSession, GameStatus,
    Options, Player, ResultCounts, Side, StatisticsState, Store, TwoPeopleResults,
};

/// White to move wins at once with b2-b4-d2-d4 (Black has three pieces, all taken).
const ONE_MOVE_FROM_THE_END: &str = "-----/-----/-bbb-/-w---/w---w w - 0";

fn save_of(white: &str, black: &str) -> String {
    format!("[White \"{white}\"]\n[Black \"{black}\"]\n[Position \"{ONE_MOVE_FROM_THE_END}\"]\n*")
}

/// A store whose saved game is one move from White's win, and the session opened from it.
fn opened(dir: &TempDir, white: &str, black: &str) -> (Arc<Store>, Arc<GameSession>) {
    let store = Store::new(dir.folder());
    store
        .write("session".into(), save_of(white, black))
        .expect("a valid key");
    let session = block_on(open_game(store.clone(), Some(1)));
    (store, session)
}

fn win(session: &GameSession) {
    for name in ["b2", "b4", "d2", "d4"] {
        session
            .tap_result(index(name))
            .expect("the winning capture");
    }
    assert!(white_won(&session.state().status));
}

fn white_won(status: &GameStatus) -> bool {
    matches!(
        status,
        GameStatus::Won {
            winner: Side::White,
            ..
        }
    )
}

fn stats(store: &Arc<Store>) -> StatisticsState {
    block_on(open_statistics(store.clone()))
}

fn counts(won: u32, lost: u32, drawn: u32) -> ResultCounts {
    ResultCounts { won, lost, drawn }
}

#[test]
fn a_won_game_is_recorded_once_whatever_happens_after() {
    let dir = TempDir::new("stats-once");
    let (store, session) = opened(&dir, "human", "ai:easy");
    assert!(!stats(&store).can_reset, "nothing recorded on opening");
    win(&session);
    let s = stats(&store);
    assert_eq!(s.levels.len(), 1);
    assert_eq!(s.levels[0].level, AiLevel::Easy);
    assert_eq!(s.levels[0].as_white, counts(1, 0, 0));
    assert_eq!(s.levels[0].as_black, counts(0, 0, 0));
    assert_eq!(s.levels[0].white_text, "As White: won 1, lost 0, drawn 0");
    assert_eq!((s.current_streak, s.best_streak), (1, 1));
    assert!(s.no_computer_games.is_none() && s.can_reset);
    assert_eq!(s.rating.map(|r| r.games), Some(1));
    // The result card says the first rating once the statistics have it.
    let rating = s.rating.expect("a rating").rating;
    let card = wait_for(&session, "the rating on the card", |g| {
        g.result_card
            .as_ref()
            .is_some_and(|c| c.rating_text.is_some())
    })
    .result_card
    .expect("a card");
    assert_eq!(
        card.rating_text,
        Some(format!("Your first rating: {rating}"))
    );

    // Undo after the end and win again: the same game, counted once.
    assert!(session.undo());
    assert_eq!(session.state().status, GameStatus::Ongoing);
    win(&session);
    assert_eq!(stats(&store).levels[0].as_white, counts(1, 0, 0));

    // A relaunch loads the finished game: loading records nothing.
    drop(session);
    let session = block_on(open_game(store.clone(), Some(2)));
    assert!(white_won(&session.state().status));
    assert_eq!(stats(&store).levels[0].as_white, counts(1, 0, 0));
    // Nor does undoing and winning it once more after the relaunch.
    assert!(session.undo());
    win(&session);
    assert_eq!(stats(&store).levels[0].as_white, counts(1, 0, 0));

    // A reset forgets the result but not that this game was counted.
    let reset = block_on(reset_statistics(store.clone()));
    assert!(!reset.can_reset && reset.levels.is_empty() && reset.rating.is_none());
    assert!(session.undo());
    win(&session);
    assert!(!stats(&store).can_reset, "counted before the reset");

    // A record opened is a game played elsewhere, or set up: never counted, even when it is
    // played to its end here.
    assert!(session
        .import_record_result(save_of("human", "ai:easy"))
        .is_ok());
    win(&session);
    assert!(!stats(&store).can_reset);
}

#[test]
fn the_card_tells_how_the_rating_moved_and_the_chart_and_table_follow() {
    let dir = TempDir::new("stats-change");
    let store = Store::new(dir.folder());
    let mut ratings = Vec::new();
    for seed in 0..3 {
        store
            .write("session".into(), save_of("human", "ai:medium"))
            .expect("a valid key");
        let session = block_on(open_game(store.clone(), Some(seed)));
        win(&session);
        let card = wait_for(&session, "the rating on the card", |g| {
            g.result_card
                .as_ref()
                .is_some_and(|c| c.rating_text.is_some())
        })
        .result_card
        .expect("a card");
        let now = stats(&store).rating.expect("rated").rating;
        let text = card.rating_text.expect("a rating line");
        match ratings.last() {
            None => assert_eq!(text, format!("Your first rating: {now}")),
            Some(before) => assert_eq!(
                text,
                format!("Rating {before} → {now}, +{}", now - before),
                "a win raises it"
            ),
        }
        ratings.push(now);
    }
    let s = stats(&store);
    let chart = s.chart.expect("three rated games draw a line");
    assert_eq!(chart.points.len(), 3);
    assert!(chart.points[0].y < chart.points[2].y, "three wins: up");
    assert_eq!(chart.x_labels[1].text, "Game 3");
    assert_eq!(s.table_headings.len(), 4);
    let medium = &s.levels[0];
    assert_eq!(
        (medium.name.as_str(), medium.white_cell.as_str()),
        ("Medium", "3–0–0")
    );
    assert_eq!(medium.black_cell, "0–0–0");
    assert_eq!(
        medium.rating_text,
        rounded(level_rating(Level::Medium)).to_string()
    );
    assert_eq!(s.rating_figure, Some(format!("≈{}", ratings[2])));
    assert!(s.rating_range.is_some_and(|r| r.starts_with("Between ")));
}

#[test]
fn the_suggested_level_is_a_button_for_the_level_the_games_call_for() {
    let dir = TempDir::new("stats-suggest");
    let store = Store::new(dir.folder());
    for seed in 0..6 {
        store
            .write("session".into(), save_of("human", "ai:easy"))
            .expect("a valid key");
        let session = block_on(open_game(store.clone(), Some(seed)));
        win(&session);
        wait_for(&session, "recorded", |g| {
            g.result_card
                .as_ref()
                .is_some_and(|c| c.rating_text.is_some())
        });
        let s = stats(&store);
        // Too few games say nothing; enough wins at Easy call for Medium.
        match s.suggested {
            None => assert!(s.suggestion_text.is_none()),
            Some(suggested) => {
                assert_eq!(suggested.level, AiLevel::Medium);
                assert_eq!(suggested.title, "Play Medium");
                assert!(s.suggestion_text.is_some());
            }
        }
    }
    assert!(
        stats(&store).suggested.is_some(),
        "six wins in a row call for more"
    );
}

#[test]
fn the_computer_winning_is_a_loss_at_its_level_and_colour() {
    let dir = TempDir::new("stats-loss");
    // The AI plays White and has only the winning capture; the person plays Black.
    let (store, session) = opened(&dir, "ai:medium", "human");
    wait_for(&session, "the computer's win", |s| white_won(&s.status));
    let s = wait_until_recorded(&store);
    assert_eq!(s.levels[0].level, AiLevel::Medium);
    assert_eq!(s.levels[0].as_black, counts(0, 1, 0));
    assert_eq!((s.current_streak, s.best_streak), (0, 0));
    // One loss against Medium: below Medium's rating, and far from sure.
    let r = s.rating.expect("a rating");
    assert!(f64::from(r.rating) < level_rating(Level::Medium));
    assert!(!r.precise && s.rating_text.contains("play more games"));
}

/// The statistics once the game just ended is recorded (the store's thread records it).
fn wait_until_recorded(store: &Arc<Store>) -> StatisticsState {
    common::wait_until("the game recorded", || {
        let s = stats(store);
        s.can_reset.then_some(s)
    })
}

#[test]
fn two_people_are_kept_apart_from_the_computer() {
    let dir = TempDir::new("stats-two");
    let (store, session) = opened(&dir, "human", "human");
    win(&session);
    let s = stats(&store);
    assert_eq!(
        s.two_people,
        TwoPeopleResults {
            white_won: 1,
            black_won: 0,
            drawn: 0
        }
    );
    assert!(s.levels.is_empty() && s.rating.is_none());
    assert_eq!((s.current_streak, s.best_streak), (0, 0));
    assert_eq!(s.two_people_text, "White won 1, Black won 0, drawn 0");
    assert_eq!(
        s.no_computer_games.as_deref(),
        Some("No games against the computer yet.")
    );
    assert!(s.can_reset);
}

#[test]
fn games_between_two_computers_or_with_players_changed_midway_are_not_counted() {
    let dir = TempDir::new("stats-changed");
    let (store, session) = opened(&dir, "human", "human");
    // Black becomes the computer in the middle of a game: neither setting's result.
    session.set_options(Options {
        black: Player::Ai {
            level: AiLevel::Beginner,
        },
        ..session.options()
    });
    win(&session);
    // Display options alone change nothing: the next game counts.
    session.new_game();
    session.set_options(Options {
        sound: false,
        ..session.options()
    });
    assert!(!stats(&store).can_reset);

    let dir = TempDir::new("stats-two-ais");
    let (store, session) = opened(&dir, "ai:beginner", "ai:beginner");
    wait_for(&session, "the end", |s| white_won(&s.status));
    assert!(!stats(&store).can_reset);
}

#[test]
fn a_damaged_statistics_file_is_set_aside_with_a_notice_and_a_new_record_begins() {
    let dir = TempDir::new("stats-damaged");
    let store = Store::new(dir.folder());
    store
        .write("statistics".into(), "computer hard white 1 0\n".into())
        .expect("a valid key");
    let s = stats(&store);
    let notice = s.notice.expect("the player is told");
    assert!(notice.contains("could not be read"), "{notice}");
    assert!(!s.can_reset && s.levels.is_empty());
    let aside = dir.set_aside("statistics");
    assert_eq!(aside.len(), 1, "kept as it was");
    assert_eq!(
        fs::read_to_string(&aside[0]).expect("readable"),
        "computer hard white 1 0\n"
    );
    // Damaged again, under a game that ends: the game is recorded in a new record and the
    // game screen says what happened.
    store
        .write("session".into(), save_of("human", "ai:hard"))
        .expect("a valid key");
    store
        .write("statistics".into(), "\u{7}garbage\n".into())
        .expect("a valid key");
    let session = block_on(open_game(store.clone(), Some(3)));
    win(&session);
    let notice = wait_for(&session, "the notice", |s| s.notice().is_some()).notice();
    assert!(notice.is_some_and(|n| n.contains("statistics")));
    let s = stats(&store);
    assert_eq!(s.levels[0].as_white, counts(1, 0, 0));
    assert!(s.notice.is_none());
}

#[test]
fn puzzles_are_counted_by_length_and_survive_a_reset() {
    let dir = TempDir::new("stats-puzzles");
    let store = Store::new(dir.folder());
    let total = alquerque_core::puzzle::shipped_puzzles().len() as u32;
    let s = stats(&store);
    assert_eq!(s.puzzles.iter().map(|p| p.total).sum::<u32>(), total);
    assert!(s.puzzles.iter().all(|p| p.solved == 0));
    assert!(s.puzzles.windows(2).all(|w| w[0].moves < w[1].moves));
    store
        .write("puzzles".into(), "solved 1 2 3\n".into())
        .expect("a valid key");
    let s = block_on(reset_statistics(store.clone()));
    assert_eq!(s.puzzles.iter().map(|p| p.solved).sum::<u32>(), 3);
    // The shipped set is ordered fewest moves first: the first three are the shortest.
    assert_eq!(s.puzzles[0].solved, 3.min(s.puzzles[0].total));
    let first = &s.puzzles[0];
    assert_eq!(
        first.text,
        format!(
            "Win in {} move{}: {} of {}",
            first.moves,
            if first.moves == 1 { "" } else { "s" },
            first.solved,
            first.total
        )
    );
}

#[test]
fn the_level_pickers_show_each_levels_measured_rating() {
    let levels = ai_levels();
    for info in &levels {
        let rating = rounded(level_rating(info.level));
        assert_eq!(i64::from(info.rating), rating);
        assert_eq!(info.rating_text, format!("Rated about {rating}"));
    }
    assert!(levels.windows(2).all(|w| w[0].rating <= w[1].rating));
    assert!(levels[0].rating < levels[levels.len() - 1].rating);
}

#[test]
fn a_game_played_with_help_is_kept_as_unrated() {
    // A hint taken.
    let dir = TempDir::new("stats-hint");
    let (store, session) = opened(&dir, "human", "ai:easy");
    assert_eq!(session.state().caption, "", "rated until help is taken");
    session.hint();
    let s = wait_for(&session, "the hint", |s| s.board.hint.is_some());
    assert_eq!(s.caption, "Unrated game: you took a hint.");
    win(&session);
    let card = session.state().result_card.expect("a card");
    assert_eq!(
        card.rating_text.as_deref(),
        Some("Unrated game: you took a hint.")
    );
    let s = stats(&store);
    assert!(s.levels.is_empty() && s.rating.is_none(), "not rated");
    assert_eq!((s.current_streak, s.best_streak), (0, 0));
    assert_eq!(
        s.unrated_text.as_deref(),
        Some("Unrated games (with a hint, or perfect play shown): won 1, lost 0, drawn 0")
    );
    assert!(s.no_computer_games.is_none() && s.can_reset);
    // The next game begins rated again.
    session.new_game();
    assert_eq!(session.state().caption, "");

    // Perfect play shown, kept across a relaunch with the game.
    let dir = TempDir::new("stats-proofs");
    let store = Store::new(dir.folder());
    let save = save_of("human", "ai:easy").replace("*", "[ShowProofs \"yes\"]\n*");
    store.write("session".into(), save).expect("a valid key");
    let session = block_on(open_game(store.clone(), Some(1)));
    assert!(session.options().show_proofs);
    drop(session);
    let session = block_on(open_game(store.clone(), Some(2)));
    win(&session);
    let s = stats(&store);
    assert!(s.levels.is_empty());
    assert!(s
        .unrated_text
        .is_some_and(|t| t.ends_with("won 1, lost 0, drawn 0")));
}

/// How many moves the game on screen has.
fn moves_played(s: &alquerque_ffi::GameState) -> usize {
    s.move_rows
        .iter()
        .map(|r| 1 + usize::from(r.second.is_some()))
        .sum()
}

#[test]
fn a_game_left_after_both_sides_moved_counts_as_a_loss_and_the_player_is_told_first() {
    let dir = TempDir::new("stats-left");
    let store = Store::new(dir.folder());
    // The computer opens as White: once it has moved, only one side has.
    store
        .write(
            "session".into(),
            "[White \"ai:easy\"]\n[Black \"human\"]\n*".into(),
        )
        .expect("a valid key");
    let session = block_on(open_game(store.clone(), Some(1)));
    let s = wait_for(&session, "the computer's first move", |s| {
        moves_played(s) == 1 && !s.thinking
    });
    assert!(s.confirm_new_game);
    assert_eq!(s.leave_text, "The game in progress will end.");
    assert!(!session.options_state().players_note.contains("loss"));
    session.new_game();
    assert!(
        !stats(&store).can_reset,
        "left before the person moved: nothing"
    );

    // The person as White, in a new game: both sides move, then the person leaves.
    session.set_options(Options {
        white: Player::Human,
        black: Player::Ai {
            level: AiLevel::Easy,
        },
        ..session.options()
    });
    session.new_game();
    assert!(!session.state().confirm_new_game);
    session.play_notation("c2-c3".into()).expect("legal");
    let s = wait_for(&session, "the computer's answer", |s| {
        moves_played(s) == 2 && !s.thinking
    });
    assert!(s.confirm_new_game);
    assert_eq!(
        s.leave_text,
        "The game in progress will end and count as a loss."
    );
    assert!(session
        .options_state()
        .players_note
        .ends_with("Changing who plays ends the game in progress: it counts as a loss."));
    session.new_game();
    let s = stats(&store);
    assert_eq!(s.levels.len(), 1);
    assert_eq!(s.levels[0].as_white, counts(0, 1, 0));
    assert_eq!(s.rating.map(|r| r.games), Some(1));
    // The new game has no move: leaving it costs nothing and records nothing more.
    session.new_game();
    assert_eq!(stats(&store).levels[0].as_white, counts(0, 1, 0));

    // Changing who plays in the middle of such a game leaves it too.
    session.play_notation("c2-c3".into()).expect("legal");
    wait_for(&session, "the computer's answer", |s| {
        moves_played(s) == 2 && !s.thinking
    });
    session.set_options(Options {
        black: Player::Human,
        ..session.options()
    });
    assert_eq!(stats(&store).levels[0].as_white, counts(0, 2, 0));
}
