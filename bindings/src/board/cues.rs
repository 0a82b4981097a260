//! What the apps play besides drawing: a sound and a touch for each moment of the game, and
//! when, decided here once for both phones. A move carries its cues, timed against its own
//! animation (each hop of a capture as the piece lands, the captured pieces gathered after the
//! last, the result after that); a tap that plays no move (a selection, a jump of a capture
//! entered tap by tap, a refusal) leaves its cues in the state's [`Feedback`]. The apps map
//! each [`Sound`] to their file of the same name (`tools/synth-sounds` makes them) and each
//! [`Haptic`] to the platform's feedback, and play them only while the app is in front and the
//! player's settings allow.

use crate::runtime::error::AlquerqueError;

/// How long the board takes to animate one hop of a move (a step, or one jump of a capture):
/// the apps animate each hop in this time, and the hop's cue sounds as it ends.
pub const HOP_MS: u32 = 200;

/// The pause between the last hop of a capture landing and the captured pieces being
/// gathered (the end-of-capture sound).
pub const CAPTURE_END_MS: u32 = 120;

/// The pause between a move's last sound and the result's, when the move ends the game.
pub const RESULT_PAUSE_MS: u32 = 350;

/// The sounds of the game; each app has a file of the same name (`move`, `capture_hop_1`,
/// …) made by `tools/synth-sounds`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Sound {
    /// A piece set down: a plain step.
    Move,
    /// One hop of a capture; the three hop sounds are played in turn along a chain.
    CaptureHop1,
    /// The second hop of a chain (and the fifth, …).
    CaptureHop2,
    /// The third hop of a chain (and the sixth, …).
    CaptureHop3,
    /// The captured pieces gathered, once the capture is complete.
    CaptureEnd,
    /// A tap the game refuses.
    Refused,
    /// The person won (or, between two people, someone won).
    Win,
    /// The person lost to the computer.
    Loss,
    /// A draw.
    Draw,
    /// A puzzle solved.
    PuzzleSolved,
}

impl Sound {
    /// The hop sound of jump `index` (from 0) of a chain: the three in turn.
    pub fn hop(index: usize) -> Sound {
        [Sound::CaptureHop1, Sound::CaptureHop2, Sound::CaptureHop3][index % 3]
    }
}

/// A touch the phone gives: each app maps it to its platform's own feedback.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Haptic {
    /// A piece picked up.
    Selection,
    /// A piece set down after a step.
    Move,
    /// A piece jumped and taken.
    Capture,
    /// A tap refused.
    Refused,
    /// A game won, a puzzle solved, a lesson step done.
    Success,
    /// A game lost.
    Failure,
}

/// A sound and a touch at a moment: `at_ms` after the animation of its move begins (or at
/// once, for a state's [`Feedback`]).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct Cue {
    /// Milliseconds from the start of the move's animation.
    pub at_ms: u32,
    /// The sound to play, if any.
    pub sound: Option<Sound>,
    /// The touch to give, if any.
    pub haptic: Option<Haptic>,
}

impl Cue {
    /// `sound` and `haptic` at once.
    pub(crate) fn now(sound: Option<Sound>, haptic: Option<Haptic>) -> Cue {
        Cue {
            at_ms: 0,
            sound,
            haptic,
        }
    }
}

/// How a move ends the game (or the puzzle, or the lesson), for its last cue.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// The person won, or between two people, someone did.
    Won,
    /// The person lost to the computer.
    Lost,
    /// Drawn.
    Drawn,
    /// The puzzle is solved.
    Solved,
}

impl Ending {
    fn cue(self, at_ms: u32) -> Cue {
        let (sound, haptic) = match self {
            Ending::Won => (Sound::Win, Haptic::Success),
            Ending::Lost => (Sound::Loss, Haptic::Failure),
            Ending::Drawn => (Sound::Draw, Haptic::Success),
            Ending::Solved => (Sound::PuzzleSolved, Haptic::Success),
        };
        Cue {
            at_ms,
            sound: Some(sound),
            haptic: Some(haptic),
        }
    }
}

/// The cues of a move of `hops` hops (`capture`: jumps), played from hop `first_hop` on (the
/// ones before are on the board already): each hop as it lands, the gathering after a
/// capture, and `ending`'s after that.
pub(crate) fn move_cues(
    hops: usize,
    first_hop: usize,
    capture: bool,
    ending: Option<Ending>,
) -> Vec<Cue> {
    let mut cues: Vec<Cue> = (first_hop..hops)
        .enumerate()
        .map(|(shown, hop)| Cue {
            at_ms: (shown as u32 + 1) * HOP_MS,
            sound: Some(if capture {
                Sound::hop(hop)
            } else {
                Sound::Move
            }),
            haptic: Some(if capture {
                Haptic::Capture
            } else {
                Haptic::Move
            }),
        })
        .collect();
    let landed = hops.saturating_sub(first_hop) as u32 * HOP_MS;
    let mut last = landed;
    if capture {
        last = landed + CAPTURE_END_MS;
        cues.push(Cue {
            at_ms: last,
            sound: Some(Sound::CaptureEnd),
            haptic: None,
        });
    }
    if let Some(ending) = ending {
        cues.push(ending.cue(last + RESULT_PAUSE_MS));
    }
    cues
}

/// The cue of `ending` alone, at once (its move was animated before).
pub(crate) fn ending_now(ending: Ending) -> Vec<Cue> {
    vec![ending.cue(0)]
}

/// The cue of a moment with no move of its own, played at once.
pub(crate) fn moment(sound: Option<Sound>, haptic: Option<Haptic>) -> Vec<Cue> {
    vec![Cue::now(sound, haptic)]
}

/// What the app plays and says once for a change that moved no piece: a selection, a jump of
/// a capture entered tap by tap, a refusal, a puzzle's try that missed. `serial` grows with
/// each new one, so the app plays each once however often it reads the state.
#[derive(Clone, Debug, Default, PartialEq, Eq, uniffi::Record)]
pub struct Feedback {
    /// Grows by one with each new feedback (0: none yet).
    pub serial: u64,
    /// What to play, at once.
    pub cues: Vec<Cue>,
    /// What screen readers should say, if anything.
    pub announcement: Option<String>,
}

/// What a tap that moved no piece did, for its feedback (a completed move carries its own
/// cues).
pub(crate) enum TapKind<'a> {
    /// A piece picked up.
    Selected,
    /// Jump `n` (from 0) of a capture entered tap by tap.
    Jumped(usize),
    /// Refused, for this reason.
    Refused(&'a AlquerqueError),
    /// Nothing to hear (a piece put down, or a move played with its own cues).
    Silent,
}

impl Feedback {
    /// The feedback of a tap that moved no piece, the same on every board: a touch for a piece
    /// picked up, the hop's sound for a jump entered, a refusal's sound and its reason said.
    pub(crate) fn tap(&mut self, kind: TapKind) {
        match kind {
            TapKind::Selected => self.give(moment(None, Some(Haptic::Selection)), None),
            TapKind::Jumped(jump) => {
                self.give(moment(Some(Sound::hop(jump)), Some(Haptic::Capture)), None)
            }
            TapKind::Refused(e) => self.give(
                moment(Some(Sound::Refused), Some(Haptic::Refused)),
                Some(e.to_string()),
            ),
            TapKind::Silent => {}
        }
    }

    /// Replaces this feedback by a new one.
    pub(crate) fn give(&mut self, cues: Vec<Cue>, announcement: Option<String>) {
        *self = Feedback {
            serial: self.serial + 1,
            cues,
            announcement,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hops_take_the_three_sounds_in_turn() {
        let sounds: Vec<Sound> = (0..5).map(Sound::hop).collect();
        assert_eq!(
            sounds,
            [
                Sound::CaptureHop1,
                Sound::CaptureHop2,
                Sound::CaptureHop3,
                Sound::CaptureHop1,
                Sound::CaptureHop2
            ]
        );
    }
}
