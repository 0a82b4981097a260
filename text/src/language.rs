//! The languages the game speaks, and which one a person gets: from the ordered list of
//! language tags a phone hands over (BCP 47, `es-ES`, `pt-BR`, `ar`), or from a terminal's
//! POSIX locale (`LANG=es_ES.UTF-8`).

/// A language the game's text is written in, or a pseudo-language for tests.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    /// English, the language the messages are first written in and the fallback.
    #[default]
    English,
    /// Spanish (`es`): alquerque is the Spanish name of the game.
    Spanish,
    /// Portuguese (`pt`), written as in Portugal, where the game is alquerque de doze.
    Portuguese,
    /// French (`fr`).
    French,
    /// Arabic (`ar`), Modern Standard Arabic: the game is al-qirkat (القرقات). Right to left.
    Arabic,
    /// German (`de`).
    German,
    /// Italian (`it`): the game's family is *dama*; informal *tu*.
    Italian,
    /// Dutch (`nl`): the family of *dammen*; informal *je*.
    Dutch,
    /// Russian (`ru`): the family of *шашки*; the player is *ты*.
    Russian,
    /// Turkish (`tr`): the family of *dama*; informal *sen*.
    Turkish,
    /// The `en-XA` pseudo-locale: English with accented letters, about a third longer, to
    /// show text that would be cut off or that is not translated at all.
    PseudoAccented,
    /// The `ar-XB` pseudo-locale: English forced right to left, to show what does not mirror
    /// and where notation would lose its order.
    PseudoBidi,
}

impl Language {
    /// The languages a person can choose: the ones with translations.
    pub const SHIPPED: [Language; 10] = [
        Language::English,
        Language::Spanish,
        Language::Portuguese,
        Language::French,
        Language::Arabic,
        Language::German,
        Language::Italian,
        Language::Dutch,
        Language::Russian,
        Language::Turkish,
    ];

    /// Every language, the pseudo-locales last.
    pub const ALL: [Language; 12] = [
        Language::English,
        Language::Spanish,
        Language::Portuguese,
        Language::French,
        Language::Arabic,
        Language::German,
        Language::Italian,
        Language::Dutch,
        Language::Russian,
        Language::Turkish,
        Language::PseudoAccented,
        Language::PseudoBidi,
    ];

    /// Its BCP 47 tag: `en`, `es`, `pt`, `fr`, `ar`, `de`, `it`, `nl`, `ru`, `tr`, `en-XA`,
    /// `ar-XB`.
    pub const fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
            Language::Portuguese => "pt",
            Language::French => "fr",
            Language::Arabic => "ar",
            Language::German => "de",
            Language::Italian => "it",
            Language::Dutch => "nl",
            Language::Russian => "ru",
            Language::Turkish => "tr",
            Language::PseudoAccented => "en-XA",
            Language::PseudoBidi => "ar-XB",
        }
    }

    /// The locale whose CLDR plural rules its texts count with: the tag, except Portuguese,
    /// whose texts are European Portuguese and so count as in Portugal (`pt-PT`: 0 is plural,
    /// "0 lances"), not with CLDR's `pt` rules, which are Brazil's (0 is singular). The language
    /// itself keeps the tag `pt`, as the apps name it (Android's `values-pt`, iOS's `pt`), so
    /// that a phone set to `pt-BR` still gets it.
    pub const fn plural_rules_tag(self) -> &'static str {
        match self {
            Language::Portuguese => "pt-PT",
            // The pseudo-locales are English text, so they take English plural rules.
            Language::PseudoAccented | Language::PseudoBidi => "en",
            other => other.tag(),
        }
    }

    /// Whether its text runs right to left (screens mirror; the board and notation do not).
    pub const fn is_right_to_left(self) -> bool {
        matches!(self, Language::Arabic | Language::PseudoBidi)
    }

    /// Whether it is one of the test pseudo-locales.
    pub const fn is_pseudo(self) -> bool {
        matches!(self, Language::PseudoAccented | Language::PseudoBidi)
    }

    /// The language a BCP 47 tag (or a POSIX locale name) asks for, if the game speaks it:
    /// its primary subtag decides (`es-MX` is Spanish, `pt-BR` Portuguese), except the two
    /// pseudo-locales, which need their region (`en-XA`, `ar-XB`). Case, `_` for `-` and a
    /// POSIX codeset or modifier (`.UTF-8`, `@euro`) do not matter.
    ///
    /// ```
    /// use alquerque_text::Language;
    /// assert_eq!(Language::from_tag("en-GB"), Some(Language::English));
    /// assert_eq!(Language::from_tag("en_US.UTF-8"), Some(Language::English));
    /// assert_eq!(Language::from_tag("ar-XB"), Some(Language::PseudoBidi));
    /// assert_eq!(Language::from_tag("ja-JP"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Language> {
        // A POSIX name carries its codeset and modifier after the region: drop them.
        let tag = tag.split(['.', '@']).next().unwrap_or_default();
        let mut subtags = tag.split(['-', '_']).map(str::to_ascii_lowercase);
        let primary = subtags.next()?;
        let rest: Vec<String> = subtags.collect();
        let region = |r: &str| rest.iter().any(|s| s == r);
        Some(match primary.as_str() {
            "en" if region("xa") => Language::PseudoAccented,
            "ar" if region("xb") => Language::PseudoBidi,
            "en" => Language::English,
            "es" => Language::Spanish,
            "pt" => Language::Portuguese,
            "fr" => Language::French,
            "ar" => Language::Arabic,
            "de" => Language::German,
            "it" => Language::Italian,
            "nl" => Language::Dutch,
            "ru" => Language::Russian,
            "tr" => Language::Turkish,
            _ => return None,
        })
    }

    /// The first language of `preferred` (the person's list, most wanted first) that the game
    /// speaks; English when none is.
    ///
    /// ```
    /// use alquerque_text::Language;
    /// assert_eq!(Language::negotiate(["ja-JP", "en-XA", "en-GB"]), Language::PseudoAccented);
    /// assert_eq!(Language::negotiate(["ja-JP"]), Language::English);
    /// ```
    pub fn negotiate<I, S>(preferred: I) -> Language
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        preferred
            .into_iter()
            .find_map(|tag| Language::from_tag(tag.as_ref()))
            .unwrap_or_default()
    }

    /// The language a terminal's locale asks for, read the way gettext reads it: the locale
    /// is `LC_ALL`, else `LC_MESSAGES`, else `LANG` (the first of them set and not empty); the
    /// `C` or `POSIX` locale means English, and otherwise `LANGUAGE`'s colon-separated list
    /// comes first, then the locale itself. `var` reads one variable (`std::env::var`).
    ///
    /// ```
    /// use alquerque_text::Language;
    /// let env = |name: &str| (name == "LANG").then(|| "ar_XB.UTF-8".to_string());
    /// assert_eq!(Language::from_environment(env), Language::PseudoBidi);
    /// ```
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Language {
        let set = |name: &str| var(name).filter(|v| !v.is_empty());
        let Some(locale) = set("LC_ALL")
            .or_else(|| set("LC_MESSAGES"))
            .or_else(|| set("LANG"))
        else {
            return Language::English;
        };
        if matches!(locale.split('.').next(), Some("C" | "POSIX")) {
            return Language::English;
        }
        let listed = set("LANGUAGE").unwrap_or_default();
        Language::negotiate(
            listed
                .split(':')
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .chain([locale]),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_name_their_language_and_back() {
        for l in Language::ALL {
            assert_eq!(Language::from_tag(l.tag()), Some(l), "{l:?}");
        }
        assert_eq!(Language::from_tag("EN"), Some(Language::English));
        assert_eq!(Language::from_tag("en_GB@euro"), Some(Language::English));
        assert_eq!(
            Language::from_tag("en-Latn-XA"),
            Some(Language::PseudoAccented)
        );
        assert_eq!(Language::from_tag("nl-BE"), Some(Language::Dutch));
        assert_eq!(Language::from_tag("it_CH.UTF-8"), Some(Language::Italian));
        assert_eq!(Language::from_tag("zh-Hant"), None);
        assert_eq!(Language::from_tag(""), None);
        assert_eq!(Language::from_tag("-"), None);
    }

    #[test]
    fn arabic_and_the_bidi_pseudo_locale_run_right_to_left() {
        let rtl: Vec<Language> = Language::ALL
            .into_iter()
            .filter(|l| l.is_right_to_left())
            .collect();
        assert_eq!(rtl, [Language::Arabic, Language::PseudoBidi]);
    }

    #[test]
    fn the_environment_is_read_as_gettext_reads_it() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(Language::from_environment(env(&[])), Language::English);
        assert_eq!(
            Language::from_environment(env(&[("LANG", "en_XA.UTF-8")])),
            Language::PseudoAccented
        );
        assert_eq!(
            Language::from_environment(env(&[("LANG", "en_XA.UTF-8"), ("LC_ALL", "ar_XB")])),
            Language::PseudoBidi
        );
        assert_eq!(
            Language::from_environment(env(&[("LC_ALL", ""), ("LANG", "en_XA")])),
            Language::PseudoAccented
        );
        assert_eq!(
            Language::from_environment(env(&[("LANG", "en_US"), ("LANGUAGE", "ja:ar_XB")])),
            Language::PseudoBidi
        );
        // The C locale is English whatever LANGUAGE says, as with gettext.
        assert_eq!(
            Language::from_environment(env(&[("LANG", "C.UTF-8"), ("LANGUAGE", "en_XA")])),
            Language::English
        );
        assert_eq!(
            Language::from_environment(env(&[("LANG", "ja_JP.UTF-8")])),
            Language::English
        );
        assert_eq!(
            Language::from_environment(env(&[("LANG", "ru_RU.UTF-8")])),
            Language::Russian
        );
        assert_eq!(
            Language::from_environment(env(&[("LANG", "tr_TR.UTF-8")])),
            Language::Turkish
        );
        assert_eq!(
            Language::from_environment(env(&[("LANG", "nl_NL.UTF-8"), ("LANGUAGE", "ja:it")])),
            Language::Italian
        );
    }
}
