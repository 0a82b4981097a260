//! The review as the apps use it: plain data per ply, the graph and the ply to show first,
//! progress, cancel, the same marks for the same game whatever the session (one restored
//! from a save included), and an annotated record that every reader of the bindings loads.

use std::sync::{Arc, Mutex, Weak};
use std::thread;
use std::time::Duration;

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{block_on, two_humans, wait_until};

use alquerque_ffi::{
    mark_color, GameSession, Piece, PlayedMove, ReviewAction, ReviewMark, ReviewProgressInfo,
    ReviewRun, Side, StateObserver, Swipe,
};

/// Keeps the progress a review reports, read from its state when told of a change.
struct Progress {
    run: Mutex<Weak<ReviewRun>>,
    seen: Mutex<Vec<ReviewProgressInfo>>,
}

impl StateObserver for Progress {
    fn on_change(&self, _: Option<PlayedMove>) {
        let run = self.run.lock().expect("lock").upgrade();
        if let Some(p) = run.and_then(|r| r.state().progress) {
            let mut seen = self.seen.lock().expect("lock");
            if seen.last() != Some(&p) {
                seen.push(p);
            }
        }
    }
}

fn watch(run: &Arc<ReviewRun>) -> Arc<Progress> {
    let progress = Arc::new(Progress {
        run: Mutex::new(Arc::downgrade(run)),
        seen: Mutex::new(Vec::new()),
    });
    run.set_observer(Some(progress.clone()));
    progress
}

/// A session of two people who played the opening's three forced-looking moves.
fn opening(seed: u64) -> Arc<GameSession> {
    let session = GameSession::with_seed(two_humans(), seed);
    for m in ["c2-c3", "c4-c2", "c1-c3"] {
        session.play_notation(m.to_string()).expect("legal");
    }
    session
}

#[test]
fn a_review_is_plain_data_for_every_ply() {
    let session = opening(7);
    let run = session.review();
    let progress = watch(&run);
    let review = block_on(run.finished());
    assert!(review.complete);
    assert_eq!(review.plies.len(), 3);
    let notations: Vec<&str> = review.plies.iter().map(|p| p.notation.as_str()).collect();
    assert_eq!(notations, ["c2-c3", "c4-c2", "c1-c3"]);
    let numbers: Vec<&str> = review.plies.iter().map(|p| p.number.as_str()).collect();
    assert_eq!(numbers, ["1.", "1…", "2."]);
    let first = &review.plies[0];
    assert_eq!(first.mover, Side::White);
    assert_eq!(first.played.notation, "c2-c3");
    assert_eq!(first.points_before.len(), 25);
    assert_eq!(
        first.points_before[12].piece,
        Piece::Empty,
        "c3 is empty at the start"
    );
    assert!(first.points_before.iter().all(|p| !p.selectable));
    assert_eq!(first.best_value, first.before);
    assert!((0.0..=1.0).contains(&first.before) && (0.0..=1.0).contains(&first.after));
    assert_eq!(first.white_after, first.after, "White moved");
    assert_eq!(
        first.value_lines.get(1).map(String::as_str),
        Some("wins with perfect play"),
        "the solved game: c2-c3 keeps White's win, said after the values"
    );
    let second = &review.plies[1];
    assert_eq!(second.mover, Side::Black);
    assert_eq!(second.mark, ReviewMark::OnlyMove);
    assert_eq!(second.mark_text, "only move");
    assert_eq!(second.best.notation, "c4-c2");
    assert_eq!(second.better, None, "the move played was the best");
    assert!((second.white_after - (1.0 - second.after)).abs() < 1e-6);
    assert!(second.comment.starts_with("only move: "));
    // Black's values are said from White's side, as the graph draws them.
    assert!(
        second.value_lines[0].starts_with("For White: "),
        "{:?}",
        second.value_lines
    );
    // The graph: White's value before the first move, then after each.
    assert_eq!(review.graph.len(), 4);
    assert_eq!(review.graph[0], first.white_before);
    for (i, p) in review.plies.iter().enumerate() {
        assert_eq!(review.graph[i + 1], p.white_after);
    }
    // The worst moment first, else the first move.
    let worst = review
        .plies
        .iter()
        .position(|p| matches!(p.mark, ReviewMark::Blunder | ReviewMark::Mistake))
        .unwrap_or(0) as u32;
    assert_eq!(review.first_shown, Some(worst));
    let state = run.state();
    assert_eq!(state.selected, Some(worst));
    assert_eq!(state.status_text, "", "nothing to say once finished");
    // Progress: at the start and after each of the four positions (the news may still be
    // on its way).
    wait_until("the last progress", || {
        let seen = progress.seen.lock().expect("lock");
        (seen.last().map(|p| p.positions_done) == Some(4)).then_some(())
    });
    let seen = progress.seen.lock().expect("lock").clone();
    assert!(seen.iter().all(|p| p.positions == 4));
    assert_eq!(seen.last().map(|p| p.positions_done), Some(4));
    // A ply picked is shown; one that is not there changes nothing.
    assert!(run.select(1));
    assert!(!run.select(7));
    assert_eq!(run.state().selected, Some(1));
}

#[test]
fn the_same_game_gets_the_same_review_whatever_the_session() {
    // Two sessions with other seeds, one of them restored from the other's save: the review
    // depends on the game alone.
    let played = opening(7);
    let restored = GameSession::restore(opening(99).save_state()).expect("restores");
    let a = block_on(played.review().finished());
    let b = block_on(restored.review().finished());
    assert!(a.complete && b.complete);
    assert_eq!(a, b, "identical marks and numbers");
    // Another game, another review.
    let other = opening(7);
    other.play_notation("a3-c1".into()).expect("legal");
    let c = block_on(other.review().finished());
    assert_eq!(c.plies.len(), 4);
}

#[test]
fn the_session_hands_out_the_review_it_has_for_the_game() {
    let session = opening(8);
    let run = session.review();
    assert!(
        Arc::ptr_eq(&run, &session.review()),
        "the same game: the same run"
    );
    let done = block_on(run.finished());
    assert!(
        Arc::ptr_eq(&run, &session.review()),
        "finished, still the one"
    );
    session.play_notation("a3-c1".into()).expect("legal");
    let next = session.review();
    assert!(!Arc::ptr_eq(&run, &next), "another game: a new run");
    assert_eq!(block_on(next.finished()).plies.len(), done.plies.len() + 1);
}

#[test]
fn a_game_begun_by_black_is_numbered_so() {
    let session = GameSession::with_seed(two_humans(), 9);
    session
        .import_record_result(
            "[Position \"-----/--b--/-----/-w---/----- b - 0\"]\n1... c4-c3 *".into(),
        )
        .expect("valid");
    session.play_notation("b2-d4".into()).expect("legal");
    let review = block_on(session.review().finished());
    let numbers: Vec<&str> = review.plies.iter().map(|p| p.number.as_str()).collect();
    assert_eq!(numbers, ["1…", "2."]);
    // Turn 1 begun by Black: its number stands at the first value.
    let ticks: Vec<(u32, &str)> = review
        .graph_ticks
        .iter()
        .map(|t| (t.index, t.label.as_str()))
        .collect();
    assert_eq!(ticks, [(0, "1")]);
    // Black's value from White's side: the graph's and the line's agree.
    let first = &review.plies[0];
    assert_eq!(first.mover, Side::Black);
    assert!((first.white_after - (1.0 - first.after)).abs() < 1e-6);
}

#[test]
fn the_annotated_record_loads_in_every_reader() {
    let session = opening(3);
    let review = block_on(session.review().finished());
    let record = review.annotated_record;
    assert_eq!(record.matches('{').count(), 3, "{record}");
    let imported = GameSession::with_seed(two_humans(), 1);
    imported
        .import_record_result(record.clone())
        .expect("imports");
    assert_eq!(
        imported.state().move_list(),
        ["c2-c3", "c4-c2", "c1-c3"],
        "{record}"
    );
    // A saved game without players' tags is played against the default AI (Black): it may
    // have answered already.
    let restored = GameSession::restore(record).expect("restores as a saved game");
    assert!(restored.state().move_list().starts_with(&[
        "c2-c3".into(),
        "c4-c2".into(),
        "c1-c3".into()
    ]));
}

#[test]
fn a_review_can_be_cancelled_and_the_game_goes_on_meanwhile() {
    let session = opening(5);
    for m in ["a3-c1", "c3-a3", "b4-c4", "b1-b2", "a4-b4"] {
        session.play_notation(m.to_string()).expect("legal");
    }
    let run = session.review();
    let progress = watch(&run);
    wait_until("the review's first report", || {
        (!progress.seen.lock().expect("lock").is_empty()).then_some(())
    });
    assert!(run.state().status_text.starts_with("Reviewing: "));
    // The game is not blocked by the review.
    session.play_notation("d1-b1".to_string()).expect("legal");
    run.cancel();
    let review = block_on(run.finished());
    assert!(!review.complete);
    assert!(
        review.plies.len() < 8,
        "the review is of the game as it was asked"
    );
    assert!(run.state().status_text.contains("stopped"));
    // A stopped review is not handed out again: a new one runs to the end.
    let again = session.review();
    assert!(!Arc::ptr_eq(&run, &again));
    assert!(block_on(again.finished()).complete);
    // Nothing is left running once the runs are gone.
    drop((run, again));
    thread::sleep(Duration::from_millis(10));
}

#[test]
fn an_empty_game_has_nothing_to_review() {
    let session = GameSession::with_seed(two_humans(), 4);
    let run = session.review();
    let review = block_on(run.finished());
    assert!(review.plies.is_empty() && review.graph.is_empty());
    assert_eq!(review.first_shown, None);
    assert_eq!(run.state().status_text, "No moves to review yet.");
    assert_eq!(run.state().primary, None, "nothing to learn from");
}

#[test]
fn the_faults_are_coloured_and_dotted_on_the_graph() {
    // Random play against Beginner: a mistake, an inaccuracy and two blunders in 23 plies.
    let moves = "c2-c3 c4-c2 c1-c3 a3-c1 c3-a3 b4-b3 a3-c3 d4-b2 a2-c2 c1-c3 d2-b4 a5-c3 \
                 d3-b3 a4-a3 d1-c1 a3-c3 c1-b2 b5-b4 b2-d4 e4-c4 b1-b2 c5-b5 a1-b1";
    let session = GameSession::with_seed(two_humans(), 3);
    for m in moves.split_whitespace() {
        session.play_notation(m.to_string()).expect("legal");
    }
    let run = session.review();
    let review = block_on(run.finished());
    assert!(review.complete);
    // Two people played it, with mistakes: learning from them is the screen's next step.
    assert_eq!(run.state().primary, Some(ReviewAction::Learn));
    let faults: Vec<(u32, ReviewMark)> = review
        .plies
        .iter()
        .filter(|p| {
            matches!(
                p.mark,
                ReviewMark::Inaccuracy | ReviewMark::Mistake | ReviewMark::Blunder
            )
        })
        .map(|p| (p.ply, p.mark))
        .collect();
    for mark in [
        ReviewMark::Inaccuracy,
        ReviewMark::Mistake,
        ReviewMark::Blunder,
    ] {
        assert!(
            faults.iter().any(|f| f.1 == mark),
            "the game has a {mark:?}: {faults:?}"
        );
    }
    // Each fault is a dot on the graph in its mark's colour, in the order played; the other
    // moves are in the ordinary text colour and have no dot.
    let dots: Vec<(u32, ReviewMark)> = review.graph_marks.iter().map(|d| (d.ply, d.mark)).collect();
    assert_eq!(dots, faults);
    for dot in &review.graph_marks {
        let ply = &review.plies[dot.ply as usize];
        assert_eq!(Some(dot.color), ply.mark_color);
        assert_eq!(Some(dot.color), mark_color(dot.mark));
        assert!((dot.ply as usize + 1) < review.graph.len());
    }
    for ply in &review.plies {
        assert_eq!(
            ply.mark_color.is_some(),
            faults.iter().any(|f| f.0 == ply.ply)
        );
    }
    // A blunder and an inaccuracy differ in colour on both themes.
    let colour = |mark| mark_color(mark).expect("a fault has a colour");
    assert_ne!(colour(ReviewMark::Blunder), colour(ReviewMark::Inaccuracy));
    // The labels tell which way is good for whom, and say once whose chance is shown.
    assert_eq!(review.graph_labels.top, "White winning");
    assert_eq!(review.graph_labels.bottom, "Black winning");
    assert_eq!(
        review.graph_labels.viewpoint,
        "The graph and the values under the board are White’s winning chance."
    );
    // The key to the dots: each fault's words in its colour.
    let legend: Vec<(ReviewMark, &str)> = review
        .graph_legend
        .iter()
        .map(|e| (e.mark, e.label.as_str()))
        .collect();
    assert_eq!(
        legend,
        [
            (ReviewMark::Inaccuracy, "inaccuracy"),
            (ReviewMark::Mistake, "mistake"),
            (ReviewMark::Blunder, "blunder")
        ]
    );
    assert!(review
        .graph_legend
        .iter()
        .all(|e| Some(e.color) == mark_color(e.mark)));
    // The move numbers on the axis: 23 plies from White are 12 turns: 1, 5 and 10, each at
    // the value before White's move of that turn.
    let ticks: Vec<(u32, &str)> = review
        .graph_ticks
        .iter()
        .map(|t| (t.index, t.label.as_str()))
        .collect();
    assert_eq!(ticks, [(0, "1"), (8, "5"), (18, "10")]);
    // Each side's summary counts its own faults; the line says them with the accuracy.
    assert_eq!(
        review.summaries.iter().map(|s| s.side).collect::<Vec<_>>(),
        [Side::White, Side::Black]
    );
    for summary in &review.summaries {
        let count = |mark| {
            faults
                .iter()
                .filter(|f| f.1 == mark && review.plies[f.0 as usize].mover == summary.side)
                .count() as u32
        };
        assert_eq!(summary.inaccuracies, count(ReviewMark::Inaccuracy));
        assert_eq!(summary.mistakes, count(ReviewMark::Mistake));
        assert_eq!(summary.blunders, count(ReviewMark::Blunder));
        let accuracy = summary.accuracy.expect("moves with a choice");
        assert!((0.0..=100.0).contains(&accuracy));
        assert!(
            summary.text.contains(&format!(
                "mistakes {}, blunders {}; accuracy ",
                summary.mistakes, summary.blunders
            )),
            "{}",
            summary.text
        );
    }
    // Every ply's first line is White's values, as the graph; no line repeats another, and
    // what the solved game says never says the values again.
    for ply in &review.plies {
        assert!(
            ply.value_lines[0].starts_with("For White: "),
            "{:?}",
            ply.value_lines
        );
        assert!(ply.value_lines.len() <= 2);
        if let Some(second) = ply.value_lines.get(1) {
            assert!(!second.contains("->"), "{second}");
            assert!([
                "wins with perfect play",
                "loses with perfect play",
                "gives the win away"
            ]
            .contains(&second.as_str()));
        }
    }
    // Previous and next walk the plies and stop at either end.
    let run = session.review();
    assert!(run.select(0));
    let s = run.state();
    assert!(!s.can_previous && s.can_next);
    assert!(!run.previous());
    assert!(run.next());
    assert_eq!(run.state().selected, Some(1));
    assert!(run.previous());
    assert_eq!(run.state().selected, Some(0));
    let last = review.plies.len() as u32 - 1;
    assert!(run.select(last));
    let s = run.state();
    assert!(s.can_previous && !s.can_next);
    assert!(!run.next());
    assert_eq!(run.state().selected, Some(last));
    // A swipe to the left brings the next ply, to the right the one before (the page turns
    // from where Next stands), and stops at either end as the buttons do.
    assert!(!run.swipe(Swipe::Left));
    assert!(run.swipe(Swipe::Right));
    assert_eq!(run.state().selected, Some(last - 1));
    assert!(run.swipe(Swipe::Left));
    assert_eq!(run.state().selected, Some(last));
    assert!(run.select(0));
    assert!(!run.swipe(Swipe::Right));
    assert_eq!(run.state().selected, Some(0));
}
