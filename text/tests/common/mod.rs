//! What the translation tests share: each language's messages read from its files (every
//! text of a message, variant by variant), and a message rendered with sample arguments.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};

use alquerque_text::{files, Language, Message};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

/// One message of a language's files: its file, its texts (one per variant, placeables left
/// out) and its variables, each with the variant keys it is chosen by (empty when only shown).
#[derive(Debug, Default)]
pub struct Read {
    pub file: String,
    pub texts: Vec<String>,
    pub variables: BTreeMap<String, BTreeSet<String>>,
}

fn walk(p: &Pattern<&str>, text: &mut String, read: &mut Read) {
    for element in &p.elements {
        match element {
            PatternElement::TextElement { value } => text.push_str(value),
            PatternElement::Placeable { expression } => expression_of(expression, text, read),
        }
    }
}

fn inline_of(e: &InlineExpression<&str>, text: &mut String, read: &mut Read) {
    match e {
        InlineExpression::VariableReference { id } => {
            read.variables.entry(id.name.to_string()).or_default();
            // A placeable breaks a phrase: words on either side are not read as one.
            text.push('\u{1}');
        }
        InlineExpression::StringLiteral { value } => text.push_str(value),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_of(a, text, read);
            }
        }
        InlineExpression::Placeable { expression } => expression_of(expression, text, read),
        _ => text.push('\u{1}'),
    }
}

fn expression_of(e: &Expression<&str>, text: &mut String, read: &mut Read) {
    match e {
        Expression::Inline(inline) => inline_of(inline, text, read),
        Expression::Select { selector, variants } => {
            let name = match selector {
                InlineExpression::VariableReference { id } => Some(id.name),
                InlineExpression::FunctionReference { arguments, .. } => {
                    match arguments.positional.first() {
                        Some(InlineExpression::VariableReference { id }) => Some(id.name),
                        _ => None,
                    }
                }
                _ => None,
            };
            for v in variants {
                if let Some(name) = name {
                    let key = match &v.key {
                        fluent_syntax::ast::VariantKey::Identifier { name } => name.to_string(),
                        fluent_syntax::ast::VariantKey::NumberLiteral { value } => {
                            value.to_string()
                        }
                    };
                    read.variables
                        .entry(name.to_string())
                        .or_default()
                        .insert(key);
                }
                // Each variant is a text of its own.
                let mut variant_text = String::new();
                walk(&v.value, &mut variant_text, read);
                read.texts.push(variant_text);
            }
            text.push('\u{1}');
        }
    }
}

/// Every message of `language`'s files, by id.
pub fn messages(language: Language) -> BTreeMap<String, Read> {
    let mut all = BTreeMap::new();
    for (file, source) in files(language) {
        let resource = parser::parse(*source).expect("the files read (tests/messages.rs)");
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let mut read = Read {
                    file: file.to_string(),
                    ..Read::default()
                };
                if let Some(value) = &m.value {
                    let mut text = String::new();
                    walk(value, &mut text, &mut read);
                    read.texts.push(text);
                }
                for attribute in &m.attributes {
                    let mut text = String::new();
                    walk(&attribute.value, &mut text, &mut read);
                    read.texts.push(text);
                }
                all.insert(m.id.name.to_string(), read);
            }
        }
    }
    all
}

/// The words of a text, lower case, for whole-word matching: letters (with their marks),
/// digits and inner hyphens make a word; anything else (an apostrophe too: `l’échec`) parts
/// them. Joined by single spaces, with a space at each end.
pub fn words(text: &str) -> String {
    let mut out = String::from(" ");
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() || c == '-' || is_mark(c) {
            out.push(c);
        } else if !out.ends_with(' ') {
            out.push(' ');
        }
    }
    if !out.ends_with(' ') {
        out.push(' ');
    }
    out
}

/// Combining marks (Arabic vowel signs, accents written apart), part of a word.
fn is_mark(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x0610..=0x061A | 0x064B..=0x065F | 0x0670 | 0x06D6..=0x06ED)
}

/// Whether `phrase` (one word or several) occurs in `text` as whole words, case aside.
pub fn contains_words(text: &str, phrase: &str) -> bool {
    let phrase = words(phrase);
    phrase.trim() != "" && words(text).contains(&phrase)
}

/// The message `id` with every variable given: those chosen by a number get `n` (or
/// `others`' value when named there), those chosen by a keyword their first keyword, and
/// those only shown a point of notation (`c3`) or a count.
pub fn with_arguments(
    id: &str,
    variables: &BTreeMap<String, BTreeSet<String>>,
    numbers: &BTreeMap<String, i64>,
    default_number: i64,
) -> Message {
    let leak = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
    let mut message = Message::new(leak(id));
    for (name, keys) in variables {
        let numeric = keys.iter().any(|k| {
            ["zero", "one", "two", "few", "many", "other"].contains(&k.as_str())
                || k.parse::<f64>().is_ok()
        });
        message = if let Some(n) = numbers.get(name) {
            message.count(leak(name), *n)
        } else if numeric {
            message.count(leak(name), default_number)
        } else if let Some(first) = keys.iter().next() {
            message.choice(leak(name), leak(first))
        } else {
            message.notation(leak(name), "c3")
        };
    }
    message
}

/// A locale's samples: each plural category with whole numbers it takes.
pub type Samples = &'static [(&'static str, &'static [i64])];

/// Sample whole numbers of each CLDR plural category, per locale whose rules the texts count
/// with (`Language::plural_rules_tag`): the shipped languages and those on their way (Italian,
/// Dutch, Russian, Turkish), so that a language is tested with its own forms the day it ships.
/// Checked against CLDR's rules by `tests/translations.rs`.
pub const PLURAL_SAMPLES: &[(&str, Samples)] = &[
    ("en", &[("one", &[1]), ("other", &[0, 2, 5, 11, 100])]),
    ("es", &[("one", &[1]), ("other", &[0, 2, 5, 11, 100])]),
    ("pt-PT", &[("one", &[1]), ("other", &[0, 2, 5, 11, 100])]),
    ("fr", &[("one", &[0, 1]), ("other", &[2, 5, 11, 100])]),
    ("de", &[("one", &[1]), ("other", &[0, 2, 5, 11, 100])]),
    (
        "ar",
        &[
            ("zero", &[0]),
            ("one", &[1]),
            ("two", &[2]),
            ("few", &[3, 5, 10]),
            ("many", &[11, 26, 99]),
            ("other", &[100, 102, 200]),
        ],
    ),
    ("it", &[("one", &[1]), ("other", &[0, 2, 5, 11, 100])]),
    ("nl", &[("one", &[1]), ("other", &[0, 2, 5, 11, 100])]),
    (
        "ru",
        &[
            ("one", &[1, 21, 101]),
            ("few", &[2, 4, 22]),
            ("many", &[0, 5, 11, 12, 100]),
        ],
    ),
    ("tr", &[("one", &[1]), ("other", &[0, 2, 5, 11, 100])]),
];

/// The samples of `language`, by category (the table above, for its plural rules' locale).
pub fn plural_samples(language: Language) -> BTreeMap<&'static str, Vec<i64>> {
    let tag = language.plural_rules_tag();
    let (_, table) = PLURAL_SAMPLES
        .iter()
        .find(|(t, _)| *t == tag)
        .unwrap_or_else(|| panic!("no plural samples for {tag}: add them to PLURAL_SAMPLES"));
    table.iter().map(|(c, n)| (*c, n.to_vec())).collect()
}
