//! The sentences the app model composes for what a screen reader announces, the game-over
//! buttons, the review graph's labels and the lesson's lines: in one place, each from the
//! typed facts it says (who moved, what was taken, how the game stands), so that they read
//! the same on both phones. Each is rendered in the language in force when it is composed
//! (`words.ftl` in the message files).

use alquerque_core::{Square, Status};
use alquerque_text::Message;

use crate::board::records::{GameOverAction, MoveInfo};
use crate::runtime::language::say;

/// The points of `indices` as a list: `c3`, `b3 and c3`, `b3, c3 and d3`.
fn points(indices: &[i32]) -> Message {
    let names: Vec<String> = indices
        .iter()
        .filter_map(|&i| u8::try_from(i).ok().and_then(Square::new))
        .map(|sq| sq.to_string())
        .collect();
    let (all_but_last, last) = match names.as_slice() {
        [rest @ .., last] => (rest, last.clone()),
        [] => (&[][..], String::new()),
    };
    Message::new("point-list")
        .count("count", names.len() as i64)
        .notation("first", names.first().cloned().unwrap_or_default())
        .message("all_but_last", series(all_but_last))
        .notation("last", last)
}

/// Points one after the other, as each language lists them (`b3, c3`; Arabic with its own
/// comma), for a list's `all_but_last`.
pub(crate) fn series(names: &[String]) -> Message {
    match names {
        [first, rest @ ..] if !rest.is_empty() => Message::new("point-series")
            .choice("tail", "more")
            .notation("first", first)
            .message("rest", series(rest)),
        _ => Message::new("point-series")
            .choice("tail", "none")
            .notation("first", names.first().map_or("", String::as_str))
            .notation("rest", ""),
    }
}

/// A move in words: `Black played c4-c2, taking c3.`
pub(crate) fn played(mv: &MoveInfo) -> String {
    let id = if mv.captured.is_empty() {
        "announce-played"
    } else {
        "announce-played-taking"
    };
    say(&Message::new(id)
        .choice("side", mv.side.keyword())
        .notation("move", &mv.notation)
        .message("taken", points(&mv.captured)))
}

/// A puzzle's defence in words: `Black answers c4-c2, taking c3. Win in 2 more.`
pub(crate) fn puzzle_reply(reply: &MoveInfo, moves_left: u32) -> String {
    let id = if reply.captured.is_empty() {
        "announce-reply"
    } else {
        "announce-reply-taking"
    };
    say(&Message::new(id)
        .choice("side", reply.side.keyword())
        .notation("move", &reply.notation)
        .message("taken", points(&reply.captured))
        .count("moves", moves_left))
}

/// The puzzle's line while a move is judged: `Checking c2-c3…`.
pub(crate) fn checking(notation: &str) -> Message {
    Message::new("puzzle-checking").notation("move", notation)
}

/// `sentences` joined into one announcement, the empty ones left out.
pub(crate) fn joined(sentences: &[&str]) -> Option<String> {
    let parts: Vec<&str> = sentences
        .iter()
        .copied()
        .filter(|s| !s.is_empty())
        .collect();
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// The result of a game, as the status line says it, for an announcement (empty while the
/// game goes on).
pub(crate) fn result(status: Status) -> String {
    if status.is_over() {
        say(&status.message())
    } else {
        String::new()
    }
}

/// The words of a game-over button.
pub(crate) fn game_over_title(action: GameOverAction) -> String {
    say(&Message::new(match action {
        GameOverAction::PlayAgain => "game-over-play-again",
        GameOverAction::SwapSides => "game-over-swap-sides",
        GameOverAction::Review => "game-over-review",
    }))
}

/// The labels of the review graph: its top (White winning), its middle line, its bottom, and
/// its description for a screen reader.
pub(crate) fn graph_labels() -> (String, String, String, String) {
    let (top, bottom) = (
        Message::new("graph-white-winning"),
        Message::new("graph-black-winning"),
    );
    (
        say(&top),
        say(&Message::new("graph-even")),
        say(&bottom),
        say(&Message::new("graph-description")
            .message("top", top)
            .message("bottom", bottom)),
    )
}

/// Where the lesson stands: `Step 2 of 6`.
pub(crate) fn lesson_progress(step: usize, steps: usize) -> String {
    say(&Message::new("lesson-progress")
        .count("step", step as i64 + 1)
        .count("steps", steps as i64))
}

/// What the lesson says once a step is done: praise and what the step taught.
pub(crate) fn lesson_done(taught: Message, last: bool) -> String {
    let id = if last {
        "lesson-done-last"
    } else {
        "lesson-done"
    };
    say(&Message::new(id).message("taught", taught))
}

/// What the lesson says while a capture is being entered.
pub(crate) fn lesson_keep_jumping() -> String {
    say(&Message::new("lesson-keep-jumping"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alquerque_text::Language;

    #[test]
    fn lists_of_points_read_as_english() {
        let _english = crate::runtime::language::hold_english();
        let list = |i: &[i32]| points(i).render(Language::English);
        assert_eq!(list(&[12]), "c3");
        assert_eq!(list(&[11, 12]), "b3 and c3");
        assert_eq!(list(&[11, 12, 13]), "b3, c3 and d3");
    }
}
