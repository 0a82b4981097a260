//! The translations, looked at where a native reviewer looks: the plural samples every
//! message is rendered with are each language's CLDR categories; no English is left in a
//! translation; bidi isolation marks are balanced, and in right-to-left text every move, point
//! and number is isolated; French puts its no-break space before `: ; ! ?` and inside « »;
//! and the store listings of every language are built from the same points as the English.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use alquerque_text::{Language, Message};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

fn category_name(c: PluralCategory) -> &'static str {
    match c {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    }
}

#[test]
fn the_plural_samples_are_each_locales_cldr_categories() {
    for (tag, table) in common::PLURAL_SAMPLES {
        let id: LanguageIdentifier = tag.parse().expect("a tag");
        let rules = PluralRules::create(id, PluralRuleType::CARDINAL).expect("CLDR has it");
        for (category, numbers) in *table {
            assert!(!numbers.is_empty(), "{tag} {category}: no sample");
            for n in *numbers {
                let got = category_name(rules.select(*n).expect("a category"));
                assert_eq!(got, *category, "{tag}: {n} is {got}, not {category}");
            }
        }
        // Every category a whole number takes has samples.
        let listed: BTreeSet<&str> = table.iter().map(|(c, _)| *c).collect();
        for n in 0..=1000i64 {
            let c = category_name(rules.select(n).expect("a category"));
            assert!(
                listed.contains(c),
                "{tag}: {n} is {c}, which has no samples"
            );
        }
    }
    // Every shipped language has its samples, and so do those on their way.
    for language in Language::SHIPPED {
        assert!(!common::plural_samples(language).is_empty());
    }
    for tag in ["it", "nl", "ru", "tr"] {
        assert!(
            common::PLURAL_SAMPLES.iter().any(|(t, _)| *t == tag),
            "{tag} has no plural samples"
        );
    }
}

/// Words a translation may share with the English message it translates: names, the
/// terminal's commands and the record's tags (typed as they are), units and technical terms.
const ALLOWED_EVERYWHERE: &[&str] = &[
    "alquerque",
    "qirkat",
    "alfonso",
    "oliver",
    "merkel",
    "rust",
    "html5",
    "android",
    "ios",
    "uct",
    "spdx",
    "mit",
    "monte",
    "carlo",
    "monte-carlo",
    "talkback",
    "voiceover",
    "cargo",
    "crates",
    "help",
    "back",
    "quit",
    "hint",
    "undo",
    "redo",
    "review",
    "learn",
    "drill",
    "open",
    "show",
    "next",
    "enter",
    "play",
    "save",
    "file",
    "--load",
    "ctrl-c",
    "variant",
    "standard",
    "bytes",
    "link",
    "links",
    "app",
    "apps",
];

/// Per language: words it spells as English does (its own words, or loans it uses).
fn allowed_in(language: Language) -> &'static [&'static str] {
    match language {
        Language::Spanish => &["legal", "medieval", "terminal", "software"],
        Language::Portuguese => &["legal", "medieval", "terminal", "software", "capture"],
        Language::French => &[
            "code",
            "source",
            "page",
            "public",
            "inspiration",
            "vibration",
            "document",
            "possible",
            "terminal",
            "expressions",
            "chances",
            "point",
            "points",
            "position",
            "positions",
            "options",
            "notation",
            "version",
            "licence",
            "licences",
            "session",
            "direction",
            "directions",
            "solution",
            "sacrifice",
        ],
        Language::German => &[
            "notation",
            "text",
            "computer",
            "feedback",
            "also",
            "plausible",
            "version",
            "form",
            "hand",
            "system",
            "engine",
            "vibration",
            "software",
        ],
        Language::Italian => &["computer", "software"],
        Language::Dutch => &[
            "computer",
            "engine",
            "perfect",
            "beginner",
            "blunder",
            "blunders",
            "rating",
            "percentage",
            "budget",
            "metadata",
            "document",
            "letters",
            "over",
            "later",
            "hand",
            "software",
        ],
        Language::Turkish => &["terminal"],
        _ => &[],
    }
}

/// The words of a text at least four letters long (shorter ones are shared by accident),
/// notation aside.
fn long_words(text: &str) -> BTreeSet<String> {
    common::words(text)
        .split(' ')
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 4)
        .filter(|w| !w.chars().any(|c| c.is_ascii_digit()))
        // Position text (bbbbb/bb-ww…) is notation.
        .filter(|w| !w.chars().all(|c| "wb-".contains(c)))
        .map(String::from)
        .collect()
}

#[test]
fn no_english_word_is_left_in_a_translation() {
    let english = common::messages(Language::English);
    let mut problems = Vec::new();
    let mut compared = 0;
    for language in Language::SHIPPED {
        if language == Language::English {
            continue;
        }
        let allowed: BTreeSet<&str> = ALLOWED_EVERYWHERE
            .iter()
            .chain(allowed_in(language))
            .copied()
            .collect();
        for (id, read) in common::messages(language) {
            let Some(source) = english.get(&id) else {
                continue;
            };
            let source_words: BTreeSet<String> =
                source.texts.iter().flat_map(|t| long_words(t)).collect();
            let left: BTreeSet<String> = read
                .texts
                .iter()
                .flat_map(|t| long_words(t))
                .filter(|w| source_words.contains(w) && !allowed.contains(w.as_str()))
                .collect();
            compared += 1;
            if !left.is_empty() {
                problems.push(format!("{} {id} ({}): {left:?}", language.tag(), read.file));
            }
        }
    }
    assert!(compared > 1000, "messages compared: {compared}");
    assert!(
        problems.is_empty(),
        "English left:\n{}",
        problems.join("\n")
    );
}

const OPENERS: [char; 3] = ['\u{2066}', '\u{2067}', '\u{2068}'];
const PDI: char = '\u{2069}';

/// Whether every isolate `text` opens is closed, in order, and none closed that is not open.
fn balanced(text: &str) -> bool {
    let mut depth = 0i32;
    for c in text.chars() {
        if OPENERS.contains(&c) {
            depth += 1;
        } else if c == PDI {
            depth -= 1;
            if depth < 0 {
                return false;
            }
        }
    }
    depth == 0
}

/// The parts of `text` that stand outside every isolate.
fn outside_isolates(text: &str) -> String {
    let mut depth = 0;
    let mut out = String::new();
    for c in text.chars() {
        if OPENERS.contains(&c) {
            depth += 1;
            out.push(' ');
        } else if c == PDI {
            depth -= 1;
        } else if depth == 0 {
            out.push(c);
        }
    }
    out
}

/// A move, a point or a number outside an isolate: a point of notation (`c3`), or digits
/// joined to other digits by a dash, a hyphen, a times sign or a slash (`1–5`, `5×5`,
/// `c2-c3`), whose order a right-to-left paragraph would turn round.
fn unisolated_notation(text: &str) -> Option<String> {
    let outside = outside_isolates(text);
    let chars: Vec<char> = outside.chars().collect();
    for i in 0..chars.len() {
        let point = i + 1 < chars.len()
            && ('a'..='e').contains(&chars[i])
            && ('1'..='5').contains(&chars[i + 1])
            && (i == 0 || !chars[i - 1].is_ascii_alphanumeric())
            && (i + 2 >= chars.len() || !chars[i + 2].is_ascii_alphanumeric());
        let range = i + 2 < chars.len()
            && chars[i].is_ascii_digit()
            && "-–×/".contains(chars[i + 1])
            && chars[i + 2].is_ascii_digit();
        if point || range {
            let start = i.saturating_sub(12);
            let end = (i + 12).min(chars.len());
            return Some(chars[start..end].iter().collect());
        }
    }
    None
}

#[test]
fn isolation_marks_are_balanced_and_right_to_left_notation_is_isolated() {
    let mut problems = Vec::new();
    let mut rendered = 0;
    for language in Language::ALL {
        let samples = common::plural_samples(language);
        let numbers: Vec<i64> = samples.values().flatten().copied().collect();
        for (id, read) in common::messages(language) {
            for n in &numbers {
                let message = common::with_arguments(&id, &read.variables, &BTreeMap::new(), *n);
                let (text, errors) = message.render_checked(language);
                assert!(errors.is_empty(), "{} {id}: {errors:?}", language.tag());
                rendered += 1;
                if !balanced(&text) {
                    problems.push(format!(
                        "{} {id}: unbalanced isolates: {text:?}",
                        language.tag()
                    ));
                } else if language.is_right_to_left() && !language.is_pseudo() {
                    if let Some(at) = unisolated_notation(&text) {
                        problems.push(format!(
                            "{} {id}: notation not isolated near {at:?}",
                            language.tag()
                        ));
                    }
                    if let Some(part) = laid_out_left_to_right(&text) {
                        problems.push(format!(
                            "{} {id}: laid out left to right: {part:?}",
                            language.tag()
                        ));
                    }
                }
            }
            // What the message files write themselves (the phones' texts too).
            for text in &read.texts {
                if !balanced(text) {
                    problems.push(format!(
                        "{} {id}: unbalanced isolates in the file",
                        language.tag()
                    ));
                }
            }
        }
    }
    problems.dedup();
    assert!(rendered > 5000, "renderings: {rendered}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Whether `c` is right to left and strong: an Arabic letter or the right-to-left mark.
fn arabic(c: char) -> bool {
    c == '\u{200F}' || (('\u{0600}'..='\u{06FF}').contains(&c) && c.is_alphabetic())
}

/// Whether `c` has a strong direction: a letter, or one of the two marks.
fn strong(c: char) -> bool {
    c == '\u{200F}' || c == '\u{200E}' || c.is_alphabetic()
}

/// The part of a right-to-left `text` that is laid out left to right though it holds Arabic,
/// if any: the whole text, where a phone's text view (which takes a paragraph's direction from
/// its first strong letter, looking inside isolates) finds a Latin letter first; or a
/// first-strong isolate (U+2068) whose first strong letter outside the isolates within it is
/// not Arabic, as the Unicode algorithm reads it.
fn laid_out_left_to_right(text: &str) -> Option<String> {
    if text
        .chars()
        .find(|&c| strong(c))
        .is_some_and(|c| !arabic(c))
    {
        return Some(text.to_string());
    }
    let chars: Vec<char> = text.chars().collect();
    for (i, _) in chars.iter().enumerate().filter(|(_, &c)| c == '\u{2068}') {
        let mut depth = 0;
        let mut first = None;
        let mut end = chars.len();
        for (j, &c) in chars.iter().enumerate().skip(i + 1) {
            if OPENERS.contains(&c) {
                depth += 1;
            } else if c == PDI && depth == 0 {
                end = j;
                break;
            } else if c == PDI {
                depth -= 1;
            } else if depth == 0 && first.is_none() && strong(c) {
                first = Some(c);
            }
        }
        let content = &chars[i + 1..end];
        if content.iter().any(|&c| arabic(c)) && !first.is_some_and(arabic) {
            return Some(content.iter().collect());
        }
    }
    None
}

#[test]
fn a_line_that_begins_with_notation_is_still_a_right_to_left_paragraph() {
    let (fsi, lri, pdi) = ('\u{2068}', '\u{2066}', '\u{2069}');
    let move_first = format!("{fsi}{lri}c4-c3{pdi}{pdi}: غير معروف");
    assert!(laid_out_left_to_right(&move_first).is_some());
    assert!(laid_out_left_to_right(&format!("\u{200F}{move_first}")).is_none());
    assert!(laid_out_left_to_right(&format!("النقلة {lri}c4-c3{pdi}")).is_none());
    assert!(laid_out_left_to_right("٣ / ١٠").is_none());
    // An isolate whose Arabic is all inside the isolates within it.
    let nested = format!("نقلة: {fsi}{fsi}غير معروف{pdi} ({fsi}السبب{pdi}){pdi}");
    assert!(laid_out_left_to_right(&nested).is_some());
    let marked = format!("نقلة: {fsi}\u{200F}{fsi}غير معروف{pdi} ({fsi}السبب{pdi}){pdi}");
    assert!(laid_out_left_to_right(&marked).is_none());
    // The analysis board's line of a move not known: the move first, then a message made of
    // messages. The Arabic is marked as right to left at each level, no other language is.
    let line = Message::new("analysis-move")
        .notation("move", "c4-c3")
        .message(
            "value",
            Message::new("analysis-unknown-why")
                .message("value", Message::new("analysis-not-known"))
                .message("reason", Message::new("analysis-why-draws"))
                .message("estimate", Message::new("analysis-not-known")),
        );
    let arabic = line.render(Language::Arabic);
    assert!(arabic.starts_with('\u{200F}'), "{arabic:?}");
    assert_eq!(laid_out_left_to_right(&arabic), None, "{arabic:?}");
    for language in Language::ALL.into_iter().filter(|l| !l.is_right_to_left()) {
        assert!(
            !line.render(language).contains('\u{200F}'),
            "{}",
            language.tag()
        );
    }
}

#[test]
fn notation_outside_an_isolate_is_found() {
    assert!(unisolated_notation("من a1 إلى e5").is_some());
    assert!(unisolated_notation("رقعة 5×5").is_some());
    assert!(unisolated_notation("من \u{2066}a1\u{2069} إلى \u{2066}e5\u{2069}").is_none());
    assert!(unisolated_notation("\u{2068}\u{2066}c2-c3\u{2069}\u{2069}").is_none());
    assert!(unisolated_notation("300 لغز").is_none());
    assert!(!balanced("\u{2068}a"));
    assert!(!balanced("a\u{2069}\u{2068}"));
}

/// Where French typography is not kept: `: ; ! ?` and `»` without a no-break space (U+00A0,
/// or the narrow U+202F) before them, `«` without one after, a straight apostrophe in a word.
fn french_spacing_problems(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut problems = Vec::new();
    let nbsp = |c: char| c == '\u{202f}' || c == '\u{a0}';
    for (i, &c) in chars.iter().enumerate() {
        let before = if i > 0 { Some(chars[i - 1]) } else { None };
        let after = chars.get(i + 1).copied();
        let context = || {
            let start = i.saturating_sub(15);
            let end = (i + 5).min(chars.len());
            chars[start..end].iter().collect::<String>()
        };
        match c {
            ':' | ';' | '!' | '?' => {
                // A URL's "://", a time or a score (12:30), a '?' or '!' right after another.
                let technical = after == Some('/')
                    || (before.is_some_and(|b| b.is_ascii_digit())
                        && after.is_some_and(|a| a.is_ascii_digit()))
                    || before.is_some_and(|b| "!?".contains(b));
                if !technical && !before.is_some_and(nbsp) {
                    problems.push(format!("no no-break space before '{c}': {:?}", context()));
                }
            }
            '«' if !after.is_some_and(nbsp) => {
                problems.push(format!("no no-break space after '«': {:?}", context()))
            }
            '»' if !before.is_some_and(nbsp) => {
                problems.push(format!("no no-break space before '»': {:?}", context()))
            }
            '\'' if before.is_some_and(char::is_alphabetic)
                && after.is_some_and(char::is_alphabetic) =>
            {
                problems.push(format!("a straight apostrophe, not ’: {:?}", context()))
            }
            _ => {}
        }
    }
    problems
}

#[test]
fn french_puts_a_no_break_space_before_high_punctuation() {
    let mut problems = Vec::new();
    let messages = common::messages(Language::French);
    assert!(messages.len() > 300, "French messages: {}", messages.len());
    for (id, read) in messages {
        // The terminal's command words are English (help, quit…) and stay as typed.
        for text in &read.texts {
            for p in french_spacing_problems(text) {
                problems.push(format!("fr {id} ({}): {p}", read.file));
            }
        }
    }
    // The store listings are French text too.
    for file in listing_files("fr") {
        let text = std::fs::read_to_string(&file).expect("a listing");
        for p in french_spacing_problems(&text) {
            problems.push(format!("{}: {p}", file.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_french_spacing_check_finds_what_it_must() {
    assert!(french_spacing_problems("Et maintenant\u{202f}?").is_empty());
    assert!(french_spacing_problems("« Bravo\u{a0}! »").len() == 2);
    assert_eq!(french_spacing_problems("Partie : nulle").len(), 1);
    assert_eq!(french_spacing_problems("Résolu!").len(), 1);
    assert!(french_spacing_problems("https://exemple").is_empty());
    assert_eq!(french_spacing_problems("l'alquerque").len(), 1);
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The store listings' long descriptions of the locales whose language is `tag`: Google
/// Play's full description and the App Store's description.
fn listing_files(tag: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for (dir, file) in [
        ("android/fastlane/metadata/android", "full_description.txt"),
        ("ios/fastlane/metadata", "description.txt"),
    ] {
        let Ok(entries) = std::fs::read_dir(root().join(dir)) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().to_string();
            if name.split('-').next() == Some(tag) && entry.path().join(file).is_file() {
                found.push(entry.path().join(file));
            }
        }
    }
    found.sort();
    found
}

/// A description's shape: the number of points (lines beginning with '•') under each heading
/// (a paragraph of its own before the points), the introduction first.
fn shape(text: &str) -> Vec<usize> {
    let mut sections = vec![0];
    for line in text.lines().map(str::trim) {
        if line.starts_with('•') {
            *sections.last_mut().expect("a section") += 1;
        } else if !line.is_empty() && sections.last() != Some(&0) {
            sections.push(0);
        }
    }
    sections
}

#[test]
fn every_store_listing_is_built_from_the_english_points() {
    let english = listing_files("en");
    assert_eq!(english.len(), 2, "the English listings: {english:?}");
    let mut problems = Vec::new();
    let mut checked = 0;
    for language in Language::SHIPPED {
        if language == Language::English {
            continue;
        }
        let files = listing_files(language.tag());
        assert_eq!(files.len(), 2, "{}: listings {files:?}", language.tag());
        for file in files {
            // The English of the same store.
            let source = english
                .iter()
                .find(|e| e.file_name() == file.file_name())
                .expect("the same store's English");
            let wanted = shape(&std::fs::read_to_string(source).expect("a listing"));
            let got = shape(&std::fs::read_to_string(&file).expect("a listing"));
            checked += 1;
            if got != wanted {
                problems.push(format!(
                    "{}: points per section {got:?}, the English {wanted:?} ({})",
                    file.display(),
                    source.display()
                ));
            }
        }
    }
    assert!(checked >= 10, "listings checked: {checked}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
