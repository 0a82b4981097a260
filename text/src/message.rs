//! A message not yet in any language: its id in the message files and its arguments, each
//! typed by how it is shown. The core and the bindings compose these; a front end renders
//! them in the person's language when it shows them, so a change of language needs no new
//! computation.

/// A message id and its arguments. Build it with [`Message::new`] and the argument methods,
/// then [`Message::render`] it.
///
/// ```
/// use alquerque_text::{Language, Message};
/// let m = Message::new("status-to-move").choice("side", "white");
/// assert_eq!(m.render(Language::English), "White to move");
/// assert_eq!(m.render(Language::PseudoAccented), "Ŵĥîîţéé ţöö ɱööṽéé");
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub(crate) id: &'static str,
    pub(crate) args: Vec<(&'static str, Arg)>,
}

/// An argument of a message, typed by how it is shown.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A number, written with `fraction_digits` decimals in the language's digits and
    /// separators; messages choose their CLDR plural form by it.
    Number {
        /// The value.
        value: f64,
        /// How many decimals are written.
        fraction_digits: u8,
    },
    /// A text shown as it is (a file name, a reason from the system); isolated from the
    /// sentence around it in right-to-left languages.
    Text(String),
    /// Notation (points, moves, lines of play): always left to right, isolated with U+2066
    /// LEFT-TO-RIGHT ISOLATE … U+2069 in right-to-left languages so that `c2-c3` keeps its
    /// order inside an Arabic sentence.
    Notation(String),
    /// A keyword the message selects on (`white` or `black`, so that each language writes the
    /// side as its grammar needs: `las blancas`, `الأبيض`); never shown.
    Choice(&'static str),
    /// Another message, rendered in the same language and put in this one.
    Message(Box<Message>),
    /// Another message with its first letter made a capital, to begin a sentence with a
    /// phrase (a refusal's reason from the core).
    Capitalised(Box<Message>),
}

impl Message {
    /// The message `id` of the message files, without arguments yet.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// Its id in the message files.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// Its arguments, in the order they were given.
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
    }

    /// Adds the argument `name`.
    pub fn arg(mut self, name: &'static str, value: Arg) -> Message {
        self.args.push((name, value));
        self
    }

    /// Adds a whole number (a count, a move number) as `name`.
    pub fn count(self, name: &'static str, n: impl Into<i64>) -> Message {
        self.arg(
            name,
            Arg::Number {
                value: n.into() as f64,
                fraction_digits: 0,
            },
        )
    }

    /// Adds a number written with `fraction_digits` decimals as `name`.
    pub fn decimal(self, name: &'static str, value: f64, fraction_digits: u8) -> Message {
        self.arg(
            name,
            Arg::Number {
                value,
                fraction_digits,
            },
        )
    }

    /// Adds notation (a point, a move, a line) as `name`: it keeps its left-to-right order.
    pub fn notation(self, name: &'static str, text: impl ToString) -> Message {
        self.arg(name, Arg::Notation(text.to_string()))
    }

    /// Adds a text shown as it is (isolated in right-to-left languages) as `name`.
    pub fn text(self, name: &'static str, text: impl Into<String>) -> Message {
        self.arg(name, Arg::Text(text.into()))
    }

    /// Adds a keyword the message selects on as `name`.
    pub fn choice(self, name: &'static str, keyword: &'static str) -> Message {
        self.arg(name, Arg::Choice(keyword))
    }

    /// Adds another message as `name`, rendered in the same language.
    pub fn message(self, name: &'static str, message: Message) -> Message {
        self.arg(name, Arg::Message(Box::new(message)))
    }

    /// Adds another message as `name`, its first letter a capital (to begin a sentence).
    pub fn capitalised(self, name: &'static str, message: Message) -> Message {
        self.arg(name, Arg::Capitalised(Box::new(message)))
    }

    /// The phrase `phrase` as a sentence of its own: a capital first, the language's full
    /// stop last (`sentence` in the message files).
    pub fn sentence(phrase: Message) -> Message {
        Message::new("sentence").capitalised("phrase", phrase)
    }
}
