//! Each language's glossary (`text/glossary/<tag>.tsv`: concept, term, words to avoid, note)
//! is complete and followed: every shipped language has one with every concept, no message
//! of the language uses a word its glossary rules out (whole words, case aside: "pièce" where
//! French says "pion", "لوحة" where Arabic says "رقعة", the formal "Ihnen" in German's "du"),
//! and the level names it gives are the ones the level messages render.

mod common;

use std::collections::BTreeMap;
use std::path::PathBuf;

use alquerque_text::{Language, Message};

/// The concepts every glossary defines.
const CONCEPTS: [&str; 23] = [
    "game-name",
    "piece",
    "point",
    "board",
    "step",
    "capture",
    "multi-capture",
    "draw",
    "forced-win",
    "mistake",
    "blunder",
    "inaccuracy",
    "hint",
    "undo",
    "puzzle",
    "review",
    "level-beginner",
    "level-easy",
    "level-medium",
    "level-hard",
    "level-master",
    "level-perfect",
    "register",
];

const HEADER: &str = "concept\tterm\tavoid\tnote";

/// One line of a glossary.
struct Entry {
    term: String,
    avoid: Vec<String>,
}

fn path(language: Language) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("glossary")
        .join(format!("{}.tsv", language.tag()))
}

/// The glossary of `language`, by concept; what is wrong with its form.
fn glossary(language: Language) -> Result<BTreeMap<String, Entry>, String> {
    let file = path(language);
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut lines = text.lines();
    if lines.next() != Some(HEADER) {
        return Err(format!(
            "{}: the first line is not {HEADER:?}",
            file.display()
        ));
    }
    let mut entries = BTreeMap::new();
    for (n, line) in lines.enumerate() {
        let fields: Vec<&str> = line.split('\t').collect();
        let [concept, term, avoid, _note] = fields[..] else {
            return Err(format!(
                "{} line {}: not four fields",
                file.display(),
                n + 2
            ));
        };
        if term.trim().is_empty() {
            return Err(format!(
                "{} line {}: no term for {concept}",
                file.display(),
                n + 2
            ));
        }
        let avoid = avoid
            .split(',')
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(String::from)
            .collect();
        let entry = Entry {
            term: term.trim().to_string(),
            avoid,
        };
        if entries.insert(concept.to_string(), entry).is_some() {
            return Err(format!("{}: {concept} is given twice", file.display()));
        }
    }
    Ok(entries)
}

/// The texts of `language`'s store listings (every file of each of its locale folders).
fn listings(language: Language) -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = Vec::new();
    for dir in ["android/fastlane/metadata/android", "ios/fastlane/metadata"] {
        let Ok(locales) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for locale in locales.flatten() {
            let name = locale.file_name().to_string_lossy().to_string();
            if name.split('-').next() != Some(language.tag()) || !locale.path().is_dir() {
                continue;
            }
            for file in std::fs::read_dir(locale.path())
                .into_iter()
                .flatten()
                .flatten()
            {
                if file.path().extension().is_some_and(|e| e == "txt") {
                    found.push(file.path());
                }
            }
        }
    }
    found
}

#[test]
fn every_shipped_language_has_a_glossary_with_every_concept() {
    for language in Language::SHIPPED {
        let entries = glossary(language).unwrap_or_else(|e| panic!("{e}"));
        for concept in CONCEPTS {
            assert!(
                entries.contains_key(concept),
                "{}: the glossary lacks {concept}",
                language.tag()
            );
        }
        for concept in entries.keys() {
            assert!(
                CONCEPTS.contains(&concept.as_str()),
                "{}: the glossary's {concept} is no concept of the list",
                language.tag()
            );
        }
    }
}

#[test]
fn no_message_uses_a_word_its_glossary_avoids() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for language in Language::SHIPPED {
        let entries = glossary(language).unwrap_or_else(|e| panic!("{e}"));
        let mut messages = common::messages(language);
        // The store listings speak the same words.
        for file in listings(language) {
            let text = std::fs::read_to_string(&file).expect("a listing");
            let read = common::Read {
                file: "a store listing".to_string(),
                texts: vec![text],
                ..common::Read::default()
            };
            messages.insert(file.display().to_string(), read);
        }
        for (concept, entry) in &entries {
            for word in &entry.avoid {
                checked += 1;
                for (id, read) in &messages {
                    if read.texts.iter().any(|t| common::contains_words(t, word)) {
                        problems.push(format!(
                            "{} {id} ({}): '{word}' ({concept}: say '{}')",
                            language.tag(),
                            read.file,
                            entry.term
                        ));
                    }
                }
            }
        }
    }
    assert!(checked > 50, "avoided words checked: {checked}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_glossarys_level_names_are_the_level_messages() {
    for language in Language::SHIPPED {
        let entries = glossary(language).unwrap_or_else(|e| panic!("{e}"));
        for level in ["beginner", "easy", "medium", "hard", "master", "perfect"] {
            let concept = format!("level-{level}");
            let id: &'static str = Box::leak(concept.clone().into_boxed_str());
            let rendered = Message::new(id).render(language);
            assert_eq!(
                rendered,
                entries[&concept].term,
                "{}: the level {level} renders otherwise than the glossary names it",
                language.tag()
            );
        }
    }
}

#[test]
fn whole_words_are_matched_and_nothing_else() {
    assert!(common::contains_words("Touchez une autre pièce.", "pièce"));
    assert!(common::contains_words("après 2 échecs", "Échecs"));
    assert!(common::contains_words(
        "Tippen Sie auf einen Stein",
        "tippen sie"
    ));
    assert!(!common::contains_words("les pièces", "pièce"));
    assert!(!common::contains_words("Spielfeldrand", "Spielfeld"));
    assert!(common::contains_words("على اللوحة", "اللوحة"));
}
