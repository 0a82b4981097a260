//! `alquerque learn` driven through standard input as a person would: every step of the core's
//! lesson, a wrong try answered with the core's reason, then a right one, to the end.

mod common;

use common::{alquerque, unwrapped};

use alquerque_core::lesson::{Lesson, Verdict};
use alquerque_core::Move;
use alquerque_text::{Language, Message};

fn english(message: &Message) -> String {
    message.render(Language::English)
}

fn learn(args: &[&str], input: &str) -> (Option<i32>, String, String) {
    let run = alquerque(&[&["learn"], args].concat(), input);
    (run.code, run.stdout, run.stderr)
}

/// For step `index`: a legal move the step does not want (if it has one) with what the core
/// says of it, and a move that does the step.
fn tries(index: usize) -> (Option<(Move, String)>, Move) {
    let lesson = Lesson::at(index).expect("a step");
    let mut wrong = None;
    let mut right = None;
    for mv in lesson.moves() {
        match lesson.clone().try_move(mv) {
            Verdict::Done => right = right.or(Some(mv)),
            verdict => wrong = wrong.or(Some((mv, verdict.to_string()))),
        }
    }
    (wrong, right.expect("every step can be done"))
}

#[test]
fn the_whole_lesson_is_walked_with_the_cores_words() {
    let mut input = String::new();
    let mut expected = Vec::new();
    for (i, step) in Lesson::steps().iter().enumerate() {
        expected.push(format!(
            "Step {} of {}: {}",
            i + 1,
            Lesson::steps().len(),
            english(&step.title())
        ));
        expected.push(english(&step.task()));
        // Something that is not a move, then a wrong try, then the move that does it.
        input.push_str("hello\n");
        if let (Some((mv, said)), _) = tries(i) {
            input.push_str(&format!("{mv}\n"));
            expected.push(said);
        }
        let (_, right) = tries(i);
        input.push_str(&format!("{right}\n\n"));
        expected.push(format!("Well done! {}", english(&step.done_text())));
    }
    let (code, out, err) = learn(&[], &input);
    assert_eq!(code, Some(0), "{err}");
    // Sentences are wrapped to the terminal's width: compare them with the breaks undone.
    let said = unwrapped(&out);
    let mut at = 0;
    for line in &expected {
        let line = unwrapped(line);
        let found = said[at..]
            .find(line.as_str())
            .unwrap_or_else(|| panic!("missing, in order: {line}\n--- stdout:\n{out}"));
        at += found + line.len();
    }
    assert!(out.contains("That is the lesson."));
    assert!(out.contains("Type 'help' for help."), "not a move: said so");
}

#[test]
fn an_illegal_try_gets_the_rules_reason_and_steps_can_be_chosen() {
    let (code, out, _) = learn(&["--step", "2"], "c3-d3\nback\nc2-c1\nnext\nquit\n");
    assert_eq!(code, Some(0));
    assert!(out.contains("Step 2 of 6"));
    assert!(out.contains("may not step straight back east"), "{out}");
    assert!(out.contains("Step 1 of 6"));
    assert!(out.contains("Pieces may not step back towards their own base row."));
    assert!(
        out.contains("Do this step first"),
        "next before the step is done"
    );
    let (code, _, err) = learn(&["--step", "7"], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("there is no step 7"), "{err}");
}

#[test]
fn a_chain_is_asked_for_as_the_terminal_takes_it_whole_in_one_line() {
    // The chain step: its words say to type the whole chain, and the whole chain does it.
    let index = Lesson::steps()
        .iter()
        .position(|s| matches!(s.goal(), alquerque_core::lesson::Goal::Capture { at_least } if at_least > 1))
        .expect("a chain step");
    let (_, right) = tries(index);
    let step = format!("{}", index + 1);
    let (code, out, err) = learn(&["--step", &step], &format!("{right}\nquit\n"));
    assert_eq!(code, Some(0), "{err}");
    let said = unwrapped(&out);
    assert!(
        said.contains(&unwrapped(&english(&Message::new("learn-type-chain")))),
        "{out}"
    );
    assert!(!said.contains("one jump at a time"), "{out}");
    assert!(said.contains("Well done!"), "{out}");
    // Other steps say nothing of chains.
    let (_, out, _) = learn(&["--step", "1"], "quit\n");
    assert!(!unwrapped(&out).contains("Type the whole chain"), "{out}");
}
