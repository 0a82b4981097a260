//! A session playing a game with a friend far away: the same board, taps and turns as every
//! game (the friend is [`Player::Friend`], whom nobody taps for and nobody searches for),
//! kept in the list of such games (`friends/`) instead of the app's save, so the game
//! against the computer is never touched. After the person's move, "Send my move" hands out
//! the words and the link to share; a move may be taken back until it is sent.

use std::sync::Arc;

use alquerque_core::{Color, Game, GameLink};
use alquerque_text::Message;

use super::{GameSession, State};
use crate::board::records::{Options, Player};
use crate::friends::{turn_message, FriendGames, Friends};
use crate::runtime::error::AlquerqueError;
use crate::runtime::language::say;

/// Which game of the list a session plays, and how much of it the friend has.
pub(crate) struct FriendSlot {
    pub(crate) friends: Arc<Friends>,
    pub(crate) id: u64,
    /// The side the person plays here.
    pub(crate) me: Color,
    /// The list's version of the game as this session last read or kept it: a link that came
    /// in since, or a move kept by another session of the game, makes this session's game out
    /// of date, and it no longer writes over the list's.
    pub(crate) version: u64,
    /// The plies the friend has seen (in a link sent or received); `None` before any link.
    pub(crate) sent: Option<usize>,
    /// Set once the list refused this session's game (out of date or removed): the reason.
    pub(crate) stale: Option<Message>,
}

/// What the game screen shows of a game with a friend, besides the board.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct FriendPlayState {
    /// `Game with a friend`.
    pub title: String,
    /// The side and where the game stands between the two, e.g. `You play White · Your move`
    /// (`Send your move`, `Waiting for your friend`, or the result).
    pub turn_line: String,
    /// There is something to send: a move the friend has not seen, or a new game the friend
    /// has not yet been invited to.
    pub can_send: bool,
    /// `Send my move`.
    pub send_title: String,
    /// The screen's next step, drawn as the filled button: Send when there is something to
    /// send; none while the board (or the friend) is the next step.
    pub primary: Option<FriendPlayAction>,
}

/// The buttons of a game with a friend, for [`FriendPlayState::primary`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum FriendPlayAction {
    /// The person's last move back.
    Undo,
    /// The game, as a link, to the friend.
    Send,
}

/// The options a game with a friend is played under: the person on `me`, the friend on the
/// other side, the game's rules, the person's display settings from `display`.
pub(crate) fn friend_options(display: &Options, me: Color, game: &Game) -> Options {
    let (white, black) = match me {
        Color::White => (Player::Human, Player::Friend),
        Color::Black => (Player::Friend, Player::Human),
    };
    let rules = game.rules();
    Options {
        white,
        black,
        reversal_allowed: rules.reversal_allowed,
        variant: rules.variant,
        ..display.clone()
    }
}

impl State {
    /// Writes the game into the list if it changed there; a refusal (a link came in since,
    /// another session of the game kept a move, or the game was removed) is the notice, and
    /// this session writes nothing more.
    pub(super) fn keep_friend_game(&mut self) {
        let Some(slot) = &mut self.friend else {
            return;
        };
        if slot.stale.is_some() {
            return;
        }
        match slot
            .friends
            .keep(slot.id, slot.version, &self.game, slot.sent)
        {
            Ok(version) => slot.version = version,
            Err(reason) => {
                slot.stale = Some(reason.clone());
                self.notice = Some(reason);
            }
        }
    }

    /// Whether the person may make a move in this game with a friend, checked before it is
    /// played so that no move is played that could not be kept or sent: refused when the
    /// game changed in the list since this session read it (then the session is out of date,
    /// and says why), and when one more move would make the game longer than a link carries
    /// ([`GameLink::MAX_PLIES`]). Any other game may always move.
    pub(super) fn friend_may_move(&mut self) -> Result<(), AlquerqueError> {
        let Some(slot) = &mut self.friend else {
            return Ok(());
        };
        if slot.stale.is_none() {
            if let Err(reason) = slot.friends.current(slot.id, slot.version) {
                slot.stale = Some(reason);
            }
        }
        if let Some(reason) = &slot.stale {
            return Err(AlquerqueError::InvalidRecord(reason.clone()));
        }
        if self.game.moves().len() >= GameLink::MAX_PLIES {
            return Err(AlquerqueError::IllegalMove(
                Message::new("friend-game-too-long").count("max", GameLink::MAX_PLIES as i64),
            ));
        }
        Ok(())
    }

    /// Whether undo may take back the last move: never a move the friend has seen.
    pub(super) fn friend_may_undo(&self) -> bool {
        self.friend.as_ref().is_none_or(|slot| {
            !self.game.can_undo() || self.game.moves().len() > slot.sent.unwrap_or(0)
        })
    }

    /// The options `wanted` leaves a game with a friend: the display settings only (the
    /// players and the rules are the game's).
    pub(super) fn friend_keeps_game(&self, wanted: Options) -> Options {
        match &self.friend {
            Some(slot) => friend_options(&wanted, slot.me, &self.game),
            None => wanted,
        }
    }
}

impl GameSession {
    /// A session playing game `id` of `friends` (at list version `version`) as `me`.
    pub(crate) fn for_friend(
        friends: Arc<Friends>,
        id: u64,
        me: Color,
        game: Game,
        sent: Option<usize>,
        version: u64,
        display: &Options,
    ) -> Arc<GameSession> {
        let options = friend_options(display, me, &game);
        let session = GameSession::build(options, game, None);
        {
            let mut st = session.lock();
            // Never counted in the statistics: see `friends.rs`.
            st.game_id = None;
            st.friend = Some(FriendSlot {
                friends,
                id,
                me,
                version,
                sent,
                stale: None,
            });
            st.settle();
        }
        session
    }
}

#[uniffi::export]
impl GameSession {
    /// Of a game with a friend: what the screen shows besides the board; `None` for any
    /// other game.
    pub fn friend_play(&self) -> Option<FriendPlayState> {
        let st = self.lock();
        let slot = st.friend.as_ref()?;
        // Something the friend has not seen, and theirs to answer (a new game as White
        // has nothing to send before its first move).
        let can_send = slot.sent != Some(st.game.moves().len())
            && (st.game.turn() != slot.me || st.game.status().is_over())
            && slot.stale.is_none();
        Some(FriendPlayState {
            title: say(&Message::new("friend-game-title")),
            turn_line: say(&Message::new("friend-turn-line")
                .message(
                    "side",
                    Message::new("friend-row-side").choice("side", slot.me.keyword()),
                )
                .message("turn", turn_message(&st.game, slot.me, slot.sent))),
            can_send,
            send_title: say(&Message::new("friend-send")),
            primary: can_send.then_some(FriendPlayAction::Send),
        })
    }

    /// "Send my move": the text to share with the friend (a sentence in the person's language,
    /// then the link on a line of its own, so no messenger breaks it), and from now on the
    /// moves in it are the friend's to answer and can no longer be taken back. Refused for a
    /// game that is not with a friend, or one that is out of date.
    /// `None` when refused: the state's notice says why.
    pub fn send_move(&self) -> Option<String> {
        let result = self.send_move_result();
        if let Err(e) = &result {
            // Refused before the session said why (not a game with a friend, say).
            self.lock().notice = Some(e.message());
        }
        result.ok()
    }
}

#[uniffi::export]
impl FriendGames {
    /// A session playing game `id`, with the display settings of `display` (the app's game's
    /// options). It keeps the game in this list as it changes. `None` when the game cannot be
    /// played (gone from the list): the list's notice says why.
    pub fn play(&self, id: u64, display: Options) -> Option<Arc<GameSession>> {
        let opened = self.opened(id);
        self.heard(opened).map(|g| {
            GameSession::for_friend(g.friends, g.id, g.me, g.game, g.sent, g.version, &display)
        })
    }
}

impl GameSession {
    /// "Send my move": the text to share with the friend (a sentence in the person's language,
    /// then the link on a line of its own, so no messenger breaks it), and from now on the
    /// moves in it are the friend's to answer and can no longer be taken back. Refused for a
    /// game that is not with a friend, or one that is out of date.
    ///
    /// The Rust API, with the reason of a refusal: the apps read the answer of
    /// [`GameSession::send_move`].
    pub fn send_move_result(&self) -> Result<String, AlquerqueError> {
        let mut st = self.lock();
        let played = st.game.moves().len();
        let Some(slot) = &st.friend else {
            return Err(AlquerqueError::InvalidRecord(Message::new(
                "friend-not-a-friend-game",
            )));
        };
        let (id, me) = (slot.id, slot.me);
        // The link first: a game it cannot carry is refused before anything is marked sent.
        let link = GameLink {
            id,
            game: st.game.clone(),
        };
        let link = match link.to_url() {
            Ok(link) => link,
            Err(e) => {
                let reason = Message::new("friend-not-sent").message("reason", e.message());
                st.notice = Some(reason.clone());
                return Err(AlquerqueError::InvalidRecord(reason));
            }
        };
        let Some(slot) = &mut st.friend else {
            return Err(AlquerqueError::InvalidRecord(Message::new(
                "friend-not-a-friend-game",
            )));
        };
        let before = slot.sent.replace(played);
        // Marked as sent in the list first: a link that came in since, a move kept by another
        // session of the game, or the game removed makes this game out of date, and then
        // nothing is sent.
        st.keep_friend_game();
        if let Some(slot) = st.friend.as_mut().filter(|s| s.stale.is_some()) {
            slot.sent = before;
            let reason = slot
                .stale
                .clone()
                .unwrap_or_else(|| Message::new("friend-game-moved-on"));
            st.notice = Some(reason.clone());
            return Err(AlquerqueError::InvalidRecord(reason));
        }
        let words = if st.game.status().is_over() {
            Message::new("friend-share-over")
        } else if played == 0 {
            Message::new("friend-share-invite").choice("side", me.other().keyword())
        } else {
            Message::new("friend-share-move")
        };
        st.entry.clear();
        st.answer(Ok(()))?;
        Ok(format!("{}\n{link}", say(&words)))
    }
}
