//! The ladder's journal (`alquerque ladder --journal FILE`): any text reads as a journal's
//! games or is refused with words, never a panic; a journal is recognised by its first line,
//! so text without it is refused; and what reads writes back, line by line, to a journal that
//! reads as the same games.

use alquerque_cli::journal::{self, HEADER};

/// Reads `data` as a journal's text (invalid UTF-8 replaced), both as it is and after the
/// journal's first line, and checks what reads.
pub fn check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    for text in [text.to_string(), format!("{HEADER}{text}")] {
        match journal::read(&text) {
            Ok(games) => {
                assert!(
                    text.starts_with(HEADER) || HEADER.starts_with(text.as_str()),
                    "a text without the journal's first line read as a journal: {text:?}"
                );
                let mut again = String::from(HEADER);
                for (key, game) in &games {
                    again.push_str(&journal::line(*key, "a", "b", game));
                }
                assert_eq!(
                    journal::read(&again).as_ref(),
                    Ok(&games),
                    "the games written back read differently"
                );
            }
            Err(e) => assert!(!e.is_empty(), "a refusal without words"),
        }
    }
}
