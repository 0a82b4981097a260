//! The position text (`PositionText`): parse, write, parse gives the same setup, and a setup
//! that is a valid position under a rule set is written as that position's text.

use alquerque_core::{Position, PositionText};

use super::rule_sets;

/// Reads `data` as a position text and checks that it survives writing and reading back.
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = match text.parse::<PositionText>() {
        Ok(parsed) => parsed,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    let written = parsed.to_string();
    let again = written
        .parse::<PositionText>()
        .unwrap_or_else(|e| panic!("{written:?} was written and does not read ({e})"));
    assert_eq!(again, parsed, "{text:?} was written as {written:?}");
    assert_eq!(again.to_string(), written, "a second trip changes nothing");
    for rules in rule_sets() {
        match parsed.into_position(rules) {
            Ok(pos) => {
                assert_eq!(PositionText::from(&pos), parsed, "{rules}");
                assert_eq!(Position::from_setup(&pos.to_setup(), rules), Ok(pos));
                assert_eq!(format!("{pos:?}"), format!("Position({written})"));
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
}
