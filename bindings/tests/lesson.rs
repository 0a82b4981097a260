//! The lesson as the apps drive it: taps decided as on the game screen, tries judged by the
//! core, the board built by the one builder, cues and words for every step.

mod common;
#[allow(unused_imports)]
use common::Screen;

use alquerque_core::lesson::{Lesson as CoreLesson, Verdict};
use alquerque_core::Move;
use alquerque_ffi::{
    lesson_intro, open_lesson, AlquerqueError, BannedStep, Haptic, Lesson, LessonAction,
    LessonForward, LessonTap, Piece, Sound, Store,
};

use common::{block_on, index, TempDir};

/// A core message in English, the language the bindings speak unless told otherwise.
fn english(message: &alquerque_text::Message) -> String {
    message.render(alquerque_text::Language::English)
}

fn path(mv: Move) -> Vec<i32> {
    mv.path().map(|sq| sq.index() as i32).collect()
}

/// A move that does the step on screen, found by the core as it judges.
fn right_move(step: usize) -> Move {
    let lesson = CoreLesson::at(step).expect("a step");
    lesson
        .moves()
        .into_iter()
        .find(|&m| lesson.clone().try_move(m) == Verdict::Done)
        .expect("every step can be done")
}

/// Taps every point of `points`; the last tap's answer.
fn tap_all(lesson: &Lesson, points: &[i32]) -> Result<LessonTap, AlquerqueError> {
    let mut last = Ok(LessonTap::Deselected);
    for &p in points {
        last = lesson.tap_result(p);
    }
    last
}

#[test]
fn the_whole_lesson_is_done_by_taps() {
    let lesson = Lesson::new();
    let steps = CoreLesson::steps();
    for (i, step) in steps.iter().enumerate() {
        let s = lesson.state();
        assert_eq!((s.step as usize, s.steps as usize), (i, steps.len()));
        assert_eq!(
            s.progress_text,
            format!("Step {} of {}", i + 1, steps.len())
        );
        assert_eq!(
            (s.title.as_str(), s.task.as_str()),
            (
                english(&step.title()).as_str(),
                english(&step.task()).as_str()
            )
        );
        assert!(!s.done && !s.can_next && s.status_text.is_empty());
        assert_eq!((s.forward, s.forward_enabled), (LessonForward::Next, false));
        assert!(!lesson.forward(), "not done: the button does nothing");
        assert_eq!(s.primary, None, "not done: the board is the next step");
        assert_eq!(lesson.state().step as usize, i);
        assert_eq!(s.can_previous, i > 0);
        assert!(!s.board.flipped, "the player is White, at the bottom");
        let mv = right_move(i);
        let points = path(mv);
        let Ok(LessonTap::Done { played }) = tap_all(&lesson, &points) else {
            panic!("step {}: {mv} does it", step.id());
        };
        assert_eq!(played.info.path, points);
        assert_eq!(played.first_hop as usize, points.len() - 2);
        let done = lesson.state();
        assert!(done.done);
        assert_eq!(done.board.last_move.as_ref(), Some(&played.info));
        assert!(
            done.board.points.iter().all(|p| !p.selectable),
            "nothing more to do"
        );
        assert!(done.status_text.contains(&english(&step.done_text())));
        assert_eq!(
            played.announcement.as_deref(),
            Some(done.status_text.as_str())
        );
        let last = i + 1 == steps.len();
        let ending = played.cues.last().and_then(|c| c.sound);
        assert_eq!(
            ending,
            Some(if last {
                Sound::Win
            } else {
                Sound::PuzzleSolved
            })
        );
        assert_eq!(done.finished, last);
        assert_eq!(done.can_next, !last);
        // Forward: the next step, or, after the last, off to play (the screen closes).
        let offered = if last {
            LessonForward::Play
        } else {
            LessonForward::Next
        };
        assert_eq!((done.forward, done.forward_enabled), (offered, true));
        assert_eq!(
            done.primary,
            Some(LessonAction::Forward),
            "done: forward is"
        );
        assert_eq!(lesson.forward(), last);
        assert_eq!(lesson.state().step as usize, if last { i } else { i + 1 });
    }
    assert!(lesson.state().finished);
    // Opened again once finished, it starts over; opened again midway, it stays.
    lesson.reopen();
    assert_eq!(lesson.state().step, 0);
    tap_all(&lesson, &path(right_move(0))).expect("done");
    assert!(lesson.next());
    lesson.reopen();
    assert_eq!(lesson.state().step, 1);
}

#[test]
fn wrong_tries_are_refused_with_the_cores_reason_and_change_nothing() {
    let lesson = Lesson::new();
    let start = lesson.state();
    // A step sideways is legal, but the step asks for forward: refused, heard and said.
    let serial = start.feedback.serial;
    let result = tap_all(&lesson, &[index("c2"), index("b2")]);
    let Err(e @ AlquerqueError::IllegalMove(_)) = result else {
        panic!("{result:?}");
    };
    let why = e.to_string();
    assert_eq!(
        why,
        "c2-b2 is a step sideways. This time, step forward: towards the other side."
    );
    let s = lesson.state();
    assert_eq!(s.status_text, why);
    assert_eq!(
        s.board.points.iter().map(|p| p.piece).collect::<Vec<_>>(),
        start
            .board
            .points
            .iter()
            .map(|p| p.piece)
            .collect::<Vec<_>>()
    );
    assert!(!s.done && s.board.last_move.is_none());
    assert!(s.feedback.serial > serial);
    assert_eq!(s.feedback.cues[0].sound, Some(Sound::Refused));
    assert_eq!(s.feedback.announcement.as_deref(), Some(why.as_str()));
    assert!(
        s.board.points[index("c2") as usize].selected,
        "the piece is picked up again, for another try"
    );
    // Backwards is no move at all: the rules' reason, from the entry as on the game screen.
    let result = lesson.tap_result(index("c1"));
    let Err(e @ AlquerqueError::IllegalMove(_)) = result else {
        panic!("{result:?}");
    };
    let why = e.to_string();
    assert_eq!(why, "Pieces may not step back towards their own base row.");
    // The next tap clears the line.
    lesson.clear_selection();
    assert!(lesson.tap_result(index("c2")).is_ok());
    assert!(lesson.state().status_text.is_empty());

    // Nothing to go on to before the step is done.
    assert!(!lesson.next());
    assert_eq!(lesson.state().step, 0);

    // The far row: the piece there cannot even be picked up, and the board says why.
    let far = CoreLesson::steps()
        .iter()
        .position(|s| s.id() == "far-row")
        .expect("a far-row step");
    let lesson = Lesson::new();
    for i in 0..far {
        tap_all(&lesson, &path(right_move(i))).expect("done");
        assert!(lesson.next());
    }
    let result = lesson.tap_result(index("d5"));
    assert!(
        matches!(&result, Err(e @ AlquerqueError::NotSelectable(_))
            if e.to_string() == "The piece on d5 has reached the far row and may only capture."),
        "{result:?}"
    );
    assert_eq!(
        lesson.state().status_text,
        "The piece on d5 has reached the far row and may only capture."
    );
}

#[test]
fn a_chain_is_entered_jump_by_jump_with_a_sound_for_each_hop() {
    let chain = CoreLesson::steps()
        .iter()
        .position(|s| s.id() == "chain")
        .expect("a chain step");
    let lesson = Lesson::new();
    for i in 0..chain {
        tap_all(&lesson, &path(right_move(i))).expect("done");
        assert!(lesson.next());
    }
    let points = path(right_move(chain));
    assert_eq!(points.len(), 4, "three jumps");
    let mut hops = Vec::new();
    for (k, &p) in points.iter().enumerate() {
        let before = lesson.state().feedback.serial;
        let tap = lesson.tap_result(p).expect("along the chain");
        let s = lesson.state();
        match tap {
            LessonTap::Selected { .. } => {
                assert_eq!(s.feedback.cues[0].haptic, Some(Haptic::Selection));
            }
            LessonTap::KeepJumping { point } => {
                assert_eq!(point, p);
                assert!(s.feedback.serial > before);
                assert_eq!(s.status_text, "Keep jumping: tap the next landing point.");
                assert_eq!(s.board.points[p as usize].piece, Piece::White);
                hops.extend(s.feedback.cues.iter().filter_map(|c| c.sound));
            }
            LessonTap::Done { played } => {
                assert_eq!(k, 3);
                hops.extend(played.cues.iter().filter_map(|c| c.sound));
            }
            LessonTap::Deselected => panic!("not along a chain"),
        }
    }
    assert_eq!(
        hops,
        [
            Sound::CaptureHop1,
            Sound::CaptureHop2,
            Sound::CaptureHop3,
            Sound::CaptureEnd,
            Sound::PuzzleSolved
        ]
    );
    // A step can be started again, and gone back from.
    lesson.restart();
    assert!(!lesson.state().done);
    assert!(lesson.previous());
    assert_eq!(lesson.state().step as usize, chain - 1);
}

#[test]
fn any_step_can_be_opened_at_its_start_and_none_past_the_last() {
    let lesson = Lesson::new();
    let steps = CoreLesson::steps();
    let last = steps.len() as u32 - 1;
    tap_all(&lesson, &path(right_move(0))).expect("done");
    assert!(lesson.go_to(last), "a person may skip what they know");
    let s = lesson.state();
    assert_eq!(
        (s.step, s.title.as_str()),
        (last, english(&steps[last as usize].title()).as_str())
    );
    assert!(!s.done && s.status_text.is_empty());
    assert!(!lesson.go_to(last + 1));
    assert_eq!(lesson.state().step, last, "nothing changes past the last");
    assert!(lesson.go_to(0));
    assert!(
        !lesson.state().done,
        "a step opens at its start, done before or not"
    );
}

/// The lesson in `dir`'s store, as a new launch of the app opens it.
fn launch(dir: &TempDir) -> (std::sync::Arc<Store>, std::sync::Arc<Lesson>) {
    let store = Store::new(dir.folder());
    let lesson = block_on(open_lesson(store.clone()));
    (store, lesson)
}

#[test]
fn a_new_launch_opens_the_lesson_where_the_person_left_it() {
    let dir = TempDir::new("lesson");
    let (store, lesson) = launch(&dir);
    assert_eq!(
        lesson.state().step,
        0,
        "a first launch starts at the first step"
    );
    // Step 1 done: the next launch goes on with step 2.
    let done = tap_all(&lesson, &path(right_move(0)));
    assert!(matches!(done, Ok(LessonTap::Done { .. })), "{done:?}");
    block_on(store.flush());
    let text = std::fs::read_to_string(dir.file("lesson.txt")).expect("kept");
    assert_eq!(text, "alquerque-lesson 1\nstep 1\n");
    drop((lesson, store));
    let (store, lesson) = launch(&dir);
    assert_eq!(lesson.state().step, 1);
    assert!(!lesson.state().done, "opened at the step's start");
    // A step opened and left undone is where one comes back.
    assert!(lesson.go_to(3));
    block_on(store.flush());
    drop((lesson, store));
    let (store, lesson) = launch(&dir);
    assert_eq!(lesson.state().step, 3);
    // The last step done: the lesson is finished, and the next launch starts it again.
    let last = CoreLesson::steps().len() - 1;
    assert!(lesson.go_to(last as u32));
    let done = tap_all(&lesson, &path(right_move(last)));
    assert!(matches!(done, Ok(LessonTap::Done { .. })), "{done:?}");
    assert!(lesson.state().finished);
    block_on(store.flush());
    drop((lesson, store));
    let (_store, lesson) = launch(&dir);
    assert_eq!(lesson.state().step, 0);
}

#[test]
fn a_lesson_document_that_cannot_be_read_is_set_aside_and_the_lesson_starts_at_the_first_step() {
    let too_far = format!("alquerque-lesson 1\nstep {}\n", CoreLesson::steps().len());
    for bad in [
        "",
        "alquerque-lesson 1\n",
        "alquerque-lesson 2\nstep 1\n",
        "alquerque-lesson 1\nstep -1\n",
        "alquerque-lesson 1\nstep 1\nstep 2\n",
        "alquerque-lesson 1\nstep 99999999999999999999\n",
        "alquerque-lesson 1\nstep \u{0}\n",
        too_far.as_str(),
    ] {
        let dir = TempDir::new("lesson-bad");
        std::fs::write(dir.file("lesson.txt"), bad).expect("written");
        let (store, lesson) = launch(&dir);
        assert_eq!(lesson.state().step, 0, "{bad:?}");
        block_on(store.flush());
        let aside = dir.set_aside("lesson");
        assert_eq!(aside.len(), 1, "{bad:?} kept aside");
        assert_eq!(std::fs::read_to_string(&aside[0]).expect("kept"), bad);
    }
}

#[test]
fn the_first_launch_says_how_many_steps_the_lesson_has() {
    let steps = CoreLesson::steps().len();
    let said = lesson_intro();
    assert_eq!(
        said,
        english(&alquerque_text::Message::new("lesson-intro").count("steps", steps as i64))
    );
    assert_eq!(
        said,
        format!("{steps} short steps on the board, then your game against the computer.")
    );
}

#[test]
fn the_sideways_step_draws_the_step_that_made_the_ban_and_the_banned_point() {
    let lesson = Lesson::new();
    assert!(
        lesson.state().board.bans.is_empty(),
        "the first step has no ban to show"
    );
    assert!(lesson.go_to(1));
    let s = lesson.state();
    assert_eq!(
        s.board.bans,
        vec![BannedStep {
            piece: index("c3"),
            banned: index("d3"),
        }],
        "the piece on c3 came from d3 and may not step back there"
    );
    // The ban is the piece's: once it has stepped sideways the other way, the ban it made is
    // drawn from its new point.
    tap_all(&lesson, &[index("c3"), index("b3")]).expect("a step sideways does the step");
    assert_eq!(
        lesson.state().board.bans,
        vec![BannedStep {
            piece: index("b3"),
            banned: index("c3"),
        }]
    );
}
