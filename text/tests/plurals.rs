//! Plural forms chosen as each language counts. Portuguese counts as in Portugal, where its
//! texts are written: 0 takes the plural ("0 lances jogados"), as CLDR's `pt-PT` rules say;
//! CLDR's `pt` rules are Brazil's, where 0 is singular.

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

/// Russian has three forms for whole numbers (CLDR `one`, `few`, `many`), chosen by the last
/// digits: 1 and 21 but not 11 take `one`; 2 to 4 and 22 but not 12 take `few`.
#[test]
fn russian_counts_with_its_three_forms() {
    let moves = |n: i64| {
        Message::new("friend-row-moves")
            .count("count", n)
            .render(Language::Russian)
    };
    assert_eq!(moves(1), "Сыгран 1 ход");
    assert_eq!(moves(21), "Сыгран 21 ход");
    assert_eq!(moves(11), "Сыграно 11 ходов");
    assert_eq!(moves(3), "Сыграно 3 хода");
    assert_eq!(moves(12), "Сыграно 12 ходов");
    assert_eq!(moves(0), "Сыграно 0 ходов");
    assert_eq!(moves(105), "Сыграно 105 ходов");
}
