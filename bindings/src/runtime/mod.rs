//! What every screen runs on, and nothing of any screen: the app's store of documents, where
//! threads come from, how the apps are told of changes, the one error type, the language
//! the words are said in, and the endgame tables the exact values come from.

pub(crate) mod error;
pub(crate) mod fingerprint;
pub(crate) mod language;
pub(crate) mod store;
pub(crate) mod tables;
pub(crate) mod tell;
pub(crate) mod threads;

/// Sets up logging once per process: Android's log on Android, nothing elsewhere (the host
/// application decides).
pub(crate) fn init_logging() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        #[cfg(target_os = "android")]
        android_logger::init_once(
            android_logger::Config::default()
                .with_max_level(log::LevelFilter::Info)
                .with_tag("alquerque"),
        );
        log::info!("alquerque engine {}", env!("CARGO_PKG_VERSION"));
    });
}
