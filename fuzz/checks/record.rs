//! Game records (`Game::from_record*`): whatever reads is written back and reads back as the
//! same game, with its undone moves, its other tags and its comments.

use alquerque_core::Game;

/// Reads `data` as a game record; a record that reads must survive being written and read
/// again, by every writer and reader.
pub fn check(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok((game, tags)) = Game::from_record_with_tags(text) else {
        assert!(Game::from_record(text).is_err(), "the readers disagree");
        return;
    };
    let (same, comments) = Game::from_record_with_comments(text).expect("the readers agree");
    assert_eq!(same, game, "the readers agree on the game");
    assert_eq!(comments.len(), game.moves().len(), "a comment slot per ply");

    // With the undone moves and the tags: the same game (moves, undone moves, repetitions).
    let tags_given: Vec<(&str, String)> =
        tags.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
    let written = game.to_record_with_tags(true, &tags_given);
    let (again, tags_again) = read_back(&written);
    assert_eq!(again, game, "with undone moves and tags:\n{written}");
    // A tag the writer cannot write (a name that is not a word, or longer than a tag name may
    // be) is left out, and at most `MAX_EXTRA_TAGS` are written; the others keep their place
    // and their text (a control character becomes a space, a value too long is cut), and a
    // second trip changes nothing.
    let kept: Vec<&(String, String)> = tags
        .iter()
        .filter(|(n, _)| {
            n.len() <= Game::MAX_TAG_NAME_BYTES && n.chars().all(|c| c.is_ascii_alphanumeric())
        })
        .take(Game::MAX_EXTRA_TAGS)
        .collect();
    assert_eq!(tags_again.len(), kept.len(), "tags kept:\n{written}");
    for ((name, value), (name_again, value_again)) in kept.iter().zip(&tags_again) {
        assert_eq!(name, name_again);
        assert!(
            value_again.len() <= Game::MAX_TAG_VALUE_BYTES,
            "{value_again:?}"
        );
        let (count, count_again) = (value.chars().count(), value_again.chars().count());
        if value.len() <= Game::MAX_TAG_VALUE_BYTES {
            assert_eq!(count, count_again, "{value:?}");
        } else {
            assert!(count_again <= count, "{value:?}");
        }
        assert!(
            !value_again.chars().any(char::is_control),
            "{value_again:?}"
        );
    }
    let tags_again_given: Vec<(&str, String)> = tags_again
        .iter()
        .map(|(n, v)| (n.as_str(), v.clone()))
        .collect();
    let rewritten = again.to_record_with_tags(true, &tags_again_given);
    assert_eq!(rewritten, written, "a second trip changes nothing");

    // Without the undone moves: the game as played.
    let plain = Game::from_record(&game.to_record()).expect("the plain record reads back");
    assert_eq!(plain.start(), game.start());
    assert_eq!(plain.moves(), game.moves());
    assert!(!plain.can_redo());

    // With the comments: the same moves, a comment where there was one (cleaned of what
    // would end it), none where there was none, and a second trip changes nothing.
    let written = game.to_record_with_comments(&comments);
    let (again, comments_again) = Game::from_record_with_comments(&written).unwrap_or_else(|e| {
        panic!("the record with comments does not read back ({e}):\n{written}")
    });
    assert_eq!(again.moves(), game.moves(), "{written}");
    assert_eq!(again.start(), game.start(), "{written}");
    for (before, after) in comments.iter().zip(&comments_again) {
        if before.is_none() {
            assert_eq!(after, &None, "{written}");
        }
        if let Some(c) = after {
            assert!(
                !c.chars()
                    .any(|ch| matches!(ch, '{' | '}' | '[' | ']') || ch.is_control()),
                "{c:?}"
            );
        }
    }
    assert_eq!(
        again.to_record_with_comments(&comments_again),
        written,
        "a second trip changes nothing"
    );
}

/// Reads a record the program wrote, which must read.
fn read_back(written: &str) -> (Game, Vec<(String, String)>) {
    Game::from_record_with_tags(written)
        .unwrap_or_else(|e| panic!("a written record does not read back ({e}):\n{written}"))
}
