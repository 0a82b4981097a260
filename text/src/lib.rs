//! Every sentence Alquerque composes for a player, in the languages it speaks.
//!
//! The game's text has one home: Project Fluent message files, one folder per language
//! (`locales/<tag>/`) and one file per area, compiled into the library. The core and the
//! bindings compose a [`Message`] (an id and typed arguments) and a front end renders it in
//! the person's [`Language`], negotiated from a phone's list of tags or a terminal's locale.
//! CLDR plural rules choose each language's forms (Arabic has six); notation keeps its left
//! to right order inside right-to-left sentences.
//!
//! ```
//! use alquerque_text::{Language, Message};
//!
//! let language = Language::negotiate(["ar-XB", "en"]);
//! let line = Message::new("illegal-occupied").notation("point", "c3");
//! assert_eq!(line.render(Language::English), "c3 is not empty");
//! // Right to left, the point is isolated left to right inside the sentence.
//! assert!(line.render(language).contains("\u{2066}c3\u{2069}"));
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod bundles;
mod language;
mod message;
mod pseudo;

pub use bundles::{files, has_message, Files};
pub use language::Language;
pub use message::{Arg, Message};
