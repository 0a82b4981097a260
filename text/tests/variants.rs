//! Every variant of every choice on a number is reachable: each message of each language is
//! rendered (through `Message`, as the game renders it) with a number of each CLDR plural
//! category of the language and with each exact number a variant names (`[0]`, `[1]` …), and
//! the text that comes out must be the variant Fluent is meant to choose: the exact number
//! when one is named, else the plural category, else the default. (A `[0]` that no count ever
//! matched read "Solved, after 0 misses." for every clean solve.)

mod common;

use std::collections::{BTreeMap, BTreeSet};

use alquerque_text::{files, Language, Message};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, Variant, VariantKey,
};
use fluent_syntax::parser;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

/// A piece of a pattern as it comes out: text as written, or anything (a placeable).
#[derive(Clone, Debug, PartialEq)]
enum Piece {
    Text(String),
    Any,
}

/// Whether `text` is exactly `pieces`, each `Any` standing for any text.
fn matches(pieces: &[Piece], text: &str) -> bool {
    match pieces.split_first() {
        None => text.is_empty(),
        Some((Piece::Text(t), rest)) => text
            .strip_prefix(t.as_str())
            .is_some_and(|r| matches(rest, r)),
        Some((Piece::Any, rest)) => text
            .char_indices()
            .map(|(i, _)| i)
            .chain([text.len()])
            .any(|i| matches(rest, &text[i..])),
    }
}

/// The pieces of `pattern`, with the select on `$variable` (at the top level of the
/// pattern) replaced by `variant`'s pieces; every other placeable is `Any`.
fn pieces(pattern: &Pattern<&str>, variable: &str, variant: &Variant<&str>) -> Vec<Piece> {
    let mut out = Vec::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push(Piece::Text(value.to_string())),
            PatternElement::Placeable {
                expression: Expression::Select { selector, .. },
            } if is_variable(selector, variable) => {
                out.extend(pieces(&variant.value, "", variant));
            }
            PatternElement::Placeable { .. } => out.push(Piece::Any),
        }
    }
    // Neighbouring texts joined, neighbouring wildcards as one.
    let mut joined: Vec<Piece> = Vec::new();
    for p in out {
        match (joined.last_mut(), p) {
            (Some(Piece::Text(a)), Piece::Text(b)) => a.push_str(&b),
            (Some(Piece::Any), Piece::Any) => {}
            (_, p) => joined.push(p),
        }
    }
    joined
}

fn is_variable(e: &InlineExpression<&str>, variable: &str) -> bool {
    matches!(e, InlineExpression::VariableReference { id } if id.name == variable)
}

/// A choice on a variable at the top level of a message.
struct Choice<'a> {
    variable: String,
    variants: &'a [Variant<&'a str>],
}

fn choices<'a>(pattern: &'a Pattern<&'a str>) -> Vec<Choice<'a>> {
    pattern
        .elements
        .iter()
        .filter_map(|e| match e {
            PatternElement::Placeable {
                expression:
                    Expression::Select {
                        selector: InlineExpression::VariableReference { id },
                        variants,
                    },
            } => Some(Choice {
                variable: id.name.to_string(),
                variants,
            }),
            _ => None,
        })
        .collect()
}

/// Every variable a pattern uses, and the keys of each choice on one (nested choices too).
fn variables(pattern: &Pattern<&str>, found: &mut BTreeMap<String, BTreeSet<String>>) {
    for e in &pattern.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables(e: &Expression<&str>, found: &mut BTreeMap<String, BTreeSet<String>>) {
    let inline =
        |i: &InlineExpression<&str>, found: &mut BTreeMap<String, BTreeSet<String>>| match i {
            InlineExpression::VariableReference { id } => {
                found.entry(id.name.to_string()).or_default();
            }
            InlineExpression::Placeable { expression } => expression_variables(expression, found),
            _ => {}
        };
    match e {
        Expression::Inline(i) => inline(i, found),
        Expression::Select { selector, variants } => {
            inline(selector, found);
            if let InlineExpression::VariableReference { id } = selector {
                let keys = found.entry(id.name.to_string()).or_default();
                keys.extend(variants.iter().map(|v| key(v)));
            }
            for v in variants {
                variables(&v.value, found);
            }
        }
    }
}

fn key(v: &Variant<&str>) -> String {
    match &v.key {
        VariantKey::Identifier { name } => name.to_string(),
        VariantKey::NumberLiteral { value } => value.to_string(),
    }
}

const CATEGORY_NAMES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

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

/// CLDR's cardinal rules for the texts of `language` (European Portuguese for Portuguese).
fn rules(language: Language) -> PluralRules {
    let tag = match language {
        Language::Portuguese => "pt-PT",
        other => other.tag(),
    };
    let id: LanguageIdentifier = tag.parse().expect("a tag");
    PluralRules::create(id, PluralRuleType::CARDINAL).expect("CLDR has it")
}

/// Sample whole numbers of each plural category of `language` (the table of
/// `common::PLURAL_SAMPLES`, checked against CLDR by `tests/translations.rs`).
fn samples(language: Language) -> BTreeMap<&'static str, Vec<i64>> {
    common::plural_samples(language)
}

/// The message `id` of `language`, with `variable` set to `n` and every other variable given
/// a value that its choices accept (2, or the first keyword) or a point.
fn rendered(
    language: Language,
    id: &str,
    uses: &BTreeMap<String, BTreeSet<String>>,
    variable: &str,
    n: i64,
) -> String {
    let leak = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
    let mut message = Message::new(leak(id));
    for (name, keys) in uses {
        let numeric = keys
            .iter()
            .any(|k| CATEGORY_NAMES.contains(&k.as_str()) || k.parse::<f64>().is_ok());
        message = if name == variable {
            message.count(leak(name), n)
        } else if numeric {
            message.count(leak(name), 2)
        } else if let Some(first) = keys.iter().next() {
            message.choice(leak(name), leak(first))
        } else {
            message.notation(leak(name), "c3")
        };
    }
    let (text, errors) = message.render_checked(language);
    assert!(errors.is_empty(), "{} {id}: {errors:?}", language.tag());
    // Bidi isolation marks are left out: they wrap placeables, which are wildcards here.
    text.chars()
        .filter(|c| !('\u{2066}'..='\u{2069}').contains(c))
        .collect()
}

#[test]
fn every_variant_of_a_choice_on_a_number_is_chosen_when_it_should_be() {
    let mut checked = 0;
    let mut exact_checked = 0;
    let mut wrong = Vec::new();
    for language in Language::SHIPPED {
        let samples = samples(language);
        let rules = rules(language);
        for (file, source) in files(language) {
            let resource = parser::parse(*source)
                .unwrap_or_else(|(_, e)| panic!("{} {file}: {e:?}", language.tag()));
            for entry in &resource.body {
                let Entry::Message(m) = entry else { continue };
                let Some(pattern) = &m.value else { continue };
                let mut uses = BTreeMap::new();
                variables(pattern, &mut uses);
                for choice in choices(pattern) {
                    let keys: Vec<String> = choice.variants.iter().map(|v| key(v)).collect();
                    let exact: Vec<i64> = keys.iter().filter_map(|k| k.parse().ok()).collect();
                    let plural = !exact.is_empty()
                        || keys
                            .iter()
                            .any(|k| CATEGORY_NAMES[..5].contains(&k.as_str()));
                    if !plural {
                        continue;
                    }
                    let numbers: BTreeSet<i64> = samples
                        .values()
                        .flatten()
                        .copied()
                        .chain(exact.iter().copied())
                        .collect();
                    for n in numbers {
                        // What Fluent is meant to choose for n.
                        let category = category_name(rules.select(n).expect("a category"));
                        let wanted = choice
                            .variants
                            .iter()
                            .find(|v| key(v).parse::<i64>().ok() == Some(n))
                            .or_else(|| choice.variants.iter().find(|v| key(v) == category))
                            .or_else(|| choice.variants.iter().find(|v| v.default))
                            .expect("a default variant");
                        let text = rendered(language, m.id.name, &uses, &choice.variable, n);
                        let wanted_pieces = pieces(pattern, &choice.variable, wanted);
                        // Chosen: the variants whose text this is (one, unless two variants
                        // read alike).
                        let chosen: Vec<String> = choice
                            .variants
                            .iter()
                            .filter(|v| matches(&pieces(pattern, &choice.variable, v), &text))
                            .map(|v| key(v))
                            .collect();
                        checked += 1;
                        if exact.contains(&n) {
                            exact_checked += 1;
                        }
                        if !matches(&wanted_pieces, &text) {
                            wrong.push(format!(
                                "{} {} with ${} = {n} ({category}): wanted [{}], got {chosen:?}: {text:?}",
                                language.tag(),
                                m.id.name,
                                choice.variable,
                                key(wanted),
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 200, "choices were rendered: {checked}");
    assert!(
        exact_checked >= 5,
        "exact-number variants were rendered: {exact_checked}"
    );
    assert!(
        wrong.is_empty(),
        "{} wrong choices:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

#[test]
fn a_clean_solve_says_solved_in_every_language() {
    let solved = |language| {
        Message::new("puzzle-solved")
            .count("misses", 0)
            .render(language)
    };
    assert_eq!(solved(Language::English), "Solved!");
    assert_eq!(solved(Language::Spanish), "¡Resuelto!");
    assert_eq!(solved(Language::Portuguese), "Resolvido!");
    assert_eq!(solved(Language::French), "Résolu\u{a0}!");
    assert_eq!(solved(Language::German), "Gelöst!");
    assert_eq!(solved(Language::Italian), "Risolto!");
    assert_eq!(solved(Language::Dutch), "Opgelost!");
    assert_eq!(solved(Language::Russian), "Решено!");
    assert_eq!(solved(Language::Turkish), "Çözüldü!");
    // Arabic says it with its zero form.
    assert_eq!(solved(Language::Arabic), "حُل!");
}
