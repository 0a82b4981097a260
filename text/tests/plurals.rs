//! Portuguese counts as in Portugal, where its texts are written: 0 takes the plural
//! ("0 lances jogados"), as CLDR's `pt-PT` rules say; CLDR's `pt` rules are Brazil's, where 0
//! is singular.

use alquerque_text::{Language, Message};

#[test]
fn portuguese_counts_as_in_portugal_zero_is_plural() {
    let moves = |n: i64| {
        Message::new("friend-row-moves")
            .count("count", n)
            .render(Language::Portuguese)
    };
    assert_eq!(moves(0), "0 lances jogados");
    assert_eq!(moves(1), "1 lance jogado");
    assert_eq!(moves(2), "2 lances jogados");
}
