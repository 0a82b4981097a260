//! The supplied test cases (`cases/*.inp`): they all parse, as expected, and the two styles
//! of board rows in them pass against a program printing rows the way `docs/qirkat-protocol.md` says.

mod support;

use std::fs;
use std::path::PathBuf;
use std::time::Duration;

use qirkat_tester::{Action, Color, Pattern, Script};

fn cases() -> Vec<(String, Script)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cases");
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .expect("read cases/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "inp"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let name = path
                .file_name()
                .expect("name")
                .to_string_lossy()
                .into_owned();
            let text = fs::read_to_string(&path).expect("read case");
            let script = Script::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, script)
        })
        .collect()
}

#[test]
fn every_supplied_case_parses_as_one_section_of_java_qirkat_main() {
    let cases = cases();
    let names: Vec<&str> = cases.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "01-commands1.inp",
            "01-moves1.inp",
            "01-moves2.inp",
            "01-moves3.inp",
            "01-win1.inp",
            "02-moves1.inp",
            "04-win1.inp",
            "04-win2.inp",
            "test01.inp",
            "test02.inp",
            "test03.inp",
            "test04.inp"
        ]
    );
    let mut expects = 0;
    for (name, script) in &cases {
        assert_eq!(script.sections.len(), 1, "{name}");
        assert_eq!(script.sections[0].command, "java -ea qirkat.Main", "{name}");
        assert_eq!(script.total_time, Duration::from_secs(60), "{name}");
        expects += script.sections[0]
            .steps
            .iter()
            .filter(|s| matches!(s.action, Action::Expect(_)))
            .count();
    }
    // `grep -c '^@<' cases/*.inp`, summed.
    assert_eq!(expects, 2192);
}

#[test]
fn the_games_in_the_supplied_cases() {
    let cases = cases();
    let game = |file: &str| {
        let (_, script) = cases.iter().find(|(n, _)| n == file).expect("case");
        let last = script.sections[0].steps.last().expect("steps");
        (last.line, last.action.clone())
    };
    let end = |s: &str| Some(Pattern::new(s).expect("pattern"));
    assert_eq!(
        game("04-win1.inp"),
        (
            40,
            Action::Play {
                first: Color::Black,
                end: end("Black wins.")
            }
        )
    );
    assert_eq!(
        game("04-win2.inp"),
        (
            43,
            Action::Play {
                first: Color::White,
                end: end("White wins.")
            }
        )
    );
    assert_eq!(
        game("01-win1.inp"),
        (72, Action::Expect("White wins.".into()))
    );
}

#[cfg(unix)]
#[test]
fn both_row_styles_pass_against_rows_printed_with_two_spaces() {
    use support::{Fakes, HELLO, INITIAL_DUMP};
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cases");
    let fakes = Fakes::new("cases_row_styles");
    // test01.inp writes rows as `@<  b b b b b`, test02.inp as `@< b b - - -`.
    fakes.dialogue("main", &format!("{HELLO}{INITIAL_DUMP}<quit\nx0\n"));
    let program = {
        // The cases run `java -ea qirkat.Main` with no dialogue name: pass it in the program.
        let mut p = fakes.program();
        p.push("main".into());
        p
    };
    qirkat_tester::run_file(&dir.join("test01.inp"), &program).unwrap_or_else(|f| panic!("{f}"));
    fakes.dialogue(
        "main",
        &format!(
            "{HELLO}<set white w---w ----- ----- ----- bb---\npqirkat: \n<dump\n>===\n\
             >  b b - - -\n>  - - - - -\n>  - - - - -\n>  - - - - -\n>  w - - - w\n>===\n\
             pqirkat: \n<quit\nx0\n"
        ),
    );
    qirkat_tester::run_file(&dir.join("test02.inp"), &program).unwrap_or_else(|f| panic!("{f}"));
}
