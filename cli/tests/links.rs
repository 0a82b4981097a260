//! A game sent as a link in `alquerque play`: `link` prints it, `open` plays on from it in
//! another run (the friend's), a damaged or foreign link is refused and changes nothing, and
//! `back` comes round to every game a link replaced.

mod common;

use common::alquerque;

const TWO_PEOPLE: [&str; 5] = ["play", "--white", "human", "--black", "human"];

/// The links printed in `out`, in order.
fn links(out: &str) -> Vec<String> {
    out.split(|c: char| c.is_whitespace() || c == '>')
        .filter(|w| w.starts_with("alquerque://game/"))
        .map(str::to_string)
        .collect()
}

/// The one link printed in `out`.
fn only_link(out: &str) -> String {
    let mut found = links(out);
    assert_eq!(found.len(), 1, "one link: {out}");
    found.remove(0)
}

/// The game's record as `record` prints it at the end of `out`: its move lines.
fn last_moves(out: &str) -> String {
    let record = &out[out.rfind("[Game").expect("a record")..];
    record
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn a_friend_plays_on_from_the_link_and_sends_it_back() {
    let mine = alquerque(&TWO_PEOPLE, "c2-c3\nlink\nquit\n");
    assert_eq!(mine.code, Some(0), "{}", mine.stderr);
    let sent = only_link(&mine.stdout);
    // The friend opens it (with the words a messenger adds), plays Black's only move, replies.
    let theirs = alquerque(
        &TWO_PEOPLE,
        &format!("open Your move! {sent} (sent from my phone)\nc4-c2\nlink\nrecord\nquit\n"),
    );
    assert!(
        theirs
            .stdout
            .contains("Opened the link's game: Black (B) to move"),
        "{}",
        theirs.stdout
    );
    assert!(
        last_moves(&theirs.stdout).starts_with("1. c2-c3 c4-c2"),
        "{}",
        theirs.stdout
    );
    let back = only_link(&theirs.stdout);
    // The same game: the same id, so the reply's link differs only by the move added.
    let id = |link: &str| link["alquerque://game/".len()..][..12].to_string();
    assert_eq!(id(&back), id(&sent), "{sent} {back}");
    let again = alquerque(&TWO_PEOPLE, &format!("open {back}\nrecord\nquit\n"));
    assert!(
        again.stdout.contains("White (W) to move"),
        "{}",
        again.stdout
    );
    assert!(last_moves(&again.stdout).starts_with("1. c2-c3 c4-c2"));
}

#[test]
fn a_bad_link_is_refused_and_the_game_stays() {
    let mine = alquerque(&TWO_PEOPLE, "c2-c3\nlink\nquit\n");
    let sent = links(&mine.stdout).remove(0);
    let cut = &sent[..sent.len() - 3];
    let mut changed = sent.clone().into_bytes();
    let last = changed.len() - 2;
    changed[last] = if changed[last] == b'A' { b'B' } else { b'A' };
    let changed = String::from_utf8(changed).expect("ascii");
    let typed = format!(
        "d3-c3\nopen {cut}\nopen {changed}\nopen hello there\nopen alquerque://game/{}\nback\nrecord\nquit\n",
        "A".repeat(5000)
    );
    let run = alquerque(&TWO_PEOPLE, &typed);
    let said = &run.stdout;
    assert_eq!(said.matches("the link is damaged").count(), 2, "{said}");
    assert!(said.contains("there is no game link in the text"), "{said}");
    assert!(said.contains("far longer than any game's link"), "{said}");
    assert!(said.contains("No link has been opened"), "{said}");
    assert!(
        last_moves(said).starts_with("1. d3-c3 *"),
        "the game stays: {said}"
    );
}

#[test]
fn back_comes_round_to_every_game() {
    let first = links(&alquerque(&TWO_PEOPLE, "c2-c3\nlink\nquit\n").stdout).remove(0);
    let second = links(&alquerque(&TWO_PEOPLE, "d3-c3\nlink\nquit\n").stdout).remove(0);
    // A game of my own, two links opened over it, then back three times: each game comes
    // back in turn, none is lost.
    let run = alquerque(
        &TWO_PEOPLE,
        &format!(
            "b2-c3\nopen {first}\nopen {second}\nback\nrecord\nback\nrecord\nback\nrecord\nquit\n"
        ),
    );
    let firsts: Vec<String> = run
        .stdout
        .split("[Game")
        .skip(1)
        .map(|r| last_moves(&format!("[Game{r}")).chars().take(9).collect())
        .collect();
    assert_eq!(
        firsts,
        ["1. c2-c3 ", "1. b2-c3 ", "1. d3-c3 "],
        "{}",
        run.stdout
    );
}

/// A link's game is between the person and the friend who sent it: whatever `--white` and
/// `--black` say, the computer plays no side of it, so the move on is the person's, and a
/// game of the person's own (`new`, or `back` to it) is played by the computer again.
#[test]
fn the_computer_never_plays_a_move_in_a_friends_game() {
    let mine = alquerque(&TWO_PEOPLE, "c2-c3\nlink\nquit\n");
    let sent = only_link(&mine.stdout);
    // Black to move in the link's game, and Black is the computer's side here.
    let run = alquerque(
        &["play", "--white", "human", "--black", "beginner"],
        &format!("c2-c3\nopen {sent}\nrecord\nback\nrecord\nquit\n"),
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(
        run.stdout
            .contains("Opened the link's game: Black (B) to move"),
        "{}",
        run.stdout
    );
    let records: Vec<&str> = run.stdout.split("[Game").skip(1).collect();
    assert_eq!(records.len(), 2, "{}", run.stdout);
    let moves = |record: &str| {
        record
            .lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()))
            .collect::<Vec<_>>()
            .join(" ")
    };
    // The friend's game waits for the person's move: only White's c2-c3 is in it.
    assert_eq!(
        moves(records[0]).trim_end_matches(" *"),
        "1. c2-c3",
        "{}",
        run.stdout
    );
    // The person's own game had the computer's reply to c2-c3.
    assert!(moves(records[1]).starts_with("1. c2-c3 "), "{}", run.stdout);
}

/// Opening links again and again keeps memory bounded: a link that carries a kept game
/// further takes its place, and past the most `back` keeps the game set aside longest ago is
/// let go with its link printed, so that no game is lost.
#[test]
fn back_keeps_a_bounded_number_of_games_and_loses_none() {
    let mine = alquerque(&TWO_PEOPLE, "c2-c3\nlink\nquit\n");
    let sent = only_link(&mine.stdout);
    // The same link opened 40 times: one game kept for it, not 40.
    let same = format!("open {sent}\n").repeat(40);
    let run = alquerque(&TWO_PEOPLE, &format!("{same}back\nback\nback\nquit\n"));
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(!run.stdout.contains("are kept"), "{}", run.stdout);
    // 20 different games (a new link each), each opened once: the oldest kept ones are let
    // go, each with its link printed.
    let mut input = String::new();
    for _ in 0..20 {
        input.push_str("new\nlink\nc2-c3\nlink\n");
    }
    let made = alquerque(&TWO_PEOPLE, &format!("{input}quit\n"));
    let made = links(&made.stdout);
    let replies: Vec<&String> = made.iter().skip(1).step_by(2).collect();
    assert_eq!(replies.len(), 20);
    let mut input = String::new();
    for link in &replies {
        input.push_str(&format!("open {link}\n"));
    }
    let run = alquerque(&TWO_PEOPLE, &format!("{input}quit\n"));
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let let_go = run.stdout.matches("games are kept for 'back'").count();
    // 21 games set aside (the first game and 20 links' but the last), 16 kept.
    assert_eq!(let_go, 20 - 16, "{}", run.stdout);
    let printed = links(&run.stdout);
    assert_eq!(
        printed.len(),
        let_go,
        "each game let go has its link printed"
    );
}

/// On a finished game `moves` and `analyse` say how it ended, not that there is no legal move.
#[test]
fn a_finished_game_says_how_it_ended() {
    let mut game = alquerque_core::Game::default();
    let mut moves = Vec::new();
    while !game.status().is_over() {
        let mv = game.legal_moves().into_vec()[0];
        moves.push(mv.to_string());
        game.play(mv).expect("legal");
    }
    let run = alquerque(
        &TWO_PEOPLE,
        &format!("{}\nmoves\nanalyse\nquit\n", moves.join("\n")),
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(!run.stdout.contains("No legal moves"), "{}", run.stdout);
    let ended = game.status().to_string();
    // At each of the three prompts after the last move, and for `moves` and `analyse`.
    assert_eq!(
        run.stdout.matches(ended.as_str()).count(),
        5,
        "{ended}: {}",
        run.stdout
    );
}
