//! The pseudo-locales, made from the English text as it is formatted (the notation and
//! numbers put into a sentence are left alone): `en-XA` accents every letter and doubles every
//! vowel, a third longer or so, to show what is cut off and what is not translated; `ar-XB`
//! forces each word right to left, as Android's pseudo-locale does, to show what does not
//! mirror and where notation would lose its order.

use std::borrow::Cow;

/// `text` accented and lengthened: `Black to move` becomes `Ɓļááçķ ţöö ɱööṽéé`.
pub(crate) fn accented(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        let a = accent(c);
        out.push(a);
        if "aeiouAEIOU".contains(c) {
            out.push(a);
        }
    }
    Cow::Owned(out)
}

fn accent(c: char) -> char {
    const PLAIN: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const ACCENTED: &str = "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
    PLAIN
        .chars()
        .zip(ACCENTED.chars())
        .find(|(p, _)| *p == c)
        .map_or(c, |(_, a)| a)
}

/// `text` with each word forced right to left (U+200F U+202E … U+202C U+200F), the spaces
/// between left as they are.
pub(crate) fn bidi(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 3);
    let mut in_word = false;
    for c in text.chars() {
        let space = c.is_whitespace();
        if !space && !in_word {
            out.push_str("\u{200f}\u{202e}");
        } else if space && in_word {
            out.push_str("\u{202c}\u{200f}");
        }
        in_word = !space;
        out.push(c);
    }
    if in_word {
        out.push_str("\u{202c}\u{200f}");
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_accented_text_is_longer_and_readable_still() {
        assert_eq!(accented("Black to move"), "Ɓļááçķ ţöö ɱööṽéé");
        assert!(accented("a longer sentence").chars().count() > 20);
        assert_eq!(accented("c3: 12"), "ç3: 12");
    }

    #[test]
    fn each_word_is_forced_right_to_left() {
        assert_eq!(
            bidi("to move"),
            "\u{200f}\u{202e}to\u{202c}\u{200f} \u{200f}\u{202e}move\u{202c}\u{200f}"
        );
        assert_eq!(bidi(" "), " ");
    }
}
