//! Outside text inside a message: the one function every error uses to show a piece of what
//! it was given (a move, a tag's value, a line of a file, a file's name), so that no message
//! carries raw control characters to a terminal or a phone's screen.
//!
//! A saved game, a certificate or a pasted record may hold anything. Echoed as it is, an escape
//! sequence in it would retitle or clear the reader's terminal, a carriage return would draw
//! over the message, and a bidirectional override would show the message's words in another
//! order. [`quote`] writes such characters as escapes (`\u{1b}`) and keeps only the start of a
//! long text.
//!
//! ```
//! use alquerque_core::quote;
//!
//! assert_eq!(quote("c2-c9", 32), "c2-c9");
//! assert_eq!(quote("\u{1b}]0;owned\u{7}", 32), "\\u{1b}]0;owned\\u{7}");
//! assert_eq!(quote("line\nbreak", 32), "line\\nbreak");
//! assert_eq!(quote("abcdefghij", 4), "abcd…");
//! ```

use std::fmt::Write;

/// How much of a text a message usually shows: enough to see a typo, never a whole line of
/// hostile input.
pub const QUOTE_CHARS: usize = 32;

/// The start of `text` as a message may show it: at most `max_chars` characters of it, then
/// `…` if there was more; control characters, and the invisible characters that change how
/// text around them is laid out (bidirectional overrides, zero-width joiners, byte-order
/// marks), written as escapes: `\n`, `\r`, `\t`, else `\u{HEX}`. Quote marks are the caller's.
pub fn quote(text: &str, max_chars: usize) -> String {
    let mut out = String::with_capacity(text.len().min(max_chars * 4) + 3);
    let mut chars = text.chars();
    for c in chars.by_ref().take(max_chars) {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() || is_layout_control(c) => {
                // Writing to a String cannot fail.
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// The invisible format characters (Unicode's category Cf, those in use) that reorder, join or
/// hide the text around them.
fn is_layout_control(c: char) -> bool {
    matches!(
        c as u32,
        0x00ad
            | 0x061c
            | 0x180e
            | 0x200b..=0x200f
            | 0x202a..=0x202e
            | 0x2060..=0x2064
            | 0x2066..=0x206f
            | 0xfeff
            | 0xfff9..=0xfffb
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_that_moves_the_cursor_or_reorders_text_gets_through() {
        let hostile =
            "\u{1b}[2J\u{1b}]0;title\u{7}\r\u{8}\u{7f}\u{85}\u{202e}gnp.exe\u{200b}\u{feff}";
        let shown = quote(hostile, 100);
        assert!(
            !shown
                .chars()
                .any(|c| c.is_control() || is_layout_control(c)),
            "{shown:?}"
        );
        assert_eq!(
            shown,
            "\\u{1b}[2J\\u{1b}]0;title\\u{7}\\r\\u{8}\\u{7f}\\u{85}\\u{202e}gnp.exe\\u{200b}\\u{feff}"
        );
    }

    #[test]
    fn ordinary_text_is_kept_and_long_text_cut() {
        assert_eq!(quote("Élan c2-c3 ♟", 32), "Élan c2-c3 ♟");
        assert_eq!(quote("", 32), "");
        assert_eq!(quote("abc", 3), "abc");
        assert_eq!(quote("abcd", 3), "abc…");
        let long = "x".repeat(10_000);
        assert_eq!(quote(&long, QUOTE_CHARS).chars().count(), QUOTE_CHARS + 1);
    }
}
