//! The session kept in the app's [`Store`]: the game opened at launch (a save that cannot be
//! read is set aside and the player told why a new game began), saved after every change on
//! the store's thread, and game records opened without losing the game they replace (undo
//! brings it back, across launches too).

use std::sync::Arc;

use alquerque_core::statistics::Finished;
use alquerque_core::{Game, Status};
use alquerque_text::Message;

use super::rated::Help;
use super::{lock, GameSession, State};
use crate::board::outcome::Outcome;
use crate::board::records::{Options, Player};
use crate::game::saved::{self, Restored};
use crate::runtime::error::AlquerqueError;
use crate::runtime::fingerprint::fingerprint;
use crate::runtime::language::say;
use crate::runtime::store::{Disk, Store, StoredDocument};

/// The document of the session: `session.txt` (the name the Android app used before).
pub(crate) const SESSION_KEY: &str = "session";
/// What the iOS app called it before: taken over at the first launch.
const OLD_SESSION_KEY: &str = "saved-game";
/// The game the last opened record replaced, with the fingerprint of the record's game.
const REPLACED_KEY: &str = "session-replaced";

/// Where the session is saved.
pub(super) struct Saving {
    store: Arc<Store>,
    /// The text written last: nothing is written again until it changes.
    last: String,
    /// Set when an unreadable save could not be set aside: nothing is saved over it, and
    /// this says so.
    blocked: Option<Message>,
}

/// The game a record replaced: brought back by undo while the game on screen is still the
/// record's game as it was opened.
pub(super) struct Replaced {
    options: Options,
    game: Game,
    game_id: Option<u64>,
    help: Option<Help>,
    /// The fingerprint of the opened game.
    opened: u64,
}

/// What tells the game a record opened from any other: its rules, start and moves played
/// (a move played and taken back since leaves it the same game).
fn game_fingerprint(game: &Game) -> u64 {
    fingerprint(&game.to_record())
}

/// What the store's thread found at launch.
struct Found {
    restored: Option<Restored>,
    first_launch: bool,
    notice: Option<Message>,
    blocked: Option<Message>,
    replaced: Option<Replaced>,
}

/// Reads and restores the session's documents (on the store's thread: a long game takes a
/// moment to replay).
fn read_session(disk: &mut Disk) -> Found {
    disk.adopt(OLD_SESSION_KEY, SESSION_KEY);
    let mut found = Found {
        restored: None,
        first_launch: false,
        notice: None,
        blocked: None,
        replaced: None,
    };
    let failure = match disk.read(SESSION_KEY) {
        StoredDocument::Missing => {
            found.first_launch = true;
            None
        }
        StoredDocument::Found { text } => match saved::restore(&text) {
            Ok(r) => {
                found.restored = Some(r);
                None
            }
            Err(reason) => Some((say(&reason), disk.set_aside(SESSION_KEY).is_ok())),
        },
        StoredDocument::Unreadable { reason, set_aside } => Some((reason, set_aside)),
    };
    if let Some((reason, set_aside)) = failure {
        let reason = reason.trim_end_matches('.');
        if set_aside {
            found.notice = Some(Message::new("notice-save-set-aside").text("reason", reason));
        } else {
            let blocked = Message::new("notice-save-blocked").text("reason", reason);
            found.notice = Some(blocked.clone());
            found.blocked = Some(blocked);
        }
    }
    if let StoredDocument::Found { text } = disk.read(REPLACED_KEY) {
        found.replaced = saved::restore(&text).ok().and_then(|r| {
            Some(Replaced {
                opened: r.replaced_by?,
                options: r.options,
                game: r.game,
                game_id: r.game_id,
                help: r.help,
            })
        });
    }
    found
}

/// Opens the app's game from `store`: the saved session, or a new game against the level a
/// newcomer can beat when there is none (the state then asks the first launch's question),
/// or a new game with the default options when the save cannot be read (it is set aside
/// first, and the state's notice says why). Reads and replays on the store's thread. From
/// then on the session saves itself to the store after every change. `seed` is for tests
/// (see [`GameSession::with_seed`]); the app passes `None`.
#[uniffi::export]
pub async fn open_game(store: Arc<Store>, seed: Option<u64>) -> Arc<GameSession> {
    let found = store.run(read_session).await;
    let (options, game, pending, game_id, help) = match found.restored {
        Some(r) => (r.options, r.game, r.pending, r.game_id, r.help),
        None => {
            // A first launch plays against a level a newcomer can beat; a save that could not
            // be read belonged to someone who has played before.
            let options = if found.first_launch {
                Options::first_launch()
            } else {
                Options::default()
            };
            let game = Game::new(super::rules_of(&options));
            (
                options,
                game,
                Vec::new(),
                Some(alquerque_core::statistics::new_game_id()),
                None,
            )
        }
    };
    let session = GameSession::build(options, game, seed);
    {
        let mut st = session.lock();
        st.game_id = game_id;
        // A game kept with perfect play shown was played with it.
        st.help = help.or_else(|| st.help_at_start());
        st.resume_entry(pending);
        st.first_game = found.first_launch;
        st.notice = found.notice;
        st.replaced = found.replaced;
        st.saving = Some(Saving {
            store,
            // Written once now: a new game, or the save read back in today's form.
            last: String::new(),
            blocked: found.blocked,
        });
        st.settle();
    }
    session
}

impl State {
    /// Queues the session's save if it changed since the last one. A failure shows in the
    /// notice (the game goes on in memory, and the next change tries again).
    pub(super) fn save(&mut self) {
        if self.friend.is_some() {
            self.keep_friend_game();
            return;
        }
        let text = self.saved_text();
        let Some(saving) = &mut self.saving else {
            return;
        };
        if let Some(blocked) = &saving.blocked {
            if self.notice.is_none() {
                self.notice = Some(blocked.clone());
            }
            return;
        }
        if text == saving.last {
            return;
        }
        saving.last = text.clone();
        let me = self.me.clone();
        saving.store.write_then(
            SESSION_KEY,
            text,
            Some(Box::new(move |result: &Result<(), Message>| {
                let (Err(reason), Some(shared)) = (result, me.upgrade()) else {
                    return;
                };
                let mut st = lock(&shared);
                st.notice =
                    Some(Message::new("notice-save-failed").message("reason", reason.clone()));
                // Try again with the next change.
                if let Some(saving) = &mut st.saving {
                    saving.last.clear();
                }
                st.teller.tell(None);
            })),
        );
    }

    /// Records the game that just ended in the statistics, once (see
    /// `crate::statistics::record`): against the computer when one side is a person and the
    /// other the AI, between two people when both are people; a game between two AIs, a game
    /// not counted (a record's) or a session kept nowhere records nothing.
    pub(super) fn record_result(&mut self) {
        if let Some(finished) = finished(&self.options, self.game.status()) {
            self.record(self.as_played(finished));
        }
    }

    /// Records `finished` as this game's result in the statistics, once.
    pub(super) fn record(&mut self, finished: Finished) {
        let (Some(id), Some(saving)) = (self.game_id, &self.saving) else {
            return;
        };
        let me = self.me.clone();
        crate::statistics::record(&saving.store, id, finished, move |notice, change| {
            if let Some(shared) = me.upgrade() {
                let mut st = lock(&shared);
                if notice.is_some() {
                    st.notice = notice;
                }
                if let Some(change) = change {
                    st.rating_change = Some((id, change));
                }
                st.teller.tell(None);
            }
        });
    }

    /// Keeps the game a record replaced (or forgets it: `None`) in the store too.
    fn keep_replaced(&mut self) {
        let text = match &self.replaced {
            Some(r) => saved::save_replaced(&r.options, &r.game, r.game_id, r.help, r.opened),
            None => String::new(),
        };
        if let Some(saving) = &self.saving {
            if saving.blocked.is_none() {
                saving.store.write_then(REPLACED_KEY, text, None);
            }
        }
    }

    /// Whether undo would bring back the game the last record replaced: the game on screen
    /// is that record's, as it was opened.
    pub(super) fn can_undo_record(&self) -> bool {
        self.replaced
            .as_ref()
            .is_some_and(|r| r.opened == game_fingerprint(&self.game))
    }

    /// Brings back the game the last record replaced.
    pub(super) fn undo_record(&mut self) {
        let Some(r) = self.replaced.take() else {
            return;
        };
        self.options = r.options;
        self.game = r.game;
        self.game_id = r.game_id;
        self.help = r.help;
        self.changed();
        self.keep_replaced();
    }

    fn open_record(&mut self, record: &str) -> Result<(), AlquerqueError> {
        let game = Game::from_record(record)
            .map_err(|e| AlquerqueError::InvalidRecord(Message::sentence(e.message())))?;
        // Opening a record over a record just opened keeps the game from before both: the
        // one a person played.
        let on_a_record = self.can_undo_record();
        let (options, before, game_id, help) = match self.replaced.take() {
            Some(r) if on_a_record => (r.options, r.game, r.game_id, r.help),
            _ => (
                self.options.clone(),
                self.game.clone(),
                self.game_id,
                self.help,
            ),
        };
        self.replaced = Some(Replaced {
            options,
            game: before,
            game_id,
            help,
            opened: game_fingerprint(&game),
        });
        let rules = game.rules();
        self.options.variant = rules.variant;
        self.options.reversal_allowed = rules.reversal_allowed;
        self.game = game;
        // A record is a game played elsewhere, or set up: the statistics never count it, even
        // if it is played on to its end here.
        self.game_id = None;
        self.help = None;
        self.first_game = false;
        self.changed();
        self.keep_replaced();
        Ok(())
    }
}

#[uniffi::export]
impl GameSession {
    /// Opens the game a record describes in place of the game on screen (the options take
    /// its rules). Nothing is lost: Undo right after brings back the game it replaced, and
    /// the notice says so. A record that does not read or replay changes nothing and the
    /// error (also the notice) says why.
    /// What came of it is the [`Outcome`]: done, or refused with the words to show.
    pub fn import_record(&self, record: String) -> Outcome {
        self.import_record_result(record).into()
    }
}

/// What the statistics record of a game that ended with `status` under `options`: `None`
/// while it goes on, or between two AIs.
fn finished(options: &Options, status: Status) -> Option<Finished> {
    let winner = match status {
        Status::Ongoing => return None,
        Status::Drawn(_) => None,
        Status::Won { winner, .. } => Some(winner),
    };
    // A game with a friend far away is neither against the computer nor between two people
    // on this device: the statistics leave it out (its session has no identifier for them
    // either, see `friends.rs`).
    if options.white == Player::Friend || options.black == Player::Friend {
        return None;
    }
    let level = |p: Player| match p {
        Player::Human | Player::Friend => None,
        Player::Ai { level } => Some(level),
    };
    Finished::between(level(options.white), level(options.black), winner)
}

impl GameSession {
    /// Opens the game a record describes in place of the game on screen (the options take
    /// its rules). Nothing is lost: Undo right after brings back the game it replaced, and
    /// the notice says so. A record that does not read or replay changes nothing and the
    /// error (also the notice) says why.
    ///
    /// The Rust API, with what the action did in full: the apps read the [`Outcome`] of
    /// [`GameSession::import_record`].
    pub fn import_record_result(&self, record: String) -> Result<(), AlquerqueError> {
        let mut st = self.lock();
        let result = if st.friend.is_some() {
            // A record opens as the app's game, never over a game with a friend.
            Err(AlquerqueError::InvalidRecord(Message::new(
                "friend-no-record",
            )))
        } else {
            st.open_record(&record)
        };
        let result = st.answer(result);
        if result.is_ok() {
            st.notice = Some(Message::new("notice-record-opened"));
        }
        result
    }
}
