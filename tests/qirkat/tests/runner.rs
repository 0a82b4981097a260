//! The runner against fake programs (`sh` scripts replaying dialogues): passing and failing
//! tests, time limits, and games between two programs.

#![cfg(unix)]

mod support;

use std::ffi::OsString;
use std::path::Path;
use std::time::Duration;

use qirkat_tester::{run_file, Failure, FailureKind, Report};
use support::{Fakes, HELLO, INITIAL_DUMP};

/// Writes `text` as a test file and runs it against the fakes, expecting a failure.
fn fails(fakes: &Fakes, text: &str) -> Failure {
    let path = fakes.test_file("test.inp", text);
    match run_file(&path, &fakes.program()) {
        Ok(report) => panic!("expected a failure, the test passed: {report:?}"),
        Err(failure) => failure,
    }
}

/// Writes `text` as a test file and runs it against the fakes, expecting a pass.
fn passes(fakes: &Fakes, text: &str) -> Report {
    let path = fakes.test_file("test.inp", text);
    run_file(&path, &fakes.program())
        .unwrap_or_else(|failure| panic!("expected a pass:\n{failure}"))
}

const INITIAL_ROWS: &str = "\
@<===
@< b b b b b
@<  b b b b b
@<  b b - w w
@< w w w w w
@<\tw  w w\tw w
@<===
";

#[test]
fn dump_passes_with_prompts_glued_and_either_row_indentation() {
    let fakes = Fakes::new("dump_passes");
    fakes.dialogue("main", &format!("{HELLO}{INITIAL_DUMP}<quit\nx0\n"));
    let report = passes(
        &fakes,
        &format!("# The initial board.\n\njava -ea qirkat.Main main\ndump\n{INITIAL_ROWS}quit\n"),
    );
    assert_eq!(report.sections, 1);
    assert_eq!(report.lines_checked, 7);
    assert!(report.name.ends_with("test.inp"), "{}", report.name);
}

#[test]
fn mismatch_names_the_line_what_was_expected_and_what_came() {
    let fakes = Fakes::new("mismatch");
    fakes.dialogue("main", &format!("{HELLO}{INITIAL_DUMP}"));
    let failure = fails(
        &fakes,
        "java -ea qirkat.Main main\ndump\n@<===\n@< b b b b b\n@< b b b b b\n@< b b w w w\n",
    );
    assert_eq!(failure.kind, FailureKind::Mismatch);
    assert_eq!(failure.line, Some(6));
    assert_eq!(failure.section, None);
    assert_eq!(failure.expected.as_deref(), Some(" b b w w w"));
    assert_eq!(failure.got.as_deref(), Some(" b b - w w"));
    assert_eq!(
        failure.recent_output,
        ["===", "  b b b b b", "  b b b b b", "  b b - w w"]
    );
    let text = failure.to_string();
    assert!(text.contains("test.inp:6: output mismatch"), "{text}");
    assert!(text.contains("expected: \" b b w w w\""), "{text}");
    assert!(text.contains("got:      \" b b - w w\""), "{text}");
    // The raw output is what the program printed last, whether or not the test got there:
    // here at least up to the mismatching row, at most the whole dump.
    assert!(
        failure.raw_output.iter().any(|l| l == "  b b - w w"),
        "{text}"
    );
    assert!(text.contains("last raw output lines:"), "{text}");
}

#[test]
fn a_hung_program_fails_on_time_and_quickly() {
    let fakes = Fakes::new("hang");
    fakes.dialogue("main", &format!("{HELLO}<dump\nh\n"));
    let failure = fails(
        &fakes,
        "java -ea qirkat.Main main\n@time 0.3\ndump\n@<===\n",
    );
    assert_eq!(failure.kind, FailureKind::Timeout);
    assert_eq!(failure.line, Some(4));
    assert!(
        failure
            .message
            .contains("timed out after 0.3 s waiting for the line \"===\""),
        "{failure}"
    );
    assert!(failure.elapsed < Duration::from_secs(3), "{failure:?}");
}

#[test]
fn the_total_time_limit_applies_across_lines() {
    let fakes = Fakes::new("total_time");
    fakes.dialogue("main", &format!("{HELLO}<dump\nh\n"));
    let failure = fails(
        &fakes,
        "java -ea qirkat.Main main\n@time 30\ndump\n@<===\n@total-time 0.4\n",
    );
    assert_eq!(failure.kind, FailureKind::TotalTimeout);
    assert!(failure.message.contains("0.4 s"), "{failure}");
    assert!(failure.elapsed < Duration::from_secs(3), "{failure:?}");
}

#[test]
fn the_program_must_exit_after_its_input_ends() {
    let fakes = Fakes::new("no_exit");
    fakes.dialogue("main", &format!("{HELLO}{INITIAL_DUMP}h\n"));
    let failure = fails(
        &fakes,
        &format!("java -ea qirkat.Main main\ndump\n{INITIAL_ROWS}@time 0.3\n# end\n"),
    );
    assert_eq!(failure.kind, FailureKind::Timeout);
    assert_eq!(failure.line, Some(10), "the section's last line");
    assert!(
        failure
            .message
            .contains("the program to exit after its input ended"),
        "{failure}"
    );
    assert!(failure.elapsed < Duration::from_secs(3), "{failure:?}");
}

#[test]
fn the_exit_status_must_be_zero() {
    let fakes = Fakes::new("exit_status");
    fakes.dialogue("main", &format!("{HELLO}<quit\nx3\n"));
    let failure = fails(&fakes, "java -ea qirkat.Main main\nquit\n");
    assert_eq!(failure.kind, FailureKind::ExitStatus);
    assert_eq!(failure.line, Some(2));
    assert!(
        failure.message.contains("exited with status 3"),
        "{failure}"
    );
}

#[test]
fn output_ending_early_is_reported_with_status_and_stderr() {
    let fakes = Fakes::new("early_end");
    fakes.dialogue(
        "main",
        &format!("{HELLO}<dump\nepanicked: board missing\nx101\n"),
    );
    let failure = fails(&fakes, "java -ea qirkat.Main main\ndump\n@<===\n");
    assert_eq!(failure.kind, FailureKind::OutputEnded);
    assert_eq!(failure.line, Some(3));
    assert!(
        failure.message.contains("exited with status 101"),
        "{failure}"
    );
    assert_eq!(failure.stderr, ["panicked: board missing"]);
}

#[test]
fn output_nobody_asked_for_fails_at_the_end() {
    let fakes = Fakes::new("extra_output");
    fakes.dialogue("main", &format!("{HELLO}{INITIAL_DUMP}"));
    let failure = fails(&fakes, "java -ea qirkat.Main main\ndump\n@<===\n");
    assert_eq!(failure.kind, FailureKind::ExtraOutput);
    assert_eq!(failure.line, Some(3));
    assert_eq!(failure.got.as_deref(), Some(" b b b b b"));
}

#[test]
fn filtered_out_lines_are_not_compared() {
    let fakes = Fakes::new("filtered_out");
    fakes.dialogue(
        "main",
        &format!("{HELLO}<c2-c4\n>That move is illegal.\n>Illegal move\npqirkat: \n{INITIAL_DUMP}"),
    );
    passes(
        &fakes,
        &format!("java -ea qirkat.Main main\nc2-c4\ndump\n{INITIAL_ROWS}"),
    );
}

#[test]
fn plain_lines_are_fed_verbatim_even_from_crlf_files() {
    let fakes = Fakes::new("verbatim");
    fakes.dialogue(
        "main",
        &format!("{HELLO}<  set white w---- ----- ----- ----- ----b  # note \n<quit\n"),
    );
    passes(
        &fakes,
        "java -ea qirkat.Main main\r\n  set white w---- ----- ----- ----- ----b  # note \r\n\
         \r\n   # a comment\r\nquit\r\n",
    );
}

#[test]
fn question_mark_lines_match_patterns() {
    let fakes = Fakes::new("pattern_lines");
    fakes.dialogue("main", &format!("{HELLO}<start\n>White moves c2-c3.\n"));
    passes(
        &fakes,
        "java -ea qirkat.Main main\nstart\n@?(White|Black) moves [a-e][1-5](-[a-e][1-5])+\\.$\n",
    );
    let failure = fails(&fakes, "java -ea qirkat.Main main\nstart\n@?Black moves\n");
    assert_eq!(failure.kind, FailureKind::Mismatch);
    assert_eq!(failure.expected.as_deref(), Some("Black moves"));
    assert_eq!(failure.got.as_deref(), Some("White moves c2-c3."));
}

const SELF_PLAY: &str = "<start
>White moves c2-c3.
>Black moves c4-c2.
>White moves b1-b3-d3.
>White wins.
pqirkat: \n";

#[test]
fn a_game_against_itself_passes() {
    let fakes = Fakes::new("self_play");
    fakes.dialogue(
        "main",
        &format!("{HELLO}<auto white\npqirkat: \n{SELF_PLAY}"),
    );
    for end in ["", "White wins.", " (White|Black) wins\\.$ ", "White"] {
        let report = passes(
            &fakes,
            &format!("java -ea qirkat.Main main\nauto white\nstart\n@white...{end}\n"),
        );
        assert_eq!(report.lines_checked, 4, "ENDPATN {end:?}");
    }
}

#[test]
fn games_against_itself_are_checked() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "@white...",
            ">White moves c2-c3.\n>White moves c4-c2.\n",
            "White moved out of turn: Black was to move",
        ),
        (
            "@black...",
            ">White moves c2-c3.\n",
            "White moved out of turn: Black was to move",
        ),
        (
            "@white...",
            ">White moves c2-c6.\n",
            "not a move or result line",
        ),
        (
            "@white...",
            ">White moves c2-c3\n",
            "not a move or result line",
        ),
        ("@white...", ">===\n", "not a move or result line"),
        (
            "@white...",
            ">White moves c2-c3.\n>Black wins.\n",
            "wrong winner: Black was to move",
        ),
        (
            "@white...",
            ">White wins.\n",
            "wrong winner: White was to move",
        ),
        (
            "@white...Black wins.",
            ">White moves c2-c3.\n>White wins.\n",
            "does not match the end pattern",
        ),
    ];
    let fakes = Fakes::new("self_play_checks");
    for (directive, output, needle) in cases {
        fakes.dialogue("main", &format!("{HELLO}<start\n{output}"));
        let failure = fails(
            &fakes,
            &format!("java -ea qirkat.Main main\nstart\n{directive}\n"),
        );
        assert_eq!(failure.kind, FailureKind::Game, "{failure}");
        assert_eq!(failure.line, Some(3));
        assert!(
            failure.message.contains(needle),
            "{directive} / {output:?}: {failure}"
        );
    }
}

/// White's side of a short game: White (this program's AI) against Black (the other's).
const WHITE_SIDE: &str = "<manual black
pqirkat: 
<auto white
pqirkat: 
<start
>White moves c2-c3.
pBlack: 
<c4-c2
>White moves b1-b3-d3.
pBlack: 
<e4-e3
>White moves d3-d4.
>White wins.
pqirkat: \n";

/// Black's side of the same game.
const BLACK_SIDE: &str = "<manual white
pqirkat: 
<start
pWhite: 
<c2-c3
>Black moves c4-c2.
pWhite: 
<b1-b3-d3
>Black moves e4-e3.
pWhite: 
<d3-d4
>White wins.
pqirkat: \n";

const EXCHANGE: &str = "# White's AI against Black's.
java -ea qirkat.Main white
manual black
auto white
start
@send white...White wins.
----------
java -ea qirkat.Main black
manual white
start
@recv white...White wins.
";

#[test]
fn two_programs_play_each_other() {
    let fakes = Fakes::new("exchange");
    fakes
        .dialogue("white", &format!("{HELLO}{WHITE_SIDE}"))
        .dialogue("black", &format!("{HELLO}{BLACK_SIDE}"));
    let report = passes(&fakes, EXCHANGE);
    assert_eq!(report.sections, 2);
    assert_eq!(report.lines_checked, 4 + 3);
}

#[test]
fn exchange_roles_can_be_the_other_way_round() {
    // The same game with the sections swapped: the first section now receives first.
    let fakes = Fakes::new("exchange_swapped");
    fakes
        .dialogue("white", &format!("{HELLO}{WHITE_SIDE}"))
        .dialogue("black", &format!("{HELLO}{BLACK_SIDE}"));
    let swapped = "java -ea qirkat.Main black\nmanual white\nstart\n@recv white...\n\
                   ----------\n\
                   java -ea qirkat.Main white\nmanual black\nauto white\nstart\n@send white...\n";
    passes(&fakes, swapped);
}

#[test]
fn a_relayed_move_reaches_the_other_program_exactly() {
    // Black's fake insists on another first move: it exits, and the test fails there.
    let fakes = Fakes::new("exchange_wrong_move");
    fakes
        .dialogue("white", &format!("{HELLO}{WHITE_SIDE}"))
        .dialogue(
            "black",
            &format!("{HELLO}{}", BLACK_SIDE.replace("<c2-c3", "<d2-d3")),
        );
    let failure = fails(&fakes, EXCHANGE);
    assert_eq!(failure.kind, FailureKind::OutputEnded, "{failure}");
    assert_eq!(failure.section, Some(2));
    assert_eq!(failure.line, Some(11));
    assert_eq!(failure.stderr, ["fake: expected 'd2-d3', got 'c2-c3'"]);
}

#[test]
fn programs_that_disagree_about_the_end_of_the_game_fail() {
    // Black's program plays on where White's announces its win: White's program is then
    // asked for a move and announces a win with White to move, which cannot be.
    let fakes = Fakes::new("exchange_disagree");
    let black = BLACK_SIDE.replace(">White wins.", ">Black moves a5-a4.");
    fakes
        .dialogue("white", &format!("{HELLO}{WHITE_SIDE}"))
        .dialogue("black", &format!("{HELLO}{black}"));
    let failure = fails(&fakes, EXCHANGE);
    assert_eq!(failure.kind, FailureKind::Game, "{failure}");
    assert_eq!(failure.section, Some(1));
    assert_eq!(failure.line, Some(6));
    assert!(
        failure.message.contains("wrong winner: White was to move"),
        "{failure}"
    );
    assert_eq!(failure.got.as_deref(), Some("White wins."));
}

#[test]
fn when_one_program_hangs_its_own_timeout_is_reported_not_the_other_side_waiting() {
    let fakes = Fakes::new("exchange_hang");
    fakes
        .dialogue("white", &format!("{HELLO}{WHITE_SIDE}"))
        .dialogue(
            "black",
            &format!("{HELLO}<manual white\npqirkat: \n<start\nh\n"),
        );
    // Only the hanging side gets a short limit; its wait for White's first move is 1 s longer.
    let text = EXCHANGE.replace("manual white\n", "manual white\n@time 1\n");
    let failure = fails(&fakes, &text);
    assert_eq!(failure.kind, FailureKind::Timeout, "{failure}");
    assert_eq!(failure.section, Some(2));
    assert!(
        failure
            .message
            .contains("timed out after 1 s waiting for a Black move or \"White wins.\""),
        "{failure}"
    );
    assert!(failure.elapsed < Duration::from_secs(5), "{failure:?}");
}

#[test]
fn two_independent_sections_run_side_by_side() {
    let fakes = Fakes::new("independent");
    fakes
        .dialogue("one", &format!("{HELLO}{INITIAL_DUMP}"))
        .dialogue("two", &format!("{HELLO}{INITIAL_DUMP}"));
    let one = format!("java -ea qirkat.Main one\ndump\n{INITIAL_ROWS}");
    let report = passes(
        &fakes,
        &format!("{one}----------\n{}", one.replace("one", "two")),
    );
    assert_eq!(report.lines_checked, 14);

    let bad = format!(
        "{one}----------\n{}",
        one.replace("one", "two")
            .replace("@<  b b - w w", "@<  b b w - w")
    );
    let failure = fails(&fakes, &bad);
    assert_eq!(failure.kind, FailureKind::Mismatch);
    assert_eq!(failure.section, Some(2));
    assert_eq!(failure.line, Some(16));
    assert!(failure
        .to_string()
        .contains("test.inp:16: section 2: output mismatch"));
}

#[test]
fn a_program_that_cannot_start_fails_at_its_command_line() {
    let fakes = Fakes::new("no_program");
    let path = fakes.test_file("test.inp", "# x\njava -ea qirkat.Main\ndump\n");
    let program: Vec<OsString> = vec![fakes.dir.join("no-such-program").into()];
    let failure = run_file(&path, &program).expect_err("cannot start");
    assert_eq!(failure.kind, FailureKind::Spawn);
    assert_eq!(failure.line, Some(2));
    assert!(failure.message.contains("no-such-program"), "{failure}");
}

#[test]
fn unreadable_and_malformed_files_fail_before_running_anything() {
    let fakes = Fakes::new("bad_files");
    let failure = run_file(Path::new("/no/such/file.inp"), &fakes.program()).expect_err("io");
    assert_eq!(failure.kind, FailureKind::Io);
    assert_eq!(failure.file, "/no/such/file.inp");

    let failure = fails(&fakes, "java -ea qirkat.Main main\ndump\n@wait 3\n");
    assert_eq!(failure.kind, FailureKind::Parse);
    assert_eq!(failure.line, Some(3));
    assert!(failure.message.contains("unknown directive"), "{failure}");
}
