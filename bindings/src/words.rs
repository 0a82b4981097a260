//! The sentences the app model composes for what a screen reader announces, the game-over
//! buttons, the review graph's labels and the lesson's lines: in one place, each from the
//! typed facts it says (who moved, what was taken, how the game stands), so that they read
//! the same on both phones.

use alquerque_core::{Color, Square, Status};

use crate::types::{GameOverAction, MoveInfo};

/// The points of `indices` in words: `c3`, `b3 and c3`, `b3, c3 and d3`.
fn points(indices: &[i32]) -> String {
    let names: Vec<String> = indices
        .iter()
        .filter_map(|&i| u8::try_from(i).ok().and_then(Square::new))
        .map(|sq| sq.to_string())
        .collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A move in words: `Black played c4-c2, taking c3.`
pub(crate) fn played(mv: &MoveInfo) -> String {
    let side = mv.side;
    if mv.captured.is_empty() {
        format!("{side} played {}.", mv.notation)
    } else {
        format!(
            "{side} played {}, taking {}.",
            mv.notation,
            points(&mv.captured)
        )
    }
}

/// A puzzle's defence in words: `Black answers c4-c2, taking c3. Win in 2 more moves.`
pub(crate) fn puzzle_reply(reply: &MoveInfo, moves_left: &str) -> String {
    let taking = if reply.captured.is_empty() {
        String::new()
    } else {
        format!(", taking {}", points(&reply.captured))
    };
    format!(
        "{} answers {}{taking}. Win in {moves_left} more.",
        reply.side, reply.notation
    )
}

/// The puzzle's line while a move is judged: `Checking c2-c3…`.
pub(crate) fn checking(notation: &str) -> String {
    format!("Checking {notation}…")
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
        status.to_string()
    } else {
        String::new()
    }
}

/// The words of a game-over button.
pub(crate) fn game_over_title(action: GameOverAction) -> &'static str {
    match action {
        GameOverAction::PlayAgain => "Play again",
        GameOverAction::SwapSides => "Swap sides",
        GameOverAction::Review => "Review",
    }
}

/// The labels of the review graph: its top (White winning), its middle line and its bottom.
pub(crate) fn graph_labels() -> (String, String, String) {
    (
        format!("{} winning", Color::White),
        "50%: even".to_string(),
        format!("{} winning", Color::Black),
    )
}

/// Where the lesson stands: `Step 2 of 6`.
pub(crate) fn lesson_progress(step: usize, steps: usize) -> String {
    format!("Step {} of {steps}", step + 1)
}

/// What the lesson says once a step is done: praise and what the step taught.
pub(crate) fn lesson_done(taught: &str, last: bool) -> String {
    if last {
        format!("Well done! {taught}")
    } else {
        format!("Well done! {taught} Tap Next.")
    }
}

/// What the lesson says while a capture is being entered.
pub(crate) fn lesson_keep_jumping() -> &'static str {
    "Keep jumping: tap the next landing point."
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_of_points_read_as_english() {
        assert_eq!(points(&[12]), "c3");
        assert_eq!(points(&[11, 12]), "b3 and c3");
        assert_eq!(points(&[11, 12, 13]), "b3, c3 and d3");
        assert_eq!(points(&[]), "");
    }
}
