//! The message files, checked as a translator's tool would: every file reads without an
//! error; every language has exactly the messages English has; no message uses a variable
//! the English one does not give; every choice on a number has the plural forms CLDR gives
//! its language (Arabic six); and every message id the code names exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use alquerque_text::{files, has_message, Language};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use fluent_syntax::parser;
use intl_pluralrules::{PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

/// What a message uses: its variables, and for each choice on a variable the keys offered.
#[derive(Default, Debug)]
struct Uses {
    variables: BTreeSet<String>,
    /// (variable, keys of its variants)
    choices: Vec<(String, BTreeSet<String>)>,
}

fn walk_pattern(p: &Pattern<&str>, uses: &mut Uses) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            walk_expression(expression, uses);
        }
    }
}

fn walk_inline(e: &InlineExpression<&str>, uses: &mut Uses) {
    match e {
        InlineExpression::VariableReference { id } => {
            uses.variables.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => walk_expression(expression, uses),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, uses);
            }
        }
        _ => {}
    }
}

fn walk_expression(e: &Expression<&str>, uses: &mut Uses) {
    match e {
        Expression::Inline(i) => walk_inline(i, uses),
        Expression::Select { selector, variants } => {
            walk_inline(selector, uses);
            if let InlineExpression::VariableReference { id } = selector {
                let keys = variants
                    .iter()
                    .map(|v| match &v.key {
                        VariantKey::Identifier { name } => name.to_string(),
                        VariantKey::NumberLiteral { value } => value.to_string(),
                    })
                    .collect();
                uses.choices.push((id.name.to_string(), keys));
            }
            for v in variants {
                walk_pattern(&v.value, uses);
            }
        }
    }
}

/// Every message of `language`: its id and what it uses. Fails on any syntax error, and on
/// an id given twice.
fn messages(language: Language) -> BTreeMap<String, Uses> {
    let mut all = BTreeMap::new();
    for (file, source) in files(language) {
        let resource = parser::parse(*source).unwrap_or_else(|(_, errors)| {
            panic!("{} {file}: {errors:?}", language.tag());
        });
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    let mut uses = Uses::default();
                    let value = m.value.as_ref().unwrap_or_else(|| {
                        panic!("{} {file}: {} has no text", language.tag(), m.id.name)
                    });
                    walk_pattern(value, &mut uses);
                    assert!(
                        m.attributes.is_empty(),
                        "{}: attributes are not used",
                        m.id.name
                    );
                    let id = m.id.name.to_string();
                    assert!(
                        all.insert(id.clone(), uses).is_none(),
                        "{} {file}: {id} is given twice",
                        language.tag()
                    );
                }
                // A language's own terms (Arabic's -ltr, notation kept left to right) are
                // its private helpers, rendered through the messages that use them.
                Entry::Term(_) => {}
                Entry::Junk { content } => panic!("{} {file}: junk {content:?}", language.tag()),
                _ => {}
            }
        }
    }
    all
}

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The CLDR plural categories of `language`'s whole numbers (by the rules its texts count
/// with: `pt-PT` for Portuguese), by sampling its rules.
fn categories(language: Language) -> BTreeSet<String> {
    let id: LanguageIdentifier = language.plural_rules_tag().parse().expect("a tag");
    let rules = PluralRules::create(id, PluralRuleType::CARDINAL).expect("CLDR has it");
    (0..1000u32)
        .map(|n| format!("{:?}", rules.select(n).expect("a category")).to_lowercase())
        .collect()
}

#[test]
fn every_language_has_the_messages_english_has_and_no_other() {
    let english = messages(Language::English);
    assert!(english.len() > 150, "the English files are read");
    for language in Language::SHIPPED {
        let other = messages(language);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, not in English {extra:?}",
            language.tag()
        );
    }
}

#[test]
fn no_message_uses_a_variable_the_english_does_not_give() {
    let english = messages(Language::English);
    for language in Language::SHIPPED {
        for (id, uses) in messages(language) {
            let Some(en) = english.get(&id) else { continue };
            let unknown: Vec<_> = uses.variables.difference(&en.variables).collect();
            assert!(unknown.is_empty(), "{} {id}: {unknown:?}", language.tag());
        }
    }
}

#[test]
fn every_choice_on_a_number_has_the_languages_plural_forms() {
    let mut checked = 0;
    for language in Language::SHIPPED {
        let wanted = categories(language);
        if language.tag() == "ar" {
            assert_eq!(wanted.len(), 6, "Arabic has six plural forms");
        }
        for (id, uses) in messages(language) {
            for (variable, keys) in &uses.choices {
                let plural = keys.iter().any(|k| CATEGORIES[..5].contains(&k.as_str()));
                if !plural {
                    continue;
                }
                checked += 1;
                let missing: Vec<_> = wanted.difference(keys).collect();
                let foreign: Vec<_> = keys
                    .iter()
                    .filter(|k| CATEGORIES.contains(&k.as_str()) && !wanted.contains(*k))
                    .collect();
                assert!(
                    missing.is_empty() && foreign.is_empty(),
                    "{} {id} on ${variable}: missing {missing:?}, not a form of the language {foreign:?}",
                    language.tag()
                );
            }
        }
    }
    assert!(checked > 5, "plural choices were found");
}

/// The string literals of the Rust sources under `dir` that look like message ids: lower-case
/// words joined by dashes whose first word begins some message of English (`status-…`,
/// `lesson-…`), so that ids in tables and in `if` branches are found as well as in
/// `Message::new("…")`. Tests and the store's document names (`…_KEY`) are left out.
fn ids_in_sources(dir: &Path, prefixes: &BTreeSet<String>, found: &mut BTreeSet<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            ids_in_sources(&path, prefixes, found);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).expect("a source file");
        // A file's tests (last, by the house's convention) name things that are not messages,
        // and so do the store's document names.
        let code = source.split("#[cfg(test)]").next().unwrap_or_default();
        let code: String = code
            .lines()
            .filter(|l| !l.contains("_KEY: &str"))
            .collect::<Vec<_>>()
            .join("\n");
        for (i, literal) in code.split('"').enumerate() {
            let is_id = i % 2 == 1
                && literal.contains('-')
                && literal
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
                && literal
                    .split('-')
                    .next()
                    .is_some_and(|first| prefixes.contains(first));
            if is_id {
                found.insert((literal.to_string(), path.display().to_string()));
            }
        }
    }
}

#[test]
fn every_message_the_code_names_exists() {
    let english = messages(Language::English);
    let prefixes: BTreeSet<String> = english
        .keys()
        .filter_map(|id| id.split_once('-').map(|(p, _)| p.to_string()))
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = BTreeSet::new();
    for dir in ["core/src", "bindings/src", "cli/src"] {
        ids_in_sources(&root.join(dir), &prefixes, &mut found);
    }
    let named: BTreeSet<&str> = found.iter().map(|(id, _)| id.as_str()).collect();
    assert!(named.len() > 150, "the sources were read: {}", named.len());
    let unknown: Vec<_> = found
        .iter()
        .filter(|(id, _)| !has_message(Language::English, id))
        .collect();
    assert!(
        unknown.is_empty(),
        "named in the code, not in the files: {unknown:?}"
    );
    // And the other way: a message no code names is dead text for translators. (The phones'
    // own words, app.ftl, are named by the apps: see the test below and tests/swift.)
    let unused: Vec<_> = english
        .keys()
        .filter(|id| !named.contains(id.as_str()) && id.contains('-'))
        .filter(|id| {
            !["android-", "ios-", "phone-"]
                .iter()
                .any(|p| id.starts_with(p))
        })
        .collect();
    assert!(
        unused.is_empty(),
        "in the files, named by no code: {unused:?}"
    );
}

/// Every file under `dir` whose name ends with one of `endings`, read.
fn sources(dir: &Path, endings: &[&str], found: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources(&path, endings, found);
        } else if endings.iter().any(|e| path.to_string_lossy().ends_with(e)) {
            found.push(std::fs::read_to_string(&path).expect("a source file"));
        }
    }
}

#[test]
fn every_android_message_is_used_by_the_app() {
    // android-NAME and phone-NAME become the string (or plurals) NAME of Android's resources
    // (tools/phone-strings): the Kotlin names it R.string.NAME, a layout @string/NAME.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../android/app/src/main");
    let mut texts = Vec::new();
    sources(&root.join("java"), &[".kt"], &mut texts);
    sources(&root.join("res"), &[".xml"], &mut texts);
    sources(&root, &["AndroidManifest.xml"], &mut texts);
    assert!(
        texts.len() > 20,
        "the app's sources were read: {}",
        texts.len()
    );
    let names: Vec<String> = messages(Language::English)
        .keys()
        .filter_map(|id| {
            id.strip_prefix("android-")
                .or_else(|| id.strip_prefix("phone-"))
                .map(|n| n.replace('-', "_"))
        })
        .collect();
    assert!(names.len() > 50, "android- messages: {}", names.len());
    let unused: Vec<&String> = names
        .iter()
        .filter(|name| {
            let uses = [
                format!("R.string.{name}"),
                format!("R.plurals.{name}"),
                format!("@string/{name}"),
            ];
            !texts.iter().any(|t| {
                uses.iter().any(|u| {
                    t.match_indices(u.as_str()).any(|(i, _)| {
                        !t[i + u.len()..]
                            .starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                    })
                })
            })
        })
        .collect();
    assert!(
        unused.is_empty(),
        "android- messages the app never shows: {unused:?}"
    );
}

#[test]
fn pseudo_locales_render_every_message() {
    for language in [Language::PseudoAccented, Language::PseudoBidi] {
        for id in messages(Language::English).keys() {
            assert!(has_message(language, id), "{} {id}", language.tag());
        }
    }
}

#[test]
fn arabic_chooses_each_of_its_six_forms_and_keeps_notation_left_to_right() {
    use alquerque_text::Message;
    let title = |n: i64| {
        Message::new("puzzle-title")
            .count("number", 7)
            .count("moves", n)
            .render(Language::Arabic)
    };
    let forms: BTreeSet<String> = [0, 1, 2, 3, 11, 100].into_iter().map(title).collect();
    assert_eq!(forms.len(), 6, "{forms:?}");
    assert!(title(2).contains("نقلتين"), "{}", title(2));
    let refused = Message::new("illegal-occupied").notation("point", "c3");
    let arabic = refused.render(Language::Arabic);
    assert!(arabic.contains("\u{2066}c3\u{2069}"), "{arabic:?}");
    assert!(!refused.render(Language::Spanish).contains('\u{2066}'));
}

#[test]
fn every_message_renders_in_every_language_without_an_error() {
    use alquerque_text::Message;
    // Each message with every variable English gives it, as a number where it may be one.
    let english = messages(Language::English);
    for language in Language::ALL {
        for (id, uses) in &english {
            let id: &'static str = Box::leak(id.clone().into_boxed_str());
            let mut message = Message::new(id);
            for variable in &uses.variables {
                let name: &'static str = Box::leak(variable.clone().into_boxed_str());
                let plural = uses.choices.iter().any(|(v, keys)| {
                    v == variable && keys.iter().any(|k| k == "one" || k == "other")
                });
                let choice = uses.choices.iter().find(|(v, _)| v == variable);
                message = match choice {
                    _ if plural => message.count(name, 2),
                    Some((_, keys)) => {
                        let key: &'static str = Box::leak(
                            keys.iter()
                                .next()
                                .cloned()
                                .unwrap_or_default()
                                .into_boxed_str(),
                        );
                        message.choice(name, key)
                    }
                    None => message.notation(name, "c3"),
                };
            }
            let (text, errors) = message.render_checked(language);
            assert!(errors.is_empty(), "{} {id}: {errors:?}", language.tag());
            assert!(!text.trim().is_empty(), "{} {id}", language.tag());
        }
    }
}
