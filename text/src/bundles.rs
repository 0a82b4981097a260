//! The message files of every language, compiled in, and one Fluent bundle per language
//! built from them on first use: numbers written in each language's way, Fluent's bidi
//! isolation on in right-to-left languages only, and the pseudo-locales made from English.

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use intl_memoizer::concurrent::IntlLangMemoizer;
use unic_langid::LanguageIdentifier;

use crate::language::Language;
use crate::message::{Arg, Message};
use crate::pseudo;

/// One language's message files: each file's name and text.
pub type Files = [(&'static str, &'static str); 16];

/// The files of one language, by area: `rules.ftl` (the rules explained), `moves.ftl` (why a
/// move or a tap is refused, the points read aloud), `game.ftl` (the game screen's lines,
/// results, notices), `levels.ftl` (levels and variants), `review.ftl`, `puzzles.ftl`,
/// `terminal.ftl` (what `alquerque play` says), `lesson.ftl` (learn to play), `statistics.ftl`
/// (the player's record and rating), `words.ftl` (what screen readers announce, the game-over
/// buttons, the review graph's labels), `analysis.ftl` (the analysis board and its position
/// editor), `friends.ftl` (games with friends far away, played by links), `options.ftl` (the options
/// screen), `about.ftl` (the About page), `home.ftl` (the home, the first screen) and `app.ftl` (the
/// phones' own words, from which tools/phone-strings writes their resource files).
macro_rules! files {
    ($lang:literal) => {
        files!(
            $lang: "rules.ftl",
            "moves.ftl",
            "game.ftl",
            "levels.ftl",
            "review.ftl",
            "puzzles.ftl",
            "terminal.ftl",
            "lesson.ftl",
            "statistics.ftl",
            "words.ftl",
            "analysis.ftl",
            "friends.ftl",
            "options.ftl",
            "about.ftl",
            "home.ftl",
            "app.ftl"
        )
    };
    ($lang:literal: $($name:literal),+) => {
        [$(($name, include_str!(concat!("../locales/", $lang, "/", $name)))),+]
    };
}

const ENGLISH: Files = files!("en");
const SPANISH: Files = files!("es");
const PORTUGUESE: Files = files!("pt");
const FRENCH: Files = files!("fr");
const ARABIC: Files = files!("ar");
const GERMAN: Files = files!("de");
const ITALIAN: Files = files!("it");
const DUTCH: Files = files!("nl");
const RUSSIAN: Files = files!("ru");
const TURKISH: Files = files!("tr");

/// The message files `language` is written in (the pseudo-locales are made from English's).
pub fn files(language: Language) -> &'static Files {
    match language {
        Language::English | Language::PseudoAccented | Language::PseudoBidi => &ENGLISH,
        Language::Spanish => &SPANISH,
        Language::Portuguese => &PORTUGUESE,
        Language::French => &FRENCH,
        Language::Arabic => &ARABIC,
        Language::German => &GERMAN,
        Language::Italian => &ITALIAN,
        Language::Dutch => &DUTCH,
        Language::Russian => &RUSSIAN,
        Language::Turkish => &TURKISH,
    }
}

type Bundle = FluentBundle<FluentResource>;

/// How a language writes numbers (CLDR's symbols for the Latin digits): the decimal mark,
/// the group separator, and the fewest integer digits that are grouped (Spanish and
/// Portuguese write 1000 but 10 000).
struct NumberStyle {
    decimal: char,
    group: char,
    min_grouped_digits: usize,
}

const fn number_style(language: Language) -> NumberStyle {
    let (decimal, group, min_grouped_digits) = match language {
        Language::English | Language::PseudoAccented | Language::PseudoBidi => ('.', ',', 4),
        // CLDR: 1234 but 12.345 (grouped from two digits before the group).
        Language::Spanish => (',', '.', 5),
        // pt-PT: 1234 but 12 345 (a no-break space).
        Language::Portuguese => (',', '\u{a0}', 5),
        // 1 234 (a narrow no-break space).
        Language::French => (',', '\u{202f}', 4),
        // Latin digits, as the board's coordinates are written.
        Language::Arabic => ('.', ',', 4),
        Language::German => (',', '.', 4),
        // CLDR: 1.234 in Italian, Dutch and Turkish; Russian groups with a no-break space.
        Language::Italian | Language::Dutch | Language::Turkish => (',', '.', 4),
        Language::Russian => (',', '\u{a0}', 4),
    };
    NumberStyle {
        decimal,
        group,
        min_grouped_digits,
    }
}

/// `value` with `fraction_digits` decimals, written in `language`'s way.
pub(crate) fn format_number(language: Language, value: f64, fraction_digits: usize) -> String {
    let style = number_style(language);
    let text = format!("{:.*}", fraction_digits, value.abs());
    let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
    let mut out = String::new();
    if value < 0.0 && text.bytes().any(|b| b.is_ascii_digit() && b != b'0') {
        out.push('-');
    }
    for (i, c) in int.chars().enumerate() {
        if i > 0 && int.len() >= style.min_grouped_digits && (int.len() - i) % 3 == 0 {
            out.push(style.group);
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push(style.decimal);
        out.push_str(frac);
    }
    out
}

/// A bundle's number style, made once per bundle from its language by Fluent's memoizer.
#[derive(Clone, Copy)]
struct StyleOf(Language);

impl intl_memoizer::Memoizable for StyleOf {
    type Args = ();
    type Error = ();
    fn construct(lang: LanguageIdentifier, _: ()) -> Result<StyleOf, ()> {
        Ok(StyleOf(
            Language::from_tag(lang.language.as_str()).unwrap_or_default(),
        ))
    }
}

/// Fluent's formatter hook: numbers in the bundle's language's way.
fn formatter(value: &FluentValue, memo: &IntlLangMemoizer) -> Option<String> {
    match value {
        FluentValue::Number(n) => {
            let language = memo
                .with_try_get::<StyleOf, _, _>((), |s| s.0)
                .unwrap_or_default();
            Some(format_number(
                language,
                n.value,
                n.options.minimum_fraction_digits.unwrap_or(0),
            ))
        }
        _ => None,
    }
}

fn build(language: Language) -> Bundle {
    // The bundle's locale chooses the plural rules (and, by its language, the number style).
    let id: LanguageIdentifier = language.plural_rules_tag().parse().unwrap_or_default();
    let mut bundle = Bundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(language.is_right_to_left());
    bundle.set_formatter(Some(formatter));
    // NUMBER($x) marks a number (the phones' texts, tools/phone-strings); the formatter writes it.
    let _ = bundle.add_function("NUMBER", |positional, _named| {
        positional.first().cloned().unwrap_or(FluentValue::None)
    });
    bundle.set_transform(match language {
        Language::PseudoAccented => Some(pseudo::accented as fn(&str) -> Cow<str>),
        Language::PseudoBidi => Some(pseudo::bidi as fn(&str) -> Cow<str>),
        _ => None,
    });
    for (_, source) in files(language) {
        // A file with an error still yields every message it could read (the tests forbid
        // errors); an id given twice keeps its first text.
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

fn bundle(language: Language) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; Language::ALL.len()] =
        [const { OnceLock::new() }; Language::ALL.len()];
    BUNDLES[language as usize].get_or_init(|| build(language))
}

/// Whether `id` is a message of `language`'s files.
pub fn has_message(language: Language, id: &str) -> bool {
    bundle(language).has_message(id)
}

/// Rendering is the bundles' work, so it lives here (the message itself knows no bundle).
impl Message {
    /// The message in `language`. A message missing from a language (which the tests
    /// forbid) is rendered in English rather than lost.
    pub fn render(&self, language: Language) -> String {
        render(self, language).0
    }

    /// The message in `language`, with what went wrong formatting it (an unknown message
    /// or argument): for tests.
    pub fn render_checked(&self, language: Language) -> (String, Vec<String>) {
        render(self, language)
    }
}

/// U+200F RIGHT-TO-LEFT MARK.
const RLM: char = '\u{200F}';
/// The marks that open an isolate (LRI, RLI, FSI), and the one that closes it (PDI).
const ISOLATE_OPENERS: [char; 3] = ['\u{2066}', '\u{2067}', '\u{2068}'];
const PDI: char = '\u{2069}';

/// `text`, a message of a right-to-left `language`, begun with a right-to-left mark where it
/// would otherwise be laid out left to right. Two readers decide its direction:
/// - a phone's text view takes a paragraph's direction from its first strong letter, looking
///   inside isolates: "c4-c3: …" (the move isolated, the Arabic after it) is laid out left to
///   right, and its Arabic words wrap out of order;
/// - Fluent puts a message inside another in a first-strong isolate, whose direction the
///   Unicode algorithm takes from its first strong letter outside the isolates within: a
///   message whose Arabic is all in its own arguments is an isolate laid out left to right.
///
/// A text with no strong letter takes the direction around it and is left as it is.
fn right_to_left_paragraph(text: String, language: Language) -> String {
    if !language.is_right_to_left() {
        return text;
    }
    let first_anywhere = text.chars().find_map(strong_direction);
    let mut depth = 0u32;
    let first_outside = text.chars().find_map(|c| {
        if ISOLATE_OPENERS.contains(&c) {
            depth += 1;
        } else if c == PDI {
            depth = depth.saturating_sub(1);
        } else if depth == 0 {
            return strong_direction(c);
        }
        None
    });
    let right_to_left = |d: Option<Direction>| d == Some(Direction::RightToLeft);
    if first_anywhere.is_none() || (right_to_left(first_anywhere) && right_to_left(first_outside)) {
        text
    } else {
        format!("{RLM}{text}")
    }
}

/// The direction of a strong letter.
#[derive(Debug, PartialEq, Eq, Clone, Copy)]
enum Direction {
    LeftToRight,
    RightToLeft,
}

/// The direction `c` gives a paragraph that begins with it, if it is a strong letter: the
/// letters of the Hebrew, Arabic, Syriac, Thaana and N'Ko blocks and their presentation forms,
/// and the right-to-left mark, run right to left; any other letter, and the left-to-right mark,
/// left to right. Digits, punctuation, spaces and the isolates' own marks are not strong.
fn strong_direction(c: char) -> Option<Direction> {
    match c {
        RLM => Some(Direction::RightToLeft),
        '\u{200E}' => Some(Direction::LeftToRight),
        '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}'
            if c.is_alphabetic() =>
        {
            Some(Direction::RightToLeft)
        }
        c if c.is_alphabetic() => Some(Direction::LeftToRight),
        _ => None,
    }
}

/// `message` in `language` (in English when `language` lacks it), with what went wrong.
pub(crate) fn render(message: &Message, language: Language) -> (String, Vec<String>) {
    let (text, errors) = render_any(message, language);
    (right_to_left_paragraph(text, language), errors)
}

fn render_any(message: &Message, language: Language) -> (String, Vec<String>) {
    match render_in(message, language) {
        Some(done) => done,
        None => {
            let (text, mut errors) = render_in(message, Language::English)
                .unwrap_or_else(|| (message.id.to_string(), Vec::new()));
            errors.insert(
                0,
                format!("no message {} in {}", message.id, language.tag()),
            );
            (text, errors)
        }
    }
}

fn render_in(message: &Message, language: Language) -> Option<(String, Vec<String>)> {
    let bundle = bundle(language);
    let pattern = bundle.get_message(message.id)?.value()?;
    let mut errors = Vec::new();
    let mut args = FluentArgs::new();
    for (name, arg) in &message.args {
        let value: FluentValue = match arg {
            Arg::Number {
                value,
                fraction_digits,
            } => FluentValue::Number(fluent_number(*value, *fraction_digits)),
            Arg::Text(text) => text.clone().into(),
            Arg::Notation(text) if language.is_right_to_left() => {
                format!("\u{2066}{text}\u{2069}").into()
            }
            Arg::Notation(text) => text.clone().into(),
            Arg::Choice(keyword) => (*keyword).into(),
            Arg::Message(inner) => {
                let (text, inner_errors) = render(inner, language);
                errors.extend(inner_errors);
                text.into()
            }
            Arg::Capitalised(inner) => {
                let (text, inner_errors) = render(inner, language);
                errors.extend(inner_errors);
                capitalised(&text, language).into()
            }
        };
        args.set(*name, value);
    }
    let mut fluent_errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&args), &mut fluent_errors)
        .into_owned();
    errors.extend(
        fluent_errors
            .iter()
            .map(|e| format!("{} in {}: {e}", message.id, language.tag())),
    );
    Some((text, errors))
}

/// `value` as Fluent must see it to choose a variant: a variant's key is matched exactly, value
/// and options alike (fluent-bundle compares the whole `FluentNumber`), and a key such as `0`
/// or `1.5` is read with its written decimals as its only option. So the number carries the
/// value as written and only the decimals it is written with: a count has none (`[0]` matches
/// 0), and `fraction_digits` decimals are the minimum the formatter writes and the plural
/// rules count (`1.0` is plural in English).
fn fluent_number(value: f64, fraction_digits: u8) -> FluentNumber {
    let digits = usize::from(fraction_digits);
    let written: f64 = format!("{value:.digits$}").parse().unwrap_or(value);
    FluentNumber::new(
        written,
        FluentNumberOptions {
            minimum_fraction_digits: (digits > 0).then_some(digits),
            ..FluentNumberOptions::default()
        },
    )
}

/// `text` with its first letter a capital (scripts without capitals are left as they are).
/// `text` with a capital first letter, as `language` writes it (Turkish: `i` becomes `İ`),
/// unless it begins with a point of the board (`d3 is not empty`), which notation writes in
/// lower case whatever stands around it.
fn capitalised(text: &str, language: Language) -> String {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let starts_with_a_point = ('a'..='e').contains(&first)
        && chars
            .clone()
            .next()
            .is_some_and(|c| ('1'..='5').contains(&c))
        && !chars.clone().nth(1).is_some_and(char::is_alphanumeric);
    if starts_with_a_point {
        return text.to_string();
    }
    if first == 'i' && language == Language::Turkish {
        return std::iter::once('İ').chain(chars).collect();
    }
    first.to_uppercase().chain(chars).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_is_the_key_it_is_written_as() {
        // fluent-bundle reads a variant's key `0` as a number without options: a count must
        // equal it, or `[0]` is never chosen.
        let key = |k: &str| k.parse::<FluentNumber>().expect("a number key");
        assert_eq!(fluent_number(0.0, 0), key("0"));
        assert_eq!(fluent_number(2.0, 0), key("2"));
        assert_eq!(fluent_number(1.5, 1), key("1.5"));
        assert_eq!(fluent_number(62.44, 1), key("62.4"));
    }

    #[test]
    fn a_phrase_is_capitalised_as_its_language_writes_it_but_never_a_point() {
        assert_eq!(
            capitalised("the game is over", Language::English),
            "The game is over"
        );
        assert_eq!(
            capitalised("d3 is not empty", Language::English),
            "d3 is not empty"
        );
        assert_eq!(capitalised("d3-c3 …", Language::English), "d3-c3 …");
        assert_eq!(capitalised("a1b", Language::English), "A1b");
        assert_eq!(
            capitalised("izin verilmedi", Language::Turkish),
            "İzin verilmedi"
        );
        assert_eq!(capitalised("izin", Language::English), "Izin");
        assert_eq!(capitalised("ıssız", Language::Turkish), "Issız");
        assert_eq!(capitalised("", Language::Turkish), "");
    }

    #[test]
    fn numbers_are_written_in_each_languages_way() {
        assert_eq!(format_number(Language::English, 1234567.0, 0), "1,234,567");
        assert_eq!(format_number(Language::English, 999.0, 0), "999");
        assert_eq!(format_number(Language::English, 62.44, 1), "62.4");
        assert_eq!(format_number(Language::English, -0.04, 1), "0.0");
        assert_eq!(format_number(Language::English, -2.0, 0), "-2");
        assert_eq!(format_number(Language::Spanish, 1234.0, 0), "1234");
        assert_eq!(format_number(Language::Spanish, 12345.5, 1), "12.345,5");
        assert_eq!(format_number(Language::German, 10000.0, 0), "10.000");
        assert_eq!(format_number(Language::French, 62.44, 1), "62,4");
        assert_eq!(format_number(Language::Italian, 10000.0, 0), "10.000");
        assert_eq!(format_number(Language::Dutch, 62.44, 1), "62,4");
        assert_eq!(format_number(Language::Russian, 10000.0, 0), "10\u{a0}000");
        assert_eq!(format_number(Language::Turkish, 1234.5, 1), "1.234,5");
    }
}
