//! Games with friends far away: a link opens a game with this player to move, the reply
//! carries it further, and nothing else (an older link, one that went another way, a damaged,
//! hostile, oversized or non-UTF-8 one) touches the games kept; the list survives a reload, a
//! damaged list is set aside with its readable games kept, and the game against the computer
//! is never touched by any of it.

use std::fs;
use std::sync::Arc;

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{block_on, index, TempDir};

use alquerque_core::{Game, GameLink, Rules};
use alquerque_ffi::{
    open_friend_games, open_game, set_languages, AlquerqueError, FriendGames, FriendPlayAction,
    FriendsAction, GameSession, LinkOpened, Options, Side, Store, MAX_FRIEND_GAMES,
    MAX_SHARED_BYTES,
};

fn open(dir: &TempDir) -> (Arc<Store>, Arc<FriendGames>) {
    let store = Store::new(dir.folder());
    let friends = block_on(open_friend_games(store.clone()));
    (store, friends)
}

/// The list's document as it is on the disk, once every write is done.
fn document(friends: &FriendGames, dir: &TempDir) -> Option<String> {
    block_on(friends.flush());
    fs::read_to_string(dir.file("friend-games.txt")).ok()
}

/// A game of the default rules after `plies` plies, each the first legal move.
fn game_after(plies: usize) -> Game {
    let mut game = Game::new(Rules::default());
    for _ in 0..plies {
        let mv = game.legal_moves().into_vec()[0];
        game.play(mv).expect("a legal move");
    }
    game
}

/// Plays the first legal move in `session` as its person would tap it.
fn play_first_move(session: &GameSession) {
    let record = session.export_record();
    let game = Game::from_record(&record).expect("the session's record");
    let mv = game.legal_moves().into_vec()[0];
    for square in mv.path() {
        session
            .tap_result(index(&square.to_string()))
            .expect("the person's tap");
    }
    assert_eq!(
        Game::from_record(&session.export_record())
            .expect("a record")
            .moves()
            .len(),
        game.moves().len() + 1,
        "the move was played"
    );
}

fn moves_of(session: &GameSession) -> usize {
    Game::from_record(&session.export_record())
        .expect("a record")
        .moves()
        .len()
}

/// A link's outcome, opened or refused.
trait Outcome {
    /// The outcome of a link that opens.
    fn opened(self) -> LinkOpened;
    /// Why a link was refused.
    fn refused(self) -> String;
}

impl Outcome for LinkOpened {
    fn opened(self) -> LinkOpened {
        assert!(self.id.is_some(), "refused: {}", self.message);
        self
    }

    fn refused(self) -> String {
        assert!(self.id.is_none() && !self.added, "opened: {}", self.message);
        self.message
    }
}

fn english() {
    set_languages(vec!["en".into()]);
}

#[test]
fn a_link_opens_a_game_with_this_player_to_move() {
    english();
    let dir = TempDir::new("friends-open");
    let (_store, friends) = open(&dir);
    assert!(friends.state().rows.is_empty());
    assert!(friends.state().empty_text.is_some());
    assert_eq!(friends.state().primary, Some(FriendsAction::NewGame));
    let game = game_after(3);
    let link = GameLink {
        id: 0xfeed,
        game: game.clone(),
    };
    let message = format!(
        "Your move! {} (sent from my phone)",
        link.to_url().expect("a link")
    );
    let opened = friends.open_link(message).opened();
    assert!(opened.added);
    assert_eq!(opened.id, Some(0xfeed));
    assert!(opened.message.contains("Black"), "{}", opened.message);
    let row = &friends.state().rows[0];
    assert_eq!(row.id, 0xfeed);
    assert_eq!(row.side_text, "You play Black");
    assert_eq!(row.turn_text, "Your move");
    assert!(row.your_turn);
    assert_eq!(
        friends.state().primary,
        None,
        "the game waiting is the next step"
    );

    let session = friends
        .play(0xfeed, Options::default())
        .expect("in the list");
    assert_eq!(
        Game::from_record(&session.export_record())
            .expect("a record")
            .position(),
        game.position(),
        "at the link's position"
    );
    let state = session.state();
    assert!(!session.ai_to_move(), "nobody searches for the friend");
    assert!(
        state.board.flipped,
        "Black, the person's side, at the bottom"
    );
    let play = session.friend_play().expect("a game with a friend");
    assert!(!play.can_send, "nothing to send before a move");
    assert_eq!(play.turn_line, "You play Black · Your move");
    play_first_move(&session);
    let play = session.friend_play().expect("a game with a friend");
    assert!(play.can_send);
    assert_eq!(
        play.turn_line,
        "You play Black · Your move is played: send it"
    );
    // The friend's side cannot be played here.
    let refused = session.play_notation("c2-c3".into()).expect_err("refused");
    assert!(refused.to_string().contains("your friend"), "{refused}");
    assert!(!session.ai_to_move());
    // The game of the computer's kind is never a game with a friend.
    assert!(GameSession::new(Options::default()).friend_play().is_none());
}

#[test]
fn a_move_goes_there_and_back_and_each_link_extends_the_other_sides_game() {
    english();
    let (dir_a, dir_b) = (TempDir::new("friends-a"), TempDir::new("friends-b"));
    let (_sa, alice) = open(&dir_a);
    let (_sb, bob) = open(&dir_b);
    let id = alice
        .start(Side::White, Options::default(), String::new())
        .expect("room");
    let a = alice.play(id, Options::default()).expect("the new game");
    assert!(
        !a.friend_play().expect("a friend's game").can_send,
        "nothing to send before White's first move"
    );
    assert!(a
        .friend_play()
        .expect("as the test set it up")
        .turn_line
        .ends_with(" · Your move"));
    play_first_move(&a);
    // Until it is sent, the move can be taken back and played again.
    assert!(a.undo());
    assert_eq!(moves_of(&a), 0);
    play_first_move(&a);
    let first = a.send_move_result().expect("a game with a friend");
    assert!(first.contains("\nalquerque://game/"), "{first}");
    assert!(!a.undo(), "a sent move is the friend's to answer");
    assert!(a.state().notice().is_some_and(|n| n.contains("sent")));
    assert_eq!(moves_of(&a), 1);
    assert_eq!(
        alice.state().rows[0].turn_text,
        "Waiting for your friend",
        "the list says whose turn"
    );

    let got = bob.open_link(first.clone()).opened();
    assert!(got.added);
    assert_eq!(got.id, Some(id), "the same game on both sides");
    assert_eq!(bob.state().rows[0].side_text, "You play Black");
    let b = bob.play(id, Options::default()).expect("the game");
    play_first_move(&b);
    let reply = b.send_move_result().expect("sent");

    // Alice's list takes the reply: it carries her game further.
    let back = alice.open_link(reply.clone()).opened();
    assert!(!back.added);
    assert_eq!(back.message, "Your friend's move is in: it is your turn.");
    let a2 = alice.play(id, Options::default()).expect("the game");
    assert_eq!(moves_of(&a2), 2);
    assert!(
        !a2.friend_play().expect("as the test set it up").can_send,
        "the friend has it"
    );
    assert!(!a2.undo(), "the friend's move is not Alice's to take back");
    assert_eq!(moves_of(&a2), 2);
    // The same reply again changes nothing and says so.
    assert!(alice.open_link(reply).opened().message.contains("already"));
    // Alice's own first link is older than her game now: refused, the game kept.
    let before = document(&alice, &dir_a);
    let older = alice.open_link(first).refused();
    assert!(older.to_string().contains("older"), "{older}");
    assert_eq!(document(&alice, &dir_a), before);
    // The session opened before the reply came in sends and writes nothing over it.
    let err = a.send_move_result().expect_err("refused");
    assert!(err.to_string().contains("newer link"), "{err}");
    assert!(!a.friend_play().expect("as the test set it up").can_send);
    assert_eq!(document(&alice, &dir_a), before);
}

#[test]
fn a_link_that_went_another_way_never_overwrites_the_game() {
    english();
    let dir = TempDir::new("friends-diverge");
    let (_store, friends) = open(&dir);
    let mine = game_after(4);
    friends
        .open_link(
            GameLink {
                id: 9,
                game: mine.clone(),
            }
            .to_url()
            .expect("a link"),
        )
        .opened();
    // The same id, the same moves up to a ply with a choice, and there another move.
    let mut other = Game::new(Rules::default());
    for &mv in mine.moves() {
        let moves = other.legal_moves().into_vec();
        if moves.len() > 1 {
            other
                .play(
                    *moves
                        .iter()
                        .find(|&&m| m != mv)
                        .expect("as the test set it up"),
                )
                .expect("as the test set it up");
            break;
        }
        other.play(mv).expect("as the test set it up");
    }
    assert!(!mine.moves().starts_with(other.moves()), "another way");
    let before = document(&friends, &dir);
    let err = friends
        .open_link(GameLink { id: 9, game: other }.to_url().expect("a link"))
        .refused();
    assert!(err.to_string().contains("another way"), "{err}");
    // Other rules under the same id are another game too.
    let mut rules = Rules::default();
    rules.reversal_allowed = !rules.reversal_allowed;
    let err = friends
        .open_link(
            GameLink {
                id: 9,
                game: Game::new(rules),
            }
            .to_url()
            .expect("a link"),
        )
        .refused();
    assert!(err.to_string().contains("another way"), "{err}");
    assert_eq!(document(&friends, &dir), before);
    let session = friends
        .play(9, Options::default())
        .expect("as the test set it up");
    assert_eq!(moves_of(&session), 4);
}

/// A link around `body` with the right checksum (the core's sealer): bytes no app would write.
fn sealed(body: &[u8]) -> String {
    format!(
        "{}{}",
        GameLink::PREFIX,
        alquerque_core::internals::seal_link(body)
    )
}

/// A link's body: version 1, id 5, standard rules, the usual start, then `moves`.
fn body(variant: u8, moves: &[u8]) -> Vec<u8> {
    let mut b = vec![1];
    b.extend_from_slice(&5u64.to_le_bytes());
    b.push(variant);
    b.push(u8::from(Rules::default().reversal_allowed));
    b.extend_from_slice(&Rules::default().no_capture_draw_plies.to_le_bytes());
    b.push(0);
    b.extend_from_slice(moves);
    b
}

#[test]
fn damaged_hostile_oversized_and_non_utf8_links_are_refused_and_touch_nothing() {
    english();
    let dir = TempDir::new("friends-hostile");
    let (store, friends) = open(&dir);
    // A game against the computer, and a game with a friend, both kept.
    let session = block_on(open_game(store.clone(), Some(1)));
    session.set_options(common::two_humans());
    session
        .tap_result(index("c2"))
        .expect("as the test set it up");
    session
        .tap_result(index("c3"))
        .expect("as the test set it up");
    let computer_game = session.save_state();
    let good = GameLink {
        id: 5,
        game: game_after(2),
    }
    .to_url()
    .expect("a link");
    friends.open_link(good.clone()).opened();
    let before = document(&friends, &dir).expect("written");
    let rows = friends.state().rows;

    let mut changed = good.clone().into_bytes();
    let last = changed.len() - 3;
    changed[last] = if changed[last] == b'A' { b'B' } else { b'A' };
    let texts = [
        (good[..good.len() - 2].to_string(), "damaged"),
        (
            String::from_utf8(changed).expect("as the test set it up"),
            "damaged",
        ),
        ("no link here at all".to_string(), "no game link"),
        (
            format!("alquerque://game/{}", "A".repeat(5000)),
            "far longer",
        ),
        ("x".repeat(MAX_SHARED_BYTES as usize + 1), "far longer"),
        // a1 to e5 in one step: no such move.
        (sealed(&body(0, &[0, 24 | 0x80])), "ply 1"),
        // Rules no version knows.
        (sealed(&body(7, &[])), "rules"),
        // A point past the board.
        (sealed(&body(0, &[30 | 0x80])), "damaged"),
        // A path cut short.
        (sealed(&body(0, &[7])), "damaged"),
    ];
    for (text, why) in texts {
        let err = friends.open_link(text.clone()).refused();
        assert!(
            err.to_string().starts_with("The link could not be opened")
                && err.to_string().contains(why),
            "{why}: {err}"
        );
        let err = friends.open_link_bytes(text.into_bytes()).refused();
        assert!(err.to_string().contains(why), "{why}: {err}");
    }
    let mut not_utf8 = good.clone().into_bytes();
    not_utf8.insert(4, 0xff);
    let err = friends.open_link_bytes(not_utf8).refused();
    assert!(err.to_string().contains("damaged"), "{err}");
    assert_eq!(friends.state().rows, rows);
    assert_eq!(
        document(&friends, &dir).expect("as the test set it up"),
        before
    );
    assert_eq!(
        session.save_state(),
        computer_game,
        "the game on screen untouched"
    );
}

#[test]
fn the_list_persists_and_a_damaged_list_is_set_aside_with_its_readable_games_kept() {
    english();
    let dir = TempDir::new("friends-persist");
    {
        let (_store, friends) = open(&dir);
        let id = friends
            .start(Side::Black, Options::default(), String::new())
            .expect("as the test set it up");
        let s = friends
            .play(id, Options::default())
            .expect("as the test set it up");
        let invite = s.send_move_result().expect("an invitation");
        assert!(invite.contains("You play White"), "{invite}");
        friends
            .open_link(
                GameLink {
                    id: 77,
                    game: game_after(5),
                }
                .to_url()
                .expect("a link"),
            )
            .opened();
        block_on(friends.flush());
    }
    let (_store, friends) = open(&dir);
    let rows = friends.state().rows;
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].id, 77, "the game waiting for the person first");
    assert_eq!(rows[0].moves_text, "5 moves played");
    assert_eq!(rows[1].turn_text, "Waiting for your friend");
    assert!(friends.state().notice.is_none());
    drop(friends);

    // A line damaged on the disk: the document is kept aside, the other game read.
    let path = dir.file("friend-games.txt");
    let text = fs::read_to_string(&path).expect("as the test set it up");
    let damaged: String = text
        .lines()
        .map(|l| {
            if l.starts_with("000000000000004d") {
                // The link (the fifth field, before the name) cut short.
                let mut fields: Vec<String> = l.splitn(6, ' ').map(str::to_string).collect();
                let link = &fields[4];
                fields[4] = format!("{}X", &link[..link.len() - 6]);
                fields.join(" ")
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    // Read from a folder of its own: a list of `dir` may still be alive for a moment (a
    // session's work in the background holds it), and a list open is shared, not read again.
    let damaged_dir = TempDir::new("friends-damaged");
    let path = damaged_dir.file("friend-games.txt");
    fs::write(&path, &damaged).expect("as the test set it up");
    let (_store, friends) = open(&damaged_dir);
    let state = friends.state();
    assert_eq!(state.rows.len(), 1, "the readable game kept");
    // The player's words, whatever broke inside the list (that goes to the log).
    assert_eq!(
        state.notice.as_deref(),
        Some("Your list of games with friends could not be read in full. It was kept aside, and the games that could be read are here.")
    );
    let aside = damaged_dir.set_aside("friend-games");
    assert_eq!(aside.len(), 1);
    assert_eq!(
        fs::read_to_string(&aside[0]).expect("as the test set it up"),
        damaged,
        "kept as it was"
    );
    // A document that is no list at all, in a folder of its own likewise.
    drop(friends);
    let other_dir = TempDir::new("friends-no-list");
    fs::write(other_dir.file("friend-games.txt"), "[White \"human\"]\n*")
        .expect("as the test set it up");
    let (_store, friends) = open(&other_dir);
    assert!(friends.state().rows.is_empty());
    assert!(friends.state().notice.is_some());
}

#[test]
fn the_list_is_bounded_and_says_so() {
    english();
    let dir = TempDir::new("friends-full");
    let (_store, friends) = open(&dir);
    for _ in 0..MAX_FRIEND_GAMES {
        friends
            .start(Side::White, Options::default(), String::new())
            .expect("as the test set it up");
    }
    assert!(friends.state().full);
    assert_eq!(friends.state().primary, None, "no room for a new game");
    assert_eq!(
        friends.start(Side::White, Options::default(), String::new()),
        None,
        "refused"
    );
    let said = friends.state().notice.expect("the list says why");
    assert!(said.contains("remove one"), "{said}");
    let err = friends
        .open_link(
            GameLink {
                id: 1,
                game: game_after(1),
            }
            .to_url()
            .expect("a link"),
        )
        .refused();
    assert!(err.to_string().contains("remove one"), "{err}");
    let id = friends.state().rows[0].id;
    assert!(friends.remove(id));
    assert!(!friends.remove(id));
    assert!(friends.play(id, Options::default()).is_none());
    assert!(friends.state().notice.is_some(), "the list says why");
    friends
        .open_link(
            GameLink {
                id: 1,
                game: game_after(1),
            }
            .to_url()
            .expect("a link"),
        )
        .opened();
}

#[test]
fn a_game_with_a_friend_never_touches_the_game_against_the_computer() {
    english();
    let dir = TempDir::new("friends-computer");
    let (store, friends) = open(&dir);
    let session = block_on(open_game(store.clone(), Some(1)));
    session.new_game();
    let saved = session.save_state();
    friends
        .open_link(
            GameLink {
                id: 3,
                game: game_after(1),
            }
            .to_url()
            .expect("a link"),
        )
        .opened();
    let friend = friends
        .play(3, session.options())
        .expect("as the test set it up");
    play_first_move(&friend);
    // A game with a friend is never started over, nor replaced by a record.
    friend.new_game();
    friend.swap_sides();
    assert_eq!(moves_of(&friend), 2);
    assert!(friend.import_record_result("*".into()).is_err());
    assert!(friend.state().game_over.is_empty());
    // Display settings follow the app's; the players and rules stay the game's.
    let mut options = session.options();
    options.show_notation = !options.show_notation;
    options.white = alquerque_ffi::Player::Human;
    friend.set_options(options.clone());
    assert_eq!(friend.options().show_notation, options.show_notation);
    assert_eq!(friend.options().white, alquerque_ffi::Player::Friend);
    block_on(store.flush());
    block_on(friends.flush());
    assert_eq!(session.save_state(), saved);
    let reopened = block_on(open_game(Store::new(dir.folder()), Some(1)));
    assert_eq!(
        reopened.save_state(),
        saved,
        "the computer's game as it was"
    );
}

#[test]
fn shared_text_is_told_a_link_or_a_record() {
    let link = GameLink {
        id: 2,
        game: game_after(1),
    }
    .to_url()
    .expect("a link");
    use alquerque_ffi::{shared_content, SharedContent};
    assert_eq!(
        shared_content(format!("look: {link}").into_bytes()),
        SharedContent::GameLink
    );
    assert_eq!(
        shared_content(game_after(1).to_record().into_bytes()),
        SharedContent::GameRecord
    );
    assert_eq!(
        shared_content(vec![0xff, 0xfe]),
        SharedContent::GameRecord,
        "not text: the game screen says why it cannot be read"
    );
}

#[test]
fn a_game_with_a_friend_is_never_counted_in_the_statistics() {
    english();
    let dir = TempDir::new("friends-stats");
    let (store, friends) = open(&dir);
    // White to move wins at once with b2-b4-d2-d4.
    let start = "-----/-----/-bbb-/-w---/w---w w - 0"
        .parse::<alquerque_core::PositionText>()
        .and_then(|t| t.into_position(Rules::default()))
        .expect("a position");
    let link = GameLink {
        id: 11,
        game: Game::from_position(start),
    };
    friends.open_link(link.to_url().expect("a link")).opened();
    let session = friends.play(11, Options::default()).expect("the game");
    for name in ["b2", "b4", "d2", "d4"] {
        session
            .tap_result(index(name))
            .expect("the winning capture");
    }
    assert!(session.state().status != alquerque_ffi::GameStatus::Ongoing);
    block_on(store.flush());
    let stats = block_on(alquerque_ffi::open_statistics(store.clone()));
    assert!(!stats.can_reset, "nothing recorded: {stats:?}");
    assert_eq!(stats.two_people.white_won, 0);
    // The list says how it ended, and the friend can be sent the end.
    assert!(friends.state().rows[0].turn_text.contains("White"));
    assert!(session.send_move_result().expect("sent").contains("over"));
}

#[test]
fn a_game_begun_as_black_asks_to_be_sent_first() {
    english();
    let dir = TempDir::new("friends-black");
    let (_store, friends) = open(&dir);
    let id = friends
        .start(Side::Black, Options::default(), String::new())
        .expect("room");
    let row = &friends.state().rows[0];
    assert!(row.your_turn, "the invitation is the person's to send");
    assert!(
        row.turn_text.starts_with("Send the game"),
        "{}",
        row.turn_text
    );
    let session = friends.play(id, Options::default()).expect("the game");
    let play = session.friend_play().expect("a friend's game");
    assert!(play.can_send);
    assert_eq!(play.primary, Some(FriendPlayAction::Send));
    session.send_move_result().expect("the invitation");
    let play = session.friend_play().expect("a friend's game");
    assert_eq!((play.can_send, play.primary), (false, None));
    assert_eq!(friends.state().rows[0].turn_text, "Waiting for your friend");
    assert!(!friends.state().rows[0].your_turn);
    assert_eq!(friends.state().primary, Some(FriendsAction::NewGame));
}

/// A game of 2,270 plies under rules with no no-capture draw (the core's test data):
/// longer than any link holds.
fn long_game() -> Game {
    Game::from_record(include_str!("../../core/tests/data/long-game.txt")).expect("a record")
}

/// The first `plies` plies of `game`.
fn prefix(game: &Game, plies: usize) -> Game {
    let mut short = Game::from_position(*game.start());
    for &mv in &game.moves()[..plies] {
        short.play(mv).expect("legal");
    }
    short
}

/// The longest start of `game` whose link any app reads.
fn longest_that_fits(game: &Game, id: u64) -> Game {
    let fits = |plies: usize| {
        GameLink {
            id,
            game: prefix(game, plies),
        }
        .to_url()
        .is_ok()
    };
    let (mut fit, mut too_long) = (0, game.moves().len());
    assert!(!fits(too_long), "the game is too long for a link");
    while too_long - fit > 1 {
        let mid = (fit + too_long) / 2;
        if fits(mid) {
            fit = mid;
        } else {
            too_long = mid;
        }
    }
    prefix(game, fit)
}

/// Taps the first point of the first legal move in `session`: the move's start.
fn first_tap(session: &GameSession) -> Result<alquerque_ffi::TapOutcome, AlquerqueError> {
    let game = Game::from_record(&session.export_record()).expect("the session's record");
    let mv = game.legal_moves().into_vec()[0];
    let from = mv.path().next().expect("a move has a start");
    session.tap_result(index(&from.to_string()))
}

#[test]
fn a_move_past_what_a_link_carries_is_refused_before_it_is_played_and_nothing_is_lost() {
    english();
    let dir = TempDir::new("friends-long");
    let long = long_game();
    for (id, game) in [
        // The longest game a link holds: any move more would make a link no app reads.
        (0x10, longest_that_fits(&long, 0x10)),
        // The bound itself: the last ply a game with a friend may have.
        (0x11, prefix(&long, GameLink::MAX_PLIES)),
    ] {
        let (_store, friends) = open(&dir);
        let plies = game.moves().len();
        assert!(plies >= GameLink::MAX_PLIES, "{plies} plies");
        friends
            .open_link(GameLink { id, game }.to_url().expect("a link"))
            .opened();
        let before = document(&friends, &dir);
        let session = friends.play(id, Options::default()).expect("in the list");
        let err = first_tap(&session).expect_err("no room for another move");
        assert!(err.to_string().contains("no more moves"), "{err}");
        assert!(session
            .state()
            .notice()
            .is_some_and(|n| n.contains("no more moves")));
        assert_eq!(moves_of(&session), plies, "nothing played");
        let notation = {
            let game = Game::from_record(&session.export_record()).expect("a record");
            let mv = game.legal_moves().into_vec()[0];
            mv.path()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join("-")
        };
        assert!(
            session.play_notation(notation).is_err(),
            "typed, refused too"
        );
        assert_eq!(moves_of(&session), plies);
        assert_eq!(document(&friends, &dir), before, "the list as it was");
        drop((session, friends));
        // The next launch reads the list whole: nothing set aside, the game there.
        let (_store, friends) = open(&dir);
        let state = friends.state();
        assert_eq!(state.notice, None, "the list is read back whole");
        assert!(
            dir.set_aside("friend-games").is_empty(),
            "nothing set aside"
        );
        let session = friends.play(id, Options::default()).expect("kept");
        assert_eq!(moves_of(&session), plies);
    }
}

#[test]
fn a_game_one_move_short_of_the_bound_is_played_sent_and_read_back() {
    english();
    let (dir_a, dir_b) = (
        TempDir::new("friends-edge-a"),
        TempDir::new("friends-edge-b"),
    );
    let (_sa, alice) = open(&dir_a);
    let game = prefix(&long_game(), GameLink::MAX_PLIES - 1);
    alice
        .open_link(GameLink { id: 0x12, game }.to_url().expect("a link"))
        .opened();
    let a = alice.play(0x12, Options::default()).expect("in the list");
    play_first_move(&a);
    let sent = a.send_move_result().expect("the last move fits a link");
    let (_sb, bob) = open(&dir_b);
    bob.open_link(sent).opened();
    drop((a, alice));
    let (_sa, alice) = open(&dir_a);
    assert_eq!(alice.state().notice, None);
    let a = alice.play(0x12, Options::default()).expect("kept");
    assert_eq!(moves_of(&a), GameLink::MAX_PLIES);
}

#[test]
fn two_sessions_of_one_game_never_overwrite_each_other() {
    english();
    let dir = TempDir::new("friends-two-sessions");
    let (_store, friends) = open(&dir);
    friends
        .open_link(
            GameLink {
                id: 0x21,
                game: game_after(1),
            }
            .to_url()
            .expect("a link"),
        )
        .opened();
    // Two screens of the same game, opened before either moved.
    let first = friends.play(0x21, Options::default()).expect("the game");
    let second = friends.play(0x21, Options::default()).expect("the game");
    play_first_move(&first);
    let sent = first.send_move_result().expect("the first to move sends");
    let kept = document(&friends, &dir);
    // The second notices the game moved on: its move is refused with the reason, before
    // it is played, and nothing in the list changes.
    let err = first_tap(&second).expect_err("out of date");
    assert!(err.to_string().contains("another window"), "{err}");
    assert_eq!(moves_of(&second), 1);
    let err = second
        .send_move_result()
        .expect_err("nothing to send over the other");
    assert!(err.to_string().contains("another window"), "{err}");
    assert!(!second.friend_play().expect("a friend's game").can_send);
    assert_eq!(document(&friends, &dir), kept);
    // The friend answers the move that was sent, and the list takes the answer.
    let mut reply = Game::from_record(&first.export_record()).expect("a record");
    let mv = reply.legal_moves().into_vec()[0];
    reply.play(mv).expect("legal");
    assert!(sent.contains("alquerque://game/"));
    friends
        .open_link(
            GameLink {
                id: 0x21,
                game: reply,
            }
            .to_url()
            .expect("a link"),
        )
        .opened();
    let third = friends.play(0x21, Options::default()).expect("the game");
    assert_eq!(moves_of(&third), 3);

    // Two screens, the second moving after the first moved but before it sent.
    let a = friends.play(0x21, Options::default()).expect("the game");
    let b = friends.play(0x21, Options::default()).expect("the game");
    play_first_move(&a);
    let kept = document(&friends, &dir);
    assert!(first_tap(&b).is_err(), "the game moved on in the other");
    assert_eq!(document(&friends, &dir), kept);
    a.send_move_result().expect("the one that moved sends");
}

#[test]
fn a_link_with_moves_of_the_persons_own_side_is_refused_and_changes_nothing() {
    english();
    let dir = TempDir::new("friends-own-side");
    let (_store, friends) = open(&dir);
    // The person plays White in a new game and has not moved.
    let id = friends
        .start(Side::White, Options::default(), String::new())
        .expect("room");
    let before = document(&friends, &dir);
    let rows = friends.state().rows;
    let mut white = Game::new(Rules::default());
    white.play_text("c2-c3").expect("legal");
    let mut white_black = white.clone();
    let mv = white_black.legal_moves().into_vec()[0];
    white_black.play(mv).expect("legal");
    // White's move made for the person, and then Black's answer to it.
    for game in [white.clone(), white_black.clone()] {
        let err = friends
            .open_link(GameLink { id, game }.to_url().expect("a link"))
            .refused();
        assert!(err.contains("your own side"), "{err}");
        assert!(!err.contains("move is in"), "{err}");
        assert_eq!(friends.state().rows, rows);
        assert_eq!(document(&friends, &dir), before);
    }
    // After the person's own move, sent, the friend's answer is taken; a link adding a
    // further move of the person's side besides is not.
    let s = friends.play(id, Options::default()).expect("the game");
    s.play_notation("c2-c3".into()).expect("the person's move");
    s.send_move_result().expect("sent");
    let mut too_far = white_black.clone();
    let mv = too_far.legal_moves().into_vec()[0];
    too_far.play(mv).expect("legal");
    let before = document(&friends, &dir);
    let err = friends
        .open_link(GameLink { id, game: too_far }.to_url().expect("a link"))
        .refused();
    assert!(err.contains("your own side"), "{err}");
    assert_eq!(document(&friends, &dir), before);
    let ok = friends
        .open_link(
            GameLink {
                id,
                game: white_black,
            }
            .to_url()
            .expect("a link"),
        )
        .opened();
    assert_eq!(ok.message, "Your friend's move is in: it is your turn.");
}

#[test]
fn two_lists_on_one_store_and_two_stores_on_one_folder_keep_each_others_games() {
    english();
    let dir = TempDir::new("friends-two-lists");
    let store = Store::new(dir.folder());
    let other_store = Store::new(dir.folder());
    let one = block_on(open_friend_games(store.clone()));
    let two = block_on(open_friend_games(store.clone()));
    let three = block_on(open_friend_games(other_store.clone()));
    let ids = [
        one.start(Side::White, Options::default(), String::new())
            .expect("room"),
        two.start(Side::Black, Options::default(), String::new())
            .expect("room"),
        three
            .start(Side::White, Options::default(), String::new())
            .expect("room"),
    ];
    one.open_link(
        GameLink {
            id: 0x31,
            game: game_after(2),
        }
        .to_url()
        .expect("a link"),
    )
    .opened();
    // What the link did is said on the list; nothing else is.
    assert!(one.state().notice.is_some());
    one.dismiss_notice();
    for list in [&one, &two, &three] {
        block_on(list.flush());
        assert_eq!(list.state().rows.len(), 4, "each list sees every game");
        assert_eq!(list.state().notice, None);
    }
    drop((one, two, three, store, other_store));
    let (_store, friends) = open(&dir);
    let rows = friends.state().rows;
    for id in ids.into_iter().chain([0x31]) {
        assert!(rows.iter().any(|r| r.id == id), "game {id:x} kept");
    }
    assert_eq!(friends.state().notice, None);
}

#[test]
fn a_shared_text_with_links_to_several_games_is_refused_with_the_reason() {
    english();
    let dir = TempDir::new("friends-several");
    let (_store, friends) = open(&dir);
    let a = GameLink {
        id: 0x41,
        game: game_after(1),
    }
    .to_url()
    .expect("a link");
    let b = GameLink {
        id: 0x42,
        game: game_after(2),
    }
    .to_url()
    .expect("a link");
    let err = friends.open_link(format!("{a}\n{b}")).refused();
    assert!(err.contains("different games"), "{err}");
    assert!(friends.state().rows.is_empty());
    // A conversation of one game: its latest link is the one taken.
    let older = GameLink {
        id: 0x41,
        game: game_after(0),
    }
    .to_url()
    .expect("a link");
    let opened = friends.open_link(format!("{a}\n{older}")).opened();
    assert_eq!(opened.id, Some(0x41));
    let s = friends.play(0x41, Options::default()).expect("the game");
    assert_eq!(moves_of(&s), 1);
}

#[test]
fn each_game_has_a_name_cleaned_kept_and_read_from_an_old_list_without_names() {
    english();
    let dir = TempDir::new("friends-names");
    {
        let (_store, friends) = open(&dir);
        let named = friends
            .start(
                Side::White,
                Options::default(),
                "  Chess\tclub \n\u{202E}night  ".into(),
            )
            .expect("room");
        let unnamed = friends
            .start(Side::White, Options::default(), " \u{0007} ".into())
            .expect("room");
        let s = friends.state();
        let name = |id| {
            s.rows
                .iter()
                .find(|r| r.id == id)
                .map(|r| r.name.clone())
                .expect("in the list")
        };
        assert_eq!(name(named), "Chess club night");
        assert_eq!(name(unnamed), s.default_name, "nothing left: the default");
        assert!(s.default_name.starts_with("Game of "), "{}", s.default_name);
        // The row carries the picture of the start and the words for screen readers.
        let row = s.rows.iter().find(|r| r.id == named).expect("in the list");
        assert_eq!(row.pieces.len(), 25);
        assert!(!row.flipped);
        assert!(row
            .accessibility_label
            .starts_with("Chess club night. You play White."));

        // A name too long is cut; one with nothing left, or for no game, changes nothing.
        assert!(friends.rename(unnamed, "x".repeat(200)));
        assert!(!friends.rename(unnamed, "\n\t\u{200B}".into()));
        assert!(!friends.rename(12345, "Lost".into()));
        let s = friends.state();
        let long = s
            .rows
            .iter()
            .find(|r| r.id == unnamed)
            .expect("in the list");
        assert_eq!(long.name.chars().count(), s.max_name_chars as usize);
        let text = document(&friends, &dir).expect("written");
        assert!(text.starts_with("alquerque friend games 2\n"));
        assert!(text.lines().any(|l| l.ends_with(" Chess club night")));
    }
    // Read back after a new launch.
    let (_store, friends) = open(&dir);
    assert!(friends
        .state()
        .rows
        .iter()
        .any(|r| r.name == "Chess club night"));
    drop(friends);

    // A list written before games had names reads, each named by its date.
    let old = TempDir::new("friends-old");
    let link = GameLink {
        id: 0x42,
        game: game_after(2),
    }
    .to_url()
    .expect("a link");
    fs::write(
        old.file("friend-games.txt"),
        format!("alquerque friend games 1\n0000000000000042 white - 86400 {link}\n"),
    )
    .expect("written");
    let (_store, friends) = open(&old);
    let s = friends.state();
    assert_eq!(s.notice, None, "nothing set aside");
    assert_eq!(s.rows.len(), 1);
    assert_eq!(s.rows[0].name, "Game of 2 Jan");

    // A name the app would not write is damage: that game is set aside.
    let bad = TempDir::new("friends-bad-name");
    fs::write(
        bad.file("friend-games.txt"),
        format!("alquerque friend games 2\n0000000000000042 white - 86400 {link} a  b\n"),
    )
    .expect("written");
    let (_store, friends) = open(&bad);
    let s = friends.state();
    assert!(s.rows.is_empty() && s.notice.is_some());
}

#[test]
fn a_removed_game_comes_back_with_undo_until_the_next_change() {
    english();
    let dir = TempDir::new("friends-undo");
    let (_store, friends) = open(&dir);
    let ids: Vec<u64> = ["One", "Two", "Three"]
        .iter()
        .map(|n| {
            friends
                .start(Side::White, Options::default(), (*n).into())
                .expect("room")
        })
        .collect();
    let order = |f: &FriendGames| f.state().rows.iter().map(|r| r.id).collect::<Vec<_>>();
    let before = order(&friends);
    assert!(friends.state().removed.is_none());
    assert!(!friends.undo_remove(), "nothing to bring back");

    assert!(friends.remove(ids[1]));
    let s = friends.state();
    assert!(!s.rows.iter().any(|r| r.id == ids[1]));
    let removed = s.removed.expect("the undo offered");
    assert_eq!(removed.text, "“Two” removed");
    assert_eq!(removed.undo_title, "Undo");
    assert!(
        !document(&friends, &dir)
            .expect("written")
            .contains(" Two\n"),
        "removed on the disk at once"
    );
    assert!(friends.undo_remove());
    assert_eq!(order(&friends), before, "back where it was");
    assert!(friends.state().removed.is_none());
    assert!(document(&friends, &dir)
        .expect("written")
        .contains(" Two\n"));
    assert!(!friends.undo_remove(), "once");

    // The next change ends the offer.
    assert!(friends.remove(ids[0]));
    assert!(friends.rename(ids[2], "Third".into()));
    assert!(friends.state().removed.is_none());
    assert!(!friends.undo_remove());
    assert!(!friends.state().rows.iter().any(|r| r.id == ids[0]));
}

#[test]
fn games_waiting_for_the_person_come_first_then_the_latest() {
    english();
    let dir = TempDir::new("friends-order");
    let (_store, friends) = open(&dir);
    // Playing Black with the invitation sent, the person waits for the friend.
    let waiting = friends
        .start(Side::Black, Options::default(), "Waiting".into())
        .expect("room");
    let s = friends.play(waiting, Options::default()).expect("the game");
    s.send_move_result().expect("an invitation");
    drop(s);
    // A link from a friend: the person's move.
    let mine = friends
        .open_link(
            GameLink {
                id: 9,
                game: game_after(1),
            }
            .to_url()
            .expect("a link"),
        )
        .id
        .expect("opened");
    let rows = friends.state().rows;
    assert_eq!(rows[0].id, mine);
    assert!(rows[0].your_turn && !rows[1].your_turn);
    assert_eq!(rows[1].id, waiting);
    assert!(rows[0].flipped, "the friend began: the person plays Black");
}
