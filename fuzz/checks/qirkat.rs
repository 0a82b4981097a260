//! The Qirkat protocol (`alquerque qirkat`): any bytes on standard input give a session that
//! ends, writes text, and whose every line is a prompt, the board, a help line, an
//! announcement or a message that the protocol's harnesses cannot mistake for one.

use std::io::Cursor;

use alquerque_cli::qirkat::{Session, BANNER};
use alquerque_core::engine::{Budget, EngineParams, Level, Resources};

/// The protocol's AI at a few playouts a move: the same level and code paths, so that a game
/// the AI plays against itself takes milliseconds.
fn quick_engine() -> EngineParams {
    let mut params = Level::default().params();
    params.budget = Budget::iterations(32);
    params.solver_nodes = params.solver_nodes.min(2_000);
    params.proof_expansions = params.proof_expansions.min(500);
    params.resources = Resources {
        threads: 1,
        tree_nodes: 4_096,
        solver_table_log2: 10,
        proof_table_bytes: 1 << 20,
    };
    params
}

/// The prompts, which end without a line break (the next output follows them on their line).
const PROMPTS: [&str; 3] = ["qirkat: ", "White: ", "Black: "];

/// Runs a session on `data` as its standard input and checks what it wrote.
pub fn check(data: &[u8]) {
    let mut out = Vec::new();
    Session::new(Box::new(Cursor::new(data.to_vec())), &mut out)
        .with_engine(quick_engine())
        .run()
        .expect("a session in memory cannot fail to read or write");
    let text = String::from_utf8(out).expect("the protocol writes UTF-8 text");
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some(BANNER));
    for raw in lines {
        let mut line = raw;
        while let Some(rest) = PROMPTS.iter().find_map(|p| line.strip_prefix(p)) {
            line = rest;
        }
        assert!(line.len() < 200, "{raw:?}");
        assert!(!line.chars().any(char::is_control), "{raw:?}");
        if is_announcement(line) {
            continue;
        }
        let lower = line.to_lowercase();
        assert!(
            !lower.contains("wins") && !lower.contains("moves") && !line.contains(':'),
            "a message a harness would read as an announcement: {raw:?}"
        );
        assert_ne!(line, "The AI found no move", "the engine always has a move");
    }
}

/// `White moves c2-c3.`, `Black wins.` and the like.
fn is_announcement(line: &str) -> bool {
    let Some(rest) = line
        .strip_prefix("White ")
        .or_else(|| line.strip_prefix("Black "))
    else {
        return false;
    };
    if rest == "wins." {
        return true;
    }
    rest.strip_prefix("moves ")
        .and_then(|m| m.strip_suffix('.'))
        .is_some_and(|m| m.parse::<alquerque_core::MoveText>().is_ok())
}
