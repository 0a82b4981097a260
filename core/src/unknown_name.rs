//! One shape for the errors of reading a name from a closed set (a level, a variant, a point
//! of the board): each keeps the start of the text it could not read, says which kind of name
//! it wanted and lists the names there are. [`unknown_name_error!`] defines all three, so
//! they cannot drift apart (they had: one kept its whole input, one cut it when read, one
//! when printed, and each worded its message its own way); [`names_parse!`] gives the named
//! enums (levels, variants) their `Display` and `FromStr` with it.

use std::fmt;

/// How much of an unreadable name an error keeps and repeats: enough to spot a typo, never a
/// whole line of hostile input.
const KEPT_CHARS: usize = 24;

/// The start of `text` that an error keeps.
pub(crate) fn kept(text: &str) -> String {
    text.chars().take(KEPT_CHARS).collect()
}

/// The message: `unknown level 'x' (levels are beginner, easy, …)`, the text shown with
/// [`quote`](crate::quote::quote) (control characters escaped).
pub(crate) fn write_unknown(
    f: &mut fmt::Formatter<'_>,
    what: &str,
    text: &str,
    known: &dyn fmt::Display,
) -> fmt::Result {
    let text = crate::quote::quote(text, KEPT_CHARS);
    write!(f, "unknown {what} '{text}' ({what}s are {known})")
}

/// The one of `all` whose name is `text`, ignoring case and surrounding blanks.
pub(crate) fn find_named<T: Copy>(all: &[T], name: fn(T) -> &'static str, text: &str) -> Option<T> {
    let text = text.trim();
    all.iter()
        .copied()
        .find(|&t| name(t).eq_ignore_ascii_case(text))
}

/// Defines `$error`, the error of parsing a `$what` (listing `$known`, an expression that
/// displays the names there are): a tuple struct holding the start of the unreadable text,
/// its constructor, `Display` and `Error`.
macro_rules! unknown_name_error {
    ($(#[$meta:meta])* $error:ident, $what:literal, $known:expr) => {
        $(#[$meta])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $error(pub String);

        impl $error {
            /// The error for the unreadable `text`, keeping only its start.
            pub(crate) fn new(text: &str) -> $error {
                $error($crate::unknown_name::kept(text))
            }
        }

        impl std::fmt::Display for $error {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                $crate::unknown_name::write_unknown(f, $what, &self.0, &$known)
            }
        }

        impl std::error::Error for $error {}
    };
}
pub(crate) use unknown_name_error;

/// For `$ty`, an enum with `ALL` and `name()`: `Display` writes the name, `FromStr` reads it
/// ignoring case and blanks around it, and `$error` (defined here) says which names there are.
macro_rules! names_parse {
    ($ty:ident, $(#[$meta:meta])* $error:ident, $what:literal) => {
        $crate::unknown_name::unknown_name_error!(
            $(#[$meta])*
            $error,
            $what,
            $ty::ALL.map($ty::name).join(", ")
        );

        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl std::str::FromStr for $ty {
            type Err = $error;
            fn from_str(s: &str) -> Result<$ty, $error> {
                $crate::unknown_name::find_named(&$ty::ALL, $ty::name, s)
                    .ok_or_else(|| $error::new(s))
            }
        }
    };
}
pub(crate) use names_parse;
