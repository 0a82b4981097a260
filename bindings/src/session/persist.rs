//! The session kept in the app's [`Store`]: the game opened at launch (a save that cannot be
//! read is set aside and the player told why a new game began), saved after every change on
//! the store's thread, and game records opened without losing the game they replace (undo
//! brings it back, across launches too).

use std::sync::Arc;

use alquerque_core::Game;

use super::{lock, GameSession, State};
use crate::entry::capitalise;
use crate::error::AlquerqueError;
use crate::saved::{self, fingerprint, Restored};
use crate::store::{Disk, Store, StoredDocument};
use crate::types::Options;

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
    blocked: Option<String>,
}

/// The game a record replaced: brought back by undo while the game on screen is still the
/// record's game as it was opened.
pub(super) struct Replaced {
    options: Options,
    game: Game,
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
    notice: Option<String>,
    blocked: Option<String>,
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
            Err(reason) => Some((reason, disk.set_aside(SESSION_KEY).is_ok())),
        },
        StoredDocument::Unreadable { reason, set_aside } => Some((reason, set_aside)),
    };
    if let Some((reason, set_aside)) = failure {
        let reason = reason.trim_end_matches('.');
        if set_aside {
            found.notice = Some(format!(
                "The saved game could not be read ({reason}). It has been kept aside, and a \
                 new game has started."
            ));
        } else {
            let blocked = format!(
                "The saved game could not be read ({reason}) nor moved aside. A new game has \
                 started; it will not be saved over the old one."
            );
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
    let (options, game, pending) = match found.restored {
        Some(r) => (r.options, r.game, r.pending),
        None => {
            // A first launch plays against a level a newcomer can beat; a save that could not
            // be read belonged to someone who has played before.
            let options = if found.first_launch {
                Options::first_launch()
            } else {
                Options::default()
            };
            let game = Game::new(super::rules_of(&options));
            (options, game, Vec::new())
        }
    };
    let session = GameSession::build(options, game, seed);
    {
        let mut st = session.lock();
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
            Some(Box::new(move |result: &Result<(), String>| {
                let (Err(reason), Some(shared)) = (result, me.upgrade()) else {
                    return;
                };
                let mut st = lock(&shared);
                st.notice = Some(format!("The game could not be saved ({reason})."));
                // Try again with the next change.
                if let Some(saving) = &mut st.saving {
                    saving.last.clear();
                }
                st.teller.tell(None);
            })),
        );
    }

    /// Keeps the game a record replaced (or forgets it: `None`) in the store too.
    fn keep_replaced(&mut self) {
        let text = match &self.replaced {
            Some(r) => saved::save_replaced(&r.options, &r.game, r.opened),
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
        self.changed();
        self.keep_replaced();
    }

    fn open_record(&mut self, record: &str) -> Result<(), AlquerqueError> {
        let game = Game::from_record(record)
            .map_err(|e| AlquerqueError::InvalidRecord(capitalise(&e.to_string())))?;
        // Opening a record over a record just opened keeps the game from before both: the
        // one a person played.
        let on_a_record = self.can_undo_record();
        let (options, before) = match self.replaced.take() {
            Some(r) if on_a_record => (r.options, r.game),
            _ => (self.options.clone(), self.game.clone()),
        };
        self.replaced = Some(Replaced {
            options,
            game: before,
            opened: game_fingerprint(&game),
        });
        let rules = game.rules();
        self.options.variant = rules.variant;
        self.options.reversal_allowed = rules.reversal_allowed;
        self.game = game;
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
    pub fn import_record(&self, record: String) -> Result<(), AlquerqueError> {
        let mut st = self.lock();
        let result = st.open_record(&record);
        let result = st.answer(result);
        if result.is_ok() {
            st.notice = Some(
                "The game record is open. Undo brings back the game you were playing.".to_string(),
            );
        }
        result
    }
}
