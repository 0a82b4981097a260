//! Writes the phones' resource files from the Fluent messages, so that every word a player
//! reads has one source (`text/locales/<tag>/app.ftl`):
//!
//! - Android: `android/app/src/main/res/values[-<tag>]/strings.xml`, one `<string>` (or
//!   `<plurals>`) per message `android-<name>` (dashes become underscores);
//! - iOS: `ios/Alquerque/Localizable.xcstrings`, one text per message `ios-…`, keyed by its
//!   English, as SwiftUI looks it up (`Text("New Game")`);
//! - both: a message `phone-<name>` is Android's `<name>` and an iOS text.
//!
//! A variable is a text (`%1$s`, `%@`) unless the message writes `NUMBER($x)` or chooses a
//! plural form by `$x` (`%1$d`, `%lld`, Android's `<plurals>`, the catalog's plural
//! variations). References to other messages and terms are written out. In a right-to-left
//! language every argument is isolated (U+2068 … U+2069), as Fluent isolates it. Every language
//! of `Language::SHIPPED` is written; what the platforms cannot say (a choice on a keyword, an
//! exact-number variant, two plural choices in one text) is refused with the message's name.
//!
//! Usage: `cargo run -p phone-strings [-- --out DIR]`: writes into the repository, or into DIR
//! with the same layout (`tests/stores/run` compares such a copy with the committed files).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use alquerque_text::{files, Language};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, Variant, VariantKey,
};
use fluent_syntax::parser;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

/// The message file the phones' words are in.
const APP_FILE: &str = "app.ftl";
/// Where the resources live, from the repository's root.
const ANDROID_RES: &str = "android/app/src/main/res";
const IOS_CATALOG: &str = "ios/Alquerque/Localizable.xcstrings";
/// Fluent's isolation marks, put around every argument in right-to-left languages.
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

/// A piece of a flattened text: words, or an argument.
#[derive(Clone, Debug, PartialEq)]
enum Piece {
    Text(String),
    Var { name: String, number: bool },
}

/// A message as the platforms can hold it: one text, or one text per plural category.
#[derive(Debug)]
enum Flat {
    Single(Vec<Piece>),
    Plural {
        forms: Vec<(&'static str, Vec<Piece>)>,
    },
}

/// The messages and terms of one language, by id (terms with their leading dash).
struct Source<'a> {
    patterns: BTreeMap<String, &'a Pattern<&'a str>>,
    comments: BTreeMap<String, String>,
    /// The ids of app.ftl, in the file's order.
    app_ids: Vec<String>,
}

/// Why a text cannot be flattened.
enum Stop {
    /// A plural choice by this variable was met while none was being written out.
    NeedsPlural(String),
    Error(String),
}

/// CLDR's plural categories, in its order.
const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

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

/// The plural categories whole numbers take in `language` (CLDR cardinal rules), and
/// `other`, in CLDR's order: the forms Android's `<plurals>` and the catalog's variations need.
fn categories(language: Language) -> Result<Vec<&'static str>, String> {
    let id: LanguageIdentifier = language
        .plural_rules_tag()
        .parse()
        .map_err(|e| format!("{}: {e}", language.tag()))?;
    let rules = PluralRules::create(id, PluralRuleType::CARDINAL)
        .map_err(|e| format!("{}: no plural rules ({e})", language.tag()))?;
    let mut found = BTreeSet::new();
    for n in 0..=1000u32 {
        let c = rules
            .select(n)
            .map_err(|e| format!("{}: {e}", language.tag()))?;
        found.insert(category_name(c));
    }
    // Fractions (Russian 1.5) and Android's fallback take `other`: always written.
    found.insert("other");
    Ok(CATEGORIES
        .into_iter()
        .filter(|c| found.contains(c))
        .collect())
}

fn parse_language(
    language: Language,
) -> Result<Vec<(String, fluent_syntax::ast::Resource<&'static str>)>, String> {
    files(language)
        .iter()
        .map(|(name, text)| {
            parser::parse(*text)
                .map(|r| (name.to_string(), r))
                .map_err(|(_, errors)| format!("{}/{name}: {errors:?}", language.tag()))
        })
        .collect()
}

impl<'a> Source<'a> {
    fn new(resources: &'a [(String, fluent_syntax::ast::Resource<&'a str>)]) -> Source<'a> {
        let mut source = Source {
            patterns: BTreeMap::new(),
            comments: BTreeMap::new(),
            app_ids: Vec::new(),
        };
        for (file, resource) in resources {
            for entry in &resource.body {
                match entry {
                    Entry::Message(m) => {
                        let id = m.id.name.to_string();
                        if let Some(value) = &m.value {
                            source.patterns.insert(id.clone(), value);
                        }
                        if let Some(comment) = &m.comment {
                            source
                                .comments
                                .insert(id.clone(), comment.content.join(" "));
                        }
                        if file == APP_FILE {
                            source.app_ids.push(id);
                        }
                    }
                    Entry::Term(t) => {
                        source.patterns.insert(format!("-{}", t.id.name), &t.value);
                    }
                    _ => {}
                }
            }
        }
        source
    }

    /// The message `id` flattened: one text, or one per category of `categories`.
    fn flatten(&self, id: &str, categories: &[&'static str]) -> Result<Flat, String> {
        let pattern = self
            .patterns
            .get(id)
            .ok_or_else(|| format!("no message {id}"))?;
        let mut pieces = Vec::new();
        match self.pattern(pattern, None, &mut pieces, 0) {
            Ok(()) => Ok(Flat::Single(merge(pieces))),
            Err(Stop::Error(e)) => Err(format!("{id}: {e}")),
            Err(Stop::NeedsPlural(variable)) => {
                let mut forms = Vec::new();
                for category in categories {
                    let mut pieces = Vec::new();
                    self.pattern(pattern, Some((&variable, category)), &mut pieces, 0)
                        .map_err(|stop| match stop {
                            Stop::Error(e) => format!("{id}: {e}"),
                            Stop::NeedsPlural(other) => format!(
                                "{id}: chooses by both ${variable} and ${other}, which a phone's plural cannot"
                            ),
                        })?;
                    // The chosen variable is a number wherever it is written.
                    for piece in &mut pieces {
                        if let Piece::Var { name, number } = piece {
                            if *name == variable {
                                *number = true;
                            }
                        }
                    }
                    forms.push((*category, merge(pieces)));
                }
                Ok(Flat::Plural { forms })
            }
        }
    }

    fn pattern(
        &self,
        pattern: &Pattern<&str>,
        choice: Option<(&str, &str)>,
        out: &mut Vec<Piece>,
        depth: usize,
    ) -> Result<(), Stop> {
        if depth > 16 {
            return Err(Stop::Error("references go round in a circle".into()));
        }
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => out.push(Piece::Text(value.to_string())),
                PatternElement::Placeable { expression } => {
                    self.expression(expression, choice, out, depth)?
                }
            }
        }
        Ok(())
    }

    fn expression(
        &self,
        expression: &Expression<&str>,
        choice: Option<(&str, &str)>,
        out: &mut Vec<Piece>,
        depth: usize,
    ) -> Result<(), Stop> {
        match expression {
            Expression::Inline(inline) => self.inline(inline, choice, out, depth),
            Expression::Select { selector, variants } => {
                // A choice by keyword (white or black) has no plural form on the phones.
                let keyword = variants.iter().any(|v| {
                    matches!(&v.key, VariantKey::Identifier { name } if !CATEGORIES.contains(name))
                });
                let variable = numeric_variable(selector).filter(|_| !keyword).ok_or_else(|| {
                    Stop::Error(
                        "a choice on something other than a number variable (a keyword) cannot be a phone's text"
                            .into(),
                    )
                })?;
                let Some((chosen, category)) = choice else {
                    return Err(Stop::NeedsPlural(variable.to_string()));
                };
                if chosen != variable {
                    return Err(Stop::NeedsPlural(variable.to_string()));
                }
                let variant = pick(variants, category)?;
                self.pattern(&variant.value, choice, out, depth + 1)
            }
        }
    }

    fn inline(
        &self,
        inline: &InlineExpression<&str>,
        choice: Option<(&str, &str)>,
        out: &mut Vec<Piece>,
        depth: usize,
    ) -> Result<(), Stop> {
        match inline {
            InlineExpression::StringLiteral { value } => out.push(Piece::Text(unescape(value))),
            InlineExpression::NumberLiteral { value } => out.push(Piece::Text(value.to_string())),
            InlineExpression::VariableReference { id } => out.push(Piece::Var {
                name: id.name.to_string(),
                number: false,
            }),
            InlineExpression::FunctionReference { .. } => match numeric_variable(inline) {
                Some(name) => out.push(Piece::Var {
                    name: name.to_string(),
                    number: true,
                }),
                None => {
                    return Err(Stop::Error(
                        "only NUMBER($variable) can be a phone's format argument".into(),
                    ))
                }
            },
            InlineExpression::MessageReference { id, attribute } => {
                if attribute.is_some() {
                    return Err(Stop::Error("attributes are not read".into()));
                }
                let pattern = self
                    .patterns
                    .get(id.name)
                    .ok_or_else(|| Stop::Error(format!("no message {}", id.name)))?;
                let start = out.len();
                self.pattern(pattern, choice, out, depth + 1)?;
                // Fluent gives a referenced message none of the caller's variables.
                if out[start..].iter().any(|p| matches!(p, Piece::Var { .. })) {
                    return Err(Stop::Error(format!(
                        "{} has variables, which a reference does not hand over",
                        id.name
                    )));
                }
            }
            InlineExpression::TermReference {
                id,
                attribute,
                arguments,
            } => {
                if attribute.is_some() {
                    return Err(Stop::Error(
                        "a term's attribute cannot be written out".into(),
                    ));
                }
                // A term sees only the texts it is given (`-ltr(text: "c2-c3")`).
                let mut given = BTreeMap::new();
                if let Some(arguments) = arguments {
                    if !arguments.positional.is_empty() {
                        return Err(Stop::Error("a term takes named arguments only".into()));
                    }
                    for named in &arguments.named {
                        let InlineExpression::StringLiteral { value } = &named.value else {
                            return Err(Stop::Error(
                                "a term's argument must be a text written out".into(),
                            ));
                        };
                        given.insert(named.name.name.to_string(), unescape(value));
                    }
                }
                let pattern = self
                    .patterns
                    .get(&format!("-{}", id.name))
                    .ok_or_else(|| Stop::Error(format!("no term -{}", id.name)))?;
                let mut inner = Vec::new();
                self.pattern(pattern, choice, &mut inner, depth + 1)?;
                for piece in inner {
                    match piece {
                        Piece::Var { name, .. } => match given.get(&name) {
                            Some(text) => out.push(Piece::Text(text.clone())),
                            None => {
                                return Err(Stop::Error(format!(
                                    "the term -{} uses ${name}, which it is not given",
                                    id.name
                                )))
                            }
                        },
                        text => out.push(text),
                    }
                }
            }
            InlineExpression::Placeable { expression } => {
                self.expression(expression, choice, out, depth)?
            }
        }
        Ok(())
    }
}

/// The variable a number expression stands for: `$x` or `NUMBER($x)`.
fn numeric_variable<'s>(inline: &InlineExpression<&'s str>) -> Option<&'s str> {
    match inline {
        InlineExpression::VariableReference { id } => Some(id.name),
        InlineExpression::FunctionReference { id, arguments }
            if id.name == "NUMBER" && arguments.positional.len() == 1 =>
        {
            match &arguments.positional[0] {
                InlineExpression::VariableReference { id } => Some(id.name),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The variant a plural category takes: the one named by it, else the default.
fn pick<'v>(variants: &'v [Variant<&str>], category: &str) -> Result<&'v Variant<&'v str>, Stop> {
    let mut default = None;
    for variant in variants {
        match &variant.key {
            VariantKey::NumberLiteral { value } => {
                return Err(Stop::Error(format!(
                    "the exact-number variant [{value}] has no plural form on the phones"
                )))
            }
            VariantKey::Identifier { name } if *name == category => return Ok(variant),
            VariantKey::Identifier { .. } => {}
        }
        if variant.default {
            default = Some(variant);
        }
    }
    default.ok_or_else(|| Stop::Error("a choice without a default".into()))
}

/// A string literal's text with its escapes (`\"`, `\\`, `\uXXXX`) read.
fn unescape(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some('U') => {
                let hex: String = chars.by_ref().take(6).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// Adjacent texts joined.
fn merge(pieces: Vec<Piece>) -> Vec<Piece> {
    let mut out: Vec<Piece> = Vec::new();
    for piece in pieces {
        match (out.last_mut(), piece) {
            (Some(Piece::Text(last)), Piece::Text(text)) => last.push_str(&text),
            (_, piece) => out.push(piece),
        }
    }
    out
}

fn pieces_of(flat: &Flat) -> Vec<&Vec<Piece>> {
    match flat {
        Flat::Single(p) => vec![p],
        Flat::Plural { forms, .. } => forms.iter().map(|(_, p)| p).collect(),
    }
}

/// The variables of a message, in the order the English text first gives them (the arguments'
/// positions), with whether each is a number.
fn arguments(english: &Flat) -> Vec<(String, bool)> {
    let mut found: Vec<(String, bool)> = Vec::new();
    let ordered: Vec<&Vec<Piece>> = match english {
        // The `other` form gives every variable.
        Flat::Plural { forms, .. } => forms.iter().rev().map(|(_, p)| p).collect(),
        Flat::Single(p) => vec![p],
    };
    for pieces in ordered {
        for piece in pieces {
            if let Piece::Var { name, number } = piece {
                match found.iter_mut().find(|(n, _)| n == name) {
                    Some(entry) => entry.1 |= number,
                    None => found.push((name.clone(), *number)),
                }
            }
        }
    }
    found
}

/// One language's phone messages, flattened.
struct Flattened {
    language: Language,
    messages: BTreeMap<String, Flat>,
    comments: BTreeMap<String, String>,
    order: Vec<String>,
}

fn flatten_language(language: Language) -> Result<Flattened, String> {
    let resources = parse_language(language)?;
    if !resources.iter().any(|(name, _)| name == APP_FILE) {
        return Err(format!("{} has no {APP_FILE}", language.tag()));
    }
    let source = Source::new(&resources);
    let categories = categories(language)?;
    let mut messages = BTreeMap::new();
    let mut problems = Vec::new();
    for id in &source.app_ids {
        match source.flatten(id, &categories) {
            Ok(flat) => {
                messages.insert(id.clone(), flat);
            }
            Err(e) => problems.push(format!("{}: {e}", language.tag())),
        }
    }
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    Ok(Flattened {
        language,
        messages,
        comments: source.comments,
        order: source.app_ids,
    })
}

/// A text of one language with its arguments written by `arg(position, is_number)`, and its
/// words by `words`.
fn write_pieces(
    pieces: &[Piece],
    args: &[(String, bool)],
    right_to_left: bool,
    words: impl Fn(&str) -> String,
    arg: impl Fn(usize, bool) -> String,
) -> Result<String, String> {
    let mut out = String::new();
    for piece in pieces {
        match piece {
            Piece::Text(text) => out.push_str(&words(text)),
            Piece::Var { name, .. } => {
                let (position, (_, number)) = args
                    .iter()
                    .enumerate()
                    .find(|(_, (n, _))| n == name)
                    .ok_or_else(|| format!("${name} is not a variable of the English text"))?;
                if right_to_left {
                    out.push(FSI);
                }
                out.push_str(&arg(position + 1, *number));
                if right_to_left {
                    out.push(PDI);
                }
            }
        }
    }
    Ok(out)
}

// ---- Android ----------------------------------------------------------------------------

fn android_words(text: &str, formatted: bool) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\'' => out.push_str("\\'"),
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '%' if formatted => out.push_str("%%"),
            '@' | '?' if i == 0 => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// The Android name of a message for Android (`android-…`) or both phones (`phone-…`).
fn android_name(id: &str) -> Option<String> {
    id.strip_prefix("android-")
        .or_else(|| id.strip_prefix("phone-"))
        .map(|n| n.replace('-', "_"))
}

/// Whether a message is an iOS text (`ios-…`, or `phone-…` for both phones).
fn is_ios(id: &str) -> bool {
    id.starts_with("ios-") || id.starts_with("phone-")
}

/// The folder of a language's resources: `values` for English, `values-fr`, `values-pt-rBR`.
fn android_folder(language: Language) -> String {
    if language == Language::English {
        return "values".into();
    }
    match language.tag().split_once('-') {
        Some((primary, region)) => format!("values-{primary}-r{region}"),
        None => format!("values-{}", language.tag()),
    }
}

fn android_xml(flat: &Flattened, english: &Flattened) -> Result<String, String> {
    let rtl = flat.language.is_right_to_left();
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    let _ = writeln!(
        xml,
        "<!-- Generated from text/locales/{}/{APP_FILE} by tools/phone-strings: do not edit. -->",
        flat.language.tag()
    );
    xml.push_str("<resources>\n");
    for id in &english.order {
        let Some(name) = android_name(id) else {
            continue;
        };
        let english_flat = &english.messages[id];
        let flat_message = flat
            .messages
            .get(id)
            .ok_or_else(|| format!("{}: no message {id}", flat.language.tag()))?;
        let args = arguments(english_flat);
        let formatted = !args.is_empty();
        if flat.language == Language::English {
            if let Some(comment) = english.comments.get(id) {
                let _ = writeln!(xml, "    <!-- {} -->", comment.replace("--", "—"));
            }
        }
        let write = |pieces: &[Piece]| {
            write_pieces(
                pieces,
                &args,
                rtl,
                |t| android_words(t, formatted),
                |position, number| format!("%{position}${}", if number { 'd' } else { 's' }),
            )
            .map_err(|e| format!("{}: {id}: {e}", flat.language.tag()))
        };
        match flat_message {
            Flat::Single(pieces) => {
                let _ = writeln!(
                    xml,
                    "    <string name=\"{name}\">{}</string>",
                    write(pieces)?
                );
            }
            Flat::Plural { forms, .. } => {
                let _ = writeln!(xml, "    <plurals name=\"{name}\">");
                for (category, pieces) in forms {
                    let _ = writeln!(
                        xml,
                        "        <item quantity=\"{category}\">{}</item>",
                        write(pieces)?
                    );
                }
                xml.push_str("    </plurals>\n");
            }
        }
    }
    xml.push_str("</resources>\n");
    Ok(xml)
}

// ---- iOS --------------------------------------------------------------------------------

fn json_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn ios_words(text: &str, formatted: bool) -> String {
    if formatted {
        text.replace('%', "%%")
    } else {
        text.to_string()
    }
}

fn ios_spec(number: bool) -> &'static str {
    if number {
        "lld"
    } else {
        "@"
    }
}

/// One localization of a catalog entry, as JSON lines at `indent`.
fn ios_unit(value: &str, indent: &str) -> String {
    format!(
        "{{\n{indent}  \"stringUnit\" : {{\n{indent}    \"state\" : \"translated\",\n{indent}    \"value\" : {}\n{indent}  }}\n{indent}}}",
        json_string(value)
    )
}

fn ios_catalog(all: &[&Flattened]) -> Result<String, String> {
    let english = &all[0];
    // key -> (id, JSON of each language's localization)
    let mut entries: BTreeMap<String, (String, Vec<(String, String)>)> = BTreeMap::new();
    for id in &english.order {
        if !is_ios(id) {
            continue;
        }
        let english_flat = &english.messages[id];
        let args = arguments(english_flat);
        let formatted = !args.is_empty();
        let key_pieces = match english_flat {
            Flat::Single(p) => p,
            Flat::Plural { forms, .. } => {
                &forms
                    .iter()
                    .find(|(c, _)| *c == "other")
                    .ok_or_else(|| format!("en: {id} has no other form"))?
                    .1
            }
        };
        // The key is the English text as Swift interpolates it: arguments without positions.
        let key = write_pieces(
            key_pieces,
            &args,
            false,
            |t| ios_words(t, formatted),
            |_, n| format!("%{}", ios_spec(n)),
        )?;
        let mut localizations = Vec::new();
        for flat in all {
            let rtl = flat.language.is_right_to_left();
            let message = flat
                .messages
                .get(id)
                .ok_or_else(|| format!("{}: no message {id}", flat.language.tag()))?;
            let write = |pieces: &[Piece]| {
                write_pieces(
                    pieces,
                    &args,
                    rtl,
                    |t| ios_words(t, formatted),
                    |position, n| {
                        if args.len() > 1 {
                            format!("%{position}${}", ios_spec(n))
                        } else {
                            format!("%{}", ios_spec(n))
                        }
                    },
                )
                .map_err(|e| format!("{}: {id}: {e}", flat.language.tag()))
            };
            let indent = "        ";
            let json = match message {
                // The source language's single texts are their keys.
                Flat::Single(_) if flat.language == Language::English => continue,
                Flat::Single(pieces) => ios_unit(&write(pieces)?, indent),
                Flat::Plural { forms, .. } => {
                    let mut json =
                        format!("{{\n{indent}  \"variations\" : {{\n{indent}    \"plural\" : {{\n");
                    let inner = format!("{indent}      ");
                    let lines: Vec<String> = forms
                        .iter()
                        .map(|(category, pieces)| {
                            Ok(format!(
                                "{inner}\"{category}\" : {}",
                                ios_unit(&write(pieces)?, &inner)
                            ))
                        })
                        .collect::<Result<_, String>>()?;
                    json.push_str(&lines.join(",\n"));
                    let _ = write!(json, "\n{indent}    }}\n{indent}  }}\n{indent}}}");
                    json
                }
            };
            localizations.push((flat.language.tag().to_string(), json));
        }
        if let Some((other, _)) = entries.insert(key.clone(), (id.clone(), localizations)) {
            return Err(format!(
                "en: {other} and {id} have the same English ({key}): one message, or other words"
            ));
        }
    }
    let mut json = String::from("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n");
    let mut first = true;
    for (key, (id, mut localizations)) in entries {
        localizations.sort();
        if !first {
            json.push_str(",\n");
        }
        first = false;
        let comment = format!(
            "Generated from the message {id} of text/locales/*/{APP_FILE} by tools/phone-strings: do not edit."
        );
        let _ = write!(
            json,
            "    {} : {{\n      \"comment\" : {},\n      \"localizations\" : {{\n",
            json_string(&key),
            json_string(&comment)
        );
        let lines: Vec<String> = localizations
            .iter()
            .map(|(tag, l)| format!("        {} : {l}", json_string(tag)))
            .collect();
        json.push_str(&lines.join(",\n"));
        json.push_str("\n      }\n    }");
    }
    json.push_str("\n  },\n  \"version\" : \"1.0\"\n}\n");
    Ok(json)
}

fn check_against_english(flat: &Flattened, english: &Flattened) -> Vec<String> {
    let mut problems = Vec::new();
    let ours: BTreeSet<&String> = flat.messages.keys().collect();
    let theirs: BTreeSet<&String> = english.messages.keys().collect();
    for id in theirs.difference(&ours) {
        problems.push(format!("{}: {id} is missing", flat.language.tag()));
    }
    for id in ours.difference(&theirs) {
        problems.push(format!("{}: {id} is not in English", flat.language.tag()));
    }
    for (id, message) in &flat.messages {
        let Some(english_message) = english.messages.get(id) else {
            continue;
        };
        let wanted: BTreeSet<(String, bool)> = arguments(english_message).into_iter().collect();
        for pieces in pieces_of(message) {
            for piece in pieces {
                if let Piece::Var { name, .. } = piece {
                    if !wanted.iter().any(|(n, _)| n == name) {
                        problems.push(format!(
                            "{}: {id} uses ${name}, which the English does not",
                            flat.language.tag()
                        ));
                    }
                }
            }
        }
    }
    problems
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let out = match (args.next().as_deref(), args.next()) {
        (None, _) => root,
        (Some("--out"), Some(dir)) => PathBuf::from(dir),
        _ => return Err("usage: phone-strings [--out DIR]".into()),
    };
    let all: Vec<Flattened> = Language::SHIPPED
        .iter()
        .map(|l| flatten_language(*l))
        .collect::<Result<_, _>>()?;
    let english = all
        .iter()
        .find(|f| f.language == Language::English)
        .ok_or("English is not shipped")?;
    let problems: Vec<String> = all
        .iter()
        .flat_map(|f| check_against_english(f, english))
        .collect();
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    let mut written = 0;
    for flat in &all {
        let dir = out.join(ANDROID_RES).join(android_folder(flat.language));
        write(&dir.join("strings.xml"), &android_xml(flat, english)?)?;
        written += 1;
    }
    // English first: the catalog's keys are its texts.
    let mut ordered: Vec<&Flattened> = vec![english];
    ordered.extend(all.iter().filter(|f| f.language != Language::English));
    write(&out.join(IOS_CATALOG), &ios_catalog(&ordered)?)?;
    println!(
        "phone-strings: {} Android strings files and the iOS catalog, {} languages, {} messages",
        written,
        all.len(),
        english.order.len()
    );
    Ok(())
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("phone-strings: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(src: &'static str, id: &str, language: Language) -> Result<Flat, String> {
        let resource = parser::parse(src).expect("the test's Fluent reads");
        let resources = vec![(APP_FILE.to_string(), resource)];
        let source = Source::new(&resources);
        source.flatten(id, &categories(language)?)
    }

    #[test]
    fn a_plural_choice_becomes_a_form_per_category_with_a_number_argument() {
        let src = "ios-x = { $n ->\n        [one] a move\n       *[other] { $n } moves\n    }\n";
        let Ok(Flat::Plural { forms }) = flat(src, "ios-x", Language::Arabic) else {
            panic!("not a plural");
        };
        let categories: Vec<&str> = forms.iter().map(|(c, _)| *c).collect();
        assert_eq!(categories, ["zero", "one", "two", "few", "many", "other"]);
        let other = vec![
            Piece::Var {
                name: "n".into(),
                number: true,
            },
            Piece::Text(" moves".into()),
        ];
        assert_eq!(forms[5].1, other);
        assert_eq!(forms[1].1, vec![Piece::Text("a move".into())]);
        let Ok(Flat::Plural { forms }) = flat(src, "ios-x", Language::French) else {
            panic!("not a plural");
        };
        assert_eq!(forms.len(), 2, "French: one and other");
    }

    #[test]
    fn what_a_phone_cannot_say_is_refused() {
        let exact = "ios-x = { $n ->\n        [0] none\n       *[other] some\n    }\n";
        assert!(flat(exact, "ios-x", Language::English).is_err());
        let keyword = "ios-x = { $side ->\n        [white] W\n       *[black] B\n    }\n";
        assert!(flat(keyword, "ios-x", Language::English).is_err());
        let hidden = "ios-a = { $x }\nios-b = see { ios-a }\n";
        assert!(flat(hidden, "ios-b", Language::English).is_err());
    }

    #[test]
    fn references_and_terms_are_written_out() {
        let src = "-ltr = [{ $text }]\nios-a = Undo\nios-b = { ios-a } { -ltr(text: \"c2-c3\") } { NUMBER($n) }\n";
        let Ok(Flat::Single(pieces)) = flat(src, "ios-b", Language::English) else {
            panic!("not one text");
        };
        assert_eq!(
            pieces,
            vec![
                Piece::Text("Undo [c2-c3] ".into()),
                Piece::Var {
                    name: "n".into(),
                    number: true
                }
            ]
        );
    }

    #[test]
    fn android_escapes_its_special_characters() {
        assert_eq!(
            android_words("l'a \"b\" <c> & 5% \\ x\ny", true),
            "l\\'a \\\"b\\\" &lt;c&gt; &amp; 5%% \\\\ x\\ny"
        );
        assert_eq!(android_words("5%", false), "5%");
        assert_eq!(android_words("@home ?", false), "\\@home ?");
        assert_eq!(android_folder(Language::English), "values");
        assert_eq!(android_folder(Language::Arabic), "values-ar");
    }
}
