//! Games with friends far away: any number of games played by links, side by side with the
//! app's game against the computer, kept in the app's [`Store`] as one document.
//!
//! Every decision about them is made here:
//! - A link for a game in the list replaces it only when it carries it further by the
//!   friend's moves alone (the core's [`GameLink::reply_to`]); an older link, one whose moves
//!   went another way, or one adding a move of the person's own side, is refused and the
//!   game kept as it is. A link for a new game adds it, the person on the side to move.
//! - What the list keeps it can write and read back: no game enters it (a link, a session's
//!   move) whose link would be longer than a link may be, so a list the app wrote is never
//!   set aside at the next launch; a session refuses a move past [`GameLink::MAX_PLIES`]
//!   before it is played.
//! - Every change bumps the game's version; a session keeps its game only over the version
//!   it last read, so two sessions of one game (two screens) never overwrite each other: the
//!   second is told the game moved on. One folder has one list: a second list opened on the
//!   same folder (the same store, or another store of it) is the first.
//! - A damaged, hostile or oversized link (or shared text, or file) is refused with the core's
//!   reason and touches nothing; at most [`MAX_FRIEND_GAMES`] games are kept.
//! - The statistics leave these games out: a game with a friend is neither against the
//!   computer nor between two people on this device, and its sessions carry no identifier
//!   for them (see `game/friend.rs`).
//! - Each game has a name: asked when the game begins (the state offers `Game of 28 Nov`,
//!   the day in UTC), given to a game a link adds, and changed by [`FriendGames::rename`].
//!   A name from outside is cleaned ([`clean_name`]): no control characters, spaces
//!   collapsed, at most [`MAX_NAME_CHARS`] characters; one left empty changes nothing.
//! - A game removed is kept for an undo ([`FriendGames::undo_remove`]) until the list's next
//!   change.
//! - The list's document (`friend-games.txt`): a first line naming the form, then one line a
//!   game: its id, the person's side, the plies the friend has seen (`-` for none), the time
//!   it last changed (seconds since 1970), the game as its link, and its name (the rest of
//!   the line; the first form had none, and its games are named by their date). A document
//!   that cannot be read is set aside as every store document is; the games that read are
//!   kept, and the list's notice says so.

use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};
use std::time::{SystemTime, UNIX_EPOCH};

use alquerque_core::{Color, Game, GameLink, LinkError, LinkRelation, Rules};
use alquerque_text::Message;

use crate::board::records::{Options, Piece};
use crate::runtime::error::AlquerqueError;
use crate::runtime::language::say;
use crate::runtime::store::{Disk, Store, StoredDocument};

/// The most games with friends kept: more than anyone plays at once, and few enough that the
/// list's document stays small (each game is at most a link, [`GameLink::MAX_CHARS`]).
pub const MAX_FRIEND_GAMES: u32 = 64;

/// The most bytes read of a text shared with the app or a file opened as a link: far more
/// than a longest link with a messenger's words around it, and a bound on what a hostile
/// share costs.
pub const MAX_SHARED_BYTES: u64 = 64 * 1024;

/// The document of the list.
pub(crate) const FRIENDS_KEY: &str = "friend-games";

/// The first line of the document: its form, version 2 (a name after each link).
const HEADER: &str = "alquerque friend games 2";

/// The first line of the first form, without names: still read.
const HEADER_1: &str = "alquerque friend games 1";

/// The most characters a game's name keeps.
pub const MAX_NAME_CHARS: usize = 40;

/// `name` as a game's name: line breaks, tabs and runs of spaces made one space, control
/// characters (bidirectional controls, escapes and the like) dropped, the ends trimmed, at most
/// [`MAX_NAME_CHARS`] characters; `None` if nothing is left.
pub(crate) fn clean_name(name: &str) -> Option<String> {
    let mut out = String::new();
    for c in name.chars() {
        let invisible = c.is_control()
            || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FEFF}');
        // Line breaks and tabs part words as a space does.
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
            continue;
        }
        if invisible {
            continue;
        }
        if out.chars().count() >= MAX_NAME_CHARS {
            break;
        }
        out.push(c);
    }
    let out = out.trim_end().to_string();
    (!out.is_empty()).then_some(out)
}

/// The day and month (1 to 12) of `seconds` since 1970, in UTC.
fn day_and_month(seconds: u64) -> (u32, u32) {
    // Howard Hinnant's civil_from_days.
    let z = (seconds / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (day, month)
}

/// The name a game begun (or added by a link) at `seconds` gets unless the person gives
/// another: `Game of 28 Nov`.
fn default_name(seconds: u64) -> String {
    let (day, month) = day_and_month(seconds);
    say(&Message::new("friend-default-name")
        .count("day", day)
        .choice("month", MONTHS[month as usize - 1]))
}

/// The months' keys in the default name's message.
const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// One game with a friend.
#[derive(Clone)]
struct FriendGame {
    id: u64,
    me: Color,
    game: Game,
    /// The plies the friend has seen; `None` before any link went either way.
    sent: Option<usize>,
    /// When it last changed, in seconds since 1970.
    changed: u64,
    /// Bumped whenever the game changes in the list (a link replaced it, or a session kept
    /// a move), so a session that opened it before writes nothing over it: two sessions of
    /// one game never overwrite each other.
    version: u64,
    /// Whether the last change was a link's (else a session's): what a session out of date
    /// is told.
    by_link: bool,
    /// What the person calls it (cleaned, see [`clean_name`]).
    name: String,
}

#[derive(Default)]
struct Roster {
    games: Vec<FriendGame>,
    notice: Option<Message>,
    versions: u64,
    /// The game removed last and where it stood, for an undo, until the list's next change.
    removed: Option<(usize, FriendGame)>,
}

/// The list of games with friends, shared by the list screen and the sessions playing them.
pub(crate) struct Friends {
    store: Arc<Store>,
    roster: Mutex<Roster>,
    me: Weak<Friends>,
}

/// The games with friends. All methods are safe from any thread and never wait on the disk
/// (writes are queued on the store's thread).
#[derive(uniffi::Object)]
pub struct FriendGames {
    friends: Arc<Friends>,
    /// What this list's last action came to, in words (a link opened or refused, a game that
    /// could not be started or played, a file that could not be read), shown before the
    /// shared list's own notice. Each list screen's own: another list of the same folder
    /// (opened anew) has said nothing.
    said: Mutex<Option<String>>,
}

/// One game of the list as its row shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct FriendGameRow {
    /// The game's id (for [`FriendGames::play`] and [`FriendGames::remove`]).
    pub id: u64,
    /// `You play White`.
    pub side_text: String,
    /// `Your move`, `Send your move`, `Waiting for your friend`, or the result.
    pub turn_text: String,
    /// `12 moves played`.
    pub moves_text: String,
    /// The person is to move (or has a move to send): the row stands out.
    pub your_turn: bool,
    /// When the game last changed, in seconds since 1970 (the apps write it their way).
    pub changed_seconds: u64,
    /// Its name: `Game of 28 Nov`, `Chess club`.
    pub name: String,
    /// The 25 points, a1 to e5, for the small picture of its board.
    pub pieces: Vec<Piece>,
    /// Draw the picture turned round (the person plays Black).
    pub flipped: bool,
    /// What a screen reader says for the whole row.
    pub accessibility_label: String,
}

/// The offer to bring back the game just removed.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RemovedNotice {
    /// `“Game of 28 Nov” removed`.
    pub text: String,
    /// `Undo`.
    pub undo_title: String,
}

/// Everything the list screen shows.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct FriendListState {
    /// `Games with friends`.
    pub heading: String,
    /// The games, those waiting for the person first, then the latest changed first.
    pub rows: Vec<FriendGameRow>,
    /// What to say when there are none.
    pub empty_text: Option<String>,
    /// `New game with a friend`.
    pub new_game_title: String,
    /// `Play White (you move first)`, `Play Black (your friend moves first)`.
    pub play_white_title: String,
    /// As `play_white_title`, for Black.
    pub play_black_title: String,
    /// `Remove`.
    pub remove_title: String,
    /// `Rename`.
    pub rename_title: String,
    /// The name field's label: `Name of the game`.
    pub name_label: String,
    /// The name a game begun now gets unless the person types another: `Game of 28 Nov`.
    pub default_name: String,
    /// The most characters a name keeps.
    pub max_name_chars: u32,
    /// The game just removed can be brought back ([`FriendGames::undo_remove`]); gone with
    /// the list's next change.
    pub removed: Option<RemovedNotice>,
    /// Whether the list is full: a new game needs a game removed first.
    pub full: bool,
    /// The one line the list says: what the last action came to (a link opened or refused,
    /// a game that could not be started or played, a file that could not be read), else why
    /// the list was set aside or could not be saved. A tap on it dismisses it.
    pub notice: Option<String>,
    /// The screen's next step, drawn as the filled button: New game when no game waits for
    /// the person and there is room for one; none when a row is the next step (a game
    /// waiting for their move) or the list is full.
    pub primary: Option<FriendsAction>,
}

/// The friends list's buttons, for [`FriendListState::primary`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum FriendsAction {
    /// A new game with a friend.
    NewGame,
    /// The game just removed, back.
    UndoRemove,
}

/// What opening a link did: a game opened, or the link refused and nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LinkOpened {
    /// The game it opened, for [`FriendGames::play`]; `None` when the link was refused.
    pub id: Option<u64>,
    /// The game is new to the list.
    pub added: bool,
    /// What to tell the person: `Your friend's move is in: it is your turn.`, or why the
    /// link was refused.
    pub message: String,
}

impl LinkOpened {
    fn from(result: Result<LinkOpened, AlquerqueError>) -> LinkOpened {
        result.unwrap_or_else(|e| LinkOpened {
            id: None,
            added: false,
            message: e.to_string(),
        })
    }
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

fn side_word(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The link of game `id` as `game` stands, or why it cannot be written: the one check that
/// a game may enter the list, so the list holds nothing its document cannot write and read
/// back (a list the app wrote is never set aside at the next launch).
fn link_of(id: u64, game: &Game) -> Result<String, LinkError> {
    GameLink {
        id,
        game: game.clone(),
    }
    .to_url()
}

/// The document's line of `g`.
fn line(g: &FriendGame) -> Result<String, LinkError> {
    let sent = g.sent.map_or_else(|| "-".to_string(), |n| n.to_string());
    Ok(format!(
        "{:016x} {} {sent} {} {} {}",
        g.id,
        side_word(g.me),
        g.changed,
        link_of(g.id, &g.game)?,
        g.name
    ))
}

fn to_text(games: &[FriendGame]) -> Result<String, LinkError> {
    let mut text = format!("{HEADER}\n");
    for g in games {
        text.push_str(&line(g)?);
        text.push('\n');
    }
    Ok(text)
}

/// The game of one line, or why not.
fn parse_line(line: &str) -> Result<FriendGame, String> {
    let fields: Vec<&str> = line.splitn(6, ' ').collect();
    let (&[id, me, sent, changed, link], name) = (&fields[..fields.len().min(5)], fields.get(5))
    else {
        return Err("a line does not have the five fields of a game".to_string());
    };
    let id = u64::from_str_radix(id, 16).map_err(|_| format!("{id:.20} is not a game's id"))?;
    let me = match me {
        "white" => Color::White,
        "black" => Color::Black,
        _ => return Err("a game names no side".to_string()),
    };
    let link = GameLink::from_text(link).map_err(|e| e.to_string())?;
    if link.id != id {
        return Err("a game's link names another game".to_string());
    }
    let sent = match sent {
        "-" => None,
        n => Some(
            n.parse::<usize>()
                .ok()
                .filter(|&n| n <= link.game.moves().len())
                .ok_or("a game's count of plies sent is not one of its plies")?,
        ),
    };
    let changed = changed
        .parse()
        .map_err(|_| "a game's time is not a time".to_string())?;
    // A name the document cannot hold as it is was not written by the app.
    let name = match name {
        Some(name) => Some(
            clean_name(name)
                .filter(|clean| clean == name)
                .ok_or("a game's name is not one the app writes")?,
        ),
        None => None,
    };
    Ok(FriendGame {
        id,
        me,
        game: link.game,
        sent,
        changed,
        version: 0,
        by_link: false,
        name: name.unwrap_or_else(|| default_name(changed)),
    })
}

/// The games of the document `text`, and why any part of it could not be read.
fn parse(text: &str) -> (Vec<FriendGame>, Option<String>) {
    let mut lines = text.lines();
    if !matches!(lines.next(), Some(HEADER | HEADER_1)) {
        return (
            Vec::new(),
            Some("it is not a list of games with friends".to_string()),
        );
    }
    let mut games: Vec<FriendGame> = Vec::new();
    let mut problem = None;
    for l in lines.filter(|l| !l.is_empty()) {
        match parse_line(l) {
            Ok(_) if games.len() >= MAX_FRIEND_GAMES as usize => {
                problem.get_or_insert(format!("it holds more than {MAX_FRIEND_GAMES} games"));
            }
            Ok(g) if games.iter().any(|h| h.id == g.id) => {
                problem.get_or_insert("it holds a game twice".to_string());
            }
            Ok(g) => games.push(g),
            Err(e) => {
                problem.get_or_insert(e);
            }
        }
    }
    (games, problem)
}

/// The list as the store's thread finds it: a document with a part that cannot be read is
/// set aside (kept as it was) and the games that read are written back in its place.
fn read_roster(disk: &mut Disk) -> (Vec<FriendGame>, Option<Message>) {
    let (games, problem) = match disk.read(FRIENDS_KEY) {
        StoredDocument::Missing => (Vec::new(), None),
        StoredDocument::Found { text } => {
            let (games, problem) = parse(&text);
            // What in the list could not be read is for the log, in the developers' words;
            // the player is told that part of it could not be read.
            if let Some(problem) = &problem {
                log::warn!("the list of games with friends is damaged: {problem}");
            }
            let problem = problem.map(|_| Message::new("friend-list-set-aside-part"));
            if problem.is_some() && disk.set_aside(FRIENDS_KEY).is_ok() && !games.is_empty() {
                let written = to_text(&games)
                    .map_err(|e| e.message())
                    .and_then(|text| disk.write(FRIENDS_KEY, &text));
                if let Err(e) = written {
                    log::warn!("could not write the games with friends back: {}", say(&e));
                }
            }
            (games, problem)
        }
        StoredDocument::Unreadable { reason, .. } => (
            Vec::new(),
            Some(
                Message::new("friend-list-set-aside").text("reason", reason.trim_end_matches('.')),
            ),
        ),
    };
    (games, problem)
}

/// The lists open now, one a folder: a second list of a folder is the first, so two lists
/// (two screens, two stores of one folder) never write over each other's games.
static OPEN_LISTS: Mutex<Vec<Weak<Friends>>> = Mutex::new(Vec::new());

/// The list open for `store`'s folder, if any.
fn open_list(lists: &mut Vec<Weak<Friends>>, store: &Store) -> Option<Arc<Friends>> {
    lists.retain(|l| l.strong_count() > 0);
    lists
        .iter()
        .filter_map(Weak::upgrade)
        .find(|f| f.store.same_folder(store))
}

fn open_lists() -> MutexGuard<'static, Vec<Weak<Friends>>> {
    // The registry is only ever pushed to or pruned: carry on.
    OPEN_LISTS.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Opens the list of games with friends kept in `store` (read on the store's thread). A list
/// of the same folder open already is shared, not read again: one list of games a folder.
#[uniffi::export]
pub async fn open_friend_games(store: Arc<Store>) -> Arc<FriendGames> {
    if let Some(friends) = open_list(&mut open_lists(), &store) {
        return Arc::new(FriendGames::of(friends));
    }
    let (games, notice) = store.run(read_roster).await;
    let mut lists = open_lists();
    // Another list of the folder may have opened while this one was read: join it.
    if let Some(friends) = open_list(&mut lists, &store) {
        return Arc::new(FriendGames::of(friends));
    }
    let friends = Arc::new_cyclic(|me| Friends {
        store,
        roster: Mutex::new(Roster {
            games,
            notice,
            versions: 0,
            removed: None,
        }),
        me: me.clone(),
    });
    lists.push(Arc::downgrade(&friends));
    Arc::new(FriendGames::of(friends))
}

fn refused(reason: Message) -> AlquerqueError {
    AlquerqueError::InvalidRecord(reason)
}

fn link_refused(e: &LinkError) -> AlquerqueError {
    refused(Message::new("friend-link-refused").message("reason", e.message()))
}

impl Friends {
    fn lock(&self) -> MutexGuard<'_, Roster> {
        // Every change completes before anything that could panic: carry on.
        self.roster.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues the list's document; a failure is the list's notice. Every change to the list
    /// goes through here: the game removed before it can no longer be brought back.
    fn persist(&self, roster: &mut Roster) {
        roster.removed = None;
        self.write(roster);
    }

    /// Queues the list's document as it is.
    fn write(&self, roster: &mut Roster) {
        let text = match to_text(&roster.games) {
            Ok(text) => text,
            Err(e) => {
                // Never reached: no game enters the list that its document cannot hold
                // (`link_of`). Were one there, the document on the disk is left as it was.
                roster.notice =
                    Some(Message::new("friend-list-not-saved").message("reason", e.message()));
                return;
            }
        };
        let me = self.me.clone();
        self.store.write_then(
            FRIENDS_KEY,
            text,
            Some(Box::new(move |result: &Result<(), Message>| {
                if let (Err(reason), Some(friends)) = (result, me.upgrade()) {
                    friends.lock().notice = Some(
                        Message::new("friend-list-not-saved").message("reason", reason.clone()),
                    );
                }
            })),
        );
    }

    /// Whether a session holding game `id` at `version` is still current: the game is in
    /// the list and nothing changed it since (a link, or another session of it); else why.
    pub(crate) fn current(&self, id: u64, version: u64) -> Result<(), Message> {
        let roster = self.lock();
        check_current(&roster, id, version).map(|_| ())
    }

    /// Keeps a session's game `id` opened at `version`, with `sent` plies seen by the friend,
    /// and hands back the game's new version (for the session's next change); refused (the
    /// list left as it is) if the game was removed or changed since (a link came in, or
    /// another session of it kept a move), or if its link would be too long to send.
    pub(crate) fn keep(
        &self,
        id: u64,
        version: u64,
        game: &Game,
        sent: Option<usize>,
    ) -> Result<u64, Message> {
        let mut roster = self.lock();
        let at = check_current(&roster, id, version)?;
        let g = &roster.games[at];
        if g.game.moves() == game.moves() && g.sent == sent {
            return Ok(version);
        }
        link_of(id, game).map_err(|e| e.message())?;
        roster.versions += 1;
        let versions = roster.versions;
        let g = &mut roster.games[at];
        g.game = game.clone();
        g.sent = sent;
        g.changed = now();
        g.version = versions;
        g.by_link = false;
        self.persist(&mut roster);
        Ok(versions)
    }

    /// Adds a game, unless the list is full.
    fn add(&self, roster: &mut Roster, game: FriendGame) -> Result<(), AlquerqueError> {
        if roster.games.len() >= MAX_FRIEND_GAMES as usize {
            return Err(AlquerqueError::Storage(
                Message::new("friend-list-full").count("max", i64::from(MAX_FRIEND_GAMES)),
            ));
        }
        roster.games.push(game);
        self.persist(roster);
        Ok(())
    }

    fn open_link(&self, text: &str) -> Result<LinkOpened, AlquerqueError> {
        let link = GameLink::from_text(text).map_err(|e| link_refused(&e))?;
        // Kept only if the list can write it back as it read it.
        link.code().map_err(|e| link_refused(&e))?;
        let mut roster = self.lock();
        let opened = |id, added, message: Message| LinkOpened {
            id: Some(id),
            added,
            message: say(&message),
        };
        let Some(at) = roster.games.iter().position(|g| g.id == link.id) else {
            let me = link.game.turn();
            let id = link.id;
            let plies = link.game.moves().len();
            self.add(
                &mut roster,
                FriendGame {
                    id,
                    me,
                    game: link.game,
                    sent: Some(plies),
                    changed: now(),
                    version: 0,
                    by_link: true,
                    name: default_name(now()),
                },
            )?;
            let said = Message::new("friend-link-added").choice("side", side_word(me));
            return Ok(opened(id, true, said));
        };
        // A reply carries the friend's moves only: never a move of the person's own side.
        let friend = roster.games[at].me.other();
        match link.reply_to(&roster.games[at].game, friend) {
            LinkRelation::Same => Ok(opened(link.id, false, Message::new("friend-link-same"))),
            LinkRelation::Older => Err(refused(Message::new("friend-link-older"))),
            LinkRelation::Diverges => Err(refused(Message::new("friend-link-diverges"))),
            LinkRelation::NotTheirMoves => Err(refused(Message::new("friend-link-not-theirs"))),
            LinkRelation::Extends => {
                roster.versions += 1;
                let version = roster.versions;
                let g = &mut roster.games[at];
                g.sent = Some(link.game.moves().len());
                g.game = link.game;
                g.changed = now();
                g.version = version;
                g.by_link = true;
                let said = turn_said(g);
                self.persist(&mut roster);
                Ok(opened(link.id, false, said))
            }
        }
    }
}

/// Where game `id` is in the list, if a session holding it at `version` is current; else why
/// not: removed, or changed since by a link or by another session of it.
fn check_current(roster: &Roster, id: u64, version: u64) -> Result<usize, Message> {
    let at = roster
        .games
        .iter()
        .position(|g| g.id == id)
        .ok_or_else(|| Message::new("friend-game-gone"))?;
    match &roster.games[at] {
        g if g.version == version => Ok(at),
        g if g.by_link => Err(Message::new("friend-game-moved-on")),
        _ => Err(Message::new("friend-game-played-elsewhere")),
    }
}

/// What a link that carried a game further says: the person's turn, or the result.
fn turn_said(g: &FriendGame) -> Message {
    if g.game.status().is_over() {
        Message::new("friend-link-updated-over").message("result", g.game.status().message())
    } else {
        Message::new("friend-link-updated")
    }
}

/// Where the game stands for the person playing `me`, having sent `sent` plies of it.
pub(crate) fn turn_message(game: &Game, me: Color, sent: Option<usize>) -> Message {
    let status = game.status();
    let unsent = sent != Some(game.moves().len());
    if status.is_over() {
        status.message()
    } else if game.turn() == me {
        Message::new("friend-your-move")
    } else if unsent && game.moves().is_empty() {
        Message::new("friend-send-invite")
    } else if unsent {
        Message::new("friend-send-your-move")
    } else {
        Message::new("friend-waiting")
    }
}

/// What a session needs to play one game of the list (see `game/friend.rs`, which opens it:
/// the list knows nothing of sessions).
pub(crate) struct FriendGameOpened {
    pub(crate) friends: Arc<Friends>,
    pub(crate) id: u64,
    pub(crate) me: Color,
    pub(crate) game: Game,
    pub(crate) sent: Option<usize>,
    pub(crate) version: u64,
}

impl FriendGames {
    /// Game `id` as it stands in the list, for a session to play it.
    pub(crate) fn opened(&self, id: u64) -> Result<FriendGameOpened, AlquerqueError> {
        let roster = self.friends.lock();
        let g = roster
            .games
            .iter()
            .find(|g| g.id == id)
            .ok_or_else(|| refused(Message::new("friend-game-gone")))?
            .clone();
        Ok(FriendGameOpened {
            friends: Arc::clone(&self.friends),
            id: g.id,
            me: g.me,
            game: g.game,
            sent: g.sent,
            version: g.version,
        })
    }
}

fn row(g: &FriendGame) -> FriendGameRow {
    let turn = turn_message(&g.game, g.me, g.sent);
    let over = g.game.status().is_over();
    let side_text = say(&Message::new("friend-row-side").choice("side", side_word(g.me)));
    let turn_text = say(&turn);
    let moves_text =
        say(&Message::new("friend-row-moves").count("count", g.game.moves().len() as i64));
    FriendGameRow {
        id: g.id,
        accessibility_label: format!("{}. {side_text}. {turn_text}. {moves_text}.", g.name),
        side_text,
        turn_text,
        moves_text,
        your_turn: !over && (g.game.turn() == g.me || g.sent != Some(g.game.moves().len())),
        changed_seconds: g.changed,
        name: g.name.clone(),
        pieces: Piece::all(g.game.position()),
        flipped: g.me == Color::Black,
    }
}

#[uniffi::export]
impl FriendGames {
    /// Everything the list screen shows.
    pub fn state(&self) -> FriendListState {
        let roster = self.friends.lock();
        let mut games: Vec<&FriendGame> = roster.games.iter().collect();
        let mut rows: Vec<FriendGameRow> = Vec::with_capacity(games.len());
        games.sort_by_key(|g| std::cmp::Reverse(g.changed));
        rows.extend(games.into_iter().map(row));
        // Stable: the latest first within each group.
        rows.sort_by_key(|r| !r.your_turn);
        let play =
            |side: Color| say(&Message::new("friend-play-as").choice("side", side_word(side)));
        let full = roster.games.len() >= MAX_FRIEND_GAMES as usize;
        let waiting = rows.iter().any(|r| r.your_turn);
        FriendListState {
            heading: say(&Message::new("friend-list-heading")),
            empty_text: rows
                .is_empty()
                .then(|| say(&Message::new("friend-list-empty"))),
            rows,
            new_game_title: say(&Message::new("friend-new-game")),
            play_white_title: play(Color::White),
            play_black_title: play(Color::Black),
            remove_title: say(&Message::new("friend-remove")),
            rename_title: say(&Message::new("friend-rename")),
            name_label: say(&Message::new("friend-name-label")),
            default_name: default_name(now()),
            max_name_chars: MAX_NAME_CHARS as u32,
            removed: roster.removed.as_ref().map(|(_, g)| RemovedNotice {
                text: say(&Message::new("friend-removed").text("name", g.name.clone())),
                undo_title: say(&Message::new("friend-undo-remove")),
            }),
            full,
            primary: (!full && !waiting).then_some(FriendsAction::NewGame),
            notice: self
                .said()
                .clone()
                .or_else(|| roster.notice.as_ref().map(say)),
        }
    }

    /// Begins a new game with a friend, the person playing `side` under `rules_of` 's rules
    /// (the app's game's options), named `name` (cleaned; the state's `default_name` if
    /// nothing is left), and hands back its id. White moves first: playing Black, the person
    /// sends the game at once, for the friend to begin. `None` when refused (the list full,
    /// or not saved): the state's notice says why.
    pub fn start(&self, side: Color, rules_of: Options, name: String) -> Option<u64> {
        let started = self.try_start(side, rules_of, &name);
        self.heard(started)
    }

    /// Renames game `id` to `name`, cleaned as every name from outside is (control characters
    /// dropped, at most `MAX_NAME_CHARS` characters); whether it changed (a name left empty, or
    /// a game not in the list, changes nothing).
    pub fn rename(&self, id: u64, name: String) -> bool {
        let Some(name) = clean_name(&name) else {
            return false;
        };
        let mut roster = self.friends.lock();
        let Some(g) = roster.games.iter_mut().find(|g| g.id == id) else {
            return false;
        };
        if g.name == name {
            return false;
        }
        g.name = name;
        self.friends.persist(&mut roster);
        true
    }

    /// Says `text` on the list (why a file that came in could not be read); nothing changes.
    pub fn tell(&self, text: String) {
        *self.said() = Some(text);
    }

    /// Removes game `id` at once (a swipe or a long press); the state's `removed` then offers
    /// to bring it back ([`FriendGames::undo_remove`]) until the list's next change. Whether
    /// it was there.
    pub fn remove(&self, id: u64) -> bool {
        let mut roster = self.friends.lock();
        let Some(at) = roster.games.iter().position(|g| g.id == id) else {
            return false;
        };
        let game = roster.games.remove(at);
        self.friends.persist(&mut roster);
        roster.removed = Some((at, game));
        true
    }

    /// Brings back the game removed last, where it stood, if nothing changed the list since;
    /// whether it did.
    pub fn undo_remove(&self) -> bool {
        let mut roster = self.friends.lock();
        let Some((at, game)) = roster.removed.take() else {
            return false;
        };
        let at = at.min(roster.games.len());
        roster.games.insert(at, game);
        self.friends.write(&mut roster);
        true
    }

    /// Opens the game a link holds, from the link alone or a message around it: a new game
    /// joins the list with the person on the side to move; a game in the list takes the link
    /// only if it carries it further. Anything else is refused with the reason (the
    /// outcome's message, its id `None`) and changes nothing. What came of it is also the
    /// state's notice.
    pub fn open_link(&self, text: String) -> LinkOpened {
        self.said_of(LinkOpened::from(if text.len() as u64 > MAX_SHARED_BYTES {
            Err(link_refused(&LinkError::TooLong))
        } else {
            self.friends.open_link(&text)
        }))
    }

    /// As [`FriendGames::open_link`], for the bytes of a file or a share that may not be text.
    pub fn open_link_bytes(&self, bytes: Vec<u8>) -> LinkOpened {
        self.said_of(LinkOpened::from(if bytes.len() as u64 > MAX_SHARED_BYTES {
            Err(link_refused(&LinkError::TooLong))
        } else {
            String::from_utf8(bytes)
                .map_err(|_| link_refused(&LinkError::Damaged))
                .and_then(|text| self.friends.open_link(&text))
        }))
    }

    /// Hides the notice.
    pub fn dismiss_notice(&self) {
        self.friends.lock().notice = None;
        *self.said() = None;
    }
}

impl FriendGames {
    /// `result`'s value; a refusal's reason becomes the list's notice.
    pub(crate) fn heard<T>(&self, result: Result<T, AlquerqueError>) -> Option<T> {
        *self.said() = result.as_ref().err().map(AlquerqueError::to_string);
        result.ok()
    }

    /// `opened`, its words kept as the list's notice.
    fn said_of(&self, opened: LinkOpened) -> LinkOpened {
        *self.said() = Some(opened.message.clone());
        opened
    }

    /// A list screen's handle on the folder's list.
    fn of(friends: Arc<Friends>) -> FriendGames {
        FriendGames {
            friends,
            said: Mutex::new(None),
        }
    }

    /// What this list said last (written whole: carry on after a panic elsewhere).
    fn said(&self) -> MutexGuard<'_, Option<String>> {
        self.said.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn try_start(&self, side: Color, rules_of: Options, name: &str) -> Result<u64, AlquerqueError> {
        let mut roster = self.friends.lock();
        let mut id = alquerque_core::statistics::new_game_id();
        while roster.games.iter().any(|g| g.id == id) {
            id = alquerque_core::statistics::new_game_id();
        }
        let game = Game::new(Rules::new(rules_of.variant, rules_of.reversal_allowed));
        let game = FriendGame {
            id,
            me: side,
            game,
            sent: None,
            changed: now(),
            version: 0,
            by_link: false,
            name: clean_name(name).unwrap_or_else(|| default_name(now())),
        };
        self.friends.add(&mut roster, game)?;
        Ok(id)
    }
}

/// Whether shared text or a file's bytes hold a game link (a friend's game) rather than a game
/// record (for the app's game).
fn holds_game_link(bytes: Vec<u8>) -> bool {
    let prefix = GameLink::PREFIX.as_bytes();
    bytes.windows(prefix.len()).any(|w| w == prefix)
}

/// What a shared text or a file opened with the app holds, and so where the apps send it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SharedContent {
    /// A game link: to the games with friends ([`FriendGames::open_link_bytes`]).
    GameLink,
    /// Anything else is read as a game record: to the game screen, which opens it (Undo
    /// brings back its game) or says why it cannot.
    GameRecord,
}

/// Where shared text or a file's bytes go: decided here once for both phones.
#[uniffi::export]
pub fn shared_content(bytes: Vec<u8>) -> SharedContent {
    if holds_game_link(bytes) {
        SharedContent::GameLink
    } else {
        SharedContent::GameRecord
    }
}

/// [`MAX_SHARED_BYTES`], for the apps reading a share or a file.
#[cfg(feature = "testing")]
#[uniffi::export]
pub fn max_shared_bytes() -> u64 {
    MAX_SHARED_BYTES
}

/// What only the tests of the bindings (Rust, Kotlin on the JVM, Swift) call: left out of the phones' library.
#[cfg(feature = "testing")]
#[uniffi::export]
impl FriendGames {
    /// Waits until every change so far is on the disk (for tests, and before the app is
    /// stopped).
    pub async fn flush(&self) {
        self.friends.store.flush().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_from_outside_is_cleaned_and_bounded() {
        assert_eq!(
            clean_name("  Chess\t\tclub\r\n "),
            Some("Chess club".into())
        );
        assert_eq!(clean_name("a\u{0}b\u{1b}[31mc"), Some("ab[31mc".into()));
        assert_eq!(
            clean_name("\u{202E}evil\u{2066}\u{200B}"),
            Some("evil".into())
        );
        assert_eq!(clean_name(" \n\t\u{FEFF}"), None);
        assert_eq!(clean_name(""), None);
        let long = clean_name(&"é".repeat(500)).expect("a name");
        assert_eq!(long.chars().count(), MAX_NAME_CHARS);
        // Cut at the bound, no space is left at the end.
        let spaced = clean_name(&format!("{} tail", "a".repeat(MAX_NAME_CHARS - 1)));
        assert_eq!(spaced, Some("a".repeat(MAX_NAME_CHARS - 1)));
        // Arabic and other scripts are kept as they are.
        assert_eq!(clean_name("مباراة الأحد"), Some("مباراة الأحد".into()));
    }

    #[test]
    fn the_default_name_is_the_days_date() {
        assert_eq!(day_and_month(0), (1, 1));
        assert_eq!(day_and_month(86_400 * 31), (1, 2));
        // 28 November 2026, 12:00 UTC; 29 February 2024.
        assert_eq!(day_and_month(1_795_867_200), (28, 11));
        assert_eq!(day_and_month(1_709_208_000), (29, 2));
        let _english = crate::runtime::language::hold_english();
        assert_eq!(default_name(1_795_867_200), "Game of 28 Nov");
    }
}
