//! Which cues a screen plays for each change it shows, decided once for both phones: a played
//! move's cues as it is animated and its words for screen readers, and a state's own
//! [`Feedback`] once per serial, as the player's sound and touch settings allow. The apps keep
//! one [`CueGate`] per screen and only schedule and output what it hands back.

use std::sync::{Arc, Mutex, PoisonError};

use crate::board::cues::{Cue, Feedback};
use crate::board::records::{Options, PlayedMove};

/// What a change brings to hear, feel and say.
#[derive(Clone, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct CuesToPlay {
    /// The cues, each at its time (`at_ms` after now), with only the sound and the touch the
    /// settings allow (none of them left out entirely).
    pub cues: Vec<Cue>,
    /// What screen readers should say, in order.
    pub announcements: Vec<String>,
}

/// One screen's memory of the feedback it has played: the serial of the last state's
/// [`Feedback`] heard, so that each is played once however often the state is read.
#[derive(Debug, Default, uniffi::Object)]
pub struct CueGate {
    /// The serial already heard; `None` until a state is shown (the first one found is not
    /// news).
    heard: Mutex<Option<u64>>,
}

#[uniffi::export]
impl CueGate {
    /// A gate that has heard nothing yet.
    #[uniffi::constructor]
    pub fn new() -> Arc<CueGate> {
        Arc::new(CueGate::default())
    }

    /// The screen starts playing (or stops, with `None`): `current` is the feedback of the
    /// state it finds, already heard.
    pub fn attach(&self, current: Option<Feedback>) {
        *self.heard() = current.map(|f| f.serial);
    }

    /// What a change the screen shows brings: the move `played` (if one was) and the state's
    /// `feedback` if its serial is new. `settings` are the player's options; until they are
    /// read (`None`) sound and touch are on, as they are by default.
    pub fn hear(
        &self,
        feedback: Feedback,
        played: Option<PlayedMove>,
        settings: Option<Options>,
    ) -> CuesToPlay {
        let (sound, haptics) = settings.map_or((true, true), |o| (o.sound, o.haptics));
        let mut out = CuesToPlay::default();
        let mut hear = |cues: Vec<Cue>, words: Option<String>| {
            out.cues
                .extend(cues.into_iter().filter_map(|c| allowed(c, sound, haptics)));
            out.announcements.extend(words);
        };
        if let Some(played) = played {
            hear(played.cues, played.announcement);
        }
        let mut heard = self.heard();
        if heard.is_some_and(|serial| serial != feedback.serial) {
            hear(feedback.cues, feedback.announcement);
        }
        *heard = Some(feedback.serial);
        out
    }
}

impl CueGate {
    fn heard(&self) -> std::sync::MutexGuard<'_, Option<u64>> {
        // A serial is written whole: carry on after a panic elsewhere.
        self.heard.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// `cue` with only what the settings allow, or `None` if nothing is left of it.
fn allowed(cue: Cue, sound: bool, haptics: bool) -> Option<Cue> {
    let cue = Cue {
        sound: cue.sound.filter(|_| sound),
        haptic: cue.haptic.filter(|_| haptics),
        ..cue
    };
    (cue.sound.is_some() || cue.haptic.is_some()).then_some(cue)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::cues::{Haptic, Sound};
    use alquerque_core::{Color, Position};

    fn feedback(serial: u64) -> Feedback {
        Feedback {
            serial,
            cues: vec![Cue::now(Some(Sound::Refused), Some(Haptic::Refused))],
            announcement: Some(format!("said {serial}")),
        }
    }

    fn settings(sound: bool, haptics: bool) -> Option<Options> {
        Some(Options {
            sound,
            haptics,
            ..Options::default()
        })
    }

    #[test]
    fn each_feedback_plays_once_and_the_state_found_is_not_news() {
        let gate = CueGate::new();
        gate.attach(Some(feedback(3)));
        assert_eq!(gate.hear(feedback(3), None, None), CuesToPlay::default());
        let heard = gate.hear(feedback(4), None, None);
        assert_eq!(heard.cues.len(), 1);
        assert_eq!(heard.announcements, vec!["said 4"]);
        assert_eq!(
            gate.hear(feedback(4), None, None),
            CuesToPlay::default(),
            "once"
        );
        // Attached with nothing found: the first state shown is taken as heard.
        gate.attach(None);
        assert_eq!(gate.hear(feedback(9), None, None), CuesToPlay::default());
        assert_eq!(gate.hear(feedback(10), None, None).cues.len(), 1);
    }

    #[test]
    fn a_played_move_is_heard_with_its_words_as_the_settings_allow() {
        let mv = Position::default().legal_moves()[0];
        let played = PlayedMove::new(mv, Color::White, 0).announced(Some("moved".into()));
        let gate = CueGate::new();
        gate.attach(Some(feedback(1)));
        let all = gate.hear(feedback(1), Some(played.clone()), None);
        assert_eq!(
            all.cues, played.cues,
            "sound and touch on until the options are read"
        );
        assert_eq!(all.announcements, vec!["moved"]);
        let quiet = gate.hear(feedback(1), Some(played.clone()), settings(false, true));
        assert!(quiet
            .cues
            .iter()
            .all(|c| c.sound.is_none() && c.haptic.is_some()));
        let still = gate.hear(feedback(2), Some(played), settings(false, false));
        assert!(still.cues.is_empty(), "nothing left to play");
        assert_eq!(still.announcements, vec!["moved", "said 2"], "words always");
    }
}
