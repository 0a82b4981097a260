//! The person's language: the apps hand over their list of languages (the system's, or the
//! one chosen for this app) at start and whenever it changes, and every text the model hands
//! out from then on is in the language negotiated from it. The model keeps what it has to say
//! as messages (`alquerque_text::Message`) and renders them when a state is read, so a change
//! of language needs nothing worked out again.

use std::sync::atomic::{AtomicU8, Ordering};

use alquerque_text::{Language, Message};

/// The language in force, as its index in [`Language::ALL`].
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// The language every text is rendered in now.
pub(crate) fn current() -> Language {
    let i = usize::from(CURRENT.load(Ordering::Relaxed));
    Language::ALL.get(i).copied().unwrap_or_default()
}

/// `message` in the language in force.
pub(crate) fn say(message: &Message) -> String {
    message.render(current())
}

/// Sets the language of everything the model hands out from now on, from the person's
/// languages in order of preference (BCP 47 tags such as `es-ES`, `pt-BR`, `ar`; the
/// pseudo-locales `en-XA` and `ar-XB` for tests), and returns the tag of the one chosen:
/// the first the game speaks, else English. The apps call it at start and whenever the
/// system's or the app's own language changes, then read their states again.
#[uniffi::export]
pub fn set_languages(preferred: Vec<String>) -> String {
    let language = Language::negotiate(&preferred);
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    CURRENT.store(index as u8, Ordering::Relaxed);
    log::info!("language {} (from {preferred:?})", language.tag());
    language.tag().to_string()
}

/// Whether the language in force is written right to left (its screens mirror; the board,
/// its coordinates and notation stay left to right).
#[cfg(feature = "testing")]
#[uniffi::export]
pub fn language_is_right_to_left() -> bool {
    current().is_right_to_left()
}

/// The tags of the languages the game speaks (the pseudo-locales left out), English first.
#[cfg(feature = "testing")]
#[uniffi::export]
pub fn supported_languages() -> Vec<String> {
    Language::SHIPPED
        .iter()
        .map(|l| l.tag().to_string())
        .collect()
}

/// The language is the process's: the unit tests that read words hold it, in English, one at a
/// time (a test may set another while it holds it).
#[cfg(test)]
pub(crate) fn hold_english() -> std::sync::MutexGuard<'static, ()> {
    static LANGUAGE: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let held = LANGUAGE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    set_languages(vec!["en".into()]);
    held
}
