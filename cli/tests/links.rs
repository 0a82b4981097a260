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
