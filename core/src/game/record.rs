//! Game records: the saved-game text (rules, start position, moves) that round-trips.
//!
//! The form follows the tag-pair style board games share (PGN, PDN), so a person can read and
//! edit it:
//!
//! ```text
//! [Game "Alquerque"]
//! [Variant "standard"]
//! [Reversal "banned"]
//! [NoCaptureDraw "50"]
//! [Result "*"]
//!
//! 1. c2-c3 d4-b2 2. a1-c3 *
//! ```
//!
//! A `Position` tag (a position text) is present when the game did not start from the
//! standard start; an `Undone` tag lists moves taken back that redo can replay, so saving and
//! restoring loses nothing the player did.
//!
//! A move may be followed by a comment in braces, as in PGN: `1. c2-c3 {best: 62% -> 61%}`.
//! Every reader skips comments; [`Game::from_record_with_comments`] hands them back by ply, and
//! [`Game::to_record_with_comments`] writes them (a game review's annotations travel this way).

use std::fmt;

use alquerque_text::{Language, Message};

use crate::board::color::Color;
use crate::board::position::Position;
use crate::board::rules::{Rules, Variant};
use crate::game::position_text::{ParsePositionError, PositionText};
use crate::game::{Game, PlayError};
use crate::quote::{quote, QUOTE_CHARS};

/// Why a text is not a valid game record. Every variant says where the problem is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A line starting with `[` is not a tag pair `[Name "value"]`.
    BadTag {
        /// 1-based line number.
        line: usize,
    },
    /// A known tag has a value that cannot be used.
    BadValue {
        /// The tag name.
        tag: String,
        /// The offending value.
        value: String,
    },
    /// The `Position` tag is not a valid position under the record's rules.
    Position(ParsePositionError),
    /// A move of the movetext (or of the `Undone` tag) is not legal where it stands.
    Move {
        /// 1-based ply number from the start of the record.
        ply: usize,
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        error: PlayError,
    },
    /// The record is longer than [`Game::MAX_RECORD_BYTES`]: far beyond any real game, and
    /// refused before any work so that no text can take unbounded time or memory.
    TooLong {
        /// The record's length in bytes.
        bytes: usize,
    },
    /// The record holds more than [`Game::MAX_PLIES`] plies (moves played and undone): more
    /// than any record this program writes, refused before any is replayed.
    TooManyPlies {
        /// The plies the record holds, counted up to the limit and one more.
        plies: usize,
    },
    /// A comment opened with `{` is never closed with `}`.
    UnclosedComment,
    /// The result written differs from the result of the moves.
    ResultMismatch {
        /// The result token written.
        written: String,
        /// The result of the moves.
        actual: &'static str,
    },
}

impl RecordError {
    /// Why, for a player: a phrase to put in a sentence. Outside text is quoted (control
    /// characters escaped, long text cut); a position's own error is given as the position
    /// reader words it (in English: it names the letters of the position text).
    pub fn message(&self) -> Message {
        match self {
            RecordError::BadTag { line } => {
                Message::new("record-bad-tag").count("line", *line as i64)
            }
            RecordError::BadValue { tag, value } => Message::new("record-bad-value")
                .text("tag", quote(tag, QUOTE_CHARS))
                .text("value", quote(value, QUOTE_CHARS)),
            RecordError::Position(e) => {
                Message::new("record-bad-position").message("reason", e.message())
            }
            RecordError::Move { ply, text, error } => Message::new("record-bad-move")
                .count("ply", *ply as i64)
                .notation("move", quote(text, 40))
                .message("reason", error.message()),
            RecordError::TooLong { bytes } => Message::new("record-too-long")
                .count("kib", bytes.div_ceil(1024) as i64)
                .count("max", (Game::MAX_RECORD_BYTES / 1024) as i64),
            RecordError::TooManyPlies { plies } => Message::new("record-too-many-plies")
                .count("plies", *plies as i64)
                .count("max", Game::MAX_PLIES as i64),
            RecordError::UnclosedComment => Message::new("record-unclosed-comment"),
            RecordError::ResultMismatch { written, actual } => {
                Message::new("record-result-mismatch")
                    .notation("written", quote(written, QUOTE_CHARS))
                    .notation("actual", *actual)
            }
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message().render(Language::English))
    }
}

impl std::error::Error for RecordError {}

fn is_result_token(t: &str) -> bool {
    matches!(t, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Whether a movetext token is a move number such as `12.` or `12...`.
fn is_move_number(t: &str) -> bool {
    let digits = t.trim_end_matches('.');
    digits.len() < t.len() && !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
}

fn parse_tag(line: &str) -> Option<(&str, &str)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, rest) = inner.split_once(char::is_whitespace)?;
    let value = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    if name.is_empty() || value.contains('"') {
        return None;
    }
    Some((name, value))
}

impl Game {
    /// The game record of this game (see the module documentation): what was played, without
    /// the moves taken back.
    pub fn to_record(&self) -> String {
        self.record(false, &[], &[])
    }

    /// The game record with the moves taken back and not replayed (an `Undone` tag), so that
    /// restoring it loses nothing: what an app saves.
    ///
    /// ```
    /// use alquerque_core::Game;
    ///
    /// let mut game = Game::default();
    /// game.play_text("c2-c3").unwrap();
    /// game.play_text("c4-c2").unwrap();
    /// game.undo();
    /// let saved = game.to_record_with_undone();
    /// assert!(saved.contains("[Undone \"c4-c2\"]"));
    /// let mut restored = Game::from_record(&saved).unwrap();
    /// assert_eq!(restored, game);
    /// assert_eq!(restored.redo().unwrap().to_string(), "c4-c2");
    /// ```
    pub fn to_record_with_undone(&self) -> String {
        self.record(true, &[], &[])
    }

    /// The game record (with the undone moves if `with_undone`) carrying the caller's own
    /// tags too, after the game's: settings that travel with a game, which other readers
    /// skip. Read them back with [`Game::from_record_with_tags`]. A name must be a word of
    /// letters and digits (others are left out); a value's quotes and line breaks become
    /// apostrophes and spaces, so the record always reads back.
    pub fn to_record_with_tags(&self, with_undone: bool, tags: &[(&str, String)]) -> String {
        self.record(with_undone, tags, &[])
    }

    /// The game record with a comment after each ply that has one: `comments[i]` follows the
    /// move of ply `i` (0-based; plies beyond the game are left out). Braces and square
    /// brackets in a comment become parentheses and line breaks spaces, so the record always
    /// reads back, by every reader, with the same comments
    /// ([`Game::from_record_with_comments`]).
    pub fn to_record_with_comments(&self, comments: &[Option<String>]) -> String {
        self.record(false, &[], comments)
    }

    fn record(
        &self,
        with_undone: bool,
        extra: &[(&str, String)],
        comments: &[Option<String>],
    ) -> String {
        let rules = self.rules();
        let mut out = String::new();
        out.push_str("[Game \"Alquerque\"]\n");
        out.push_str(&format!("[Variant \"{}\"]\n", rules.variant.name()));
        out.push_str(&format!(
            "[Reversal \"{}\"]\n",
            if rules.reversal_allowed {
                "allowed"
            } else {
                "banned"
            }
        ));
        out.push_str(&format!(
            "[NoCaptureDraw \"{}\"]\n",
            rules.no_capture_draw_plies
        ));
        if *self.start() != Position::new(rules) {
            out.push_str(&format!(
                "[Position \"{}\"]\n",
                PositionText::from_position(self.start())
            ));
        }
        let result = self.status().result_token();
        out.push_str(&format!("[Result \"{result}\"]\n"));
        let undone = self.redo_moves();
        if with_undone && !undone.is_empty() {
            let list: Vec<String> = undone.iter().map(|m| m.to_string()).collect();
            out.push_str(&format!("[Undone \"{}\"]\n", list.join(" ")));
        }
        let usable = |name: &&str| {
            !name.is_empty()
                && name.len() <= Game::MAX_TAG_NAME_BYTES
                && name.chars().all(|c| c.is_ascii_alphanumeric())
        };
        for (name, value) in extra
            .iter()
            .filter(|(name, _)| usable(name))
            .take(Game::MAX_EXTRA_TAGS)
        {
            let value: String = value
                .chars()
                .map(|c| match c {
                    '"' => '\'',
                    c if c.is_control() => ' ',
                    c => c,
                })
                .collect();
            let value = clip_bytes(&value, Game::MAX_TAG_VALUE_BYTES);
            out.push_str(&format!("[{name} \"{value}\"]\n"));
        }
        out.push('\n');
        let mut tokens: Vec<String> = Vec::new();
        let mut number = 1;
        for (i, (mv, pos)) in self.moves().iter().zip(self.positions()).enumerate() {
            match pos.turn() {
                Color::White => tokens.push(format!("{number}.")),
                Color::Black if i == 0 => tokens.push(format!("{number}...")),
                Color::Black => {}
            }
            if pos.turn() == Color::Black {
                number += 1;
            }
            tokens.push(mv.to_string());
            // A comment with nothing left once cleaned is no comment: `{}` would read back as
            // none, and the record would not be the same when written again.
            if let Some(Some(comment)) = comments.get(i) {
                let comment = clean_comment(comment);
                if !comment.is_empty() {
                    tokens.push(format!("{{{comment}}}"));
                }
            }
        }
        tokens.push(result.to_string());
        // Wrap the movetext at about 80 columns.
        let mut line = String::new();
        for t in tokens {
            if !line.is_empty() && line.len() + 1 + t.len() > 80 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&t);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }

    /// The most plies a game holds, moves played and undone together: ten times the longest
    /// game `alquerque match` plays by default, far beyond any game a person plays (under the
    /// default rules a game cannot even repeat a position, and the no-capture draw ends the
    /// others within about 1,300 plies). A game refuses a move beyond it
    /// ([`PlayError::TooLong`]) and a record holding more is refused, so that every record
    /// written can be read back: see [`Game::MAX_RECORD_BYTES`].
    pub const MAX_PLIES: usize = 10_000;

    /// The longest comment a record carries after a ply, in bytes; a longer one is cut at a
    /// character boundary when written. A review's annotation is well within it.
    pub const MAX_COMMENT_BYTES: usize = 160;

    /// The most tags of the caller's own a record carries
    /// ([`Game::to_record_with_tags`]); those beyond are left out.
    pub const MAX_EXTRA_TAGS: usize = 16;

    /// The longest name of a caller's tag, in bytes; a tag with a longer name is left out.
    pub const MAX_TAG_NAME_BYTES: usize = 32;

    /// The longest value of a caller's tag, in bytes; a longer one is cut at a character
    /// boundary when written.
    pub const MAX_TAG_VALUE_BYTES: usize = 256;

    /// The longest game record read, in bytes. Every record this program writes fits: what a
    /// record can hold is bounded (plies, comments, tags: the constants above), and
    /// [`Game::MAX_WRITTEN_RECORD_BYTES`], the most that can come to, is below it (checked when the crate
    /// is compiled), so a game that was saved always loads again.
    pub const MAX_RECORD_BYTES: usize = 2 << 20;

    /// The most bytes a written record can take, from what a record can hold: the rules' tags,
    /// a start position, the result and the `Undone` tag's frame (together well under 512
    /// bytes), the caller's tags, and for each ply of [`Game::MAX_PLIES`] a move of one step
    /// with a space, a move number with its space and a comment in braces with a space; plus
    /// the longer paths of captures (every jump beyond a capture's first adds 3 bytes, and a
    /// game has at most 24 captured pieces in all, its played and undone moves being one line
    /// of play). It is below [`Game::MAX_RECORD_BYTES`] (checked when the crate is compiled).
    pub const MAX_WRITTEN_RECORD_BYTES: usize = {
        const FRAME: usize = 512;
        const TAG: usize = "[ \"\"]\n".len() + Game::MAX_TAG_NAME_BYTES + Game::MAX_TAG_VALUE_BYTES;
        const STEP: usize = "c2-c3 ".len();
        const NUMBER: usize = "10000. ".len();
        const COMMENT: usize = "{} ".len() + Game::MAX_COMMENT_BYTES;
        const JUMPS: usize = 3 * 25;
        FRAME + Game::MAX_EXTRA_TAGS * TAG + Game::MAX_PLIES * (STEP + NUMBER + COMMENT) + JUMPS
    };

    /// Reads a game record, replaying and checking every move. Nothing is trusted: a record
    /// that is malformed or holds an illegal move is rejected with the place and the reason.
    /// A leading byte-order mark (as some editors write) is skipped; a record over
    /// [`Game::MAX_RECORD_BYTES`] is refused. Time is linear in the record's length.
    ///
    /// ```
    /// use alquerque_core::{Game, RecordError};
    ///
    /// let text = "[Game \"Alquerque\"]\n\n1. c2-c3 c4-c2 2. c1-c3 *\n";
    /// let game = Game::from_record(text).unwrap();
    /// assert_eq!(game.moves().len(), 3);
    /// // Written back, it reads as the same game.
    /// assert_eq!(Game::from_record(&game.to_record()), Ok(game));
    /// // A move that cannot be played is refused with its ply and the reason.
    /// let refused = Game::from_record("1. c2-c3 e5-e4 *").unwrap_err();
    /// assert!(matches!(refused, RecordError::Move { ply: 2, .. }));
    /// assert!(refused.to_string().starts_with("ply 2 \"e5-e4\" cannot be played"));
    /// ```
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        Game::from_record_with_tags(text).map(|(game, _)| game)
    }

    /// Reads a game record as [`Game::from_record`] does, and hands back the tags the game
    /// itself does not use (players, dates, an app's settings), in the order written.
    ///
    /// ```
    /// use alquerque_core::{Game, Rules};
    ///
    /// let text = "[White \"Ana\"]\n[Variant \"alfonso\"]\n\n1. c2-c3 *\n";
    /// let (game, tags) = Game::from_record_with_tags(text).unwrap();
    /// assert_eq!(game.rules(), Rules::alfonso());
    /// assert_eq!(tags, [("White".to_string(), "Ana".to_string())]);
    /// // They travel with the game when it is written again.
    /// let mine = [("White", "Ana".to_string())];
    /// assert!(game.to_record_with_tags(false, &mine).contains("[White \"Ana\"]"));
    /// ```
    pub fn from_record_with_tags(text: &str) -> Result<(Game, Vec<(String, String)>), RecordError> {
        Game::read_record(text).map(|(game, tags, _)| (game, tags))
    }

    /// Reads a game record as [`Game::from_record`] does, and hands back the comment after
    /// each ply: `comments[i]` follows the move of ply `i` (0-based), trimmed; `None` where there
    /// is none. The list has one entry per ply played.
    ///
    /// ```
    /// use alquerque_core::Game;
    ///
    /// let text = "1. c2-c3 {a quiet start} c4-c2 {forced} 2. c1-c3 *";
    /// let (game, comments) = Game::from_record_with_comments(text).unwrap();
    /// assert_eq!(comments, [Some("a quiet start".into()), Some("forced".into()), None]);
    /// // Written with them, they come back the same.
    /// let written = game.to_record_with_comments(&comments);
    /// assert_eq!(Game::from_record_with_comments(&written), Ok((game, comments)));
    /// ```
    pub fn from_record_with_comments(
        text: &str,
    ) -> Result<(Game, Vec<Option<String>>), RecordError> {
        Game::read_record(text).map(|(game, _, comments)| (game, comments))
    }

    /// The one reader behind every `from_record*`: the game, the other tags, the comments.
    #[allow(clippy::type_complexity)]
    fn read_record(
        text: &str,
    ) -> Result<(Game, Vec<(String, String)>, Vec<Option<String>>), RecordError> {
        if text.len() > Game::MAX_RECORD_BYTES {
            return Err(RecordError::TooLong { bytes: text.len() });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut rules = Rules::default();
        let mut start_text: Option<String> = None;
        let mut written_result: Option<String> = None;
        let mut undone_text = String::new();
        let mut movetext = String::new();
        let mut other_tags = Vec::new();
        // Whether a comment is open at the end of the lines read so far: a line inside one is
        // movetext even if it starts with `[`.
        let mut in_comment = false;
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if !in_comment && line.starts_with('[') {
                let (name, value) = parse_tag(line).ok_or(RecordError::BadTag { line: i + 1 })?;
                let bad = || RecordError::BadValue {
                    tag: name.to_string(),
                    value: value.to_string(),
                };
                match name {
                    "Variant" => rules.variant = value.parse::<Variant>().map_err(|_| bad())?,
                    "Reversal" => {
                        rules.reversal_allowed = match value {
                            "allowed" => true,
                            "banned" => false,
                            _ => return Err(bad()),
                        }
                    }
                    "NoCaptureDraw" => {
                        rules.no_capture_draw_plies = value.parse().map_err(|_| bad())?
                    }
                    "Position" => start_text = Some(value.to_string()),
                    "Result" if is_result_token(value) => written_result = Some(value.to_string()),
                    "Result" => return Err(bad()),
                    "Undone" => undone_text = value.to_string(),
                    "Game" => {}
                    // Other tags (Date, players, an app's settings) carry no rules: handed
                    // back to the caller.
                    _ => other_tags.push((name.to_string(), value.to_string())),
                }
            } else {
                for c in line.chars() {
                    match c {
                        '{' => in_comment = true,
                        '}' => in_comment = false,
                        _ => {}
                    }
                }
                movetext.push_str(line);
                movetext.push(' ');
            }
        }
        let (tokens, comments) = split_movetext(&movetext)?;
        let plies = tokens
            .iter()
            .take_while(|t| !is_result_token(t))
            .filter(|t| !is_move_number(t))
            .count()
            + undone_text.split_whitespace().count();
        if plies > Game::MAX_PLIES {
            return Err(RecordError::TooManyPlies { plies });
        }
        let start = match &start_text {
            Some(t) => t
                .parse::<PositionText>()
                .and_then(|t| t.into_position(rules))
                .map_err(RecordError::Position)?,
            None => Position::new(rules),
        };
        let mut game = Game::from_position(start);
        let mut ply = 0;
        let mut ply_comments: Vec<Option<String>> = Vec::new();
        for (token, comment) in tokens.iter().zip(comments) {
            let token = *token;
            if is_move_number(token) {
                continue;
            }
            if is_result_token(token) {
                written_result = Some(token.to_string());
                break;
            }
            ply += 1;
            game.play_text(token).map_err(|error| RecordError::Move {
                ply,
                text: token.to_string(),
                error,
            })?;
            ply_comments.push(comment);
        }
        let undone: Vec<&str> = undone_text.split_whitespace().collect();
        for (k, token) in undone.iter().enumerate() {
            game.play_text(token).map_err(|error| RecordError::Move {
                ply: ply + k + 1,
                text: token.to_string(),
                error,
            })?;
        }
        for _ in &undone {
            game.undo();
        }
        let actual = game.status().result_token();
        if let Some(written) = written_result {
            if written != "*" && written != actual {
                return Err(RecordError::ResultMismatch { written, actual });
            }
        }
        Ok((game, other_tags, ply_comments))
    }
}

/// A comment's text as written between braces: no braces or brackets (which would end it or
/// look like a tag), no line breaks, at most [`Game::MAX_COMMENT_BYTES`].
fn clean_comment(text: &str) -> String {
    let clean: String = text
        .chars()
        .map(|c| match c {
            '{' | '[' => '(',
            '}' | ']' => ')',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    clip_bytes(clean.trim(), Game::MAX_COMMENT_BYTES)
        .trim()
        .to_string()
}

/// The longest start of `text` of at most `max` bytes that ends at a character boundary.
fn clip_bytes(text: &str, max: usize) -> &str {
    let mut end = text.len().min(max);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// The movetext's tokens, each with the comment that follows it (comments before the first
/// token are dropped; several after one token are joined with a space).
#[allow(clippy::type_complexity)]
fn split_movetext(movetext: &str) -> Result<(Vec<&str>, Vec<Option<String>>), RecordError> {
    let mut tokens: Vec<&str> = Vec::new();
    let mut comments: Vec<Option<String>> = Vec::new();
    let mut rest = movetext;
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            break;
        }
        if let Some(after) = rest.strip_prefix('{') {
            let end = after.find('}').ok_or(RecordError::UnclosedComment)?;
            let text = after[..end].trim();
            if let Some(last) = comments.last_mut() {
                match last {
                    Some(c) if !text.is_empty() => {
                        c.push(' ');
                        c.push_str(text);
                    }
                    None if !text.is_empty() => *last = Some(text.to_string()),
                    _ => {}
                }
            }
            rest = &after[end + 1..];
        } else {
            let end = rest
                .find(|c: char| c.is_whitespace() || c == '{')
                .unwrap_or(rest.len());
            tokens.push(&rest[..end]);
            comments.push(None);
            rest = &rest[end..];
        }
    }
    Ok((tokens, comments))
}

const _: () = assert!(
    Game::MAX_WRITTEN_RECORD_BYTES <= Game::MAX_RECORD_BYTES,
    "every record written must be readable"
);
const _: () = assert!(
    Game::MAX_PLIES < 100_000,
    "move numbers of at most five digits"
);
