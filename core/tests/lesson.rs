//! The lesson: every step can be done and can be got wrong, tries are judged by the rules
//! (never by a stored answer), and the walk through the steps goes where it should.

use alquerque_core::lesson::{Goal, Lesson, Verdict, Wrong};
use alquerque_core::{Color, Direction, IllegalReason, Move, Status};

fn lesson_at(id: &str) -> Lesson {
    let index = Lesson::steps()
        .iter()
        .position(|s| s.id() == id)
        .unwrap_or_else(|| panic!("no step {id}"));
    Lesson::at(index).expect("a step")
}

/// Whether `mv` (legal in the step's position) has what `goal` asks, worked out here from the
/// move and the position it leads to, apart from the lesson's own judging.
fn meets(goal: Goal, lesson: &Lesson, mv: Move) -> bool {
    let pos = lesson.position();
    let after = pos.after(mv);
    match goal {
        Goal::StepForward => mv.step_direction().is_some_and(|d| d.delta().1 != 0),
        Goal::StepSideways => {
            matches!(mv.step_direction(), Some(Direction::East | Direction::West))
        }
        Goal::Capture { at_least } => mv.captured().count() as usize >= at_least,
        Goal::ReachFarRow => mv.to().row() == pos.turn().other().base_row(),
        Goal::Win => alquerque_core::position_status(&after).winner() == Some(pos.turn()),
    }
}

#[test]
fn every_step_can_be_done_and_every_legal_try_is_judged_by_its_goal() {
    assert_eq!(Lesson::steps().len(), 6);
    for (i, step) in Lesson::steps().iter().enumerate() {
        let lesson = Lesson::at(i).expect("a step");
        assert_eq!(
            lesson.resume_at(),
            i,
            "a step not done is where one comes back"
        );
        assert_eq!(lesson.game().status(), Status::Ongoing, "{}", step.id());
        assert_eq!(
            lesson.position().turn(),
            Color::White,
            "the player is White"
        );
        let english = |m: alquerque_text::Message| m.render(alquerque_text::Language::English);
        assert!(!english(step.title()).is_empty() && english(step.task()).ends_with('.'));
        assert!(english(step.done_text()).ends_with(['.', '!']));
        let moves = lesson.moves();
        let mut right = 0;
        for &mv in &moves {
            let mut tried = lesson.clone();
            let verdict = tried.try_move(mv);
            let expected = meets(step.goal(), &lesson, mv);
            assert_eq!(
                verdict == Verdict::Done,
                expected,
                "{}: {mv} judged {verdict:?}",
                step.id()
            );
            if expected {
                right += 1;
                assert!(tried.is_done());
                assert_eq!(tried.game().moves(), [mv], "the move that did it is played");
                assert!(tried.moves().is_empty(), "nothing more to try once done");
                // Coming back, a person goes on with the next step, or from the first once
                // the lesson is finished.
                let last = i + 1 == Lesson::steps().len();
                assert_eq!(tried.resume_at(), if last { 0 } else { i + 1 });
            } else {
                assert!(!tried.is_done(), "a wrong try plays nothing");
                assert_eq!(tried.position(), lesson.position());
                let said = verdict.to_string();
                assert!(said.ends_with('.') && said.len() > 10, "{said}");
            }
        }
        assert!(right > 0, "{}: some move does it", step.id());
    }
}

#[test]
fn each_step_says_why_a_wrong_try_is_wrong() {
    // Moving: backwards breaks the rules; sideways is legal but not what is asked.
    let mut l = lesson_at("step");
    assert_eq!(
        l.try_text("c2-c1"),
        Ok(Verdict::Wrong(Wrong::Illegal(IllegalReason::Backwards)))
    );
    assert_eq!(
        l.try_text("c2-b2").expect("a move").to_string(),
        "c2-b2 is a step sideways. This time, step forward: towards the other side."
    );
    assert_eq!(l.try_text("a1-b2"), Ok(Verdict::Done), "diagonally forward");

    // Sideways: straight back is the ban; forward is not sideways.
    let mut l = lesson_at("sideways");
    let back = l.try_text("c3-d3").expect("a move");
    assert!(
        matches!(
            back,
            Verdict::Wrong(Wrong::Illegal(IllegalReason::ReversalBan(..)))
        ),
        "{back:?}"
    );
    assert_eq!(
        back.to_string(),
        "The piece on c3 just stepped west, it may not step straight back east."
    );
    assert_eq!(
        l.try_text("c3-c4").expect("a move").to_string(),
        "c3-c4 is a step forward. This time, step sideways, along the row."
    );
    assert_eq!(l.try_text("c3-b3"), Ok(Verdict::Done));

    // Capturing is compulsory: a plain step is refused while a capture is there.
    let mut l = lesson_at("capture");
    assert_eq!(
        l.try_text("a1-a2"),
        Ok(Verdict::Wrong(Wrong::Illegal(
            IllegalReason::CaptureCompulsory
        )))
    );
    assert_eq!(l.try_text("c2-c4"), Ok(Verdict::Done));

    // The chain: stopping half way is not a move; the whole chain is.
    let mut l = lesson_at("chain");
    let half = l.try_text("b2-b4").expect("a move");
    assert!(
        matches!(
            half,
            Verdict::Wrong(Wrong::Illegal(IllegalReason::MustKeepJumping(_)))
        ),
        "{half:?}"
    );
    assert_eq!(
        half.to_string(),
        "The capture is not complete, the piece must keep jumping from b4."
    );
    assert_eq!(l.try_text("b2-b4-d2-d4"), Ok(Verdict::Done));
    assert_eq!(l.game().position().pieces(Color::Black).count(), 4);

    // The far row: the piece there no longer steps; a step short of the row is not it.
    let mut l = lesson_at("far-row");
    assert_eq!(
        l.try_text("d5-e5").expect("a move").to_string(),
        "The piece on d5 has reached the far row and may only capture."
    );
    assert_eq!(
        l.try_text("b4-c4").expect("a move").to_string(),
        "b4-c4 does not reach the far row."
    );
    assert_eq!(l.try_text("b4-a5"), Ok(Verdict::Done));

    // Winning: a move that lets Black move on is named with a move Black still has.
    let mut l = lesson_at("win");
    assert_eq!(
        l.try_text("a2-a3").expect("a move").to_string(),
        "After that, Black could still move: c2-a2-a4. Find the move that leaves Black none."
    );
    assert_eq!(l.try_text("b1-c1"), Ok(Verdict::Done));
    assert!(l.won() && l.is_finished());
    assert!(matches!(
        l.game().status(),
        Status::Won {
            winner: Color::White,
            ..
        }
    ));
    // Once done, further tries are answered and change nothing.
    assert_eq!(l.try_text("a2-a3"), Ok(Verdict::Wrong(Wrong::StepDone)));
}

#[test]
fn text_that_is_not_a_move_is_said_so() {
    let mut l = Lesson::new();
    let e = l.try_text("hello").expect_err("not a move");
    assert!(matches!(e, Wrong::Unreadable(_)));
    assert!(e.to_string().ends_with('.'));
    assert!(!l.is_done());
}

#[test]
fn the_walk_goes_forward_back_and_starts_a_step_again() {
    let mut l = Lesson::new();
    assert!(!l.previous_step(), "nothing before the first step");
    assert_eq!(l.index(), 0);
    assert_eq!(l.try_text("c2-c3"), Ok(Verdict::Done));
    l.restart();
    assert!(!l.is_done(), "a step started again is to do again");
    assert!(!l.next_step(), "not before the step is done");
    assert_eq!(l.index(), 0);
    let last = Lesson::steps().len() - 1;
    for i in 1..=last {
        let right = l
            .moves()
            .into_iter()
            .find(|&m| l.clone().try_move(m) == Verdict::Done)
            .expect("a move does it");
        assert_eq!(l.try_move(right), Verdict::Done);
        assert!(!l.is_finished());
        assert!(l.next_step());
        assert_eq!(l.index(), i);
        assert!(!l.is_done(), "each step opens at its start");
    }
    assert!(!l.is_finished(), "finished only once the last step is done");
    assert_eq!(l.try_text("b1-c1"), Ok(Verdict::Done));
    assert!(l.is_finished());
    assert!(!l.next_step(), "nothing after the last step");
    assert!(l.go_to(last));
    assert!(l.previous_step());
    assert_eq!(l.index(), last - 1);
    assert!(!l.go_to(last + 1));
    assert!(Lesson::at(last + 1).is_none());
    let ids: Vec<&str> = Lesson::steps().iter().map(|s| s.id()).collect();
    assert_eq!(
        ids,
        ["step", "sideways", "capture", "chain", "far-row", "win"]
    );
}
