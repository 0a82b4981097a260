//! Learn from your mistakes as the apps use it: the drill a finished review hands out holds
//! exactly the person's mistakes and blunders, judges tries (the review's best move found,
//! the move played refused), shows the better move with its line after two wrong tries, is
//! entered tap by tap with the judging off the caller's thread, and refuses hostile input
//! without changing anything.

use std::sync::Arc;

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{block_on, index, wait_until};

use alquerque_ffi::{
    AlquerqueError, DrillAction, DrillTap, DrillVerdict, GameReview, GameSession, MistakeDrill,
    ReviewMark, Side,
};

/// A game of two random players (27 plies, White wins), full of faults on both sides.
const MOVES: &str = "1. d3-c3 b3-d3 2. e3-c3 b4-b3 3. b2-b4 d4-b2 4. b4-d4 e5-c3 5. d2-b4 \
b2-d2 6. c1-e3-e5 a5-c3 7. d1-c1 b5-b4 8. c1-b2 a3-c1 9. b1-d1 c3-b3 10. d1-d2 d5-d4 11. \
e5-c3-a5-a3-c3 c5-d5 12. d2-d3 d5-e5 13. c3-c4 e5-d4 14. c4-e4 1-0";

fn session(white: &str, black: &str) -> Arc<GameSession> {
    GameSession::restore(format!(
        "[White \"{white}\"]\n[Black \"{black}\"]\n\n{MOVES}\n"
    ))
    .expect("a valid record")
}

fn reviewed(white: &str, black: &str) -> (GameReview, Arc<MistakeDrill>) {
    let run = session(white, black).review();
    assert!(run.drill().is_none() || run.state().review.is_some());
    let review = block_on(run.finished());
    assert!(review.complete);
    (review, run.drill().expect("the review has ended"))
}

fn faults(review: &GameReview, sides: &[Side]) -> Vec<u32> {
    review
        .plies
        .iter()
        .filter(|p| {
            sides.contains(&p.mover) && matches!(p.mark, ReviewMark::Mistake | ReviewMark::Blunder)
        })
        .map(|p| p.ply)
        .collect()
}

/// The plies of the drill's items, walked with `next`.
fn item_plies(review: &GameReview, drill: &MistakeDrill) -> Vec<u32> {
    let mut plies = Vec::new();
    let total = drill.state().total;
    for i in 0..total {
        let s = drill.state();
        assert_eq!(s.index, i);
        let played = s.played.expect("an item has its move");
        let ply = review
            .plies
            .iter()
            .find(|p| p.points_before == s.points_before && p.played == played)
            .expect("the item is a ply of the review");
        plies.push(ply.ply);
        assert_eq!(drill.next(), i + 1 < total);
    }
    plies
}

#[test]
fn the_drill_holds_the_mistakes_of_the_sides_people_played() {
    let (review, both) = reviewed("human", "human");
    let all = faults(&review, &[Side::White, Side::Black]);
    assert!(all.len() >= 2, "the game has faults to drill: {all:?}");
    assert_eq!(item_plies(&review, &both), all);
    // Against the computer, only the person's own.
    let (review, white) = reviewed("human", "ai:hard");
    let whites = faults(&review, &[Side::White]);
    assert!(!whites.is_empty());
    assert_eq!(item_plies(&review, &white), whites);
    let (_, black) = reviewed("ai:hard", "human");
    let s = black.state();
    assert!(s.total > 0);
    assert!(
        s.board.flipped,
        "Black's mistakes are shown from Black's side"
    );
}

#[test]
fn tries_are_judged_and_the_better_move_is_shown_after_two() {
    let (review, drill) = reviewed("human", "human");
    let s = drill.state();
    assert_eq!(s.index, 0);
    assert!(!s.empty && !s.found && !s.revealed && !s.busy);
    assert_eq!(s.primary, None, "the board is the next step");
    assert!(!s.status_text.is_empty() && !s.heading.is_empty());
    let played = s.played.clone().expect("the move played").notation;
    let ply = review
        .plies
        .iter()
        .find(|p| p.points_before == s.points_before)
        .expect("the item's ply");
    let best = ply
        .better
        .clone()
        .expect("a mistake has a better move")
        .notation;
    // The move played is never the better move.
    assert_eq!(
        drill.try_move_result(played.clone()),
        Ok(DrillVerdict::Played)
    );
    assert_eq!(drill.state().misses, 1);
    assert_eq!(drill.state().primary, Some(DrillAction::ShowSolution));
    assert!(drill.state().status_text.contains(&played));
    // The same try again is refused with its own reason and not counted.
    let again = drill
        .try_move_result(played.clone())
        .map_err(|e| e.to_string());
    let reason = format!("You already tried {played}: try another move.");
    assert_eq!(again, Err(reason));
    assert_eq!(drill.state().misses, 1);
    // A second wrong try (b2-c3, the review's judging finds it a mistake too) shows the
    // review's best move and the line after it.
    assert_eq!(played, "d3-c3", "the game's first fault");
    assert_ne!(best, "b2-c3");
    assert_eq!(
        drill.try_move_result("b2-c3".to_string()),
        Ok(DrillVerdict::NotBetter)
    );
    let s = drill.state();
    assert!(s.revealed && !s.found);
    assert!(s.can_next);
    assert_eq!(
        s.primary,
        Some(DrillAction::Next),
        "closed: the next item is"
    );
    assert_eq!(
        s.better.as_ref().map(|b| b.notation.as_str()),
        Some(best.as_str())
    );
    assert_eq!(s.line.first(), Some(&best));
    assert!(s.line.len() >= 2, "{:?}", s.line);
    assert!(s.status_text.contains(&best) && s.status_text.contains(&s.line[1]));
    // Closed: no more tries, nothing changes.
    assert!(drill.try_move_result(best.clone()).is_err());
    assert_eq!(drill.state(), s);
    // The next item: the review's best move is found at the first try.
    assert!(drill.next());
    let s = drill.state();
    let ply = review
        .plies
        .iter()
        .find(|p| p.points_before == s.points_before && Some(&p.played) == s.played.as_ref())
        .expect("the item's ply");
    let best = ply.better.clone().expect("a better move").notation;
    assert_eq!(drill.try_move_result(best.clone()), Ok(DrillVerdict::Good));
    let s = drill.state();
    assert!(s.found && !s.revealed);
    let after = if s.finished {
        DrillAction::Back
    } else {
        DrillAction::Next
    };
    assert_eq!(s.primary, Some(after));
    assert_eq!(s.better.map(|b| b.notation), Some(best));
    assert!(s.summary_text.contains('1'), "{}", s.summary_text);
    assert!(drill.previous());
    assert!(drill.state().revealed, "the first item is as it was left");
}

#[test]
fn a_move_entered_by_taps_is_judged_off_the_callers_thread() {
    let (_, drill) = reviewed("human", "human");
    let s = drill.state();
    let played = s.played.expect("the move played");
    let path = played.path.clone();
    let mut last = None;
    for &point in &path {
        last = Some(drill.tap_result(point).expect("the move played is legal"));
    }
    assert_eq!(
        last,
        Some(DrillTap::Judging {
            notation: played.notation.clone()
        })
    );
    // Taps wait while it is judged: one that comes while it is, is refused and changes
    // nothing; one that comes after (the judge may be that quick) selects as ever, and is put
    // down again. Either way, nothing is read in between that the judge could change.
    let tapped = drill.tap_result(path[0]);
    wait_until("the try is judged", || {
        let s = drill.state();
        (!s.busy).then_some(s)
    });
    match tapped {
        Err(e) => assert!(matches!(e, AlquerqueError::IllegalMove(_)), "{e}"),
        Ok(_) => drill.clear_selection(),
    }
    let s = drill.state();
    assert_eq!(s.misses, 1);
    assert!(s.status_text.contains(&played.notation));
}

#[test]
fn hostile_input_is_refused_and_changes_nothing() {
    let (_, drill) = reviewed("human", "human");
    let before = drill.state();
    for text in [
        "",
        "zz",
        "a1-a2",
        "e5-e4-e3",
        "\u{202e}c2-c3",
        &"b2-".repeat(5_000),
    ] {
        assert!(
            matches!(
                drill.try_move_result(text.to_string()),
                Err(AlquerqueError::IllegalMove(_))
            ),
            "{text:?}"
        );
    }
    for point in [-1, 25, i32::MAX, i32::MIN] {
        assert_eq!(
            drill.tap_result(point),
            Err(AlquerqueError::NoSuchPoint(point))
        );
    }
    assert!(drill.go_to_result(before.total).is_err());
    assert!(drill.go_to_result(u32::MAX).is_err());
    assert!(!drill.previous());
    let after = drill.state();
    assert_eq!(after.index, before.index);
    assert_eq!(after.misses, 0);
    assert_eq!(after.board.points, before.board.points);
    // An empty square is not a piece to select.
    let empty = (0..25)
        .find(|&p| before.board.points[p as usize].piece == alquerque_ffi::Piece::Empty)
        .expect("an empty point");
    assert!(drill.tap_result(empty).is_err());
    assert_eq!(drill.state().misses, 0);
}

#[test]
fn a_game_without_the_persons_mistakes_says_so() {
    // Two computers played it: no person's mistakes, whatever the review found.
    let (review, drill) = reviewed("ai:hard", "ai:easy");
    assert!(!faults(&review, &[Side::White, Side::Black]).is_empty());
    let s = drill.state();
    assert!(s.empty);
    assert_eq!(
        s.primary,
        Some(DrillAction::Back),
        "nothing to practise: back"
    );
    assert_eq!(s.total, 0);
    assert!(s.progress_text.is_empty() && s.heading.is_empty());
    assert!(!s.summary_text.is_empty() && !s.back_label.is_empty());
    assert_eq!(s.status_text, s.summary_text);
    assert!(s.board.points.iter().all(|p| !p.selectable));
    assert!(drill.try_move_result("c2-c3".into()).is_err());
    assert!(drill.tap_result(index("c2")).is_err());
    assert!(!drill.next() && !drill.previous());
    assert!(drill.go_to_result(0).is_err());
}

#[test]
fn show_solution_and_skip_work_at_any_time_and_each_mistake_says_why() {
    let (_, drill) = reviewed("human", "human");
    let s = drill.state();
    assert!(s.total >= 2);
    // Each mistake has its one line of why, naming the move played; before any try both
    // commands apply, in the player's words.
    let played = s.played.clone().expect("an item").notation;
    assert!(s.why_text.contains(&played), "{}", s.why_text);
    assert!(s.why_text.ends_with('.'), "{}", s.why_text);
    assert!(s.can_show_solution && s.can_skip);
    assert_eq!(
        (s.show_solution_label.as_str(), s.skip_label.as_str()),
        ("Show solution", "Skip")
    );
    // Show solution at once, no try made: worked out off this thread, then the better move
    // and its line shown, the item closed.
    let recorder = common::Recorder::new();
    drill.set_observer(Some(recorder.clone()));
    assert_eq!(
        drill.show_solution(),
        alquerque_ffi::Outcome::Done { played: None }
    );
    // The observer hears of it from the telling thread, after the state has changed: waited
    // for too, not read at once.
    let s = wait_until("the solution, and the observer told", || {
        let s = drill.state();
        (!s.busy && recorder.count() >= 1).then_some(s)
    });
    assert!(s.revealed && !s.found && !s.skipped);
    assert_eq!(s.misses, 0);
    assert!(s.better.is_some());
    assert!(!s.line.is_empty());
    assert_eq!(s.line[0], s.better.clone().expect("shown").notation);
    assert!(
        s.status_text.starts_with("The better move was "),
        "{}",
        s.status_text
    );
    assert!(!s.can_show_solution && !s.can_skip, "the item is closed");
    // A closed item refuses both, and says why.
    assert!(matches!(
        drill.show_solution(),
        alquerque_ffi::Outcome::Refused { .. }
    ));
    assert!(drill.skip_result().is_err());
    assert!(drill.state().notice.is_some());
    // Skip on the next item: closed without the solution, and the drill goes on.
    assert!(drill.next());
    let index = drill.state().index;
    drill.skip_result().expect("an open item");
    let s = drill.state();
    assert_eq!(s.index, (index + 1).min(s.total - 1));
    assert!(drill.go_to_result(index).is_ok());
    let s = drill.state();
    assert!(s.skipped && !s.revealed && s.better.is_none() && s.line.is_empty());
    assert_eq!(s.status_text, "Skipped, without the solution.");
    assert!(!s.can_skip && !s.can_show_solution);
}
