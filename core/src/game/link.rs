//! A game as a link: what one player sends another to play a game at a distance.
//!
//! `alquerque://game/AQ…` holds a whole game in a few dozen characters: which game it is (an
//! id, so that the reply lands on the same game), the rules, the start when it is not the usual
//! one, and every move as its path of points. A path, not a move's place in a list of legal
//! moves, so that a link written by one version of the app reads the same in another whose move
//! generator orders moves differently. Every move is replayed through the rules on reading, so a
//! link can hold nothing but a legal game; a checksum tells a damaged link (cut short by a
//! messenger, a character changed) from a link to another game.
//!
//! ```
//! use alquerque_core::{Game, GameLink, Rules};
//!
//! let mut game = Game::new(Rules::default());
//! game.play_text("c2-c3").unwrap();
//! let link = GameLink { id: 42, game }.to_url().unwrap();
//! assert!(link.starts_with("alquerque://game/"));
//!
//! // A friend's app reads it back (from the link alone, or from a message around it).
//! let read = GameLink::from_text(&format!("Your move! {link}")).unwrap();
//! assert_eq!(read.id, 42);
//! assert_eq!(read.game.moves().len(), 1);
//! // A character lost on the way is noticed, not read as another game.
//! assert!(GameLink::from_text(&link[..link.len() - 1]).is_err());
//! ```

use alquerque_text::{Language, Message};

use crate::board::color::Color;
use crate::board::position::Position;
use crate::board::rules::{Rules, Variant};
use crate::board::square::Square;
use crate::game::position_text::{ParsePositionError, PositionText};
use crate::game::{Game, PlayError};

/// A game and the id that names it between the two players.
#[derive(Clone, Debug)]
pub struct GameLink {
    /// Which of the players' games this is: chosen at random by the app that began it, kept by
    /// every link of the game after.
    pub id: u64,
    /// The game, from its start to the last move sent.
    pub game: Game,
}

/// Why a text is not a game link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// No link in the text.
    NoLink,
    /// The link is longer than any game's link ([`GameLink::MAX_CHARS`]).
    TooLong,
    /// The game is too long for a link: writing it would make a link longer than
    /// [`GameLink::MAX_CHARS`], which no app reads.
    GameTooLong {
        /// The game's plies.
        plies: usize,
    },
    /// The text holds links to more than one game: which one is meant cannot be told.
    Several {
        /// How many different games' links it holds.
        count: usize,
    },
    /// A character that no link has, or a link cut short: part of it was lost on the way.
    Damaged,
    /// The link was written by a newer version of the app.
    NewerVersion,
    /// The link's form is numbered below the first form there is: no version wrote it.
    UnknownVersion,
    /// The rules the link names are not rules this app knows.
    UnknownRules,
    /// The start position the link holds is not a position.
    BadStart(ParsePositionError),
    /// Move `ply` (from 1) is not legal where it is played.
    BadMove {
        /// The ply, counted from 1.
        ply: usize,
        /// Why it cannot be played.
        error: PlayError,
    },
}

impl LinkError {
    /// Why, for a player: a sentence.
    pub fn message(&self) -> Message {
        match self {
            LinkError::NoLink => Message::new("link-none"),
            LinkError::TooLong => Message::new("link-too-long"),
            LinkError::GameTooLong { plies } => Message::new("link-game-too-long")
                .count("plies", *plies as i64)
                .count("max", GameLink::MAX_PLIES as i64),
            LinkError::Several { count } => {
                Message::new("link-several").count("count", *count as i64)
            }
            LinkError::Damaged => Message::new("link-damaged"),
            LinkError::NewerVersion => Message::new("link-newer-version"),
            LinkError::UnknownVersion => Message::new("link-unknown-version"),
            LinkError::UnknownRules => Message::new("link-unknown-rules"),
            LinkError::BadStart(e) => Message::new("link-bad-start").text("reason", e.to_string()),
            LinkError::BadMove { ply, error } => Message::new("link-bad-move")
                .count("ply", *ply as i64)
                .message("reason", error.message()),
        }
    }
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message().render(Language::English))
    }
}

impl std::error::Error for LinkError {}

/// The link's form, version 1. A newer form gets a new number; this version reads only its own.
const VERSION: u8 = 1;
/// Marks the last point of a move's path (the points themselves are 0 to 24).
const PATH_END: u8 = 0x80;
/// The start is the rules' usual start.
const USUAL_START: u8 = 0;
/// The start follows as a position text.
const TEXT_START: u8 = 1;
/// Bytes of the checksum at the end.
const CHECKSUM_BYTES: usize = 4;
/// The alphabet of the link's characters: base64's, safe in a URL (no padding).
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

impl GameLink {
    /// What every link begins with: the scheme both apps open.
    pub const PREFIX: &'static str = "alquerque://game/";

    /// The most characters a link's code may have: a long game of steps is two bytes a ply,
    /// so this holds some 1,500 plies (three times as many characters as the longest game
    /// the engine has played against itself), and bounds what reading a hostile text costs.
    pub const MAX_CHARS: usize = 4096;

    /// The most plies a game that is kept or sent as a link may have: the one bound on a
    /// game's length wherever it is sent or kept between two players. Every game within it
    /// fits in a link ([`GameLink::MAX_CHARS`]) whatever its start and captures (checked
    /// below, where the compiler sees it), so a move that would go past it is refused before
    /// it is played rather than written into a link no app reads.
    pub const MAX_PLIES: usize = 1_200;

    /// The link: [`GameLink::PREFIX`] and the code, or why the game cannot be written as one
    /// (then nothing is written that the reader would refuse).
    pub fn to_url(&self) -> Result<String, LinkError> {
        Ok(format!("{}{}", GameLink::PREFIX, self.code()?))
    }

    /// The link's code alone (the characters after the prefix), or why there is none: a
    /// game whose link would be longer than any reader takes ([`LinkError::GameTooLong`]).
    pub fn code(&self) -> Result<String, LinkError> {
        let too_long = || LinkError::GameTooLong {
            plies: self.game.moves().len(),
        };
        let mut bytes = vec![VERSION];
        bytes.extend_from_slice(&self.id.to_le_bytes());
        let rules = self.game.rules();
        bytes.push(match rules.variant {
            Variant::Standard => 0,
            Variant::Alfonso => 1,
        });
        bytes.push(u8::from(rules.reversal_allowed));
        bytes.extend_from_slice(&rules.no_capture_draw_plies.to_le_bytes());
        let start = self.game.start();
        if *start == Position::new(rules) {
            bytes.push(USUAL_START);
        } else {
            let text = PositionText::from_position(start).to_string();
            bytes.push(TEXT_START);
            // A position text is some 35 ASCII characters; one longer than a byte counts
            // is refused rather than written with a length that reads as another.
            bytes.push(u8::try_from(text.len()).map_err(|_| too_long())?);
            bytes.extend_from_slice(text.as_bytes());
        }
        for mv in self.game.moves() {
            let path: Vec<Square> = mv.path().collect();
            for (i, sq) in path.iter().enumerate() {
                let end = if i + 1 == path.len() { PATH_END } else { 0 };
                bytes.push(sq.index() as u8 | end);
            }
        }
        let code = seal(&bytes);
        if code.len() > GameLink::MAX_CHARS {
            return Err(too_long());
        }
        Ok(code)
    }

    /// The game link in `text`: a link (`alquerque://game/…`) anywhere in it, as a messenger
    /// delivers it with words around it, or a code alone. Nothing in the text is trusted: the
    /// rules, the start and every move are checked as a game record's are.
    ///
    /// A text with several links (a conversation copied whole, a preview beside the link)
    /// is read as the one game they hold: copies of one link, or one sound link beside
    /// damaged ones, read as that link; links to two different games are refused
    /// ([`LinkError::Several`]) rather than one of them taken at random.
    pub fn from_text(text: &str) -> Result<GameLink, LinkError> {
        let codes = codes_in(text);
        if codes.is_empty() {
            return GameLink::from_code(text.trim(), false);
        }
        let mut sound: Vec<(&str, GameLink)> = Vec::new();
        let mut first_error = None;
        for &code in &codes {
            if sound.iter().any(|(c, _)| *c == code) {
                continue;
            }
            match GameLink::from_code(code, true) {
                Ok(link) => sound.push((code, link)),
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        // Links of one game, each carrying the one before further (a conversation of
        // moves), are that game at its latest: the longest.
        sound.sort_by_key(|(_, link)| link.game.moves().len());
        let one_game = sound.windows(2).all(|pair| {
            pair[1].1.id == pair[0].1.id
                && pair[1].1.relation_to(&pair[0].1.game) == LinkRelation::Extends
        });
        match sound.pop() {
            None => Err(first_error.unwrap_or(LinkError::NoLink)),
            Some((_, latest)) if one_game => Ok(latest),
            Some(_) => Err(LinkError::Several {
                count: sound.len() + 1,
            }),
        }
    }

    /// The link of one code; `prefixed` when it followed [`GameLink::PREFIX`].
    fn from_code(code: &str, prefixed: bool) -> Result<GameLink, LinkError> {
        if code.is_empty() {
            return Err(LinkError::NoLink);
        }
        if code.len() > GameLink::MAX_CHARS {
            return Err(LinkError::TooLong);
        }
        match decode(code) {
            Some(bytes) => GameLink::from_bytes(&bytes),
            // Words that are no code at all were never a link; a link's code that does not
            // decode was damaged on the way.
            None if prefixed => Err(LinkError::Damaged),
            None => Err(LinkError::NoLink),
        }
    }

    fn from_bytes(bytes: &[u8]) -> Result<GameLink, LinkError> {
        let Some(body_len) = bytes.len().checked_sub(CHECKSUM_BYTES) else {
            return Err(LinkError::Damaged);
        };
        let (body, sum) = bytes.split_at(body_len);
        if sum != checksum(body).to_le_bytes() {
            return Err(LinkError::Damaged);
        }
        let mut r = Reader { bytes: body, at: 0 };
        let version = r.byte()?;
        match version.cmp(&VERSION) {
            std::cmp::Ordering::Equal => {}
            // A checked link of a later form: a newer app wrote it.
            std::cmp::Ordering::Greater => return Err(LinkError::NewerVersion),
            // Below the first form there is: no app wrote it, and no update will open it.
            std::cmp::Ordering::Less => return Err(LinkError::UnknownVersion),
        }
        let id = u64::from_le_bytes(r.array()?);
        let variant = match r.byte()? {
            0 => Variant::Standard,
            1 => Variant::Alfonso,
            _ => return Err(LinkError::UnknownRules),
        };
        let reversal_allowed = match r.byte()? {
            0 => false,
            1 => true,
            _ => return Err(LinkError::UnknownRules),
        };
        let rules = Rules {
            variant,
            reversal_allowed,
            no_capture_draw_plies: u16::from_le_bytes(r.array()?),
        };
        let start = match r.byte()? {
            USUAL_START => Position::new(rules),
            TEXT_START => {
                let len = r.byte()? as usize;
                let text = std::str::from_utf8(r.take(len)?).map_err(|_| LinkError::Damaged)?;
                text.parse::<PositionText>()
                    .and_then(|t| t.into_position(rules))
                    .map_err(LinkError::BadStart)?
            }
            _ => return Err(LinkError::Damaged),
        };
        let mut game = Game::from_position(start);
        let mut path = Vec::new();
        while let Some(&b) = r.bytes.get(r.at) {
            r.at += 1;
            let square = Square::new(b & !PATH_END).ok_or(LinkError::Damaged)?;
            path.push(square.to_string());
            if b & PATH_END == 0 {
                continue;
            }
            let ply = game.moves().len() + 1;
            let text = path.join("-");
            path.clear();
            game.play_text(&text)
                .map_err(|error| LinkError::BadMove { ply, error })?;
        }
        if !path.is_empty() {
            return Err(LinkError::Damaged);
        }
        Ok(GameLink { id, game })
    }
}

/// How a link's game stands to a game of the same id kept already: what a friend's reply may
/// do to the game a player has. Only a link that carries the kept game further may replace it;
/// an older link (a message read twice, a reply overtaken) or one that went another way is
/// never allowed to overwrite what the player has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkRelation {
    /// The same game, move for move.
    Same,
    /// The kept game with more moves after it.
    Extends,
    /// The kept game as it was some moves ago.
    Older,
    /// Other rules, another start, or moves that part from the kept game's.
    Diverges,
    /// The kept game carried further, but not by the sender's moves alone: a reply may only
    /// add moves of the side that sends it (see [`GameLink::reply_to`]).
    NotTheirMoves,
}

impl GameLink {
    /// How this link's game stands to `kept`, a game of the same id (the ids are the caller's
    /// to compare).
    ///
    /// ```
    /// use alquerque_core::{Game, GameLink, LinkRelation, Rules};
    ///
    /// let mut kept = Game::new(Rules::default());
    /// kept.play_text("c2-c3").unwrap();
    /// let mut reply = kept.clone();
    /// let answer = reply.legal_moves().into_vec()[0];
    /// reply.play(answer).unwrap();
    /// let link = GameLink { id: 7, game: reply };
    /// assert_eq!(link.relation_to(&kept), LinkRelation::Extends);
    /// // Read the other way round, the kept game is the newer one.
    /// let old = GameLink { id: 7, game: kept.clone() };
    /// assert_eq!(old.relation_to(&link.game), LinkRelation::Older);
    /// ```
    pub fn relation_to(&self, kept: &Game) -> LinkRelation {
        let (mine, theirs) = (self.game.moves(), kept.moves());
        if self.game.rules() != kept.rules() || self.game.start() != kept.start() {
            return LinkRelation::Diverges;
        }
        let shared = mine.len().min(theirs.len());
        if mine[..shared] != theirs[..shared] {
            return LinkRelation::Diverges;
        }
        match mine.len().cmp(&theirs.len()) {
            std::cmp::Ordering::Equal => LinkRelation::Same,
            std::cmp::Ordering::Greater => LinkRelation::Extends,
            std::cmp::Ordering::Less => LinkRelation::Older,
        }
    }
}

impl GameLink {
    /// How this link stands to `kept` as a reply from the player of `sender` (a friend's
    /// link to the person's game): as [`GameLink::relation_to`], except that a link carrying
    /// the game further with any move `sender` had no turn to play (the receiver's own side's,
    /// made up by whoever wrote the link) is [`LinkRelation::NotTheirMoves`].
    ///
    /// ```
    /// use alquerque_core::{Color, Game, GameLink, LinkRelation, Rules};
    ///
    /// let kept = Game::new(Rules::default());
    /// let mut reply = kept.clone();
    /// reply.play_text("c2-c3").unwrap(); // White's move
    /// let link = GameLink { id: 7, game: reply };
    /// assert_eq!(link.reply_to(&kept, Color::White), LinkRelation::Extends);
    /// // The person plays White here: a link may not play White's moves for them.
    /// assert_eq!(link.reply_to(&kept, Color::Black), LinkRelation::NotTheirMoves);
    /// ```
    pub fn reply_to(&self, kept: &Game, sender: Color) -> LinkRelation {
        let relation = self.relation_to(kept);
        if relation != LinkRelation::Extends {
            return relation;
        }
        let mut game = kept.clone();
        for &mv in &self.game.moves()[kept.moves().len()..] {
            if game.turn() != sender || game.play(mv).is_err() {
                return LinkRelation::NotTheirMoves;
            }
        }
        LinkRelation::Extends
    }
}

/// The code of a link whose bytes before the checksum are `body`: the checksum added and the
/// bytes written in the link's alphabet. For the fuzzer, which writes bodies (random bytes
/// would almost never carry the right checksum, and so would only ever test it).
pub fn seal(body: &[u8]) -> String {
    let mut bytes = body.to_vec();
    bytes.extend_from_slice(&checksum(body).to_le_bytes());
    encode(&bytes)
}

/// The code after each [`GameLink::PREFIX`] in `text`, in order (empty where a prefix has
/// none after it).
fn codes_in(text: &str) -> Vec<&str> {
    text.match_indices(GameLink::PREFIX)
        .map(|(at, prefix)| {
            let rest = &text[at + prefix.len()..];
            let end = rest
                .find(|c: char| !c.is_ascii_alphanumeric() && c != '-' && c != '_')
                .unwrap_or(rest.len());
            &rest[..end]
        })
        .collect()
}

/// Reads a link's bytes in order; running out is damage.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], LinkError> {
        let end = self.at.checked_add(n).ok_or(LinkError::Damaged)?;
        let taken = self.bytes.get(self.at..end).ok_or(LinkError::Damaged)?;
        self.at = end;
        Ok(taken)
    }

    fn byte(&mut self) -> Result<u8, LinkError> {
        Ok(self.take(1)?[0])
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], LinkError> {
        let mut out = [0; N];
        out.copy_from_slice(self.take(N)?);
        Ok(out)
    }
}

/// The most characters a game of [`GameLink::MAX_PLIES`] plies can take: the header with
/// the longest start a byte counts, two points a ply, a point more for each piece a capture
/// takes beyond its first (at most every point's piece), and the checksum, four characters
/// for every three bytes.
const WORST_CASE_CHARS: usize = {
    let header = 1 + 8 + 1 + 1 + 2 + 1 + 1 + u8::MAX as usize;
    let moves = 2 * GameLink::MAX_PLIES + 25;
    (header + moves + CHECKSUM_BYTES).div_ceil(3) * 4
};
const _: () = assert!(WORST_CASE_CHARS <= GameLink::MAX_CHARS);

/// FNV-1a, 32 bits: enough to tell a damaged link (a messenger's cut, a changed character)
/// from a sound one. (It does not guard against a forged link, which needs no guard: any link
/// is read as an untrusted game and checked move by move.)
fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

/// The bytes of `code`, or `None` for a character outside the alphabet or a length no code has.
fn decode(code: &str) -> Option<Vec<u8>> {
    let digits: Vec<u32> = code
        .bytes()
        .map(|c| ALPHABET.iter().position(|&a| a == c).map(|d| d as u32))
        .collect::<Option<_>>()?;
    if digits.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &d)| n | d << (18 - 6 * i));
        let whole = chunk.len() - 1;
        for i in 0..whole {
            out.push((n >> (16 - 8 * i)) as u8);
        }
        // The bits past the last whole byte are zero in a code this module wrote: a code with
        // others set would read as the same bytes, and its damage would go unnoticed.
        if n & (0xff_ffff >> (8 * whole)) != 0 {
            return None;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(record: &str) -> Game {
        Game::from_record(record).expect("valid record")
    }

    fn round_trip(g: &Game, id: u64) -> GameLink {
        let link = GameLink {
            id,
            game: g.clone(),
        };
        GameLink::from_text(&link.to_url().expect("fits")).expect("reads back")
    }

    #[test]
    fn codes_round_trip_for_every_length() {
        for bytes in 0..40usize {
            let data: Vec<u8> = (0..bytes).map(|i| (i * 37 + 11) as u8).collect();
            assert_eq!(decode(&encode(&data)).as_deref(), Some(&data[..]));
        }
        assert_eq!(decode("A"), None, "a length no code has");
        assert_eq!(decode("AB=C"), None, "a character outside the alphabet");
    }

    #[test]
    fn games_round_trip_with_their_rules_start_and_moves() {
        let cases = [
            "1. c2-c3 c4-c2 2. c1-c3 *",
            "[Variant \"alfonso\"]\n[NoCaptureDraw \"30\"]\n\n1. c2-c3 *",
            "[Reversal \"allowed\"]\n\n*",
            "[Position \"-----/--b--/-b---/-w---/----- w - 0\"]\n\n1. b2-b4-d4 *",
        ];
        for (i, record) in cases.into_iter().enumerate() {
            let g = game(record);
            let back = round_trip(&g, u64::MAX - i as u64);
            assert_eq!(back.id, u64::MAX - i as u64);
            assert_eq!(back.game.rules(), g.rules(), "{record}");
            assert_eq!(back.game.start(), g.start(), "{record}");
            assert_eq!(back.game.moves(), g.moves(), "{record}");
        }
    }

    #[test]
    fn a_whole_game_fits_a_message() {
        // A game played to its end by the engine's playout policy is a few hundred characters.
        let mut g = Game::new(Rules::default());
        let mut rng = crate::search::rng::Rng::new(3);
        while !g.status().is_over() {
            let moves = g.legal_moves();
            let mv = moves[rng.below(moves.len() as u32) as usize];
            g.play(mv).expect("legal");
        }
        let url = GameLink {
            id: 1,
            game: g.clone(),
        }
        .to_url()
        .expect("fits");
        assert!(
            url.len() < 400,
            "{} characters for {} plies",
            url.len(),
            g.moves().len()
        );
        assert_eq!(round_trip(&g, 1).game.status(), g.status());
    }

    #[test]
    fn damage_is_noticed() {
        let url = GameLink {
            id: 7,
            game: game("1. c2-c3 c4-c2 2. c1-c3 a3-c1 *"),
        }
        .to_url()
        .expect("fits");
        // Cut anywhere, or any one character changed, the link is refused.
        for cut in GameLink::PREFIX.len() + 1..url.len() {
            assert!(GameLink::from_text(&url[..cut]).is_err(), "cut at {cut}");
        }
        for at in GameLink::PREFIX.len()..url.len() {
            for c in ['A', 'z', '0', '_'] {
                let mut changed = url.clone().into_bytes();
                if changed[at] == c as u8 {
                    continue;
                }
                changed[at] = c as u8;
                let changed = String::from_utf8(changed).expect("ascii");
                assert!(GameLink::from_text(&changed).is_err(), "{changed}");
            }
        }
    }

    #[test]
    fn hostile_texts_are_refused_with_a_reason() {
        let refused = |text: &str| GameLink::from_text(text).expect_err(text);
        assert_eq!(refused(""), LinkError::NoLink);
        assert_eq!(refused("see alquerque://game/"), LinkError::NoLink);
        assert_eq!(
            refused(&"A".repeat(GameLink::MAX_CHARS + 1)),
            LinkError::TooLong
        );
        assert_eq!(refused("not a link at all"), LinkError::NoLink);
        assert_eq!(refused("\u{0}\u{7f}é漢"), LinkError::NoLink);
        assert_eq!(refused("alquerque://game/AQ=="), LinkError::Damaged);
        assert_eq!(
            refused("AQAB"),
            LinkError::Damaged,
            "a code alone, too short"
        );
        // Sound checksums around bodies that are not games.
        let sealed = |body: &[u8]| format!("{}{}", GameLink::PREFIX, seal(body));
        let head = |variant: u8, reversal: u8| {
            let mut b = vec![VERSION];
            b.extend_from_slice(&9u64.to_le_bytes());
            b.extend_from_slice(&[variant, reversal, 50, 0]);
            b
        };
        assert_eq!(refused(&sealed(&[2])), LinkError::NewerVersion);
        assert_eq!(refused(&sealed(&[VERSION, 1, 2])), LinkError::Damaged);
        assert_eq!(
            refused(&sealed(&[head(2, 0), vec![0]].concat())),
            LinkError::UnknownRules
        );
        assert_eq!(
            refused(&sealed(&[head(0, 2), vec![0]].concat())),
            LinkError::UnknownRules
        );
        let text_start = |text: &str| {
            let mut b = head(0, 0);
            b.extend_from_slice(&[TEXT_START, text.len() as u8]);
            b.extend_from_slice(text.as_bytes());
            b
        };
        assert!(matches!(
            refused(&sealed(&text_start("bbbbb/bbbbb/bb-ww/wwwww w - 0"))),
            LinkError::BadStart(_)
        ));
        let mut cut_start = head(0, 0);
        cut_start.extend_from_slice(&[TEXT_START, 35]);
        cut_start.extend_from_slice(b"bbbbb/bbbbb");
        assert_eq!(
            refused(&sealed(&cut_start)),
            LinkError::Damaged,
            "a start cut short"
        );
        // c2-c4 is no move; a point past the board; a path left open.
        let c2 = Square::C2.index() as u8;
        let c3 = Square::C3.index() as u8;
        let c4 = Square::C4.index() as u8;
        let moves = |m: &[u8]| sealed(&[head(0, 0), vec![USUAL_START], m.to_vec()].concat());
        assert!(matches!(
            refused(&moves(&[c2, c4 | PATH_END])),
            LinkError::BadMove { ply: 1, .. }
        ));
        assert_eq!(refused(&moves(&[c2, 25 | PATH_END])), LinkError::Damaged);
        assert_eq!(refused(&moves(&[c2, c3])), LinkError::Damaged);
        assert!(matches!(
            refused(&moves(&[c2 | PATH_END])),
            LinkError::BadMove {
                ply: 1,
                error: PlayError::Parse(_)
            }
        ));
        // A move after the game's end (Black's last piece gone) is refused as the game refuses it.
        let over = "-----/-----/--b--/--w--/----- w - 0";
        let mut b = text_start(over);
        let (c2_, c4_) = (Square::C2.index() as u8, Square::C4.index() as u8);
        b.extend_from_slice(&[
            c2_,
            c4_ | PATH_END,
            c4_,
            Square::C5.index() as u8 | PATH_END,
        ]);
        assert!(matches!(
            refused(&sealed(&b)),
            LinkError::BadMove {
                ply: 2,
                error: PlayError::GameOver(_)
            }
        ));
        // Every error has words for a player.
        assert!(!LinkError::Damaged.to_string().is_empty());
    }
}
