//! Which games the rating counts, decided once for both phones: a game played with help (a
//! hint taken, or perfect play's verdict shown under the board) is kept in the statistics as
//! unrated, and a game against the computer left unfinished once both sides have moved counts
//! as the person's loss, which the person is told before leaving it.

use alquerque_core::engine::Level;
use alquerque_core::statistics::Finished;
use alquerque_core::{Color, Game};
use alquerque_text::Message;

use super::{player_of, State};
use crate::board::records::{Options, Player};

/// The help the person had in a game, which makes its result unrated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Help {
    /// A hint was asked for.
    Hint,
    /// What perfect play proves was shown while the game went on.
    Proofs,
}

impl Help {
    /// Its name in a save.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Help::Hint => "hint",
            Help::Proofs => "proofs",
        }
    }

    /// The help a game played under `options` has from its first move: perfect play shown,
    /// where the rules let anything be proved (with draws nothing is, and nothing is shown).
    pub(crate) fn at_start(options: &Options, game: &Game) -> Option<Help> {
        (options.show_proofs && !game.rules().has_draws()).then_some(Help::Proofs)
    }

    /// Reads a save's name back; anything else is no help (a damaged tag never makes a game
    /// unrated by itself: the worst it does is count one).
    pub(crate) fn from_name(name: &str) -> Option<Help> {
        [Help::Hint, Help::Proofs]
            .into_iter()
            .find(|h| h.name() == name)
    }

    /// Why the game is unrated, for the line under the board (the message chooses by the
    /// name the save uses).
    fn note(self) -> Message {
        Message::new("game-unrated").choice("help", self.name())
    }
}

impl State {
    /// Notes help given in the game on screen; the first help given is the one said. Help in
    /// a game already over changes nothing (its result is recorded).
    pub(super) fn helped(&mut self, help: Help) {
        if self.help.is_none() && !self.status().is_over() {
            self.help = Some(help);
        }
    }

    /// The help the game on screen has from its first move.
    pub(super) fn help_at_start(&self) -> Option<Help> {
        Help::at_start(&self.options, &self.game)
    }

    /// What the statistics record of `finished`, as this game was played.
    pub(super) fn as_played(&self, finished: Finished) -> Finished {
        match self.help {
            Some(_) => finished.unrated(),
            None => finished,
        }
    }

    /// The loss leaving the game on screen now would record: a game against the computer,
    /// counted by the statistics, unfinished, in which both sides have moved. `None` for
    /// any other game (two people, a friend far away, a record opened, a game over, or one
    /// in which the computer has not answered yet).
    pub(super) fn leaving_loss(&self) -> Option<Finished> {
        if self.status().is_over() {
            return None;
        }
        let (person, level) = self.person_against()?;
        // Turns alternate: two moves played are one of each side's.
        (self.game.moves().len() >= 2).then(|| self.as_played(Finished::abandoned(level, person)))
    }

    /// Leaves the game on screen for another: a loss is recorded if leaving it counts as one.
    pub(super) fn leave(&mut self) {
        if let Some(loss) = self.leaving_loss() {
            self.record(loss);
        }
    }

    /// What the confirmation before a new game says: the game in progress ends, and counts
    /// as a loss if it does.
    pub(super) fn leave_text(&self) -> Message {
        Message::new("game-leave").choice(
            "counts",
            if self.leaving_loss().is_some() {
                "loss"
            } else {
                "nothing"
            },
        )
    }

    /// Why the game on screen is unrated, if it is. Said only of a game the rating would
    /// otherwise count: a person against the computer, counted by the statistics.
    pub(super) fn unrated_note(&self) -> Option<Message> {
        self.person_against()?;
        self.help.map(Help::note)
    }

    /// The result card's line about the rating, once the game is over: how the rating moved
    /// (`Rating 1760 → 1790, +30`) once the statistics recorded it, why it is unrated for a
    /// game played with help; nothing for a game the rating never counts (two people, a friend, a
    /// record opened) or one whose change is not known here (recorded before a relaunch).
    pub(super) fn rating_line(&self) -> Option<Message> {
        if !self.status().is_over() {
            return None;
        }
        self.person_against()?;
        if let Some(help) = self.help {
            return Some(help.note());
        }
        match self.rating_change {
            Some((id, change)) if Some(id) == self.game_id => Some(change.message()),
            _ => None,
        }
    }

    /// The person's colour and the computer's level, in a game the statistics count between
    /// a person and the computer.
    fn person_against(&self) -> Option<(Color, Level)> {
        if self.game_id.is_none() || self.friend.is_some() {
            return None;
        }
        let person = [Color::White, Color::Black]
            .into_iter()
            .find(|&c| player_of(&self.options, c) == Player::Human)?;
        let Player::Ai { level } = player_of(&self.options, person.other()) else {
            return None;
        };
        Some((person, level))
    }
}
