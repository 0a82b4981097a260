//! What the Statistics screen says when its document cannot be read or written, in every
//! language the game speaks: the reason too, not only the sentence around it. (A binary of
//! its own: it changes the language, which the other tests' English would not survive.)

use std::fs;

mod common;
#[allow(unused_imports)]
use common::Screen;

use common::{block_on, TempDir};

use alquerque_ffi::{open_statistics, set_languages, supported_languages, Store};

/// The English words of each reason, which no other language's notice may hold.
const ENGLISH_REASONS: [&str; 3] = ["is not part of a record", "not a regular file", "line "];

#[test]
fn a_statistics_document_that_cannot_be_read_is_said_in_the_players_language() {
    for tag in supported_languages() {
        set_languages(vec![tag.clone()]);
        // A line that does not read, and a folder where the document should be.
        let dir = TempDir::new("stats-words-line");
        let store = Store::new(dir.folder());
        store
            .write("statistics".into(), "computer hard white 1 0\n".into())
            .expect("a valid key");
        let line = block_on(open_statistics(store.clone()))
            .notice
            .expect("the player is told");
        let dir = TempDir::new("stats-words-folder");
        fs::create_dir_all(dir.file("statistics.txt")).expect("a folder");
        let folder = block_on(open_statistics(Store::new(dir.folder())))
            .notice
            .expect("the player is told");
        for notice in [&line, &folder] {
            assert!(
                !notice.contains("statistics-"),
                "{tag}: a raw message name: {notice}"
            );
            if tag != "en" {
                for english in ENGLISH_REASONS {
                    assert!(!notice.contains(english), "{tag}: English inside: {notice}");
                }
            }
        }
        assert!(
            line.contains("hard white 1 0"),
            "{tag}: the line named: {line}"
        );
        assert!(line.contains('1'), "{tag}: its number: {line}");
    }
    set_languages(vec!["en".into()]);
}
